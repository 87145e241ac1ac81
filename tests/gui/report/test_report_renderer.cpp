// The report renderer lays out and paints real pages: every preset gives a report of several
// pages with ink on each, paper sizes change the layout only a little, and user text full of
// markup characters or far too long stays inside the margins.
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/planner.h"
#include "core/model/catalog.h"
#include "ui/editor/document_model.h"
#include "ui/report/report_export.h"
#include "ui/report/report_flow.h"
#include "ui/report/report_renderer.h"

#include <QApplication>
#include <QGlyphRun>
#include <QImage>
#include <QLocale>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QTextLayout>

using namespace rightsize;
using namespace rightsize::ui;

namespace {

constexpr int kDpi = 40;

// Share of the pixels in `area` that are not white.
double inkShare(const QImage& image, const QRect& area) {
    qint64 ink = 0;
    const QRect r = area.intersected(image.rect());
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            if (qGray(image.pixel(x, y)) < 245)
                ++ink;
    return r.isEmpty() ? 0.0 : double(ink) / double(r.width() * r.height());
}

} // namespace

class TestReportRenderer : public QObject {
    Q_OBJECT

    Catalog m_catalog = loadBuiltinCatalog();

    Scenario preset(const std::string& id) const {
        const ScenarioPreset* p = m_catalog.scenario(id);
        if (!p)
            qFatal("missing preset");
        auto doc = presetDocument(m_catalog, *p);
        if (!doc)
            qFatal("preset does not parse");
        return doc->scenario;
    }

private slots:
    void everyPresetGivesInkedPages_data() {
        QTest::addColumn<QString>("id");
        for (const ScenarioPreset& p : m_catalog.scenarios)
            QTest::newRow(p.id.c_str()) << QString::fromStdString(p.id);
    }

    void everyPresetGivesInkedPages() {
        QFETCH(QString, id);
        const Scenario scenario = preset(id.toStdString());
        const PlanResult result = makePlan(scenario, m_catalog);
        QVERIFY(result.errors.empty());

        int pages = 0;
        const QImage first =
            renderPageImage(scenario, result.plan, m_catalog, 0, kDpi, QPageSize::A4, &pages);
        QVERIFY2(pages >= 2, qPrintable(QStringLiteral("%1 pages").arg(pages)));
        QVERIFY(!first.isNull());
        const QRect a4 = reportPageLayout(QPageSize::A4).fullRectPixels(kDpi);
        QCOMPARE(first.size(), a4.size());
        for (int page = 0; page < pages; ++page) {
            const QImage image =
                page == 0 ? first : renderPageImage(scenario, result.plan, m_catalog, page, kDpi);
            QVERIFY2(inkShare(image, image.rect()) > 0.005,
                     qPrintable(QStringLiteral("page %1 is blank").arg(page + 1)));
        }
        QVERIFY(renderPageImage(scenario, result.plan, m_catalog, pages, kDpi).isNull());

        int letterPages = 0;
        const QImage letter = renderPageImage(scenario, result.plan, m_catalog, 0, kDpi,
                                              QPageSize::Letter, &letterPages);
        QCOMPARE(letter.size(), reportPageLayout(QPageSize::Letter).fullRectPixels(kDpi).size());
        QVERIFY2(std::abs(letterPages - pages) <= 1,
                 qPrintable(QStringLiteral("A4 %1, Letter %2").arg(pages).arg(letterPages)));
    }

    void theAnswerNamesTheRecommendedDevice() {
        const Scenario scenario = preset("bert-base-finetune");
        const PlanResult result = makePlan(scenario, m_catalog);
        QVERIFY(result.plan.recommended);
        const OptionResult& rec = result.plan.options[*result.plan.recommended];
        const QString line = ReportRenderer::answerLine(result.plan, scenario);
        QVERIFY2(line.contains(QString::fromStdString(rec.placement.device->id)), qPrintable(line));
        QVERIFY2(line.contains(QStringLiteral("headroom")), qPrintable(line));
    }

