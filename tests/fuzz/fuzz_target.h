#pragma once

// The libFuzzer entry point of one door: its check (fuzz_check.h) on every input; a broken
// contract aborts, so libFuzzer keeps the input. Run a target with
// `packaging/dev.sh fuzz TARGET [SECONDS]`.

#include "fuzz_check.h"
#include "fuzz_contract.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

// The built-in catalog is read once before the first input (LLVMFuzzerInitialize), so its parse
// is not charged to whichever input comes first against the one-second budget of each input.
#define RIGHTSIZE_FUZZ_TARGET(check)                                                               \
    extern "C" int LLVMFuzzerInitialize(int*, char***) {                                           \
        (void)rightsize::fuzz::builtinCatalog();                                                   \
        return 0;                                                                                  \
    }                                                                                              \
    extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {            \
        const auto result = (check)(std::string_view(reinterpret_cast<const char*>(data), size));  \
        if (!result.broken.empty()) {                                                              \
            std::fprintf(stderr, "contract broken: %s\n", result.broken.c_str());                  \
            std::abort();                                                                          \
        }                                                                                          \
        return 0;                                                                                  \
    }
