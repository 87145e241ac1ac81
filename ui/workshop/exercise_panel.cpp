#include "ui/workshop/exercise_panel.h"

#include "ui/widgets/dialog_service.h"
#include "ui/wording/number_format.h"
#include "ui/wording/plan_wording.h"
#include "ui/workshop/dock_layout.h"
#include "ui/workshop/plan_summary.h"

#include <QButtonGroup>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QResizeEvent>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace rightsize::ui::workshop {
namespace {

QString groupName(const QString& group) {
    if (group == QLatin1String("cpu_or_gpu"))
        return ExercisePanel::tr("CPU or GPU?");
    if (group == QLatin1String("memory_tier"))
        return ExercisePanel::tr("Memory tier");
    if (group == QLatin1String("mini_challenge"))
        return ExercisePanel::tr("Mini challenge");
    return group;
}

// "CPU or GPU? · XGBoost on 20M rows"; a title that already names its group stands alone.
QString exerciseHeading(const Exercise& ex) {
    const QString group = groupName(ex.group);
    if (ex.title.startsWith(group, Qt::CaseInsensitive))
        return ex.title;
    return ExercisePanel::tr("%1 · %2").arg(group, ex.title);
}

constexpr double kGib = 1024.0 * 1024.0 * 1024.0;

} // namespace

ExercisePanel::ExercisePanel(WorkshopHost* host, QWidget* parent)
    : QWidget(parent)
    , m_host(host)
    , m_list(new QListWidget(this))
    , m_title(new QLabel(this))
    , m_question(new QLabel(this))
    , m_choicesBox(new QWidget(this))
    , m_choicesLayout(new QVBoxLayout(m_choicesBox))
    , m_choices(new QButtonGroup(this))
    , m_reason(new QLineEdit(this))
    , m_reveal(new QPushButton(tr("Check with the planner"), this))
    , m_result(new QTextBrowser(this))
    , m_load(new QPushButton(tr("Load this case"), this)) {
    m_list->setMaximumWidth(340);
    // Long titles wrap rather than hide behind a horizontal scroll bar.
    m_list->setWordWrap(true);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->setSpacing(2);
    m_title->setObjectName(QStringLiteral("workshopHeading"));
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.4);
    m_title->setFont(titleFont);
    m_title->setWordWrap(true);
    m_question->setWordWrap(true);
    m_reason->setPlaceholderText(tr("In one line: why?"));
    m_reason->setMaxLength(200);
    m_result->setOpenLinks(false);
    // The reveal is what the room reads together: never a sliver under the form.
    m_result->setMinimumHeight(8 * m_result->fontMetrics().lineSpacing());
    m_load->setToolTip(tr("Open the case in the planner to change it and watch the answer move."));
    m_choices->setExclusive(true);

    auto* open = new QPushButton(tr("Open exercises…"), this);
    auto* save = new QPushButton(tr("Save exercises as…"), this);
    open->setToolTip(tr("Load a teacher's exercise file (JSON)."));
    save->setToolTip(tr("Save this set to share it as a file."));

    auto* left = new QVBoxLayout;
    left->addWidget(m_list, 1);
    auto* files = new QHBoxLayout;
    files->addWidget(open);
    files->addWidget(save);
    left->addLayout(files);

    auto* right = new QVBoxLayout;
    right->addWidget(m_title);
    right->addWidget(m_question);
    right->addWidget(m_choicesBox);
    m_reasonLabel = new QLabel(tr("Your reason:"), this);
    right->addWidget(m_reasonLabel);
    right->addWidget(m_reason);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_reveal);
    buttons->addStretch();
    buttons->addWidget(m_load);
    right->addLayout(buttons);
    right->addWidget(m_result, 1);

    auto* layout = new QBoxLayout(QBoxLayout::LeftToRight, this);
    m_body = layout;
    layout->addLayout(left);
    layout->addLayout(right, 1);

    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && row != m_current)
            selectExercise(row);
    });
    connect(m_choices, &QButtonGroup::idClicked, this, [this](int id) { chooseAnswer(id); });
    connect(m_reason, &QLineEdit::textChanged, this, [this](const QString& text) {
        if (m_current >= 0 && !m_revealed)
            m_attempts[m_set.exercises[m_current].id].reason = text;
        updateRevealButton();
    });
    connect(m_reason, &QLineEdit::returnPressed, this, [this] {
        if (canReveal())
            reveal();
    });
    connect(m_reveal, &QPushButton::clicked, this, [this] { reveal(); });
    connect(m_load, &QPushButton::clicked, this, &ExercisePanel::loadCurrentCase);
    connect(open, &QPushButton::clicked, this, &ExercisePanel::openDialog);
    connect(save, &QPushButton::clicked, this, &ExercisePanel::saveDialog);
    showExercise();
}

void ExercisePanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    // In a narrow dock the list goes above the exercise instead of beside it; stacked, it keeps
    // to about four titles so the reveal below has the room.
    arrangeForWidth(m_body, m_list, width(), kSideBySideWidth, QSize(340, QWIDGETSIZE_MAX),
                    QSize(QWIDGETSIZE_MAX, 4 * m_list->fontMetrics().lineSpacing() + 12));
}

QSize ExercisePanel::minimumSizeHint() const {
    const QSize hint = QWidget::minimumSizeHint();
    return {std::min(hint.width(), kNarrowestWidth), hint.height()};
}

void ExercisePanel::setExerciseSet(const ExerciseSet& set) {
    m_set = set;
    m_attempts.clear();
    m_current = -1;
    rebuildList();
    selectExercise(m_set.exercises.isEmpty() ? -1 : 0);
}

void ExercisePanel::rebuildList() {
    const QSignalBlocker block(m_list);
    m_list->clear();
    for (const Exercise& ex : m_set.exercises)
        m_list->addItem(exerciseHeading(ex));
}

void ExercisePanel::selectExercise(int index) {
    const int before = m_current;
    m_current = index >= 0 && index < m_set.exercises.size() ? index : -1;
    {
        const QSignalBlocker block(m_list);
        m_list->setCurrentRow(m_current);
    }
    showExercise();
    if (m_current != before)
        emit exerciseSelected(selectedId());
}

QString ExercisePanel::selectedId() const {
    return m_current >= 0 ? m_set.exercises[m_current].id : QString();
}

bool ExercisePanel::loadSelectedCase() {
    if (!m_host || m_current < 0)
        return false;
    const Exercise& ex = m_set.exercises[m_current];
    const std::optional<Scenario> scenario = exerciseScenario(ex, m_host->catalog());
    if (!scenario)
        return false;
    m_host->loadScenario(*scenario, ex.title);
    return true;
}

void ExercisePanel::showExercise() {
    for (QAbstractButton* b : m_choices->buttons()) {
        m_choices->removeButton(b);
        delete b;
    }
    m_result->clear();
    m_grade = {};
    if (m_current < 0) {
        m_title->setText(tr("No exercise"));
        m_question->setText(tr("Open an exercise file to start."));
        m_revealed = false;
        m_reason->clear();
        updateRevealButton();
        return;
    }
    const Exercise& ex = m_set.exercises[m_current];
    const Attempt attempt = m_attempts.value(ex.id);
    m_title->setText(exerciseHeading(ex));
    m_question->setText(ex.question);
    for (qsizetype i = 0; i < ex.choices.size(); ++i) {
        auto* b = new QRadioButton(ex.choices[i].label, m_choicesBox);
        m_choices->addButton(b, int(i));
        m_choicesLayout->addWidget(b);
        b->setChecked(int(i) == attempt.choice);
        b->show(); // the box is already visible: new children would otherwise appear only later
    }
    {
        const QSignalBlocker block(m_reason);
        m_reason->setText(attempt.reason);
    }
    m_revealed = false;
    if (attempt.revealed)
        reveal(); // coming back to an answered exercise shows its reveal again
    updateRevealButton();
}

void ExercisePanel::chooseAnswer(int choice) {
    if (m_current < 0 || m_revealed || choice < 0 ||
        choice >= m_set.exercises[m_current].choices.size())
        return;
    m_attempts[m_set.exercises[m_current].id].choice = choice;
    if (QAbstractButton* b = m_choices->button(choice))
        b->setChecked(true);
    updateRevealButton();
}

