// libFuzzer target: scenario text through the readers, the check, the planner, the plan JSON
// writer and the scenario writer.
#include "fuzz_target.h"

RIGHTSIZE_FUZZ_TARGET(rightsize::fuzz::checkScenarioInput)
