// Quantised serving: the weights' format (FP8, group-wise INT8 and INT4, NVFP4) and the KV
// cache's change what an engine holds, how fast it decodes and the command that starts it; NVFP4
// runs only where the device has FP4 tensor cores.
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/planner.h"
#include "core/estimate/workload_model.h"
#include "core/model/catalog.h"
#include "core/output/launch_command.h"
#include "core/scenario/scenario_io.h"
#include "tests/support/plan_json.h"

#include <QTest>
#include <algorithm>
#include <nlohmann/json.hpp>

using namespace rightsize;
using nlohmann::json;

namespace {

// Llama-3.1-70B behind vLLM on listed devices as engines of `count` (tensor-parallel): 2,000-token
// prompts, 256-token answers, a few clients.
json service(const char* precision, const char* device, int count, const char* kvCache = "auto") {
    json s = {{"format", "rightsize-scenario"}, {"version", 1}, {"name", "quantised"}};
    s["workload"] = {{"kind", "online_serving"},
                     {"framework", "vllm"},
                     {"model", {{"preset", "llama-3.1-70b"}}},
                     {"precision", precision},
                     {"serving",
                      {{"concurrency", 4},
                       {"input_tokens", 2000},
                       {"output_tokens", 256},
                       {"kv_cache_dtype", kvCache},
                       {"max_batch", 64}}},
                     {"parallelism", {{"tensor", count}}}};
    s["compute"] = {{"options", json::array({{{"device", device}, {"count", count}}})},
                    {"pricing", "on_demand"}};
    return s;
}

bool hasFinding(const OptionResult& o, const char* code) {
    return std::any_of(o.findings.begin(), o.findings.end(),
                       [&](const Finding& f) { return f.code == code; });
}

} // namespace

class TestQuantizedServing : public QObject {
    Q_OBJECT
    Catalog m_catalog;

    Plan plan(const json& s) { return test::planJson(s, m_catalog); }

    ResolvedWorkload resolved(const json& s) {
        const ScenarioLoadResult loaded = parseScenarioJson(s, &m_catalog);
        if (!loaded.document)
            qFatal("scenario refused");
        return resolveWorkload(loaded.document->scenario.workload, m_catalog);
    }

    LaunchResult launch(const json& s) {
        const ScenarioLoadResult loaded = parseScenarioJson(s, &m_catalog);
        if (!loaded.document)
            qFatal("scenario refused");
        const PlanResult planned = makePlan(loaded.document->scenario, m_catalog);
        const Plan& p = planned.plan;
        // TensorRT-LLM's memory share leaves less than the default headroom: its only option.
        const OptionResult* best = p.recommended       ? &p.options[*p.recommended]
                                   : p.options.empty() ? nullptr
                                                       : &p.options.front();
        return launchCommand(loaded.document->scenario, m_catalog, best,
                             hubModelName(*loaded.document, m_catalog));
    }

private slots:
    void initTestCase() { m_catalog = loadBuiltinCatalog(); }

    // Bytes a block weight is stored in: the group-wise formats carry an fp16 scale and a zero
    // point per 128 weights (AutoAWQ, AutoGPTQ), NVFP4 an FP8 scale per 16 (NVIDIA's NVFP4).
    void weightBytesCountTheScales_data() {
        QTest::addColumn<QString>("precision");
        QTest::addColumn<QString>("framework");
        QTest::addColumn<double>("bits");
        QTest::newRow("bf16") << "bf16"
                              << "vllm" << 16.0;
        QTest::newRow("fp8, per-tensor scales") << "fp8"
                                                << "vllm" << 8.0;
        QTest::newRow("int8 GPTQ, group 128") << "int8"
                                              << "vllm" << 8 + 24.0 / 128;
        QTest::newRow("int8 SmoothQuant (TensorRT-LLM)") << "int8"
                                                         << "tensorrt" << 8.0;
        QTest::newRow("int4 AWQ, group 128") << "int4"
                                             << "vllm" << 4 + 20.0 / 128;
        QTest::newRow("int4 llama.cpp Q4_0") << "int4"
                                             << "llama_cpp" << 4.5;
        QTest::newRow("nvfp4, FP8 scale per 16") << "nvfp4"
                                                 << "vllm" << 4.5;
    }

