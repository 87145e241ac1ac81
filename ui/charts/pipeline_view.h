#pragma once

#include "ui/charts/chart_view.h"

#include <QFont>
#include <QString>
#include <array>
#include <vector>

class QPainter;

namespace rightsize::ui {

// The data path of the selected option as boxes: storage → CPU preprocessing → accelerator →
// serving, each with the rate it sustains, the slowest one highlighted as the bottleneck and
// the accelerator's utilisation as a gauge. Painted by hand so it stays crisp at any scale.
class PipelineView : public ChartView {
    Q_OBJECT
public:
    explicit PipelineView(QWidget* parent = nullptr);

    // Hidden, paints the scene into a picture of the view's size; shown, leaves it to the next
    // repaint.
    void refreshNow() override;

    // Index of the box drawn as the bottleneck (0 storage … 3 serving), -1 for none.
    int bottleneckStage() const;

    QSize minimumSizeHint() const override { return {520, 260}; }

    // One text of the scene as last painted: the room it was given, its font and whether it
    // wraps; tests measure each against its room.
    struct DrawnText {
        QString text;
        QRectF rect;
        QFont font;
        bool wraps = false;
    };
    const std::vector<DrawnText>& drawnTexts() const { return m_drawn; }

protected:
    void paintEvent(QPaintEvent* event) override;
    void build() override;
    void paintChart(QPaintDevice& device, const QSize& size) override;

private:
    // One stage of the path as drawn.
    struct Box {
        QString title;
        QString subtitle;
        QString rate;
        QString note;
        bool inactive = false;
    };
    // The fonts and colours every part of the scene shares.
    struct Look {
        QFont title, rate;
        QColor text, muted, fill;
    };
    Look look() const;
    // A text of a box in the largest font at which it fits the box's width whole.
    struct Piece {
        QString text;
        QFont font;
        int lines = 1;
        qreal height = 0;
        bool muted = false, rate = false;
    };
    std::array<Box, 4> boxes(const OptionResult& option) const;
    // The steps of paintScene(): the heading (returns the area left under it), one box with its
    // badge and the arrow to the next, and the utilisation gauge with its explanation.
    QRectF paintHeading(QPainter& p, const QRectF& area, const OptionResult& option,
                        const Look& look) const;
    void paintBox(QPainter& p, const QRectF& r, const Box& box, const std::vector<Piece>& pieces,
                  bool hot, bool arrow, qreal arrowWidth, const Look& look) const;
    void paintGauge(QPainter& p, const QRectF& content, qreal top, qreal bottom,
                    const OptionResult& option, const Look& look) const;
    void paintScene(QPainter& painter, const QRectF& area) const;
    void updateEmptyState();
    const OptionResult* shownOption() const;
    // Draws `text` in `rect` and notes it for drawnTexts().
    void drawText(QPainter& p, const QRectF& rect, int flags, const QString& text) const;
    std::vector<Piece> boxPieces(const Box& box, qreal width, const Look& look) const;
    static qreal piecesHeight(const std::vector<Piece>& pieces);

    mutable std::vector<DrawnText> m_drawn;
};

} // namespace rightsize::ui
