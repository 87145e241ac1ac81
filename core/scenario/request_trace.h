#pragma once

// A recorded serving trace (workload.serving.trace_file): a CSV of arrival_s, prompt_tokens and
// output_tokens, one request a row, which the serving simulation replays.

#include "core/model/scenario.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace rightsize {

struct RequestTraceRead {
    std::shared_ptr<const std::vector<TraceRequest>> rows; // null when refused
    std::string problem;  // "line 7: prompt_tokens must be …"; empty when read
    bool missing = false; // the file was not there or could not be read (not its content)
};

// Parses the text of a trace: an optional header naming the three columns in that order, then
// one row a request, arrivals in order; blank lines and lines starting with # are skipped.
RequestTraceRead parseRequestTrace(std::string_view text);

// Reads the trace at `path` (relative to `baseDir` when that is given) through the bounded file
// reader.
RequestTraceRead readRequestTrace(const std::string& path, const std::string& baseDir);

} // namespace rightsize
