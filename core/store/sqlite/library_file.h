#pragma once

// What lies at a scenario library's path, found without changing a byte of it: the header is read
// directly and the database through a read-only connection that never checkpoints. The store
// opens a file for writing only when this says it is a Rightsize library (or nothing yet).

#include "core/store/engine/store_schema.h"

#include <cstdint>
#include <string>

namespace rightsize {

enum class LibraryFileKind {
    Missing,    // nothing at the path
    Empty,      // an empty file, or an SQLite database with nothing in it (a library being created)
    Library,    // a Rightsize library: its application id, or its tables for one made before the id
    TooNew,     // a Rightsize library with a newer schema than this program knows
    Damaged,    // carries Rightsize's application id, but SQLite cannot read all of it
    NotLibrary, // anything else: a text file, another program's database
    Busy,       // another program held the file longer than the busy timeout
    Unusable,   // a folder, a device, a file that cannot be read
};

struct LibraryFile {
    LibraryFileKind kind = LibraryFileKind::Missing;
    int schemaVersion = 0;
    bool hasApplicationId = false; // false for a library made before the id: stamp it on writing
    std::string why;               // what was found, for a message
};

LibraryFile inspectLibraryFile(const std::string& path, int newestSchema, int busyTimeoutMs);

} // namespace rightsize
