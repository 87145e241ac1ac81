#pragma once

#include <string>

namespace rightsize {

// A problem with one field of a document, named by its JSON path ("$.workload.batch_size").
struct FieldError {
    std::string path;
    std::string message;
};

} // namespace rightsize
