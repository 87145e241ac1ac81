// Each checklist finding is raised where its mistake is made, and not where it is not.
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/planner.h"
#include "core/model/catalog.h"

#include <QTest>
#include <algorithm>
#include <functional>

using namespace rightsize;

namespace {

Scenario training(const char* preset, const char* device, int count) {
    Scenario s;
    s.workload.kind = WorkloadKind::FineTuning;
    s.workload.model.preset = preset;
    s.workload.batchSize = 32;
    s.workload.microBatchSize = 8;
    s.workload.seqLen = 512;
    s.workload.dataset.samples = 100000;
    s.workload.pipeline.storage = Storage::LocalNvme;
    s.compute.options = {{device, count}};
    return s;
}

Scenario serving(const char* device, double qps, int maxBatch, double windowMs, double p95) {
    Scenario s;
    s.workload.kind = WorkloadKind::OnlineServing;
    s.workload.model.preset = "bert-base-uncased";
    s.workload.precision = Precision::Fp16;
    s.workload.seqLen = 128;
    s.workload.serving.qps = qps;
    s.workload.serving.maxBatch = maxBatch;
    s.workload.serving.batchWindowMs = windowMs;
    s.workload.serving.p95Ms = p95;
    s.compute.options = {{device, 1}};
    return s;
}

Scenario etl(const char* device, double bytes) {
    Scenario s;
    s.workload.kind = WorkloadKind::DataPrep;
    s.workload.framework = Framework::Spark;
    s.workload.dataPrep.rows = bytes / 200;
    s.workload.dataPrep.bytes = bytes;
    s.workload.dataPrep.operation = "join";
    s.compute.options = {{device, 1}};
    return s;
}

} // namespace

class TestFindings : public QObject {
    Q_OBJECT
    Catalog m_catalog;

    bool raised(const Scenario& s, const std::string& code) {
        const PlanResult r = makePlan(s, m_catalog);
        if (!r.errors.empty())
            qFatal("plan failed: %s", r.errors.front().message.c_str());
        auto has = [&](const std::vector<Finding>& fs) {
            return std::any_of(fs.begin(), fs.end(),
                               [&](const Finding& f) { return f.code == code; });
        };
        if (has(r.plan.findings))
            return true;
        return std::any_of(r.plan.options.begin(), r.plan.options.end(),
                           [&](const OptionResult& o) { return has(o.findings); });
    }

private slots:
    void initTestCase() { m_catalog = loadBuiltinCatalog(); }

    void finding_data() {
        QTest::addColumn<QString>("code");
        QTest::addColumn<bool>("expected");
        QTest::addColumn<int>("caseIndex");
        const char* codes[] = {
            "out_of_memory",         "low_headroom",       "precision_unsupported",
            "needs_model_split",     "cpu_bound_pipeline", "storage_bound_pipeline",
            "over_buying",           "no_batching",        "latency_target_missed",
            "wrong_cpu_family",      "misses_deadline",    "nothing_fits",
            "communication_bound",   "serverless_run_cap", "serverless_node_cap",
            "batch_window_dominates"};
        int i = 0;
        for (const char* c : codes) {
            QTest::newRow(qPrintable(QStringLiteral("%1 raised").arg(QLatin1String(c))))
                << QString::fromLatin1(c) << true << i;
            QTest::newRow(qPrintable(QStringLiteral("%1 not raised").arg(QLatin1String(c))))
                << QString::fromLatin1(c) << false << i;
            ++i;
        }
    }

