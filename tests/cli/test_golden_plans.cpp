// Golden plans: every shipped example and built-in preset planned by `rightsize estimate`, its
// decisive figures (each option's layout, fit, time, memory, cost and latency; the
// recommendation with its reasons; the findings; the ways of buying) held against
// tests/data/golden_plans. A change to the planner that moves a number shows here, file by file,
// so a restructuring can prove it changed nothing and a physics change shows what it moved.
// RIGHTSIZE_WRITE_GOLDEN=1 rewrites the files; the commit says why they moved.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>
#include <string>

using nlohmann::json;

namespace {

const QString kGoldenDir = QStringLiteral(RIGHTSIZE_SOURCE_DIR "/tests/data/golden_plans/");

// Numbers agree to nine significant digits: far finer than any figure the product prints, far
// coarser than the last bit a different processor's libm could move.
constexpr double kRelative = 1e-9;

json pick(const json& from, std::initializer_list<const char*> keys) {
    json out = json::object();
    for (const char* k : keys)
        if (from.contains(k))
            out[k] = from[k];
    return out;
}

json codes(const json& findings) {
    json out = json::array();
    for (const json& f : findings)
        out.push_back(f.value("code", std::string()));
    return out;
}

json optionSummary(const json& o) {
    json s = pick(o, {"device", "count", "layout", "fits", "meets_constraints", "bottleneck", "mfu",
                      "step_time_seconds", "time_seconds", "latency_ms"});
    s["memory_total_bytes"] = o["memory_per_device_bytes"].value("total", json());
    s["cost"] = pick(o["cost"], {"per_hour", "total", "instances", "billed_hours"});
    if (o.contains("serving") && o["serving"].is_object())
        s["serving"] =
            pick(o["serving"], {"replicas", "requests_per_s", "ttft_ms", "tpot_ms",
                                "max_qps_meeting_targets", "max_clients_meeting_targets"});
    s["findings"] = codes(o.value("findings", json::array()));
    return s;
}

// The figures a reader of the plan decides by; the words around them are the wording's.
json summary(const json& plan) {
    json s;
    json options = json::array();
    for (const json& o : plan["options"])
        options.push_back(optionSummary(o));
    s["options"] = std::move(options);
    const json& rec = plan["recommendation"];
    if (rec.is_object()) {
        json r = pick(rec, {"option_index", "device", "count"});
        json reasons = json::array();
        for (const json& reason : rec.value("reason_codes", json::array()))
            reasons.push_back(pick(reason, {"code", "device", "params"}));
        r["reasons"] = std::move(reasons);
        s["recommendation"] = std::move(r);
    } else {
        s["recommendation"] = nullptr;
    }
    s["findings"] = codes(plan.value("findings", json::array()));
    json modes = json::array();
    if (plan.contains("buying") && plan["buying"].contains("modes"))
        for (const json& m : plan["buying"]["modes"])
            modes.push_back(pick(m, {"mode", "cluster", "instances", "per_hour", "per_month",
                                     "per_run", "available"}));
    s["buying"] = std::move(modes);
    return s;
}

// The first place where `got` and `want` differ, as a JSON path with both values; empty when
// they agree (numbers to kRelative).
std::string firstDifference(const json& got, const json& want, const std::string& path) {
    if (got.is_number() && want.is_number()) {
        const double a = got.get<double>(), b = want.get<double>();
        if (std::abs(a - b) <= kRelative * std::max(std::abs(a), std::abs(b)))
            return {};
        return path + ": " + got.dump() + " (golden " + want.dump() + ")";
    }
    if (got.type() != want.type())
        return path + ": " + got.dump().substr(0, 200) + " (golden " + want.dump().substr(0, 200) +
               ")";
    if (got.is_object()) {
        for (auto it = want.begin(); it != want.end(); ++it) {
            if (!got.contains(it.key()))
                return path + "." + it.key() + ": missing";
            if (auto d = firstDifference(got[it.key()], it.value(), path + "." + it.key());
                !d.empty())
                return d;
        }
        for (auto it = got.begin(); it != got.end(); ++it)
            if (!want.contains(it.key()))
                return path + "." + it.key() + ": not in the golden file";
        return {};
    }
    if (got.is_array()) {
        if (got.size() != want.size())
            return path + ": " + std::to_string(got.size()) + " entries (golden " +
                   std::to_string(want.size()) + ")";
        for (std::size_t i = 0; i < got.size(); ++i)
            if (auto d = firstDifference(got[i], want[i], path + "[" + std::to_string(i) + "]");
                !d.empty())
                return d;
        return {};
    }
    return got == want ? std::string() : path + ": " + got.dump() + " (golden " + want.dump() + ")";
}

// One line per option, reason and way of buying: small files whose diffs show which option moved.
std::string goldenText(const json& s) {
    std::string out = "{";
    const char* keySeparator = "\n";
    for (auto it = s.begin(); it != s.end(); ++it) {
        out.append(keySeparator).append(json(it.key()).dump()).append(": ");
        keySeparator = ",\n";
        if (!it.value().is_array() || it.value().empty()) {
            out.append(it.value().dump());
            continue;
        }
        const char* itemSeparator = "[\n ";
        for (const json& item : it.value()) {
            out.append(itemSeparator).append(item.dump());
            itemSeparator = ",\n ";
        }
        out.append("]");
    }
    out.append("\n}\n");
    return out;
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestGoldenPlans : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void planMatchesItsGoldenFile_data() {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("golden");
        const QDir examples(QStringLiteral(RIGHTSIZE_SOURCE_DIR "/examples"));
        for (const QString& name : examples.entryList({QStringLiteral("*.json")}, QDir::Files))
            QTest::newRow(qPrintable(QStringLiteral("example ") + name))
                << examples.filePath(name) << QStringLiteral("example-") + name;
        const QByteArray presets =
            readAll(QStringLiteral(RIGHTSIZE_SOURCE_DIR "/resources/catalog/scenarios.json"));
        const json all = json::parse(presets.toStdString());
        QVERIFY(all.contains("scenarios") && !all["scenarios"].empty());
        for (const json& p : all["scenarios"]) {
            const QString id = QString::fromStdString(p["id"].get<std::string>());
            const QString path = m_dir.filePath(id + QStringLiteral(".json"));
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray::fromStdString(p["scenario"].dump()));
            QTest::newRow(qPrintable(QStringLiteral("preset ") + id))
                << path << QStringLiteral("preset-") + id + QStringLiteral(".json");
        }
    }

