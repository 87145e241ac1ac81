#pragma once

// A main window over a library of its own in a temporary folder, with its notices and
// questions answered from a script (ScriptedDialogs) instead of shown, for the library tests.
#include "tests/support/scripted_dialogs.h"
#include "ui/editor/document_model.h"
#include "ui/library/library.h"
#include "ui/library/library_panel.h"
#include "ui/widgets/dialog_service.h"
#include "ui/window/main_window.h"

#include <QDir>
#include <QFile>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

namespace rightsize::ui::testing {

inline QString examplePath(const char* name) {
    return QStringLiteral(RIGHTSIZE_SOURCE_DIR "/examples/") + QLatin1String(name);
}

inline QString readFile(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

class LibraryFixture {
public:
    QTemporaryDir dir;
    // Installed for the fixture's lifetime, before any window and gone after the last one.
    ScriptedDialogs dialogs;
    std::unique_ptr<MainWindow> window;

    // What the windows told the user (every notice through the dialog service), in order,
    // since the last clearNotices().
    QStringList notices() const {
        QStringList texts;
        const auto informed = dialogs.requests(QStringLiteral("inform"));
        for (qsizetype i = m_noticesCleared; i < informed.size(); ++i)
            texts << informed[i].text;
        return texts;
    }
    void clearNotices() { m_noticesCleared = dialogs.requests(QStringLiteral("inform")).size(); }

    QString libraryPath() const { return dir.filePath(QStringLiteral("library.sqlite")); }

    // A fresh window over the same library file (the previous one is dropped without closing,
    // as a crash would).
    MainWindow* openWindow(bool autosave = true) {
        window.reset();
        window = std::make_unique<MainWindow>(nullptr);
        window->resize(1600, 1000);
        window->openLibrary(libraryPath(), autosave);
        window->show();
        return window.get();
    }

    Library* library() const { return window->library(); }
    LibraryPanel* panel() const { return window->libraryPanel(); }
    int rows() const {
        auto listed = library()->store().list();
        return listed ? int(listed->size()) : -1;
    }

    QList<std::int64_t> importExamples() {
        return window
            ->importFiles(
                {examplePath("bert-base-finetune.json"), examplePath("llama2-7b-qlora.json"),
                 examplePath("xgboost-classic-ml.json"), examplePath("llama2-70b-training.json")})
            .ids;
    }

private:
    qsizetype m_noticesCleared = 0;
};

} // namespace rightsize::ui::testing
