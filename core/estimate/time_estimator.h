#pragma once

#include "core/estimate/workload_model.h"
#include "core/model/estimates.h"

namespace rightsize {

// Peak rate a device offers for a compute format, falling back to the nearest format it runs
// when it has no units for the requested one (e.g. bf16 on a V100 runs at its fp32 rate).
double effectivePeak(const Device& device, ComputeDtype dtype);

// The share of the sustained matrix rate a framework's kernels reach: 1 where the step is counted
// operator by operator (core/estimate/eager_block.h), the framework's calibrated share elsewhere.
double frameworkEfficiency(const ResolvedWorkload& r);
bool supportsNatively(const Device& device, ComputeDtype dtype);

// Seconds of one collective over `ranks` devices of `bytes` each, α–β: a latency plus the bytes a
// ring moves through each device's link over its bus bandwidth. Inside one node the link is
// NVLink/PCIe; across nodes each device's share of the node's NICs. An all-reduce of n ranks
// moves 2(n−1)/n of the buffer, a reduce-scatter or an all-gather (n−1)/n.
struct CollectiveCost {
    double allReduce = 0;
    double allGather = 0; // = reduce-scatter
};
// `groupInNode` is how many of the `ranks` share a node; the rest are spread over nodes, and the
// collective runs hierarchically: reduce-scatter in the node, all-reduce across nodes per rail
// on 1/groupInNode of the bytes, all-gather in the node.
CollectiveCost collectiveSeconds(const Device& device, double bytes, int ranks, int groupInNode);

// One optimizer step of training or fine-tuning on `count` devices laid out as `layout`.
TimeBreakdown estimateTrainingStep(const ResolvedWorkload& r, const Device& device,
                                   const Layout& layout, int count);

// What a training step takes from its device whatever the layout: the sustained rates, the peaks
// and the team's calibration of them. A layout search works them out once per device and prices
// every layout it tries from them; the step above works them out for its one layout.
struct TrainingDeviceTerms {
    bool gpu = false;
    bool eager = false;           // counted operator by operator (countedPerOperator)
    double calibration = 1;       // the team's compute calibration of the device (1: none)
    double eta = 1;               // the share of the peak the matrix products sustain
    double flashAttentionEta = 0; // the fused attention kernels' own share (eager steps; 0: eta)
    double bandwidth = 0;         // the memory's sustained bytes per second
    double peak = 0;              // at the workload's compute format
    double attentionPeak = 0;     // attention's peak (16 bits under FP8 and FP4 recipes)
    double hostScale = 1;         // the team's calibration of the host's operator cost
    double hostStepSeconds = 0;   // the framework's fixed host cost per step
    double setupSeconds = 0;      // compiling the model before the first step
    // The workload's own per-sample and per-parameter sums the step reads for every layout.
    double flopsPerSample = 0;         // forward and backward FLOPs of one sample
    double attentionShare = 0;         // attention's share of the forward's FLOPs
    double optimizerBytesPerParam = 0; // the optimizer step's traffic per parameter it steps
};
TrainingDeviceTerms trainingDeviceTerms(const ResolvedWorkload& r, const Device& device);
TimeBreakdown estimateTrainingStep(const ResolvedWorkload& r, const Device& device,
                                   const TrainingDeviceTerms& terms, const Layout& layout);

// The cost of one replica's inference passes (`tensor` devices) as a handful of coefficients, so
// that any batch can be priced without tables: the serving simulation's memory does not grow with
// the batch it may form.
struct InferenceCosts {
    // A full pass (encoder, CNN) or a decoder's prefill of b samples takes
    //   max(computePerSample·b, weightSeconds) + (activation + comm)PerSample·b + passFixed
    // on the device, and the host needs hostPerPass to issue it; the longer of the two counts.
    double computePerSample = 0;
    double weightSeconds = 0;
    double activationPerSample = 0;
    double commPerSample = 0;
    double passFixed = 0;
    double hostPerPass = 0;
    // A decode step of k sequences holding T context tokens in all takes
    //   max(decodeComputePerSequence·k + attentionPerContextToken·T, weightSeconds +
    //   kvPerContextToken·T)
    //   + decodeCommPerSequence·k + stepFixed
    // on the device and hostPerStep on the host.
    double decodeComputePerSequence = 0;
    double attentionPerContextToken = 0;
    double kvPerContextToken = 0;
    double decodeCommPerSequence = 0;
    double stepFixed = 0;
    double hostPerStep = 0;
    // Model FLOPs per sample of a pass, per generated token, and per context token of a step
    // (per device), for utilisation.
    double passFlopsPerSample = 0;
    double decodeFlopsPerToken = 0;
    double decodeFlopsPerContextToken = 0;
    // Mixture of experts: weightSeconds covers the weights every token reads; of the routed
    // experts a pass or step reads only the distinct ones its tokens touch, expertSeconds for each
    // (one expert of every MoE layer, this device's share).
    double expertSeconds = 0;
    double experts = 0;
    double expertsPerToken = 0;
    double passTokensPerSample = 1;
    // A team's calibration of the decode step's device time (1: none).
    double decodeScale = 1;

    double expertWeightSeconds(double tokens) const;
    double passSeconds(double samples) const;
    double decodeSeconds(double sequences, double contextTokens) const;
};
// `expert` > 1 runs the MoE layers expert-parallel over the replica's `tensor` devices (whole
// experts per device, tokens sent to them all-to-all) instead of slicing every expert.
InferenceCosts inferenceCosts(const ResolvedWorkload& r, const Device& device, int tensor,
                              int expert = 1);

// Inference of one batch of `batch` samples on one replica of `tensor` devices: a full forward
// pass (encoders, CNNs), or prefill of the input tokens (decoders).
double inferenceBatchSeconds(const ResolvedWorkload& r, const Device& device, int tensor,
                             int batch);
// One decode step of `batch` sequences with `contextTokens` of context each.
double decodeStepSeconds(const ResolvedWorkload& r, const Device& device, int tensor, int batch,
                         double contextTokens);
// Throughput of batch inference over the whole placement (samples/s), the batch fixed by layout.
TimeBreakdown estimateInference(const ResolvedWorkload& r, const Device& device,
                                const Layout& layout, int count);

// Sets the step, the critical track and the bottleneck from the terms of a breakdown: the step is
// the longest track, the bottleneck the largest term of that track.
void settleStep(TimeBreakdown& t, Bottleneck dataLimit = Bottleneck::DataLoading);

// Whose band a step's range takes: the regime it is in (launch-bound; for training also
// memory- or communication-bound), else its kind's.
EstimateClass rangeClass(const ResolvedWorkload& r, const TimeBreakdown& t);

// The time of the whole job (training or batch inference), its range the band that published runs
// of this kind of estimate span.
Range jobSeconds(const TimeBreakdown& t, double totalSamples, const EstimateBand& band);

} // namespace rightsize
