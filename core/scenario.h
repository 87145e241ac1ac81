#pragma once

#include "core/enums.h"

#include <optional>
#include <string>
#include <vector>

namespace rightsize {

// The shape of a model. Zero means "not given": the preset fills it, or it is derived.
struct ModelShape {
    std::string preset;
    Architecture architecture = Architecture::Decoder;
    double params = 0;          // total parameters; derived from the shape when 0
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0;            // grouped-query attention; 0 means heads
    int headDim = 0;            // 0 means hidden / heads
    int ffnHidden = 0;          // 0 means 4 × hidden
    bool gatedFfn = false;      // SwiGLU-style: three FFN matrices instead of two
    int vocab = 0;
    bool tiedEmbeddings = false;
    // Finer shape details that make derived parameter counts exact.
    bool bias = false;          // linear layers carry biases (BERT, GPT-2, ViT)
    bool dropout = false;       // training keeps dropout masks (BERT, GPT-2)
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
    double flopsPerSample = 0;            // forward FLOPs of one sample
    double activationBytesPerSample = 0;  // training activations of one sample stored in 16 bits
    int defaultSeqLen = 0;                // the sequence/token count a preset is usually run at
    int maxContext = 0;                   // the longest sequence the model takes; 0: not known
};

struct FinetuneSpec {
    FinetuneMethod method = FinetuneMethod::Full;
    int loraRank = 16;
    LoraTargets targets = LoraTargets::AllLinear;
};

struct ParallelismSpec {
    int tensor = 1;
    int pipeline = 1;
    bool sequenceParallel = false;
    int interleave = 1;
};

struct DatasetSpec {
    double samples = 0;
    double tokensPerSample = 0;   // 0 means seq_len
    double epochs = 1;
    double bytesPerSample = 0;    // raw bytes read from storage per sample; 0 means derived
};

struct ServingSpec {
    double qps = 0;
    double p95Ms = 0;             // latency target at p95; 0 means none
    double inputTokens = 0;
    double outputTokens = 0;
    double batchWindowMs = 5;
    int maxBatch = 32;
    int maxReplicas = 64;
    // A hosted model API to compare self-hosting with: its price and the monthly volume.
    double hostedApiUsdPerMillionTokens = 0;  // 0: no comparison
    double tokensPerMonth = 0;                // 0: the peak QPS held all month
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
    bool cacheLocal = false;           // remote data cached on local NVMe after the first epoch
};

struct Workload {
    WorkloadKind kind = WorkloadKind::Training;
    Framework framework = Framework::Pytorch;
    ModelShape model;
    Precision precision = Precision::Bf16Mixed;
    Optimizer optimizer = Optimizer::AdamW;
    FinetuneSpec finetune;
    int batchSize = 8;          // global batch in samples
    int microBatchSize = 0;     // per-device batch of one forward/backward; 0 means chosen
    int seqLen = 0;             // 0 means the model's default
    Recompute recompute = Recompute::None;
    bool flashAttention = true;
    Sharding sharding = Sharding::None;
    ParallelismSpec parallelism;
    std::optional<bool> fp32Gradients; // overrides the framework's gradient convention
    DatasetSpec dataset;
    ServingSpec serving;
    ClassicMlSpec classicMl;
    DataPrepSpec dataPrep;
    PipelineSpec pipeline;
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
    double startupMinutes = 5;         // a cold start, billed
    double idleMinutesBeforeStop = 0;  // billed idle tail before auto-termination
    double runsPerDay = 1;
};

struct ComputeSpec {
    std::vector<ComputeOption> options; // empty: every catalog device at sensible counts
    Pricing pricing = Pricing::OnDemand;
    std::string region;
    SpotSpec spot;
    ClusterSpec cluster;
};

struct Constraints {
    std::optional<double> deadlineHours;
    std::optional<double> budgetPerHour;
    std::optional<double> budgetTotal;
};

struct Scenario {
    std::string name;
    std::string notes;
    Workload workload;
    ComputeSpec compute;
    Constraints constraints;
};

} // namespace rightsize
