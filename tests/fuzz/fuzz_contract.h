#pragma once

// The rules every door's messages keep, and the door's own first step, shared by the checks of
// every fuzz target (fuzz_check.h). A message is shown in the window, written to a terminal and
// kept in logs: it is bounded, valid UTF-8 and holds nothing that acts instead of showing
// (control characters, bidirectional overrides), whatever the input held.

#include "core/model/catalog.h"
#include "core/model/field_error.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace rightsize::fuzz {

// The built-in catalog, read once: the doors match names against it.
const Catalog& builtinCatalog();

// A message with its path, as a front end shows it ("line 3, Price: ..."), stays within this.
inline constexpr std::size_t kMaxDoorMessageBytes = 4096;

// Empty, or what is wrong with `text` as a part of a message.
std::string textProblem(std::string_view text);

// Empty, or what is wrong with the first of `messages` that breaks the rules; `what` names the
// list in the answer ("error", "warning").
std::string messagesProblem(const std::vector<FieldError>& messages, std::string_view what);

// The files a door reads are UTF-8 text or refused unread (core/io/bounded_file.h): true when
// the door refuses `data` so; `broken` says when that refusal's own message breaks the rules.
bool refusedAsNotUtf8(std::string_view data, std::string& broken);

// A door that reads several files takes one input with the files' texts in order, separated by
// kPartSeparator (a line of its own), so the fuzzer mutates them together.
inline constexpr std::string_view kPartSeparator = "\n====\n";
std::vector<std::string_view> splitParts(std::string_view data);

} // namespace rightsize::fuzz
