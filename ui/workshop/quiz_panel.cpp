#include "ui/workshop/quiz_panel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QStackedWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace rightsize::ui::workshop {
namespace {

QString topicName(const QString& topic) {
    if (topic == QLatin1String("checklist"))
        return QuizPanel::tr("Checklist");
    if (topic == QLatin1String("memory"))
        return QuizPanel::tr("Memory");
    if (topic == QLatin1String("batching"))
        return QuizPanel::tr("Batching");
    if (topic == QLatin1String("spot"))
        return QuizPanel::tr("Spot vs dedicated");
    if (topic == QLatin1String("serverless"))
        return QuizPanel::tr("Serverless vs classic");
    if (topic == QLatin1String("cluster"))
        return QuizPanel::tr("Cluster size");
    return topic;
}

} // namespace

QuizPanel::QuizPanel(QWidget* parent)
    : QWidget(parent)
    , m_pages(new QStackedWidget(this))
    , m_name(new QLineEdit(this))
    , m_progress(new QLabel(this))
    , m_question(new QLabel(this))
    , m_choiceLayout(new QVBoxLayout)
    , m_feedback(new QLabel(this))
    , m_next(new QPushButton(tr("Next question ▶"), this))
    , m_score(new QLabel(this))
    , m_table(new QTableWidget(this)) {
    m_name->setPlaceholderText(tr("Your name (optional)"));
    m_name->setMaxLength(80);
    m_question->setObjectName(QStringLiteral("workshopHeading"));
    QFont qFont = m_question->font();
    qFont.setBold(true);
    qFont.setPointSizeF(qFont.pointSizeF() * 1.4);
    m_question->setFont(qFont);
    m_question->setWordWrap(true);
    m_feedback->setWordWrap(true);
    m_feedback->setTextFormat(Qt::RichText);
    m_score->setObjectName(QStringLiteral("workshopHeading"));
    QFont scoreFont = m_score->font();
    scoreFont.setBold(true);
    scoreFont.setPointSizeF(scoreFont.pointSizeF() * 2);
    m_score->setFont(scoreFont);

    auto* questionPage = new QWidget(this);
    auto* q = new QVBoxLayout(questionPage);
    auto* top = new QHBoxLayout;
    top->addWidget(m_name);
    top->addStretch();
    top->addWidget(m_progress);
    q->addLayout(top);
    q->addWidget(m_question);
    q->addLayout(m_choiceLayout);
    q->addWidget(m_feedback);
    q->addStretch();
    auto* nav = new QHBoxLayout;
    nav->addStretch();
    nav->addWidget(m_next);
    q->addLayout(nav);

    auto* summaryPage = new QWidget(this);
    auto* s = new QVBoxLayout(summaryPage);
    s->addWidget(m_score);
    m_table->setColumnCount(3);
    m_table->setHorizontalHeaderLabels({tr("Question"), tr("Your answer"), tr("Result")});
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(true);
    s->addWidget(m_table, 1);
    auto* buttons = new QHBoxLayout;
    auto* again = new QPushButton(tr("Start again"), summaryPage);
    auto* exportButton = new QPushButton(tr("Export results (CSV)…"), summaryPage);
    buttons->addWidget(again);
    buttons->addStretch();
    buttons->addWidget(exportButton);
    s->addLayout(buttons);

    m_pages->addWidget(questionPage);
    m_pages->addWidget(summaryPage);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_pages);

    connect(m_next, &QPushButton::clicked, this, &QuizPanel::next);
    connect(again, &QPushButton::clicked, this, &QuizPanel::restart);
    connect(exportButton, &QPushButton::clicked, this, &QuizPanel::exportRequested);
    connect(m_name, &QLineEdit::textChanged, this,
            [this](const QString& name) { m_session.learnerName = name.trimmed(); });
    setFocusPolicy(Qt::StrongFocus);
    showQuestion();
}

void QuizPanel::setQuiz(const Quiz& quiz) {
    m_session = QuizSession(quiz);
    m_session.learnerName = m_name->text().trimmed();
    m_current = 0;
    showQuestion();
}

bool QuizPanel::showingSummary() const {
    return m_pages->currentIndex() == 1;
}

