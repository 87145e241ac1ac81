#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace rightsize::ui::workshop {

inline constexpr char kQuizFormat[] = "rightsize-quiz";
inline constexpr int kQuizVersion = 1;

struct QuizQuestion {
    QString id;
    QString topic; // "checklist", "memory", "batching", "spot", "serverless", "cluster"
    QString question;
    QStringList choices; // 2 to 6; the built-in quiz uses 3 or 4
    int correct = 0;     // index into choices
    QString explanation; // one line, shown right after the answer

    bool operator==(const QuizQuestion&) const = default;
};

struct Quiz {
    QString title;
    QList<QuizQuestion> questions;

    bool operator==(const Quiz&) const = default;
};

struct QuizLoadResult {
    std::optional<Quiz> quiz; // present only when `errors` is empty
    QStringList errors;
};

QuizLoadResult parseQuiz(const QByteArray& json);
QuizLoadResult loadQuizFile(const QString& path);
QuizLoadResult loadBuiltinQuiz();
QString builtinQuizPath();

// One learner going through a quiz. The first answer to a question counts: the feedback is shown
// at once, so a second try would only measure reading, not knowing.
class QuizSession {
public:
    QuizSession() = default;
    explicit QuizSession(Quiz quiz);

    const Quiz& quiz() const { return m_quiz; }
    int count() const { return int(m_quiz.questions.size()); }

    // Records `choice` for `question`; returns whether it is right. False, and nothing recorded,
    // for an index out of range or a question already answered.
    bool answer(int question, int choice);
    bool isAnswered(int question) const;
    bool isCorrect(int question) const;
    std::optional<int> answerOf(int question) const;

    int score() const; // right answers
    int answeredCount() const;
    bool finished() const { return answeredCount() == count(); }
    void reset();

    QString learnerName; // optional

private:
    Quiz m_quiz;
    std::vector<std::optional<int>> m_answers;
};

} // namespace rightsize::ui::workshop
