// The report as a manager reads it, from the PDF's own text: page 1 names the provider and the
// instance and cuts nothing; the cost multiplies out as printed; sources cite public sources
// only; a training report lists no inference constants; headroom is a percentage; the options
// table marks the option that misses the deadline; device ids and words stay whole.
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/planner.h"
#include "core/model/catalog.h"
#include "core/model/scenario_fields.h"
#include "ui/editor/document_model.h"
#include "ui/report/report_content.h"
#include "ui/report/report_export.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

using namespace rightsize;
using namespace rightsize::ui;

class TestReportReading : public QObject {
    Q_OBJECT
    Catalog m_catalog = loadBuiltinCatalog();
    QTemporaryDir m_dir;

    Scenario preset(const QString& id) const {
        const ScenarioPreset* p = m_catalog.scenario(id.toStdString());
        if (!p)
            qFatal("missing preset");
        auto doc = presetDocument(m_catalog, *p);
        if (!doc)
            qFatal("preset does not parse");
        return doc->scenario;
    }

    // The PDF's text; `page` 0: every page. `layout` keeps the columns of a table on one line.
    QString pdfText(const Scenario& s, Plan* planOut = nullptr, int page = 0, bool layout = true) {
        const PlanResult result = makePlan(s, m_catalog);
        if (planOut)
            *planOut = result.plan;
        const QString path = m_dir.filePath(QStringLiteral("r.pdf"));
        QString error;
        if (!exportPdf(s, result.plan, m_catalog, path, QPageSize::A4, &error))
            qFatal("%s", qPrintable(error));
        QStringList args{QStringLiteral("-enc"), QStringLiteral("UTF-8")};
        if (layout)
            args << QStringLiteral("-layout");
        if (page > 0)
            args << QStringLiteral("-f") << QString::number(page) << QStringLiteral("-l")
                 << QString::number(page);
        args << path << QStringLiteral("-");
        QProcess text;
        text.start(QStringLiteral("pdftotext"), args);
        text.waitForFinished(60000);
        return QString::fromUtf8(text.readAllStandardOutput());
    }

    // bert-base-finetune with a deadline the T4 misses.
    Scenario tightDeadline() const {
        Scenario s = preset(QStringLiteral("bert-base-finetune"));
        s.constraints.deadlineHours = 0.3;
        s.compute.options = {{"t4-16gb", 1}, {"l4-24gb", 1}, {"a10g-24gb", 1}};
        return s;
    }

private slots:
    void presets_data() {
        QTest::addColumn<QString>("id");
        for (const char* id :
             {"bert-base-finetune", "llama2-13b-chat-serving", "cpu-or-gpu-xgboost-20m",
              "llama2-70b-pretrain", "qwen3-8b-lora-a10-vs-h100"})
            QTest::newRow(id) << QString::fromLatin1(id);
    }
    void presets() {
        QFETCH(QString, id);
        const Scenario s = preset(id);
        Plan plan;
        const QString all = pdfText(s, &plan);
        const QString raw = pdfText(s, nullptr, 0, false);
        const QString first = pdfText(s, nullptr, 1);
        // Assumptions of the kind of work only: a service has no training time or pipeline
        // bubble, a training run no serving simulation.
        QCOMPARE(all.contains(QLatin1String("Pipeline bubble and communication")),
                 isTrainingKind(s.workload.kind));
        QCOMPARE(all.contains(QLatin1String("Serving latency")),
                 s.workload.kind == WorkloadKind::OnlineServing);
        // Sources: no test table of the program, no design notes.
        for (const char* internal :
             {"tests/data", "DOMAIN", "PR-AWS", "PR-NEO", "hardware.csv", "prices.csv"})
            QVERIFY2(!all.contains(QLatin1String(internal)), internal);
        // Page 1 says which provider and instance are meant.
        QVERIFY(plan.recommended);
        const OptionResult& o = plan.options[*plan.recommended];
        if (o.cost.quote && !o.cost.quote->provider.empty()) {
            QVERIFY2(first.contains(QString::fromStdString(o.cost.quote->provider)),
                     qPrintable(first.left(1500)));
            if (!o.cost.quote->instance.empty())
                QVERIFY2(first.simplified().contains(
                             QString::fromStdString(o.cost.quote->instance).simplified()),
                         qPrintable(first.left(1500)));
        }
        // Nothing on page 1 is cut short.
        QVERIFY2(!first.contains(QChar(0x2026)), qPrintable(first.left(3000)));
        // No word or device id is broken inside: "bandwidt h", "h100-/sxm-80gb".
        QVERIFY2(!raw.contains(QRegularExpression(QStringLiteral("bandwidt\\s+h"))),
                 "bandwidth broken");
        for (const Device& d : m_catalog.devices) {
            const QString device = QString::fromStdString(d.id);
            for (qsizetype at = device.indexOf(QLatin1Char('-')); at >= 0;
                 at = device.indexOf(QLatin1Char('-'), at + 1))
                QVERIFY2(
                    !raw.contains(device.left(at + 1) + QLatin1Char('\n') + device.mid(at + 1)),
                    qPrintable(device));
        }
        // Training lists no inference constants, inference no training ones.
        const bool training = s.workload.kind == WorkloadKind::Training ||
                              s.workload.kind == WorkloadKind::FineTuning;
        const bool inference = s.workload.kind == WorkloadKind::OnlineServing ||
                               s.workload.kind == WorkloadKind::BatchInference;
        QCOMPARE(all.contains(QStringLiteral("Inference efficiency")), inference);
        QCOMPARE(all.contains(QStringLiteral("Training efficiency")), training);
    }

