#include "core/estimate/model_shape.h"

#include <algorithm>

namespace rightsize {
namespace {

bool isTransformer(Architecture a) {
    return a == Architecture::Decoder || a == Architecture::Encoder ||
           a == Architecture::EncoderDecoder;
}

int headDimOf(const ModelShape& s) {
    return s.headDim > 0 ? s.headDim : (s.heads > 0 ? s.hidden / s.heads : 0);
}
int kvHeadsOf(const ModelShape& s) {
    return s.kvHeads > 0 ? s.kvHeads : s.heads;
}
int ffnOf(const ModelShape& s) {
    return s.ffnHidden > 0 ? s.ffnHidden : 4 * s.hidden;
}
int expertFfnOf(const ModelShape& s) {
    return s.expertFfnHidden > 0 ? s.expertFfnHidden : ffnOf(s);
}
int valueHeadDimOf(const ModelShape& s) {
    return s.vHeadDim > 0 ? s.vHeadDim : headDimOf(s);
}
double normParams(const ModelShape& s) {
    return s.norm == NormKind::LayerNorm ? 2.0 * s.hidden : 1.0 * s.hidden;
}
bool isMoe(const ModelShape& s) {
    return s.experts > 0 && s.expertsPerToken > 0;
}
bool isLatent(const ModelShape& s) {
    return s.kvLoraRank > 0;
}
int moeLayersOf(const ModelShape& s) {
    return isMoe(s) ? s.layers - std::clamp(s.denseLayers, 0, s.layers) : 0;
}
int slidingLayersOf(const ModelShape& s) {
    return s.slidingWindow > 0 ? std::clamp(s.slidingLayers, 0, std::max(0, s.layers)) : 0;
}

// The attention of one block: its matrices, the small vectors beside them (biases, norms), and
// the LoRA parameters per rank unit over its matrices (an adapter on a d_in × d_out matrix adds
// r × (d_in + d_out)).
struct AttentionParts {
    double matrices = 0;
    double vectors = 0;
    double loraPerRank = 0;
    double matrixCount = 4;
};

AttentionParts attentionParts(const ModelShape& s) {
    AttentionParts a;
    const double h = s.hidden;
    const double heads = s.heads;
    const double hd = headDimOf(s);
    if (isLatent(s)) {
        // DeepSeek-V2 §2.1 (arXiv:2405.04434): queries through an optional low-rank pair, keys and
        // values through the shared latent c_KV (kv_lora_rank) plus one rotary key per token, then
        // up-projected per head to the no-position key part and the value.
        const double qr = s.qLoraRank;
        const double kvr = s.kvLoraRank;
        const double rope = s.qkRopeHeadDim;
        const double nope = std::max(0.0, hd - rope);
        const double v = valueHeadDimOf(s);
        const double q = qr > 0 ? h * qr + qr * heads * hd : h * heads * hd;
        a.matrices = q + h * (kvr + rope) + kvr * heads * (nope + v) + heads * v * h;
        a.vectors = (qr > 0 ? qr : 0) + kvr; // the norms after the down-projections
        a.loraPerRank = (qr > 0 ? (h + qr) + (qr + heads * hd) : h + heads * hd) +
                        (h + kvr + rope) + (kvr + heads * (nope + v)) + (heads * v + h);
        a.matrixCount = qr > 0 ? 5 : 4;
        return a;
    }
    const double q = heads * hd;
    const double kv = double(kvHeadsOf(s)) * hd;
    a.matrices = h * q + 2 * h * kv + q * h;
    if (s.bias)
        a.vectors += q + 2 * kv + h;
    else if (s.qkvBias)
        a.vectors += q + 2 * kv;
    if (s.qkNorm)
        a.vectors += (s.norm == NormKind::LayerNorm ? 4.0 : 2.0) * hd;
    a.loraPerRank = (h + q) + 2 * (h + kv) + (q + h);
    return a;
}

double ffnMatrixCount(const ModelShape& s) {
    return s.gatedFfn ? 3.0 : 2.0;
}
double ffnMatrixParams(const ModelShape& s, double width) {
    return ffnMatrixCount(s) * s.hidden * width;
}
double ffnBiasParams(const ModelShape& s, double width) {
    return (s.gatedFfn ? 2.0 * width : width) + s.hidden;
}

// One routed expert of one layer, biases included.
double expertParamsOf(const ModelShape& s) {
    const double fe = expertFfnOf(s);
    return ffnMatrixParams(s, fe) + (s.expertBias ? ffnBiasParams(s, fe) : 0);
}

// The matrices and vectors of one MoE layer's FFN other than the routed experts: the shared
// experts and the router.
double moeSharedParams(const ModelShape& s) {
    return s.sharedExperts * ffnMatrixParams(s, expertFfnOf(s)) + double(s.hidden) * s.experts +
           (s.routerBias ? s.experts : 0);
}

double denseFfnParams(const ModelShape& s) {
    const double f = ffnOf(s);
    return ffnMatrixParams(s, f) + (s.bias ? ffnBiasParams(s, f) : 0);
}

double layerNormsParams(const ModelShape& s) {
    return std::max(0, s.normsPerLayer) * normParams(s);
}

// Blocks of the whole model, every layer's own FFN counted.
double blocksParams(const ModelShape& s) {
    const AttentionParts a = attentionParts(s);
    const double perLayerCommon = a.matrices + a.vectors + layerNormsParams(s);
    const int moe = moeLayersOf(s);
    const int dense = s.layers - moe;
    double total = double(s.layers) * perLayerCommon + double(dense) * denseFfnParams(s);
    if (moe > 0)
        total += double(moe) * (double(s.experts) * expertParamsOf(s) + moeSharedParams(s));
    return total;
}

} // namespace

double transformerLayerParams(const ModelShape& s) {
    const AttentionParts a = attentionParts(s);
    return a.matrices + a.vectors + denseFfnParams(s) + layerNormsParams(s);
}

double deriveParams(const ModelShape& s) {
    if (!isTransformer(s.architecture) || s.layers <= 0 || s.hidden <= 0 || s.heads <= 0)
        return 0;
    const double h = s.hidden;
    double total = blocksParams(s);
    total += double(s.vocab) * h + double(s.positions) * h + double(s.typeVocab) * h;
    if (s.embeddingNorm)
        total += normParams(s);
    if (s.finalNorm)
        total += normParams(s);
    if (s.vocab > 0 && !s.tiedEmbeddings)
        total += double(s.vocab) * h;
    if (s.pooler)
        total += h * h + h;
    if (s.numClasses > 0)
        total += h * s.numClasses + s.numClasses;
    if (s.patchSize > 0) // vision transformer: patch projection and class token
        total += double(s.channels) * s.patchSize * s.patchSize * h + h + h;
    return total + s.visionParams;
}

namespace {

// LoRA parameters per rank unit and the parameter tensors an optimizer steps over: what a
// fine-tune's adapters and the host's per-tensor work are sized from. Needs the matrix counts
// set before it.
void countAdaptersAndTensors(ModelCounts& c, const ModelShape& s, const AttentionParts& a) {
    const double layers = s.layers;
    const double h = s.hidden;
    const double f = c.ffnHidden;
    const double fe = expertFfnOf(s);
    const int moe = moeLayersOf(s);
    const int dense = s.layers - moe;
    c.loraParamsPerLayerAttention = a.loraPerRank;
    c.loraParamsPerLayerMlp =
        c.ffnMatrices * (dense * (h + f) + moe * double(c.experts + s.sharedExperts) * (h + fe)) /
        layers;
    c.loraRoutedParamsPerLayerMlp =
        c.ffnMatrices *
        (dense * (h + f) + moe * double(c.expertsPerToken + s.sharedExperts) * (h + fe)) / layers;
    const double norms = s.norm == NormKind::LayerNorm ? 2.0 : 1.0; // scale (+ shift)
    c.tensorsPerLayer =
        (c.attentionMatrices + c.ffnMatricesPerLayer) * (s.bias || s.expertBias ? 2 : 1) +
        std::max(0, s.normsPerLayer) * norms + (moe > 0 ? double(moe) / layers : 0) +
        (s.qkNorm ? 2 : 0);
    c.parameterTensors = c.tensorsPerLayer * s.layers + (s.vocab > 0 ? 1 : 0) +
                         (s.positions > 0 ? 1 : 0) + (s.typeVocab > 0 ? 1 : 0) +
                         (s.embeddingNorm ? norms : 0) + (s.finalNorm ? norms : 0) +
                         (s.vocab > 0 && !s.tiedEmbeddings ? 1 : 0) + (s.pooler ? 2 : 0) +
                         (s.numClasses > 0 ? 2 : 0) + (s.patchSize > 0 ? 3 : 0);
}

// Attention work and the KV cache: a latent cache (MLA) attends and stores in other widths than
// the heads it projects to, so both are set apart from the matrix counts.
void countAttentionAndCache(ModelCounts& c, const ModelShape& s) {
    c.slidingLayers = slidingLayersOf(s);
    c.globalLayers = s.layers - c.slidingLayers;
    c.slidingWindow = c.slidingLayers > 0 ? s.slidingWindow : 0;
    double kvPerLayer = 2.0 * c.kvDim;
    if (isLatent(s)) {
        const double v = valueHeadDimOf(s);
        c.qkDim = c.qDim;
        c.vDim = double(c.heads) * v;
        // Decode multiplies queries into the latent and attends there (DeepSeek-V2 §2.1.3, the
        // absorbed up-projections): scores over kv_lora_rank + rope, values over kv_lora_rank.
        c.decodeQkDim = double(c.heads) * (s.kvLoraRank + s.qkRopeHeadDim);
        c.decodeVDim = double(c.heads) * s.kvLoraRank;
        // The cache holds the latent and the rotary key, once per token for all heads.
        kvPerLayer = double(s.kvLoraRank) + s.qkRopeHeadDim;
        c.latentCache = true;
        // Activations: up-projected keys and values per head, as the block computes them.
        c.kvDim = double(c.heads) * (c.headDim + v) / 2;
    } else {
        c.qkDim = c.vDim = c.decodeQkDim = c.decodeVDim = c.qDim;
    }
    c.kvPerTokenGlobal = kvPerLayer * c.globalLayers;
    c.kvPerTokenLocal = kvPerLayer * c.slidingLayers;
}

// When the user gives a total that disagrees with the shape, scale the block counts so
// that time and memory follow the given total.
void scaleToGivenTotal(ModelCounts& c, const ModelShape& s) {
    if (s.params > 0 && c.derivedParams > 0) {
        const double ratio = s.params / c.derivedParams;
        if (ratio < 0.9 || ratio > 1.1) {
            c.linearParams *= ratio;
            c.activeLinearParams *= ratio;
            c.expertParams *= ratio;
            c.expertLayerParams *= ratio;
            c.layerParams *= ratio;
        }
        c.activeParams =
            c.params -
            (c.expertParams - (c.experts > 0 ? c.expertParams * c.expertsPerToken / c.experts : 0));
    }
}

} // namespace

ModelCounts computeCounts(const ModelShape& s) {
    ModelCounts c;
    c.transformer = isTransformer(s.architecture) && s.layers > 0 && s.hidden > 0 && s.heads > 0;
    c.derivedParams = deriveParams(s);
    c.params = s.params > 0 ? s.params : c.derivedParams;
    c.activeParams = c.params;
    if (!c.transformer) {
        // A CNN or MLP without a layer list: about three tensors (weight, norm scale and shift)
        // per layer of a ResNet-50-sized network (161 tensors for 54 layers).
        c.parameterTensors = c.params > 0 ? 161 : 0;
        return c;
    }
    const double layers = s.layers;
    c.layers = s.layers;
    c.hidden = s.hidden;
    c.heads = s.heads;
    c.kvHeads = kvHeadsOf(s);
    c.headDim = headDimOf(s);
    c.ffnHidden = ffnOf(s);
    c.vocab = s.vocab;
    c.qDim = double(c.heads) * c.headDim;
    c.kvDim = double(c.kvHeads) * c.headDim;
    const double h = s.hidden;
    const double f = c.ffnHidden;
    const double fe = expertFfnOf(s);
    const AttentionParts a = attentionParts(s);
    const int moe = moeLayersOf(s);
    const int dense = s.layers - moe;
    c.moeLayers = moe;
    c.experts = moe > 0 ? s.experts : 0;
    c.expertsPerToken = moe > 0 ? std::min(s.expertsPerToken, s.experts) : 0;
    c.layerParams = blocksParams(s) / layers;
    c.embeddingParams = (double(s.vocab) + s.positions + s.typeVocab) * h;
    c.headParams = (s.vocab > 0 && !s.tiedEmbeddings ? double(s.vocab) * h : 0) +
                   (s.numClasses > 0 ? h * s.numClasses : 0);
    c.ffnMatrices = ffnMatrixCount(s);
    c.attentionMatrices = a.matrixCount;

    // Matrices: every expert's for memory, the ones a token passes through for work.
    const double routerMatrix = double(s.experts) * h;
    const double sharedMatrices = s.sharedExperts * ffnMatrixParams(s, fe);
    const double expertMatrices = ffnMatrixParams(s, fe);
    c.linearParams = layers * a.matrices + dense * ffnMatrixParams(s, f) +
                     moe * (s.experts * expertMatrices + sharedMatrices + routerMatrix);
    c.activeLinearParams =
        layers * a.matrices + dense * ffnMatrixParams(s, f) +
        moe * (c.expertsPerToken * expertMatrices + sharedMatrices + routerMatrix);
    c.expertLayerParams = moe > 0 ? expertParamsOf(s) : 0;
    c.expertParams = moe * double(c.experts) * c.expertLayerParams;
    c.activeParams = c.params - moe * double(c.experts - c.expertsPerToken) * c.expertLayerParams;
    c.activeFfnHidden =
        (dense * f + moe * double(c.expertsPerToken + s.sharedExperts) * fe) / layers;
    c.ffnMatricesPerLayer =
        c.ffnMatrices * (dense + moe * double(c.experts + s.sharedExperts)) / layers;

    countAdaptersAndTensors(c, s, a);
    countAttentionAndCache(c, s);
    scaleToGivenTotal(c, s);
    c.linearParams = std::max(0.0, c.linearParams);
    c.activeParams = std::max(0.0, c.activeParams);
    return c;
}

double kvElementsPerSequence(const ModelCounts& m, double tokens) {
    const double t = std::max(0.0, tokens);
    const double local = m.slidingWindow > 0 ? std::min(t, double(m.slidingWindow)) : t;
    return m.kvPerTokenGlobal * t + m.kvPerTokenLocal * local;
}

double attentionFlopsPerSequence(const ModelCounts& m, double tokens) {
    const double t = std::max(0.0, tokens);
    const double local = m.slidingWindow > 0 ? std::min(t, double(m.slidingWindow)) : t;
    // QKᵀ and AV: 2 FLOPs per multiply-add over every (query, key) pair a layer looks at.
    return 2.0 * (m.qkDim + m.vDim) *
           (double(m.globalLayers) * t * t + double(m.slidingLayers) * t * local);
}

double predictedCheckpointBytes(const ModelShape& shape) {
    const ModelCounts m = computeCounts(shape);
    const double stored = shape.checkpointBits;
    const double dense = shape.quantBits > 0 ? shape.quantBits : stored;
    const double experts = shape.expertQuantBits > 0 ? shape.expertQuantBits : dense;
    const double linear = std::min(m.params, m.linearParams);
    const double expertParams = std::min(linear, m.expertParams);
    return ((linear - expertParams) * dense + expertParams * experts +
            (m.params - linear) * stored) /
           8;
}

double weightBytesAtBits(const ModelShape& shape, double bits) {
    const ModelCounts m = computeCounts(shape);
    if (bits >= 16)
        return m.params * bits / 8;
    const double linear = std::min(m.params, m.linearParams);
    return (linear * bits + (m.params - linear) * 16) / 8;
}

} // namespace rightsize
