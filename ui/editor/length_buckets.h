#pragma once

// A histogram of prompt or answer lengths as a person types it in the editor: "512:3, 2048:1",
// tokens then weight, pairs apart by commas. The scenario file keeps the same pairs as
// [[512, 3], [2048, 1]] (core/scenario/scenario_io.cpp reads them with the same limits).

#include <QString>
#include <optional>
#include <utility>
#include <vector>

namespace rightsize::ui {

using LengthBuckets = std::vector<std::pair<double, double>>;

QString lengthBucketsText(const LengthBuckets& buckets);
// The pairs typed, or nothing with the reason in `why`; empty text is no histogram.
std::optional<LengthBuckets> parseLengthBuckets(const QString& text, QString& why);

} // namespace rightsize::ui
