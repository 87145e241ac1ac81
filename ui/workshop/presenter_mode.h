#pragma once

#include "ui/workshop/workshop_host.h"

#include <QList>
#include <QPixmap>
#include <QWidget>

namespace rightsize::ui::workshop {

// One screen of the presentation: a checklist step with its chart.
struct PresenterSlide {
    int step = -1; // checklist step 0..4, or -1 for a slide that is not a step
    QString title;
    QString body;
    QString chartId; // empty: text only
};

// Large fonts, high contrast and a cursor a room can follow. Used for the presenter view and,
// switched on for the whole workshop window, for exercises and the quiz on a projector.
void applyProjectorStyle(QWidget* widget, bool on);
QPalette projectorPalette();
// A big ring with a dark outline: visible on light and dark charts, like a laser dot.
QCursor laserCursor();

// Where each part of a slide goes at the presenter's size, with the fonts that make the title,
// the body and the footer fit their rectangles (they shrink on a small window, never clip).
struct PresenterLayout {
    QRect title;
    QFont titleFont;
    QRect body; // empty in chart-only mode
    QFont bodyFont;
    QRect chart;
    QRect count; // "2 / 5", bottom left
    QRect hint;  // the keys, bottom right, never over the count
    QFont footerFont;
    QString countText;
    QString hintText;
};

// A full-screen presentation of the checklist, one step and one chart at a time, driven by one
// key at a time (Left/Right, Space, PageUp/PageDown, as presentation clickers send).
class PresenterMode : public QWidget {
    Q_OBJECT
public:
    explicit PresenterMode(WorkshopHost* host, QWidget* parent = nullptr);

    // The five checklist steps for a workload of `kind`, each with its chart.
    static QList<PresenterSlide> checklistSlides(WorkloadKind kind = WorkloadKind::Training);

    void setSlides(const QList<PresenterSlide>& slides);
    const QList<PresenterSlide>& slides() const { return m_slides; }
    int current() const { return m_current; }
    bool chartOnly() const { return m_chartOnly; }
    // Shows full screen on the screen of `near` (the projector when the window is there).
    void present(QWidget* near = nullptr);
    // The current slide laid out at the widget's size.
    PresenterLayout slideLayout() const;
    // The size a presenter window opens at when it is not full screen.
    static QSize defaultSize();

public slots:
    void setCurrent(int index);
    void next();
    void previous();
    void setChartOnly(bool on);

signals:
    void currentChanged(int index);

protected:
    void paintEvent(QPaintEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void refreshChart();

    WorkshopHost* m_host;
    QList<PresenterSlide> m_slides;
    int m_current = -1;
    bool m_chartOnly = false;
    QPixmap m_chart;
};

} // namespace rightsize::ui::workshop
