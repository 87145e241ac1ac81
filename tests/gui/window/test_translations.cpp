// Every translation file is complete and keeps its placeholders; the compiled translations are
// in the program's resources and are used; the language choice follows settings and locale.
#include "core/model/estimates.h"
#include "ui/widgets/app_settings.h"
#include "ui/window/language.h"
#include "ui/window/language_menu.h"
#include "ui/wording/number_format.h"
#include "ui/wording/plan_wording.h"

#include <QDir>
#include <QFile>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace rightsize;
using namespace rightsize::ui;

namespace {

QString translationsDir() {
    return QStringLiteral(RIGHTSIZE_SOURCE_DIR "/translations");
}

// %1 … %9 and %n, each once, as they occur in a text.
QSet<QString> placeholders(const QString& text) {
    static const QRegularExpression re(QStringLiteral("%(?:L?[1-9]|n)"));
    QSet<QString> found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found.insert(it.next().captured().remove(QLatin1Char('L')));
    return found;
}

struct Message {
    QString context;
    QString source;
    bool numerus = false;
    QString type;
    QStringList forms; // one text, or the numerus forms
    qint64 line = 0;
};

std::vector<Message> readTs(const QString& path, QString* language, QString* error) {
    std::vector<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("TS")) {
            *language = xml.attributes().value(QLatin1String("language")).toString();
        } else if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            m = Message{};
            m.context = context;
            m.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            m.line = xml.lineNumber();
        } else if (name == QLatin1String("source")) {
            m.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            m.type = xml.attributes().value(QLatin1String("type")).toString();
            if (!m.numerus) {
                m.forms << xml.readElementText();
                messages.push_back(m);
            } else {
                while (xml.readNextStartElement())
                    m.forms << xml.readElementText();
                messages.push_back(m);
            }
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("%1 at line %2").arg(xml.errorString()).arg(xml.lineNumber());
    return messages;
}

int pluralFormsFor(const QString& language) {
    return language.startsWith(QLatin1String("ru")) ? 3 : 2; // de, en: one and other
}

} // namespace

class TranslationsTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void theShippedLanguagesHaveFiles() {
        for (const QString& code : shippedLanguages())
            QVERIFY2(
                QFile::exists(translationsDir() + QStringLiteral("/rightsize_%1.ts").arg(code)),
                qPrintable(code));
    }

    void everyEntryIsFinished_data() {
        QTest::addColumn<QString>("path");
        const QStringList files =
            QDir(translationsDir()).entryList({QStringLiteral("*.ts")}, QDir::Files, QDir::Name);
        QVERIFY(!files.isEmpty());
        for (const QString& f : files)
            QTest::newRow(qPrintable(f)) << translationsDir() + QLatin1Char('/') + f;
    }

    void everyEntryIsFinished() {
        QFETCH(QString, path);
        QString language, error;
        const std::vector<Message> messages = readTs(path, &language, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(!language.isEmpty(), "the <TS> element names no language");
        QVERIFY(!messages.empty());

        QStringList problems;
        auto problem = [&](const Message& m, const QString& what) {
            problems << QStringLiteral("line %1 [%2] \"%3\": %4")
                            .arg(m.line)
                            .arg(m.context, m.source.left(70), what);
        };
        int checked = 0;
        for (const Message& m : messages) {
            if (m.type == QLatin1String("vanished") || m.type == QLatin1String("obsolete"))
                continue; // kept for reference; not compiled
            ++checked;
            // lupdate files a tr() it cannot place (called through an alias of its class) under
            // no context, where no lookup at run time ever finds it: the text stays English.
            if (m.context.isEmpty()) {
                problem(m, QStringLiteral("no context: the program never looks it up"));
                continue;
            }
            if (m.type == QLatin1String("unfinished")) {
                problem(m, QStringLiteral("unfinished"));
                continue;
            }
            if (m.numerus && m.forms.size() != pluralFormsFor(language))
                problem(m, QStringLiteral("%1 plural forms, %2 expected")
                               .arg(m.forms.size())
                               .arg(pluralFormsFor(language)));
            const QSet<QString> wanted = placeholders(m.source);
            for (const QString& form : m.forms) {
                if (form.trimmed().isEmpty() && !m.source.trimmed().isEmpty()) {
                    problem(m, QStringLiteral("empty translation"));
                    continue;
                }
                const QSet<QString> got = placeholders(form);
                for (const QString& p : wanted)
                    if (!got.contains(p))
                        problem(m, QStringLiteral("drops %1 in \"%2\"").arg(p, form.left(70)));
                for (const QString& p : got)
                    if (!wanted.contains(p))
                        problem(m, QStringLiteral("adds %1 in \"%2\"").arg(p, form.left(70)));
            }
        }
        if (!problems.isEmpty()) {
            const qsizetype shown = std::min<qsizetype>(problems.size(), 25);
            QFAIL(qPrintable(QStringLiteral("%1: %2 of %3 entries need work:\n  %4")
                                 .arg(QFileInfo(path).fileName())
                                 .arg(problems.size())
                                 .arg(checked)
                                 .arg(problems.mid(0, shown).join(QStringLiteral("\n  ")))));
        }
    }

    void compiledTranslationsAreInTheResources() {
        for (const QString& code : shippedLanguages()) {
            QTranslator t;
            QVERIFY2(t.load(translationResource(code)), qPrintable(translationResource(code)));
            QVERIFY(!t.isEmpty());
        }
        QTranslator ru;
        QVERIFY(ru.load(translationResource(QStringLiteral("ru"))));
        QCOMPARE(ru.translate("rightsize::ui::MainWindow", "&File"), QStringLiteral("&Файл"));
        // QTranslator picks the plural form; QCoreApplication::translate then fills in %n.
        QCOMPARE(
            ru.translate("rightsize::ui::MainWindow", "%n option(s) planned in %1 ms", nullptr, 5),
            QStringLiteral("%n вариантов рассчитано за %1 мс"));
        QCOMPARE(
            ru.translate("rightsize::ui::MainWindow", "%n option(s) planned in %1 ms", nullptr, 3),
            QStringLiteral("%n варианта рассчитаны за %1 мс"));
        QCOMPARE(
            ru.translate("rightsize::ui::MainWindow", "%n option(s) planned in %1 ms", nullptr, 21),
            QStringLiteral("%n вариант рассчитан за %1 мс"));
        QTranslator de;
        QVERIFY(de.load(translationResource(QStringLiteral("de"))));
        QCOMPARE(de.translate("rightsize::ui::MainWindow", "&File"), QStringLiteral("&Datei"));
        QTranslator en;
        QVERIFY(en.load(translationResource(QStringLiteral("en"))));
        QCOMPARE(
            en.translate("rightsize::ui::MainWindow", "%n option(s) planned in %1 ms", nullptr, 1),
            QStringLiteral("%n option planned in %1 ms"));
    }

    void findingsSpeakTheInstalledLanguage() {
        Finding f;
        f.code = "out_of_memory";
        f.params = {{"need_gb", 30.5}, {"capacity_gb", 24}};

        QCOMPARE(installLanguage(QStringLiteral("de")), QStringLiteral("de"));
        // Memory in GiB like everywhere else: 30.5 GB is 28.4 GiB.
        QCOMPARE(
            PlanWordingText::finding(f),
            QStringLiteral("Passt nicht: braucht 28,4 GiB pro Gerät, das Gerät hat 22,4 GiB."));
        QCOMPARE(QLocale().toString(1234.5, 'f', 1), QStringLiteral("1.234,5"));

        QCOMPARE(installLanguage(QStringLiteral("ru")), QStringLiteral("ru"));
        QVERIFY2(
            PlanWordingText::finding(f).startsWith(QStringLiteral("Не помещается: нужно 28,4 ГиБ")),
            qPrintable(PlanWordingText::finding(f)));
        QCOMPARE(PlanWordingText::bottleneck(Bottleneck::Compute), QStringLiteral("вычисления"));

        // The command line's plan JSON keeps C-locale numbers whatever the language.
        const std::string contract = planWording().finding(f);
        QVERIFY2(contract.find("28.4") != std::string::npos &&
                     contract.find("22.4") != std::string::npos,
                 contract.c_str());

        QCOMPARE(installLanguage(QStringLiteral("en")), QStringLiteral("en"));
        QCOMPARE(PlanWordingText::finding(f).left(32),
                 QStringLiteral("Does not fit: needs 28.4 GiB per"));
    }

    // A price basis names the dollar price of a DBU or an instance-hour in the same place as
    // every other amount of the language ("0,75 $" in German, never "$0,75" beside "6,84 $").
    void dollarsArePlacedAlikeInEverySentence() {
        PriceQuote dbu;
        dbu.usdPerHour = 6.84;
        dbu.provider = "Databricks";
        dbu.unit = PriceUnit::Dbu;
        dbu.dbuPerHour = 9.12;
        dbu.usdPerDbu = 0.75;
        dbu.instanceDevices = 1;
        PriceQuote instance = dbu;
        instance.unit = PriceUnit::GpuHourOfInstance;
        instance.instanceUsdPerHour = 27.36;
        instance.instanceDevices = 4;
        for (const char* language : {"en", "de", "ru"}) {
            QCOMPARE(installLanguage(QString::fromLatin1(language)), QString::fromLatin1(language));
            const QString perDbu = PlanWordingText::priceBasis(dbu);
            QVERIFY2(perDbu.contains(numfmt::money(0.75)), qPrintable(perDbu));
            const QString perInstance = PlanWordingText::priceBasis(instance);
            QVERIFY2(perInstance.contains(numfmt::money(27.36)), qPrintable(perInstance));
        }
        QCOMPARE(installLanguage(QStringLiteral("en")), QStringLiteral("en"));
    }

    // Words that read as something else: "мб" is megabytes to a Russian reader, and German
    // "Laufzeit" is the time a job runs, not the memory of its runtime environment.
    void shortWordsSayWhatTheyMean() {
        QCOMPARE(installLanguage(QStringLiteral("ru")), QStringLiteral("ru"));
        QCOMPARE(QCoreApplication::translate("NumberFormat", "mb %1").arg(8),
                 QStringLiteral("микробатч 8"));
        QCOMPARE(installLanguage(QStringLiteral("de")), QStringLiteral("de"));
        for (const char* context : {"rightsize::ui::MemoryFitView", "ExplanationWording"})
            QCOMPARE(QCoreApplication::translate(context, "Runtime overhead"),
                     QStringLiteral("Laufzeitumgebung"));
        QCOMPARE(installLanguage(QStringLiteral("en")), QStringLiteral("en"));
    }

    void theSystemLocaleDecidesWhenNothingIsChosen() {
        QCOMPARE(
            resolveLanguage(QStringLiteral("system"), QLocale(QLocale::Russian, QLocale::Russia)),
            QStringLiteral("ru"));
        QCOMPARE(resolveLanguage(QStringLiteral("system"),
                                 QLocale(QLocale::German, QLocale::Switzerland)),
                 QStringLiteral("de"));
        QCOMPARE(
            resolveLanguage(QStringLiteral("system"), QLocale(QLocale::French, QLocale::France)),
            QStringLiteral("en"));
        QCOMPARE(resolveLanguage(QString(), QLocale(QLocale::German, QLocale::Germany)),
                 QStringLiteral("de"));
        QCOMPARE(resolveLanguage(QStringLiteral("ru"), QLocale(QLocale::German, QLocale::Germany)),
                 QStringLiteral("ru"));
        QCOMPARE(resolveLanguage(QStringLiteral("xx"), QLocale(QLocale::French, QLocale::France)),
                 QStringLiteral("en"));
        QCOMPARE(languageArgument(
                     {QStringLiteral("rightsize"), QStringLiteral("--lang"), QStringLiteral("de")}),
                 QStringLiteral("de"));
        QCOMPARE(languageArgument({QStringLiteral("rightsize"), QStringLiteral("--lang=ru")}),
                 QStringLiteral("ru"));
        QCOMPARE(languageArgument({QStringLiteral("rightsize"), QStringLiteral("x.json")}),
                 QString());
    }

    void theChoiceIsSavedAndShownInTheMenu() {
        QTemporaryDir dir;
        const QString ini = dir.filePath(QStringLiteral("settings.ini"));
        auto settings = std::make_shared<AppSettings>(ini);
        QCOMPARE(settings->language(), QStringLiteral("system"));
        settings->setLanguage(QStringLiteral("de"));
        QCOMPARE(AppSettings(ini).language(), QStringLiteral("de"));
        settings->setLanguage(QStringLiteral("klingon"));
        QCOMPARE(settings->language(), QStringLiteral("system"));

        settings->setLanguage(QStringLiteral("ru"));
        LanguageMenu menu(settings);
        QCOMPARE(menu.actions().size() - 1, 1 + int(shippedLanguages().size())); // one separator
        QCOMPARE(menu.checkedLanguage(), QStringLiteral("ru"));

        LanguageMenu detached(nullptr);
        for (QAction* a : detached.actions())
            QVERIFY(a->isSeparator() || !a->isEnabled());
    }
};

QTEST_MAIN(TranslationsTest)
#include "test_translations.moc"
