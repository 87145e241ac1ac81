#include "ui/charts/pipeline_view.h"

#include "ui/widgets/font_fit.h"
#include "ui/wording/number_format.h"
#include "ui/wording/plan_wording.h"

#include <QHash>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <array>

namespace rightsize::ui {
namespace {

// The stage that limits the pace: vermillion; the gauge of a busy device: blue (the Okabe–Ito
// colour-blind-safe palette, Okabe and Ito, "Color Universal Design", 2008).
const QColor kHot(0xD5, 0x5E, 0x00);
const QColor kAccent(0x00, 0x72, 0xB2);

// Whether `s` fits `width` on at most `lines` lines in `f`, no word wider than the line.
bool measureFits(const QFont& f, const QString& s, qreal width, int lines) {
    const QFontMetricsF fm(f);
    if (lines == 1)
        return fm.horizontalAdvance(s) <= width;
    const QRectF need = fm.boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap, s);
    return need.width() <= width && need.height() <= lines * fm.lineSpacing() + 0.5;
}

// What a measurement depends on.
struct FitKey {
    QString text;
    QFont font;
    qreal width = 0;
    int lines = 1;
    bool operator==(const FitKey& o) const {
        return width == o.width && lines == o.lines && text == o.text && font == o.font;
    }
};
size_t qHash(const FitKey& key, size_t seed) {
    return qHashMulti(seed, key.text, key.font, key.width, key.lines);
}

// measureFits, each answer kept: fitting a text tries a dozen sizes, each a layout, and most
// texts of the scene (titles, storage, the explanation) and the room they get stay the same from
// one plan to the next. Only the window's thread paints.
bool fitsIn(const QFont& f, const QString& s, qreal width, int lines) {
    static QHash<FitKey, bool> answers;
    FitKey key{s, f, width, lines};
    if (const auto it = answers.constFind(key); it != answers.cend())
        return *it;
    constexpr qsizetype kMaxAnswers = 8192; // a long session's old texts go
    if (answers.size() >= kMaxAnswers)
        answers.clear();
    const bool fits = measureFits(f, s, width, lines);
    answers.insert(std::move(key), fits);
    return fits;
}

// The largest font from `f` down at which `s` fits `width` whole: on one line down to
// `oneLineFloor` points, then wrapped on up to `maxLines` lines down to `floor`. Long German and
// Russian words shrink or wrap rather than being cut.
std::pair<QFont, int> fitted(const QFont& f, const QString& s, qreal width, int maxLines,
                             qreal oneLineFloor, qreal floor) {
    const QFont one =
        shrinkToFit(f, 0.5, oneLineFloor, [&](const QFont& g) { return fitsIn(g, s, width, 1); });
    if (fitsIn(one, s, width, 1))
        return {one, 1};
    const auto lines = [&](const QFont& g) {
        for (int n = 2; n <= maxLines; ++n)
            if (fitsIn(g, s, width, n))
                return n;
        return 0;
    };
    const QFont wrapped = shrinkToFit(f, 0.5, floor, [&](const QFont& g) { return lines(g) > 0; });
    const int used = lines(wrapped);
    return {wrapped, used > 0 ? used : maxLines};
}

QString storageName(Storage s) {
    switch (s) {
    case Storage::ObjectStore:
        return PipelineView::tr("Object store");
    case Storage::LocalNvme:
        return PipelineView::tr("Local NVMe");
    case Storage::NetworkFs:
        return PipelineView::tr("Network file system");
    case Storage::Memory:
        return PipelineView::tr("In memory");
    }
    return {};
}

} // namespace

PipelineView::PipelineView(QWidget* parent)
    : ChartView(parent) {
    setAccessibleName(tr("Data pipeline diagram"));
    setAutoFillBackground(false);
    rebuild();
}

void PipelineView::build() {
    updateEmptyState();
    update();
}

