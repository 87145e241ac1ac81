#pragma once

// How an LLM serving engine sizes its KV cache: it takes a share of the device's memory and
// gives the KV cache whatever the weights and its profiled activation peak leave of that share,
// not the activations of a whole batch of full-length sequences.

#include "core/estimate/workload_model.h"
#include "core/model/catalog.h"

namespace rightsize {

struct EngineMemory {
    bool paged = false;  // the engine reserves its KV cache from a memory share
    double fraction = 0; // the share (gpu_memory_utilization, mem_fraction_static, ...)
    // The share is of the whole device (vLLM, SGLang) or of what is free after the model and its
    // activation buffers are in place (TensorRT-LLM).
    bool ofFreeMemory = false;
    // SGLang's share holds weights and KV cache only; activations live in what the share leaves.
    bool activationsOutside = false;
    double batchedTokens = 0; // tokens one engine step carries (max_num_batched_tokens)
    int maxSequences = 0;     // sequences one engine step carries at most (max_num_seqs)
    // How a step spends its token budget on prompts: split across steps in chunks (vLLM V1,
    // SGLang) or only whole (TensorRT-LLM without chunked context); beside the running decodes
    // in one pass (vLLM V1, TensorRT-LLM) or in prefill-only steps that hold them (SGLang).
    bool splitsPrompts = true;
    bool prefillStallsDecode = false;
};

// The engine's rules for this workload on this device with `tensor` ranks per replica, with the
// scenario's overrides applied; paged is false for frameworks that do not reserve a KV pool
// (eager PyTorch, llama.cpp) and for workloads that do not generate.
EngineMemory engineMemory(const ResolvedWorkload& r, const Device& device, int tensor);

// Bytes of the activation peak the engine profiles on one device: one step of `batchedTokens`
// tokens through a block, and the sampler's vocabulary-wide buffers of `maxSequences` sequences.
double engineActivationPeakBytes(const ResolvedWorkload& r, const EngineMemory& e, int tensor);

// KV-cache bytes on one device the engine reserves, from the device's memory, the weights and
// activation peak held there and the runtime's own bytes; never below zero.
double engineKvBytes(const EngineMemory& e, double capacity, double weights, double activations,
                     double runtime);

// Seconds the engine's HTTP server adds to each request outside the engine's steps (receiving
// and templating it, tokenizing its `promptTokens`, handing it to the scheduler, streaming the
// first token back); 0 for frameworks run in-process and for workloads that do not generate.
double serverRequestSeconds(const ResolvedWorkload& r, double promptTokens);

} // namespace rightsize
