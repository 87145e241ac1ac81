#include "ui/workshop/quiz.h"
#include "ui/workshop/quiz_panel.h"
#include "ui/workshop/results_export.h"
#include "ui/workshop/workshop_resources.h"

#include <QFile>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

using namespace rightsize::ui::workshop;

class TestWorkshopQuiz : public QObject {
    Q_OBJECT
    Quiz m_quiz;

    static Quiz tinyQuiz() {
        Quiz q;
        q.title = QStringLiteral("Tiny");
        q.questions << QuizQuestion{QStringLiteral("q1"),
                                    QStringLiteral("memory"),
                                    QStringLiteral("Bytes per fp16 weight?"),
                                    {QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("4")},
                                    1,
                                    QStringLiteral("Half of fp32.")}
                    << QuizQuestion{QStringLiteral("q2"),
                                    QStringLiteral("batching"),
                                    QStringLiteral("Does a window help, \"really\"?"),
                                    {QStringLiteral("Yes, a lot"), QStringLiteral("No")},
                                    0,
                                    QStringLiteral("It fills batches.")}
                    << QuizQuestion{QStringLiteral("q3"),
                                    QStringLiteral("spot"),
                                    QStringLiteral("Spot needs…"),
                                    {QStringLiteral("checkpoints"), QStringLiteral("luck"),
                                     QStringLiteral("fp32")},
                                    0,
                                    QStringLiteral("Lost work.")};
        return q;
    }

private slots:
    void initTestCase() {
        setBuiltinWorkshopDirectory(QStringLiteral(RIGHTSIZE_SOURCE_DIR "/resources/workshop"));
        const auto r = loadBuiltinQuiz();
        QVERIFY2(r.quiz, qPrintable(r.errors.join(QLatin1Char('\n'))));
        m_quiz = *r.quiz;
    }

    void builtinQuizShape() {
        QVERIFY(m_quiz.questions.size() >= 15);
        QSet<QString> topics;
        for (const auto& q : m_quiz.questions) {
            topics.insert(q.topic);
            QVERIFY2(q.choices.size() == 3 || q.choices.size() == 4, qPrintable(q.id));
            QVERIFY(q.correct >= 0 && q.correct < q.choices.size());
            QVERIFY2(!q.explanation.isEmpty() && !q.explanation.contains(QLatin1Char('\n')),
                     qPrintable(q.id));
        }
        for (const char* t : {"checklist", "memory", "batching", "spot", "serverless", "cluster"})
            QVERIFY2(topics.contains(QLatin1String(t)), t);
    }

    void scoringAllRight() {
        QuizSession s(m_quiz);
        for (int i = 0; i < s.count(); ++i)
            QVERIFY(s.answer(i, m_quiz.questions[i].correct));
        QVERIFY(s.finished());
        QCOMPARE(s.score(), s.count());
    }

    void scoringAllWrong() {
        QuizSession s(m_quiz);
        for (int i = 0; i < s.count(); ++i)
            QVERIFY(!s.answer(i, (m_quiz.questions[i].correct + 1) %
                                     int(m_quiz.questions[i].choices.size())));
        QCOMPARE(s.score(), 0);
        QVERIFY(s.finished());
    }

    void scoringMixedAndFirstAnswerCounts() {
        QuizSession s(tinyQuiz());
        QVERIFY(s.answer(0, 1));  // right
        QVERIFY(!s.answer(1, 1)); // wrong
        QVERIFY(!s.answer(1, 0)); // a second try does not count
        QCOMPARE(*s.answerOf(1), 1);
        QVERIFY(!s.answer(2, 9)); // out of range: nothing recorded
        QVERIFY(!s.isAnswered(2));
        QVERIFY(!s.finished());
        QVERIFY(s.answer(2, 0));
        QCOMPARE(s.score(), 2);
        QCOMPARE(s.answeredCount(), 3);
        s.reset();
        QCOMPARE(s.score(), 0);
        QCOMPARE(s.answeredCount(), 0);
    }

