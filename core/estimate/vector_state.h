#pragma once

namespace rightsize {

// Tells the processor that no wide (256- or 512-bit) vector register holds anything: the number
// crunching below is compiled for the x86-64 baseline (SSE2), and on Intel processors every SSE
// instruction that runs while the upper halves of the YMM registers are "dirty" carries a false
// dependency on them. Qt's start-up and its raster painting leave them dirty, so without this the
// serving simulation ran ten times slower in a process that had painted a window than in one that
// had not (rightsize_bench: 7.5 M against 79 M simulated requests a second on a Xeon). Called where
// long runs of arithmetic begin: a plan, each of its worker threads, a serving simulation.
// Costs one instruction; does nothing on processors without AVX or on other architectures.
void clearWideVectorState();

// Whether the upper halves of the YMM registers are in use now (XGETBV with ECX=1), for tests;
// `known` is false where the processor cannot say.
struct WideVectorState {
    bool known = false;
    bool upperInUse = false;
};
WideVectorState wideVectorState();

} // namespace rightsize
