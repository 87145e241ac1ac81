// The workshop on its own (no main window): the default host, an exercise from answer to reveal
// to "Load this case", the results export and the presenter. With RIGHTSIZE_SCREENSHOT_DIR set
// it also saves pictures of each panel there.
#include "ui/charts/chart_registry.h"
#include "ui/workshop/default_workshop_host.h"
#include "ui/workshop/exercise_panel.h"
#include "ui/workshop/presenter_mode.h"
#include "ui/workshop/quiz_panel.h"
#include "ui/workshop/walkthrough_panel.h"
#include "ui/workshop/workshop_resources.h"
#include "ui/workshop/workshop_window.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace rightsize;
using namespace rightsize::ui::workshop;
using rightsize::ui::ChartId;
using rightsize::ui::chartKey;

class TestWorkshopWindow : public QObject {
    Q_OBJECT

    static void shoot(QWidget& w, const QString& name) {
        const QString dir = qEnvironmentVariable("RIGHTSIZE_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        QDir().mkpath(dir);
        QCoreApplication::processEvents(); // let layouts follow font and content changes
        QVERIFY(w.grab().save(QDir(dir).filePath(name)));
    }

private slots:
    void initTestCase() {
        setBuiltinWorkshopDirectory(QStringLiteral(RIGHTSIZE_SOURCE_DIR "/resources/workshop"));
    }

    void standAloneWindow() {
        WorkshopWindow window;
        window.resize(1600, 900);
        QVERIFY2(window.loadErrors().isEmpty(),
                 qPrintable(window.loadErrors().join(QLatin1Char('\n'))));
        QVERIFY(window.defaultHost());
        QCOMPARE(window.host(), static_cast<WorkshopHost*>(window.defaultHost()));
        QVERIFY(!window.defaultHost()->title().isEmpty());
        QVERIFY(window.exercises()->exerciseSet().exercises.size() >= 10);
        QVERIFY(window.quiz()->session().count() >= 15);

        window.show();
        window.walkthrough()->setStep(1);
        QCOMPARE(window.defaultHost()->highlightedStep(), 1);
        QCOMPARE(window.defaultHost()->currentChart(), chartKey(ChartId::Memory));
        shoot(window, QStringLiteral("workshop-walkthrough.png"));
    }

    void exerciseAnswerRevealLoad() {
        WorkshopWindow window;
        window.resize(1600, 900);
        window.show();
        window.showExercises();
        ExercisePanel* panel = window.exercises();
        const int index = [&] {
            const auto& list = panel->exerciseSet().exercises;
            for (qsizetype i = 0; i < list.size(); ++i)
                if (list[i].id == QLatin1String("tier-7b-fp16"))
                    return int(i);
            return -1;
        }();
        QVERIFY(index >= 0);
        panel->selectExercise(index);
        QVERIFY(!panel->canReveal());
        QVERIFY(!panel->reveal());    // nothing answered yet: nothing shown
        panel->chooseAnswer(1);       // "16 GB"
        QVERIFY(!panel->canReveal()); // a reason is still missing
        panel->setReason(QStringLiteral("14 GB of weights, so 16 is enough"));
        QVERIFY(panel->canReveal());
        QSignalSpy answered(panel, &ExercisePanel::answered);
        QVERIFY(panel->reveal());
        QCOMPARE(answered.count(), 1);
        QCOMPARE(answered.first().at(1).toBool(), false); // the planner says 24 GB
        const QString text = panel->revealText();
        QVERIFY2(text.contains(QStringLiteral("24 GB")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Memory per device")));
        QVERIFY(text.contains(QStringLiteral("GiB")));
        shoot(window, QStringLiteral("workshop-exercise.png"));

        panel->loadCurrentCase();
        QCOMPARE(window.defaultHost()->title(), panel->exerciseSet().exercises[index].title);
        QVERIFY(window.defaultHost()->plan().recommended.has_value());
        QVERIFY(window.defaultHost()->summaryText().contains(QStringLiteral("Recommended")));

        // A serving case shows its latency among the numbers.
        const auto& list = panel->exerciseSet().exercises;
        for (qsizetype i = 0; i < list.size(); ++i)
            if (list[i].id == QLatin1String("mini-challenge"))
                panel->selectExercise(int(i));
        panel->chooseAnswer(0);
        panel->setReason(QStringLiteral("a small GPU with batching"));
        QVERIFY(panel->reveal());
        QVERIFY2(panel->revealText().contains(QStringLiteral("p95")),
                 qPrintable(panel->revealText()));

        const ResultsSummary results = window.results();
        QVERIFY(results.total() >= 25);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("all.csv"));
        QVERIFY(window.exportResults(path));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString csv = QString::fromUtf8(f.readAll());
        QVERIFY(csv.contains(QStringLiteral(",exercise,tier-7b-fp16,")));
        QVERIFY(csv.contains(QStringLiteral("14 GB of weights, so 16 is enough")));
        QVERIFY(csv.contains(QStringLiteral(",exercise,mini-challenge,")));
    }

    void openingABadExerciseFileKeepsTheSet() {
        WorkshopWindow window;
        const int before = int(window.exercises()->exerciseSet().exercises.size());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format":"rightsize-exercises","version":1,"exercises":[{"id":"x"}]})");
        f.close();
        QString error;
        QVERIFY(!window.exercises()->openFile(path, &error));
        QVERIFY(error.contains(QStringLiteral("exercises[0]")));
        QCOMPARE(int(window.exercises()->exerciseSet().exercises.size()), before);
        // A good file replaces the set.
        const QString good = dir.filePath(QStringLiteral("good.json"));
        QVERIFY(window.exercises()->saveFile(good));
        QVERIFY(window.exercises()->openFile(good, &error));
    }

    void quizAndPresenterPictures() {
        WorkshopWindow window;
        window.resize(1600, 900);
        window.show();
        window.showQuiz();
        window.quiz()->answer(window.quiz()->session().quiz().questions[0].correct);
        shoot(window, QStringLiteral("workshop-quiz.png"));

        window.walkthrough()->loadCase(QStringLiteral("cpu-or-gpu-finetune-110m"));
        window.walkthrough()->setStep(1);
        PresenterMode* presenter = window.startPresenter(false);
        QVERIFY(presenter);
        presenter->resize(1920, 1080);
        QCOMPARE(presenter->current(), 1);
        QVERIFY(presenter->font().pointSize() >= 20);
        QVERIFY(
            window.defaultHost()->chartPixmap(chartKey(ChartId::Memory), QSize(800, 600)).width() >
            0);
        shoot(*presenter, QStringLiteral("workshop-presenter.png"));
        presenter->close();

        window.setProjectorStyle(true);
        QVERIFY(window.quiz()->font().pointSize() >= 20);
        QCoreApplication::processEvents();
        // The projector style must still fit a 1920-pixel-wide screen beside the host.
        for (QWidget* page :
             {static_cast<QWidget*>(window.walkthrough()),
              static_cast<QWidget*>(window.exercises()), static_cast<QWidget*>(window.quiz())})
            QVERIFY2(page->minimumSizeHint().width() < 1200, page->metaObject()->className());
        shoot(window, QStringLiteral("workshop-projector.png"));
        window.setProjectorStyle(false);
        QVERIFY(!window.projectorStyle());
    }
};

QTEST_MAIN(TestWorkshopWindow)
#include "test_workshop_window.moc"
