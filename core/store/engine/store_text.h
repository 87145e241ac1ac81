#pragma once

// Text handling both library engines share, so a scenario reads back the same from either.

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rightsize::store_text {

// Tags are kept as a JSON array of strings in one column.
std::string tagsToJson(const std::vector<std::string>& tags);
std::vector<std::string> tagsFromJson(const std::string& text);

// The "name" and "notes" of a scenario document, for the list and for search. The text was
// validated before it reached the store; anything unexpected just yields empty strings.
std::pair<std::string, std::string> nameAndNotes(std::string_view json);

// The document with its "name" replaced, every other key where the user had it. Text that is
// not a JSON object is returned unchanged.
std::string withName(const std::string& json, std::string_view name);

// LIKE pattern for "contains `text`", with the wildcards in `text` taken literally (escape '\').
std::string containsPattern(std::string_view text);

// A new scenario's uid: 128 random bits as 32 lowercase hex digits, the id that names the
// scenario in every library it is copied to.
std::string newUid();

// What a save based on an older revision is told.
std::string conflictMessage(std::int64_t id, std::int64_t currentRevision,
                            std::int64_t basedOnRevision);

// The run ids of a calibration, kept as a JSON array.
std::string idsToJson(const std::vector<std::int64_t>& ids);
std::vector<std::int64_t> idsFromJson(const std::string& text);

} // namespace rightsize::store_text
