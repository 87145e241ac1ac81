// Planning beside the window: the plan made on a thread of its own is the plan of the scenario
// on screen, never of one the user has already edited past; a plan waited for by replanNow is
// not shown a second time; a document closed while it plans goes cleanly.
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/planner.h"
#include "ui/editor/document_model.h"

#include <QSignalSpy>
#include <QTest>
#include <memory>
#include <string>
#include <vector>

using namespace rightsize;
using namespace rightsize::ui;

namespace {

// What tells two plans apart in the views: each option's device, count, layout, time and cost,
// and which one is recommended.
std::vector<std::string> fingerprint(const Plan& plan) {
    std::vector<std::string> out;
    for (const OptionResult& o : plan.options)
        out.push_back(
            (o.placement.device ? o.placement.device->id : std::string("?")) + " x" +
            std::to_string(o.placement.count) + " data " + std::to_string(o.placement.layout.data) +
            " tensor " + std::to_string(o.placement.layout.tensor) + " step " +
            std::to_string(o.time.stepSeconds) + " cost " + std::to_string(o.cost.perHour));
    out.push_back("recommended " +
                  (plan.recommended ? std::to_string(*plan.recommended) : std::string("none")));
    return out;
}

std::vector<std::string> planOf(const DocumentModel& doc) {
    PlanResult r = makePlan(doc.scenario(), doc.catalog());
    return fingerprint(r.plan);
}

// Events processed until the document has no plan running and nothing left to plan.
bool settle(DocumentModel& doc) {
    for (int i = 0; i < 2000; ++i) {
        QTest::qWait(5);
        if (!doc.planning()) {
            QTest::qWait(20); // a plan the last result started
            if (!doc.planning())
                return true;
        }
    }
    return false;
}

void setBatch(DocumentModel& doc, int batch) {
    doc.edit(QStringLiteral("$.workload.batch_size"), QString(),
             [batch](Scenario& s) { s.workload.batchSize = batch; });
}

} // namespace

class BackgroundPlanTest : public QObject {
    Q_OBJECT
    Catalog m_catalog = loadBuiltinCatalog();

private slots:
    void planArrivesForTheScenarioOnScreen() {
        DocumentModel doc(m_catalog);
        doc.setPlanInBackground(true);
        QSignalSpy plans(&doc, &DocumentModel::planChanged);
        QVERIFY(settle(doc));
        QCOMPARE(plans.count(), 1);
        QVERIFY(doc.hasPlan());
        QCOMPARE(fingerprint(doc.plan()), planOf(doc));
        setBatch(doc, 48);
        QVERIFY(settle(doc));
        QCOMPARE(plans.count(), 2);
        QCOMPARE(doc.scenario().workload.batchSize, 48);
        QCOMPARE(fingerprint(doc.plan()), planOf(doc));
    }

    void editsWhilePlanningShowOnlyTheLatest() {
        DocumentModel doc(m_catalog);
        doc.setPlanInBackground(true);
        QVERIFY(settle(doc));
        QSignalSpy plans(&doc, &DocumentModel::planChanged);
        // Typed faster than a plan is made: each edit lands while the last one's plan runs.
        for (int batch : {9, 17, 33, 65, 129}) {
            setBatch(doc, batch);
            QCoreApplication::processEvents();
        }
        QVERIFY(settle(doc));
        QVERIFY(plans.count() >= 1);
        QVERIFY(plans.count() <= 5);
        QCOMPARE(doc.scenario().workload.batchSize, 129);
        QCOMPARE(fingerprint(doc.plan()), planOf(doc));
        // The last plan shown is the one of the scenario on screen, and no older one follows it.
        const int shown = int(plans.count());
        QTest::qWait(50);
        QCOMPARE(int(plans.count()), shown);
    }

    void replanNowWinsOverTheRunningPlan() {
        DocumentModel doc(m_catalog);
        doc.setPlanInBackground(true);
        QVERIFY(settle(doc));
        setBatch(doc, 24);
        QCoreApplication::processEvents(); // the background plan starts
        QSignalSpy plans(&doc, &DocumentModel::planChanged);
        doc.replanNow();
        QCOMPARE(plans.count(), 1);
        QVERIFY(!doc.planning());
        const std::vector<std::string> now = fingerprint(doc.plan());
        QCOMPARE(now, planOf(doc));
        // The result of the plan replanNow waited for is not shown after it.
        QTest::qWait(50);
        QCOMPARE(plans.count(), 1);
    }

    void failedPlanKeepsTheLastOne() {
        DocumentModel doc(m_catalog);
        doc.setPlanInBackground(true);
        QVERIFY(settle(doc));
        const std::vector<std::string> before = fingerprint(doc.plan());
        QSignalSpy failures(&doc, &DocumentModel::planFailed);
        doc.edit(QStringLiteral("$.compute.options"), QString(), [](Scenario& s) {
            s.compute.options = {{"no-such-device", 1}};
        });
        QVERIFY(settle(doc));
        QCOMPARE(failures.count(), 1);
        QVERIFY(!doc.planErrors().empty());
        QCOMPARE(fingerprint(doc.plan()), before);
    }

    void closingWhilePlanningIsClean() {
        auto doc = std::make_unique<DocumentModel>(m_catalog);
        doc->setPlanInBackground(true);
        QCoreApplication::processEvents(); // the first plan starts
        setBatch(*doc, 40);
        doc.reset(); // waits for the plan; its result never reaches a deleted model
        QCoreApplication::processEvents();
        QVERIFY(!doc);
    }

    void withoutBackgroundTheNextTurnPlans() {
        DocumentModel doc(m_catalog);
        QSignalSpy plans(&doc, &DocumentModel::planChanged);
        QCoreApplication::processEvents();
        QCOMPARE(plans.count(), 1);
        QVERIFY(!doc.planning());
        setBatch(doc, 12);
        QCoreApplication::processEvents();
        QCOMPARE(plans.count(), 2);
        QCOMPARE(fingerprint(doc.plan()), planOf(doc));
    }
};

QTEST_MAIN(BackgroundPlanTest)
#include "test_background_plan.moc"
