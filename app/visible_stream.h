#pragma once

// The command line's last guard on what it writes to stderr. Each message quotes input through
// quoteText (core/model/visible_text.h); this buffer holds every message line to the same rules
// whatever a command forgot: control characters, bidirectional overrides and bytes that are not
// UTF-8 are written as visible escapes, a line is cut at kMaxLineBytes and the whole of stderr at
// kMaxTotalBytes, so no input can flood a terminal or a log. The whole is not cut at the 4 KB a
// single refused file stays within: a bundle refused member by member names every bad field of
// every member (one short line each), and a script needs all of them.

#include <cstddef>
#include <ostream>
#include <streambuf>
#include <string>

namespace rightsize::app {

class VisibleLineBuffer : public std::streambuf {
public:
    static constexpr std::size_t kMaxLineBytes = 1024;
    static constexpr std::size_t kMaxTotalBytes = 64 * 1024;

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
    bool m_cut = false;
};

} // namespace rightsize::app
