// libFuzzer target for calibrate: a Trainer's trainer_state.json and all_results.json.
#include "fuzz_target.h"

RIGHTSIZE_FUZZ_TARGET(rightsize::fuzz::checkTrainerJsonInput)
