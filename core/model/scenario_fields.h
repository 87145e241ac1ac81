#pragma once

#include "core/model/enums.h"
#include "core/model/scenario.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rightsize {

// One entry per field of a scenario file: the single description the reader's range checks,
// the editor's widgets, the report's input table, the tests and docs/scenario-format.md all use.
// The limits themselves and their reasons live in core/model/field_limits.h; the words (labels,
// tooltips) in the UI.

enum class FieldKind {
    Integer, // a whole number
    Real,    // a number
    Flag,    // true or false
    Choice,  // one of a fixed set of names (core/model/enums.h)
    Text,    // free text or an id
    List,    // compute.options
    Object,  // workload.model: a preset, an imported config and shape keys
};

// The range a number must fall in: min ≤ value ≤ max, or min < value ≤ max when exclusive.
struct FieldRule {
    double min = 0;
    double max = 0;
    bool exclusive = false;
    // > 0: the smallest value besides 0 (which means "not given"). A rate or a count of tokens
    // closer to 0 than this is no load the plan could print, only a way to overflow its sums.
    double least = 0;
};

// When a field matters for the plan (the editor shows it, the report lists it): each condition
// set must hold, so `Training | Transformer` is a transformer being trained. A file may give any
// field at any time; one that does not apply is kept but not used.
enum class FieldApplies : unsigned {
    Always = 0,
    Deep = 1u << 0,        // every kind but classic ML and data preparation
    Transformer = 1u << 1, // a deep workload whose architecture is not a CNN or MLP
    NotTransformer =
        1u << 2,        // a deep workload on a CNN or MLP (FLOPs and activations given directly)
    Training = 1u << 3, // training and fine-tuning
    FineTuning = 1u << 4,
    Adapters = 1u << 5,     // fine-tuning with LoRA or QLoRA
    ReadsDataset = 1u << 6, // training, fine-tuning and batch inference
    Inference = 1u << 7,    // batch inference and online serving
    Serving = 1u << 8,      // online serving
    Job = 1u << 9,          // every kind but online serving: work that finishes
    ClassicMl = 1u << 10,
    DataPrep = 1u << 11,
    Spot = 1u << 12,           // compute.pricing is spot
    ClassicCluster = 1u << 13, // compute.cluster.kind is classic (it idles before it stops)
    PipelineSplit = 1u << 14,  // pipeline stages not pinned to 1 (interleaving needs stages)
    TensorSplit = 1u << 15, // tensor parallelism not pinned to 1 (sequence parallelism splits it)
    Experts = 1u << 16,     // a model that routes tokens to experts (mixture of experts)
    QLora = 1u << 17,       // fine-tuning with QLoRA (a 4-bit base)
    Speculative = 1u << 18, // speculative decoding on: draft_tokens above 0
    Fp8Compute = 1u << 19,  // precision fp8: the linear layers multiply in FP8
};
constexpr FieldApplies operator|(FieldApplies a, FieldApplies b) {
    return FieldApplies(unsigned(a) | unsigned(b));
}

struct ScenarioField {
    std::string_view path; // "$.workload.finetune.lora_rank"
    FieldKind kind;
    std::string_view unit; // "tokens", "min", "USD/h", or empty
    FieldRule rule;        // numbers only
    bool optional;         // absent means "none", "derived" or "the planner's choice"
    FieldApplies applies;
    // Numbers, flags (0/1) and choices (the enum's value); nullopt is "absent". Null for text,
    // lists and objects.
    std::optional<double> (*get)(const Scenario&);
    void (*set)(Scenario&, std::optional<double>);
    // Choices only: the names a file may write, in the enum's order.
    std::vector<std::string_view> (*choices)() = nullptr;
    // Text only: the field as a string and back.
    std::string (*text)(const Scenario&) = nullptr;
    void (*setText)(Scenario&, std::string) = nullptr;

    bool isNumber() const { return kind == FieldKind::Integer || kind == FieldKind::Real; }
    // The value a scenario has when the file leaves the field out.
    std::optional<double> defaultValue() const;
};

const std::vector<ScenarioField>& scenarioFields();
// The field at a path, or null.
const ScenarioField* scenarioField(std::string_view path);

// Whether a number keeps the rule, and the rule in words ("a whole number from 1 to 65536").
bool ruleAccepts(const FieldRule& rule, double value);
std::string ruleText(const ScenarioField& field);

// The table as Markdown rows (path, kind, unit, allowed values, default, applies to): the body of
// the field table in docs/scenario-format.md, which tests/core/test_scenario_fields keeps current.
std::string scenarioFieldsMarkdown();

// Whether every condition of `applies` holds for the scenario: the one rule on which fields
// matter, used by the editor, the report and the docs.
bool fieldApplies(FieldApplies applies, const Scenario& scenario);
bool fieldApplies(const ScenarioField& field, const Scenario& scenario);
std::string appliesText(FieldApplies applies); // "training and fine_tuning; not cnn or mlp"

// The kinds of workload, in one place.
bool isTrainingKind(WorkloadKind kind);
bool isDeepKind(WorkloadKind kind);
bool readsDatasetKind(WorkloadKind kind);
bool isInferenceKind(WorkloadKind kind); // batch inference and online serving
bool isTransformerArchitecture(Architecture architecture);

} // namespace rightsize
