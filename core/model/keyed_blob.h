#pragma once

#include <string>

namespace rightsize {

// A user catalog entry, a price override or an offer as the library keeps it: JSON text under its
// key (a device id; provider|region|instance|device for an offer), and when it last changed.
struct KeyedBlob {
    std::string key;
    std::string json;
    std::string modified;
};

} // namespace rightsize
