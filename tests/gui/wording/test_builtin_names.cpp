// The built-in presets and devices are named in the window's language: every built-in preset
// and every device whose name has words besides the product's goes through the translation,
// and a preset or device the user defined or renamed keeps the name it was given.
#include "core/catalog/builtin_catalog.h"
#include "core/model/catalog.h"
#include "ui/wording/builtin_names.h"

#include <QCoreApplication>
#include <QTest>
#include <QTranslator>
#include <cctype>

using namespace rightsize;
using namespace rightsize::ui;

namespace {

// Marks every text of the built-in names' context as translated, to see which ones pass by.
class MarkingTranslator : public QTranslator {
public:
    QString translate(const char* context, const char* source, const char* = nullptr,
                      int = -1) const override {
        if (QByteArrayView(context) != "BuiltinNames")
            return {};
        return QStringLiteral("«%1»").arg(QString::fromUtf8(source));
    }
    bool isEmpty() const override { return false; }
};

// A name with words of its own ("compute-optimised", "server") rather than a product's alone
// ("GeForce", "vCPU"): a word that starts in lower case.
bool hasWords(const std::string& name) {
    std::size_t run = 0;
    bool wordStart = true;
    for (char c : name) {
        const bool letter = std::isalpha(static_cast<unsigned char>(c)) != 0;
        const bool lower = std::islower(static_cast<unsigned char>(c)) != 0;
        run = lower && (run > 0 || wordStart) ? run + 1 : 0;
        if (run >= 3)
            return true;
        wordStart = !letter;
    }
    return false;
}

} // namespace

class BuiltinNamesTest : public QObject {
    Q_OBJECT

    MarkingTranslator m_marking;

private slots:
    void initTestCase() { QVERIFY(QCoreApplication::installTranslator(&m_marking)); }
    void cleanupTestCase() { QCoreApplication::removeTranslator(&m_marking); }

    void everyBuiltinPresetIsTranslated() {
        const Catalog catalog = loadBuiltinCatalog();
        QVERIFY(!catalog.scenarios.empty());
        for (const ScenarioPreset& p : catalog.scenarios) {
            const QString name = QString::fromStdString(p.name);
            QCOMPARE(BuiltinNames::presetName(p), QStringLiteral("«%1»").arg(name));
            // A scenario saved from the preset keeps the English name; it is shown translated.
            QCOMPARE(BuiltinNames::scenarioName(name), QStringLiteral("«%1»").arg(name));
        }
    }

    void everyBuiltinDeviceWithWordsIsTranslated() {
        const Catalog catalog = loadBuiltinCatalog();
        int words = 0;
        for (const Device& d : catalog.devices) {
            const QString name = QString::fromStdString(d.name);
            if (!hasWords(d.name)) {
                QCOMPARE(BuiltinNames::deviceName(d), name);
                continue;
            }
            ++words;
            QCOMPARE(BuiltinNames::deviceName(d), QStringLiteral("«%1»").arg(name));
        }
        QVERIFY(words >= 6);
    }

    void theUsersOwnNamesStayAsGiven() {
        ScenarioPreset mine;
        mine.id = "llama2-70b-pretrain";
        mine.name = "Our 70B run";
        QCOMPARE(BuiltinNames::presetName(mine), QStringLiteral("Our 70B run"));
        QCOMPARE(BuiltinNames::scenarioName(QStringLiteral("Our 70B run")),
                 QStringLiteral("Our 70B run"));
        Device box;
        box.id = "cpu-64vcpu-compute";
        box.name = "Our build server";
        QCOMPARE(BuiltinNames::deviceName(box), QStringLiteral("Our build server"));
    }
};

QTEST_MAIN(BuiltinNamesTest)
#include "test_builtin_names.moc"
