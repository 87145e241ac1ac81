#include "ui/workshop/results_export.h"

#include "ui/widgets/write_output.h"

#include <QCoreApplication>

namespace rightsize::ui::workshop {
namespace {

class ResultsText {
    Q_DECLARE_TR_FUNCTIONS(ResultsText)
};

} // namespace

int ResultsSummary::right() const {
    int n = 0;
    for (const auto& r : rows)
        n += r.right ? 1 : 0;
    return n;
}

ResultsSummary quizResults(const QuizSession& session) {
    ResultsSummary s;
    s.learner = session.learnerName;
    const Quiz& quiz = session.quiz();
    for (int i = 0; i < session.count(); ++i) {
        const QuizQuestion& q = quiz.questions[i];
        ResultRow row;
        row.section = QStringLiteral("quiz");
        row.itemId = q.id;
        row.question = q.question;
        row.correct = q.choices.value(q.correct);
        if (const auto a = session.answerOf(i)) {
            row.answered = true;
            row.given = q.choices.value(*a);
            row.right = session.isCorrect(i);
        }
        s.rows << row;
    }
    return s;
}

QString resultsToCsv(const ResultsSummary& results) {
    // Column names and result words stay in English: the file is read by scripts and
    // spreadsheets, not only by people.
    const QString eol = QStringLiteral("\r\n");
    QString out =
        QStringLiteral("learner,section,item,question,answer,correct_answer,result,reason") + eol;
    const QString learner = csvField(results.learner, true);
    for (const ResultRow& r : results.rows) {
        const QString result = !r.answered ? QStringLiteral("unanswered")
                               : r.right   ? QStringLiteral("right")
                                           : QStringLiteral("wrong");
        out += QStringList{learner,
                           csvField(r.section),
                           csvField(r.itemId),
                           csvField(r.question),
                           csvField(r.given),
                           csvField(r.correct),
                           result,
                           csvField(r.reason, true)}
                   .join(QLatin1Char(',')) +
               eol;
    }
    out += QStringList{learner,
                       QStringLiteral("total"),
                       QString(),
                       QString(),
                       QString(),
                       QString(),
                       QStringLiteral("%1/%2").arg(results.right()).arg(results.total()),
                       QString()}
               .join(QLatin1Char(',')) +
           eol;
    return out;
}

bool exportResultsCsv(const ResultsSummary& results, const QString& path, QString* error) {
    QString why;
    if (!writeOutput(path, resultsToCsv(results).toUtf8(), &why)) {
        if (error)
            *error = ResultsText::tr("Cannot write %1: %2").arg(path, why);
        return false;
    }
    return true;
}

} // namespace rightsize::ui::workshop
