// libFuzzer target for calibrate: an MLflow run folder (meta.yaml, param mapping, params, metrics,
// artifact).
#include "fuzz_target.h"

RIGHTSIZE_FUZZ_TARGET(rightsize::fuzz::checkMlflowRunInput)