void QuizPanel::showQuestion() {
    m_pages->setCurrentIndex(0);
    for (QPushButton* b : m_choiceButtons)
        delete b;
    m_choiceButtons.clear();
    m_feedback->clear();
    if (m_session.count() == 0) {
        m_question->setText(tr("No quiz loaded."));
        m_progress->clear();
        m_next->setEnabled(false);
        return;
    }
    const QuizQuestion& q = m_session.quiz().questions[m_current];
    m_progress->setText(tr("%1 · question %2 of %3")
                            .arg(topicName(q.topic))
                            .arg(m_current + 1)
                            .arg(m_session.count()));
    m_question->setText(q.question);
    for (qsizetype i = 0; i < q.choices.size(); ++i) {
        // Letters rather than bullets: a room can call out "B!".
        auto* b = new QPushButton(
            QStringLiteral("%1   %2").arg(QChar(char16_t(u'A' + i)), q.choices[i]), this);
        b->setStyleSheet(QStringLiteral("text-align: left; padding: 8px;"));
        // A long answer must not widen the window past a projector's width; the full text is
        // also in the tooltip.
        b->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
        b->setToolTip(q.choices[i]);
        connect(b, &QPushButton::clicked, this, [this, i] { answer(int(i)); });
        m_choiceLayout->addWidget(b);
        b->show();
        m_choiceButtons << b;
    }
    m_next->setEnabled(false);
    m_next->setText(m_current + 1 < m_session.count() ? tr("Next question ▶")
                                                      : tr("See the score ▶"));
}

bool QuizPanel::answer(int choice) {
    if (showingSummary() || m_session.isAnswered(m_current))
        return false;
    const QuizQuestion& q = m_session.quiz().questions.value(m_current);
    if (choice < 0 || choice >= q.choices.size())
        return false;
    const bool right = m_session.answer(m_current, choice);
    // Colour and words both carry the result, so it reads on a washed-out projector too.
    for (qsizetype i = 0; i < m_choiceButtons.size(); ++i) {
        QPushButton* b = m_choiceButtons[i];
        b->setEnabled(false);
        if (i == q.correct)
            b->setStyleSheet(QStringLiteral("text-align: left; padding: 8px; background: #1a7f37; "
                                            "color: white; font-weight: bold;"));
        else if (i == choice)
            b->setStyleSheet(QStringLiteral(
                "text-align: left; padding: 8px; background: #c0392b; color: white;"));
    }
    m_feedback->setText(
        QStringLiteral("<p><b>%1</b> %2</p>")
            .arg(right ? tr("Right.")
                       : tr("Not quite: the answer is %1.").arg(QChar(char16_t(u'A' + q.correct))),
                 q.explanation.toHtmlEscaped()));
    m_next->setEnabled(true);
    m_next->setFocus();
    return right;
}

void QuizPanel::next() {
    if (!m_session.isAnswered(m_current))
        return;
    if (m_current + 1 < m_session.count()) {
        ++m_current;
        showQuestion();
    } else {
        showSummary();
    }
}

void QuizPanel::restart() {
    m_session.reset();
    m_current = 0;
    showQuestion();
}

QString QuizPanel::feedbackText() const {
    return m_feedback->text();
}
QString QuizPanel::scoreText() const {
    return m_score->text();
}

void QuizPanel::showSummary() {
    const int score = m_session.score();
    const int total = m_session.count();
    m_score->setText(tr("Score: %1 of %2 (%3)")
                         .arg(score)
                         .arg(total)
                         .arg(QLocale().toString(total ? 100.0 * score / total : 0.0, 'f', 0) +
                              QLatin1Char('%')));
    m_table->setRowCount(total);
    for (int i = 0; i < total; ++i) {
        const QuizQuestion& q = m_session.quiz().questions[i];
        const auto a = m_session.answerOf(i);
        m_table->setItem(i, 0, new QTableWidgetItem(q.question));
        m_table->setItem(i, 1, new QTableWidgetItem(a ? q.choices.value(*a) : QString()));
        auto* result = new QTableWidgetItem(m_session.isCorrect(i) ? tr("✔ right") : tr("✘ wrong"));
        result->setForeground(m_session.isCorrect(i) ? QColor(0x1a, 0x7f, 0x37)
                                                     : QColor(0xc0, 0x39, 0x2b));
        m_table->setItem(i, 2, result);
    }
    m_table->resizeRowsToContents();
    m_pages->setCurrentIndex(1);
    emit finished(score, total);
}

ResultsSummary QuizPanel::results() const {
    return quizResults(m_session);
}

bool QuizPanel::exportCsv(const QString& path, QString* error) const {
    return exportResultsCsv(results(), path, error);
}

void QuizPanel::keyPressEvent(QKeyEvent* event) {
    const int key = event->key();
    if (key >= Qt::Key_1 && key <= Qt::Key_6) {
        answer(key - Qt::Key_1);
        return;
    }
    if (key >= Qt::Key_A && key <= Qt::Key_F && !m_name->hasFocus()) {
        answer(key - Qt::Key_A);
        return;
    }
    if (key == Qt::Key_Return || key == Qt::Key_Enter) {
        next();
        return;
    }
    QWidget::keyPressEvent(event);
}

} // namespace rightsize::ui::workshop
