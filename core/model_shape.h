#pragma once

#include "core/scenario.h"

namespace rightsize {

// Counts derived once from a model's shape so the hot estimators do no shape arithmetic.
struct ModelCounts {
    bool transformer = false;     // decoder / encoder / encoder-decoder with a known shape
    double params = 0;            // total (given, or derived)
    double derivedParams = 0;     // from the shape alone (0 when the shape is incomplete)
    double embeddingParams = 0;   // token/position/type embeddings (a lookup, no matmul work)
    double linearParams = 0;      // weights of the matrices inside the blocks (quantisable)
    double headParams = 0;        // untied LM head / classifier
    double layerParams = 0;       // one block
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0;
    int headDim = 0;
    int ffnHidden = 0;
    int vocab = 0;
    double qDim = 0;              // heads × head_dim
    double kvDim = 0;             // kv_heads × head_dim
    double loraParamsPerLayerAttention = 0; // adapters per rank unit (r = 1) on q,k,v,o
    double loraParamsPerLayerMlp = 0;       // adapters per rank unit (r = 1) on the FFN matrices
    double ffnMatrices = 0;       // matrices of one FFN: 3 when gated, 2 otherwise
    double tensorsPerLayer = 0;   // parameter tensors of one block (matrices, biases, norms)
    double parameterTensors = 0;  // parameter tensors of the whole model (what an optimizer loops over)
};

// Shape parameters of one block (attention + FFN), norms included.
double transformerLayerParams(const ModelShape& shape);
// Total parameters derived from a transformer shape; 0 when the shape is incomplete.
double deriveParams(const ModelShape& shape);
ModelCounts computeCounts(const ModelShape& shape);

} // namespace rightsize
