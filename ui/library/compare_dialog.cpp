#include "ui/library/compare_dialog.h"

#include "core/estimate/planner.h"
#include "core/scenario/json_diff.h"
#include "core/scenario/scenario_io.h"
#include "ui/library/library.h"
#include "ui/wording/number_format.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>
#include <cmath>
#include <optional>
#include <string_view>

namespace rightsize::ui {

// One scenario of the two: its plan, or why there is none.
struct CompareDialogSide {
    QString name;
    std::optional<ScenarioDocument> doc;
    std::optional<Plan> plan;
    QString problem;
};

namespace {

using Side = CompareDialogSide;

Side loadText(const QString& name, const std::string& json, const Catalog& catalog) {
    Side side;
    side.name = name;
    ScenarioLoadResult parsed = parseScenario(json, &catalog);
    if (!parsed.document) {
        side.problem = parsed.errors.empty()
                           ? QString()
                           : QString::fromStdString(parsed.errors.front().path + ": " +
                                                    parsed.errors.front().message);
        return side;
    }
    side.doc = std::move(parsed.document);
    PlanResult result = makePlan(side.doc->scenario, catalog);
    if (result.errors.empty())
        side.plan = std::move(result.plan);
    else
        side.problem = QString::fromStdString(result.errors.front().path + ": " +
                                              result.errors.front().message);
    return side;
}

Side load(const Library& library, const Catalog& catalog, std::int64_t id) {
    auto record = library.store().get(id);
    if (!record) {
        Side side;
        side.problem = Library::errorText(record.error());
        return side;
    }
    return loadText(QString::fromStdString(record->name), record->json, catalog);
}

// A JSON value as a person reads it: strings without their quotes, absent as a dash, and a
// number with the unit its key names ("deadline_hours": 720 reads "30 d", not a bare 720).
QString valueText(const std::string& path, const std::optional<std::string>& v) {
    if (!v)
        return QObject::tr("—");
    QString s = QString::fromStdString(*v);
    if (s.size() >= 2 && s.startsWith(QLatin1Char('"')) && s.endsWith(QLatin1Char('"')))
        return s.mid(1, s.size() - 2);
    bool number = false;
    const double x = s.toDouble(&number);
    if (!number)
        return s;
    const auto endsWith = [&](const char* suffix) {
        const std::string_view tail(suffix);
        return path.size() >= tail.size() &&
               path.compare(path.size() - tail.size(), tail.size(), tail) == 0;
    };
    if (endsWith("budget_per_hour"))
        return numfmt::usdWithMoney(x, true);
    if (endsWith("budget_total"))
        return numfmt::usdWithMoney(x);
    if (endsWith("_hours"))
        return numfmt::hours(x);
    if (endsWith("_minutes") || endsWith("minutes_before_stop"))
        return numfmt::duration(x * 60);
    if (endsWith("_ms"))
        return CompareDialog::tr("%1 ms").arg(numfmt::number(x, x == std::floor(x) ? 0 : 1));
    if (endsWith("bytes") || endsWith("bytes_per_sample") ||
        endsWith("activation_bytes_per_sample"))
        return numfmt::gib(x);
    return QLocale().toString(x, 'g', 12);
}

QTableWidget* makeTable(int columns, QWidget* parent) {
    auto* t = new QTableWidget(0, columns, parent);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->verticalHeader()->hide();
    t->setAlternatingRowColors(true);
    t->setWordWrap(false);
    t->horizontalHeader()->setStretchLastSection(true);
    return t;
}

void addRow(QTableWidget* t, const QStringList& cells) {
    const int row = t->rowCount();
    t->insertRow(row);
    for (int c = 0; c < cells.size(); ++c)
        t->setItem(row, c, new QTableWidgetItem(cells[c]));
}

} // namespace

CompareDialog::CompareDialog(const Library& library, const Catalog& catalog, std::int64_t left,
                             std::int64_t right, QWidget* parent)
    : QDialog(parent)
    , m_plans(makeTable(3, this))
    , m_inputs(makeTable(3, this)) {
    build(catalog, load(library, catalog, left), load(library, catalog, right));
}

CompareDialog::CompareDialog(const Catalog& catalog, const QString& leftName,
                             const std::string& leftJson, const QString& rightName,
                             const std::string& rightJson, QWidget* parent)
    : QDialog(parent)
    , m_plans(makeTable(3, this))
    , m_inputs(makeTable(3, this)) {
    build(catalog, loadText(leftName, leftJson, catalog), loadText(rightName, rightJson, catalog));
}

void CompareDialog::build(const Catalog& catalog, const Side& a, const Side& b) {
    setObjectName(QStringLiteral("CompareDialog"));
    setWindowTitle(tr("Compare “%1” and “%2”").arg(a.name, b.name));
    m_plans->setHorizontalHeaderLabels({QString(), a.name, b.name});
    m_inputs->setHorizontalHeaderLabels({tr("Input"), a.name, b.name});

    auto planCell = [](const Side& s, auto&& describe) -> QString {
        if (!s.plan)
            return s.problem.isEmpty() ? tr("no plan") : s.problem;
        if (!s.plan->recommended)
            return tr("nothing fits");
        return describe(s.plan->options[*s.plan->recommended]);
    };
    auto row = [&](const QString& label, auto&& describe) {
        addRow(m_plans, {label, planCell(a, describe), planCell(b, describe)});
    };
    row(tr("Recommended"), [](const OptionResult& o) { return numfmt::optionLabel(o); });
    row(tr("Time"), [](const OptionResult& o) {
        return o.timeSeconds.expected > 0 ? numfmt::durationRange(o.timeSeconds) : tr("—");
    });
    row(tr("Cost"), [](const OptionResult& o) {
        return o.cost.total.expected > 0 ? numfmt::money(o.cost.total.expected)
                                         : numfmt::moneyPerHour(o.cost.perHour);
    });
    row(tr("Fits in memory"), [](const OptionResult& o) {
        if (!o.fits || o.capacityBytes <= 0)
            return tr("no (%1 needed per device)").arg(numfmt::gib(o.memory.total()));
        return tr("yes, %1 headroom").arg(numfmt::percent(1 - o.memory.total() / o.capacityBytes));
    });
    if ((a.plan && a.plan->recommended && a.plan->options[*a.plan->recommended].latency) ||
        (b.plan && b.plan->recommended && b.plan->options[*b.plan->recommended].latency))
        row(tr("p95 latency"), [](const OptionResult& o) {
            return o.latency ? numfmt::latency(o.latency->p95Ms, 1) : tr("—");
        });
    m_plans->resizeColumnsToContents();

    if (a.doc && b.doc)
        for (const JsonDifference& d : diffScenarios(a.doc->scenario, b.doc->scenario, &catalog))
            addRow(m_inputs, {QString::fromStdString(d.path), valueText(d.path, d.left),
                              valueText(d.path, d.right)});
    m_inputs->resizeColumnsToContents();

    auto* inputsLabel =
        new QLabel(m_inputs->rowCount() ? tr("%n input(s) differ:", nullptr, m_inputs->rowCount())
                                        : tr("The inputs are the same (a dash means the default)."),
                   this);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("What each plan recommends:"), this));
    layout->addWidget(m_plans, 1);
    layout->addWidget(inputsLabel);
    layout->addWidget(m_inputs, 2);
    layout->addWidget(buttons);
    resize(820, 560);
}

QStringList CompareDialog::differingPaths() const {
    QStringList out;
    for (int r = 0; r < m_inputs->rowCount(); ++r)
        out << m_inputs->item(r, 0)->text();
    return out;
}

} // namespace rightsize::ui
