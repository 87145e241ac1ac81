// No function in core/, ui/ or app/ grows past kMaxLines: a long one is split into named steps.
#include "function_length.h"

#include <QDirIterator>
#include <QFile>
#include <QTest>

using rightsize::test::FunctionSpan;
using rightsize::test::functionSpans;

namespace {

// The limit the code aims well under (~80 lines); the check leaves room for a formatter's
// line breaks.
constexpr int kMaxLines = 100;

// Files and functions the check skips, each with its reason: none at present.
bool skipped(const QString& relativePath, const QString& function) {
    (void)relativePath;
    (void)function;
    return false;
}

QString repeated(const QString& line, int times) {
    QString out;
    for (int i = 0; i < times; ++i)
        out += line;
    return out;
}

} // namespace

class FunctionLengthTest : public QObject {
    Q_OBJECT
private slots:
    // The counter itself: what it must find, and what it must not take for a function.
    void counts_data() {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QStringList>("names");
        QTest::addColumn<QList<int>>("lengths");
        QTest::newRow("two functions")
            << QStringLiteral("int a() {\n  return 1;\n}\nvoid b()\n{\n}\n")
            << QStringList{QStringLiteral("a"), QStringLiteral("b")} << QList<int>{3, 3};
        QTest::newRow("inside a namespace, qualified")
            << QStringLiteral("#include <x>\nnamespace n {\nvoid C::f(int x) const {\n  if (x) {\n "
                              " }\n}\n} // namespace n\n")
            << QStringList{QStringLiteral("C::f")} << QList<int>{4};
        QTest::newRow("lambdas and braces in strings belong to their function")
            << QStringLiteral(
                   "void f() {\n  auto g = [] { return \"}\"; };\n  // }\n  char c = '{';\n}\n")
            << QStringList{QStringLiteral("f")} << QList<int>{5};
        QTest::newRow("initialisers, classes and enums are no functions")
            << QStringLiteral(
                   "const int k[] = {1, 2};\nstruct S {\n  int x;\n};\nenum class E { A, B };\n"
                   "const std::vector<int> v = {f(1), f(2)};\n")
            << QStringList{} << QList<int>{};
        QTest::newRow("a constructor with an initialiser list")
            << QStringLiteral("A::A(int x)\n    : B(x), m_c(new C(this))\n{\n  go();\n}\n")
            << QStringList{QStringLiteral("A::A")} << QList<int>{5};
        QTest::newRow("a long function is measured in full")
            << QStringLiteral("void longOne()\n{\n") +
                   repeated(QStringLiteral("  step();\n"), 120) + QStringLiteral("}\n")
            << QStringList{QStringLiteral("longOne")} << QList<int>{123};
    }
    void counts() {
        QFETCH(QString, source);
        QFETCH(QStringList, names);
        QFETCH(QList<int>, lengths);
        const QList<FunctionSpan> spans = functionSpans(source);
        QStringList foundNames;
        QList<int> foundLengths;
        for (const FunctionSpan& s : spans) {
            foundNames << s.name;
            foundLengths << s.lines;
        }
        QCOMPARE(foundNames, names);
        QCOMPARE(foundLengths, lengths);
    }

    // Every source file of core/, ui/ and app/, one row each.
    void noLongFunctions_data() {
        QTest::addColumn<QString>("path");
        const QString root = QStringLiteral(RIGHTSIZE_SOURCE_DIR);
        for (const char* folder : {"core", "ui", "app"}) {
            QDirIterator it(root + QLatin1Char('/') + QLatin1String(folder),
                            {QStringLiteral("*.cpp")}, QDir::Files, QDirIterator::Subdirectories);
            int files = 0;
            while (it.hasNext()) {
                const QString path = it.next();
                QTest::newRow(qPrintable(path.mid(root.size() + 1))) << path;
                ++files;
            }
            QVERIFY2(files > 10, folder);
        }
    }
    void noLongFunctions() {
        QFETCH(QString, path);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString relative = path.mid(QStringLiteral(RIGHTSIZE_SOURCE_DIR).size() + 1);
        QStringList tooLong;
        for (const FunctionSpan& s : functionSpans(QString::fromUtf8(file.readAll())))
            if (s.lines > kMaxLines && !skipped(relative, s.name))
                tooLong << QStringLiteral("%1 (line %2): %3 lines")
                               .arg(s.name)
                               .arg(s.firstLine)
                               .arg(s.lines);
        QVERIFY2(tooLong.isEmpty(), qPrintable(QStringLiteral("split into named steps: ") +
                                               tooLong.join(QStringLiteral("; "))));
    }
};

QTEST_GUILESS_MAIN(FunctionLengthTest)
#include "test_function_length.moc"
