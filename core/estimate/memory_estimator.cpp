#include "core/estimate/memory_estimator.h"

#include "core/estimate/eager_block.h"
#include "core/estimate/model_states.h"
#include "core/estimate/serving_engine.h"

#include <algorithm>
#include <cmath>

namespace rightsize {
namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

// The caching allocator rounds blocks up and fragments: a share of the dynamic memory is
// reserved but unused (PyTorch's caching allocator typically shows 5-15%).
constexpr double kAllocatorSlack = 0.08;

// Layers whose kept tensors stay on the device under activation offloading: torchtune's
// OffloadActivations keeps the last max_fwd_stash_size tensors it copied out on the device
// (5 by default, torchtune/training/_activation_offloading.py), and the backward uses those
// without bringing them back; its recipes refuse offloading without checkpointing every layer,
// whose one kept tensor is its input.
constexpr double kOffloadLayersOnDevice = 5;

// 1F1B keeps up to p micro-batches in flight on the first stage; the interleaved schedule holds a
// share more, 1 + (p−1)/(p·v) (Korthikanti et al. §4.2.3).
double microBatchesInFlight(const Layout& layout) {
    const int pp = std::max(1, layout.pipeline);
    if (pp <= 1)
        return 1;
    double inFlight = std::min<double>(pp, std::max(1, layout.gradientAccumulation));
    if (layout.interleave > 1)
        inFlight *= 1.0 + (pp - 1.0) / (double(pp) * layout.interleave);
    return inFlight;
}

// What an eager framework holds, counted per operator (core/estimate/eager_block.h).
// `atForwardEnd`: at the start of the backward, every block's saved tensors (or, with full
// recomputation, each block's input and one block recomputed at a time), the embedding output and
// the loss over the vocabulary. `lastBlock`: at the end of the backward, when nearly every gradient
// exists, the first block's saved (or recomputed) tensors are still live while its own backward
// runs. Both hold the working set of the operator whose backward is running.
struct EagerActivations {
    double atForwardEnd = 0;
    double lastBlock = 0;
};

EagerActivations eagerTrainingActivations(const ResolvedWorkload& r, const Layout& layout,
                                          bool flash, double layersHere) {
    EagerPrecision precisionScratch;
    EagerBlock blockScratch;
    const EagerPrecision& p = eagerPrecisionOf(r, layout.sharding, precisionScratch);
    const EagerBlock& block = eagerBlockOf(r, layout.sharding, flash, true, blockScratch);
    const double tp = std::max(1, layout.tensor);
    const double tokens = double(r.seqLen) * std::max(1, layout.microBatch) * sequenceShare(layout);
    const double blockBytes = block.savedBytesPerToken * tokens / tp;
    // Recomputed layers keep only their input; the others every saved tensor (or, under a
    // selective policy, what it saves). The block whose backward runs recomputes its tensors
    // there, one block's worth beside the rest.
    const double recomputed = recomputedShare(r, layout);
    const double kept = layout.recompute == Recompute::Selective
                            ? eagerSelectiveSavedOf(r, layout.sharding) * tokens / tp
                            : blockBytes;
    double stored =
        layersHere * (recomputed * tokens * r.m.hidden * p.residual + (1 - recomputed) * kept);
    const double recomputedBlock = recomputed > 0 || kept < blockBytes ? blockBytes : 0;
    // Offloaded, what the layers keep waits in host memory but the last few layers' worth.
    if (r.w.activationOffloading && layersHere > kOffloadLayersOnDevice)
        stored *= kOffloadLayersOnDevice / layersHere;
    // The 16-bit weight copies autocast makes live until each block's backward; they add nothing
    // here because the weights are already counted at 16 bits beside an fp32 master copy in the
    // optimizer state: the same bytes as autocast's fp32 weights and their 16-bit copies.
    stored *= microBatchesInFlight(layout);
    stored += tokens * r.m.hidden * p.residual;
    // The loss's backward runs, and frees the logits, before the last block's backward starts:
    // the loss's tensors and a block's backward (its recomputed tensors and working set) are
    // never alive together.
    const double loss = tokens * eagerLossPeakOf(r, layout.sharding) / tp;
    const double working = 2 * block.largestBytesPerToken * tokens / tp;
    return {stored + std::max(loss, recomputedBlock + working), blockBytes + working};
}

// With the optimizer step in the backward (torchtune's optimizer_in_bwd: each parameter's step
// runs from its register_post_accumulate_grad_hook and sets its gradient to None), one
// parameter's gradient lives at a time: the largest, the output head's (or the tied embedding's,
// complete only when the embedding's backward adds to it), is alive from the loss's backward on.
double largestGradientBytes(const ResolvedWorkload& r, const Layout& layout) {
    const ModelCounts& m = r.m;
    const double tensor = r.trainableParams >= m.params * 0.5
                              ? std::max({m.embeddingParams, m.headParams,
                                          double(m.hidden) * std::max(1.0, m.activeFfnHidden)})
                              : r.trainableParams / std::max(1.0, r.trainableTensors);
    return tensor * r.gradientBytesPerTrainable / std::max(1, layout.tensor);
}

// A serving engine's memory: the activation peak it profiles at one step's tokens, its runtime,
// and a KV cache of whatever its memory share leaves. A share too small for one sequence of the
// scenario's length is an engine that refuses to start; the memory the share keeps it from
// counts against it then, so the placement does not fit.
void reserveEngineKvCache(MemoryBreakdown& mem, const EngineMemory& engine,
                          const ResolvedWorkload& r, double capacity, int tp, double sequences,
                          double runtimeScale) {
    const double oneSequence = mem.kvCache / sequences;
    mem.activations = engineActivationPeakBytes(r, engine, tp) * runtimeScale;
    mem.overhead = mem.runtime;
    // One byte below the share, so that a share equal to the headroom policy stays within it.
    const double kv =
        engineKvBytes(engine, capacity, mem.weights, mem.activations, mem.runtime) - 1.0;
    if (kv >= oneSequence) {
        mem.kvCache = kv;
        return;
    }
    mem.kvCache = oneSequence;
    mem.overhead += (1.0 - engine.fraction) * capacity;
}

// What the activations hold at their peak on one device, and for an eager step the first
// block's tensors at the end of the backward: the other end of that peak, which the gradients
// may outgrow (see estimateMemory).
struct ActivationPeak {
    double activations = 0;
    double lastBlock = 0;
};

// A transformer's activations: counted operator by operator for an eager training step, per
// layer for the fused stacks, one block's working set for inference. The largest term of most
// plans, so it has a step of its own.
ActivationPeak transformerActivations(const ResolvedWorkload& r, const Layout& layout, bool flash,
                                      bool perOperator) {
    const ModelCounts& m = r.m;
    const int tp = std::max(1, layout.tensor);
    const int pp = std::max(1, layout.pipeline);
    // A context-parallel rank holds its share of each sequence: as many tokens as that share of
    // the micro-batch (attention's s² terms too, its queries against every key).
    const double b = std::max(1, layout.microBatch) * sequenceShare(layout);
    const double s = r.seqLen;
    const double h = m.hidden;
    const double layersHere = layersPerStage(m.layers, pp);
    const bool decoderLike = r.w.model.architecture != Architecture::Encoder && m.vocab > 0;
    ActivationPeak peak;
    if (r.training && perOperator) {
        const EagerActivations eager = eagerTrainingActivations(r, layout, flash, layersHere);
        peak.activations = eager.atForwardEnd;
        peak.lastBlock = eager.lastBlock;
    } else if (r.training) {
        double perLayer = transformerLayerActivationBytes(r, b, tp, layout.sequenceParallel,
                                                          layout.recompute, flash);
        // Full recomputation of some of the layers: the others keep every tensor.
        if (const double recomputed = recomputedShare(r, layout);
            recomputed < 1 && layout.recompute == Recompute::Full)
            perLayer = recomputed * perLayer +
                       (1 - recomputed) * transformerLayerActivationBytes(r, b, tp,
                                                                          layout.sequenceParallel,
                                                                          Recompute::None, flash);
        double stored = layersHere * perLayer * microBatchesInFlight(layout);
        // Backward needs one block's working set at a time on top: recomputed in full with
        // full recomputation, its activation gradients otherwise.
        const double working = transformerLayerActivationBytes(r, b, tp, layout.sequenceParallel,
                                                               Recompute::None, flash);
        stored += working;
        // Embedding output, and for language models the logits: 16-bit plus the fp32 copy
        // the loss is computed from.
        stored += s * b * h * r.activationBytes;
        if (decoderLike)
            stored += s * b * m.vocab / tp * (r.activationBytes + 4);
        peak.activations = stored;
    } else {
        // Inference keeps only the working set of one block at a time.
        const double tokens = s * b;
        const double f = m.activeFfnHidden;
        double working = tokens * r.activationBytes * (2 * h + m.qDim + 2 * m.kvDim + 2 * f) / tp;
        if (!flash)
            working += m.heads * s * s * b * r.activationBytes / tp;
        if (decoderLike)
            working += b * m.vocab * 4.0; // logits of the last position
        peak.activations = working;
    }
    return peak;
}

// Activations of any model: a transformer's (above), a CNN's from its measured bytes per
// sample, an MLP's from its size.
ActivationPeak activationPeak(const ResolvedWorkload& r, const MemoryDeviceTerms& device,
                              const Layout& layout) {
    const ModelCounts& m = r.m;
    const int pp = std::max(1, layout.pipeline);
    const double b = std::max(1, layout.microBatch);
    ActivationPeak peak;
    const bool flash = layout.flashAttention && device.gpu;
    if (m.transformer) {
        peak = transformerActivations(r, layout, flash, device.eager);
    } else if (r.w.model.activationBytesPerSample > 0) {
        const double perSample = r.w.model.activationBytesPerSample * (r.activationBytes / 2.0);
        if (r.training) {
            double stored = perSample * b;
            if (layout.recompute == Recompute::Full)
                stored *= 0.25; // checkpoints at block boundaries (about √ of the layers)
            peak.activations = stored / pp;
        } else {
            peak.activations = perSample * b * 0.1; // a couple of layers live at a time
        }
    } else if (r.w.model.architecture == Architecture::Mlp) {
        peak.activations = b * std::sqrt(std::max(1.0, m.params)) * 4 * r.activationBytes;
    }
    return peak;
}

// KV cache for generation: keys and values of every layer for every token in flight. Only
// decoders that generate (or serve) hold one.
double generationKvCacheBytes(const ResolvedWorkload& r, const Layout& layout) {
    const ModelCounts& m = r.m;
    const int tp = std::max(1, layout.tensor);
    const int pp = std::max(1, layout.pipeline);
    const double b = std::max(1, layout.microBatch);
    if (m.transformer && !r.training && r.w.model.architecture != Architecture::Encoder) {
        const double input = r.w.serving.inputTokens > 0 ? r.w.serving.inputTokens : r.seqLen;
        const double tokens = std::max(0.0, input) + std::max(0.0, r.w.serving.outputTokens);
        if (r.w.serving.outputTokens > 0 || r.w.kind == WorkloadKind::OnlineServing) {
            // Sliding-window layers keep their window only; a latent cache (MLA) is whole on
            // every tensor-parallel rank, since the heads are split after the up-projection.
            const double layersHere = layersPerStage(m.layers, pp);
            const double share = layersHere / m.layers / (m.latentCache ? 1 : tp);
            return kvElementsPerSequence(m, tokens) * share * b * r.kvBytes;
        }
    }
    return 0;
}

} // namespace

