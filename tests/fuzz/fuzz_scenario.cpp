// libFuzzer target: scenario text through the readers, the check, the planner, the plan JSON
// writer and the scenario writer. A broken contract aborts, so libFuzzer keeps the input.
// Run it with `packaging/dev.sh fuzz [SECONDS]`.
#include "fuzz_check.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto result = rightsize::fuzz::checkScenarioInput(
        std::string_view(reinterpret_cast<const char*>(data), size));
    if (!result.broken.empty()) {
        std::fprintf(stderr, "contract broken: %s\n", result.broken.c_str());
        std::abort();
    }
    return 0;
}
