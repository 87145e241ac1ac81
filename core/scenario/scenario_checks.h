#pragma once

#include "core/model/catalog.h"
#include "core/model/estimates.h"
#include "core/model/field_error.h"
#include "core/model/scenario.h"
#include "core/scenario/scenario_io.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rightsize {

// Rules between fields that are each fine on their own. The scenario reader refuses a file that
// breaks one and the editor refuses the edit that would break one, so the window never holds a
// scenario that its own file could not be read back from.
enum class ScenarioCheck {
    MicroBatchOverBatch, // a per-device micro-batch larger than the global batch
    BatchOverSamples,    // one step would need more samples than the dataset has
    SeqLenOverContext,   // sequences longer than the model has positions for
};

struct ScenarioProblem {
    ScenarioCheck check;
    std::string path;  // the field the rule names first ("$.workload.batch_size")
    std::string other; // the field it is compared with
    double value = 0;  // what that field holds
    double limit = 0;  // the most it may hold, set by the other field
};

// The problems of a scenario, in a fixed order. `catalog` resolves a model named only by its
// preset; without it such a model's context is not known and not checked.
std::vector<ScenarioProblem> checkScenario(const Scenario& scenario,
                                           const Catalog* catalog = nullptr);

// The longest sequence a model can take, in tokens; 0 when not known.
int modelContextLength(const ModelShape& shape);

// English text of a problem for files and the command line ("must not exceed ...").
std::string problemMessage(const ScenarioProblem& problem);
std::vector<FieldError> problemErrors(const std::vector<ScenarioProblem>& problems);

// The global batch a layout really runs when it differs from the scenario's batch size: every
// data-parallel device takes at least one sample per step, so 8 devices turn a batch of 5 into 8.
std::optional<int> globalBatchRun(const Workload& workload, const Layout& layout);

// What makes a plan impossible as a whole, asked of the planner's own workload resolution so the
// two never disagree: a model with no size, an unknown preset, query heads that do not split
// into the KV groups of the merged shape, unknown devices or empty counts in compute.options.
std::vector<FieldError> planningErrors(const Scenario& scenario, const Catalog& catalog);

// The one check every door applies before it accepts a scenario (`rightsize estimate` and
// `report`, `rightsize scenarios import`, the window's open and import), so that no door keeps a
// file another refuses: parseScenario with the catalog (which applies checkScenario), then
// planningErrors. `document` is set only when both pass.
ScenarioLoadResult parseAndCheckScenario(std::string_view text, const Catalog& catalog,
                                         const std::string& baseDir = {});

// The size of work a job kind cannot be planned without, when the document leaves it out or at
// zero: a training, fine-tuning or batch job's samples, a classic-ML job's rows, a serving job's
// load (a rate or clients), a data-preparation job's rows or bytes. The reader accepts such a file
// (the editor saves a new job before its size is typed, and a library keeps it), but a command
// asked to plan it refuses it with this error rather than price a run of nothing.
std::optional<FieldError> missingSizeOfWork(const ScenarioDocument& document);

} // namespace rightsize