    void csvQuoting() {
        QCOMPARE(csvField(QStringLiteral("plain")), QStringLiteral("plain"));
        QCOMPARE(csvField(QStringLiteral("a,b")), QStringLiteral("\"a,b\""));
        QCOMPARE(csvField(QStringLiteral("say \"hi\"")), QStringLiteral("\"say \"\"hi\"\"\""));
        QCOMPARE(csvField(QStringLiteral("two\nlines")), QStringLiteral("\"two\nlines\""));
        QCOMPARE(csvField(QStringLiteral(" edge")), QStringLiteral("\" edge\""));
        QCOMPARE(csvField(QStringLiteral("=1+1"), true), QStringLiteral("'=1+1"));
        QCOMPARE(csvField(QStringLiteral("=1+1"), false), QStringLiteral("=1+1"));
    }

    void csvExportContent() {
        QuizSession s(tinyQuiz());
        s.learnerName = QStringLiteral("Ada, \"the\" learner");
        s.answer(0, 1);
        s.answer(1, 1);
        // q3 left unanswered
        const QString csv = resultsToCsv(quizResults(s));
        const QStringList lines = csv.split(QStringLiteral("\r\n"));
        QCOMPARE(lines.size(), 6); // header, 3 rows, total, and the empty tail after the last CRLF
        QCOMPARE(
            lines[0],
            QStringLiteral("learner,section,item,question,answer,correct_answer,result,reason"));
        QCOMPARE(lines[1],
                 QStringLiteral(
                     "\"Ada, \"\"the\"\" learner\",quiz,q1,Bytes per fp16 weight?,2,2,right,"));
        QCOMPARE(lines[2], QStringLiteral("\"Ada, \"\"the\"\" learner\",quiz,q2,\"Does a window "
                                          "help, \"\"really\"\"?\",No,\"Yes, a lot\",wrong,"));
        QCOMPARE(lines[3],
                 QStringLiteral(
                     "\"Ada, \"\"the\"\" learner\",quiz,q3,Spot needs…,,checkpoints,unanswered,"));
        QCOMPARE(lines[4], QStringLiteral("\"Ada, \"\"the\"\" learner\",total,,,,,1/3,"));
        QVERIFY(lines[5].isEmpty());

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("results.csv"));
        QString error;
        QVERIFY2(exportResultsCsv(quizResults(s), path, &error), qPrintable(error));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(f.readAll()), csv);
        QVERIFY(!exportResultsCsv(quizResults(s), dir.filePath(QStringLiteral("no/such/dir/r.csv")),
                                  &error));
        QVERIFY(!error.isEmpty());
    }

    void panelFlow() {
        QuizPanel panel;
        panel.setQuiz(tinyQuiz());
        QSignalSpy finished(&panel, &QuizPanel::finished);
        QVERIFY(panel.answer(1));
        QVERIFY(panel.feedbackText().contains(QStringLiteral("Half of fp32.")));
        QVERIFY(!panel.answer(0)); // already answered
        panel.next();
        QCOMPARE(panel.current(), 1);
        QVERIFY(!panel.answer(1));
        QVERIFY(panel.feedbackText().contains(QStringLiteral("It fills batches.")));
        panel.next();
        QTest::keyClick(&panel, Qt::Key_1); // keyboard answer: the first choice, right
        QCOMPARE(panel.session().score(), 2);
        QTest::keyClick(&panel, Qt::Key_Return);
        QVERIFY(panel.showingSummary());
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.first().at(0).toInt(), 2);
        QCOMPARE(finished.first().at(1).toInt(), 3);
        QVERIFY(panel.scoreText().contains(QStringLiteral("2")));
        QCOMPARE(panel.results().right(), 2);
        panel.restart();
        QVERIFY(!panel.showingSummary());
        QCOMPARE(panel.session().answeredCount(), 0);
    }

    void malformedQuizRefused() {
        QVERIFY(!parseQuiz("nope").quiz);
        QVERIFY(
            !parseQuiz(
                 R"({"format":"rightsize-quiz","version":1,"questions":[{"id":"a","question":"Q","choices":["x","y"],"correct":5}]})")
                 .quiz);
        QVERIFY(!parseQuiz(R"({"format":"rightsize-quiz","version":2,"questions":[]})").quiz);
        const auto r = parseQuiz(
            R"({"format":"rightsize-quiz","version":1,"questions":[{"id":"a","question":"Q","choices":["x"],"correct":0}]})");
        QVERIFY(!r.quiz);
        QVERIFY(r.errors.join(QString()).contains(QStringLiteral("questions[0].choices")));
    }
};

QTEST_MAIN(TestWorkshopQuiz)
#include "test_workshop_quiz.moc"
