#include "core/model_shape.h"

#include <algorithm>

namespace rightsize {
namespace {

bool isTransformer(Architecture a)
{
    return a == Architecture::Decoder || a == Architecture::Encoder || a == Architecture::EncoderDecoder;
}

int headDimOf(const ModelShape& s) { return s.headDim > 0 ? s.headDim : (s.heads > 0 ? s.hidden / s.heads : 0); }
int kvHeadsOf(const ModelShape& s) { return s.kvHeads > 0 ? s.kvHeads : s.heads; }
int ffnOf(const ModelShape& s) { return s.ffnHidden > 0 ? s.ffnHidden : 4 * s.hidden; }
double normParams(const ModelShape& s) { return s.norm == NormKind::LayerNorm ? 2.0 * s.hidden : 1.0 * s.hidden; }

} // namespace

double transformerLayerParams(const ModelShape& s)
{
    const double h = s.hidden;
    const double q = double(s.heads) * headDimOf(s);
    const double kv = double(kvHeadsOf(s)) * headDimOf(s);
    const double f = ffnOf(s);
    double attention = h * q + 2 * h * kv + q * h;
    double ffn = (s.gatedFfn ? 3.0 : 2.0) * h * f;
    if (s.bias) {
        attention += q + 2 * kv + h;
        ffn += (s.gatedFfn ? 2.0 * f : f) + h;
    }
    return attention + ffn + 2 * normParams(s);
}

double deriveParams(const ModelShape& s)
{
    if (!isTransformer(s.architecture) || s.layers <= 0 || s.hidden <= 0 || s.heads <= 0)
        return 0;
    const double h = s.hidden;
    double total = double(s.layers) * transformerLayerParams(s);
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
    return total;
}

ModelCounts computeCounts(const ModelShape& s)
{
    ModelCounts c;
    c.transformer = isTransformer(s.architecture) && s.layers > 0 && s.hidden > 0 && s.heads > 0;
    c.derivedParams = deriveParams(s);
    c.params = s.params > 0 ? s.params : c.derivedParams;
    if (!c.transformer) {
        // A CNN or MLP without a layer list: about three tensors (weight, norm scale and shift)
        // per layer of a ResNet-50-sized network (161 tensors for 54 layers).
        c.parameterTensors = c.params > 0 ? 161 : 0;
        return c;
    }
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
    c.layerParams = transformerLayerParams(s);
    c.embeddingParams = (double(s.vocab) + s.positions + s.typeVocab) * h;
    c.headParams = (s.vocab > 0 && !s.tiedEmbeddings ? double(s.vocab) * h : 0) +
                   (s.numClasses > 0 ? h * s.numClasses : 0);
    const double f = c.ffnHidden;
    const double linearPerLayer =
        h * c.qDim + 2 * h * c.kvDim + c.qDim * h + (s.gatedFfn ? 3.0 : 2.0) * h * f;
    c.linearParams = linearPerLayer * s.layers;
    // A LoRA adapter on a d_in × d_out matrix adds r × (d_in + d_out) parameters.
    c.loraParamsPerLayerAttention = (h + c.qDim) + 2 * (h + c.kvDim) + (c.qDim + h);
    c.loraParamsPerLayerMlp = (s.gatedFfn ? 3.0 : 2.0) * (h + f);
    c.ffnMatrices = s.gatedFfn ? 3.0 : 2.0;
    const double norms = s.norm == NormKind::LayerNorm ? 2.0 : 1.0; // scale (+ shift)
    c.tensorsPerLayer = (4 + c.ffnMatrices) * (s.bias ? 2 : 1) + 2 * norms;
    c.parameterTensors = c.tensorsPerLayer * s.layers + (s.vocab > 0 ? 1 : 0) + (s.positions > 0 ? 1 : 0) +
                         (s.typeVocab > 0 ? 1 : 0) + (s.embeddingNorm ? norms : 0) + (s.finalNorm ? norms : 0) +
                         (s.vocab > 0 && !s.tiedEmbeddings ? 1 : 0) + (s.pooler ? 2 : 0) +
                         (s.numClasses > 0 ? 2 : 0) + (s.patchSize > 0 ? 3 : 0);
    // When the user gives a total that disagrees with the shape, scale the block counts so
    // that time and memory follow the given total.
    if (s.params > 0 && c.derivedParams > 0) {
        const double ratio = s.params / c.derivedParams;
        if (ratio < 0.9 || ratio > 1.1) {
            c.linearParams *= ratio;
            c.layerParams *= ratio;
        }
    }
    c.linearParams = std::max(0.0, c.linearParams);
    return c;
}

} // namespace rightsize
