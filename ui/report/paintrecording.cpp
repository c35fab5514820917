#include "ui/report/paintrecording.h"

#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QRegion>

#include <climits>
#include <variant>

namespace flopsheet {
namespace {

// What one updateState() changed; the fields its flags do not name keep their defaults. Pens, brushes,
// fonts, paths and regions are implicitly shared: keeping them costs a reference, not a copy.
struct StateChange {
    QPaintEngine::DirtyFlags dirty;
    QPen pen;
    QBrush brush;
    QPointF brushOrigin;
    QFont font;
    QBrush background;
    Qt::BGMode backgroundMode = Qt::TransparentMode;
    QTransform transform;
    bool clipEnabled = false;
    Qt::ClipOperation clipOperation = Qt::NoClip;
    QRegion clipRegion;
    QPainterPath clipPath;
    QPainter::RenderHints hints;
    QPainter::CompositionMode composition = QPainter::CompositionMode_SourceOver;
    qreal opacity = 1.0;
};
struct PathCall {
    QPainterPath path;
};
struct PolygonCall {
    QPolygonF polygon;
    QPaintEngine::PolygonDrawMode mode;
};
struct LinesCall {
    QList<QLineF> lines;
};
struct RectsCall {
    QList<QRectF> rects;
};
struct EllipseCall {
    QRectF rect;
};
struct PointsCall {
    QPolygonF points;
};
struct PixmapCall {
    QRectF target;
    QPixmap pixmap;
    QRectF source;
};
struct ImageCall {
    QRectF target;
    QImage image;
    QRectF source;
    Qt::ImageConversionFlags flags;
};
struct TextCall {
    QPointF baseline;
    QString text;
    QFont font;
};
using Call = std::variant<StateChange, PathCall, PolygonCall, LinesCall, RectsCall, EllipseCall, PointsCall, PixmapCall,
    ImageCall, TextCall>;

class RecordingEngine final : public QPaintEngine {
public:
    explicit RecordingEngine(std::vector<Call> *calls) : QPaintEngine(QPaintEngine::AllFeatures), m_calls(calls) { }

    bool begin(QPaintDevice *) override { return true; }
    bool end() override { return true; }
    Type type() const override { return QPaintEngine::User; }

