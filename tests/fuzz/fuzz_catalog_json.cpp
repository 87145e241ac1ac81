// libFuzzer target for catalog import FILE: a file of catalog changes or a devices.json.
#include "fuzz_target.h"

RIGHTSIZE_FUZZ_TARGET(rightsize::fuzz::checkCatalogJsonInput)
