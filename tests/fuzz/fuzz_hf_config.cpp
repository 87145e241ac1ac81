// libFuzzer target for a Hugging Face config.json (model show, hf_config in a scenario, the
// window).
#include "fuzz_target.h"

RIGHTSIZE_FUZZ_TARGET(rightsize::fuzz::checkHfConfigInput)