double runtimeOverheadBytes(Framework framework, DeviceKind kind) {
    if (kind == DeviceKind::Cpu)
        return 1.0 * kGiB; // interpreter, libraries and the operating system's share
    switch (framework) {
    case Framework::LlamaCpp:
        return 0.35 * kGiB; // small runtime plus compute buffers
    case Framework::Vllm:
    case Framework::Sglang:
        return 0.9 * kGiB; // context plus CUDA graphs
    case Framework::Xgboost:
    case Framework::Spark:
        return 0.5 * kGiB;
    default:
        // PyTorch loads its CUDA kernels eagerly: the Hugging Face memory anatomy measurement
        // shows 1343 MiB on a V100 before any model is loaded.
        return 1.3 * kGiB;
    }
}

double usableCapacity(const Device& device) {
    return device.usableMemoryBytes > 0 ? device.usableMemoryBytes : device.memoryBytes;
}

double trainableParamsPerModelSplit(const ResolvedWorkload& r, const Layout& layout) {
    // Adapters are too small to split; a full fine-tune's routed experts are split over the
    // expert-parallel ranks.
    const double ep = std::max(1, layout.expert);
    const bool full = r.trainableParams >= r.m.params * 0.5;
    if (!full || ep <= 1)
        return r.trainableParams;
    return std::max(0.0, r.trainableParams - r.m.expertParams * (1 - 1 / ep));
}

