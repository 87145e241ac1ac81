#pragma once

// Disaggregated prefill and decode (DistServe, Zhong et al., OSDI 2024; vLLM's "Disaggregated
// Prefilling" and SGLang's "PD Disaggregation"): a replica's engines split into prefill engines,
// which only prefill prompts, and decode engines, which only decode, with each prompt's KV cache
// sent from one to the other. Decode steps then carry no prompt chunks, so TPOT no longer pays for
// other requests' prefills; TTFT pays the transfer, and each role is sized on its own.

#include "core/estimate/serving_planner.h"

#include <utility>
#include <vector>

namespace rightsize {

// Seconds one prompt's KV cache (the tokens its prefill computed) takes from a prefill engine to
// a decode engine: each tensor rank sends its share over its own link, NVLink when the replica's
// engines fit one machine, else the network.
double kvTransferSeconds(const ResolvedWorkload& r, const Device& d, const Layout& layout);

// Serving on `replicas` replicas of layout.prefillEngines prefill and layout.decodeEngines decode
// engines of layout.tensor devices each; with `sizeReplicas`, the fewest replicas (up to
// max_replicas) that meet the targets or, without targets, keep up. The latency it reports:
//   TTFT = the prefill engine's queue and pass + the KV transfer + the decode engine's admission,
//   TPOT = the decode engine's steps, none of which carries a prompt,
//   e2e  = prefill + transfer + the decode engine's whole stay,
// each percentile the sum of the parts' (an upper bound: the parts' worst cases rarely meet).
ServingPlan planDisaggregatedServing(const ResolvedWorkload& r, const Device& d,
                                     const Layout& layout, int replicas, bool sizeReplicas);

// Whether the scenario's engine can split prefill and decode: a generating model on an engine
// with a paged KV cache (vLLM, SGLang, TensorRT-LLM).
bool disaggregationPossible(const ResolvedWorkload& r, const Device& d, const Layout& layout);

// The prefill and decode engines a replica may be split into for "auto": with `engines` given
// (listed devices, the same count as the aggregated layout) every split of them, else the small
// ratios a replica grows by.
std::vector<std::pair<int, int>> disaggregationSplits(int engines);

} // namespace rightsize
