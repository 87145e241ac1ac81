// libFuzzer target for catalog import --offers: a plain CSV of offers.
#include "fuzz_target.h"

RIGHTSIZE_FUZZ_TARGET(rightsize::fuzz::checkOffersCsvInput)
