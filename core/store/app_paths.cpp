#include "core/store/app_paths.h"

#include "core/store/engine/store_location.h"

#include <cstdlib>
#include <filesystem>
#include <string_view>
#include <system_error>

namespace rightsize {

namespace {

std::string envOrEmpty(const char* name) {
    const char* value = std::getenv(name);
    return value ? std::string(value) : std::string();
}

} // namespace

std::string defaultLibraryPath() {
    constexpr std::string_view kRelative = "rightsize/library.sqlite";
#if defined(_WIN32)
    std::string base = envOrEmpty("APPDATA");
    if (base.empty())
        base = ".";
    return base + "/Rightsize/library.sqlite";
#elif defined(__APPLE__)
    std::string home = envOrEmpty("HOME");
    return home + "/Library/Application Support/Rightsize/library.sqlite";
#else
    // The XDG spec says a relative XDG_DATA_HOME is invalid and must be ignored.
    std::string base = envOrEmpty("XDG_DATA_HOME");
    if (base.empty() || base.front() != '/') {
        const std::string home = envOrEmpty("HOME");
        base = (home.empty() ? std::string(".") : home) + "/.local/share";
    }
    return base + "/" + std::string(kRelative);
#endif
}

std::string explicitLibraryPathProblem(const std::string& path) {
    namespace fs = std::filesystem;
    if (path.empty())
        return "no library path given";
    // A team library on a PostgreSQL server has no folder; its location is checked by libpq.
    if (isServerLocation(path))
        return serverLocationProblem(path);
    std::error_code ec;
    if (fs::is_directory(path, ec))
        return "is a folder; give the library file inside it, for example " +
               (fs::path(path) / "library.sqlite").string();
    fs::path parent = fs::path(path).parent_path();
    if (parent.empty())
        parent = ".";
    if (!fs::exists(parent, ec))
        return "the folder " + parent.string() + " does not exist";
    if (!fs::is_directory(parent, ec))
        return parent.string() + " is not a folder";
    return {};
}

} // namespace rightsize
