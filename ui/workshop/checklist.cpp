#include "ui/workshop/checklist.h"

#include "ui/charts/chart_registry.h"
#include "ui/workshop/workshop_host.h"

#include <algorithm>

namespace rightsize::ui::workshop {

ChecklistStep Checklist::step(int index, WorkloadKind kind) {
    const bool serving = kind == WorkloadKind::OnlineServing;
    ChecklistStep s;
    s.index = std::clamp(index, 0, kChecklistSteps - 1);
    switch (s.index) {
    case 0:
        s.title = tr("Identify the workload");
        s.question = tr("Is it training or inference, a batch job or an online service? What are "
                        "the peak requests per second and the latency target?");
        s.rule =
            tr("The kind of job decides which numbers matter: a batch job is judged by hours and "
               "total cost, an online service by p95 latency at peak load and the cost per hour.");
        s.mistake = tr("Sizing an API as if it were a batch job: its throughput looks fine while "
                       "the slowest requests miss the target.");
        s.signal = tr("The planner flags a missed latency target at the peak rate.");
        s.fields = {tr("Kind"), tr("Model preset"), tr("Peak requests/s"), tr("p95 target")};
        s.chartId = kChartRecommendation;
        break;
    case 1:
        s.title = tr("Estimate memory");
        s.question = tr("How much memory per device do the weights, gradients, optimizer state, "
                        "activations and KV cache need?");
        s.rule = tr("Precision, batch and sequence length drive the total. Keep at least 10% free; "
                    "if it does not fit, lower the batch or the precision, shard the model or take "
                    "a larger device.");
        s.mistake = tr("Ignoring memory until the job crashes: out of memory, or so little "
                       "headroom that a longer input breaks it.");
        s.signal = tr("Red bars past the capacity line, or a low-headroom warning under 10%.");
        s.fields = {tr("Parameters"), tr("Precision"), tr("Batch size"), tr("Sequence length"),
                    tr("Recomputation")};
        s.chartId = chartKey(ChartId::Memory);
        break;
    case 2:
        s.title = tr("Pick compute");
        s.question = tr("Does the work suit a GPU (dense arithmetic over many values) or a CPU "
                        "(branches, joins, modest data)?");
        s.rule = tr("Deep networks go to GPUs; classic ML and control-heavy code go to CPUs; mixed "
                    "flows use both. Estimate both rather than assume: large tree ensembles can "
                    "gain on a GPU too.");
        s.mistake = tr("Over-buying: a big GPU for a small model at low traffic sits mostly idle.");
        s.signal = tr("Predicted GPU utilisation under 20% (over-buying), or a compute-optimised "
                      "CPU for memory-bound work.");
        s.fields = {tr("Candidate devices"), tr("Device counts")};
        s.chartId = chartKey(ChartId::TimeCost);
        break;
    case 3:
        s.title = tr("Right-size");
        s.question = tr("Which is the smallest option that fits and meets the deadline, the "
                        "latency target and the budget?");
        s.rule =
            tr("Compare the total cost of the job (price per hour × hours), not the hourly price: "
               "a faster, dearer device can cost less overall. Leave headroom for peaks and SLOs.");
        s.mistake = tr("Choosing by hourly price alone, or running past a platform's time cap "
                       "without checkpoints.");
        s.signal = tr("A missed deadline or budget, or a run longer than the platform allows.");
        s.fields = {tr("Deadline"), tr("Budget per hour"), tr("Total budget"), tr("Pricing mode")};
        s.chartId = serving ? chartKey(ChartId::Serving) : chartKey(ChartId::TimeCost);
        break;
    case 4:
        s.title = tr("Optimise");
        s.question = tr("What makes the chosen option faster or cheaper without new hardware?");
        s.rule = tr("Mixed precision, micro-batching for serving, more data-loader workers and "
                    "prefetch, quantisation for inference, and caching remote data on local NVMe.");
        s.mistake = tr("Starving the GPU with a slow CPU data pipeline, or serving on a GPU one "
                       "request at a time.");
        s.signal = tr("A CPU-bound pipeline (supply below what the GPU consumes) or no batching "
                      "window on a GPU service.");
        s.fields = {tr("Mixed precision"), tr("Micro-batch"), tr("Loader workers"),
                    tr("Batch window")};
        s.chartId = serving ? chartKey(ChartId::Serving) : chartKey(ChartId::Pipeline);
        break;
    }
    return s;
}

} // namespace rightsize::ui::workshop