    void weightBytesCountTheScales() {
        QFETCH(QString, precision);
        QFETCH(QString, framework);
        QFETCH(double, bits);
        json s = service(precision.toStdString().c_str(), "h100-sxm-80gb", 4);
        s["workload"]["framework"] = framework.toStdString();
        const ResolvedWorkload r = resolved(s);
        QCOMPARE(r.weightBytesFrozenLinear, bits / 8);
    }

    // Each format holds the same model in fewer bytes, and an fp8 cache holds twice the tokens
    // of a 16-bit one in the same memory.
    void formatsChangeMemory_data() {
        QTest::addColumn<QString>("precision");
        QTest::addColumn<QString>("kvCache");
        QTest::addColumn<double>("weightShare"); // of bf16's weights, within 5%
        QTest::addColumn<double>("kvShare");     // bytes per cached token, of bf16's
        QTest::newRow("fp8 weights, cache as the weights") << "fp8"
                                                           << "auto" << 0.5 << 0.5;
        QTest::newRow("int4 weights, 16-bit cache") << "int4"
                                                    << "auto" << 0.27 << 1.0;
        QTest::newRow("int4 weights, fp8 cache") << "int4"
                                                 << "fp8" << 0.27 << 0.5;
        QTest::newRow("bf16 weights, fp8 cache") << "bf16"
                                                 << "fp8" << 1.0 << 0.5;
    }

    void formatsChangeMemory() {
        QFETCH(QString, precision);
        QFETCH(QString, kvCache);
        QFETCH(double, weightShare);
        QFETCH(double, kvShare);
        const Plan base = plan(service("bf16", "h100-sxm-80gb", 4));
        const Plan other = plan(service(precision.toStdString().c_str(), "h100-sxm-80gb", 4,
                                        kvCache.toStdString().c_str()));
        QVERIFY(!base.options.empty() && !other.options.empty());
        // Both engines span the same four devices, each holding a quarter of the weights.
        QCOMPARE(other.options[0].placement.layout.tensor, base.options[0].placement.layout.tensor);
        const double share = other.options[0].memory.weights / base.options[0].memory.weights;
        QVERIFY2(std::abs(share - weightShare) < 0.05 * weightShare + 0.02,
                 qPrintable(QString::number(share)));
        QCOMPARE(other.kvCacheBytesPerToken / base.kvCacheBytesPerToken, kvShare);
    }

    // Fewer bytes a weight make a lone client's decode steps faster, whatever the format's
    // arithmetic: decoding one sequence reads every weight once a token.
    void fewerBytesDecodeFaster() {
        const Plan bf16 = plan(service("bf16", "h100-sxm-80gb", 4));
        const Plan fp8 = plan(service("fp8", "h100-sxm-80gb", 4));
        const Plan int4 = plan(service("int4", "h100-sxm-80gb", 4));
        QVERIFY(bf16.recommended && fp8.recommended && int4.recommended);
        const double a = bf16.options[*bf16.recommended].latency->tpotMs.p50;
        const double b = fp8.options[*fp8.recommended].latency->tpotMs.p50;
        const double c = int4.options[*int4.recommended].latency->tpotMs.p50;
        QVERIFY2(b < 0.8 * a, qPrintable(QStringLiteral("%1 against %2 ms").arg(b).arg(a)));
        QVERIFY2(c < b, qPrintable(QStringLiteral("%1 against %2 ms").arg(c).arg(b)));
    }

    // The command names the format where the checkpoint is not quantised already, and says
    // which checkpoint a format that cannot be made on load needs.
    void launchNamesTheFormat_data() {
        QTest::addColumn<QString>("precision");
        QTest::addColumn<QString>("framework");
        QTest::addColumn<QString>("kvCache");
        QTest::addColumn<QString>("flags");
        QTest::addColumn<QString>("note");
        QTest::newRow("vLLM fp8") << "fp8"
                                  << "vllm"
                                  << "auto"
                                  << " --quantization fp8"
                                  << "";
        QTest::newRow("vLLM int4, fp8 cache") << "int4"
                                              << "vllm"
                                              << "fp8"
                                              << " --quantization awq --kv-cache-dtype fp8"
                                              << "AWQ";
        QTest::newRow("SGLang int8") << "int8"
                                     << "sglang"
                                     << "auto"
                                     << " --quantization gptq"
                                     << "GPTQ";
        QTest::newRow("SGLang fp8 cache") << "bf16"
                                          << "sglang"
                                          << "fp8"
                                          << " --kv-cache-dtype fp8_e4m3"
                                          << "";
        QTest::newRow("TensorRT-LLM fp8: from the checkpoint") << "fp8"
                                                               << "tensorrt"
                                                               << "auto"
                                                               << ""
                                                               << "Model Optimizer";
    }