int shardGroup(const Device& device, const Layout& layout) {
    const int dp = std::max(1, layout.data);
    if (layout.sharding != Sharding::Zero3Hybrid)
        return dp;
    // Hybrid sharding shards over the data-parallel ranks of one node and replicates across nodes.
    const int modelSplit = std::max(1, layout.tensor) * std::max(1, layout.pipeline);
    return std::clamp(std::max(1, device.devicesPerNode) / modelSplit, 1, dp);
}

double transformerLayerActivationBytes(const ResolvedWorkload& r, double b, int t, bool sp,
                                       Recompute recompute, bool flash) {
    const ModelCounts& m = r.m;
    const double s = r.seqLen;
    const double h = m.hidden;
    const double f = m.activeFfnHidden; // a token's experts' widths in an MoE layer
    const double a = m.heads;
    const double e = r.activationBytes; // 16-bit or fp32 activations
    const bool dropout = r.w.model.dropout;
    const double tokens = s * b;
    t = std::max(1, t);

    // Kept whole on every tensor-parallel rank unless sequence parallelism splits them:
    // the two norms' inputs, the attention and FFN block inputs, and the dropout masks.
    double replicated = tokens * h * e * 4 + (dropout ? tokens * h * 2 : 0);
    // Split across tensor-parallel ranks: Q, K, V, the attention output, and the FFN
    // intermediates (two for a plain FFN, three for a gated one).
    double split = tokens * e * (m.qDim + 2 * m.kvDim + m.qDim);
    split += tokens * e * f * (r.w.model.gatedFfn ? 3.0 : 2.0);
    double scores = 0;
    if (flash) {
        scores = tokens * a * 4; // fp32 log-sum-exp per row
    } else {
        scores =
            a * s * s * b * (e + (dropout ? 1 + e : 0)); // softmax output (+ mask, dropout out)
    }
    if (recompute == Recompute::Full)
        return tokens * h * e / (sp ? t : 1); // only the block input survives
    if (recompute == Recompute::Selective)
        scores = flash ? scores : 0; // the s² terms are recomputed
    return (sp ? replicated / t : replicated) + (split + scores) / t;
}

