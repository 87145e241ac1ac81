#include "ui/report/report_export.h"

#include "ui/report/report_renderer.h"
#include "ui/widgets/write_output.h"

#include <QBuffer>
#include <QFileInfo>
#include <QLocale>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QPrintPreviewDialog>
#include <QPrinter>

namespace rightsize::ui {
namespace {

class Text {
    Q_DECLARE_TR_FUNCTIONS(ReportRenderer)
};

constexpr double kMarginMm = 18;

// Paints every page of `renderer` onto a paged device whose painter is already open.
template <class NewPage>
void paintAll(const ReportRenderer& renderer, QPainter& painter, const QRectF& area,
              NewPage newPage) {
    for (int page = 0; page < renderer.pageCount(); ++page) {
        if (page > 0)
            newPage();
        renderer.render(painter, area, page);
    }
}

} // namespace

QPageSize::PageSizeId defaultPageSize(const QLocale& locale) {
    switch (locale.territory()) {
    case QLocale::UnitedStates:
    case QLocale::Canada:
    case QLocale::Mexico:
    case QLocale::Philippines:
    case QLocale::Chile:
    case QLocale::Colombia:
    case QLocale::Venezuela:
    case QLocale::CostaRica:
    case QLocale::Guatemala:
    case QLocale::PuertoRico:
        return QPageSize::Letter;
    default:
        return QPageSize::A4;
    }
}

QPageSize::PageSizeId defaultPageSize() {
    return defaultPageSize(QLocale());
}

QPageLayout reportPageLayout(QPageSize::PageSizeId pageSize) {
    return QPageLayout(QPageSize(pageSize), QPageLayout::Portrait,
                       QMarginsF(kMarginMm, kMarginMm, kMarginMm, kMarginMm),
                       QPageLayout::Millimeter);
}

bool exportPdf(const Scenario& scenario, const Plan& plan, const Catalog& catalog,
               const QString& path, QPageSize::PageSizeId pageSize, QString* error) {
    auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    // Drawn in memory first: the file is written only whole (ui/widgets/write_output.h).
    QBuffer file;
    file.open(QIODevice::WriteOnly);

    ReportRenderer renderer(scenario, plan, catalog);
    const QPageLayout layout = reportPageLayout(pageSize);
    renderer.paginate(layout);
    {
        QPdfWriter writer(&file);
        writer.setPageLayout(layout);
        writer.setResolution(1200);
        writer.setTitle(
            Text::tr("Compute recommendation: %1").arg(ReportRenderer::displayName(scenario)));
        writer.setCreator(QStringLiteral("Rightsize " RIGHTSIZE_VERSION));
        QPainter painter;
        if (!painter.begin(&writer))
            return fail(Text::tr("cannot start the PDF %1").arg(path));
        const QRectF area(QPointF(0, 0),
                          QSizeF(layout.paintRectPixels(writer.resolution()).size()));
        paintAll(renderer, painter, area, [&writer] { writer.newPage(); });
        painter.end();
    }
    QString why;
    if (!writeOutput(path, file.data(), &why))
        return fail(Text::tr("cannot write %1: %2").arg(path, why));
    return true;
}

void printWithPreview(QWidget* parent, const Scenario& scenario, const Plan& plan,
                      const Catalog& catalog) {
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageLayout(reportPageLayout(defaultPageSize()));
    printer.setDocName(ReportRenderer::displayName(scenario));
    QPrintPreviewDialog dialog(&printer, parent);
    dialog.setWindowTitle(Text::tr("Print the recommendation report"));
    QObject::connect(&dialog, &QPrintPreviewDialog::paintRequested, &dialog, [&](QPrinter* target) {
        // The user may have changed the paper in the dialog: lay out again for it.
        ReportRenderer renderer(scenario, plan, catalog);
        renderer.paginate(target->pageLayout());
        QPainter painter;
        if (!painter.begin(target))
            return;
        const QRectF area(
            QPointF(0, 0),
            QSizeF(target->pageLayout().paintRectPixels(target->resolution()).size()));
        paintAll(renderer, painter, area, [target] { target->newPage(); });
    });
    dialog.exec();
}

QImage renderPageImage(const Scenario& scenario, const Plan& plan, const Catalog& catalog, int page,
                       int dpi, QPageSize::PageSizeId pageSize, int* pageCount) {
    ReportRenderer renderer(scenario, plan, catalog);
    const QPageLayout layout = reportPageLayout(pageSize);
    const int count = renderer.paginate(layout);
    if (pageCount)
        *pageCount = count;
    if (page < 0 || page >= count)
        return {};
    const QRect full = layout.fullRectPixels(dpi);
    QImage image(full.size(), QImage::Format_RGB32);
    const int dotsPerMeter = qRound(dpi / 0.0254);
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    image.fill(Qt::white);
    QPainter painter(&image);
    renderer.render(painter, QRectF(layout.paintRectPixels(dpi)), page);
    return image;
}

} // namespace rightsize::ui
