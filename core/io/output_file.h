#pragma once

// Every file the program writes where a user named it (an exported scenario or bundle, the
// catalog's changes, a report, a screenshot, a chart, a table, an exercise set) is written through
// here. A name may be a symbolic link, a FIFO or a device rather than a file: writing a temporary
// file and renaming it over the name would replace the link, the FIFO or the device node with a
// regular file, and opening a FIFO for writing waits for a reader that may never come.
//
// So: a regular file (or a new name) is written beside itself and renamed into place, so an
// interrupted write never leaves half a file where a good one was; a symbolic link is followed
// and its target written the same way, the link left as it was; a FIFO or a device is written in
// place, and a FIFO nobody reads is refused at once instead of waited on; anything else (a
// folder, a socket, a link that leads nowhere) is refused. Nothing here ever blocks.

#include <string>
#include <string_view>

namespace rightsize {

struct OutputWrite {
    bool ok = false;
    std::string why; // what went wrong, without the file's name: "no program reads the FIFO"
};

OutputWrite writeOutputFile(const std::string& path, std::string_view bytes);

} // namespace rightsize