void PipelineView::updateEmptyState() {
    const WorkloadKind kind = scenario().workload.kind;
    if (!shownOption())
        setEmptyState(tr("No plan yet"),
                      tr("Describe a workload on the left: the path of its data from storage to "
                         "the device appears here."));
    else if (kind == WorkloadKind::ClassicMl || kind == WorkloadKind::DataPrep)
        setEmptyState(tr("For deep-learning data pipelines"),
                      tr("This view follows samples from storage through CPU preprocessing to the "
                         "accelerator. "
                         "Classic machine learning and data preparation read their data inside the "
                         "job: see the "
                         "Time vs cost tab."));
    else
        setEmptyState({}, {});
}

void PipelineView::refreshNow() {
    ChartView::refreshNow();
    if (isVisible())
        return; // painted on screen with the next repaint
    QPixmap picture(size().expandedTo(QSize(1, 1)));
    QPainter painter(&picture);
    paintScene(painter, QRectF(picture.rect()));
}

const OptionResult* PipelineView::shownOption() const {
    if (selectedOption() >= 0 && selectedOption() < int(plan().options.size()))
        return &plan().options[std::size_t(selectedOption())];
    if (plan().recommended && *plan().recommended < plan().options.size())
        return &plan().options[*plan().recommended];
    return nullptr;
}

int PipelineView::bottleneckStage() const {
    const OptionResult* o = shownOption();
    if (!o)
        return -1;
    switch (o->time.bottleneck) {
    case Bottleneck::Storage:
    case Bottleneck::DataLoading:
        return 0;
    case Bottleneck::CpuPrep:
        return 1;
    case Bottleneck::Compute:
    case Bottleneck::MemoryBandwidth:
    case Bottleneck::Communication:
    case Bottleneck::HostOverhead:
    case Bottleneck::PipelineBubble:
        return 2;
    case Bottleneck::None:
        return -1;
    }
    return -1;
}

void PipelineView::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Base));
    paintScene(painter, QRectF(rect()));
}

void PipelineView::paintChart(QPaintDevice& device, const QSize& size) {
    QPainter painter(&device);
    painter.fillRect(QRect(QPoint(0, 0), size), palette().color(QPalette::Base));
    paintScene(painter, QRectF(QPointF(0, 0), QSizeF(size)));
}

PipelineView::Look PipelineView::look() const {
    Look l;
    l.text = palette().color(QPalette::Text);
    l.muted = l.text;
    l.muted.setAlpha(140);
    l.fill = palette().color(QPalette::AlternateBase);
    l.title = font();
    l.title.setBold(true);
    l.title.setPointSizeF(font().pointSizeF() * 1.1);
    l.rate = font();
    l.rate.setPointSizeF(font().pointSizeF() * 1.5);
    l.rate.setBold(true);
    return l;
}

