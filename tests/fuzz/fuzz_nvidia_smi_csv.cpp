// libFuzzer target for calibrate: an nvidia-smi CSV log.
#include "fuzz_target.h"

RIGHTSIZE_FUZZ_TARGET(rightsize::fuzz::checkNvidiaSmiCsvInput)
