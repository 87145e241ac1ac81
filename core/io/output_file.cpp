#include "core/io/output_file.h"

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <fcntl.h>
#include <sys/stat.h>
#include <system_error>
#include <unistd.h>

namespace rightsize {
namespace {

OutputWrite failed(std::string why) {
    return {false, std::move(why)};
}

// The system's reason, as a clause: "no space left on device".
std::string reason(int error) {
    std::string text = std::error_code(error, std::generic_category()).message();
    if (!text.empty() && text[0] >= 'A' && text[0] <= 'Z')
        text[0] = static_cast<char>(text[0] - 'A' + 'a');
    return text;
}

// Writes all of `bytes` to an open descriptor, through short writes and interruptions.
bool writeAll(int fd, std::string_view bytes, int& error) {
    while (!bytes.empty()) {
        const ssize_t n = ::write(fd, bytes.data(), bytes.size());
        if (n < 0) {
            if (errno == EINTR)
                continue;
            error = errno;
            return false;
        }
        bytes.remove_prefix(static_cast<std::size_t>(n));
    }
    return true;
}

// A FIFO or a device, written where it is. Opened without waiting: a FIFO that nobody reads
// answers ENXIO at once. Once open, the writes block as usual (a reader that reads slowly is
// still a reader).
OutputWrite writeInPlace(const std::string& path, std::string_view bytes, bool fifo) {
    const int fd = ::open(path.c_str(), O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) {
        if (fifo && errno == ENXIO)
            return failed("no program reads the FIFO (start the reader first)");
        return failed("cannot open it for writing: " + reason(errno));
    }
    const int flags = ::fcntl(fd, F_GETFL);
    if (flags >= 0)
        ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
    int error = 0;
    const bool written = writeAll(fd, bytes, error);
    const int closed = ::close(fd);
    if (!written)
        return failed("write error: " + reason(error));
    if (closed != 0)
        return failed("write error: " + reason(errno));
    return {true, {}};
}

// A regular file or a new name: a temporary file beside it, then a rename, so an interrupted
// write never leaves half a file where a good one was. `mode`: the replaced file's permissions,
// kept; 0 for a new file.
OutputWrite writeReplacing(const std::string& path, std::string_view bytes, mode_t mode) {
    std::string temp = path + ".tmp-XXXXXX";
    const int fd = ::mkstemp(temp.data());
    if (fd < 0)
        return failed("cannot create the file: " + reason(errno));
    // mkstemp makes the file 0600; a new export is as readable as any other the user makes.
    if (mode == 0) {
        const mode_t mask = ::umask(0);
        ::umask(mask);
        mode = 0666 & ~mask;
    }
    ::fchmod(fd, mode);
    int error = 0;
    bool written = writeAll(fd, bytes, error);
    if (::close(fd) != 0 && written) {
        written = false;
        error = errno;
    }
    if (written && ::rename(temp.c_str(), path.c_str()) != 0) {
        written = false;
        error = errno;
    }
    if (!written) {
        ::unlink(temp.c_str());
        return failed("cannot write the file: " + reason(error));
    }
    return {true, {}};
}

} // namespace

OutputWrite writeOutputFile(const std::string& path, std::string_view bytes) {
    if (path.empty())
        return failed("no file named");
    std::string target = path;
    struct stat st {};
    if (::lstat(path.c_str(), &st) == 0 && S_ISLNK(st.st_mode)) {
        // Write through the link: what it points at is the output, and the link stays a link.
        char resolved[PATH_MAX];
        if (::realpath(path.c_str(), resolved) != nullptr) {
            target = resolved;
        } else if (errno == ENOENT) {
            return failed("is a symbolic link to nothing (name the file it should lead to)");
        } else {
            return failed("cannot follow the symbolic link: " + reason(errno));
        }
    }
    if (::stat(target.c_str(), &st) != 0) {
        if (errno == ENOENT)
            return writeReplacing(target, bytes, 0);
        return failed("cannot look at the file: " + reason(errno));
    }
    if (S_ISREG(st.st_mode))
        return writeReplacing(target, bytes, st.st_mode & 07777);
    if (S_ISDIR(st.st_mode))
        return failed("is a folder, not a file");
    if (S_ISFIFO(st.st_mode) || S_ISCHR(st.st_mode))
        return writeInPlace(target, bytes, S_ISFIFO(st.st_mode));
    // A disk is never what an export means, and a socket cannot be opened as a file.
    return failed("is not a file that can be written (a disk, a socket or another special file)");
}

} // namespace rightsize