std::array<PipelineView::Box, 4> PipelineView::boxes(const OptionResult& o) const {
    const Workload& w = scenario().workload;
    const TimeBreakdown& t = o.time;
    const bool serving = w.kind == WorkloadKind::OnlineServing;
    const int stage = bottleneckStage();
    const QString supply = t.supplySamplesPerSecond > 0
                               ? tr("%1 samples/s").arg(numfmt::bigNumber(t.supplySamplesPerSecond))
                               : tr("keeps up");
    std::array<Box, 4> boxes;
    boxes[0].title = tr("Storage I/O");
    boxes[0].subtitle = w.pipeline.cacheLocal
                            ? tr("%1, cached on local NVMe").arg(storageName(w.pipeline.storage))
                            : storageName(w.pipeline.storage);
    boxes[0].rate = stage == 0 ? supply : tr("keeps up");
    boxes[1].title = tr("CPU preprocessing");
    boxes[1].subtitle =
        w.pipeline.prepMsPerSamplePerCore > 0
            ? tr("%1 ms per sample per core, %n worker(s)", nullptr, w.pipeline.loaderWorkers)
                  .arg(numfmt::number(w.pipeline.prepMsPerSamplePerCore, 1))
            : tr("no preprocessing cost given");
    boxes[1].rate = stage == 1 ? supply : tr("keeps up");
    boxes[1].inactive = w.pipeline.prepMsPerSamplePerCore <= 0;
    const bool cpu = o.placement.device && o.placement.device->kind == DeviceKind::Cpu;
    boxes[2].title = cpu ? tr("CPU compute") : tr("Accelerator");
    boxes[2].subtitle = numfmt::optionLabel(o);
    boxes[2].rate = tr("%1 samples/s").arg(numfmt::bigNumber(t.samplesPerSecond));
    if (t.tokensPerSecond > 0)
        boxes[2].note = tr("%1 tokens/s · MFU %2")
                            .arg(numfmt::bigNumber(t.tokensPerSecond), numfmt::percent(t.mfu));
    else if (t.mfu > 0)
        boxes[2].note = tr("MFU %1").arg(numfmt::percent(t.mfu));
    boxes[3].title = tr("Serving");
    if (serving && o.latency) {
        boxes[3].subtitle = tr("%1 requests/s at peak").arg(numfmt::number(w.serving.qps, 0));
        boxes[3].rate = tr("p95 %1").arg(numfmt::latency(o.latency->p95Ms));
        boxes[3].note = tr("%n replica(s), mean batch %1", nullptr, o.latency->replicas)
                            .arg(numfmt::number(o.latency->meanBatch, 1));
    } else if (serving) {
        boxes[3].subtitle = tr("%1 requests/s at peak").arg(numfmt::number(w.serving.qps, 0));
        boxes[3].rate = tr("no latency estimate");
    } else {
        boxes[3].subtitle = tr("no serving workload");
        boxes[3].rate = QStringLiteral("—");
        boxes[3].inactive = true;
    }
    return boxes;
}

void PipelineView::paintScene(QPainter& p, const QRectF& area) const {
    m_drawn.clear();
    p.setRenderHint(QPainter::Antialiasing);
    const Look l = look();
    const OptionResult* o = shownOption();
    if (!o) {
        p.setPen(l.muted);
        p.setFont(l.title);
        drawText(p, area, Qt::AlignCenter, tr("No plan yet: describe a workload on the left."));
        return;
    }
    const QRectF content = paintHeading(p, area, *o, l);
    // Four boxes with arrows between them.
    const qreal arrow = std::clamp<qreal>(content.width() * 0.035, 22, 44);
    const qreal boxWidth = (content.width() - 3 * arrow) / 4;
    const std::array<Box, 4> all = boxes(*o);
    // Each row of texts (titles, subtitles, rates, notes) as high as its tallest, so the rates
    // line up across the boxes, and the boxes as high as their texts need.
    std::array<std::vector<Piece>, 4> pieces;
    std::array<qreal, 4> rows{};
    for (std::size_t i = 0; i < 4; ++i) {
        pieces[i] = boxPieces(all[i], boxWidth - 24, l);
        for (std::size_t k = 0; k < rows.size(); ++k)
            rows[k] = std::max(rows[k], pieces[i][k].height);
    }
    for (auto& box : pieces)
        for (std::size_t k = 0; k < rows.size(); ++k)
            box[k].height = rows[k];
    const qreal need = rows[0] + rows[1] + rows[2] + rows[3] + 20;
    const qreal boxHeight = std::max(std::clamp<qreal>(content.height() * 0.5, 150, 230), need);
    const qreal top = content.top() + 8;
    for (int i = 0; i < 4; ++i)
        paintBox(p, QRectF(content.left() + i * (boxWidth + arrow), top, boxWidth, boxHeight),
                 all[std::size_t(i)], pieces[std::size_t(i)], i == bottleneckStage(), i < 3, arrow,
                 l);
    const qreal gaugeTop = top + boxHeight + 26;
    if (gaugeTop + 40 < area.bottom())
        paintGauge(p, content, gaugeTop, area.bottom(), *o, l);
}

void PipelineView::drawText(QPainter& p, const QRectF& rect, int flags, const QString& text) const {
    p.drawText(rect, flags, text);
    m_drawn.push_back({text, rect, p.font(), (flags & Qt::TextWordWrap) != 0});
}