    void finding() {
        QFETCH(QString, code);
        QFETCH(bool, expected);
        QFETCH(int, caseIndex);
        // For each code: a scenario that makes the mistake and a corrected one.
        const std::function<Scenario(bool)> cases[] = {
            [](bool bad) {
                return training(bad ? "llama-2-13b" : "bert-base-uncased", "t4-16gb", 1);
            },
            [this](bool bad) {
                Scenario s = training("bert-large-uncased", "t4-16gb", 1);
                s.workload.kind = WorkloadKind::BatchInference;
                s.workload.microBatchSize = s.workload.batchSize = 64;
                if (bad) {
                    // The largest batch that still fits leaves less than 10% free.
                    int lo = 64, hi = 1 << 14;
                    while (hi - lo > 1) {
                        const int mid = (lo + hi) / 2;
                        s.workload.microBatchSize = s.workload.batchSize = mid;
                        const PlanResult r = makePlan(s, m_catalog);
                        const OptionResult& o = r.plan.options.front();
                        (o.fits && o.placement.layout.microBatch == mid ? lo : hi) = mid;
                    }
                    s.workload.microBatchSize = s.workload.batchSize = lo;
                }
                return s;
            },
            [](bool bad) {
                Scenario s = training("bert-base-uncased", bad ? "v100-16gb" : "a100-40gb", 1);
                s.workload.precision = Precision::Bf16Mixed;
                return s;
            },
            [](bool bad) {
                Scenario s = training(bad ? "llama-2-70b" : "llama-2-7b", "h100-sxm-80gb", 8);
                s.workload.finetune.method = FinetuneMethod::Full;
                s.workload.microBatchSize = 1;
                return s;
            },
            [](bool bad) {
                Scenario s = training("resnet-50", "a100-sxm-80gb", 1);
                s.workload.kind = WorkloadKind::Training;
                s.workload.batchSize = 256;
                s.workload.microBatchSize = 256;
                s.workload.precision = Precision::Fp16Mixed;
                s.workload.pipeline.prepMsPerSamplePerCore = bad ? 8.0 : 0.05;
                s.workload.pipeline.loaderWorkers = 8;
                return s;
            },
            [](bool bad) {
                Scenario s = training("resnet-50", "a100-sxm-80gb", 1);
                s.workload.kind = WorkloadKind::Training;
                s.workload.batchSize = 256;
                s.workload.microBatchSize = 256;
                s.workload.precision = Precision::Fp16Mixed;
                s.workload.pipeline.storage = bad ? Storage::ObjectStore : Storage::LocalNvme;
                s.workload.dataset.bytesPerSample = bad ? 2e6 : 110e3;
                return s;
            },
            [](bool bad) { return serving("h100-sxm-80gb", bad ? 2 : 20000, 64, 10, 1000); },
            [](bool bad) { return serving("t4-16gb", 20, bad ? 1 : 16, 5, 100); },
            [](bool bad) { return serving("t4-16gb", 100, 16, 5, bad ? 1 : 200); },
            [](bool bad) { return etl("cpu-64vcpu-compute", bad ? 200e9 : 10e9); },
            [](bool bad) {
                Scenario s = training("llama-2-7b", "a10-24gb", 1);
                s.workload.finetune.method = FinetuneMethod::Qlora;
                s.constraints.deadlineHours = bad ? 0.5 : 1000;
                return s;
            },
            [](bool bad) {
                return training(bad ? "llama-2-70b" : "bert-base-uncased", "t4-16gb", 1);
            },
            [](bool bad) {
                Scenario s =
                    training("llama-2-7b", bad ? "l4-24gb" : "h100-sxm-80gb", bad ? 64 : 8);
                s.workload.kind = WorkloadKind::Training;
                s.workload.batchSize = 64;
                s.workload.microBatchSize = 1;
                s.workload.sharding = Sharding::Zero3;
                return s;
            },
            [](bool bad) {
                Scenario s = training("llama-2-7b", "h100-sxm-80gb", 8);
                s.workload.finetune.method = FinetuneMethod::Lora;
                s.workload.dataset.samples = bad ? 5e8 : 1e5;
                s.compute.pricing = Pricing::Serverless;
                return s;
            },
            [](bool bad) {
                Scenario s = training("bert-base-uncased", "h100-sxm-80gb", bad ? 16 : 8);
                s.workload.batchSize = 256;
                s.compute.pricing = Pricing::Serverless;
                return s;
            },
            // 20 requests/s seldom fill a batch of 16 within 10 ms: each waits out the window.
            [](bool bad) { return serving("t4-16gb", 20, 16, bad ? 10 : 1, 100); },
        };
        QVERIFY(caseIndex < int(std::size(cases)));
        const bool got = raised(cases[caseIndex](expected), code.toStdString());
        QVERIFY2(got == expected,
                 qPrintable(QStringLiteral("%1: expected %2").arg(code).arg(expected)));
    }
};

QTEST_APPLESS_MAIN(TestFindings)
#include "test_findings.moc"
