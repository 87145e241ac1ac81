// libFuzzer target for catalog import --skypilot: SkyPilot's catalog CSV (vms.csv).
#include "fuzz_target.h"

RIGHTSIZE_FUZZ_TARGET(rightsize::fuzz::checkSkyPilotCsvInput)
