#include "ui/workshop/exercise_set.h"

#include "core/estimate/planner.h"
#include "core/scenario/scenario_io.h"
#include "ui/widgets/write_output.h"
#include "ui/workshop/workshop_resources.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QLocale>
#include <QSet>
#include <cmath>
#include <functional>

namespace rightsize::ui::workshop {
namespace {

// The messages of this file, translated under one context.
class ExerciseText {
    Q_DECLARE_TR_FUNCTIONS(ExerciseText)
public:
    static QString at(const QString& path, const QString& message) {
        return tr("%1: %2").arg(path, message);
    }
};

constexpr double kGib = 1024.0 * 1024.0 * 1024.0;
// Exercise files are small; anything larger is not an exercise file.
constexpr qint64 kMaxExerciseFileBytes = 4 * 1024 * 1024;

QString str(const QJsonObject& o, const char* key) {
    return o.value(QLatin1String(key)).toString();
}

QString fieldErrorsText(const std::vector<FieldError>& errors) {
    QStringList parts;
    for (const auto& e : errors)
        parts << QStringLiteral("%1 %2").arg(QString::fromStdString(e.path),
                                             QString::fromStdString(e.message));
    return parts.join(QStringLiteral("; "));
}

// Reports a problem with a field of the exercise ("" for the exercise itself).
using Fail = std::function<void(const QString& field, const QString& message)>;

void parseExerciseCase(const QJsonObject& o, const Catalog* catalog, Exercise& ex,
                       const Fail& fail) {
    // The case: a catalog preset or an embedded scenario, exactly one of them.
    const bool hasPreset = o.contains(QLatin1String("preset"));
    const bool hasScenario = o.contains(QLatin1String("scenario"));
    if (hasPreset == hasScenario) {
        fail({}, ExerciseText::tr("give either \"preset\" (a scenario preset id) or \"scenario\" "
                                  "(a scenario object), not both or neither"));
    } else if (hasPreset) {
        ex.presetId = str(o, "preset");
        if (catalog && !ex.presetId.isEmpty() && !catalog->scenario(ex.presetId.toStdString()))
            fail(QStringLiteral("preset"),
                 ExerciseText::tr("no scenario preset with the id \"%1\"").arg(ex.presetId));
    } else if (!o.value(QLatin1String("scenario")).isObject()) {
        fail(QStringLiteral("scenario"), ExerciseText::tr("expected a scenario object"));
    } else {
        ex.scenario = o.value(QLatin1String("scenario")).toObject();
        if (catalog) {
            const QByteArray text = QJsonDocument(ex.scenario).toJson(QJsonDocument::Compact);
            const auto loaded = parseScenario(
                std::string_view(text.constData(), std::size_t(text.size())), catalog);
            if (!loaded.document)
                fail(QStringLiteral("scenario"), fieldErrorsText(loaded.errors));
        }
    }
}

void parseExerciseChoices(const QJsonObject& o, const QString& ruleName, bool ruleKnown,
                          Exercise& ex, const Fail& fail) {
    const QJsonValue choicesValue = o.value(QLatin1String("choices"));
    const QJsonArray choices = choicesValue.toArray();
    if (!choicesValue.isArray() || choices.size() < 2 || choices.size() > 6) {
        fail(QStringLiteral("choices"), ExerciseText::tr("expected a list of 2 to 6 choices"));
        return;
    }
    QSet<QString> values;
    double lastCapacity = 0;
    for (qsizetype i = 0; i < choices.size(); ++i) {
        const QString cpath = QStringLiteral("choices[%1]").arg(i);
        const QJsonObject c = choices.at(i).toObject();
        ExerciseChoice choice;
        choice.label = str(c, "label");
        choice.value = str(c, "value");
        if (!choices.at(i).isObject() || choice.label.trimmed().isEmpty() ||
            choice.value.trimmed().isEmpty()) {
            fail(cpath,
                 ExerciseText::tr("expected an object with a non-empty \"label\" and \"value\""));
            continue;
        }
        if (values.contains(choice.value))
            fail(cpath + QStringLiteral(".value"),
                 ExerciseText::tr("the value \"%1\" is used twice").arg(choice.value));
        values.insert(choice.value);
        if (ex.rule == GradingRule::MemoryTier) {
            const QJsonValue cap = c.value(QLatin1String("capacity_gib"));
            const bool last = i == choices.size() - 1;
            if (cap.isNull() || cap.isUndefined()) {
                if (!last)
                    fail(cpath + QStringLiteral(".capacity_gib"),
                         ExerciseText::tr("only the last tier may be open-ended"));
            } else if (!cap.isDouble() || cap.toDouble() <= lastCapacity ||
                       !std::isfinite(cap.toDouble())) {
                fail(cpath + QStringLiteral(".capacity_gib"),
                     ExerciseText::tr(
                         "expected tiers in GiB, growing from the first choice to the last"));
            } else {
                choice.capacityGib = cap.toDouble();
                lastCapacity = choice.capacityGib;
            }
        }
        ex.choices.push_back(choice);
    }
    // Every answer the rule can give must be a choice the learner could pick.
    QStringList needed;
    if (ex.rule == GradingRule::DeviceKind)
        needed = {QStringLiteral("cpu"), QStringLiteral("gpu")};
    else if (ex.rule == GradingRule::MeetsConstraints)
        needed = {QStringLiteral("yes_cpu"), QStringLiteral("yes_gpu"), QStringLiteral("no")};
    for (const QString& v : needed)
        if (ruleKnown && !values.contains(v))
            fail(QStringLiteral("choices"),
                 ExerciseText::tr("the rule \"%1\" needs a choice with the value \"%2\"")
                     .arg(ruleName, v));
    if (!ex.expected.isEmpty() && !values.contains(ex.expected))
        fail(QStringLiteral("expected"),
             ExerciseText::tr("\"%1\" is not the value of any choice").arg(ex.expected));
}

void parseExercise(const QJsonValue& value, const QString& path, const Catalog* catalog,
                   QSet<QString>& ids, Exercise& ex, QStringList& errors) {
    const Fail fail = [&](const QString& field, const QString& message) {
        errors << ExerciseText::at(field.isEmpty() ? path : path + QLatin1Char('.') + field,
                                   message);
    };
    if (!value.isObject()) {
        fail({}, ExerciseText::tr("expected an object"));
        return;
    }
    const QJsonObject o = value.toObject();
    for (const char* key : {"id", "title", "question", "expected"}) {
        if (!o.value(QLatin1String(key)).isString() || str(o, key).trimmed().isEmpty())
            fail(QLatin1String(key), ExerciseText::tr("expected a non-empty text"));
    }
    ex.id = str(o, "id");
    ex.group = str(o, "group");
    ex.title = str(o, "title");
    ex.question = str(o, "question");
    ex.expected = str(o, "expected");
    ex.note = str(o, "note");
    for (const char* key : {"group", "note", "preset"})
        if (o.contains(QLatin1String(key)) && !o.value(QLatin1String(key)).isString())
            fail(QLatin1String(key), ExerciseText::tr("expected a text"));
    if (!ex.id.isEmpty()) {
        if (ids.contains(ex.id))
            fail(QStringLiteral("id"), ExerciseText::tr("the id \"%1\" is used twice").arg(ex.id));
        ids.insert(ex.id);
    }

    parseExerciseCase(o, catalog, ex, fail);

    const QString ruleName = str(o, "rule");
    const auto rule = parseGradingRule(ruleName);
    if (!rule)
        fail(
            QStringLiteral("rule"),
            ExerciseText::tr("expected \"device_kind\", \"memory_tier\" or \"meets_constraints\""));
    else
        ex.rule = *rule;
    if (o.contains(QLatin1String("headroom"))) {
        const double h = o.value(QLatin1String("headroom")).toDouble(-1);
        if (!o.value(QLatin1String("headroom")).isDouble() || h < 0 || h >= 0.9)
            fail(QStringLiteral("headroom"), ExerciseText::tr("expected a share from 0 to 0.9"));
        else
            ex.headroom = h;
    }

    parseExerciseChoices(o, ruleName, rule.has_value(), ex, fail);
}

} // namespace

QString gradingRuleName(GradingRule rule) {
    switch (rule) {
    case GradingRule::DeviceKind:
        return QStringLiteral("device_kind");
    case GradingRule::MemoryTier:
        return QStringLiteral("memory_tier");
    case GradingRule::MeetsConstraints:
        return QStringLiteral("meets_constraints");
    }
    return {};
}

std::optional<GradingRule> parseGradingRule(const QString& name) {
    for (auto r : {GradingRule::DeviceKind, GradingRule::MemoryTier, GradingRule::MeetsConstraints})
        if (gradingRuleName(r) == name)
            return r;
    return std::nullopt;
}

int Exercise::choiceIndex(const QString& value) const {
    for (qsizetype i = 0; i < choices.size(); ++i)
        if (choices[i].value == value)
            return int(i);
    return -1;
}

const Exercise* ExerciseSet::find(const QString& id) const {
    for (const auto& e : exercises)
        if (e.id == id)
            return &e;
    return nullptr;
}

ExerciseLoadResult parseExerciseSet(const QByteArray& json, const Catalog* catalog) {
    ExerciseLoadResult result;
    if (json.size() > kMaxExerciseFileBytes) {
        result.errors << ExerciseText::tr("The file is too large to be an exercise file.");
        return result;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        result.errors << ExerciseText::tr("Not valid JSON at byte %1: %2")
                             .arg(parseError.offset)
                             .arg(parseError.errorString());
        return result;
    }
    if (!doc.isObject()) {
        result.errors << ExerciseText::tr("Expected a JSON object at the top level.");
        return result;
    }
    const QJsonObject root = doc.object();
    if (str(root, "format") != QLatin1String(kExerciseFormat)) {
        result.errors << ExerciseText::at(
            QStringLiteral("format"),
            ExerciseText::tr("expected \"%1\"").arg(QLatin1String(kExerciseFormat)));
        return result;
    }
    const QJsonValue version = root.value(QLatin1String("version"));
    if (!version.isDouble() || version.toDouble() != std::floor(version.toDouble()) ||
        version.toInt() < 1) {
        result.errors << ExerciseText::at(QStringLiteral("version"),
                                          ExerciseText::tr("expected a whole number"));
        return result;
    }
    if (version.toInt() > kExerciseVersion) {
        result.errors << ExerciseText::tr("This exercise file is version %1; this program reads "
                                          "version %2 and older. Use a newer Rightsize.")
                             .arg(version.toInt())
                             .arg(kExerciseVersion);
        return result;
    }
    const QJsonValue list = root.value(QLatin1String("exercises"));
    if (!list.isArray() || list.toArray().isEmpty()) {
        result.errors << ExerciseText::at(QStringLiteral("exercises"),
                                          ExerciseText::tr("expected a non-empty list"));
        return result;
    }
    ExerciseSet set;
    set.title = str(root, "title");
    QSet<QString> ids;
    const QJsonArray arr = list.toArray();
    for (qsizetype i = 0; i < arr.size(); ++i) {
        Exercise ex;
        parseExercise(arr.at(i), QStringLiteral("exercises[%1]").arg(i), catalog, ids, ex,
                      result.errors);
        set.exercises.push_back(ex);
    }
    if (result.errors.isEmpty())
        result.set = std::move(set);
    return result;
}

ExerciseLoadResult loadExerciseFile(const QString& path, const Catalog* catalog) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ExerciseLoadResult r;
        r.errors << ExerciseText::tr("Cannot open %1: %2").arg(path, file.errorString());
        return r;
    }
    if (file.size() > kMaxExerciseFileBytes) {
        ExerciseLoadResult r;
        r.errors << ExerciseText::tr("%1 is too large to be an exercise file.").arg(path);
        return r;
    }
    ExerciseLoadResult r = parseExerciseSet(file.readAll(), catalog);
    for (QString& e : r.errors)
        e = QStringLiteral("%1: %2").arg(path, e);
    return r;
}

