#pragma once

#include "core/model/catalog.h"
#include "core/model/estimates.h"
#include "core/model/scenario.h"

#include <string_view>

namespace rightsize {

// Time and memory of one data-preparation job (Spark / pandas-style on CPUs, RAPIDS-style on
// GPUs) on `count` devices of one kind. Pure: it reads only its arguments.
struct EtlEstimate {
    Range seconds;             // the whole job
    double memoryBytes = 0;    // working set per device (instance RAM, or GPU memory)
    double scanSeconds = 0;    // reading and decoding the input (the slower of I/O and decode)
    double shuffleSeconds = 0; // exchange through memory and the network, plus any spill to disk
    double computeSeconds = 0; // the operator itself (predicate, hashing, sorting, UDF)
    bool spills = false;       // the working set exceeds usable memory and goes to disk
    Bottleneck bottleneck = Bottleneck::Compute;
};

// Operations: "scan", "filter", "aggregate" (also "group_by"), "join", "sort", "udf" (a Python
// row UDF). Any other name is refused where the scenario is read, never planned as a scan.
// DataPrepSpec::bytes is the size of the data in memory; when 0 it is rows × 100 bytes.
inline constexpr const char* kModelledEtlOperations =
    "scan, filter, aggregate, group_by, join, sort, udf";
bool modelledEtlOperation(std::string_view operation);
EtlEstimate estimateEtl(const DataPrepSpec& spec, const Device& device, int count);

} // namespace rightsize
