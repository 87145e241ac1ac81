#include "core/estimate/eager_block.h"

#include "core/model/efficiency.h"

#include <algorithm>
#include <utility>
#include <vector>

namespace rightsize {
namespace {

// Chunks of CEWithChunkedOutputLoss: num_output_chunks defaults to 8 and torchtune's configs
// keep it (torchtune/modules/loss/ce_chunked_output_loss.py).
constexpr double kLossChunks = 8;

// Tallies one block operator by operator. Widths are elements per token; `bytes` are read plus
// written by each kernel; `saved` is what the operator's backward needs (autograd's saved
// tensors as PyTorch defines them in derivatives.yaml).
struct Tally {
    double kernels = 0;     // non-matrix kernels of the forward
    double castKernels = 0; // autocast's casts among them (their backward is one cast each)
    double bytes = 0;
    double saved = 0;
};

// A norm over `width` elements whose input is held in `in` bytes. LayerNorm is one native kernel
// that keeps its input (and two statistics per row). Hugging Face's RMSNorm is written as
// operators: upcast to fp32, pow, mean, add + rsqrt, multiply, cast back, multiply by the weight;
// pow and the first multiply keep the fp32 input, the weight multiply keeps the normalised rows.
void norm(Tally& t, bool rms, double width, double in) {
    if (!rms) {
        t.kernels += 1;
        t.bytes += 2 * in * width;
        t.saved += in * width;
        return;
    }
    const bool upcast = in != 4;
    t.kernels += 6 + (upcast ? 2 : 0);
    t.bytes += width * ((upcast ? in + 4 : 0) + 8 + 4 + 8 + (upcast ? 4 + in : 0) + 2 * in);
    t.saved += width * (4 + 4 + (upcast ? in : 0));
}

// The input of `linears` projections that read the same tensor of `width` elements. Under
// autocast each projection casts it to 16 bits on its own and keeps its own copy; without casts
// they share the one input.
void linearInputs(Tally& t, const EagerPrecision& p, double linears, double width, double in) {
    if (p.casts && in != p.compute) {
        t.kernels += linears;
        t.castKernels += linears;
        t.bytes += linears * width * (in + p.compute);
        t.saved += linears * width * p.compute;
    } else {
        t.saved += width * p.compute;
    }
}

// A hidden-state dropout (BERT, GPT-2): one kernel that keeps a one-byte mask.
void dropout(Tally& t, double width, double c) {
    t.kernels += 1;
    t.bytes += width * (2 * c + 1);
    t.saved += width;
}

// The residual add: the branch (16 bits) onto the stream (fp32 under autocast over fp32 weights).
void residualAdd(Tally& t, const EagerPrecision& p, double width) {
    t.kernels += 1;
    t.bytes += width * (2 * p.residual + p.compute);
}

void attention(Tally& t, const ResolvedWorkload& r, const EagerPrecision& p, bool flash,
               bool training) {
    const ModelCounts& m = r.m;
    const double c = p.compute;
    const double a = m.heads;
    const double s = r.seqLen;
    const bool dropoutOn = training && r.w.model.dropout;
    if (flash) {
        // scaled_dot_product_attention (flash or memory-efficient): one kernel reading q, k, v and
        // writing the output; it keeps q, k, v, the output and one fp32 log-sum-exp per row.
        t.kernels += 1;
        t.bytes += c * (2 * m.qDim + 2 * m.kvDim);
        t.saved += c * (2 * m.qDim + 2 * m.kvDim) + 4 * a;
        return;
    }
    // The written-out path: scores, scale, mask, softmax (fp32 under autocast), dropout, the
    // probabilities cast back, the second product, and a copy to put the heads side by side.
    const double softmax = p.casts ? 4 : c;
    t.kernels += 6 + (dropoutOn ? 1 : 0);
    t.bytes +=
        a * s * (c + 4 * c + (c + softmax) + (dropoutOn ? 2 * softmax + 1 : 0) + (softmax + c)) +
        2 * c * m.qDim;
    t.saved += a * s * (softmax + c + (dropoutOn ? 1 : 0)) + c * (2 * m.qDim + 2 * m.kvDim);
}

void feedForward(Tally& t, const ResolvedWorkload& r, const EagerPrecision& p, double in) {
    const double c = p.compute;
    const double f = r.m.activeFfnHidden;
    const ModelShape& shape = r.w.model;
    if (shape.gatedFfn) {
        // gate and up read the normalised input; SiLU keeps the gate's output, the product keeps
        // SiLU's output and up's, and the down projection keeps the product.
        linearInputs(t, p, 2, r.m.hidden, in);
        t.kernels += 2;
        t.bytes += 5 * c * f;
        t.saved += 4 * c * f;
        return;
    }
    // GELU: one kernel that keeps its input; the second projection keeps its output.
    linearInputs(t, p, 1, r.m.hidden, in);
    t.kernels += 1;
    t.bytes += 2 * c * f;
    t.saved += 2 * c * f;
}

// PEFT's LoRA around each adapted linear: the adapter's two small products, the scaling and the
// add onto the base output (lora_dropout is 0 by default, an identity). lora_A keeps its input,
// lora_B the rank-wide product. `widths` is the adapted linears' inputs plus outputs per block.
void loraAdapters(Tally& t, const ResolvedWorkload& r, const EagerPrecision& p, double adapted,
                  double widths) {
    const double c = p.compute;
    t.kernels += 2 * adapted;
    t.bytes += widths / 2 * (c + 5 * c);
    t.saved += widths / 2 * c + adapted * r.w.finetune.loraRank * c;
}

// torch.compile's Inductor fuses each run of elementwise operators between matrix products into
// one kernel that reads its inputs and writes its outputs once: before the projections (norm,
// casts), around attention (rotary), after it (residual add, norm), in the FFN (activation) and
// after it (residual add). Its min-cut partitioner (torch/_functorch/partitioners.py,
// min_cut_rematerialization_partition) recomputes the cheap elementwise results in the backward
// instead of saving them, but never one that a matrix product of the backward reads
// (is_materialized_backwards): it keeps the residual stream, every matrix input, attention's
// tensors and the FFN's products, and the activation's output that the down projection's weight
// gradient reads, unless that weight is frozen and has no adapter.
void fuse(EagerBlock& b, const ResolvedWorkload& r, const EagerPrecision& p, bool rotary,
          bool training, double adapted) {
    const ModelCounts& m = r.m;
    const ModelShape& shape = r.w.model;
    const double c = p.compute;
    const double rb = p.residual;
    const double h = m.hidden;
    const double f = m.activeFfnHidden;
    const double regions = 4 + (rotary ? 1 : 0) + (shape.qkNorm ? 1 : 0) +
                           std::max(0, shape.normsPerLayer - 2) + adapted;
    const double attentionIo = c * (2 * m.qDim + 2 * m.kvDim);
    const double ffnIo = shape.gatedFfn ? 3 * c * f : 2 * c * f;
    b.forwardKernels = b.matrixKernels + 1 + regions;
    b.forwardBytesPerToken =
        h * (5 * rb + 4 * c) + (rotary ? 2 * c * (m.qDim + m.kvDim) : 0) + attentionIo + ffnIo;
    const bool lora = training && r.w.finetune.method != FinetuneMethod::Full;
    const bool downInputRead = !lora || r.w.finetune.targets == LoraTargets::AllLinear;
    b.savedBytesPerToken = h * (2 * rb + 2 * c) + attentionIo + 4 * m.heads +
                           ((shape.gatedFfn ? 2 : 1) + (downInputRead ? 1 : 0)) * c * f +
                           (training && shape.dropout ? 2 * h : 0);
    if (training) {
        b.backwardKernels = 2 * b.matrixKernels + 3 + 2 * regions;
        b.backwardBytesPerToken = 2 * b.forwardBytesPerToken;
    }
    b.hostSecondsPerKernel = efficiency::kCompiledKernelHostSeconds;
}

} // namespace

bool runsEagerly(Framework f) {
    return f == Framework::Pytorch || f == Framework::HfTrainer || f == Framework::Deepspeed;
}

bool countedPerOperator(const ResolvedWorkload& r) {
    return runsEagerly(r.w.framework) && r.m.transformer && !r.w.fusedKernels.value_or(false);
}

EagerPrecision eagerPrecision(const ResolvedWorkload& r, Sharding sharding) {
    EagerPrecision p;
    switch (r.w.precision) {
    case Precision::Fp32:
    case Precision::Tf32:
        p.compute = p.residual = 4;
        break;
    case Precision::Fp16Mixed:
    case Precision::Bf16Mixed: {
        // torch.autocast over fp32 weights, unless the framework holds 16-bit weights itself
        // (DeepSpeed's bf16/fp16 engine, FSDP's MixedPrecision under full sharding) or the frozen
        // base of a LoRA fine-tune is loaded in 16 bits (or 4) as PEFT's recipes do.
        const bool autocast =
            (r.w.framework == Framework::Pytorch || r.w.framework == Framework::HfTrainer) &&
            sharding < Sharding::Zero3 && r.w.finetune.method == FinetuneMethod::Full;
        p.compute = 2;
        p.residual = autocast ? 4 : 2;
        p.casts = autocast;
        break;
    }
    default:
        p.compute = p.residual = 2;
        break;
    }
    return p;
}

EagerBlock eagerBlock(const ResolvedWorkload& r, const EagerPrecision& p, bool flash,
                      bool training) {
    const ModelCounts& m = r.m;
    const ModelShape& shape = r.w.model;
    const bool rms = shape.norm == NormKind::RmsNorm;
    const double h = m.hidden;
    // An autocast layer norm runs in fp32 and hands fp32 to the projections after it.
    const double normOut = rms ? p.residual : (p.casts ? 4 : p.residual);
    Tally t;

    norm(t, rms, h, p.residual);
    linearInputs(t, p, 3, h, normOut);
    if (shape.qkNorm) {
        norm(t, true, m.qDim, p.compute);
        norm(t, true, m.kvDim, p.compute);
    }
    // Rotary embeddings as Hugging Face applies them to q and k: multiply by cos, rotate half
    // (negate and concatenate), multiply by sin, add; cos and sin need no gradient, so nothing
    // of q or k is kept.
    const bool rotary = shape.architecture != Architecture::Encoder && shape.positions == 0;
    if (rotary) {
        t.kernels += 10;
        t.bytes += 10 * p.compute * (m.qDim + m.kvDim);
    }
    attention(t, r, p, flash, training);
    const bool dropoutOn = training && shape.dropout;
    if (dropoutOn)
        dropout(t, h, p.compute);
    residualAdd(t, p, h);
    norm(t, rms, h, p.residual);
    feedForward(t, r, p, normOut);
    if (dropoutOn)
        dropout(t, h, p.compute);
    residualAdd(t, p, h);
    // Norms beyond the two (Gemma's after each branch) run on the 16-bit branch output.
    for (int i = 2; i < shape.normsPerLayer; ++i)
        norm(t, rms, h, p.compute);

    const bool lora = training && r.w.finetune.method != FinetuneMethod::Full;
    const bool allLinear = r.w.finetune.targets == LoraTargets::AllLinear;
    const double adapted = lora ? m.attentionMatrices + (allLinear ? m.ffnMatrices : 0) : 0;
    if (lora)
        loraAdapters(t, r, p, adapted,
                     m.loraParamsPerLayerAttention +
                         (allLinear ? m.loraRoutedParamsPerLayerMlp : 0));

    EagerBlock b;
    b.matrixKernels = m.attentionMatrices + std::max(1.0, m.ffnMatrices) + 2 * adapted;
    const double linears = b.matrixKernels * (shape.bias ? 2 : 1);
    b.forwardKernels = t.kernels + b.matrixKernels + (p.casts ? linears : 0);
    b.forwardBytesPerToken = t.bytes;
    b.savedBytesPerToken = t.saved;
    // Written-out attention's scores (fp32 under autocast) outgrow everything else at long
    // sequences; otherwise the FFN's intermediate or the residual stream is the largest.
    const double scores = flash ? 0 : m.heads * double(r.seqLen) * (p.casts ? 4 : p.compute);
    b.largestBytesPerToken = std::max({scores, p.compute * m.activeFfnHidden, p.residual * h});
    if (p.casts) {
        // Each weight (and bias) is cast to 16 bits once per forward, and the linear layer keeps
        // the copy for its backward (memory_estimator.cpp says why it adds no bytes there); the
        // weight's gradient is cast back to fp32.
        b.forwardBytesPerBlock = m.layerParams * (4 + p.compute);
        b.backwardBytesPerBlock = m.layerParams * (4 + p.compute);
    }
    if (training) {
        // Each GEMM has two in the backward (input and weight gradients); an elementwise
        // operator's backward reads its output gradient and what it kept and writes the input
        // gradient, about twice its forward traffic in one or two kernels.
        // A frozen linear needs only its input gradient; QLoRA dequantises each 4-bit weight once
        // in the forward and again in the backward.
        const double elementwise = t.kernels - t.castKernels;
        const double frozen = lora ? b.matrixKernels - 2 * adapted : 0;
        b.backwardKernels = 2 * b.matrixKernels - frozen + 1.5 * elementwise + t.castKernels +
                            (p.casts ? linears : 0);
        if (r.quantisedBase) {
            b.forwardKernels += frozen;
            b.backwardKernels += frozen;
            b.forwardBytesPerBlock += m.linearParams / std::max(1, m.layers) * (0.5 + p.compute);
            b.backwardBytesPerBlock += m.linearParams / std::max(1, m.layers) * (0.5 + p.compute);
        }
        b.backwardBytesPerToken = 2 * t.bytes;
    }
    b.hostSecondsPerKernel = efficiency::kEagerKernelHostSeconds;
    if (r.w.compile == CompileMode::Default)
        fuse(b, r, p, rotary, training, adapted);
    return b;
}

namespace {

// The block's matrix products in the order the forward runs them, as (output width, parameters
// per output element): q, k, v, o, then gate, up and down (or up and down).
std::vector<std::pair<double, double>> blockMatrices(const ResolvedWorkload& r) {
    const ModelCounts& m = r.m;
    const double h = m.hidden;
    const double f = m.activeFfnHidden;
    std::vector<std::pair<double, double>> mats{
        {m.qDim, h}, {m.kvDim, h}, {m.kvDim, h}, {h, m.qDim}};
    if (r.w.model.gatedFfn)
        mats.push_back({f, h});
    mats.push_back({f, h});
    mats.push_back({h, f});
    return mats;
}

} // namespace

// torchtitan's policy (torchtitan/models/llama3/infra/parallelize.py, _save_list and its
// custom policy) saves the outputs of the scaled-dot-product attention kernels and of aten.mm,
// all but every second product: it counts the block's products from one and recomputes the even
// ones (k, o and up of a Llama block). Everything else in the block is recomputed.
double eagerSelectiveSavedBytesPerToken(const ResolvedWorkload& r, const EagerPrecision& p) {
    const ModelCounts& m = r.m;
    double saved = p.residual * m.hidden;      // the block's input
    saved += p.compute * m.qDim + 4 * m.heads; // attention's output and log-sum-exp
    const auto mats = blockMatrices(r);
    for (std::size_t i = 0; i < mats.size(); i += 2)
        saved += p.compute * mats[i].first;
    return saved;
}

double eagerSelectiveRecomputedMatrixShare(const ResolvedWorkload& r) {
    double all = 0;
    double again = 0;
    const auto mats = blockMatrices(r);
    for (std::size_t i = 0; i < mats.size(); ++i) {
        const double params = mats[i].first * mats[i].second;
        all += params;
        if (i % 2 == 1)
            again += params;
    }
    return all > 0 ? again / all : 0;
}

EagerShapeTerms countEagerShapeTerms(const ResolvedWorkload& r) {
    EagerShapeTerms t;
    if (!runsEagerly(r.w.framework) || !r.m.transformer)
        return t;
    for (int zero3 = 0; zero3 < 2; ++zero3) {
        const EagerPrecision p = eagerPrecision(r, zero3 ? Sharding::Zero3 : Sharding::None);
        t.precision[zero3] = p;
        for (int flash = 0; flash < 2; ++flash)
            t.training[zero3][flash] = eagerBlock(r, p, flash != 0, true);
        t.selectiveSaved[zero3] = eagerSelectiveSavedBytesPerToken(r, p);
        t.lossPeak[zero3] = eagerLossPeakBytesPerToken(r, p);
    }
    for (int flash = 0; flash < 2; ++flash)
        t.inference[flash] = eagerBlock(r, t.precision[0], flash != 0, false);
    t.selectiveRecomputedShare = eagerSelectiveRecomputedMatrixShare(r);
    t.counted = true;
    return t;
}

double eagerLossPeakBytesPerToken(const ResolvedWorkload& r, const EagerPrecision& p) {
    const bool head = r.w.model.architecture != Architecture::Encoder && r.m.vocab > 0;
    if (!head)
        return 0;
    if (r.w.chunkedLoss) {
        // torchtune's CEWithChunkedOutputLoss (torchtune/modules/loss/ce_chunked_output_loss.py):
        // the head runs on each chunk of the tokens and each chunk is upcast and its
        // cross-entropy taken on its own. Compiled with the loss (training.compile_loss
        // compiles the upcast and cross-entropy), a chunk keeps its 16-bit logits for the
        // backward, which writes the chunk's gradient in one fused kernel; eager, log_softmax
        // keeps each chunk's fp32 log-probabilities, and the 16-bit logits go with the recipe's
        // `del logits`.
        const bool compiled = r.w.compile == CompileMode::Default;
        const double kept = compiled ? p.compute : 4;
        const double chunk = compiled ? p.compute : p.compute + 4 + 4;
        return r.m.vocab * (kept + chunk / kLossChunks);
    }
    // Cross-entropy over the upcast logits: log_softmax keeps its fp32 output for the backward
    // (_log_softmax saves its result in PyTorch's derivatives.yaml), and at the start of the
    // backward nll_loss writes that output's fp32 gradient, from which log_softmax's backward
    // writes its input's beside both: three fp32 tensors over the vocabulary. The 16-bit logits
    // are kept by nothing in autograd and go when the training loop drops them (torchtune's
    // `del logits`, torchtitan's `del pred`).
    return r.m.vocab * (4 + 4 + 4);
}

} // namespace rightsize
