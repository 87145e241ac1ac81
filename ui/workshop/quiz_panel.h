#pragma once

#include "ui/workshop/quiz.h"
#include "ui/workshop/results_export.h"

#include <QList>
#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QStackedWidget;
class QTableWidget;
class QVBoxLayout;

namespace rightsize::ui::workshop {

// One question at a time with immediate feedback, then the score and a summary the teacher can
// export as CSV.
class QuizPanel : public QWidget {
    Q_OBJECT
public:
    explicit QuizPanel(QWidget* parent = nullptr);

    void setQuiz(const Quiz& quiz);
    const QuizSession& session() const { return m_session; }
    int current() const { return m_current; }
    bool showingSummary() const;

    // What the buttons do, callable from tests and from the keyboard (1–4, Enter).
    bool answer(int choice);
    void next();
    void restart();
    QString feedbackText() const;
    QString scoreText() const;

    ResultsSummary results() const;
    bool exportCsv(const QString& path, QString* error = nullptr) const;

signals:
    void finished(int score, int total);
    // The teacher asked to export; the workshop window adds the exercises to the file.
    void exportRequested();

protected:
    void keyPressEvent(QKeyEvent* event) override;

private:
    void showQuestion();
    void showSummary();

    QuizSession m_session;
    int m_current = 0;
    QStackedWidget* m_pages;
    QLineEdit* m_name;
    QLabel* m_progress;
    QLabel* m_question;
    QVBoxLayout* m_choiceLayout;
    QList<QPushButton*> m_choiceButtons;
    QLabel* m_feedback;
    QPushButton* m_next;
    QLabel* m_score;
    QTableWidget* m_table;
};

} // namespace rightsize::ui::workshop
