#include "core/scenario/request_trace.h"

#include "core/io/bounded_file.h"
#include "core/model/field_limits.h"

#include <charconv>
#include <cmath>
#include <filesystem>
#include <optional>

namespace rightsize {
namespace {

constexpr std::string_view kColumns[] = {"arrival_s", "prompt_tokens", "output_tokens"};

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

// The comma-separated cells of one line.
std::vector<std::string_view> cellsOf(std::string_view line) {
    std::vector<std::string_view> cells;
    for (;;) {
        const std::size_t comma = line.find(',');
        cells.push_back(trimmed(line.substr(0, comma)));
        if (comma == std::string_view::npos)
            return cells;
        line.remove_prefix(comma + 1);
    }
}

std::optional<double> numberOf(std::string_view cell) {
    double v = 0;
    const auto [end, ec] = std::from_chars(cell.data(), cell.data() + cell.size(), v);
    if (ec != std::errc() || end != cell.data() + cell.size() || !std::isfinite(v))
        return std::nullopt;
    return v;
}

// A cell shown in a message: at most a few dozen characters of it.
std::string shown(std::string_view cell) {
    constexpr std::size_t kShown = 40;
    std::string out(1, '"');
    out.append(cell.substr(0, kShown));
    if (cell.size() > kShown)
        out.append("…");
    out.push_back('"');
    return out;
}

// The request on one line, or why it is refused.
std::optional<TraceRequest> rowOf(std::string_view line, double previous, std::string& why) {
    const std::vector<std::string_view> cells = cellsOf(line);
    if (cells.size() != 3) {
        why = "has " + std::to_string(cells.size()) +
              " columns; a row is arrival_s,prompt_tokens,output_tokens";
        return std::nullopt;
    }
    double values[3] = {0, 0, 0};
    for (int c = 0; c < 3; ++c) {
        const auto v = numberOf(cells[c]);
        if (!v) {
            why = std::string(kColumns[c]) + " must be a number, got " + shown(cells[c]);
            return std::nullopt;
        }
        values[c] = *v;
    }
    if (values[0] < 0 || values[0] > limits::kWeekMinutes * 60 * 52) {
        why = "arrival_s must be seconds from 0 to a year, got " + shown(cells[0]);
        return std::nullopt;
    }
    if (values[0] < previous) {
        why = "arrival_s goes back in time (" + shown(cells[0]) +
              " after an earlier arrival); sort the rows by arrival";
        return std::nullopt;
    }
    for (int c = 1; c < 3; ++c)
        if (values[c] != std::floor(values[c]) || values[c] < limits::kLeastTokens ||
            values[c] > limits::kTokensReal) {
            why = std::string(kColumns[c]) + " must be a whole number from 1 to " +
                  std::to_string(limits::kTokens) + ", got " + shown(cells[c]);
            return std::nullopt;
        }
    return TraceRequest{values[0], values[1], values[2]};
}

bool isHeader(std::string_view line) {
    const std::vector<std::string_view> cells = cellsOf(line);
    return cells.size() == 3 && cells[0] == kColumns[0] && cells[1] == kColumns[1] &&
           cells[2] == kColumns[2];
}

} // namespace

RequestTraceRead parseRequestTrace(std::string_view text) {
    RequestTraceRead result;
    auto rows = std::make_shared<std::vector<TraceRequest>>();
    std::size_t lineNumber = 0;
    double previous = 0;
    bool first = true;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        const std::string_view line = trimmed(text.substr(0, end));
        text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
        ++lineNumber;
        if (line.empty() || line.front() == '#')
            continue;
        // The first line may name the columns; a row of numbers starts the data at once.
        if (first && !line.empty() && !numberOf(cellsOf(line)[0])) {
            first = false;
            if (isHeader(line))
                continue;
            result.problem = "line " + std::to_string(lineNumber) +
                             ": the header must be arrival_s,prompt_tokens,output_tokens";
            return result;
        }
        first = false;
        if (rows->size() >= static_cast<std::size_t>(limits::kTraceRows)) {
            result.problem = "holds more than " + std::to_string(limits::kTraceRows) +
                             " requests; replay a part of it";
            return result;
        }
        std::string why;
        const auto row = rowOf(line, previous, why);
        if (!row) {
            result.problem = "line " + std::to_string(lineNumber) + ": " + why;
            return result;
        }
        previous = row->arrivalSeconds;
        rows->push_back(*row);
    }
    if (rows->size() < 2 || !(rows->back().arrivalSeconds > rows->front().arrivalSeconds)) {
        result.problem = "needs at least two requests whose arrivals span some time";
        return result;
    }
    result.rows = std::move(rows);
    return result;
}

RequestTraceRead readRequestTrace(const std::string& path, const std::string& baseDir) {
    std::filesystem::path file(path);
    if (file.is_relative() && !baseDir.empty())
        file = std::filesystem::path(baseDir) / file;
    const FileText read = readBoundedFile(file.string(), kMaxTextFileBytes);
    if (!read.ok()) {
        RequestTraceRead result;
        result.missing = !read.refused();
        result.problem = read.why.empty() ? "cannot be read" : read.why;
        return result;
    }
    return parseRequestTrace(read.text);
}

} // namespace rightsize
