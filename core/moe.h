#pragma once

#include "core/catalog.h"

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
