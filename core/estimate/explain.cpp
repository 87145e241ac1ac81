#include "core/estimate/explain.h"

#include "core/estimate/memory_estimator.h"
#include "core/estimate/time_estimator.h"

#include <algorithm>

namespace rightsize {

namespace {

// The memory terms: the bytes per parameter and the layout's split behind the states, the
// shape behind the activations, then the breakdown itself and the capacity it is held against.
void explainMemory(const ResolvedWorkload& r, const OptionResult& o, std::vector<Term>& mem) {
    const Device& d = *o.placement.device;
    const Layout& l = o.placement.layout;
    const MemoryBreakdown& m = o.memory;
    if (r.m.params > 0) {
        mem.push_back({"params_trainable", r.trainableParams, ""});
        mem.push_back({"params_frozen", r.frozenParams, ""});
        if (r.training) {
            mem.push_back({"bytes_per_param_weights", r.weightBytesPerTrainable, "B"});
            mem.push_back({"bytes_per_param_gradients", r.gradientBytesPerTrainable, "B"});
            mem.push_back({"bytes_per_param_optimizer", r.optimizerBytesPerTrainable, "B"});
        }
        if (r.frozenParams > 0)
            mem.push_back({"bytes_per_param_frozen", r.weightBytesFrozenLinear, "B"});
        mem.push_back({"model_split", double(l.tensor) * l.pipeline, ""});
        // Every axis the states are spread over (core/estimate/model_states.h): the routed experts
        // over the expert group, the sharded states over the ZeRO group.
        if (r.training && l.expert > 1)
            mem.push_back({"expert_parallel", double(l.expert), ""});
        if (r.training && l.context > 1)
            mem.push_back({"context_parallel", double(l.context), ""});
        if (l.data > 1)
            mem.push_back({"data_parallel", double(l.data), ""});
        if (r.training && l.sharding != Sharding::None)
            mem.push_back({"sharding_stage", double(static_cast<int>(l.sharding)), ""});
        if (r.training && l.recompute != Recompute::None)
            mem.push_back({"recompute", double(static_cast<int>(l.recompute)), ""});
    }
    if (r.m.transformer) {
        mem.push_back({"layers", double(r.m.layers), ""});
        mem.push_back({"hidden", double(r.m.hidden), ""});
        mem.push_back({"seq_len", double(r.seqLen), "tokens"});
        mem.push_back({"micro_batch", double(l.microBatch), "samples"});
        if (r.training) {
            const bool flash = l.flashAttention && d.kind == DeviceKind::Gpu;
            mem.push_back(
                {"activation_bytes_per_layer",
                 transformerLayerActivationBytes(r, l.microBatch * sequenceShare(l), l.tensor,
                                                 l.sequenceParallel, l.recompute, flash),
                 "B"});
        }
        if (m.kvCache > 0)
            mem.push_back({"kv_bytes_per_token", r.kvBytesPerToken, "B"});
    }
    mem.push_back({"weights", m.weights, "B"});
    mem.push_back({"gradients", m.gradients, "B"});
    mem.push_back({"optimizer", m.optimizer, "B"});
    mem.push_back({"activations", m.activations, "B"});
    mem.push_back({"kv_cache", m.kvCache, "B"});
    mem.push_back({"overhead", m.overhead, "B"});
    mem.push_back({"total", m.total(), "B"});
    mem.push_back({"capacity", o.capacityBytes, "B"});
}

// The time terms: the rates the step is priced at, its terms track by track, and the job's
// time and latency that follow from it.
void explainTime(const ResolvedWorkload& r, const OptionResult& o, std::vector<Term>& time) {
    const Device& d = *o.placement.device;
    const TimeBreakdown& t = o.time;
    if (r.forwardFlopsPerSample > 0)
        time.push_back({"flops_forward_per_sample", r.forwardFlopsPerSample, "FLOP"});
    if (t.flopsPerStep > 0) {
        time.push_back({"flops_per_step", t.flopsPerStep, "FLOP"});
        time.push_back({"model_flops_per_step", t.modelFlopsPerStep, "FLOP"});
        time.push_back({"peak_flops", effectivePeak(d, r.computeDtype), "FLOP/s"});
        time.push_back({"sustained_fraction", d.sustainedFraction, ""});
        time.push_back({"framework_efficiency", frameworkEfficiency(r), ""});
        time.push_back({"memory_bandwidth", d.memoryBandwidth, "B/s"});
    }
    time.push_back({"compute_seconds", t.computeSeconds, "s"});
    time.push_back({"memory_seconds", t.memorySeconds, "s"});
    // Terms a run does not have (one device: no communication; no pipeline: no bubble; no
    // training: no optimizer step) are left out rather than listed as zero.
    if (t.communicationSeconds > 0)
        time.push_back({"communication_seconds", t.communicationSeconds, "s"});
    if (t.bubbleSeconds > 0)
        time.push_back({"bubble_seconds", t.bubbleSeconds, "s"});
    if (t.optimizerSeconds > 0)
        time.push_back({"optimizer_seconds", t.optimizerSeconds, "s"});
    time.push_back({"overhead_seconds", t.overheadSeconds, "s"});
    time.push_back({"device_seconds", t.deviceSeconds, "s"});
    if (t.hostSeconds > 0)
        time.push_back({"host_seconds", t.hostSeconds, "s"});
    if (t.dataSeconds > 0)
        time.push_back({"data_seconds", t.dataSeconds, "s"});
    time.push_back({"step_seconds", t.stepSeconds, "s"});
    if (t.steps > 0)
        time.push_back({"steps", t.steps, ""});
    if (t.supplySamplesPerSecond > 0)
        time.push_back({"supply_samples_per_s", t.supplySamplesPerSecond, "1/s"});
    time.push_back({"samples_per_s", t.samplesPerSecond, "1/s"});
    if (r.totalSamples > 0)
        time.push_back({"total_samples", r.totalSamples, ""});
    if (t.mfu > 0)
        time.push_back({"mfu", t.mfu, ""});
    if (t.setupSeconds > 0)
        time.push_back({"compile_seconds", t.setupSeconds, "s"});
    if (o.timeSeconds.expected > 0) {
        time.push_back({"job_seconds", o.timeSeconds.expected, "s"});
        time.push_back({"job_seconds_low", o.timeSeconds.low, "s"});
        time.push_back({"job_seconds_high", o.timeSeconds.high, "s"});
    }
    if (o.latency) {
        time.push_back({"latency_p50_ms", o.latency->p50Ms, "ms"});
        time.push_back({"latency_p95_ms", o.latency->p95Ms, "ms"});
        time.push_back({"replicas", double(o.latency->replicas), ""});
    }
}

// The cost terms: what is rented, the billed hours term by term, and the prices per unit of
// work.
void explainCost(const ResolvedWorkload& r, const OptionResult& o, std::vector<Term>& cost) {
    cost.push_back({"devices", double(o.placement.count), ""});
    // What is rented: whole instances, each billed for all its devices (idle ones too).
    if (o.cost.instances > 0) {
        cost.push_back({"instances", double(o.cost.instances), ""});
        cost.push_back({"devices_per_instance", double(o.cost.devicesPerInstance), ""});
        cost.push_back({"devices_billed", double(o.cost.billedDevices), ""});
        cost.push_back({"instance_price_per_hour", o.cost.perHour / o.cost.instances, "USD/h"});
    }
    cost.push_back({"price_per_hour", o.cost.perHour, "USD/h"});
    if (o.cost.billedHours > 0) {
        // The billed hours term by term; they add up to billed_hours.
        if (o.cost.startupHours > 0 && o.placement.pricing != Pricing::Serverless)
            cost.push_back({"startup_hours", o.cost.startupHours, "h"});
        cost.push_back({"compute_hours", o.cost.computeHours, "h"});
        if (o.cost.interruptionHours > 1e-12)
            cost.push_back({"interruption_hours", o.cost.interruptionHours, "h"});
        if (o.cost.idleHours > 0)
            cost.push_back({"idle_hours", o.cost.idleHours, "h"});
        cost.push_back({"billed_hours", o.cost.billedHours, "h"});
        cost.push_back({"total", o.cost.total.expected, "USD"});
        cost.push_back({"total_low", o.cost.total.low, "USD"});
        cost.push_back({"total_high", o.cost.total.high, "USD"});
    }
    if (o.cost.perMillionTokens > 0)
        cost.push_back({"per_million_tokens", o.cost.perMillionTokens, "USD"});
    // Requests are what inference answers; a training or tabular job's samples are not priced so.
    const bool answersRequests =
        r.w.kind == WorkloadKind::OnlineServing || r.w.kind == WorkloadKind::BatchInference;
    if (o.cost.perMillionRequests > 0 && answersRequests)
        cost.push_back({"per_million_requests", o.cost.perMillionRequests, "USD"});
}

} // namespace

// Three lists, one per question (memory, time, cost), each built by its own step: none reads
// another's terms.
Explanation explainOption(const ResolvedWorkload& r, const OptionResult& o) {
    Explanation e;
    explainMemory(r, o, e.memory);
    explainTime(r, o, e.time);
    explainCost(r, o, e.cost);
    return e;
}

} // namespace rightsize
