// Giant models fit only where their bytes fit: a LoRA of Kimi K2 (1.03T parameters, bf16 base)
// does not fit one node of eight 80 GB GPUs, and the plan names, for each device listed, the
// smallest count whose best layout holds it. The catalog's preset and a scenario written from the
// model's own config.json give the same answer.
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/planner.h"
#include "core/model/catalog.h"
#include "core/scenario/scenario_io.h"
#include "tests/support/plan_json.h"

#include <QTest>
#include <algorithm>
#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>

using namespace rightsize;
using nlohmann::json;

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

json kimiLora(const json& model, const std::vector<std::pair<std::string, int>>& options) {
    json s = {{"format", "rightsize-scenario"}, {"version", 1}, {"name", "Kimi K2 LoRA"}};
    s["workload"] = {
        {"kind", "fine_tuning"},
        {"framework", "hf_trainer"},
        {"model", model},
        {"precision", "bf16_mixed"},
        {"optimizer", "adamw"},
        {"finetune", {{"method", "lora"}, {"lora_rank", 16}, {"lora_targets", "all_linear"}}},
        {"batch_size", 16},
        {"seq_len", 4096},
        {"dataset", {{"samples", 10000}, {"tokens_per_sample", 4096}, {"epochs", 1}}}};
    json list = json::array();
    for (const auto& [device, count] : options)
        list.push_back({{"device", device}, {"count", count}});
    s["compute"] = {{"options", list}};
    return s;
}

json kimiConfig() {
    std::ifstream in(RIGHTSIZE_TEST_DATA_DIR "/hf_configs/kimi-k2-instruct/config.json");
    return json::parse(in);
}

const Finding* smallestFit(const OptionResult& o) {
    for (const Finding& f : o.findings)
        if (f.code == "smallest_fit")
            return &f;
    return nullptr;
}

} // namespace

class TestSmallestFit : public QObject {
    Q_OBJECT
    Catalog m_catalog;

    Plan planOf(const json& scenario) { return test::planJson(scenario, m_catalog); }

private slots:
    void initTestCase() { m_catalog = loadBuiltinCatalog(); }

    // The bf16 weights alone are 1.03e12 × 2 bytes (Kimi K2 model card), about 1,920 GiB: more
    // than eight H100 (8 × 79.6 GiB usable) or eight H200 (8 × 140 GiB) hold, whatever the split.
    // At least ⌈1,920 / 79.6⌉ = 25 H100, so 32 in whole nodes; at least ⌈1,920 / 140⌉ = 14 H200,
    // so 16 in whole nodes; the activations and gathered layers may push either one step further.
    void kimiLoraNamesTheSmallestCount_data() {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("device");
        QTest::addColumn<int>("atLeast");
        QTest::addColumn<int>("atMost");
        QTest::addColumn<QString>("source");
        const QString card =
            QStringLiteral("moonshotai/Kimi-K2-Instruct model card: 1.03T parameters; bf16 base");
        for (const QString& model : {QStringLiteral("preset"), QStringLiteral("config.json")}) {
            QTest::newRow(qPrintable(model + QStringLiteral(", H100")))
                << model << QStringLiteral("h100-sxm-80gb") << 32 << 64 << card;
            QTest::newRow(qPrintable(model + QStringLiteral(", H200")))
                << model << QStringLiteral("h200-141gb") << 16 << 32 << card;
        }
    }

    void kimiLoraNamesTheSmallestCount() {
        QFETCH(QString, model);
        QFETCH(QString, device);
        QFETCH(int, atLeast);
        QFETCH(int, atMost);
        QFETCH(QString, source);
        const json m = model == QLatin1String("preset") ? json{{"preset", "kimi-k2"}}
                                                        : json{{"hf_config", kimiConfig()}};
        const Plan plan = planOf(kimiLora(m, {{device.toStdString(), 8}}));
        QCOMPARE(plan.options.size(), std::size_t(1));
        const OptionResult& o = plan.options.front();
        QVERIFY2(!o.fits,
                 qPrintable(source +
                            QStringLiteral(": %1 GiB per device").arg(o.memory.total() / kGiB)));
        QVERIFY2(o.memory.weights * 8 >= 1.0e12 * 2, qPrintable(source));
        QVERIFY(!plan.recommended);
        const Finding* f = smallestFit(o);
        QVERIFY2(f, "the plan names the smallest count that holds the model");
        const int count = int(f->param("count"));
        qInfo("8 devices: %.1f GiB per device (weights %.1f) of %.1f; smallest fit %d at %.1f GB "
              "of %.1f GB",
              o.memory.total() / kGiB, o.memory.weights / kGiB, o.capacityBytes / kGiB, count,
              f->param("need_gb"), f->param("capacity_gb"));
        QVERIFY2(count >= atLeast && count <= atMost,
                 qPrintable(source + QStringLiteral(": %1").arg(count)));
        QVERIFY(f->param("need_gb") <= f->param("capacity_gb"));
        QVERIFY(f->param("need_gb") * count >= 1.0e12 * 2 / 1e9);
        // That count, listed, fits; half of it does not.
        const Plan listed =
            planOf(kimiLora(m, {{device.toStdString(), count}, {device.toStdString(), count / 2}}));
        QVERIFY(listed.options.front().fits);
        QVERIFY(!listed.options.back().fits);
    }

