#include "app/visible_stream.h"

#include "core/model/visible_text.h"

namespace rightsize::app {

VisibleLineBuffer::~VisibleLineBuffer() {
    if (!m_line.empty())
        endLine();
    if (m_cut) {
        // What was left out is counted, so a script knows the list is not whole.
        const std::string more = "rightsize: " + std::to_string(m_leftOut) + " more line" +
                                 (m_leftOut == 1 ? "" : "s") + " left out\n";
        m_target.write(more.data(), std::streamsize(more.size()));
    }
    m_target.flush();
}

void VisibleLineBuffer::put(char c) {
    if (c == '\n') {
        endLine();
        return;
    }
    // Hold a little past the cut so visibleText sees whole characters and adds its ellipsis.
    if (m_line.size() <= kMaxLineBytes + 8)
        m_line += c;
}

void VisibleLineBuffer::endLine() {
    const std::string line = visibleText(m_line, {.maxBytes = kMaxLineBytes}) + '\n';
    m_line.clear();
    // Room is kept for the line that counts what was left out.
    if (m_cut || m_written + line.size() > kMaxTotalBytes - kCountLineBytes) {
        m_cut = true;
        ++m_leftOut;
        return;
    }
    m_target.write(line.data(), std::streamsize(line.size()));
    m_written += line.size();
}

VisibleLineBuffer::int_type VisibleLineBuffer::overflow(int_type c) {
    if (!traits_type::eq_int_type(c, traits_type::eof()))
        put(traits_type::to_char_type(c));
    return traits_type::not_eof(c);
}

std::streamsize VisibleLineBuffer::xsputn(const char* s, std::streamsize n) {
    for (std::streamsize i = 0; i < n; ++i)
        put(s[i]);
    return n;
}

int VisibleLineBuffer::sync() {
    m_target.flush();
    return 0;
}

} // namespace rightsize::app