    // Item 15: an option that misses a limit is not announced as the answer; the line leads
    // with the limit it misses.
    void theAnswerLeadsWithTheLimitItMisses() {
        Scenario scenario = preset("bert-base-finetune");
        scenario.constraints.deadlineHours = 0.01;
        const PlanResult result = makePlan(scenario, m_catalog);
        QVERIFY(result.plan.recommended);
        QVERIFY(!result.plan.options[*result.plan.recommended].meetsConstraints);
        const QString line = ReportRenderer::answerLine(result.plan, scenario);
        QVERIFY2(line.startsWith(QStringLiteral("No option meets every limit")), qPrintable(line));
        QVERIFY2(line.contains(QStringLiteral("deadline")), qPrintable(line));
        QVERIFY2(!line.startsWith(QStringLiteral("Rent")), qPrintable(line));
    }

    // Options that do not fit are one line, not pages: the 70B report stays short.
    void onlyOptionsThatFitAreListed() {
        const Scenario scenario = preset("llama2-70b-pretrain");
        const PlanResult result = makePlan(scenario, m_catalog);
        int notFitting = 0;
        for (const OptionResult& o : result.plan.options)
            notFitting += o.fits ? 0 : 1;
        QVERIFY(notFitting > 10);
        int pages = 0;
        renderPageImage(scenario, result.plan, m_catalog, 0, kDpi, QPageSize::A4, &pages);
        // Eight pages of explanation and charts, and one more since the cost explains billed
        // hours term by term (instances, devices per instance, start-up, compute).
        QVERIFY2(pages <= 9, qPrintable(QStringLiteral("%1 pages").arg(pages)));
    }

    void hostileUserTextStaysInsideTheMargins() {
        Scenario scenario = preset("bert-base-finetune");
        scenario.name = "<b>bold</b> & co " + std::string(300, 'W');
        scenario.notes = std::string(20000, 'n') + " <table><tr><td>&amp;</td></tr></table>";
        const PlanResult result = makePlan(scenario, m_catalog);
        QVERIFY(result.errors.empty());
        QCOMPARE(ReportRenderer::displayName(scenario).left(18),
                 QStringLiteral("<b>bold</b> & co W"));

        int pages = 0;
        const QImage first =
            renderPageImage(scenario, result.plan, m_catalog, 0, kDpi, QPageSize::A4, &pages);
        QVERIFY(pages >= 2);
        QVERIFY(pages <= 12);
        const QPageLayout layout = reportPageLayout(QPageSize::A4);
        const QRect paint = layout.paintRectPixels(kDpi);
        for (int page = 0; page < pages; ++page) {
            const QImage image =
                page == 0 ? first : renderPageImage(scenario, result.plan, m_catalog, page, kDpi);
            // Everything is drawn inside the printable area: the margins stay white.
            const QRect right(paint.right() + 2, 0, image.width() - paint.right() - 2,
                              image.height());
            const QRect bottom(0, paint.bottom() + 2, image.width(),
                               image.height() - paint.bottom() - 2);
            QCOMPARE(inkShare(image, right), 0.0);
            QCOMPARE(inkShare(image, bottom), 0.0);
        }
    }

    // A name or a note cannot reorder or hide the report's text: a right-to-left override, an
    // isolate or a terminal escape prints as a visible escape, in the pages and the PDF's title.
    void controlCharactersPrintAsVisibleEscapes() {
        Scenario scenario = preset("bert-base-finetune");
        scenario.name = "invoice\u202Egpj.exe \u2067rtl\u2069 \x1b[31mred";
        scenario.notes = "first line\nsecond \u202Eline";
        const QString name = ReportRenderer::displayName(scenario);
        QCOMPARE(name, QStringLiteral("invoice\\u202Egpj.exe \\u2067rtl\\u2069 \\u001B[31mred"));
        QCOMPARE(visibleUserText(QStringLiteral("a\r\nb\u2028c\td"), true),
                 QStringLiteral("a\nb\nc d"));

        const PlanResult result = makePlan(scenario, m_catalog);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("report.pdf"));
        QString error;
        QVERIFY2(exportPdf(scenario, result.plan, m_catalog, path, QPageSize::A4, &error),
                 qPrintable(error));
        QProcess text;
        text.start(QStringLiteral("pdftotext"),
                   {QStringLiteral("-enc"), QStringLiteral("UTF-8"), path, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(60000));
        const QString pages = QString::fromUtf8(text.readAllStandardOutput());
        QVERIFY2(pages.contains(QStringLiteral("invoice\\u202Egpj.exe")),
                 qPrintable(pages.left(400)));
        QVERIFY2(pages.contains(QStringLiteral("second \\u202Eline")),
                 qPrintable(pages.left(2000)));
        for (const char16_t c : {u'\u202E', u'\u2067', u'\u2069', u'\x1b'})
            QVERIFY2(!pages.contains(QChar(c)), qPrintable(QString::number(c, 16)));
        QProcess info;
        info.start(QStringLiteral("pdfinfo"),
                   {QStringLiteral("-enc"), QStringLiteral("UTF-8"), path});
        QVERIFY(info.waitForFinished(60000));
        const QString title = QString::fromUtf8(info.readAllStandardOutput());
        QVERIFY2(title.contains(QStringLiteral("invoice\\u202Egpj.exe")) &&
                     !title.contains(QChar(0x202E)),
                 qPrintable(title));
    }

