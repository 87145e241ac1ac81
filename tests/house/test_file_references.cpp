// Every file a comment or a document names exists: a reader who follows "see core/model/catalog.h"
// finds it. A name may leave out .cpp or .h (a module, a test's name); placeholders written in
// capitals (tests/fuzz/corpus/TARGET) and name prefixes (translations/rightsize_) are patterns, not
// files.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTest>

namespace {

const QString kRoot = QStringLiteral(RIGHTSIZE_SOURCE_DIR);

// Named as examples of what a user would create, never present in the repository.
const QStringList kExamples = {
    QStringLiteral("translations/rightsize_fr.ts"), // README: how to add a language
};

// The paths a text names that start at one of the repository's top folders.
QStringList namedPaths(const QString& text) {
    static const QRegularExpression path(QStringLiteral(
        R"((?<![\w/.-])((?:core|ui|app|tests|docs|tools|packaging|resources|cmake|translations|examples)/[A-Za-z0-9_./-]*[A-Za-z0-9_]))"));
    QStringList out;
    for (auto it = path.globalMatch(text); it.hasNext();)
        out << it.next().captured(1);
    return out;
}

bool isPattern(const QString& path) {
    static const QRegularExpression capitals(QStringLiteral("(^|/|_)[A-Z][A-Z_]{2,}(/|\\.|$)"));
    return path.endsWith(QLatin1Char('_')) || capitals.match(path).hasMatch() ||
           kExamples.contains(path);
}

bool exists(const QString& path) {
    const QString full = kRoot + QLatin1Char('/') + path;
    return QFileInfo::exists(full) || QFileInfo::exists(full + QStringLiteral(".cpp")) ||
           QFileInfo::exists(full + QStringLiteral(".h"));
}

} // namespace

class FileReferencesTest : public QObject {
    Q_OBJECT
private slots:
    // The scan itself: what it takes for a file's name and what it leaves.
    void finds() {
        QCOMPARE(namedPaths(QStringLiteral("see core/model/catalog.h, and ui/charts/plot_style.")),
                 (QStringList{QStringLiteral("core/model/catalog.h"),
                              QStringLiteral("ui/charts/plot_style")}));
        QVERIFY(namedPaths(QStringLiteral("build/core/x.o and the core/ folder")).isEmpty());
        QVERIFY(exists(QStringLiteral("core/model/catalog.h")));
        QVERIFY(exists(QStringLiteral("tests/house/test_file_references")));
        QVERIFY(
            !exists(QStringLiteral("core") + QStringLiteral("/catalog.h"))); // moved to core/model
        QVERIFY(isPattern(QStringLiteral("tests/fuzz/corpus/TARGET")));
        QVERIFY(isPattern(QStringLiteral("tests/fuzz/fuzz_TARGET.cpp")));
        QVERIFY(!isPattern(QStringLiteral("core/model/catalog.h")));
    }

    // Every text file of the repository outside the build folders, one row each.
    void namedFilesExist_data() {
        QTest::addColumn<QString>("file");
        const QStringList kinds = {QStringLiteral("*.cpp"),   QStringLiteral("*.h"),
                                   QStringLiteral("*.md"),    QStringLiteral("*.txt"),
                                   QStringLiteral("*.cmake"), QStringLiteral("*.py"),
                                   QStringLiteral("*.sh"),    QStringLiteral("*.dict")};
        int files = 0;
        for (const char* top :
             {"core", "ui", "app", "tests", "docs", "tools", "packaging", "cmake"}) {
            QDirIterator it(kRoot + QLatin1Char('/') + QLatin1String(top), kinds, QDir::Files,
                            QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString file = it.next().mid(kRoot.size() + 1);
                QTest::newRow(qPrintable(file)) << file;
                ++files;
            }
        }
        for (const char* top : {"README.md", "CONTRIBUTING.md", "CMakeLists.txt"})
            QTest::newRow(top) << QString::fromLatin1(top);
        QVERIFY2(files > 300, qPrintable(QString::number(files)));
    }
    void namedFilesExist() {
        QFETCH(QString, file);
        QFile f(kRoot + QLatin1Char('/') + file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QStringList missing;
        for (const QString& path : namedPaths(QString::fromUtf8(f.readAll())))
            if (!isPattern(path) && !exists(path) && !missing.contains(path))
                missing << path;
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("no such file: ") + missing.join(QStringLiteral(", "))));
    }
};

QTEST_GUILESS_MAIN(FileReferencesTest)
#include "test_file_references.moc"