    void updateState(const QPaintEngineState &state) override
    {
        StateChange c;
        c.dirty = state.state();
        if (c.dirty & DirtyPen)
            c.pen = state.pen();
        if (c.dirty & DirtyBrush)
            c.brush = state.brush();
        if (c.dirty & DirtyBrushOrigin)
            c.brushOrigin = state.brushOrigin();
        if (c.dirty & DirtyFont)
            c.font = state.font();
        if (c.dirty & DirtyBackground)
            c.background = state.backgroundBrush();
        if (c.dirty & DirtyBackgroundMode)
            c.backgroundMode = state.backgroundMode();
        if (c.dirty & DirtyTransform)
            c.transform = state.transform();
        if (c.dirty & DirtyClipEnabled)
            c.clipEnabled = state.isClipEnabled();
        if (c.dirty & (DirtyClipRegion | DirtyClipPath))
            c.clipOperation = state.clipOperation();
        if (c.dirty & DirtyClipRegion)
            c.clipRegion = state.clipRegion();
        if (c.dirty & DirtyClipPath)
            c.clipPath = state.clipPath();
        if (c.dirty & DirtyHints)
            c.hints = state.renderHints();
        if (c.dirty & DirtyCompositionMode)
            c.composition = state.compositionMode();
        if (c.dirty & DirtyOpacity)
            c.opacity = state.opacity();
        m_calls->emplace_back(std::move(c));
    }
    void drawPath(const QPainterPath &path) override { m_calls->emplace_back(PathCall { path }); }
    void drawPolygon(const QPointF *points, int count, PolygonDrawMode mode) override
    {
        m_calls->emplace_back(PolygonCall { QPolygonF(QList<QPointF>(points, points + count)), mode });
    }
    void drawLines(const QLineF *lines, int count) override
    {
        m_calls->emplace_back(LinesCall { QList<QLineF>(lines, lines + count) });
    }
    void drawRects(const QRectF *rects, int count) override
    {
        m_calls->emplace_back(RectsCall { QList<QRectF>(rects, rects + count) });
    }
    void drawEllipse(const QRectF &rect) override { m_calls->emplace_back(EllipseCall { rect }); }
    void drawPoints(const QPointF *points, int count) override
    {
        m_calls->emplace_back(PointsCall { QPolygonF(QList<QPointF>(points, points + count)) });
    }
    void drawPixmap(const QRectF &target, const QPixmap &pixmap, const QRectF &source) override
    {
        m_calls->emplace_back(PixmapCall { target, pixmap, source });
    }
    void drawImage(
        const QRectF &target, const QImage &image, const QRectF &source, Qt::ImageConversionFlags flags) override
    {
        m_calls->emplace_back(ImageCall { target, image, source, flags });
    }
    void drawTextItem(const QPointF &baseline, const QTextItem &item) override
    {
        m_calls->emplace_back(TextCall { baseline, item.text(), item.font() });
    }

private:
    std::vector<Call> *m_calls;
};

} // namespace

struct PaintRecording::Data {
    QSize size;
    int dpi = 96;
    std::vector<Call> calls;
    RecordingEngine engine { &calls };
};

PaintRecording::PaintRecording(QSize size, int dpi) : d(std::make_unique<Data>())
{
    d->size = size;
    d->dpi = dpi > 0 ? dpi : 96;
}

PaintRecording::~PaintRecording() = default;

QPaintEngine *PaintRecording::paintEngine() const
{
    return &d->engine;
}

std::size_t PaintRecording::size() const
{
    return d->calls.size();
}

int PaintRecording::metric(PaintDeviceMetric metric) const
{
    switch (metric) {
    case PdmWidth:
        return d->size.width();
    case PdmHeight:
        return d->size.height();
    case PdmWidthMM:
        return qRound(d->size.width() * 25.4 / d->dpi);
    case PdmHeightMM:
        return qRound(d->size.height() * 25.4 / d->dpi);
    case PdmNumColors:
        return INT_MAX;
    case PdmDepth:
        return 32;
    case PdmDpiX:
    case PdmDpiY:
    case PdmPhysicalDpiX:
    case PdmPhysicalDpiY:
        return d->dpi;
    case PdmDevicePixelRatio:
        return 1;
    case PdmDevicePixelRatioScaled:
        return int(devicePixelRatioFScale());
    }
    return QPaintDevice::metric(metric);
}

void PaintRecording::replay(QPainter &painter) const
{
    painter.save();
    const QTransform base = painter.transform();
    // A font of p points is p·dpi/72 units here; on the painter's device it would be p·(its dpi)/72 of
    // its units, so it is scaled by the ratio of the two resolutions to keep its size in the drawing.
    const qreal fontScale = qreal(d->dpi) / painter.device()->logicalDpiY();
    const auto scaled = [fontScale](QFont font) {
        if (font.pointSizeF() > 0)
            font.setPointSizeF(font.pointSizeF() * fontScale);
        return font;
    };
    for (const Call &call : d->calls) {
        if (const auto *s = std::get_if<StateChange>(&call)) {
            // The order QPainter sends them in: a clip is in the coordinates of the transform sent with it.
            const QPaintEngine::DirtyFlags f = s->dirty;
            if (f & QPaintEngine::DirtyPen)
                painter.setPen(s->pen);
            if (f & QPaintEngine::DirtyBrush)
                painter.setBrush(s->brush);
            if (f & QPaintEngine::DirtyBrushOrigin)
                painter.setBrushOrigin(s->brushOrigin);
            if (f & QPaintEngine::DirtyFont)
                painter.setFont(scaled(s->font));
            if (f & QPaintEngine::DirtyBackground)
                painter.setBackground(s->background);
            if (f & QPaintEngine::DirtyBackgroundMode)
                painter.setBackgroundMode(s->backgroundMode);
            if (f & QPaintEngine::DirtyTransform)
                painter.setTransform(s->transform * base);
            if (f & QPaintEngine::DirtyClipRegion)
                painter.setClipRegion(s->clipRegion, s->clipOperation);
            if (f & QPaintEngine::DirtyClipPath)
                painter.setClipPath(s->clipPath, s->clipOperation);
            if (f & QPaintEngine::DirtyClipEnabled)
                painter.setClipping(s->clipEnabled);
            if (f & QPaintEngine::DirtyHints) {
                painter.setRenderHints(painter.renderHints() & ~s->hints, false);
                painter.setRenderHints(s->hints, true);
            }
            if (f & QPaintEngine::DirtyCompositionMode)
                painter.setCompositionMode(s->composition);
            if (f & QPaintEngine::DirtyOpacity)
                painter.setOpacity(s->opacity);
        } else if (const auto *p = std::get_if<PathCall>(&call)) {
            painter.drawPath(p->path);
        } else if (const auto *p = std::get_if<PolygonCall>(&call)) {
            switch (p->mode) {
            case QPaintEngine::OddEvenMode:
                painter.drawPolygon(p->polygon, Qt::OddEvenFill);
                break;
            case QPaintEngine::WindingMode:
                painter.drawPolygon(p->polygon, Qt::WindingFill);
                break;
            case QPaintEngine::ConvexMode:
                painter.drawConvexPolygon(p->polygon);
                break;
            case QPaintEngine::PolylineMode:
                painter.drawPolyline(p->polygon);
                break;
            }
        } else if (const auto *p = std::get_if<LinesCall>(&call)) {
            painter.drawLines(p->lines);
        } else if (const auto *p = std::get_if<RectsCall>(&call)) {
            painter.drawRects(p->rects);
        } else if (const auto *p = std::get_if<EllipseCall>(&call)) {
            painter.drawEllipse(p->rect);
        } else if (const auto *p = std::get_if<PointsCall>(&call)) {
            painter.drawPoints(p->points);
        } else if (const auto *p = std::get_if<PixmapCall>(&call)) {
            painter.drawPixmap(p->target, p->pixmap, p->source);
        } else if (const auto *p = std::get_if<ImageCall>(&call)) {
            painter.drawImage(p->target, p->image, p->source, p->flags);
        } else if (const auto *p = std::get_if<TextCall>(&call)) {
            painter.setFont(scaled(p->font));
            painter.drawText(p->baseline, p->text);
        }
    }
    painter.restore();
}

} // namespace flopsheet