    // A device too small for the workload as written: the plan names the first single change
    // that makes it fit there, and making that change in the scenario does make it fit.
    void oneChangeMakesATooSmallDeviceFit() {
        json s = kimiLora(json{{"preset", "llama-3.1-8b"}}, {{"a10-24gb", 1}});
        s["workload"]["finetune"] = {{"method", "full"}};
        s["workload"]["seq_len"] = 2048;
        s["workload"]["dataset"]["tokens_per_sample"] = 2048;
        const Plan plan = planOf(s);
        QCOMPARE(plan.options.size(), std::size_t(1));
        QVERIFY(!plan.options.front().fits);
        const auto& findings = plan.options.front().findings;
        const auto one = std::find_if(findings.begin(), findings.end(),
                                      [](const Finding& f) { return f.code == "one_change_fits"; });
        QVERIFY2(one != findings.end(), "the plan names one change that fits");
        QVERIFY(one->param("need_gb") <= one->param("capacity_gb"));
        // The changes in the planner's order (core/estimate/planner.cpp, OneChange): a full
        // fine-tune of 8B holds 16 bytes a parameter, more than 24 GB whatever the activations,
        // so recomputation, micro-batch 1 and an 8-bit optimizer cannot help; LoRA can.
        QCOMPARE(int(one->param("change")), 3);
        s["workload"]["finetune"] = {{"method", "lora"}, {"lora_rank", 16}};
        QVERIFY(planOf(s).options.front().fits);
    }

    // Fitting but for the headroom policy: the plan says that, with the roomiest option's memory,
    // and lowering the policy to the share it leaves recommends it.
    void onlyTheHeadroomMisses() {
        json s = kimiLora(json{{"preset", "llama-3.1-8b"}}, {{"a10-24gb", 1}});
        s["workload"]["finetune"] = {{"method", "qlora"}, {"lora_rank", 16}};
        s["workload"]["micro_batch_size"] = 1;
        s["workload"]["activation_recompute"] = "full";
        s["workload"]["seq_len"] = 2048;
        s["workload"]["dataset"]["tokens_per_sample"] = 2048;
        const Plan fits = planOf(s);
        QVERIFY(fits.options.front().fits);
        const double used = fits.options.front().memory.total();
        const double capacity = fits.options.front().capacityBytes;
        const double free = 1 - used / capacity;
        // A policy just above what it leaves free.
        s["constraints"] = {{"min_headroom", free + 0.02}};
        const Plan strict = planOf(s);
        QVERIFY(!strict.recommended);
        QVERIFY(strict.options.front().fits);
        const auto f =
            std::find_if(strict.findings.begin(), strict.findings.end(),
                         [](const Finding& x) { return x.code == "no_option_with_headroom"; });
        QVERIFY(f != strict.findings.end());
        QCOMPARE(f->param("used_gb"), used / 1e9);
        QCOMPARE(f->param("capacity_gb"), capacity / 1e9);
        s["constraints"] = {{"min_headroom", std::floor(100 * free) / 100}};
        QVERIFY(planOf(s).recommended);
    }

    // The preset and the config agree on what the model weighs, option by option.
    void presetAndConfigAgree() {
        const Plan preset = planOf(kimiLora({{"preset", "kimi-k2"}}, {{"h200-141gb", 16}}));
        const Plan config = planOf(kimiLora({{"hf_config", kimiConfig()}}, {{"h200-141gb", 16}}));
        QVERIFY(!preset.options.empty() && !config.options.empty());
        const double a = preset.options.front().memory.weights;
        const double b = config.options.front().memory.weights;
        QVERIFY2(std::abs(a - b) <= 0.03 * a,
                 qPrintable(QStringLiteral("%1 against %2 GiB").arg(a / kGiB).arg(b / kGiB)));
    }
};

QTEST_GUILESS_MAIN(TestSmallestFit)
#include "test_smallest_fit.moc"
