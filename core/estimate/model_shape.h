#pragma once

#include "core/model/scenario.h"

namespace rightsize {

// Counts derived once from a model's shape so the hot estimators do no shape arithmetic.
struct ModelCounts {
    bool transformer = false;   // decoder / encoder / encoder-decoder with a known shape
    double params = 0;          // total (given, or derived)
    double derivedParams = 0;   // from the shape alone (0 when the shape is incomplete)
    double embeddingParams = 0; // token/position/type embeddings (a lookup, no matmul work)
    double linearParams = 0;    // weights of the matrices inside the blocks (quantisable)
    double headParams = 0;      // untied LM head / classifier
    double layerParams = 0;     // one block (the average block when blocks differ)
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0;
    int headDim = 0;
    int ffnHidden = 0;
    int vocab = 0;
    double qDim = 0;  // heads × head_dim
    double kvDim = 0; // kv_heads × head_dim
    double loraParamsPerLayerAttention =
        0;                            // adapters per rank unit (r = 1) on the attention matrices
    double loraParamsPerLayerMlp = 0; // adapters per rank unit (r = 1) on the FFN matrices
    // The same over the FFN matrices one token passes through: a routed expert's adapters see
    // only the tokens routed to it, so a token's adapter work and saved tensors are its experts'.
    double loraRoutedParamsPerLayerMlp = 0;
    double ffnMatrices = 0;         // matrices of one FFN: 3 when gated, 2 otherwise
    double attentionMatrices = 4;   // q, k, v, o; five with MLA's down- and up-projections
    double ffnMatricesPerLayer = 0; // FFN matrices of one block, every expert's counted (average)
    double tensorsPerLayer = 0;     // parameter tensors of one block (matrices, biases, norms)
    double parameterTensors =
        0; // parameter tensors of the whole model (what an optimizer loops over)

    // Mixture of experts (all 0 for a dense model).
    int experts = 0; // routed experts of one MoE layer
    int expertsPerToken = 0;
    int moeLayers = 0;
    double expertParams = 0;      // routed experts of all layers: what expert parallelism splits
    double expertLayerParams = 0; // one routed expert of one layer
    // Parameters one token uses: all of them but the routed experts it is not sent to.
    double activeParams = 0;
    double activeLinearParams = 0; // block matrices one token multiplies through
    double activeFfnHidden = 0;    // FFN width a token passes through, averaged over the layers

    // Attention widths (heads × head width) of QKᵀ and of AV; a decode step of multi-head latent
    // attention works in the latent (the up-projections absorbed), so its widths differ.
    double qkDim = 0;
    double vDim = 0;
    double decodeQkDim = 0;
    double decodeVDim = 0;
    // KV cache elements per token: over the full-attention layers, and over the sliding-window
    // layers, which hold at most `slidingWindow` tokens.
    double kvPerTokenGlobal = 0;
    double kvPerTokenLocal = 0;
    int slidingWindow = 0;
    int globalLayers = 0;
    int slidingLayers = 0;
    bool latentCache = false; // MLA: one latent per token, whole on every tensor-parallel rank
};

// Shape parameters of one block (attention + dense FFN), norms included.
double transformerLayerParams(const ModelShape& shape);
// Total parameters derived from a transformer shape; 0 when the shape is incomplete.
double deriveParams(const ModelShape& shape);
ModelCounts computeCounts(const ModelShape& shape);

// KV cache elements of one sequence of `tokens` tokens over all layers.
double kvElementsPerSequence(const ModelCounts& m, double tokens);
// FLOPs of QKᵀ and AV for one sequence of `tokens` tokens over all layers (sliding-window layers
// attend to their window only).
double attentionFlopsPerSequence(const ModelCounts& m, double tokens);

// Bytes of the checkpoint the shape describes, stored as its config says: matrices at their
// quantised bits, everything else at checkpoint_bits.
double predictedCheckpointBytes(const ModelShape& shape);

// Bytes of the weights at a uniform precision of `bits` per weight (the "weights by precision"
// table), and with the checkpoint's own quantisation when it has one.
double weightBytesAtBits(const ModelShape& shape, double bits);

} // namespace rightsize
