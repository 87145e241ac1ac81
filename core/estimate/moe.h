#pragma once

#include "core/model/catalog.h"

namespace rightsize {

// Mixture-of-experts arithmetic the estimators share.

// Expected number of distinct experts `tokens` tokens touch when each picks `topK` of `experts`
// (one layer): every expert is missed by one token with probability 1 − k/E, so by all of them
// with (1 − k/E)^tokens, and E·(1 − (1 − k/E)^tokens) are touched. Routing is taken as uniform,
// which a balanced router aims at.
double expectedUniqueExperts(double experts, double topK, double tokens);

// The busiest expert-parallel rank's share of the routed tokens over the mean: the pace of an
// expert-parallel layer is set by its slowest rank. Switch Transformers (Fedus et al.,
// arXiv:2101.03961 §2.2) size expert buffers at capacity factor 1.0–1.25 because a trained router
// stays within about 25% of even; DeepSeek-V3 (arXiv:2412.19437 §2.1.2) balances without an
// auxiliary loss to the same end. 1.25.
inline constexpr double kExpertLoadImbalance = 1.25;

// Kernels a mixture-of-experts layer adds to a serving engine's step over a dense FFN's three
// (gate-up GEMM, activation, down GEMM): vLLM's and SGLang's fused MoE runs the router GEMM, the
// top-k softmax, the sort of tokens by expert (moe_align_block_size), the two grouped GEMMs, the
// activation between them and the sum over each token's experts
// (vllm/model_executor/layers/fused_moe/fused_moe.py, fused_experts): seven, four more.
inline constexpr double kExtraKernelsPerMoeLayer = 4;

// What a mixture-of-experts layer adds to a serving engine's decode step beyond its kernels and
// the bytes of the experts it reads. With a few tokens the grouped GEMMs are memory-bound GEMVs,
// one per touched expert, and each of their tiles walks the expert's K dimension block after
// block, a memory latency a block, however few bytes it reads: the layer's GEMMs take a time of
// their own whatever the experts touched. Measured TPOT of engines at 1–8 clients, less the dense
// and expert reads and the kernels, leaves 40–110 µs a MoE layer for gpt-oss-120b on H100 (vLLM,
// tensor 1 and 2) and A100, Qwen3-30B-A3B on A100 (vLLM) and DeepSeek-R1 on 8× H200 (SGLang), about
// the same at four and eight clients and at 1,024 and 8,192-token prompts (DeepSeek-R1), as a
// latency would be: tests/data/serving_measured.csv, rows GS-OSS120-*, TT-Q3A3B-* and IX-DSR1-*,
// eight rows over three models, three GPUs and two engines. 60 µs; a prefill, many tokens an
// expert, hides it behind its bytes.
inline constexpr double kMoeDecodeLayerSeconds = 60e-6;
// Host time of one layer of a prefill that an engine runs without CUDA graphs, for a layer of
// latent attention and routed experts (DeepSeek-V2/V3's, with their block-scaled FP8 linears).
// SGLang captures graphs for decode batches only and runs a prefill eagerly (its CUDA graph runner
// serves --cuda-graph-max-bs decode batches; piecewise prefill graphs are off by default), and
// TensorRT-LLM's PyTorch backend, the one that serves these models, captures only batches of
// decoding requests (tensorrt_llm/llmapi/llm_args.py, cuda_graph_config). Such a pass waits for
// Python to issue the layer's many small operators (down- and up-projections of the latent, its
// norms, rotary split, per-token FP8 quantisation before every GEMM, router, top-k, expert sort,
// grouped GEMMs, the all-reduces). Measured on DeepSeek-V3 in SGLang: an eager prefill of a single
// new token took 82.6 ms and the same forward replayed as a CUDA graph 23.1 ms, and prefills of
// fewer than 100 tokens took about as long (sgl-project/sglang pull request 12160,
// https://github.com/sgl-project/sglang/pull/12160): the pass is the host's, 82.6 ms over 61
// layers. Checked by the DeepSeek-R1 rows of SGLang and TensorRT-LLM in
// tests/data/serving_measured.csv (IX-DSR1-*), ten rows over two engines and two prompt lengths.
inline constexpr double kEagerLatentMoeLayerHostSeconds = 82.6e-3 / 61;

// Seconds of one all-to-all over `ranks` devices, each sending `bytes` spread evenly over all
// ranks (the tokens a device dispatches to the experts of the others, or gets back combined).
// α–β like collectiveSeconds: the share for peers in the node goes over NVLink/PCIe, the share for
// other nodes over the device's share of the NICs, the two at once.
double allToAllSeconds(const Device& device, double bytes, int ranks, int groupInNode);

// The same dispatch (or combine) of `tokenBytes` of tokens, each to `topK` experts spread evenly
// over `ranks` devices, `groupInNode` of them per node, sent once to every node that holds one of
// a token's experts and forwarded inside that node (DeepEP's internode kernels, Megatron's flex
// dispatcher): each of the other nodes is reached with probability 1 − (1 − 1/N)^k, so across
// nodes a token travels (N − 1)·(1 − (1 − 1/N)^k) times instead of k·(N − 1)/N; inside the node its
// k copies still reach their devices. Routing is taken as uniform, as for the unique experts.
double nodeDedupAllToAllSeconds(const Device& device, double tokenBytes, double topK, int ranks,
                                int groupInNode);

} // namespace rightsize
