// libFuzzer target for the model.safetensors.index.json beside a config.json.
#include "fuzz_target.h"

RIGHTSIZE_FUZZ_TARGET(rightsize::fuzz::checkSafetensorsIndexInput)
