#pragma once

#include "core/model/catalog.h"
#include "core/model/estimates.h"
#include "core/model/scenario.h"

#include <QImage>
#include <QPageLayout>
#include <QPageSize>
#include <QString>

class QWidget;

namespace rightsize::ui {

// Letter where the locale's country uses it (the US, Canada, Mexico, the Philippines and a few
// others), A4 everywhere else.
QPageSize::PageSizeId defaultPageSize(const QLocale& locale);
QPageSize::PageSizeId defaultPageSize();

// Writes the report as a PDF: selectable text, embedded fonts, vector charts. The file is written
// whole or not at all (a temporary file renamed into place). Returns false with `error` set.
bool exportPdf(const Scenario& scenario, const Plan& plan, const Catalog& catalog,
               const QString& path, QPageSize::PageSizeId pageSize, QString* error = nullptr);

// Opens the print preview on the report; printing from it prints what the preview shows.
void printWithPreview(QWidget* parent, const Scenario& scenario, const Plan& plan,
                      const Catalog& catalog);

// One page (0-based) as an image at `dpi` on white paper, margins included: for tests and for
// the pictures in the README. A null image when the page does not exist.
QImage renderPageImage(const Scenario& scenario, const Plan& plan, const Catalog& catalog, int page,
                       int dpi, QPageSize::PageSizeId pageSize = QPageSize::A4,
                       int* pageCount = nullptr);

// The page layout every output uses: portrait, 18 mm margins.
QPageLayout reportPageLayout(QPageSize::PageSizeId pageSize);

} // namespace rightsize::ui
