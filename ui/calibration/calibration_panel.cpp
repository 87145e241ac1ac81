#include "ui/calibration/calibration_panel.h"

#include "core/calibrate/calibration_json.h"
#include "core/store/calibration_library.h"
#include "ui/charts/calibration_scatter_view.h"
#include "ui/editor/document_model.h"
#include "ui/library/library.h"
#include "ui/wording/number_format.h"
#include "ui/wording/plan_wording.h"

#include <QComboBox>
#include <QDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>
#include <cmath>

namespace rightsize::ui {
namespace {

QString quantityName(const std::string& q) {
    if (q == "samples_per_s")
        return CalibrationPanel::tr("samples/s");
    if (q == "tokens_per_s")
        return CalibrationPanel::tr("tokens/s");
    if (q == "step_time_s")
        return CalibrationPanel::tr("step time");
    if (q == "job_seconds")
        return CalibrationPanel::tr("job time");
    if (q == "peak_memory_bytes")
        return CalibrationPanel::tr("peak memory");
    if (q == "latency_p50_ms")
        return CalibrationPanel::tr("p50 latency");
    if (q == "latency_p95_ms")
        return CalibrationPanel::tr("p95 latency");
    return QString::fromStdString(q);
}

QString value(const std::string& q, double v) {
    if (q == "peak_memory_bytes")
        return numfmt::gib(v);
    if (q == "step_time_s" || q == "job_seconds")
        return numfmt::duration(v);
    if (q == "latency_p50_ms" || q == "latency_p95_ms")
        return numfmt::number(v, 1) + QStringLiteral(" ms");
    return numfmt::number(v, v >= 100 ? 0 : 2);
}

QString withError(const std::string& q, double predicted, double measured) {
    const double e = 100 * (predicted / measured - 1);
    return QStringLiteral("%1 (%2%3%)")
        .arg(value(q, predicted), e >= 0 ? QStringLiteral("+") : QString(), numfmt::number(e, 1));
}

QTableWidget* table(const QStringList& headers, QWidget* parent) {
    auto* t = new QTableWidget(0, int(headers.size()), parent);
    t->setHorizontalHeaderLabels(headers);
    t->verticalHeader()->setVisible(false);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->horizontalHeader()->setStretchLastSection(true);
    return t;
}

void put(QTableWidget* t, int row, int column, const QString& text) {
    auto* item = new QTableWidgetItem(text);
    item->setToolTip(text);
    t->setItem(row, column, item);
}

} // namespace

CalibrationPanel::CalibrationPanel(DocumentModel* document, Library* library, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_library(library)
    , m_choice(new QComboBox(this))
    , m_summary(new QLabel(this))
    , m_quantity(new QComboBox(this))
    , m_runs(table({tr("Run"), tr("Device"), tr("Measured"), tr("Value"), tr("Before"),
                    tr("After (run left out)"), tr("Factor")},
                   this))
    , m_scatter(new CalibrationScatterView(this))
    , m_factors(
          table({tr("Correction"), tr("Factor (±1 standard deviation)"), tr("Applies to")}, this))
    , m_apply(new QPushButton(tr("&Apply to scenario"), this))
    , m_unapply(new QPushButton(tr("&Unapply"), this)) {
    setObjectName(QStringLiteral("calibrationPanel"));
    m_summary->setWordWrap(true);
    auto* top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Calibration:"), this));
    top->addWidget(m_choice, 1);
    top->addWidget(m_apply);
    top->addWidget(m_unapply);

    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_runs);
    auto* chart = new QWidget(this);
    auto* chartLayout = new QVBoxLayout(chart);
    chartLayout->setContentsMargins(0, 0, 0, 0);
    chartLayout->addWidget(m_quantity);
    chartLayout->addWidget(m_scatter, 1);
    split->addWidget(chart);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_summary);
    layout->addWidget(split, 3);
    layout->addWidget(new QLabel(tr("Factors"), this));
    layout->addWidget(m_factors, 1);

