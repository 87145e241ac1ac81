#include "ui/wording/field_texts.h"

#include "ui/wording/number_format.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>
#include <algorithm>
#include <vector>

namespace rightsize::ui {
namespace {

struct TextRow {
    std::string_view path;
    const char* label;
    const char* tip;
    const char* special = nullptr;
    int decimals = 0;
};

struct ChoiceRow {
    std::string_view path;
    std::string_view name;
    const char* text;
};

struct UnitRow {
    std::string_view unit;
    const char* text;
    const char* numerus = nullptr; // "%n sample(s)": the unit agreeing with a count
};

// The words keep the translation context of the editor, where they were first written, so
// their translations carry over.
class Words {
    Q_DECLARE_TR_FUNCTIONS(rightsize::ui::WorkloadEditor)
public:
    static const TextRow kFields[];
    static const ChoiceRow kChoices[];
    static const UnitRow kUnits[];
};

const TextRow Words::kFields[] = {
    {"$.name", QT_TR_NOOP("Name"), QT_TR_NOOP("A name for this scenario")},
    {"$.notes", QT_TR_NOOP("Notes"),
     QT_TR_NOOP("Free text kept with the scenario and printed at the top of the report")},
    // ---- workload
    {"$.workload.kind", QT_TR_NOOP("Kind"),
     QT_TR_NOOP(
         "Training from scratch, fine-tuning, offline batch inference, an online service with a "
         "latency target, classic machine learning (trees, linear models) or data preparation "
         "(ETL)")},
    {"$.workload.framework", QT_TR_NOOP("Framework"),
     QT_TR_NOOP(
         "Sets conventions such as gradient precision, runtime memory and attention kernels")},
    {"$.workload.model", QT_TR_NOOP("Model"),
     QT_TR_NOOP("A preset, an imported configuration and the shape keys written beside them")},
    {"$.workload.model.preset", QT_TR_NOOP("Model"),
     QT_TR_NOOP("A model from the catalog; its shape fills step 2, where any field can be changed"),
     QT_TR_NOOP("Custom shape")},
    {"$.workload.model.hf_config", QT_TR_NOOP("Imported configuration"),
     QT_TR_NOOP("A model configuration (config.json) the shape was read from")},
    {"$.workload.model.architecture", QT_TR_NOOP("Architecture"),
     QT_TR_NOOP("The family of the model")},
    {"$.workload.model.params", QT_TR_NOOP("Parameters"),
     QT_TR_NOOP("Total parameters; empty means derived from the shape. Examples: 7B, 110M"),
     QT_TR_NOOP("derived from the shape")},
    {"$.workload.model.layers", QT_TR_NOOP("Layers"), QT_TR_NOOP("Transformer blocks"),
     QT_TR_NOOP("not given")},
    {"$.workload.model.hidden", QT_TR_NOOP("Hidden size"),
     QT_TR_NOOP("Width of the residual stream"), QT_TR_NOOP("not given")},
    {"$.workload.model.heads", QT_TR_NOOP("Attention heads"), QT_TR_NOOP("Query heads per layer"),
     QT_TR_NOOP("not given")},
    {"$.workload.model.kv_heads", QT_TR_NOOP("KV heads"),
     QT_TR_NOOP("Key/value heads (grouped-query attention); default: as many as heads"),
     QT_TR_NOOP("= heads")},
    {"$.workload.model.head_dim", QT_TR_NOOP("Head size"),
     QT_TR_NOOP("Width of one head; default: hidden / heads"), QT_TR_NOOP("hidden / heads")},
    {"$.workload.model.ffn_hidden", QT_TR_NOOP("FFN size"),
     QT_TR_NOOP("Width of the feed-forward layer; default: 4 × hidden"), QT_TR_NOOP("4 × hidden")},
    {"$.workload.model.vocab", QT_TR_NOOP("Vocabulary"), QT_TR_NOOP("Tokens in the vocabulary"),
     QT_TR_NOOP("not given")},
    {"$.workload.model.gated_ffn", QT_TR_NOOP("Gated FFN"),
     QT_TR_NOOP("SwiGLU-style feed-forward with three matrices (Llama, Mistral)")},
    {"$.workload.model.tied_embeddings", QT_TR_NOOP("Tied embeddings"),
     QT_TR_NOOP("The output head shares the input embedding matrix")},
    {"$.workload.model.flops_per_sample", QT_TR_NOOP("FLOPs per sample"),
     QT_TR_NOOP("Forward FLOPs of one sample, for models that are not transformers"),
     QT_TR_NOOP("not given")},
    {"$.workload.model.activation_bytes_per_sample", QT_TR_NOOP("Activations per sample"),
     QT_TR_NOOP("Training activations stored for one sample, in 16 bits"), QT_TR_NOOP("not given")},
    {"$.workload.model.grouped_conv_flops_share", QT_TR_NOOP("Grouped convolution FLOPs"),
     QT_TR_NOOP("Share of the forward FLOPs in grouped and depthwise convolutions (MobileNet, "
                "EfficientNet, RegNet, ConvNeXt); they run at the memory's rate"),
     QT_TR_NOOP("none")},
    {"$.workload.model.grouped_conv_bytes_share", QT_TR_NOOP("Grouped convolution bytes"),
     QT_TR_NOOP("Share of the bytes the layers read and write that grouped and depthwise "
                "convolutions move"),
     QT_TR_NOOP("none")},
    {"$.workload.precision", QT_TR_NOOP("Precision"),
     QT_TR_NOOP(
         "Number format of weights and compute; mixed keeps fp32 master weights for training")},
    {"$.workload.optimizer", QT_TR_NOOP("Optimizer"),
     QT_TR_NOOP("Its state per parameter: AdamW keeps two, 8-bit AdamW two small ones, SGD none")},
    {"$.workload.finetune.method", QT_TR_NOOP("Fine-tuning method"),
     QT_TR_NOOP("Full updates every weight; LoRA trains small adapters; QLoRA also stores the base "
                "in 4 bits")},
    {"$.workload.finetune.lora_rank", QT_TR_NOOP("LoRA rank"),
     QT_TR_NOOP("Rank r of each adapter")},
    {"$.workload.finetune.lora_targets", QT_TR_NOOP("LoRA targets"),
     QT_TR_NOOP("Which matrices get adapters")},
    {"$.workload.finetune.double_quant", QT_TR_NOOP("Double quantisation"),
     QT_TR_NOOP(
         "QLoRA: the quantisation constants are quantised too, which saves a little memory")},
    {"$.workload.finetune.paged_optimizer", QT_TR_NOOP("Paged optimizer"),
     QT_TR_NOOP(
         "Optimizer state in memory the driver moves to the CPU when the device runs short, "
         "outside PyTorch's allocator (bitsandbytes' paged optimizers); partly checked: on with "
         "QLoRA, off otherwise"),
     QT_TR_NOOP("on with QLoRA")},
    {"$.workload.batch_size", QT_TR_NOOP("Batch size"),
     QT_TR_NOOP(
         "Global batch in samples per optimizer step (training) or per pass (batch inference)")},
    {"$.workload.seq_len", QT_TR_NOOP("Sequence length"),
     QT_TR_NOOP("Tokens per sample in one pass; the model's default when set to default"),
     QT_TR_NOOP("model default")},
    {"$.workload.padding", QT_TR_NOOP("Padding"),
     QT_TR_NOOP(
         "How samples of different lengths fill a batch: padded to the sequence length, packed "
         "together, or run without padding")},
    {"$.workload.compile", QT_TR_NOOP("torch.compile"),
     QT_TR_NOOP(
         "Whether the model runs under torch.compile (default mode): fewer, fused kernels and "
         "little host work per step, after a one-off compilation at the start of the job")},
    {"$.workload.micro_batch_size", QT_TR_NOOP("Micro-batch"),
     QT_TR_NOOP(
         "Samples per device in one forward/backward pass; the rest is gradient accumulation"),
     QT_TR_NOOP("auto")},
    {"$.workload.activation_recompute", QT_TR_NOOP("Recompute activations"),
     QT_TR_NOOP(
         "Recomputing activations in the backward pass saves memory for about a third more compute "
         "(full)"),
     QT_TR_NOOP("auto")},
    {"$.workload.recompute_layers", QT_TR_NOOP("Layers recomputed"),
     QT_TR_NOOP("With full recomputation, how many of the model's layers recompute their "
                "activations (Megatron's recompute-num-layers; every second layer is half of "
                "them); empty means every layer"),
     QT_TR_NOOP("every layer")},
    {"$.workload.flash_attention", QT_TR_NOOP("Flash attention"),
     QT_TR_NOOP("Fused attention kernels that never store the sequence × sequence score matrix"),
     QT_TR_NOOP("auto")},
    {"$.workload.sharding", QT_TR_NOOP("Sharding"),
     QT_TR_NOOP(
         "ZeRO stage 1 shards optimizer state, 2 also gradients, 3 (FSDP) also weights, over the "
         "data-parallel devices; hybrid shards inside a node and replicates across nodes"),
     QT_TR_NOOP("auto")},
    {"$.workload.optimizer_implementation", QT_TR_NOOP("Optimizer kernels"),
     QT_TR_NOOP("How the optimizer updates the weights: one tensor at a time, all tensors at once "
                "(foreach) "
                "or in one fused kernel; changes the time of the update"),
     QT_TR_NOOP("auto")},
    {"$.workload.parallelism.tensor", QT_TR_NOOP("Tensor parallel"),
     QT_TR_NOOP("Devices that split each layer's matrices (inside one node)"), QT_TR_NOOP("auto")},
    {"$.workload.parallelism.pipeline", QT_TR_NOOP("Pipeline stages"),
     QT_TR_NOOP("Devices that each hold a slice of the layers"), QT_TR_NOOP("auto")},
    {"$.workload.parallelism.sequence_parallel", QT_TR_NOOP("Sequence parallel"),
     QT_TR_NOOP("Split norms and dropout along the sequence across the tensor-parallel group"),
     QT_TR_NOOP("auto")},
    {"$.workload.parallelism.interleave", QT_TR_NOOP("Interleaving"),
     QT_TR_NOOP("Virtual stages per device; shrinks the pipeline bubble"), QT_TR_NOOP("auto")},
    {"$.workload.parallelism.context", QT_TR_NOOP("Context parallel"),
     QT_TR_NOOP("Devices that each hold a slice of every sequence (ring attention), for long "
                "sequences; out of the data-parallel devices"),
     QT_TR_NOOP("none")},
    {"$.workload.parallelism.expert", QT_TR_NOOP("Expert parallel"),
     QT_TR_NOOP("Devices that each hold a share of the experts of a mixture-of-experts model"),
     QT_TR_NOOP("auto")},
    {"$.workload.parallelism.expert_dispatch", QT_TR_NOOP("Expert dispatch"),
     QT_TR_NOOP("How a token reaches its experts on other nodes: every routed copy on its own, or "
                "once per node and forwarded inside it (DeepEP)")},
    {"$.workload.fp32_gradients", QT_TR_NOOP("fp32 gradients"),
     QT_TR_NOOP(
         "Gradients kept in 32 bits under mixed precision; partly checked follows the framework"),
     QT_TR_NOOP("as the framework does")},
    {"$.workload.fused_kernels", QT_TR_NOOP("Fused kernels"),
     QT_TR_NOOP("The model's code runs a training stack's fused kernels (norms, attention and loss "
                "fused, as LLM Foundry, Transformer Engine or Megatron) instead of one kernel per "
                "operator as Hugging Face's modeling code does; partly checked follows the "
                "framework"),
     QT_TR_NOOP("as the framework does")},
    {"$.workload.fp8_weights", QT_TR_NOOP("FP8 weights"),
     QT_TR_NOOP(
         "Keep and gather the working copy of the weights in FP8, the master copy in 32 bits "
         "(Transformer Engine's FP8 parameters, torchao's float8 all-gather)")},
    {"$.workload.chunked_loss", QT_TR_NOOP("Chunked loss"),
     QT_TR_NOOP("Cross-entropy over the vocabulary a chunk of tokens at a time, so only the "
                "16-bit logits outlive the forward (torchtune's CEWithChunkedOutputLoss)")},
    {"$.workload.optimizer_in_backward", QT_TR_NOOP("Optimizer in backward"),
     QT_TR_NOOP("Each parameter is updated as soon as its gradient is made and the gradient "
                "freed, so the gradients are never all alive (torchtune's optimizer_in_bwd); "
                "without gradient accumulation")},
    {"$.workload.activation_offloading", QT_TR_NOOP("Activation offloading"),
     QT_TR_NOOP("What the layers keep for the backward waits in CPU memory, copied over PCIe "
                "behind the compute (torchtune's activation offloading)")},
    {"$.workload.dataset.samples", QT_TR_NOOP("Samples"),
     QT_TR_NOOP("Samples in the dataset (training) or to process (batch inference)")},
    {"$.workload.dataset.tokens_per_sample", QT_TR_NOOP("Tokens per sample"),
     QT_TR_NOOP("Tokens in one sample; empty means the sequence length"),
     QT_TR_NOOP("sequence length")},
    {"$.workload.dataset.epochs", QT_TR_NOOP("Epochs"), QT_TR_NOOP("Passes over the dataset"),
     nullptr, 2},
    {"$.workload.dataset.bytes_per_sample", QT_TR_NOOP("Bytes per sample"),
     QT_TR_NOOP(
         "Raw bytes read from storage for one sample (an image, a document); empty means derived"),
     QT_TR_NOOP("derived")},
    {"$.workload.serving.qps", QT_TR_NOOP("Peak load"),
     QT_TR_NOOP("Requests per second at the busiest time"), nullptr, 1},
    {"$.workload.serving.qps_low", QT_TR_NOOP("Quiet-hours load"),
     QT_TR_NOOP("Requests per second outside the peak hours; the day is then priced with replicas "
                "scaled between the two loads. 0 means the peak load all day"),
     QT_TR_NOOP("peak all day"), 1},
    {"$.workload.serving.peak_hours_per_day", QT_TR_NOOP("Peak hours a day"),
     QT_TR_NOOP("Hours a day at the peak load; the rest at the quiet-hours load"), nullptr, 1},
    {"$.workload.serving.min_replicas", QT_TR_NOOP("Fewest replicas"),
     QT_TR_NOOP("Autoscaling never goes below this many replicas")},
    {"$.workload.serving.scale_up_minutes", QT_TR_NOOP("Scale-up time"),
     QT_TR_NOOP("Minutes a new replica is billed before it serves (instance boot, image pull, "
                "model load), paid once a day for the replicas the peak adds"),
     nullptr, 1},
    {"$.workload.serving.concurrency", QT_TR_NOOP("Concurrent users"),
     QT_TR_NOOP("Clients that each send their next request when the answer arrives (a closed "
                "loop, as engine benchmarks run); 0 means the peak load above"),
     QT_TR_NOOP("use the peak load")},
    {"$.workload.serving.p95_ms", QT_TR_NOOP("p95 latency target"),
     QT_TR_NOOP(
         "95% of requests must finish within this time, queueing included; 0 means no target"),
     QT_TR_NOOP("no target")},
    {"$.workload.serving.ttft_p95_ms", QT_TR_NOOP("p95 time-to-first-token target"),
     QT_TR_NOOP("95% of requests must see their first token within this time; 0 means no target"),
     QT_TR_NOOP("no target")},
    {"$.workload.serving.tpot_p95_ms", QT_TR_NOOP("p95 time-per-token target"),
     QT_TR_NOOP("95% of requests must generate each further token within this time on average; "
                "0 means no target"),
     QT_TR_NOOP("no target"), 1},
    {"$.workload.serving.input_tokens", QT_TR_NOOP("Input tokens"),
     QT_TR_NOOP("Tokens in one request's prompt or input")},
    {"$.workload.serving.output_tokens", QT_TR_NOOP("Output tokens"),
     QT_TR_NOOP("Tokens generated per request (decoders); 0 for classification or embeddings")},
    {"$.workload.serving.fixed_output_length", QT_TR_NOOP("Fixed output length"),
     QT_TR_NOOP("Every request generates exactly the output tokens (as a benchmark that ignores "
                "end-of-sequence does); off: lengths vary around that mean")},
    {"$.workload.serving.input_length.distribution", QT_TR_NOOP("Prompt lengths"),
     QT_TR_NOOP("How prompts spread around the input tokens, which stay their mean: all alike, "
                "evenly over a range, log-normal, as a histogram, or geometric; empty means every "
                "prompt is the input tokens long"),
     QT_TR_NOOP("all alike")},
    {"$.workload.serving.input_length.min", QT_TR_NOOP("Shortest prompt"),
     QT_TR_NOOP("Uniform prompts: the shortest; the longest lies as far above the mean; 0 means "
                "not given"),
     QT_TR_NOOP("not given")},
    {"$.workload.serving.input_length.max", QT_TR_NOOP("Longest prompt"),
     QT_TR_NOOP("Uniform prompts: the longest; the shortest lies as far below the mean; 0 means "
                "not given"),
     QT_TR_NOOP("not given")},
    {"$.workload.serving.input_length.spread", QT_TR_NOOP("Prompt spread"),
     QT_TR_NOOP("Log-normal prompts: the standard deviation of the length's logarithm (sigma); "
                "0.5 to 1 is typical of chat"),
     nullptr, 2},
    {"$.workload.serving.input_length.buckets", QT_TR_NOOP("Prompt histogram"),
     QT_TR_NOOP("Histogram prompts: [tokens, weight] pairs, scaled together to the mean; empty "
                "means none"),
     QT_TR_NOOP("none")},
    {"$.workload.serving.output_length.distribution", QT_TR_NOOP("Answer lengths"),
     QT_TR_NOOP("How answers spread around the output tokens, which stay their mean: all alike, "
                "evenly over a range, log-normal, as a histogram, or geometric (stopping with the "
                "same chance at every token); empty means geometric, or all alike with a fixed "
                "output length"),
     QT_TR_NOOP("geometric, or fixed")},
    {"$.workload.serving.output_length.min", QT_TR_NOOP("Shortest answer"),
     QT_TR_NOOP("Uniform answers: the shortest; the longest lies as far above the mean; 0 means "
                "not given"),
     QT_TR_NOOP("not given")},
    {"$.workload.serving.output_length.max", QT_TR_NOOP("Longest answer"),
     QT_TR_NOOP("Uniform answers: the longest; the shortest lies as far below the mean; 0 means "
                "not given"),
     QT_TR_NOOP("not given")},
    {"$.workload.serving.output_length.spread", QT_TR_NOOP("Answer spread"),
     QT_TR_NOOP("Log-normal answers: the standard deviation of the length's logarithm (sigma)"),
     nullptr, 2},
    {"$.workload.serving.output_length.buckets", QT_TR_NOOP("Answer histogram"),
     QT_TR_NOOP("Histogram answers: [tokens, weight] pairs, scaled together to the mean; empty "
                "means none"),
     QT_TR_NOOP("none")},
    {"$.workload.serving.arrival_cv", QT_TR_NOOP("Burstiness of arrivals"),
     QT_TR_NOOP("Coefficient of variation of the gaps between requests at a rate: 1 is Poisson, "
                "above 1 bursty (Gamma gaps), below 1 more even"),
     nullptr, 2},
    {"$.workload.serving.trace_file", QT_TR_NOOP("Request trace"),
     QT_TR_NOOP("A CSV of arrival_s,prompt_tokens,output_tokens replayed instead of drawn "
                "arrivals and lengths, scaled to the rate when one is given; empty means none"),
     QT_TR_NOOP("none")},
    {"$.workload.serving.batch_window_ms", QT_TR_NOOP("Micro-batch window"),
     QT_TR_NOOP("How long the server waits to gather requests into one batch"), nullptr, 1},
    {"$.workload.serving.max_batch", QT_TR_NOOP("Largest batch"),
     QT_TR_NOOP("Most requests served together in one batch")},
    {"$.workload.serving.max_replicas", QT_TR_NOOP("Most replicas"),
     QT_TR_NOOP("Upper bound of autoscaling; set beside listed options, each option's devices are "
                "one replica and the planner adds replicas up to this many; empty means 64 "
                "without options and the listed devices as they are with them"),
     QT_TR_NOOP("64, or as listed")},
    {"$.workload.serving.kv_cache_dtype", QT_TR_NOOP("KV cache format"),
     QT_TR_NOOP("How the engine stores keys and values: as the weights, or in fp8 apart from "
                "16-bit weights (--kv-cache-dtype fp8), which holds twice the tokens")},
    {"$.workload.serving.memory_fraction", QT_TR_NOOP("Engine memory share"),
     QT_TR_NOOP("Share of device memory the serving engine takes for weights, activations and its "
                "KV cache (vLLM gpu_memory_utilization, SGLang mem_fraction_static, TensorRT-LLM "
                "free_gpu_memory_fraction); empty means the engine's default"),
     QT_TR_NOOP("engine default"), 2},
    {"$.workload.serving.max_batched_tokens", QT_TR_NOOP("Tokens per engine step"),
     QT_TR_NOOP("Most tokens one engine step carries, prompt chunks and decoded tokens together "
                "(max_num_batched_tokens); empty means the engine's default"),
     QT_TR_NOOP("engine default")},
    {"$.workload.serving.disaggregation", QT_TR_NOOP("Prefill and decode engines"),
     QT_TR_NOOP("off: every engine prefills and decodes; auto: the planner also tries prefill and "
                "decode on engines of their own and keeps the better; xPyD (2P1D): x prefill and "
                "y decode engines per replica, the prompt's KV cache sent between them; empty "
                "means off"),
     QT_TR_NOOP("off")},
    {"$.workload.serving.prefix_share", QT_TR_NOOP("Shared prompt prefix"),
     QT_TR_NOOP("Share of every prompt that all requests have in common (a system prompt, "
                "few-shot examples): the engine's prefix cache prefills it once and holds it once"),
     nullptr, 2},
    {"$.workload.serving.draft_tokens", QT_TR_NOOP("Speculative tokens"),
     QT_TR_NOOP("Tokens proposed for each sequence at every decode step and checked together by "
                "the model (speculative decoding); 0 is off")},
    {"$.workload.serving.acceptance_rate", QT_TR_NOOP("Acceptance rate"),
     QT_TR_NOOP("Chance that each proposed token is accepted; with k proposed tokens a step yields "
                "(1 − a^(k+1)) / (1 − a) tokens on average"),
     nullptr, 2},
    {"$.workload.serving.draft_params", QT_TR_NOOP("Draft model size"),
     QT_TR_NOOP("Parameters of the draft model that proposes the tokens; 0 when the proposals come "
                "from the prompt itself (n-gram lookup)")},
    {"$.workload.serving.hosted_api_usd_per_million_tokens", QT_TR_NOOP("Hosted API price"),
     QT_TR_NOOP("What a hosted API charges per million tokens, to compare with serving the model "
                "yourself; "
                "0 means no comparison"),
     QT_TR_NOOP("no comparison"), 2},
    {"$.workload.serving.tokens_per_month", QT_TR_NOOP("Tokens per month"),
     QT_TR_NOOP("Tokens served in a month, for the monthly cost; 0 means the peak load all month"),
     QT_TR_NOOP("peak load all month")},
    {"$.workload.classic_ml.algorithm", QT_TR_NOOP("Algorithm"),
     QT_TR_NOOP("For example xgboost_hist, xgboost_gpu_hist, lightgbm, logistic_regression, "
                "random_forest")},
    {"$.workload.classic_ml.rows", QT_TR_NOOP("Rows"), QT_TR_NOOP("Training rows")},
    {"$.workload.classic_ml.features", QT_TR_NOOP("Features"), QT_TR_NOOP("Columns per row")},
    {"$.workload.classic_ml.trees", QT_TR_NOOP("Trees"),
     QT_TR_NOOP("Boosting rounds or forest size")},
    {"$.workload.classic_ml.depth", QT_TR_NOOP("Depth"), QT_TR_NOOP("Maximum depth of each tree")},
    {"$.workload.data_prep.rows", QT_TR_NOOP("Rows"), QT_TR_NOOP("Rows the job reads")},
    {"$.workload.data_prep.bytes", QT_TR_NOOP("Data size"), QT_TR_NOOP("Bytes the job reads")},
    {"$.workload.data_prep.operation", QT_TR_NOOP("Operation"),
     QT_TR_NOOP("scan, filter, aggregate, join, sort or udf")},
    {"$.workload.pipeline.storage", QT_TR_NOOP("Storage"),
     QT_TR_NOOP("Where the training data is read from")},
    {"$.workload.pipeline.prep_ms_per_sample_per_core", QT_TR_NOOP("CPU prep per sample"),
     QT_TR_NOOP("Milliseconds of one CPU core to decode, augment or tokenise one sample; 0 means "
                "not modelled"),
     nullptr, 2},
    {"$.workload.pipeline.loader_workers", QT_TR_NOOP("Loader workers"),
     QT_TR_NOOP("Data-loader processes per device")},
    {"$.workload.pipeline.cache_local", QT_TR_NOOP("Cache on local NVMe"),
     QT_TR_NOOP("Keep remote data on the local disk after the first epoch")},
    // ---- compute
    {"$.compute.options", QT_TR_NOOP("Candidates"),
     QT_TR_NOOP("Tick the devices to compare; type the counts to try, separated by commas"),
     QT_TR_NOOP("every device in the catalog")},
    {"$.compute.pricing", QT_TR_NOOP("Pricing"),
     QT_TR_NOOP(
         "On-demand, spot (interruptible, cheaper), serverless (billed per second of activity) or "
         "reserved")},
    {"$.compute.include_estimated_prices", QT_TR_NOOP("Let estimated prices win"),
     QT_TR_NOOP(
         "Off: only a price read off a price list is recommended; an estimated spot or reserved "
         "price gives way to the on-demand list price, and where every option that fits rests on "
         "an estimate, nothing is recommended. On: estimates compete, and the answer says which "
         "figure is an estimate")},
    {"$.compute.region", QT_TR_NOOP("Region"),
     QT_TR_NOOP("The region the scenario is meant for, kept with it and shown in the report"),
     QT_TR_NOOP("none")},
    {"$.compute.spot.interruptions_per_day", QT_TR_NOOP("Interruptions"),
     QT_TR_NOOP("Expected spot interruptions per day of running"), nullptr, 2},
    {"$.compute.spot.checkpoint_minutes", QT_TR_NOOP("Checkpoint time"),
     QT_TR_NOOP("Minutes to write one checkpoint"), nullptr, 1},
    {"$.compute.spot.restart_minutes", QT_TR_NOOP("Restart time"),
     QT_TR_NOOP("Minutes to get capacity back and reload after an interruption"), nullptr, 1},
    {"$.compute.cluster.kind", QT_TR_NOOP("Cluster"),
     QT_TR_NOOP(
         "A classic cluster starts cold and bills while idle until it stops; serverless bills "
         "activity only")},
    {"$.compute.cluster.startup_minutes", QT_TR_NOOP("Start-up"),
     QT_TR_NOOP("Minutes for a cold start"), nullptr, 1},
    {"$.compute.cluster.idle_minutes_before_stop", QT_TR_NOOP("Idle before stop"),
     QT_TR_NOOP("Minutes a classic cluster keeps running (and billing) after the work ends")},
    // Three decimals: a monthly job runs 0.033 times a day, a yearly one 0.003.
    {"$.compute.cluster.runs_per_day", QT_TR_NOOP("Runs per day"),
     QT_TR_NOOP("How often the job runs; bursty use favours serverless"), nullptr, 3},
    // ---- constraints
    {"$.constraints.deadline_hours", QT_TR_NOOP("Deadline"),
     QT_TR_NOOP("The job must finish within this many hours; empty means no deadline"),
     QT_TR_NOOP("none")},
    {"$.constraints.budget_per_hour", QT_TR_NOOP("Budget per hour"),
     QT_TR_NOOP("The most to spend per hour for all devices together; empty means no limit"),
     QT_TR_NOOP("none")},
    {"$.constraints.budget_total", QT_TR_NOOP("Total budget"),
     QT_TR_NOOP("The most the whole job may cost; empty means no limit"), QT_TR_NOOP("none")},
    {"$.constraints.min_headroom", QT_TR_NOOP("Memory headroom"),
     QT_TR_NOOP(
         "Share of each device's memory kept free for fragmentation and spikes; an option that "
         "leaves less gets a warning"),
     nullptr, 2},
};

const ChoiceRow Words::kChoices[] = {
    {"$.workload.kind", "training", QT_TR_NOOP("Training")},
    {"$.workload.kind", "fine_tuning", QT_TR_NOOP("Fine-tuning")},
    {"$.workload.kind", "batch_inference", QT_TR_NOOP("Batch inference")},
    {"$.workload.kind", "online_serving", QT_TR_NOOP("Online serving")},
    {"$.workload.kind", "classic_ml", QT_TR_NOOP("Classic ML")},
    {"$.workload.kind", "data_prep", QT_TR_NOOP("Data preparation")},
    {"$.workload.model.architecture", "decoder", QT_TR_NOOP("Decoder (GPT, Llama)")},
    {"$.workload.model.architecture", "encoder", QT_TR_NOOP("Encoder (BERT, ViT)")},
    {"$.workload.model.architecture", "encoder_decoder", QT_TR_NOOP("Encoder–decoder (T5)")},
    {"$.workload.model.architecture", "cnn", QT_TR_NOOP("Convolutional network")},
    {"$.workload.model.architecture", "mlp", QT_TR_NOOP("Multi-layer perceptron")},
    {"$.workload.model.architecture", "gbdt", QT_TR_NOOP("Gradient-boosted trees")},
    {"$.workload.model.architecture", "linear", QT_TR_NOOP("Linear model")},
    {"$.workload.precision", "fp32", QT_TR_NOOP("fp32")},
    {"$.workload.precision", "tf32", QT_TR_NOOP("tf32")},
    {"$.workload.precision", "fp16_mixed", QT_TR_NOOP("fp16 mixed")},
    {"$.workload.precision", "bf16_mixed", QT_TR_NOOP("bf16 mixed")},
    {"$.workload.precision", "fp16", QT_TR_NOOP("fp16")},
    {"$.workload.precision", "bf16", QT_TR_NOOP("bf16")},
    {"$.workload.precision", "fp8", QT_TR_NOOP("fp8")},
    {"$.workload.precision", "int8", QT_TR_NOOP("int8")},
    {"$.workload.precision", "int4", QT_TR_NOOP("int4")},
    {"$.workload.precision", "nvfp4", QT_TR_NOOP("NVFP4 (Blackwell)")},
    {"$.workload.optimizer", "adamw", QT_TR_NOOP("AdamW")},
    {"$.workload.optimizer", "adamw_8bit", QT_TR_NOOP("AdamW 8-bit")},
    {"$.workload.optimizer", "sgd", QT_TR_NOOP("SGD")},
    {"$.workload.optimizer", "sgd_momentum", QT_TR_NOOP("SGD with momentum")},
    {"$.workload.optimizer", "adafactor", QT_TR_NOOP("Adafactor")},
    {"$.workload.optimizer", "lion", QT_TR_NOOP("Lion")},
    {"$.workload.optimizer_implementation", "per_tensor", QT_TR_NOOP("One tensor at a time")},
    {"$.workload.optimizer_implementation", "foreach", QT_TR_NOOP("Foreach")},
    {"$.workload.optimizer_implementation", "fused", QT_TR_NOOP("Fused")},
    {"$.workload.finetune.method", "full", QT_TR_NOOP("Full")},
    {"$.workload.finetune.method", "lora", QT_TR_NOOP("LoRA")},
    {"$.workload.finetune.method", "qlora", QT_TR_NOOP("QLoRA")},
    {"$.workload.finetune.lora_targets", "attention", QT_TR_NOOP("Attention only")},
    {"$.workload.finetune.lora_targets", "all_linear", QT_TR_NOOP("All linear layers")},
    {"$.workload.padding", "pad", QT_TR_NOOP("Padded")},
    {"$.workload.compile", "none", QT_TR_NOOP("Eager (not compiled)")},
    {"$.workload.compile", "default", QT_TR_NOOP("Compiled (default mode)")},
    {"$.workload.padding", "packed", QT_TR_NOOP("Packed")},
    {"$.workload.padding", "unpadded", QT_TR_NOOP("Without padding")},
    {"$.workload.activation_recompute", "none", QT_TR_NOOP("None")},
    {"$.workload.activation_recompute", "selective", QT_TR_NOOP("Selective (attention)")},
    {"$.workload.activation_recompute", "full", QT_TR_NOOP("Full")},
    {"$.workload.parallelism.expert_dispatch", "all_to_all", QT_TR_NOOP("Every copy on its own")},
    {"$.workload.serving.kv_cache_dtype", "auto", QT_TR_NOOP("As the weights")},
    {"$.workload.serving.input_length.distribution", "fixed", QT_TR_NOOP("All alike")},
    {"$.workload.serving.input_length.distribution", "uniform", QT_TR_NOOP("Uniform over a range")},
    {"$.workload.serving.input_length.distribution", "lognormal", QT_TR_NOOP("Log-normal")},
    {"$.workload.serving.input_length.distribution", "histogram", QT_TR_NOOP("Histogram")},
    {"$.workload.serving.input_length.distribution", "geometric", QT_TR_NOOP("Geometric")},
    {"$.workload.serving.output_length.distribution", "fixed", QT_TR_NOOP("All alike")},
    {"$.workload.serving.output_length.distribution", "uniform",
     QT_TR_NOOP("Uniform over a range")},
    {"$.workload.serving.output_length.distribution", "lognormal", QT_TR_NOOP("Log-normal")},
    {"$.workload.serving.output_length.distribution", "histogram", QT_TR_NOOP("Histogram")},
    {"$.workload.serving.output_length.distribution", "geometric", QT_TR_NOOP("Geometric")},
    {"$.workload.serving.kv_cache_dtype", "fp16", QT_TR_NOOP("fp16")},
    {"$.workload.serving.kv_cache_dtype", "bf16", QT_TR_NOOP("bf16")},
    {"$.workload.serving.kv_cache_dtype", "fp8", QT_TR_NOOP("fp8 (half of 16 bits)")},
    {"$.workload.parallelism.expert_dispatch", "node_dedup", QT_TR_NOOP("Once per node (DeepEP)")},
    {"$.workload.sharding", "none", QT_TR_NOOP("None")},
    {"$.workload.sharding", "zero1", QT_TR_NOOP("ZeRO-1")},
    {"$.workload.sharding", "zero2", QT_TR_NOOP("ZeRO-2")},
    {"$.workload.sharding", "zero3", QT_TR_NOOP("ZeRO-3 / FSDP")},
    {"$.workload.sharding", "zero3_hybrid", QT_TR_NOOP("Hybrid (shard in a node)")},
    {"$.workload.pipeline.storage", "object_store", QT_TR_NOOP("Object store")},
    {"$.workload.pipeline.storage", "local_nvme", QT_TR_NOOP("Local NVMe")},
    {"$.workload.pipeline.storage", "network_fs", QT_TR_NOOP("Network file system")},
    {"$.workload.pipeline.storage", "memory", QT_TR_NOOP("In memory")},
    {"$.compute.pricing", "on_demand", QT_TR_NOOP("On-demand")},
    {"$.compute.pricing", "spot", QT_TR_NOOP("Spot")},
    {"$.compute.pricing", "serverless", QT_TR_NOOP("Serverless")},
    {"$.compute.pricing", "reserved", QT_TR_NOOP("Reserved (1 year)")},
    {"$.compute.cluster.kind", "classic", QT_TR_NOOP("Classic")},
    {"$.compute.cluster.kind", "serverless", QT_TR_NOOP("Serverless")},
};

// Product names read the same in every language.
struct ProductName {
    std::string_view name;
    const char* text;
};
constexpr ProductName kFrameworks[] = {
    {"pytorch", "PyTorch"},     {"hf_trainer", "Hugging Face Trainer"},
    {"deepspeed", "DeepSpeed"}, {"megatron", "Megatron-LM"},
    {"vllm", "vLLM"},           {"llama_cpp", "llama.cpp"},
    {"tensorrt", "TensorRT"},   {"xgboost", "XGBoost"},
    {"spark", "Spark"},         {"sglang", "SGLang"},
};

const UnitRow Words::kUnits[] = {
    {"samples", QT_TR_NOOP("samples"), QT_TR_N_NOOP("%n sample(s)")},
    {"tokens", QT_TR_NOOP("tokens"), QT_TR_N_NOOP("%n token(s)")},
    {"requests", QT_TR_NOOP("requests"), QT_TR_N_NOOP("%n request(s)")},
    {"parameters", QT_TR_NOOP("parameters")},
    {"rows", QT_TR_NOOP("rows")},
    {"req/s", QT_TR_NOOP("req/s")},
    {"ms", QT_TR_NOOP("ms")},
    {"min", QT_TR_NOOP("min")},
    {"h", QT_TR_NOOP("h")},
    {"per day", QT_TR_NOOP("per day")},
    {"B", QT_TR_NOOP("B")},
    {"FLOP", QT_TR_NOOP("FLOP")},
    {"USD", QT_TR_NOOP("USD")},
    {"USD/h", QT_TR_NOOP("USD/h")},
};

QString qs(std::string_view s) {
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

// A number in the unit the table gives it, written as the report writes money, time and sizes.
QString numberText(const ScenarioField& f, double v) {
    // Typed in US dollars and kept so in the file; the display currency's figure goes beside.
    if (f.unit == "USD")
        return numfmt::usdWithMoney(v);
    if (f.unit == "USD/h")
        return numfmt::usdWithMoney(v, true);
    if (f.unit == "h")
        return numfmt::hours(v);
    if (f.unit == "B")
        return numfmt::gib(v);
    const QString n = f.kind == FieldKind::Integer ? QLocale().toString(qint64(v))
                      : typedAsAmount(f)           ? numfmt::bigNumber(v)
                                                   : numfmt::number(v, fieldText(f.path).decimals);
    const QString unit = unitText(f.unit, int(std::min(v, 1e9)));
    return unit.isEmpty() ? n : n + QLatin1Char(' ') + unit;
}

} // namespace

FieldText fieldText(std::string_view path) {
    for (const TextRow& r : Words::kFields)
        if (r.path == path)
            return {Words::tr(r.label), Words::tr(r.tip),
                    r.special ? Words::tr(r.special) : QString(), r.decimals};
    return {};
}

QString choiceText(std::string_view path, std::string_view name) {
    if (path == "$.workload.framework")
        for (const ProductName& p : kFrameworks)
            if (p.name == name)
                return QString::fromUtf8(p.text);
    for (const ChoiceRow& r : Words::kChoices)
        if (r.path == path && r.name == name)
            return Words::tr(r.text);
    return {};
}

QString choiceLabel(std::string_view path, std::string_view name) {
    const QString words = choiceText(path, name);
    return words.isEmpty() ? qs(name) : words;
}

QString unitText(std::string_view unit) {
    for (const UnitRow& r : Words::kUnits)
        if (r.unit == unit)
            return Words::tr(r.text);
    return qs(unit);
}

QString unitText(std::string_view unit, int count) {
    for (const UnitRow& r : Words::kUnits)
        if (r.unit == unit && r.numerus) {
            // The plural form without its number: "4 samples" → "samples".
            const QString full = Words::tr(r.numerus, nullptr, count);
            const QString number = QString::number(count); // %n is written without separators
            const qsizetype at = full.indexOf(number);
            return (at >= 0 ? full.left(at) + full.mid(at + number.size()) : full).trimmed();
        }
    return unitText(unit);
}

bool typedAsAmount(const ScenarioField& f) {
    // A spin box shows up to eight digits readably (kTokens, 1.7e7, is the widest so shown).
    constexpr double kSpinMax = 1e8;
    return f.kind == FieldKind::Real && (f.optional || f.rule.max > kSpinMax);
}

QString fieldValueText(const ScenarioField& f, const Scenario& s) {
    const FieldText words = fieldText(f.path);
    const QString absent = words.special.isEmpty() ? Words::tr("none") : words.special;
    if (f.kind == FieldKind::Text) {
        const std::string v = f.text ? f.text(s) : std::string();
        // A model no preset names is called by its own name (an imported config's) if it has one.
        if (v.empty() && f.path == "$.workload.model.preset" && !s.workload.model.name.empty())
            return QString::fromStdString(s.workload.model.name);
        return v.empty() ? absent : QString::fromStdString(v);
    }
    if (f.kind == FieldKind::List && f.path == "$.compute.options") {
        QStringList parts;
        for (const ComputeOption& o : s.compute.options)
            parts << Words::tr("%1× %2").arg(o.count).arg(QString::fromStdString(o.device));
        return parts.isEmpty() ? absent : parts.join(QStringLiteral(", "));
    }
    const std::optional<double> v = f.get ? f.get(s) : std::nullopt;
    if (!v)
        return absent;
    // A share of memory kept free reads as a percentage ("10%"), not as "0.10".
    if (f.path == "$.constraints.min_headroom")
        return numfmt::percent(*v);
    if (f.kind == FieldKind::Choice)
        return choiceLabel(f.path, f.choices()[std::size_t(*v)]);
    if (f.kind == FieldKind::Flag)
        return *v != 0 ? Words::tr("yes") : Words::tr("no");
    // The lowest value of a field with words for it reads as those words ("model default").
    if (!f.optional && *v == f.rule.min && !words.special.isEmpty())
        return words.special;
    return numberText(f, *v);
}

QString modelSizeLabel() {
    return Words::tr("Size");
}

QString modelSizeText(const Plan& plan) {
    QString text = plan.params > 0 ? Words::tr("%1 parameters").arg(numfmt::bigNumber(plan.params))
                                   : QString();
    if (plan.activeParams > 0 && plan.activeParams < plan.params * 0.999)
        text += Words::tr(", %1 active per token").arg(numfmt::bigNumber(plan.activeParams));
    if (plan.kvCacheBytesPerToken > 0)
        text += Words::tr("; KV cache %1 KiB per token")
                    .arg(numfmt::number(plan.kvCacheBytesPerToken / 1024, 1));
    return text;
}

QString fieldErrorLines(const QString& file, const std::vector<FieldError>& errors) {
    QStringList lines;
    for (const FieldError& e : errors)
        lines << QCoreApplication::translate("rightsize::ui::MainWindow", "%1: %2: %3")
                     .arg(file, QString::fromStdString(e.path), QString::fromStdString(e.message));
    return lines.join(QLatin1Char('\n'));
}

} // namespace rightsize::ui
