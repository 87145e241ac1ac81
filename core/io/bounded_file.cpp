#include "core/io/bounded_file.h"

#include "core/model/visible_text.h"

#include <cerrno>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <system_error>

namespace rightsize {
namespace {

namespace fs = std::filesystem;

FileText failed(FileProblem problem, std::string why) {
    FileText out;
    out.problem = problem;
    out.why = std::move(why);
    return out;
}

// The system's reason, as a clause: "no such file or directory", "permission denied".
std::string reason(int error) {
    std::string text = std::error_code(error, std::generic_category()).message();
    if (!text.empty() && text[0] >= 'A' && text[0] <= 'Z')
        text[0] = static_cast<char>(text[0] - 'A' + 'a');
    return text;
}

std::string megabytes(std::size_t bytes) {
    return std::to_string(bytes / (1024 * 1024)) + " MB";
}

} // namespace

std::optional<TextPosition> firstInvalidUtf8(std::string_view text) {
    if (isValidUtf8(text))
        return std::nullopt;
    TextPosition at;
    for (std::size_t i = 0; i < text.size();) {
        // The longest valid prefix decides: step one character at a time.
        std::size_t length = 1;
        while (length <= 4 && i + length <= text.size() && !isValidUtf8(text.substr(i, length)))
            ++length;
        if (length > 4 || i + length > text.size())
            return at;
        if (text[i] == '\n') {
            ++at.line;
            at.column = 1;
        } else {
            ++at.column;
        }
        i += length;
    }
    return at;
}

std::string utf8Problem(std::string_view text) {
    const auto at = firstInvalidUtf8(text);
    if (!at)
        return {};
    // The byte itself: the column counts characters, so find the byte by walking the line.
    std::size_t offset = 0;
    for (std::size_t line = 1; line < at->line; ++line)
        offset = text.find('\n', offset) + 1;
    std::size_t column = 1;
    while (column < at->column) {
        std::size_t length = 1;
        while (!isValidUtf8(text.substr(offset, length)))
            ++length;
        offset += length;
        ++column;
    }
    char byte[8];
    std::snprintf(byte, sizeof byte, "0x%02X", static_cast<unsigned char>(text[offset]));
    return "line " + std::to_string(at->line) + ", column " + std::to_string(at->column) +
           ": byte " + byte + " is not UTF-8 (the file must be UTF-8 text)";
}

FileText readBoundedFile(const std::string& path, std::size_t maxBytes, bool utf8) {
    std::error_code ec;
    const fs::file_status status = fs::status(path, ec);
    if (ec && ec != std::errc::no_such_file_or_directory)
        return failed(FileProblem::Missing, "cannot open the file: " + reason(ec.value()));
    if (ec || !fs::exists(status))
        return failed(FileProblem::Missing, "cannot open the file: no such file");
    if (fs::is_directory(status))
        return failed(FileProblem::Folder, "is a folder, not a file");
    // Opening a FIFO waits for a writer: look before opening.
    if (!fs::is_regular_file(status))
        return failed(FileProblem::NotRegular,
                      "is not a regular file (a pipe, socket or device is not read)");
    const auto size = fs::file_size(path, ec);
    if (!ec && size > maxBytes)
        return failed(FileProblem::TooLarge,
                      "the file is larger than the " + megabytes(maxBytes) + " limit");
    errno = 0;
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return failed(FileProblem::Unreadable,
                      "cannot open the file" + (errno ? ": " + reason(errno) : std::string()));
    // Read in pieces up to one byte past the limit: a file that grew since it was looked at is
    // still bounded.
    FileText out;
    char piece[64 * 1024];
    while (out.text.size() <= maxBytes && in) {
        in.read(piece, static_cast<std::streamsize>(sizeof piece));
        out.text.append(piece, static_cast<std::size_t>(in.gcount()));
    }
    if (in.bad())
        return failed(FileProblem::Unreadable,
                      "cannot read the file" + (errno ? ": " + reason(errno) : std::string()));
    if (out.text.size() > maxBytes)
        return failed(FileProblem::TooLarge,
                      "the file is larger than the " + megabytes(maxBytes) + " limit");
    if (utf8)
        if (std::string why = utf8Problem(out.text); !why.empty())
            return failed(FileProblem::NotUtf8, std::move(why));
    return out;
}

} // namespace rightsize