std::vector<PipelineView::Piece> PipelineView::boxPieces(const Box& b, qreal width,
                                                         const Look& l) const {
    const qreal base = font().pointSizeF();
    std::vector<Piece> out;
    // The gap under each row keeps the rows apart; an empty text takes no room.
    const auto add = [&](const QString& text, const QFont& f, int maxLines, qreal oneLineFloor,
                         qreal gap) {
        Piece piece;
        piece.text = text;
        piece.font = f;
        if (!text.isEmpty()) {
            std::tie(piece.font, piece.lines) =
                fitted(f, text, width, maxLines, oneLineFloor, base * 0.7);
            piece.height = piece.lines * QFontMetricsF(piece.font).lineSpacing() + gap;
        }
        out.push_back(piece);
    };
    add(b.title, l.title, 2, base * 0.85, 6);
    add(b.subtitle, font(), 4, base, 8);
    add(b.rate, l.rate, 2, base * 1.05, 6);
    add(b.note, font(), 3, base, 0);
    out[1].muted = out[3].muted = true;
    out[2].rate = true;
    return out;
}

QRectF PipelineView::paintHeading(QPainter& p, const QRectF& area, const OptionResult& o,
                                  const Look& l) const {
    // What is shown and what limits it.
    const qreal margin = 18;
    QRectF content = area.adjusted(margin, margin, -margin, -margin);
    const QString heading =
        bottleneckStage() >= 0
            ? tr("%1: limited by %2")
                  .arg(numfmt::optionLabel(o), PlanWordingText::bottleneck(o.time.bottleneck))
            : numfmt::optionLabel(o);
    const auto [f, lines] = fitted(l.title, heading, content.width(), 2, font().pointSizeF(),
                                   font().pointSizeF() * 0.8);
    p.setFont(f);
    p.setPen(l.text);
    const qreal height = lines * QFontMetricsF(f).lineSpacing();
    drawText(p, QRectF(content.left(), content.top(), content.width(), height),
             Qt::AlignLeft | Qt::AlignTop | (lines > 1 ? Qt::TextWordWrap : 0), heading);
    content.setTop(content.top() + height + QFontMetricsF(f).lineSpacing() * 0.8);
    return content;
}

void PipelineView::paintBox(QPainter& p, const QRectF& r, const Box& b,
                            const std::vector<Piece>& pieces, bool isHot, bool arrowAfter,
                            qreal arrow, const Look& l) const {
    QPainterPath path;
    path.addRoundedRect(r, 10, 10);
    p.fillPath(path, isHot ? QColor(kHot.red(), kHot.green(), kHot.blue(), 38) : l.fill);
    p.setPen(QPen(isHot ? kHot : (b.inactive ? l.muted : l.text), isHot ? 3 : 1.2,
                  b.inactive ? Qt::DashLine : Qt::SolidLine));
    p.drawPath(path);

    const QRectF inner = r.adjusted(12, 10, -12, -10);
    qreal y = inner.top();
    for (const Piece& piece : pieces) {
        if (!piece.text.isEmpty()) {
            p.setFont(piece.font);
            // The rate is the number people look for: in the bottleneck's colour.
            p.setPen(piece.rate && isHot ? kHot : (piece.muted || b.inactive ? l.muted : l.text));
            drawText(p,
                     QRectF(inner.left(), y, inner.width(),
                            piece.lines * QFontMetricsF(piece.font).lineSpacing()),
                     Qt::AlignLeft | Qt::AlignTop | (piece.lines > 1 ? Qt::TextWordWrap : 0),
                     piece.text);
        }
        y += piece.height;
    }
    if (isHot) {
        QFont badgeFont = font();
        badgeFont.setBold(true);
        p.setFont(badgeFont);
        const QString badge = tr("Bottleneck");
        const QFontMetricsF bm(badgeFont);
        const QRectF br(r.right() - bm.horizontalAdvance(badge) - 22, r.top() - bm.height() / 2 - 3,
                        bm.horizontalAdvance(badge) + 14, bm.height() + 6);
        QPainterPath bp;
        bp.addRoundedRect(br, br.height() / 2, br.height() / 2);
        p.fillPath(bp, kHot);
        p.setPen(Qt::white);
        drawText(p, br, Qt::AlignCenter, badge);
    }
    if (arrowAfter) {
        const qreal ax = r.right() + 5;
        const qreal ay = r.center().y();
        p.setPen(QPen(l.muted, 2));
        p.drawLine(QPointF(ax, ay), QPointF(ax + arrow - 12, ay));
        QPainterPath head;
        head.moveTo(ax + arrow - 8, ay);
        head.lineTo(ax + arrow - 16, ay - 6);
        head.lineTo(ax + arrow - 16, ay + 6);
        head.closeSubpath();
        p.fillPath(head, l.muted);
    }
}

