#include "ui/workshop/walkthrough_panel.h"

#include "core/scenario/scenario_io.h"
#include "ui/charts/chart_registry.h"
#include "ui/workshop/checklist.h"
#include "ui/workshop/dock_layout.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QResizeEvent>
#include <QShortcut>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace rightsize::ui::workshop {

WalkthroughPanel::WalkthroughPanel(WorkshopHost* host, QWidget* parent, bool loadNow)
    : QWidget(parent)
    , m_host(host)
    , m_case(new QComboBox(this))
    , m_steps(new QListWidget(this))
    , m_title(new QLabel(this))
    , m_text(new QTextBrowser(this))
    , m_back(new QPushButton(tr("◀ Back"), this))
    , m_next(new QPushButton(tr("Next ▶"), this))
    , m_position(new QLabel(this)) {
    // Any preset can be the live case; the exercises and worked cases come first because
    // they are the ones a workshop talks about.
    if (m_host) {
        for (const char* category : {"acceptance", "exercise", "template"})
            for (const auto& p : m_host->catalog().scenarios)
                if (p.category == category)
                    m_case->addItem(QString::fromStdString(p.name), QString::fromStdString(p.id));
    }
    m_case->setToolTip(tr("The case the room works on; it opens in the planner window."));
    // Long case names must not widen the panel beyond a dock beside the editor.
    m_case->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_case->setMinimumContentsLength(12);
    for (int i = 0; i < m_case->count(); ++i)
        m_case->setItemData(i, m_case->itemText(i), Qt::ToolTipRole);
    for (int i = 0; i < kChecklistSteps; ++i)
        m_steps->addItem(tr("%1. %2").arg(i + 1).arg(Checklist::step(i).title));
    m_steps->setMaximumWidth(260);
    m_title->setObjectName(QStringLiteral("workshopHeading"));
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.5);
    m_title->setFont(titleFont);
    m_text->setOpenLinks(false);
    m_back->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Left));
    m_next->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Right));

    auto* caseRow = new QHBoxLayout;
    caseRow->addWidget(new QLabel(tr("Case:"), this));
    caseRow->addWidget(m_case, 1);
    auto* body = new QBoxLayout(QBoxLayout::LeftToRight);
    m_body = body;
    body->addWidget(m_steps);
    auto* right = new QVBoxLayout;
    right->addWidget(m_title);
    right->addWidget(m_text, 1);
    body->addLayout(right, 1);
    auto* nav = new QHBoxLayout;
    nav->addWidget(m_back);
    nav->addStretch();
    nav->addWidget(m_position);
    nav->addStretch();
    nav->addWidget(m_next);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(caseRow);
    layout->addLayout(body, 1);
    layout->addLayout(nav);

    connect(m_back, &QPushButton::clicked, this, &WalkthroughPanel::back);
    connect(m_next, &QPushButton::clicked, this, &WalkthroughPanel::next);
    connect(m_steps, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0)
            setStep(row);
    });
    connect(m_case, &QComboBox::currentIndexChanged, this, [this](int) { loadCase(caseId()); });
    if (loadNow && m_case->count() > 0)
        loadCase(caseId());
    setStep(0);
}

QString WalkthroughPanel::caseId() const {
    return m_case->currentData().toString();
}

bool WalkthroughPanel::loadCase(const QString& presetId) {
    if (!m_host)
        return false;
    const ScenarioPreset* preset = m_host->catalog().scenario(presetId.toStdString());
    if (!preset)
        return false;
    auto loaded = parseScenario(preset->scenarioJson, &m_host->catalog());
    if (!loaded.document)
        return false;
    const int index = m_case->findData(presetId);
    if (index >= 0 && index != m_case->currentIndex()) {
        m_case->setCurrentIndex(index); // re-enters through the signal
        return true;
    }
    m_kind = loaded.document->scenario.workload.kind;
    m_host->loadScenario(loaded.document->scenario, QString::fromStdString(preset->name));
    emit caseLoaded(presetId);
    // The chart of the current step may differ for this kind of workload (serving).
    if (m_step >= 0) {
        m_host->highlightStep(m_step);
        m_host->showChart(Checklist::step(m_step, m_kind).chartId);
    }
    render();
    return true;
}

void WalkthroughPanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    // In a narrow dock the steps go above the text instead of beside it.
    arrangeForWidth(m_body, m_steps, width(), kSideBySideWidth, QSize(260, QWIDGETSIZE_MAX),
                    QSize(QWIDGETSIZE_MAX, 120));
}

QSize WalkthroughPanel::minimumSizeHint() const {
    const QSize hint = QWidget::minimumSizeHint();
    return {std::min(hint.width(), kNarrowestWidth), hint.height()};
}

void WalkthroughPanel::setStep(int step) {
    step = std::clamp(step, 0, kChecklistSteps - 1);
    if (step == m_step)
        return;
    m_step = step;
    m_visited.insert(step);
    if (m_host) {
        m_host->highlightStep(step);
        m_host->showChart(Checklist::step(step, m_kind).chartId);
    }
    render();
    emit stepChanged(step);
}

void WalkthroughPanel::next() {
    setStep(m_step + 1);
}
void WalkthroughPanel::back() {
    setStep(m_step - 1);
}

QString WalkthroughPanel::stepText() const {
    return m_title->text() + QLatin1Char('\n') + m_text->toPlainText();
}

void WalkthroughPanel::render() {
    if (m_step < 0)
        return;
    const ChecklistStep s = Checklist::step(m_step, m_kind);
    const QSignalBlocker block(m_steps);
    m_steps->setCurrentRow(m_step);
    m_title->setText(tr("Step %1 of %2: %3").arg(m_step + 1).arg(kChecklistSteps).arg(s.title));
    const ChartEntry* chart = chartByKey(s.chartId);
    const QString chartName = chart ? chart->exportName() : tr("Recommendation");
    m_text->setHtml(QStringLiteral("<p style='font-size:large'><b>%1</b></p>"
                                   "<h3>%2</h3><p>%3</p>"
                                   "<h3>%4</h3><p>%5</p><p><i>%6</i> %7</p>"
                                   "<h3>%8</h3><p>%9</p>")
                        .arg(s.question.toHtmlEscaped(), tr("The rule"), s.rule.toHtmlEscaped(),
                             tr("The common mistake"), s.mistake.toHtmlEscaped(),
                             tr("What the planner shows:"), s.signal.toHtmlEscaped(),
                             tr("Where to look"),
                             tr("Fields: %1. Chart: %2.")
                                 .arg(s.fields.join(QStringLiteral(", ")), chartName)
                                 .toHtmlEscaped()));
    m_position->setText(tr("Step %1 of %2").arg(m_step + 1).arg(kChecklistSteps));
    m_back->setEnabled(m_step > 0);
    m_next->setEnabled(m_step < kChecklistSteps - 1);
}

} // namespace rightsize::ui::workshop
