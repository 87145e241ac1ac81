#pragma once

// Every file the program reads because a user named it (a scenario, a model's config.json, the
// checkpoint index beside it, a run's log or an MLflow folder, an offers table) is read through
// here. A name can point at a FIFO or a device that never ends, or at a file of any size; such a
// file is refused unopened or after one byte past its kind's limit, so no input can hang the
// program or take its memory. Text is decoded as UTF-8 on the way in: a byte that is not UTF-8 is
// refused naming its line and column, so nothing later (the JSON writer, a terminal) meets it.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace rightsize {

// The limits per kind of file. A released config.json is a few kB; the largest checkpoint index
// on the Hub (DeepSeek-V3's, 91 000 tensors) is about 9 MB; a scenario, an offers table and a
// run's log are held to the scenario file's 10 MiB.
inline constexpr std::size_t kMaxModelConfigBytes = 4 * 1024 * 1024;
inline constexpr std::size_t kMaxCheckpointIndexBytes = 16 * 1024 * 1024;
inline constexpr std::size_t kMaxTextFileBytes = 10 * 1024 * 1024;

enum class FileProblem {
    None,
    Missing,    // nothing at the path, or it cannot be looked at (input or output: exit 3)
    Folder,     // a folder where a file was named (exit 3, as a missing file)
    NotRegular, // a FIFO, a socket, a device: refused unopened (exit 2)
    TooLarge,   // past the kind's limit (exit 2)
    Unreadable, // opening or reading failed (exit 3)
    NotUtf8,    // a byte that is not UTF-8 (exit 2)
};

struct FileText {
    std::string text;
    FileProblem problem = FileProblem::None;
    std::string why; // what is wrong, without the file's name: "line 3, column 7: ..."
    bool ok() const { return problem == FileProblem::None; }
    // Whether the problem lies in the input (refused) rather than in reading it.
    bool refused() const {
        return problem == FileProblem::NotRegular || problem == FileProblem::TooLarge ||
               problem == FileProblem::NotUtf8;
    }
};

// Reads the regular file at `path` when it holds at most `maxBytes`; with `utf8`, its text must
// be UTF-8 throughout.
FileText readBoundedFile(const std::string& path, std::size_t maxBytes, bool utf8 = true);

struct TextPosition {
    std::size_t line = 1;
    std::size_t column = 1; // in characters, counting from 1
};

// Where the first byte that is not UTF-8 lies, if any.
std::optional<TextPosition> firstInvalidUtf8(std::string_view text);

// "line L, column C: byte 0xFF is not UTF-8", or empty when the text is UTF-8.
std::string utf8Problem(std::string_view text);

} // namespace rightsize