    // Whatever the window can show, the report can print: its fonts fall back to the same
    // system fonts for a script they lack, so no name prints as empty boxes.
    void reportFontsCoverWhatTheWindowShows() {
        const QString samples =
            QStringLiteral("Aé Жж Ωω ﬁ € ✓ → ≤ ∑ √ 日本語 한국어 中文 العربية עברית हिन्दी ไทย 🚀 "
                           "👩‍💻 ⚡");
        auto shows = [](const QString& text, const QFont& font) {
            QTextLayout layout(text, font);
            layout.beginLayout();
            layout.createLine();
            layout.endLayout();
            for (const QGlyphRun& run : layout.glyphRuns())
                for (const quint32 glyph : run.glyphIndexes())
                    if (glyph == 0)
                        return false;
            return true;
        };
        const QFont window = QApplication::font();
        const ReportStyle style;
        int shown = 0;
        for (const QString& word : samples.split(QLatin1Char(' '))) {
            if (!shows(word, window))
                continue; // no font on this system has it; the window shows boxes too
            ++shown;
            for (const QFont& font :
                 {style.body, style.bodyBold, style.small, style.title, style.answer})
                QVERIFY2(shows(word, font),
                         qPrintable(word + QStringLiteral(" in ") + font.family()));
        }
        // Latin, Cyrillic, Greek and symbols at least; with the CJK font packaging/install-deps.sh
        // installs, also words only a fallback font can show.
        QVERIFY(shown >= 8);
    }

    void pageSizeFollowsTheLocale() {
        QCOMPARE(defaultPageSize(QLocale(QLocale::English, QLocale::UnitedStates)),
                 QPageSize::Letter);
        QCOMPARE(defaultPageSize(QLocale(QLocale::French, QLocale::Canada)), QPageSize::Letter);
        QCOMPARE(defaultPageSize(QLocale(QLocale::German, QLocale::Germany)), QPageSize::A4);
        QCOMPARE(defaultPageSize(QLocale(QLocale::English, QLocale::UnitedKingdom)), QPageSize::A4);
        QCOMPARE(defaultPageSize(QLocale(QLocale::Russian, QLocale::Russia)), QPageSize::A4);
    }

    void exportWritesAPdfOrSaysWhyNot() {
        const Scenario scenario = preset("llama2-13b-chat-serving");
        const PlanResult result = makePlan(scenario, m_catalog);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("report.pdf"));
        QString error;
        QVERIFY2(exportPdf(scenario, result.plan, m_catalog, path, QPageSize::Letter, &error),
                 qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.read(5) == "%PDF-");
        QVERIFY(file.size() > 10000);

        const QString bad = dir.filePath(QStringLiteral("missing/dir/report.pdf"));
        QVERIFY(!exportPdf(scenario, result.plan, m_catalog, bad, QPageSize::A4, &error));
        QVERIFY(error.contains(QStringLiteral("report.pdf")));
        QVERIFY(!QFile::exists(bad));
    }
};

QTEST_MAIN(TestReportRenderer)
#include "test_report_renderer.moc"