MemoryBreakdown estimateMemory(const ResolvedWorkload& r, const Device& device,
                               const Layout& layout) {
    // The model states under the layout's split (core/estimate/model_states.h: each sharding axis
    // divides only what it shards, so the bytes of one copy are all somewhere).
    return estimateMemoryWith(r, device, layout, modelStatesPerDevice(r, device, layout));
}

MemoryDeviceTerms memoryDeviceTerms(const ResolvedWorkload& r, const Device& device) {
    MemoryDeviceTerms t;
    t.gpu = device.kind == DeviceKind::Gpu;
    t.eager = countedPerOperator(r);
    t.runtimeBytes = runtimeOverheadBytes(r.w.framework, device.kind);
    t.runtimeScale = calibratedMemory(r);
    t.capacity = usableCapacity(device);
    // Whether an engine pages a KV cache here depends on the workload and the device, not on the
    // tensor split its share is then worked out for.
    t.enginePages = engineMemory(r, device, 1).paged;
    return t;
}

MemoryBreakdown estimateMemoryWith(const ResolvedWorkload& r, const Device& device,
                                   const Layout& layout, const ModelStates& states) {
    return estimateMemoryWith(r, device, memoryDeviceTerms(r, device), layout, states);
}

MemoryBreakdown estimateMemoryWith(const ResolvedWorkload& r, const Device& device,
                                   const MemoryDeviceTerms& terms, const Layout& layout,
                                   const ModelStates& states) {
    MemoryBreakdown mem;
    const ModelCounts& m = r.m;
    const int tp = std::max(1, layout.tensor);
    const int pp = std::max(1, layout.pipeline);
    const double b = std::max(1, layout.microBatch);

    double weights = states.weights;
    if (r.training && layout.sharding >= Sharding::Zero3 && shardGroup(device, layout) > 1) {
        // Parameters are gathered layer by layer: the live shard plus the gathered layer and the
        // one being prefetched, whose routed experts elsewhere stay there.
        const double ep = std::max(1, layout.expert);
        const double expertsElsewhere = m.layers > 0 ? m.expertParams / m.layers * (1 - 1 / ep) : 0;
        const double gathered = std::min(2.0, r.weightBytesPerTrainable);
        double layerBytes = m.transformer ? (m.layerParams - expertsElsewhere) * gathered / tp : 0;
        // An adapter fine-tune gathers its frozen base as stored: a 4-bit base travels and is
        // held in 4 bits, dequantised one matrix at a time (torchao's NF4Tensor gathers its packed
        // data and scales, nf4_all_gather_into_tensor in torchao/dtypes/nf4tensor.py; PEFT's
        // FSDP-QLoRA shards bitsandbytes' packed storage, bnb_4bit_quant_storage).
        if (m.transformer && r.frozenParams > 0 && m.layers > 0) {
            const double linear = m.linearParams / m.layers;
            layerBytes = (linear * r.weightBytesFrozenLinear +
                          (m.layerParams - linear) * r.weightBytesFrozenOther) /
                         tp;
        }
        weights += 2 * layerBytes;
        // PyTorch's FSDP (fully_shard, and FSDP1's root handle) leaves the root's parameters
        // gathered from the forward until their backward, since they would be gathered again at
        // once (torch/distributed/_composable/fsdp/_fsdp_state.py, _lazy_init): the embedding and
        // the untied head, which FSDP recipes leave to the root, are whole at the backward's start.
        if (m.transformer && r.w.framework != Framework::Deepspeed) {
            const double group = shardGroup(device, layout);
            weights += (m.embeddingParams + m.headParams) * gathered / tp * (1 - 1 / group);
        }
    }
    const double grads = states.gradients;
    const double optim = states.optimizer;
    // Speculative decoding with a draft model holds the draft's weights beside the model's, split
    // over the same tensor ranks.
    if (!r.training && r.generates && r.w.serving.draftTokens > 0)
        weights += r.w.serving.draftParams * r.weightBytesFrozenLinear / tp;
    mem.weights = weights;
    mem.gradients = r.training ? grads : 0;
    mem.optimizer = r.training ? optim : 0;

    // Activations.
    const ActivationPeak peak = activationPeak(r, terms, layout);
    const double activations = peak.activations;
    const double lastBlockActivations = peak.lastBlock;
    mem.activations = activations;
    // An eager loop on one device frees the gradients between steps (zero_grad(set_to_none=True),
    // PyTorch's default since 2.0) and the backward creates them as it frees the activations, so
    // the peak is the larger of the backward's two ends: all activations and no gradients at its
    // start, all gradients and the first block's tensors at its end. Accumulation, DDP's buckets
    // and sharded optimizers keep gradients alive through the forward.
    const bool stepInBackward = r.training && r.w.optimizerInBackward &&
                                layout.gradientAccumulation <= 1 && mem.gradients > 0;
    if (stepInBackward) {
        mem.gradients = std::min(mem.gradients, largestGradientBytes(r, layout));
    } else if (r.training && terms.eager && layout.data <= 1 && layout.gradientAccumulation <= 1 &&
               layout.sharding == Sharding::None) {
        if (mem.activations >= mem.gradients + lastBlockActivations)
            mem.gradients = 0;
        else
            mem.activations = lastBlockActivations;
    }

    mem.kvCache = generationKvCacheBytes(r, layout);

    mem.runtime = terms.runtimeBytes;
    mem.overhead = mem.runtime + kAllocatorSlack * (mem.activations + mem.kvCache);
    // A team's calibration scales what the runtime holds beyond the model states (and the KV
    // cache the engine reserves on purpose); never below zero, so memory stays ≥ the states.
    const double runtime = terms.runtimeScale;
    mem.activations *= runtime;
    mem.overhead *= runtime;
    mem.runtime *= runtime;
    if (m.transformer && pp == 1 && terms.enginePages) {
        const EngineMemory engine = engineMemory(r, device, tp);
        if (engine.paged)
            reserveEngineKvCache(mem, engine, r, terms.capacity, tp, b, runtime);
    }
    return mem;
}

} // namespace rightsize
