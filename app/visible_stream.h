#pragma once

// The command line's last guard on what it writes to stderr. Each message quotes input through
// quoteText (core/model/visible_text.h); this buffer holds every message line to the same rules
// whatever a command forgot: control characters, bidirectional overrides and bytes that are not
// UTF-8 are written as visible escapes, a line is cut at kMaxLineBytes and the whole of stderr at
// kMaxTotalBytes, so no input can flood a terminal or a log: past it, whole lines are left out
// and the last line counts them ("rightsize: 212 more lines left out"). A list of refusals
// longer than that (256 bad options, a bundle refused member by member) names its first ones,
// which is what a person fixes first; fixing those and running again shows the next.

#include <cstddef>
#include <ostream>
#include <streambuf>
#include <string>

namespace rightsize::app {

class VisibleLineBuffer : public std::streambuf {
public:
    static constexpr std::size_t kMaxLineBytes = 1024;
    static constexpr std::size_t kMaxTotalBytes = 4 * 1024;
    // The closing count line: "rightsize: 18446744073709551615 more lines left out\n".
    static constexpr std::size_t kCountLineBytes = 64;

    explicit VisibleLineBuffer(std::ostream& target)
        : m_target(target) {}
    ~VisibleLineBuffer() override;
    VisibleLineBuffer(const VisibleLineBuffer&) = delete;
    VisibleLineBuffer& operator=(const VisibleLineBuffer&) = delete;

protected:
    int_type overflow(int_type c) override;
    std::streamsize xsputn(const char* s, std::streamsize n) override;
    int sync() override;

private:
    void put(char c);
    void endLine();

    std::ostream& m_target;
    std::string m_line;
    std::size_t m_written = 0;
    std::size_t m_leftOut = 0; // whole lines not written
    bool m_cut = false;
};

} // namespace rightsize::app