    // Price per hour × billed hours = total, to the digits printed.
    void billedHoursMultiplyOut_data() { presets_data(); }
    void billedHoursMultiplyOut() {
        QFETCH(QString, id);
        const QString text = pdfText(preset(id));
        const auto number = [&](const QString& pattern) {
            const QRegularExpressionMatch m = QRegularExpression(pattern).match(text);
            return m.hasMatch() ? m.captured(1).remove(QLatin1Char(',')) : QString();
        };
        const QString price =
            number(QStringLiteral("Price per hour = [^\\n]*?([0-9][0-9.,]*) USD/h"));
        const QString hours =
            number(QStringLiteral("Billed hours = the terms above\\s+([0-9][0-9.,]*) h"));
        const QString total =
            number(QStringLiteral("Total = price per hour × billed hours\\s+([0-9][0-9.,]*) USD"));
        if (hours.isEmpty())
            QSKIP("no billed hours in this report (serving is priced per hour)");
        QVERIFY2(!price.isEmpty() && !total.isEmpty(), qPrintable(text));
        const int decimals = total.contains(QLatin1Char('.'))
                                 ? int(total.size() - total.indexOf(QLatin1Char('.')) - 1)
                                 : 0;
        const double scale = std::pow(10.0, decimals);
        const double product = std::round(price.toDouble() * hours.toDouble() * scale) / scale;
        QVERIFY2(std::fabs(product - total.toDouble()) < 0.5 / scale,
                 qPrintable(QStringLiteral("%1 × %2 = %3, printed %4")
                                .arg(price, hours)
                                .arg(product)
                                .arg(total)));
    }

    void headroomIsAPercentage() {
        const QString text = pdfText(preset(QStringLiteral("bert-base-finetune")));
        QVERIFY2(text.contains(QRegularExpression(QStringLiteral("Memory headroom\\s+10%"))),
                 qPrintable(text));
        QVERIFY(!text.contains(QRegularExpression(QStringLiteral("Memory headroom\\s+0\\.10"))));
    }

    void theOptionThatMissesTheDeadlineIsMarked() {
        Plan plan;
        const QString text = pdfText(tightDeadline(), &plan);
        int missing = 0;
        for (const std::size_t i : listedOptions(plan))
            missing += plan.options[i].timeSeconds.expected / 3600 > 0.3 ? 1 : 0;
        QVERIFY(missing > 0);
        QCOMPARE(int(text.count(QStringLiteral("✗ misses the"))), missing);
    }

    // A monthly job (12 runs a year) keeps its figure wherever the report says how often it
    // runs: the buying section's caption and the recommendation once wrote "0.0".
    void aMonthlyJobKeepsItsRunsADay() {
        Scenario s = preset(QStringLiteral("qwen3-8b-lora-a10-vs-h100"));
        s.compute.cluster.runsPerDay = 12.0 / 365;
        const QString text = pdfText(s, nullptr, 0, false);
        const auto has = [&](const char* pattern) {
            return text.contains(QRegularExpression(QString::fromUtf8(pattern)));
        };
        QVERIFY2(has("a\\s+day\\s+at\\s+0\\.033\\s+run\\(s\\)\\s+a\\s+day"), qPrintable(text));
        QVERIFY2(has("At\\s+0\\.033\\s+runs\\s+a\\s+day"), qPrintable(text));
        QVERIFY2(!has("\\b0\\.0\\s+run"), qPrintable(text));
    }

    // A dense model has no expert parallelism; a LoRA no double quantisation.
    void inputsThatDoNotApplyAreLeftOut() {
        const QString dense = pdfText(preset(QStringLiteral("bert-base-finetune")));
        QVERIFY(!dense.contains(QStringLiteral("Expert parallel")));
        QVERIFY(!dense.contains(QStringLiteral("Double quant")));
        const QString serving = pdfText(preset(QStringLiteral("llama2-13b-chat-serving")));
        QVERIFY(!serving.contains(QStringLiteral("Runs per day")));
    }
};

QTEST_MAIN(TestReportReading)
#include "test_report_reading.moc"
