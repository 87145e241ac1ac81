// Help → About names the version, the licence and the libraries; the user guide is there.
#include "ui/window/help_dialogs.h"
#include "ui/window/main_window.h"

#include <QApplication>
#include <QMenuBar>
#include <QTest>

using namespace rightsize::ui;

class TestHelp : public QObject {
    Q_OBJECT
private slots:
    void aboutNamesVersionLicenceAndCredits() {
        QApplication::setApplicationVersion(QStringLiteral(RIGHTSIZE_VERSION));
        const QString about = aboutText();
        QVERIFY(about.contains(QStringLiteral(RIGHTSIZE_VERSION)));
        QVERIFY(about.contains(QLatin1String("MIT")));
        for (const char* library : {"Qt", "QCustomPlot", "SQLite", "nlohmann/json"})
            QVERIFY2(about.contains(QLatin1String(library)), library);
    }

    void guideCoversTheChecklistAndTheCommandLine() {
        const QString guide = userGuideHtml();
        QVERIFY(guide.contains(QLatin1String("<ol>")));
        QVERIFY(guide.contains(QLatin1String("rightsize estimate")));
    }

    void helpMenuOffersBoth() {
        MainWindow window(nullptr);
        QMenu* help = nullptr;
        for (QAction* a : window.menuBar()->actions())
            if (a->text().remove(QLatin1Char('&')) == QLatin1String("Help"))
                help = a->menu();
        QVERIFY(help);
        QStringList names;
        for (QAction* a : help->actions())
            names << a->text().remove(QLatin1Char('&'));
        QVERIFY(names.contains(QLatin1String("User guide")));
        QVERIFY(names.contains(QLatin1String("About Rightsize")));
    }
};

QTEST_MAIN(TestHelp)
#include "test_help.moc"
