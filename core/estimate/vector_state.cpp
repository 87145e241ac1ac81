#include "core/estimate/vector_state.h"

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#define RIGHTSIZE_X86 1
#endif

namespace rightsize {
namespace {

#ifdef RIGHTSIZE_X86
// AVX with the operating system saving the YMM state (the compiler's check reads XCR0 too).
bool hasAvx() {
    static const bool avx = [] {
        __builtin_cpu_init();
        return __builtin_cpu_supports("avx") != 0;
    }();
    return avx;
}

// XGETBV with ECX=1 (the state components in use) exists where CPUID leaf 0xD, sub-leaf 1,
// sets bit 2 of EAX.
bool hasXgetbvInUse() {
    static const bool known = [] {
        unsigned a = 0, b = 0, c = 0, d = 0;
        if (!hasAvx() || __get_cpuid_max(0, nullptr) < 0xD)
            return false;
        __cpuid_count(0xD, 1, a, b, c, d);
        return (a & 0x4u) != 0;
    }();
    return known;
}
#endif

} // namespace

void clearWideVectorState() {
#ifdef RIGHTSIZE_X86
    if (hasAvx())
        asm volatile("vzeroupper");
#endif
}

WideVectorState wideVectorState() {
    WideVectorState s;
#ifdef RIGHTSIZE_X86
    if (hasXgetbvInUse()) {
        unsigned lo = 0, hi = 0;
        asm volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(1));
        s.known = true;
        s.upperInUse = (lo & 0x4u) != 0; // bit 2: the YMM registers' upper halves
    }
#endif
    return s;
}

} // namespace rightsize
