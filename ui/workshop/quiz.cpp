#include "ui/workshop/quiz.h"

#include "ui/workshop/workshop_resources.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QSet>
#include <cmath>

namespace rightsize::ui::workshop {
namespace {

class QuizText {
    Q_DECLARE_TR_FUNCTIONS(QuizText)
};

constexpr qint64 kMaxQuizFileBytes = 4 * 1024 * 1024;

} // namespace

QuizLoadResult parseQuiz(const QByteArray& json) {
    QuizLoadResult r;
    if (json.size() > kMaxQuizFileBytes) {
        r.errors << QuizText::tr("The file is too large to be a quiz.");
        return r;
    }
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        r.errors << QuizText::tr("Not a JSON object: %1").arg(pe.errorString());
        return r;
    }
    const QJsonObject root = doc.object();
    if (root.value(QLatin1String("format")).toString() != QLatin1String(kQuizFormat)) {
        r.errors << QuizText::tr("format: expected \"%1\"").arg(QLatin1String(kQuizFormat));
        return r;
    }
    const int version = root.value(QLatin1String("version")).toInt(0);
    if (version < 1 || version > kQuizVersion) {
        r.errors << QuizText::tr("version: this program reads quiz version %1").arg(kQuizVersion);
        return r;
    }
    const QJsonArray list = root.value(QLatin1String("questions")).toArray();
    if (list.isEmpty()) {
        r.errors << QuizText::tr("questions: expected a non-empty list");
        return r;
    }
    Quiz quiz;
    quiz.title = root.value(QLatin1String("title")).toString();
    QSet<QString> ids;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString path = QStringLiteral("questions[%1]").arg(i);
        const QJsonObject o = list.at(i).toObject();
        QuizQuestion q;
        q.id = o.value(QLatin1String("id")).toString();
        q.topic = o.value(QLatin1String("topic")).toString();
        q.question = o.value(QLatin1String("question")).toString();
        q.explanation = o.value(QLatin1String("explanation")).toString();
        for (const auto& c : o.value(QLatin1String("choices")).toArray())
            q.choices << c.toString();
        const QJsonValue correct = o.value(QLatin1String("correct"));
        if (q.id.isEmpty() || ids.contains(q.id))
            r.errors << QuizText::tr("%1.id: expected a unique, non-empty id").arg(path);
        ids.insert(q.id);
        if (q.question.trimmed().isEmpty())
            r.errors << QuizText::tr("%1.question: expected a non-empty text").arg(path);
        if (q.choices.size() < 2 || q.choices.size() > 6 || q.choices.contains(QString()))
            r.errors << QuizText::tr("%1.choices: expected 2 to 6 non-empty texts").arg(path);
        if (!correct.isDouble() || correct.toDouble() != std::floor(correct.toDouble()) ||
            correct.toInt() < 0 || correct.toInt() >= q.choices.size())
            r.errors
                << QuizText::tr("%1.correct: expected the index of one of the choices").arg(path);
        q.correct = correct.toInt();
        quiz.questions << q;
    }
    if (r.errors.isEmpty())
        r.quiz = std::move(quiz);
    return r;
}

QuizLoadResult loadQuizFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        QuizLoadResult r;
        r.errors << QuizText::tr("Cannot open %1: %2").arg(path, file.errorString());
        return r;
    }
    return parseQuiz(file.read(kMaxQuizFileBytes + 1));
}

QString builtinQuizPath() {
    return builtinWorkshopFile(QStringLiteral("quiz.json"));
}

QuizLoadResult loadBuiltinQuiz() {
    return loadQuizFile(builtinQuizPath());
}

QuizSession::QuizSession(Quiz quiz)
    : m_quiz(std::move(quiz))
    , m_answers(std::size_t(m_quiz.questions.size())) {}

bool QuizSession::answer(int question, int choice) {
    if (question < 0 || question >= count() || isAnswered(question))
        return false;
    if (choice < 0 || choice >= m_quiz.questions[question].choices.size())
        return false;
    m_answers[std::size_t(question)] = choice;
    return isCorrect(question);
}

bool QuizSession::isAnswered(int question) const {
    return question >= 0 && question < count() && m_answers[std::size_t(question)].has_value();
}

bool QuizSession::isCorrect(int question) const {
    return isAnswered(question) &&
           *m_answers[std::size_t(question)] == m_quiz.questions[question].correct;
}

std::optional<int> QuizSession::answerOf(int question) const {
    return isAnswered(question) ? m_answers[std::size_t(question)] : std::nullopt;
}

int QuizSession::score() const {
    int n = 0;
    for (int i = 0; i < count(); ++i)
        n += isCorrect(i) ? 1 : 0;
    return n;
}

int QuizSession::answeredCount() const {
    int n = 0;
    for (const auto& a : m_answers)
        n += a.has_value() ? 1 : 0;
    return n;
}

void QuizSession::reset() {
    m_answers.assign(m_answers.size(), std::nullopt);
}

} // namespace rightsize::ui::workshop