    void planMatchesItsGoldenFile() {
        QFETCH(QString, scenario);
        QFETCH(QString, golden);
        QProcess p;
        p.start(QStringLiteral(RIGHTSIZE_EXE), {QStringLiteral("estimate"), scenario});
        QVERIFY(p.waitForFinished(300000));
        // 0: a recommendation; 1: none (a preset that teaches why nothing fits).
        QVERIFY2(p.exitCode() == 0 || p.exitCode() == 1, p.readAllStandardError().constData());
        const json got = summary(json::parse(p.readAllStandardOutput().toStdString()));
        if (qEnvironmentVariableIsSet("RIGHTSIZE_WRITE_GOLDEN")) {
            QDir().mkpath(kGoldenDir);
            QFile f(kGoldenDir + golden);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray::fromStdString(goldenText(got)));
            return;
        }
        const QByteArray text = readAll(kGoldenDir + golden);
        QVERIFY2(!text.isEmpty(), qPrintable(golden + QStringLiteral(" is missing")));
        const std::string difference =
            firstDifference(got, json::parse(text.toStdString()), golden.toStdString());
        QVERIFY2(difference.empty(),
                 (difference + "\n(RIGHTSIZE_WRITE_GOLDEN=1 rewrites the golden plans; say why in "
                               "the commit)")
                     .c_str());
    }
};

QTEST_GUILESS_MAIN(TestGoldenPlans)
#include "test_golden_plans.moc"
