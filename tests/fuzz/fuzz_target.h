#pragma once

// The libFuzzer entry point of one door: its check (fuzz_check.h) on every input; a broken
// contract aborts, so libFuzzer keeps the input. Run a target with
// `packaging/dev.sh fuzz TARGET [SECONDS]`.

#include "fuzz_check.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

#define RIGHTSIZE_FUZZ_TARGET(check)                                                               \
    extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {            \
        const auto result = (check)(std::string_view(reinterpret_cast<const char*>(data), size));  \
        if (!result.broken.empty()) {                                                              \
            std::fprintf(stderr, "contract broken: %s\n", result.broken.c_str());                  \
            std::abort();                                                                          \
        }                                                                                          \
        return 0;                                                                                  \
    }
