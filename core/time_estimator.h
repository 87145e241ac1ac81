#pragma once

#include "core/estimates.h"
#include "core/workload_model.h"

namespace rightsize {

// Peak rate a device offers for a compute format, falling back to the nearest format it runs
// when it has no units for the requested one (e.g. bf16 on a V100 runs at its fp32 rate).
double effectivePeak(const Device& device, ComputeDtype dtype);
bool supportsNatively(const Device& device, ComputeDtype dtype);

// One optimizer step of training or fine-tuning on `count` devices laid out as `layout`.
TimeBreakdown estimateTrainingStep(const ResolvedWorkload& r, const Device& device, const Layout& layout,
                                   int count);

// Inference of one batch of `batch` samples on one replica of `layout.tensor` devices: a full
// forward pass (encoders, CNNs), or prefill of the input tokens (decoders).
double inferenceBatchSeconds(const ResolvedWorkload& r, const Device& device, int tensor, int batch);
// One decode step of `batch` sequences with `contextTokens` of context each.
double decodeStepSeconds(const ResolvedWorkload& r, const Device& device, int tensor, int batch,
                         double contextTokens);
// Throughput of batch inference over the whole placement (samples/s), the batch fixed by layout.
TimeBreakdown estimateInference(const ResolvedWorkload& r, const Device& device, const Layout& layout,
                                int count);

// The time of the whole job (training or batch inference) with its uncertainty band.
Range jobSeconds(const TimeBreakdown& t, double totalSamples);

} // namespace rightsize
