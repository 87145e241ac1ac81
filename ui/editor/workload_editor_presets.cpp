#include "ui/editor/document_model.h"
#include "ui/editor/workload_editor.h"
#include "ui/widgets/wrapping_label.h"
#include "ui/wording/builtin_names.h"

#include <QComboBox>
#include <QFormLayout>
#include <QFrame>
#include <QHBoxLayout>
#include <QSignalBlocker>
#include <QStandardItemModel>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

// The editor's top: a hint for a first start and the box that opens a preset. The fields follow
// in ui/editor/workload_editor.cpp.
namespace rightsize::ui {

void WorkloadEditor::buildFirstRunHint() {
    m_firstRunHint = new QFrame(this);
    m_firstRunHint->setObjectName(QStringLiteral("firstRunHint"));
    m_firstRunHint->setStyleSheet(
        QStringLiteral("#firstRunHint { border: 1px solid palette(highlight); "
                       "border-radius: 4px; background: palette(alternate-base); }"));
    auto* layout = new QHBoxLayout(m_firstRunHint);
    auto* text = new WrappingLabel(m_firstRunHint);
    text->setText(
        tr("New here? Pick a worked case in the Scenario box below, or change any field: the "
           "charts and "
           "the recommendation follow every edit. Hover over a field to see what it means."));
    layout->addWidget(text, 1);
    auto* close = new QToolButton(m_firstRunHint);
    close->setText(tr("Got it"));
    close->setToolTip(tr("Hide this hint for good"));
    layout->addWidget(close, 0, Qt::AlignTop);
    connect(close, &QToolButton::clicked, this, [this] {
        m_firstRunHint->hide();
        emit firstRunHintDismissed();
    });
    m_firstRunHint->hide();
    m_steps->addWidget(m_firstRunHint);
}

void WorkloadEditor::showFirstRunHint(bool show) {
    m_firstRunHint->setVisible(show);
}

bool WorkloadEditor::firstRunHintShown() const {
    return !m_firstRunHint->isHidden();
}

void WorkloadEditor::buildPresets() {
    auto* row = new QWidget(this);
    auto* form = new QFormLayout(row);
    form->setContentsMargins(0, 0, 0, 0);
    m_scenarioPresets = new QComboBox(row);
    m_scenarioPresets->setAccessibleName(tr("Scenario preset"));
    m_scenarioPresets->setToolTip(
        tr("Open a worked case, an exercise or a template as a new scenario"));
    m_scenarioPresets->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_scenarioPresets->setMinimumContentsLength(12);
    m_scenarioPresets->addItem(tr("Start from a preset…"), QString());
    // Presets grouped under their category, each heading a disabled entry.
    std::vector<std::string> categories;
    for (const ScenarioPreset& p : m_doc->catalog().scenarios)
        if (std::find(categories.begin(), categories.end(), p.category) == categories.end())
            categories.push_back(p.category);
    auto* model = qobject_cast<QStandardItemModel*>(m_scenarioPresets->model());
    for (const std::string& category : categories) {
        m_scenarioPresets->insertSeparator(m_scenarioPresets->count());
        m_scenarioPresets->addItem(presetCategoryName(category));
        if (QStandardItem* heading =
                model ? model->item(m_scenarioPresets->count() - 1) : nullptr) {
            heading->setFlags(Qt::NoItemFlags);
            QFont bold = heading->font();
            bold.setBold(true);
            heading->setFont(bold);
        }
        for (const ScenarioPreset& p : m_doc->catalog().scenarios)
            if (p.category == category) {
                m_scenarioPresets->addItem(BuiltinNames::presetName(p),
                                           QString::fromStdString(p.id));
                m_scenarioPresets->setItemData(m_scenarioPresets->count() - 1,
                                               BuiltinNames::presetName(p), Qt::ToolTipRole);
            }
    }
    m_scenarioPresets->setEnabled(!m_doc->catalog().scenarios.empty());
    form->addRow(tr("Scenario"), m_scenarioPresets);
    m_steps->addWidget(row);
    connect(m_scenarioPresets, &QComboBox::activated, this, [this](int index) {
        const QString id = m_scenarioPresets->itemData(index).toString();
        if (!id.isEmpty())
            emit presetRequested(id);
        // The box names the preset the scenario started from, whatever happened to the request.
        showPresetOfDocument();
    });
}

void WorkloadEditor::showPresetOfDocument() {
    const QSignalBlocker block(m_scenarioPresets);
    const QString id = m_doc->presetId();
    const int index = id.isEmpty() ? -1 : m_scenarioPresets->findData(id);
    m_scenarioPresets->setCurrentIndex(std::max(0, index));
    m_scenarioPresets->setToolTip(
        index > 0 ? tr("Started from the preset “%1”; pick another to open it as a new scenario")
                        .arg(m_scenarioPresets->itemText(index))
                  : tr("Open a worked case, an exercise or a template as a new scenario"));
}

} // namespace rightsize::ui
