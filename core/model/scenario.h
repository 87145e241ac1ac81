#pragma once

#include "core/model/enums.h"

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace rightsize {

struct CalibrationFactors;

// The shape of a model. Zero means "not given": the preset fills it, or it is derived.
struct ModelShape {
    std::string preset;
    // What the model is called where no preset names it: an imported config's "_name_or_path"
    // (or its folder, or model_type), shown in the window and the report instead of "Custom".
    std::string name;
    Architecture architecture = Architecture::Decoder;
    double params = 0; // total parameters; derived from the shape when 0
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0;       // grouped-query attention; 0 means heads
    int headDim = 0;       // 0 means hidden / heads
    int ffnHidden = 0;     // 0 means 4 × hidden
    bool gatedFfn = false; // SwiGLU-style: three FFN matrices instead of two
    int vocab = 0;
    bool tiedEmbeddings = false;
    // Finer shape details that make derived parameter counts exact.
    bool bias = false;    // linear layers carry biases (BERT, GPT-2, ViT)
    bool dropout = false; // training keeps dropout masks (BERT, GPT-2)
    NormKind norm = NormKind::LayerNorm;
    int positions = 0;          // learned position embeddings (0: rotary / none)
    int typeVocab = 0;          // BERT token-type embeddings
    bool embeddingNorm = false; // a norm right after the embeddings (BERT)
    bool finalNorm = true;      // a norm after the last block (GPT-2, Llama)
    bool pooler = false;        // BERT pooler
    int numClasses = 0;         // classification head
    int imageSize = 0;          // vision transformers: image side in pixels
    int patchSize = 0;
    int channels = 3;
    // For models that are not transformers (CNN, MLP): per-sample costs.
    double flopsPerSample = 0;           // forward FLOPs of one sample
    double activationBytesPerSample = 0; // training activations of one sample stored in 16 bits
    // A CNN's grouped and depthwise convolutions (MobileNet, EfficientNet, RegNet, ConvNeXt,
    // ResNeXt): their share of the forward FLOPs, and their share of the bytes the network's
    // convolutions and linear layers read and write (inputs and outputs). They do channels/groups
    // times less arithmetic per byte than a dense convolution and run at the memory's rate.
    double groupedConvFlopsShare = 0;
    double groupedConvBytesShare = 0;
    int defaultSeqLen = 0; // the sequence/token count a preset is usually run at
    // Attention details of today's decoders (imported from a Hugging Face config or a preset).
    bool qkvBias = false;  // biases on the q, k and v projections only (Qwen2)
    bool qkNorm = false;   // a norm over each head's queries and keys (Qwen3, Gemma 3)
    int normsPerLayer = 2; // before attention and before the FFN; Gemma 2/3 add two after
    // Multi-head latent attention (DeepSeek-V2/V3, Kimi K2); 0 = ordinary attention. head_dim is
    // then a query/key head (its no-position part plus its rotary part).
    int qLoraRank = 0;     // rank of the query down-projection (0: one full query matrix)
    int kvLoraRank = 0;    // the compressed key-value latent the cache holds
    int qkRopeHeadDim = 0; // the rotary part of a key, cached beside the latent
    int vHeadDim = 0;      // width of a value head (0: head_dim)
    // Sliding-window attention: `slidingLayers` of the layers attend to the last `slidingWindow`
    // tokens only and keep no more than that in their KV cache.
    int slidingWindow = 0;
    int slidingLayers = 0;
    // Mixture of experts; 0 experts means a dense FFN in every layer.
    int experts = 0;         // routed experts of one MoE layer
    int expertsPerToken = 0; // experts each token is routed to (top-k)
    int sharedExperts = 0;   // experts every token passes through, as wide as a routed one
    int expertFfnHidden = 0; // FFN width of one expert (0: ffn_hidden)
    int denseLayers = 0;     // layers with a dense FFN of ffn_hidden (first_k_dense_replace)
    bool expertBias = false; // expert matrices carry biases (gpt-oss)
    bool routerBias =
        false; // the router has a bias per expert (gpt-oss; DeepSeek-V3's balancing bias)
    // A quantised checkpoint (quantization_config): stored bits per weight, scales included;
    // 0 = not quantised. Embeddings, norms and the head stay at checkpoint_bits.
    std::string quantMethod;    // quant_method: fp8, mxfp4, gptq, awq, bitsandbytes
    double quantBits = 0;       // block matrices other than the routed experts
    double expertQuantBits = 0; // routed experts' matrices
    int checkpointBits = 16;    // torch_dtype of the checkpoint
    double visionParams = 0;    // a vision tower and projector beside a language model (Gemma 3)
    double checkpointBytes = 0; // model.safetensors.index.json metadata.total_size (0: unknown)
    // The shape a scenario's hf_config gave, which the block's own keys override; kept so that a
    // saved file holds only those keys.
    std::shared_ptr<const ModelShape> hfBase;
    int maxContext = 0; // the longest sequence the model takes; 0: not known
};

struct FinetuneSpec {
    FinetuneMethod method = FinetuneMethod::Full;
    int loraRank = 16;
    LoraTargets targets = LoraTargets::AllLinear;
    // QLoRA's double quantisation: the NF4 block scales are themselves quantised to 8 bits
    // (Dettmers et al., arXiv:2305.14314 §3), 4.127 instead of 4.5 bits per weight.
    bool doubleQuant = true;
    // Paged optimizer states move to host memory when the device runs short, so they do not
    // add to the device's peak (same paper, §3). Empty: on for QLoRA, whose recipe uses them.
    std::optional<bool> pagedOptimizer;
};

// The layout of a training job. A field that is set was written by the user and is evaluated
// exactly as given; an empty one is the planner's to choose ("auto").
struct ParallelismSpec {
    std::optional<int> tensor;
    std::optional<int> pipeline;
    std::optional<bool> sequenceParallel;
    std::optional<int> interleave;
    std::optional<int> expert; // expert-parallel group: routed experts split over its ranks
    // Context-parallel group: each sample's sequence split over its ranks (ring attention).
    std::optional<int> context;
    ExpertDispatch expertDispatch = ExpertDispatch::AllToAll;
};

struct DatasetSpec {
    double samples = 0;
    double tokensPerSample = 0; // 0 means seq_len
    double epochs = 1;
    double bytesPerSample = 0; // raw bytes read from storage per sample; 0 means derived
};

// Replicas the planner scales a service to when the scenario sets no max_replicas.
inline constexpr int kDefaultMaxReplicas = 64;

// The lengths of requests' prompts or answers, around a mean given elsewhere (input_tokens,
// output_tokens), which every shape keeps.
struct LengthDistribution {
    // Absent: prompts all of the mean; answers geometric, or fixed with fixed_output_length.
    std::optional<LengthShape> shape;
    // Uniform: the range, symmetric about the mean (one of the two implies the other); 0: not
    // given.
    double min = 0;
    double max = 0;
    // Log-normal: the standard deviation of the logarithm of the length (sigma).
    double spread = 0;
    // Histogram: (tokens, weight) pairs, scaled together so that their weighted mean is the mean.
    std::vector<std::pair<double, double>> buckets;
};

// One request of a recorded trace: when it arrived (seconds from the trace's start) and its
// prompt and answer in tokens.
struct TraceRequest {
    double arrivalSeconds = 0;
    double promptTokens = 0;
    double outputTokens = 0;
};

struct ServingSpec {
    double qps = 0; // open loop: Poisson arrivals at this rate
    // A day of two rates: qps for peakHoursPerDay hours, qpsLow for the rest (0: qps all day).
    // Replicas are sized for each and the day is priced with autoscaling between them, never
    // below minReplicas; each day's added replicas are billed for scaleUpMinutes while they
    // start (instance boot, image pull, model load) before the peak.
    double qpsLow = 0;
    double peakHoursPerDay = 8;
    int minReplicas = 1;
    double scaleUpMinutes = 5;
    // Closed loop: this many clients, each sending its next request when its last answer
    // arrives (how most published serving benchmarks load an engine); 0: the rate above.
    int concurrency = 0;
    double p95Ms = 0;     // latency target at p95; 0 means none
    double ttftP95Ms = 0; // time-to-first-token target at p95; 0 means none
    double tpotP95Ms = 0; // time-per-output-token target at p95; 0 means none
    double inputTokens = 0;
    double outputTokens = 0;
    double batchWindowMs = 5;
    int maxBatch = 32;
    // The most replicas the planner may scale to; absent: kDefaultMaxReplicas. Given beside listed
    // options, each option's devices are one replica and the planner sizes how many the load needs.
    std::optional<int> maxReplicas;
    // A serving engine's memory and step: the share of device memory it takes
    // (gpu_memory_utilization, mem_fraction_static, free_gpu_memory_fraction) and the tokens one
    // step carries (max_num_batched_tokens); 0: the engine's default.
    double memoryFraction = 0;
    double maxBatchedTokens = 0;
    // The KV cache's format: auto follows the weights (fp8 weights, fp8 cache); fp8 halves a 16-bit
    // model's cache, as vLLM's and SGLang's --kv-cache-dtype fp8 do.
    KvCacheDtype kvCacheDtype = KvCacheDtype::Auto;
    // Prefill and decode on separate engines (DistServe, OSDI 2024; vLLM's and SGLang's
    // disaggregated serving): "off", "auto" (the planner compares both) or "xPyD", x prefill and
    // y decode engines per replica (core/model/disaggregation.h reads it).
    std::string disaggregation = "off";
    // Every request generates exactly outputTokens (a benchmark run with ignore_eos); false: the
    // lengths vary, stopping with the same chance at every token, with that mean.
    bool fixedOutputLength = false;
    // Prefix caching: the share of every prompt that is a prefix all requests share (a system
    // prompt, few-shot examples), which the engine's prefix cache prefills and holds once.
    double prefixShare = 0;
    // Load as it comes: the prompts' and answers' lengths around their means, and how bursty the
    // arrivals of an open loop are (the coefficient of variation of the gaps between them: 1
    // Poisson, above 1 bursty, below 1 more even than Poisson).
    LengthDistribution inputLength;
    LengthDistribution outputLength;
    double arrivalCv = 1;
    // A recorded trace replayed instead (arrivals and lengths): the CSV file the scenario names,
    // and its requests, read by whoever loads the scenario (not part of the file).
    std::string traceFile;
    std::shared_ptr<const std::vector<TraceRequest>> trace;
    // Speculative decoding: tokens proposed for each sequence at every step (0: off), the chance
    // that each proposed token is accepted, and the parameters of a separate draft model (0: the
    // proposals come from the prompt itself, n-gram lookup, at no device cost).
    int draftTokens = 0;
    double acceptanceRate = 0;
    double draftParams = 0;
    // A hosted model API to compare self-hosting with: its price and the monthly volume.
    double hostedApiUsdPerMillionTokens = 0; // 0: no comparison
    double tokensPerMonth = 0;               // 0: the peak QPS held all month
};

struct ClassicMlSpec {
    std::string algorithm = "xgboost_hist";
    double rows = 0;
    double features = 0;
    int trees = 100;
    int depth = 8;
};

struct DataPrepSpec {
    double rows = 0;
    double bytes = 0;
    std::string operation = "scan";
};

struct PipelineSpec {
    Storage storage = Storage::ObjectStore;
    double prepMsPerSamplePerCore = 0; // CPU preprocessing cost; 0 means none modelled
    int loaderWorkers = 4;
    bool cacheLocal = false; // remote data cached on local NVMe after the first epoch
};

struct Workload {
    WorkloadKind kind = WorkloadKind::Training;
    Framework framework = Framework::Pytorch;
    ModelShape model;
    Precision precision = Precision::Bf16Mixed;
    Optimizer optimizer = Optimizer::AdamW;
    FinetuneSpec finetune;
    int batchSize = 8; // global batch in samples
    int seqLen = 0;    // 0 means the model's default
    // With dataset.tokens_per_sample below seq_len, packed or unpadded samples cost their own
    // length, not seq_len.
    Padding padding = Padding::Pad;
    // torch.compile: fuses the elementwise work between matrix products and issues the kernels
    // from generated code; its one-off compilation is part of the job.
    CompileMode compile = CompileMode::None;
    // Layout fields: set = pinned by the user, empty = chosen by the planner.
    std::optional<int> microBatchSize; // per-device batch of one forward/backward
    std::optional<Recompute> recompute;
    // With full recomputation, how many of the model's layers are recomputed (Megatron's
    // --recompute-num-layers with the block method, torchtitan's selective layer checkpointing
    // every k-th layer: layers / k); empty: every layer. Spread evenly over pipeline stages.
    std::optional<int> recomputeLayers;
    std::optional<bool> flashAttention;
    std::optional<Sharding> sharding;
    ParallelismSpec parallelism;
    std::optional<OptimizerImpl> optimizerImpl; // empty: the framework's default
    std::optional<bool> fp32Gradients;          // overrides the framework's gradient convention
    // The model's code runs a training stack's fused kernels (fused norms, attention and loss:
    // LLM Foundry, Transformer Engine, Megatron) rather than one kernel per operator as Hugging
    // Face's modeling code does; empty: as the framework does (fused for Megatron only).
    std::optional<bool> fusedKernels;
    // FP8 training keeps the working copy of the weights in FP8 and gathers it so (Transformer
    // Engine's fp8_model_params, Megatron's --fp8-param-gather, torchao's float8 all-gather under
    // FSDP2); the fp32 master copy stays in the optimizer state. Read with precision fp8 only.
    bool fp8Weights = false;
    // The loss over the vocabulary is computed a chunk of tokens at a time, each chunk upcast to
    // fp32 on its own (torchtune's CEWithChunkedOutputLoss, 8 chunks): only the 16-bit logits
    // outlive the forward, not fp32 log-probabilities over the whole vocabulary.
    bool chunkedLoss = false;
    // Each parameter's optimizer step runs in the backward as soon as its gradient is complete,
    // and the gradient is freed (torchtune's optimizer_in_bwd over PyTorch's
    // register_post_accumulate_grad_hook): the model's gradients are never alive together.
    bool optimizerInBackward = false;
    // What the layers keep between the forward and the backward waits in pinned host memory,
    // copied out and back on side streams behind the compute (torchtune's OffloadActivations).
    bool activationOffloading = false;
    DatasetSpec dataset;
    ServingSpec serving;
    ClassicMlSpec classicMl;
    DataPrepSpec dataPrep;
    PipelineSpec pipeline;
    // The team's correction factors the estimators apply (not part of the file: the scenario
    // names its calibration, and whoever loads it from the library sets this). Empty: none.
    std::shared_ptr<const CalibrationFactors> calibration;
};

struct ComputeOption {
    std::string device;
    int count = 1;
};

struct SpotSpec {
    double interruptionsPerDay = 1.0;
    double checkpointMinutes = 5;
    double restartMinutes = 10;
};

struct ClusterSpec {
    ClusterKind kind = ClusterKind::Classic;
    double startupMinutes = 5;        // a cold start, billed
    double idleMinutesBeforeStop = 0; // billed idle tail before auto-termination
    double runsPerDay = 1;
};

struct ComputeSpec {
    std::vector<ComputeOption> options; // empty: every catalog device at sensible counts
    Pricing pricing = Pricing::OnDemand;
    std::string region;
    // The offers the planner may price with: providers ("AWS", "GCP") and regions
    // ("us-east-1"); empty: all. Names compare without regard to case.
    std::vector<std::string> providers;
    std::vector<std::string> regions;
    SpotSpec spot;
    ClusterSpec cluster;
    // Prices the catalog marks as estimates (a ratio, an assumed rental, a recalled list) may win
    // the recommendation only when asked for: by default a price one can pay comes first.
    bool includeEstimatedPrices = false;
};

struct Constraints {
    std::optional<double> deadlineHours;
    std::optional<double> budgetPerHour;
    std::optional<double> budgetTotal;
    // The planner recommends only options that leave at least this share of the device's
    // usable memory free (allocator spikes, longer batches); DOMAIN rule: 10%.
    double minHeadroom = 0.10;
};

struct Scenario {
    std::string name;
    std::string notes;
    std::string calibration; // the named calibration of the scenario library it is planned with;
                             // empty: none
    Workload workload;
    ComputeSpec compute;
    Constraints constraints;
};

} // namespace rightsize
