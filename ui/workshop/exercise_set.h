#pragma once

#include "core/model/catalog.h"
#include "core/model/estimates.h"
#include "core/model/scenario.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace rightsize::ui::workshop {

inline constexpr char kExerciseFormat[] = "rightsize-exercises";
inline constexpr int kExerciseVersion = 1;

// How the planner's answer becomes one of the choices. The key is never a stored constant:
// the rule is applied to a fresh plan every time, so exercises and estimates cannot drift apart
// unnoticed.
enum class GradingRule {
    DeviceKind,       // "cpu" or "gpu": the kind of device the plan recommends
    MemoryTier,       // the smallest tier that holds the plan's memory per device with headroom
    MeetsConstraints, // "yes_gpu", "yes_cpu" or "no": can any option meet every constraint?
};

QString gradingRuleName(GradingRule rule);
std::optional<GradingRule> parseGradingRule(const QString& name);

struct ExerciseChoice {
    QString label;          // what the learner sees
    QString value;          // what the grading rule yields for this choice
    double capacityGib = 0; // memory tiers only; 0 marks the open top tier ("40+ GB")

    bool operator==(const ExerciseChoice&) const = default;
};

struct Exercise {
    QString id;
    QString group; // "cpu_or_gpu", "memory_tier", "mini_challenge" or a teacher's own
    QString title;
    QString question;
    QString presetId;     // a scenario preset of the catalog …
    QJsonObject scenario; // … or a whole scenario file inside the exercise (shareable)
    QList<ExerciseChoice> choices;
    GradingRule rule = GradingRule::DeviceKind;
    double headroom = 0.10; // memory tiers: the share of the tier that must stay free
    QString expected;       // the teacher's key, a choice value; tests hold it to the planner
    QString note;           // optional remark shown after the reveal

    int choiceIndex(const QString& value) const;
    bool operator==(const Exercise&) const = default;
};

struct ExerciseSet {
    QString title;
    QList<Exercise> exercises;

    const Exercise* find(const QString& id) const;
    bool operator==(const ExerciseSet&) const = default;
};

// `set` is present only when `errors` is empty: a file with any bad exercise is refused whole,
// so a room never meets a half-loaded set.
struct ExerciseLoadResult {
    std::optional<ExerciseSet> set;
    QStringList errors; // "exercises[2].choices: …"
};

// With a catalog, preset ids and embedded scenarios are checked as well.
ExerciseLoadResult parseExerciseSet(const QByteArray& json, const Catalog* catalog = nullptr);
ExerciseLoadResult loadExerciseFile(const QString& path, const Catalog* catalog = nullptr);
ExerciseLoadResult loadBuiltinExercises(const Catalog* catalog = nullptr);
// The resource path of the built-in set.
QString builtinExercisesPath();

QByteArray serializeExerciseSet(const ExerciseSet& set);
bool saveExerciseFile(const ExerciseSet& set, const QString& path, QString* error = nullptr);

// The planner's answer to one exercise, with what the reveal needs to show.
struct ExerciseGrade {
    bool ok = false;
    QString error;
    Scenario scenario;
    QString scenarioTitle;
    Plan plan;
    QString answer; // the choice value the plan maps to
    int answerIndex = -1;
    double memoryNeedBytes = 0; // memory tiers: bytes per device the tier must hold
};

ExerciseGrade gradeExercise(const Exercise& exercise, const Catalog& catalog);

// The scenario an exercise refers to, parsed with the catalog; empty with `error` set on failure.
std::optional<Scenario> exerciseScenario(const Exercise& exercise, const Catalog& catalog,
                                         QString* error = nullptr);

} // namespace rightsize::ui::workshop
