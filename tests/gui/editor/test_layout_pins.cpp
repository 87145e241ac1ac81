// Layout fields in the editor: "auto" leaves a field to the planner and shows what it chose; any
// other value pins it, and the plan then uses exactly that value. One edit pins or unpins.
#include "core/catalog/builtin_catalog.h"
#include "core/model/catalog.h"
#include "ui/editor/document_model.h"
#include "ui/editor/workload_editor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QSpinBox>
#include <QTest>

using namespace rightsize;
using namespace rightsize::ui;

class LayoutPinsTest : public QObject {
    Q_OBJECT
    std::unique_ptr<DocumentModel> m_doc;
    std::unique_ptr<WorkloadEditor> m_editor;

    template <class W> W* input(const char* path) {
        return qobject_cast<W*>(m_editor->fieldInput(QString::fromLatin1(path)));
    }
    const Layout& plannedLayout() {
        const Plan& p = m_doc->plan();
        return p.options[p.recommended.value_or(0)].placement.layout;
    }

private slots:
    void init() {
        m_doc = std::make_unique<DocumentModel>(loadBuiltinCatalog());
        m_editor = std::make_unique<WorkloadEditor>(m_doc.get());
        Scenario s;
        s.workload.kind = WorkloadKind::Training;
        s.workload.model.preset = "llama-2-13b";
        s.workload.batchSize = 64;
        s.workload.seqLen = 4096;
        s.workload.dataset.samples = 1e5;
        s.compute.options = {{"a100-sxm-80gb", 8}};
        m_doc->replaceScenario(s, QStringLiteral("test"));
        m_doc->replanNow();
        QVERIFY(m_doc->hasPlan());
    }
    void cleanup() {
        m_editor.reset();
        m_doc.reset();
    }

    void autoShowsThePlannersChoice() {
        auto* tensor = input<QSpinBox>("$.workload.parallelism.tensor");
        auto* micro = input<QSpinBox>("$.workload.micro_batch_size");
        auto* sharding = input<QComboBox>("$.workload.sharding");
        QVERIFY(tensor && micro && sharding);
        QCOMPARE(tensor->value(), tensor->minimum()); // not pinned
        QVERIFY2(tensor->specialValueText().contains(QString::number(plannedLayout().tensor)),
                 qPrintable(tensor->specialValueText()));
        QVERIFY(micro->specialValueText().contains(QString::number(plannedLayout().microBatch)));
        QCOMPARE(sharding->currentIndex(), 0);
        QVERIFY(sharding->currentText().startsWith(QStringLiteral("auto")));
    }

    void pinningIsOneEditAndThePlanUsesIt() {
        auto* tensor = input<QSpinBox>("$.workload.parallelism.tensor");
        tensor->setValue(4);
        QCOMPARE(m_doc->scenario().workload.parallelism.tensor, std::optional<int>(4));
        m_doc->replanNow();
        QCOMPARE(m_doc->plan().options.front().placement.layout.tensor, 4);
        // Back to auto: the field is the planner's again.
        tensor->setValue(tensor->minimum());
        QVERIFY(!m_doc->scenario().workload.parallelism.tensor.has_value());

        auto* recompute = input<QComboBox>("$.workload.activation_recompute");
        recompute->setCurrentIndex(recompute->findData(int(Recompute::None)));
        QVERIFY(m_doc->scenario().workload.recompute == Recompute::None);
        recompute->setCurrentIndex(0);
        QVERIFY(!m_doc->scenario().workload.recompute.has_value());

        auto* flash = input<QCheckBox>("$.workload.flash_attention");
        QCOMPARE(flash->checkState(), Qt::PartiallyChecked);
        flash->setCheckState(Qt::Unchecked);
        QCOMPARE(m_doc->scenario().workload.flashAttention, std::optional<bool>(false));
        m_doc->replanNow();
        QVERIFY(!m_doc->plan().options.front().placement.layout.flashAttention);
        flash->setCheckState(Qt::PartiallyChecked);
        QVERIFY(!m_doc->scenario().workload.flashAttention.has_value());
    }
};

QTEST_MAIN(LayoutPinsTest)
#include "test_layout_pins.moc"