    void launchNamesTheFormat() {
        QFETCH(QString, precision);
        QFETCH(QString, framework);
        QFETCH(QString, kvCache);
        QFETCH(QString, flags);
        QFETCH(QString, note);
        json s = service(precision.toStdString().c_str(), "h100-sxm-80gb", 4,
                         kvCache.toStdString().c_str());
        s["workload"]["framework"] = framework.toStdString();
        const LaunchResult l = launch(s);
        QVERIFY(l.command);
        const QString command = QString::fromStdString(l.command->command);
        if (!flags.isEmpty())
            QVERIFY2(command.endsWith(flags), qPrintable(command));
        else
            QVERIFY2(!command.contains(QStringLiteral("--quantization")), qPrintable(command));
        const bool noted =
            std::any_of(l.command->notes.begin(), l.command->notes.end(),
                        [&](const auto& n) { return QString::fromStdString(n).contains(note); });
        QVERIFY2(note.isEmpty() ? l.command->notes.empty() : noted, qPrintable(command));
    }

    // A quantised checkpoint carries its format: the engine reads it, the command adds nothing.
    void aQuantisedCheckpointNeedsNoFlag() {
        json s = service("int4", "h100-sxm-80gb", 4);
        s["workload"]["model"]["quant_method"] = "awq";
        s["workload"]["model"]["quant_bits"] = 4 + 20.0 / 128;
        const LaunchResult l = launch(s);
        QVERIFY(l.command);
        QVERIFY2(!QString::fromStdString(l.command->command).contains(QStringLiteral("--quant")),
                 l.command->command.c_str());
    }

    // NVFP4 needs FP4 tensor cores: refused on a Hopper part with the reason, planned on a
    // Blackwell one; without listed devices the planner offers Blackwell alone.
    void nvfp4NeedsBlackwell_data() {
        QTest::addColumn<QString>("device");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("H100: no FP4 units") << "h100-sxm-80gb" << false;
        QTest::newRow("A100: no FP4 units") << "a100-sxm-80gb" << false;
        QTest::newRow("B200: FP4 tensor cores") << "b200-180gb" << true;
    }

    void nvfp4NeedsBlackwell() {
        QFETCH(QString, device);
        QFETCH(bool, accepted);
        const Plan p = plan(service("nvfp4", device.toStdString().c_str(), 2));
        QCOMPARE(p.options.size(), std::size_t(1));
        const OptionResult& o = p.options[0];
        QCOMPARE(hasFinding(o, "nvfp4_unsupported"), !accepted);
        QCOMPARE(bool(p.recommended), accepted);
        QCOMPARE(o.fits, accepted);
        if (accepted)
            QVERIFY(!hasFinding(o, "precision_unsupported"));
    }

    void nvfp4PlansOnlyBlackwellUnlisted() {
        json s = service("nvfp4", "b200-180gb", 1);
        s["compute"].erase("options");
        const Plan p = plan(s);
        QVERIFY(!p.options.empty());
        for (const OptionResult& o : p.options)
            QCOMPARE(QString::fromStdString(o.placement.device->generation),
                     QStringLiteral("blackwell"));
    }

    // FP8 on Ampere runs as weight-only FP8 (vLLM's FP8 Marlin): planned, at the 16-bit rate,
    // with the fallback said, never refused.
    void fp8OnAmpereFallsBack() {
        const Plan p = plan(service("fp8", "a100-sxm-80gb", 4));
        QVERIFY(p.recommended);
        QVERIFY(hasFinding(p.options[0], "precision_unsupported"));
        QVERIFY(!hasFinding(p.options[0], "nvfp4_unsupported"));
    }
};

QTEST_APPLESS_MAIN(TestQuantizedServing)
#include "test_quantized_serving.moc"