void ExercisePanel::setReason(const QString& reason) {
    m_reason->setText(reason);
}

bool ExercisePanel::canReveal() const {
    if (m_current < 0 || m_revealed)
        return false;
    const Attempt a = m_attempts.value(m_set.exercises[m_current].id);
    // The reason is part of the exercise: saying why is what the room practises.
    return a.choice >= 0 && !a.reason.trimmed().isEmpty();
}

void ExercisePanel::updateRevealButton() {
    m_reveal->setEnabled(canReveal());
    m_load->setEnabled(m_revealed && m_grade.ok);
    m_reason->setReadOnly(m_revealed);
    for (QAbstractButton* b : m_choices->buttons())
        b->setEnabled(!m_revealed);
    // Once revealed, the reveal repeats the answer and the reason ("You: … · Planner: …"): the
    // form gives its room to the numbers.
    m_choicesBox->setVisible(!m_revealed);
    m_reasonLabel->setVisible(!m_revealed);
    m_reason->setVisible(!m_revealed);
    if (m_current >= 0 && !m_revealed)
        m_reveal->setToolTip(canReveal() ? QString()
                                         : tr("Pick an answer and write a reason first."));
}

bool ExercisePanel::reveal() {
    if (m_current < 0 || m_revealed)
        return false;
    const Exercise& ex = m_set.exercises[m_current];
    Attempt& a = m_attempts[ex.id];
    if (a.choice < 0 || a.reason.trimmed().isEmpty())
        return false;
    if (!m_host) {
        m_result->setPlainText(tr("There is no planner to ask."));
        return false;
    }
    m_grade = gradeExercise(ex, m_host->catalog());
    if (!m_grade.ok) {
        m_result->setHtml(QStringLiteral("<p><b>%1</b></p><p>%2</p>")
                              .arg(tr("The planner could not answer this exercise."),
                                   m_grade.error.toHtmlEscaped()));
        updateRevealButton();
        return false;
    }
    m_revealed = true;
    const bool firstTime = !a.revealed;
    a.revealed = true;
    a.right = a.choice == m_grade.answerIndex;
    a.correct = ex.choices[m_grade.answerIndex].label;
    m_result->setHtml(revealHtml(ex, a.choice));
    updateRevealButton();
    if (firstTime)
        emit answered(ex.id, a.right);
    return true;
}

QString ExercisePanel::revealText() const {
    return m_result->toPlainText();
}

QWidget* ExercisePanel::revealArea() const {
    return m_result;
}

