// The table models behave as Qt's views expect (QAbstractItemModelTester) and say what they hold.
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/planner.h"
#include "core/model/catalog.h"
#include "ui/editor/document_model.h"
#include "ui/library/catalog_editor.h"
#include "ui/library/catalog_sync.h"
#include "ui/library/library.h"
#include "ui/results/options_table_model.h"

#include <QAbstractItemModelTester>
#include <QDate>
#include <QFont>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace rightsize;
using namespace rightsize::ui;

class UiModelsTest : public QObject {
    Q_OBJECT
private slots:
    void optionsModelPassesTheTester() {
        const Catalog catalog = loadBuiltinCatalog();
        OptionsTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
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

    void catalogModelEditsAddsAndRemoves() {
        const Catalog catalog = loadBuiltinCatalog();
        CatalogDevicesModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDevices(catalog.devices);
        QCOMPARE(model.rowCount(), int(catalog.devices.size()));

        const QModelIndex price = model.index(0, CatalogDevicesModel::ColOnDemand);
        QVERIFY(model.setData(price, 9.5));
        QCOMPARE(model.devices()[0].onDemand.usdPerHour, 9.5);
        QCOMPARE(QString::fromStdString(model.devices()[0].onDemand.date),
                 QDate::currentDate().toString(Qt::ISODate));
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

    void catalogEditsFeedThePlanner() {
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
        // Beyond what any device costs an hour: refused, as the library would refuse it.
        QVERIFY(!model->setData(model->index(row, CatalogDevicesModel::ColOnDemand), 5000.0));
        QVERIFY(model->setData(model->index(row, CatalogDevicesModel::ColOnDemand), 900.0));
        QCOMPARE(int(model->devices()[std::size_t(row)].origin), int(CatalogOrigin::PricesChanged));
        doc.replanNow();
        QVERIFY(doc.plan().options[*doc.plan().recommended].placement.device->id != rec);
        // A catalog change is not an edit of the scenario: nothing to undo, nothing to save.
        QCOMPARE(doc.undoStack()->count(), 0);
        model->revertDevice(row, doc.builtinCatalog());
        QCOMPARE(int(model->devices()[std::size_t(row)].origin), int(CatalogOrigin::Builtin));
        QVERIFY(doc.catalogOverrides().empty());
        doc.replanNow();
        QCOMPARE(doc.plan().options[*doc.plan().recommended].placement.device->id, rec);
        QCOMPARE(model->devices()[std::size_t(row)].onDemand.usdPerHour,
                 doc.builtinCatalog().devices[std::size_t(row)].onDemand.usdPerHour);
    }

    // The price typed into the window is kept in the library: a window started later over the
    // same library plans with it, and the row says it is not the built-in figure.
    void catalogEditsPersistInTheLibrary_data() {
        QTest::addColumn<int>("column");
        QTest::addColumn<QVariant>("value");
        QTest::addColumn<int>("origin");
        QTest::newRow("on-demand price") << int(CatalogDevicesModel::ColOnDemand) << QVariant(7.25)
                                         << int(CatalogOrigin::PricesChanged);
        QTest::newRow("spot price") << int(CatalogDevicesModel::ColSpot) << QVariant(1.5)
                                    << int(CatalogOrigin::PricesChanged);
        QTest::newRow("memory") << int(CatalogDevicesModel::ColMemory) << QVariant(99.0)
                                << int(CatalogOrigin::Changed);
    }
    void catalogEditsPersistInTheLibrary() {
        QFETCH(int, column);
        QFETCH(QVariant, value);
        QFETCH(int, origin);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("library.sqlite"));
        const int row = 2;
        std::string id;
        {
            Library library;
            QVERIFY(library.open(path));
            DocumentModel doc(loadBuiltinCatalog());
            followLibraryCatalog(&library, &doc);
            CatalogEditor editor(&doc, &library);
            id = editor.model()->devices()[std::size_t(row)].id;
            QVERIFY(editor.model()->setData(editor.model()->index(row, column), value));
            QVERIFY(editor.statusText().contains(path));
            QCOMPARE(doc.undoStack()->count(), 0);
        }
        Library library;
        QVERIFY(library.open(path));
        DocumentModel doc(loadBuiltinCatalog());
        followLibraryCatalog(&library, &doc);
        const Device* device = doc.catalog().device(id);
        QVERIFY(device);
        QCOMPARE(int(device->origin), origin);
        CatalogEditor editor(&doc, &library);
        const QModelIndex cell = editor.model()->index(row, column);
        QCOMPARE(editor.model()->data(cell, Qt::EditRole).toDouble(), value.toDouble());
        QCOMPARE(
            editor.model()->data(editor.model()->index(row, 0), Qt::FontRole).value<QFont>().bold(),
            true);
        // Reverting the device empties the library's catalog again.
        editor.model()->revertDevice(row, doc.builtinCatalog());
        auto left = readCatalogOverrides(library.store());
        QVERIFY(left.ok());
        QVERIFY(left->empty());
    }
};

QTEST_MAIN(UiModelsTest)
#include "test_ui_models.moc"