void PipelineView::paintGauge(QPainter& p, const QRectF& content, qreal gaugeTop, qreal bottom,
                              const OptionResult& o, const Look& l) const {
    // Utilisation of the accelerator.
    const TimeBreakdown& t = o.time;
    const bool cpu = o.placement.device && o.placement.device->kind == DeviceKind::Cpu;
    const bool supplyLimited =
        t.supplySamplesPerSecond > 0 && t.supplySamplesPerSecond < t.samplesPerSecond * 1.0001;
    p.setFont(l.title);
    p.setPen(l.text);
    const QString label = cpu ? tr("Compute utilisation") : tr("GPU utilisation");
    const qreal labelWidth = QFontMetricsF(l.title).horizontalAdvance(label) + 16;
    drawText(p, QRectF(content.left(), gaugeTop, labelWidth, 24), Qt::AlignLeft | Qt::AlignVCenter,
             label);
    const qreal gaugeWidth = std::min<qreal>(content.width() - labelWidth - 80, 520);
    const QRectF track(content.left() + labelWidth, gaugeTop + 4, gaugeWidth, 16);
    QPainterPath tp;
    tp.addRoundedRect(track, 8, 8);
    p.fillPath(tp, l.fill);
    p.setPen(QPen(l.muted, 1));
    p.drawPath(tp);
    const double u = std::clamp(t.acceleratorUtilisation, 0.0, 1.0);
    if (u > 0) {
        QPainterPath fp;
        fp.addRoundedRect(QRectF(track.topLeft(), QSizeF(track.width() * u, track.height())), 8, 8);
        p.fillPath(fp, u < 0.2 || supplyLimited ? kHot : kAccent);
    }
    p.setPen(l.text);
    drawText(p, QRectF(track.right() + 10, gaugeTop, 70, 24), Qt::AlignLeft | Qt::AlignVCenter,
             numfmt::percent(u));
    p.setFont(font());
    p.setPen(l.muted);
    QString explanation;
    if (supplyLimited)
        explanation =
            tr("The data pipeline feeds %1 samples/s; the device could take %2. Add loader "
               "workers, "
               "cache the data locally or move preprocessing off the critical path.")
                .arg(numfmt::bigNumber(t.supplySamplesPerSecond),
                     numfmt::bigNumber(t.samplesPerSecond));
    else if (u < 0.2)
        explanation =
            tr("The device is mostly idle: a smaller or cheaper one would do the same work.");
    else
        explanation = tr("Share of time the device is busy with the model's work.");
    // Said whole where there is room, left out where there is none.
    const qreal room = bottom - gaugeTop - 30;
    const int lines = int(room / QFontMetricsF(font()).lineSpacing());
    if (lines < 1)
        return;
    const auto [f, used] = fitted(font(), explanation, content.width(), lines, font().pointSizeF(),
                                  font().pointSizeF() * 0.8);
    if (!fitsIn(f, explanation, content.width(), used))
        return;
    p.setFont(f);
    drawText(p,
             QRectF(content.left(), gaugeTop + 30, content.width(),
                    used * QFontMetricsF(f).lineSpacing()),
             Qt::AlignLeft | Qt::AlignTop | (used > 1 ? Qt::TextWordWrap : 0), explanation);
}

} // namespace rightsize::ui