QString ExercisePanel::revealHtml(const Exercise& ex, int chosen) const {
    const ExerciseGrade& g = m_grade;
    const Scenario& s = g.scenario;
    const bool right = chosen == g.answerIndex;
    QString html;
    html +=
        QStringLiteral("<h2 style='color:%1'>%2</h2>")
            .arg(right ? QStringLiteral("#1a7f37") : QStringLiteral("#c0392b"),
                 right ? tr("Same answer as the planner") : tr("The planner answers differently"));
    html += QStringLiteral("<p>%1 <b>%2</b> · %3 <b>%4</b></p>")
                .arg(tr("You:"), ex.choices.value(chosen).label.toHtmlEscaped(), tr("Planner:"),
                     ex.choices[g.answerIndex].label.toHtmlEscaped());
    // The form is hidden once revealed: the reason stays readable here.
    if (const QString reason = m_attempts.value(ex.id).reason.trimmed(); !reason.isEmpty())
        html +=
            QStringLiteral("<p><i>%1</i> %2</p>").arg(tr("Your reason:"), reason.toHtmlEscaped());

    // The numbers behind the answer, chosen by what the exercise asks.
    html += QStringLiteral("<h3>%1</h3><ul>").arg(tr("The numbers"));
    switch (ex.rule) {
    case GradingRule::DeviceKind:
    case GradingRule::MeetsConstraints:
        for (DeviceKind kind : {DeviceKind::Gpu, DeviceKind::Cpu}) {
            const OptionResult* o = PlanSummary::bestOfKind(g.plan, kind);
            if (!o) {
                html += QStringLiteral("<li>%1</li>")
                            .arg(tr("Best %1: none in this plan fits.")
                                     .arg(PlanSummary::kindName(kind)));
                continue;
            }
            const QString line =
                o->meetsConstraints
                    ? tr("Best %1: %2")
                          .arg(PlanSummary::kindName(kind), PlanSummary::optionLine(*o, s))
                    : tr("Best %1: %2 — misses a constraint")
                          .arg(PlanSummary::kindName(kind), PlanSummary::optionLine(*o, s));
            html += QStringLiteral("<li>%1</li>").arg(line);
        }
        break;
    case GradingRule::MemoryTier: {
        html += QStringLiteral("<li>%1</li>")
                    .arg(tr("Memory per device: %1").arg(numfmt::gib(g.memoryNeedBytes)));
        for (const ExerciseChoice& c : ex.choices) {
            if (c.capacityGib <= 0) {
                html += QStringLiteral("<li>%1</li>")
                            .arg(tr("%1: holds anything larger").arg(c.label.toHtmlEscaped()));
                continue;
            }
            const double usable = (1.0 - ex.headroom) * c.capacityGib * kGib;
            html += QStringLiteral("<li>%1</li>")
                        .arg(tr("%1: %2 usable with %3 kept free — %4")
                                 .arg(c.label.toHtmlEscaped(), numfmt::gib(usable),
                                      numfmt::percent(ex.headroom),
                                      g.memoryNeedBytes <= usable ? tr("fits") : tr("too small")));
        }
        break;
    }
    }
    html += QStringLiteral("</ul>");
    html += QStringLiteral("<h3>%1</h3>").arg(tr("What the planner recommends"));
    html += PlanSummary::recommendationHtml(g.plan, s);
    if (!ex.note.isEmpty())
        html += QStringLiteral("<p><i>%1</i> %2</p>")
                    .arg(tr("Teacher's note:"), ex.note.toHtmlEscaped());
    return html;
}

void ExercisePanel::loadCurrentCase() {
    if (!m_host || m_current < 0 || !m_grade.ok)
        return;
    m_host->loadScenario(m_grade.scenario, m_set.exercises[m_current].title);
}

bool ExercisePanel::openFile(const QString& path, QString* error) {
    const ExerciseLoadResult r = loadExerciseFile(path, m_host ? &m_host->catalog() : nullptr);
    if (!r.set) {
        if (error)
            *error = r.errors.join(QLatin1Char('\n'));
        return false;
    }
    setExerciseSet(*r.set);
    return true;
}

bool ExercisePanel::saveFile(const QString& path, QString* error) const {
    return saveExerciseFile(m_set, path, error);
}

void ExercisePanel::openDialog() {
    const QString path = dialogs().openFileName(this, tr("Open exercises"), QString(),
                                                tr("Exercise files (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!openFile(path, &error))
        dialogs().inform(this, tr("Open exercises"),
                         tr("This file cannot be used as exercises:\n%1").arg(error));
}

void ExercisePanel::saveDialog() {
    QString path =
        dialogs().saveFileName(this, tr("Save exercises"), QStringLiteral("exercises.json"),
                               tr("Exercise files (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!saveFile(path, &error))
        dialogs().inform(this, tr("Save exercises"), error);
}

QList<ResultRow> ExercisePanel::results() const {
    QList<ResultRow> rows;
    for (const Exercise& ex : m_set.exercises) {
        const Attempt a = m_attempts.value(ex.id);
        ResultRow row;
        row.section = QStringLiteral("exercise");
        row.itemId = ex.id;
        row.question = ex.question;
        row.answered = a.revealed;
        row.given = a.choice >= 0 ? ex.choices.value(a.choice).label : QString();
        row.correct = a.correct;
        row.right = a.revealed && a.right;
        row.reason = a.reason;
        rows << row;
    }
    return rows;
}

} // namespace rightsize::ui::workshop