    connect(m_choice, &QComboBox::currentIndexChanged, this, &CalibrationPanel::choose);
    connect(m_quantity, &QComboBox::currentIndexChanged, this, [this] {
        m_scatter->setFit(m_fit, m_quantity->currentData().toString().toStdString());
    });
    connect(m_apply, &QPushButton::clicked, this, &CalibrationPanel::applyToScenario);
    connect(m_unapply, &QPushButton::clicked, this, &CalibrationPanel::unapplyFromScenario);
    if (m_document)
        connect(m_document, &DocumentModel::changed, this, &CalibrationPanel::updateButtons);
    if (m_library)
        connect(m_library, &Library::changed, this, &CalibrationPanel::reload);
    reload();
}

void CalibrationPanel::reload() {
    const QString current = m_choice->currentData().toString();
    QSignalBlocker block(m_choice);
    m_choice->clear();
    if (m_library && m_library->isOpen()) {
        const auto list = m_library->store().calibrations();
        if (list)
            for (const CalibrationRecord& r : *list)
                m_choice->addItem(
                    tr("%1 (version %2)").arg(QString::fromStdString(r.name)).arg(r.version),
                    QString::fromStdString(r.name));
    }
    if (m_choice->count() == 0) {
        m_choice->addItem(tr("none yet: rightsize calibrate RUNS… --name NAME"));
        m_choice->setEnabled(false);
    } else {
        m_choice->setEnabled(true);
    }
    const int again = m_choice->findData(current);
    m_choice->setCurrentIndex(again >= 0 ? again : 0);
    block.unblock();
    choose(m_choice->currentIndex());
}

void CalibrationPanel::choose(int index) {
    const QString name = m_choice->itemData(index).toString();
    if (name.isEmpty() || !m_library || !m_library->isOpen()) {
        if (m_fit.factors.name.empty())
            showFit(CalibrationFit{});
        return;
    }
    const auto record = m_library->store().calibration(name.toStdString());
    if (!record)
        return;
    std::vector<FieldError> errors;
    const auto fit = fitFromJson(nlohmann::json::parse(record->json, nullptr, false), errors);
    if (!fit) {
        m_summary->setText(
            tr("This calibration cannot be read: %1")
                .arg(errors.empty() ? QString() : QString::fromStdString(errors.front().message)));
        return;
    }
    CalibrationFit shown = *fit;
    shown.factors.name = record->name;
    shown.factors.version = record->version;
    showFit(shown);
}

