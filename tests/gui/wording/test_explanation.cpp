// One explanation: the plan JSON's `explanation`, the window's "Why this number?" and the report's
// "Why these numbers" show the same terms, in the same order, with the same values, for every
// preset. The terms come from core/estimate/explain.cpp; the UI only names them.
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/planner.h"
#include "core/model/catalog.h"
#include "core/output/plan_json.h"
#include "ui/editor/document_model.h"
#include "ui/report/report_content.h"
#include "ui/results/recommendation_panel.h"
#include "ui/wording/explanation_wording.h"
#include "ui/wording/plan_wording.h"

#include <QApplication>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

using namespace rightsize;
using namespace rightsize::ui;

Q_DECLARE_METATYPE(rightsize::ui::ExplanationPart)

namespace {

const char* jsonName(ExplanationPart part) {
    switch (part) {
    case ExplanationPart::Memory:
        return "memory";
    case ExplanationPart::Time:
        return "time";
    case ExplanationPart::Cost:
        return "cost";
    }
    return "";
}

RecommendationPanel::Explanation panelPart(ExplanationPart part) {
    switch (part) {
    case ExplanationPart::Memory:
        return RecommendationPanel::Explanation::Memory;
    case ExplanationPart::Time:
        return RecommendationPanel::Explanation::Time;
    case ExplanationPart::Cost:
        return RecommendationPanel::Explanation::Cost;
    }
    return RecommendationPanel::Explanation::None;
}

// The terms as a script reads them: printed by the plan writer and parsed back.
std::vector<Term> jsonTerms(const Plan& plan, ExplanationPart part) {
    const nlohmann::json j = nlohmann::json::parse(planToJson(plan, planWording()).dump());
    const std::size_t index = j["recommendation"]["option_index"].get<std::size_t>();
    std::vector<Term> terms;
    for (const auto& t : j["options"][index]["explanation"][jsonName(part)])
        terms.push_back({t["key"].get<std::string>(),
                         t["value"].is_null() ? std::nan("") : t["value"].get<double>(),
                         t["unit"].get<std::string>()});
    return terms;
}

} // namespace

class TestExplanation : public QObject {
    Q_OBJECT
    Catalog m_catalog = loadBuiltinCatalog();

private slots:
    void jsonWindowAndReportAgree_data() {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<ExplanationPart>("part");
        for (const ScenarioPreset& p : m_catalog.scenarios)
            for (const ExplanationPart part :
                 {ExplanationPart::Memory, ExplanationPart::Time, ExplanationPart::Cost})
                QTest::addRow("%s %s", p.id.c_str(), jsonName(part))
                    << QString::fromStdString(p.id) << part;
    }
    void jsonWindowAndReportAgree() {
        QFETCH(QString, preset);
        QFETCH(ExplanationPart, part);
        const ScenarioPreset* p = m_catalog.scenario(preset.toStdString());
        QVERIFY(p);
        const auto doc = presetDocument(m_catalog, *p);
        QVERIFY(doc);
        const PlanResult result = makePlan(doc->scenario, m_catalog);
        QVERIFY(result.errors.empty());
        const Plan& plan = result.plan;
        QVERIFY2(plan.recommended, "every preset has a recommendation");

        const std::vector<Term> json = jsonTerms(plan, part);
        QVERIFY(!json.empty());

        // The report's table for this part.
        const std::vector<ExplanationTable> tables = explanationTables(plan);
        QCOMPARE(tables.size(), std::size_t(3));
        const auto table = std::find_if(tables.begin(), tables.end(),
                                        [&](const ExplanationTable& t) { return t.part == part; });
        QVERIFY(table != tables.end());
        QCOMPARE(table->rows.size(), json.size());

        // The window's panel for the recommended option.
        RecommendationPanel panel;
        panel.showPlan(plan, doc->scenario);
        panel.explain(panelPart(part));
        const QString window = panel.explanationText();

        qsizetype at = 0;
        for (std::size_t i = 0; i < json.size(); ++i) {
            const Term& t = json[i];
            const ExplanationRow& r = table->rows[i];
            const QString label = ExplanationWording::label(part, t.key);
            QVERIFY2(!label.isEmpty(), ("no label for the term " + t.key).c_str());
            QCOMPARE(r.key, t.key);
            QCOMPARE(r.label, label);
            if (part == ExplanationPart::Cost && (t.unit == "h" || t.key == "price_per_hour")) {
                // The cost's hours and hourly price carry the digits that make price × billed
                // hours give the total as printed: the term, rounded to as many digits as shown.
                const qsizetype point = r.value.indexOf(QLatin1Char('.'));
                const int decimals = point < 0 ? 0 : int(r.value.size() - point - 1);
                QVERIFY2(qAbs(r.value.toDouble() - t.value) <=
                             0.5 * std::pow(10.0, -decimals) + 1e-12,
                         qPrintable(r.value + QStringLiteral(" for ") + QString::number(t.value)));
            } else {
                QCOMPARE(r.value, ExplanationWording::value(t));
            }
            QCOMPARE(r.unit, ExplanationWording::unitColumn(t));
            // In the window, each label is followed by its value, in the JSON's order.
            const qsizetype l = window.indexOf(label, at);
            QVERIFY2(l >= 0, qPrintable(QStringLiteral("window lacks %1 after %2:\n%3")
                                            .arg(label)
                                            .arg(at)
                                            .arg(window)));
            const qsizetype v = window.indexOf(r.value, l + label.size());
            QVERIFY2(
                v >= 0,
                qPrintable(QStringLiteral("window lacks the value %1 of %2").arg(r.value, label)));
            // ... in the next cell: nothing but space between them.
            const qsizetype end = l + label.size();
            QVERIFY2(window.mid(end, v - end).trimmed().isEmpty(),
                     qPrintable(QStringLiteral("%1 is not followed by %2").arg(label, r.value)));
            at = v + r.value.size();
        }
    }
};

QTEST_MAIN(TestExplanation)
#include "test_explanation.moc"
