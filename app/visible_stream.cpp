#include "app/visible_stream.h"

#include "core/model/visible_text.h"

namespace rightsize::app {

VisibleLineBuffer::~VisibleLineBuffer() {
    if (!m_line.empty())
        endLine();
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
    if (m_cut)
        return;
    if (m_written + line.size() > kMaxTotalBytes) {
        static constexpr std::string_view kMore = "rightsize: further messages were left out\n";
        m_target.write(kMore.data(), std::streamsize(kMore.size()));
        m_cut = true;
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