void CalibrationPanel::showFit(const CalibrationFit& fit) {
    m_fit = fit;
    if (fit.factors.factors.empty()) {
        m_summary->setText(
            tr("A calibration fits your team's correction factors to runs you measured "
               "(MLflow runs, Trainer results, nvidia-smi logs)."));
    } else {
        m_summary->setText(
            tr("%1. Mean error over %n measurement(s): %2% before, %3% after, each run predicted "
               "by the factors fitted on the others.",
               nullptr, fit.quantities)
                .arg(PlanWordingText::calibration(fit.factors),
                     numfmt::number(100 * fit.meanErrorBefore, 1),
                     numfmt::number(100 * fit.meanErrorAfter, 1)));
    }
    m_runs->setRowCount(0);
    for (const FittedRun& r : fit.runs) {
        const QString device =
            QStringLiteral("%1× %2").arg(r.count).arg(QString::fromStdString(r.device));
        if (r.quantities.empty()) {
            const int row = m_runs->rowCount();
            m_runs->insertRow(row);
            put(m_runs, row, 0, QString::fromStdString(r.label));
            put(m_runs, row, 1, device);
            put(m_runs, row, 6,
                r.problems.empty()
                    ? QString()
                    : tr("not used: %1").arg(QString::fromStdString(r.problems.front().message)));
            continue;
        }
        for (const FittedQuantity& q : r.quantities) {
            const int row = m_runs->rowCount();
            m_runs->insertRow(row);
            put(m_runs, row, 0, QString::fromStdString(r.label));
            put(m_runs, row, 1, device);
            put(m_runs, row, 2, quantityName(q.quantity));
            put(m_runs, row, 3, value(q.quantity, q.measured));
            put(m_runs, row, 4, withError(q.quantity, q.before, q.measured));
            put(m_runs, row, 5, withError(q.quantity, q.after, q.measured));
            put(m_runs, row, 6, QString::fromStdString(q.factor));
        }
    }
    m_runs->resizeColumnsToContents();
    m_factors->setRowCount(0);
    for (const CorrectionFactor& f : fit.factors.factors) {
        const int row = m_factors->rowCount();
        m_factors->insertRow(row);
        put(m_factors, row, 0, PlanWordingText::correction(f));
        put(m_factors, row, 1, PlanWordingText::factorValue(f));
        put(m_factors, row, 2, PlanWordingText::factorScope(f));
    }
    m_factors->resizeColumnsToContents();
    {
        const QString current = m_quantity->currentData().toString();
        QSignalBlocker block(m_quantity);
        m_quantity->clear();
        for (const std::string& q : CalibrationScatterView::quantitiesOf(fit))
            m_quantity->addItem(tr("Predicted against measured: %1").arg(quantityName(q)),
                                QString::fromStdString(q));
        const int again = m_quantity->findData(current);
        m_quantity->setCurrentIndex(again >= 0 ? again : 0);
    }
    m_scatter->setFit(fit, m_quantity->currentData().toString().toStdString());
    updateButtons();
}

void CalibrationPanel::applyToScenario() {
    if (!m_document || m_fit.factors.factors.empty())
        return;
    auto factors = std::make_shared<const CalibrationFactors>(m_fit.factors);
    const std::string name = m_fit.factors.name;
    m_document->edit(QStringLiteral("$.calibration"), tr("Apply calibration"),
                     [factors, name](Scenario& s) {
                         s.calibration = name;
                         s.workload.calibration = factors;
                     });
    m_document->endEdit();
}

void CalibrationPanel::unapplyFromScenario() {
    if (!m_document)
        return;
    m_document->edit(QStringLiteral("$.calibration"), tr("Unapply calibration"), [](Scenario& s) {
        s.calibration.clear();
        s.workload.calibration.reset();
    });
    m_document->endEdit();
}

void resolveNamedCalibration(DocumentModel* document, Library* library) {
    if (!document || !library || !library->isOpen())
        return;
    const Scenario& s = document->scenario();
    const auto& inUse = s.workload.calibration;
    if (s.calibration.empty() || (inUse && inUse->name == s.calibration))
        return;
    const auto factors = loadCalibration(library->store(), s.calibration);
    if (!factors)
        return;
    Scenario resolved = s;
    resolved.workload.calibration = *factors;
    document->applyScenario(resolved);
}

CalibrationPanel* showCalibrationWindow(QWidget* parent, DocumentModel* document,
                                        Library* library) {
    auto* existing =
        parent ? parent->findChild<QDialog*>(QStringLiteral("calibrationWindow")) : nullptr;
    if (existing) {
        existing->raise();
        existing->activateWindow();
        return existing->findChild<CalibrationPanel*>();
    }
    auto* dialog = new QDialog(parent);
    dialog->setObjectName(QStringLiteral("calibrationWindow"));
    dialog->setWindowTitle(CalibrationPanel::tr("Calibration"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    auto* panel = new CalibrationPanel(document, library, dialog);
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(panel);
    dialog->resize(1100, 700);
    dialog->show();
    return panel;
}

void CalibrationPanel::updateButtons() {
    const bool applied = m_document && m_document->scenario().workload.calibration;
    m_apply->setEnabled(!m_fit.factors.factors.empty() && m_document);
    m_unapply->setEnabled(applied);
}

} // namespace rightsize::ui
