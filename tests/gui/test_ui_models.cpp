// The table models behave as Qt's views expect (QAbstractItemModelTester) and say what they hold.
#include "core/catalog.h"
#include "core/planner.h"
#include "ui/catalog_editor.h"
#include "ui/options_table_model.h"
#include "ui/scenario_document.h"

#include <QAbstractItemModelTester>
#include <QDate>
#include <QTest>
#include <QUndoStack>

using namespace rightsize;
using namespace rightsize::ui;

class UiModelsTest : public QObject {
    Q_OBJECT
private slots:
    void optionsModelPassesTheTester()
    {
        const Catalog catalog = loadBuiltinCatalog();
        OptionsTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const PlanResult result = makePlan(defaultScenario(catalog), catalog);
        QVERIFY(result.errors.empty());
        model.setPlan(result.plan);
        QCOMPARE(model.rowCount(), int(result.plan.options.size()));
        QCOMPARE(model.columnCount(), int(OptionsTableModel::ColumnCount));
        for (int r = 0; r < model.rowCount(); ++r)
            for (int c = 0; c < model.columnCount(); ++c)
                QVERIFY(model.data(model.index(r, c), OptionsTableModel::SortRole).isValid());
        model.setPlan(Plan{});
        QCOMPARE(model.rowCount(), 0);
    }

    void catalogModelEditsAddsAndRemoves()
    {
        const Catalog catalog = loadBuiltinCatalog();
        CatalogDevicesModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDevices(catalog.devices);
        QCOMPARE(model.rowCount(), int(catalog.devices.size()));

        const QModelIndex price = model.index(0, CatalogDevicesModel::ColOnDemand);
        QVERIFY(model.setData(price, 9.5));
        QCOMPARE(model.devices()[0].onDemand.usdPerHour, 9.5);
        QCOMPARE(QString::fromStdString(model.devices()[0].onDemand.date), QDate::currentDate().toString(Qt::ISODate));
        QVERIFY(!model.setData(price, -1.0));
        // Ids must stay unique: scenario files name devices by id.
        QVERIFY(!model.setData(model.index(1, CatalogDevicesModel::ColId),
                               QString::fromStdString(catalog.devices[0].id)));

        const int added = model.addDevice(0);
        QCOMPARE(model.rowCount(), int(catalog.devices.size()) + 1);
        QVERIFY(model.devices()[std::size_t(added)].id != catalog.devices[0].id);
        model.removeDevice(added);
        QCOMPARE(model.rowCount(), int(catalog.devices.size()));
    }

    void catalogEditsFeedThePlanner()
    {
        DocumentModel doc(loadBuiltinCatalog());
        doc.replanNow();
        QVERIFY(doc.hasPlan());
        CatalogEditor editor(&doc);
        CatalogDevicesModel* model = editor.model();
        // Make the recommended device absurdly expensive: the recommendation must move.
        const std::string rec = doc.plan().options[*doc.plan().recommended].placement.device->id;
        int row = -1;
        for (int r = 0; r < model->rowCount(); ++r)
            if (model->devices()[std::size_t(r)].id == rec)
                row = r;
        QVERIFY(row >= 0);
        QVERIFY(model->setData(model->index(row, CatalogDevicesModel::ColOnDemand), 5000.0));
        doc.replanNow();
        QVERIFY(doc.plan().options[*doc.plan().recommended].placement.device->id != rec);
        doc.undoStack()->undo();
        doc.replanNow();
        QCOMPARE(doc.plan().options[*doc.plan().recommended].placement.device->id, rec);
        QCOMPARE(model->devices()[std::size_t(row)].onDemand.usdPerHour,
                 doc.builtinCatalog().devices[std::size_t(row)].onDemand.usdPerHour);
    }
};

QTEST_MAIN(UiModelsTest)
#include "test_ui_models.moc"