QString builtinExercisesPath() {
    return builtinWorkshopFile(QStringLiteral("exercises.json"));
}

ExerciseLoadResult loadBuiltinExercises(const Catalog* catalog) {
    return loadExerciseFile(builtinExercisesPath(), catalog);
}

QByteArray serializeExerciseSet(const ExerciseSet& set) {
    QJsonArray list;
    for (const Exercise& ex : set.exercises) {
        QJsonObject o;
        o.insert(QStringLiteral("id"), ex.id);
        if (!ex.group.isEmpty())
            o.insert(QStringLiteral("group"), ex.group);
        o.insert(QStringLiteral("title"), ex.title);
        o.insert(QStringLiteral("question"), ex.question);
        if (!ex.presetId.isEmpty())
            o.insert(QStringLiteral("preset"), ex.presetId);
        else
            o.insert(QStringLiteral("scenario"), ex.scenario);
        QJsonArray choices;
        for (const ExerciseChoice& c : ex.choices) {
            QJsonObject co{{QStringLiteral("label"), c.label}, {QStringLiteral("value"), c.value}};
            if (ex.rule == GradingRule::MemoryTier)
                co.insert(QStringLiteral("capacity_gib"),
                          c.capacityGib > 0 ? QJsonValue(c.capacityGib) : QJsonValue());
            choices.append(co);
        }
        o.insert(QStringLiteral("choices"), choices);
        o.insert(QStringLiteral("rule"), gradingRuleName(ex.rule));
        if (ex.rule == GradingRule::MemoryTier)
            o.insert(QStringLiteral("headroom"), ex.headroom);
        o.insert(QStringLiteral("expected"), ex.expected);
        if (!ex.note.isEmpty())
            o.insert(QStringLiteral("note"), ex.note);
        list.append(o);
    }
    QJsonObject root{{QStringLiteral("format"), QLatin1String(kExerciseFormat)},
                     {QStringLiteral("version"), kExerciseVersion},
                     {QStringLiteral("exercises"), list}};
    if (!set.title.isEmpty())
        root.insert(QStringLiteral("title"), set.title);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool saveExerciseFile(const ExerciseSet& set, const QString& path, QString* error) {
    // Written beside the target and renamed, so a failed save never leaves half a file.
    QString why;
    if (!writeOutput(path, serializeExerciseSet(set), &why)) {
        if (error)
            *error = ExerciseText::tr("Cannot save %1: %2").arg(path, why);
        return false;
    }
    return true;
}

std::optional<Scenario> exerciseScenario(const Exercise& ex, const Catalog& catalog,
                                         QString* error) {
    std::string text;
    if (!ex.presetId.isEmpty()) {
        const ScenarioPreset* preset = catalog.scenario(ex.presetId.toStdString());
        if (!preset) {
            if (error)
                *error =
                    ExerciseText::tr("No scenario preset with the id \"%1\".").arg(ex.presetId);
            return std::nullopt;
        }
        text = preset->scenarioJson;
    } else {
        text = QJsonDocument(ex.scenario).toJson(QJsonDocument::Compact).toStdString();
    }
    auto loaded = parseScenario(text, &catalog);
    if (!loaded.document) {
        if (error)
            *error = ExerciseText::tr("The exercise's scenario is not valid: %1")
                         .arg(fieldErrorsText(loaded.errors));
        return std::nullopt;
    }
    return std::move(loaded.document->scenario);
}

ExerciseGrade gradeExercise(const Exercise& ex, const Catalog& catalog) {
    ExerciseGrade g;
    auto scenario = exerciseScenario(ex, catalog, &g.error);
    if (!scenario)
        return g;
    g.scenario = *scenario;
    g.scenarioTitle = g.scenario.name.empty() ? ex.title : QString::fromStdString(g.scenario.name);
    PlanResult pr = makePlan(g.scenario, catalog);
    if (!pr.errors.empty()) {
        g.error = ExerciseText::tr("The planner cannot plan this case: %1")
                      .arg(fieldErrorsText(pr.errors));
        return g;
    }
    g.plan = std::move(pr.plan);
    const Plan& plan = g.plan;
    const OptionResult* rec = plan.recommended ? &plan.options[*plan.recommended] : nullptr;
    auto kindValue = [](const OptionResult& o) {
        return o.placement.device && o.placement.device->kind == DeviceKind::Cpu
                   ? QStringLiteral("cpu")
                   : QStringLiteral("gpu");
    };

    switch (ex.rule) {
    case GradingRule::DeviceKind:
        if (!rec) {
            g.error = ExerciseText::tr(
                "No option holds this case in memory, so there is no device to name.");
            return g;
        }
        g.answer = kindValue(*rec);
        break;
    case GradingRule::MeetsConstraints:
        g.answer = rec && rec->meetsConstraints ? QStringLiteral("yes_") + kindValue(*rec)
                                                : QStringLiteral("no");
        break;
    case GradingRule::MemoryTier: {
        // The need of one device: the recommended option's when it runs on one device, otherwise
        // the smallest need among the single-device options (the tier question is about one card).
        double need = 0;
        if (rec && rec->placement.count == 1)
            need = rec->memory.total();
        else
            for (const auto& o : plan.options)
                if (o.placement.count == 1 && (need <= 0 || o.memory.total() < need))
                    need = o.memory.total();
        if (need <= 0) {
            g.error = ExerciseText::tr(
                "The plan has no single-device option to read the memory need from.");
            return g;
        }
        g.memoryNeedBytes = need;
        for (const ExerciseChoice& c : ex.choices) {
            if (c.capacityGib <= 0 || need <= (1.0 - ex.headroom) * c.capacityGib * kGib) {
                g.answer = c.value;
                break;
            }
        }
        if (g.answer.isEmpty()) {
            g.error = ExerciseText::tr("No listed tier holds %1 GiB with the required headroom.")
                          .arg(QLocale().toString(need / kGib, 'f', 1));
            return g;
        }
        break;
    }
    }
    g.answerIndex = ex.choiceIndex(g.answer);
    g.ok = g.answerIndex >= 0;
    if (!g.ok)
        g.error =
            ExerciseText::tr("The planner's answer \"%1\" is not among the choices.").arg(g.answer);
    return g;
}

} // namespace rightsize::ui::workshop
