#pragma once

#include <array>
#include <optional>
#include <string_view>
#include <utility>

namespace rightsize {

enum class WorkloadKind {
    Training,
    FineTuning,
    BatchInference,
    OnlineServing,
    ClassicMl,
    DataPrep
};
enum class Framework {
    Pytorch,
    HfTrainer,
    Deepspeed,
    Megatron,
    Vllm,
    LlamaCpp,
    Xgboost,
    Spark,
    TensorRt,
    Sglang
};
enum class Architecture { Decoder, Encoder, EncoderDecoder, Cnn, Mlp, Gbdt, Linear };
// Nvfp4: NVIDIA's 4-bit floating point for Blackwell's FP4 tensor cores (weights and activations).
enum class Precision { Fp32, Tf32, Fp16Mixed, Bf16Mixed, Fp16, Bf16, Fp8, Int8, Int4, Nvfp4 };
enum class Optimizer { AdamW, AdamW8bit, Sgd, SgdMomentum, Adafactor, Lion };
// How the optimizer step is issued: one loop per parameter tensor, multi-tensor (foreach) kernels,
// or one fused kernel.
enum class OptimizerImpl { PerTensor, Foreach, Fused };
enum class FinetuneMethod { Full, Lora, Qlora };
enum class LoraTargets { Attention, AllLinear };
enum class Recompute { None, Selective, Full };
// torch.compile's mode for the model; none runs it eagerly.
enum class CompileMode { None, Default };
// Zero3Hybrid shards inside a node and replicates across nodes (FSDP's hybrid sharding).
enum class Sharding { None, Zero1, Zero2, Zero3, Zero3Hybrid };
// How expert parallelism moves a token to its top-k experts: every routed copy sent on its own
// (an all-to-all: Megatron's default dispatcher, DeepSpeed-MoE, Tutel), or once to every node that
// holds one of its experts and forwarded inside the node (DeepEP, Megatron's flex dispatcher).
enum class ExpertDispatch { AllToAll, NodeDedup };
// How a serving engine stores its KV cache: as the weights' precision, or in a format of its own
// (vLLM and SGLang --kv-cache-dtype, TensorRT-LLM's kv_cache_config.dtype).
enum class KvCacheDtype { Auto, Fp16, Bf16, Fp8 };
// How the lengths of requests' prompts or answers spread around their mean: all alike, evenly
// over a range, log-normal, as a histogram, or stopping with the same chance at every token.
enum class LengthShape { Fixed, Uniform, LogNormal, Histogram, Geometric };
enum class Pricing { OnDemand, Spot, Serverless, Reserved };
// How samples shorter than seq_len are batched: padded to seq_len, packed several to a row (with
// attention kept inside each sample), or run at their own length by an engine that removes padding.
enum class Padding { Pad, Packed, Unpadded };
// What one price counts: a GPU-hour as a provider sells it, a GPU's share of an instance-hour
// (the instance's price over its GPUs), a whole instance-hour (CPU instances), or Databricks
// Units: a SKU's DBUs per hour at a price per DBU, over the SKU's GPUs (serverless GPU).
enum class PriceUnit { Unknown, GpuHour, GpuHourOfInstance, InstanceHour, Dbu };
enum class Storage { ObjectStore, LocalNvme, NetworkFs, Memory };
enum class ClusterKind { Classic, Serverless };
enum class NormKind { LayerNorm, RmsNorm };
enum class DeviceKind { Gpu, Cpu };
enum class Bottleneck {
    None,
    Compute,
    MemoryBandwidth,
    Communication,
    DataLoading,
    CpuPrep,
    Storage,
    HostOverhead,
    PipelineBubble
};
enum class Severity { Info, Warning, Error };
// The kinds of estimate whose uncertainty the validation tables measure separately.
// The regimes a step can be in take bands of their own, since their runs miss for other reasons:
// LaunchBound, a step of any kind whose host issues its kernels more slowly than the device runs
// them; MemoryBound and CommunicationBound, a training step whose largest device term is memory
// traffic or exposed communication. TrainingStep then holds the compute-bound training steps.
enum class EstimateClass {
    TrainingStep,
    InferenceThroughput,
    DecodeLatency,
    ClassicMl,
    Etl,
    LaunchBound,
    MemoryBound,
    CommunicationBound,
    Memory,
    Count
};
inline constexpr std::size_t kEstimateClassCount = static_cast<std::size_t>(EstimateClass::Count);

// The arithmetic formats a device can run at a peak rate; indexes Device::peakFlops.
enum class ComputeDtype { Fp32, Tf32, Fp16, Bf16, Fp8, Int8, Int4, Fp4, Count };
inline constexpr std::size_t kComputeDtypeCount = static_cast<std::size_t>(ComputeDtype::Count);

// The spelling of each enum value in scenario files, catalog files and the plan JSON.
template <class E> struct EnumNames;

#define RIGHTSIZE_ENUM_NAMES(E, ...)                                                               \
    template <> struct EnumNames<E> {                                                              \
        static constexpr auto values =                                                             \
            std::to_array<std::pair<E, std::string_view>>({__VA_ARGS__});                          \
    };

RIGHTSIZE_ENUM_NAMES(WorkloadKind, {WorkloadKind::Training, "training"},
                     {WorkloadKind::FineTuning, "fine_tuning"},
                     {WorkloadKind::BatchInference, "batch_inference"},
                     {WorkloadKind::OnlineServing, "online_serving"},
                     {WorkloadKind::ClassicMl, "classic_ml"}, {WorkloadKind::DataPrep, "data_prep"})
RIGHTSIZE_ENUM_NAMES(Framework, {Framework::Pytorch, "pytorch"},
                     {Framework::HfTrainer, "hf_trainer"}, {Framework::Deepspeed, "deepspeed"},
                     {Framework::Megatron, "megatron"}, {Framework::Vllm, "vllm"},
                     {Framework::LlamaCpp, "llama_cpp"}, {Framework::Xgboost, "xgboost"},
                     {Framework::Spark, "spark"}, {Framework::TensorRt, "tensorrt"},
                     {Framework::Sglang, "sglang"})
RIGHTSIZE_ENUM_NAMES(Architecture, {Architecture::Decoder, "decoder"},
                     {Architecture::Encoder, "encoder"},
                     {Architecture::EncoderDecoder, "encoder_decoder"}, {Architecture::Cnn, "cnn"},
                     {Architecture::Mlp, "mlp"}, {Architecture::Gbdt, "gbdt"},
                     {Architecture::Linear, "linear"})
RIGHTSIZE_ENUM_NAMES(Precision, {Precision::Fp32, "fp32"}, {Precision::Tf32, "tf32"},
                     {Precision::Fp16Mixed, "fp16_mixed"}, {Precision::Bf16Mixed, "bf16_mixed"},
                     {Precision::Fp16, "fp16"}, {Precision::Bf16, "bf16"}, {Precision::Fp8, "fp8"},
                     {Precision::Int8, "int8"}, {Precision::Int4, "int4"},
                     {Precision::Nvfp4, "nvfp4"})
RIGHTSIZE_ENUM_NAMES(Optimizer, {Optimizer::AdamW, "adamw"}, {Optimizer::AdamW8bit, "adamw_8bit"},
                     {Optimizer::Sgd, "sgd"}, {Optimizer::SgdMomentum, "sgd_momentum"},
                     {Optimizer::Adafactor, "adafactor"}, {Optimizer::Lion, "lion"})
RIGHTSIZE_ENUM_NAMES(OptimizerImpl, {OptimizerImpl::PerTensor, "per_tensor"},
                     {OptimizerImpl::Foreach, "foreach"}, {OptimizerImpl::Fused, "fused"})
RIGHTSIZE_ENUM_NAMES(FinetuneMethod, {FinetuneMethod::Full, "full"}, {FinetuneMethod::Lora, "lora"},
                     {FinetuneMethod::Qlora, "qlora"})
RIGHTSIZE_ENUM_NAMES(LoraTargets, {LoraTargets::Attention, "attention"},
                     {LoraTargets::AllLinear, "all_linear"})
RIGHTSIZE_ENUM_NAMES(CompileMode, {CompileMode::None, "none"}, {CompileMode::Default, "default"})
RIGHTSIZE_ENUM_NAMES(Recompute, {Recompute::None, "none"}, {Recompute::Selective, "selective"},
                     {Recompute::Full, "full"})
RIGHTSIZE_ENUM_NAMES(ExpertDispatch, {ExpertDispatch::AllToAll, "all_to_all"},
                     {ExpertDispatch::NodeDedup, "node_dedup"})
RIGHTSIZE_ENUM_NAMES(KvCacheDtype, {KvCacheDtype::Auto, "auto"}, {KvCacheDtype::Fp16, "fp16"},
                     {KvCacheDtype::Bf16, "bf16"}, {KvCacheDtype::Fp8, "fp8"})
RIGHTSIZE_ENUM_NAMES(LengthShape, {LengthShape::Fixed, "fixed"}, {LengthShape::Uniform, "uniform"},
                     {LengthShape::LogNormal, "lognormal"}, {LengthShape::Histogram, "histogram"},
                     {LengthShape::Geometric, "geometric"})
RIGHTSIZE_ENUM_NAMES(Sharding, {Sharding::None, "none"}, {Sharding::Zero1, "zero1"},
                     {Sharding::Zero2, "zero2"}, {Sharding::Zero3, "zero3"},
                     {Sharding::Zero3Hybrid, "zero3_hybrid"})
RIGHTSIZE_ENUM_NAMES(Pricing, {Pricing::OnDemand, "on_demand"}, {Pricing::Spot, "spot"},
                     {Pricing::Serverless, "serverless"}, {Pricing::Reserved, "reserved"})
RIGHTSIZE_ENUM_NAMES(Padding, {Padding::Pad, "pad"}, {Padding::Packed, "packed"},
                     {Padding::Unpadded, "unpadded"})
RIGHTSIZE_ENUM_NAMES(PriceUnit, {PriceUnit::Unknown, "unknown"}, {PriceUnit::GpuHour, "gpu_hour"},
                     {PriceUnit::GpuHourOfInstance, "gpu_hour_of_instance"},
                     {PriceUnit::InstanceHour, "instance_hour"}, {PriceUnit::Dbu, "dbu"})
RIGHTSIZE_ENUM_NAMES(Storage, {Storage::ObjectStore, "object_store"},
                     {Storage::LocalNvme, "local_nvme"}, {Storage::NetworkFs, "network_fs"},
                     {Storage::Memory, "memory"})
RIGHTSIZE_ENUM_NAMES(ClusterKind, {ClusterKind::Classic, "classic"},
                     {ClusterKind::Serverless, "serverless"})
RIGHTSIZE_ENUM_NAMES(NormKind, {NormKind::LayerNorm, "layernorm"}, {NormKind::RmsNorm, "rmsnorm"})
RIGHTSIZE_ENUM_NAMES(DeviceKind, {DeviceKind::Gpu, "gpu"}, {DeviceKind::Cpu, "cpu"})
RIGHTSIZE_ENUM_NAMES(Bottleneck, {Bottleneck::None, "none"}, {Bottleneck::Compute, "compute"},
                     {Bottleneck::MemoryBandwidth, "memory_bandwidth"},
                     {Bottleneck::Communication, "communication"},
                     {Bottleneck::DataLoading, "data_loading"}, {Bottleneck::CpuPrep, "cpu_prep"},
                     {Bottleneck::Storage, "storage"}, {Bottleneck::HostOverhead, "host_overhead"},
                     {Bottleneck::PipelineBubble, "pipeline_bubble"})
RIGHTSIZE_ENUM_NAMES(EstimateClass, {EstimateClass::TrainingStep, "training_step"},
                     {EstimateClass::InferenceThroughput, "inference_throughput"},
                     {EstimateClass::DecodeLatency, "decode_latency"},
                     {EstimateClass::ClassicMl, "classic_ml"}, {EstimateClass::Etl, "etl"},
                     {EstimateClass::LaunchBound, "launch_bound"},
                     {EstimateClass::MemoryBound, "memory_bound"},
                     {EstimateClass::CommunicationBound, "communication_bound"},
                     {EstimateClass::Memory, "memory"})
RIGHTSIZE_ENUM_NAMES(Severity, {Severity::Info, "info"}, {Severity::Warning, "warning"},
                     {Severity::Error, "error"})
RIGHTSIZE_ENUM_NAMES(ComputeDtype, {ComputeDtype::Fp32, "fp32"}, {ComputeDtype::Tf32, "tf32"},
                     {ComputeDtype::Fp16, "fp16"}, {ComputeDtype::Bf16, "bf16"},
                     {ComputeDtype::Fp8, "fp8"}, {ComputeDtype::Int8, "int8"},
                     {ComputeDtype::Int4, "int4"}, {ComputeDtype::Fp4, "fp4"})

#undef RIGHTSIZE_ENUM_NAMES

template <class E> constexpr std::string_view toString(E value) {
    for (const auto& [v, name] : EnumNames<E>::values)
        if (v == value)
            return name;
    return "unknown";
}

template <class E> constexpr std::optional<E> parseEnum(std::string_view text) {
    for (const auto& [v, name] : EnumNames<E>::values)
        if (name == text)
            return v;
    return std::nullopt;
}

} // namespace rightsize
