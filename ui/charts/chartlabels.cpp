#include "ui/charts/chartlabels.h"

#include "ui/charts/charttext.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <set>

namespace flopsheet {
namespace {

constexpr double kGap = 2; // between two labels, and between a label and an obstacle
constexpr double kCrossingCost = 60; // a leader through a callout: more than the farthest roaming place costs

// The box QCPItemText draws for text with its top-left corner at the origin: the text and its padding.
QSizeF boxSize(const QCPItemText *item, const QString &text)
{
    const QRect r = QFontMetrics(item->font()).boundingRect(0, 0, 0, 0, Qt::TextDontClip | item->textAlignment(), text);
    const QMargins pad = item->padding();
    return { double(r.width() + pad.left() + pad.right()), double(r.height() + pad.top() + pad.bottom()) };
}

QRectF boxAt(const QSizeF &size, const QPointF &point, Qt::Alignment alignment)
{
    QPointF topLeft = point;
    if (alignment & Qt::AlignRight)
        topLeft.rx() -= size.width();
    else if (alignment & Qt::AlignHCenter)
        topLeft.rx() -= size.width() / 2;
    if (alignment & Qt::AlignBottom)
        topLeft.ry() -= size.height();
    else if (alignment & Qt::AlignVCenter)
        topLeft.ry() -= size.height() / 2;
    return { topLeft, size };
}

// How far box must move to lie inside bounds; NaN when it is larger than them.
QPointF shiftInside(const QRectF &box, const QRectF &bounds)
{
    if (box.width() > bounds.width() || box.height() > bounds.height())
        return { std::nan(""), std::nan("") };
    QPointF shift;
    if (box.left() < bounds.left())
        shift.rx() = bounds.left() - box.left();
    else if (box.right() > bounds.right())
        shift.rx() = bounds.right() - box.right();
    if (box.top() < bounds.top())
        shift.ry() = bounds.top() - box.top();
    else if (box.bottom() > bounds.bottom())
        shift.ry() = bounds.bottom() - box.bottom();
    return shift;
}

// The point of box's outline nearest to p (p itself when it is inside).
QPointF nearestOnBox(const QRectF &box, const QPointF &p)
{
    return { std::clamp(p.x(), box.left(), box.right()), std::clamp(p.y(), box.top(), box.bottom()) };
}

// Whether a segment passes through the inside of r (its outline a pixel in, so a leader may start on it).
bool crosses(const QLineF &line, QRectF r)
{
    r.adjust(1, 1, -1, -1);
    if (r.contains(line.p1()) || r.contains(line.p2()))
        return true;
    const QLineF edges[] = { { r.topLeft(), r.topRight() }, { r.topRight(), r.bottomRight() },
        { r.bottomRight(), r.bottomLeft() }, { r.bottomLeft(), r.topLeft() } };
    return std::any_of(std::begin(edges), std::end(edges),
        [&line](const QLineF &edge) { return line.intersects(edge, nullptr) == QLineF::BoundedIntersection; });
}

// The leader drawn from a label's box to its point, or none (null) where the box is close enough not to need one.
QLineF leaderLine(const QRectF &box, const QPointF &anchor)
{
    const QLineF line(nearestOnBox(box, anchor), anchor);
    return line.length() > 6 ? line : QLineF();
}

} // namespace

std::function<QPointF()> plotPoint(QCPAxis *x, QCPAxis *y, double key, double value)
{
    return [x, y, key, value] { return QPointF(x->coordToPixel(key), y->coordToPixel(value)); };
}

QList<LabelSpot> spotsAround(const std::function<QPointF()> &anchor, double dx, double dy)
{
    return {
        { anchor, Qt::AlignLeft | Qt::AlignBottom, { dx, -dy } },
        { anchor, Qt::AlignRight | Qt::AlignBottom, { -dx, -dy } },
        { anchor, Qt::AlignLeft | Qt::AlignTop, { dx, dy } },
        { anchor, Qt::AlignRight | Qt::AlignTop, { -dx, dy } },
    };
}

QList<LabelSpot> spotsBesideLine(QCPAxis *x, QCPAxisRect *rect, double key)
{
    auto top = [x, rect, key] { return QPointF(x->coordToPixel(key), rect->rect().top()); };
    auto bottom = [x, rect, key] { return QPointF(x->coordToPixel(key), rect->rect().bottom()); };
    return {
        { top, Qt::AlignLeft | Qt::AlignTop, { 4, 3 } },
        { top, Qt::AlignRight | Qt::AlignTop, { -4, 3 } },
        { bottom, Qt::AlignLeft | Qt::AlignBottom, { 4, -3 } },
        { bottom, Qt::AlignRight | Qt::AlignBottom, { -4, -3 } },
    };
}

void ChartLabels::add(QCPItemText *label, QList<LabelSpot> spots, const Options &options)
{
    m_entries.push_back({ label, label->text(), std::move(spots), options });
}

void ChartLabels::addObstacle(std::function<QRectF()> rect)
{
    m_obstacles.push_back(std::move(rect));
}

void ChartLabels::addLine(std::function<QLineF()> line)
{
    m_lines.push_back(std::move(line));
}

void ChartLabels::clear()
{
    m_entries.clear();
    m_obstacles.clear();
    m_lines.clear();
    m_lineCache.clear();
    m_markers = {};
    m_hidden.clear();
}

void ChartLabels::place(const QRectF &bounds)
{
    m_hidden.clear();
    if (m_entries.empty() || bounds.width() < 4 || bounds.height() < 4)
        return;
    QList<QRectF> hard;
    for (const auto &obstacle : m_obstacles) {
        const QRectF r = obstacle().normalized();
        if (r.intersects(bounds))
            hard << r;
    }
    const QList<QPointF> markers = m_markers ? m_markers() : QList<QPointF>();
    m_lineCache.clear();
    for (const auto &line : m_lines)
        m_lineCache << line();
    // A first label at its full text can leave no room for a second (the planner's two answers on a small
    // chart): every label a step shorter may show them all. Keeping leaders out of callouts can itself crowd a
    // later label out, so each step is also tried without. The longest texts are kept unless a shorter step shows
    // more. A leader through a callout is worth a shorter step only while every callout still says what it is
    // (Options::plainerTexts): "Cheapest within the deadline" over its GPUs beats a clear path for a leader.
    int steps = 1, plainerSteps = std::numeric_limits<int>::max();
    for (const Entry &e : m_entries) {
        steps = std::max(steps, int(e.options.shorterTexts.size()) + 1);
        if (e.options.leader)
            plainerSteps = std::min(plainerSteps, e.options.plainerTexts);
    }
    plainerSteps = std::min(plainerSteps, steps - 1);
    const auto worthTrying = [&](const Outcome &best, int step) {
        return best.hidden > 0 || (best.crossings > 0 && step <= plainerSteps);
    };
    Attempt last;
    Attempt bestAttempt = last;
    Outcome best = placeAll(bounds, hard, markers, last);
    for (int step = 0; step < steps && worthTrying(best, step); ++step) {
        for (const bool clearLeaders : { true, false }) {
            if (step == 0 && clearLeaders)
                continue; // tried first, above
            last = { step, clearLeaders };
            const Outcome outcome = placeAll(bounds, hard, markers, last);
            // Fewer crossings count at the same texts, or at texts that still say what each callout is.
            const bool crossingsCount = step == bestAttempt.shorter || step <= plainerSteps;
            if (outcome.hidden < best.hidden
                || (crossingsCount && outcome.hidden == best.hidden && outcome.crossings < best.crossings)) {
                best = outcome;
                bestAttempt = last;
            }
            if (!worthTrying(best, step))
                break;
        }
    }
    if (last.shorter != bestAttempt.shorter || last.clearLeaders != bestAttempt.clearLeaders)
        placeAll(bounds, hard, markers, bestAttempt);
}

ChartLabels::Outcome ChartLabels::placeAll(
    const QRectF &bounds, const QList<QRectF> &hard, const QList<QPointF> &markers, const Attempt &attempt)
{
    m_hidden.clear();
    std::vector<size_t> order(m_entries.size());
    std::iota(order.begin(), order.end(), size_t(0));
    std::stable_sort(order.begin(), order.end(),
        [this](size_t a, size_t b) { return m_entries[a].options.priority > m_entries[b].options.priority; });
    Placed placed;
    std::set<int> failedGroups;
    int hidden = 0;
    for (size_t i : order) {
        const Entry &e = m_entries[i];
        if (!placeOne(e, bounds, hard, markers, placed, attempt)) {
            hide(e);
            hidden += e.options.decoration ? 0 : 1;
            if (e.options.group >= 0)
                failedGroups.insert(e.options.group);
        }
    }
    for (const Entry &e : m_entries) {
        if (e.options.group >= 0 && failedGroups.count(e.options.group) && e.item->visible()) {
            hide(e);
            hidden += e.options.decoration ? 0 : 1;
        }
    }
    Outcome outcome { hidden, 0 };
    for (const QLineF &leader : std::as_const(placed.leaders))
        outcome.crossings += int(std::count_if(placed.callouts.begin(), placed.callouts.end(),
            [&leader](const QRectF &box) { return crosses(leader, box); }));
    return outcome;
}

bool ChartLabels::placeOne(const Entry &e, const QRectF &bounds, const QList<QRectF> &hard,
    const QList<QPointF> &markers, Placed &placed, const Attempt &attempt)
{
    const QList<QRectF> &taken = placed.boxes;
    const QRectF inside = bounds.adjusted(1, 1, -1, -1);
    QStringList texts { e.text };
    texts << e.options.shorterTexts;
    texts = texts.mid(std::min(attempt.shorter, int(texts.size()) - 1));
    for (QString text : std::as_const(texts)) {
        if (e.options.wrapLines > 0)
            text = charttext::wrap(text, e.item->font(),
                int(inside.width()) - e.item->padding().left() - e.item->padding().right() - 2, e.options.wrapLines)
                       .text;
        const QSizeF size = boxSize(e.item, text);
        double bestCost = std::numeric_limits<double>::max();
        QRectF best;
        QPointF bestAnchor;
        auto consider = [&](QRectF box, const QPointF &anchor, double order, double slack) {
            const QPointF shift = shiftInside(box, inside);
            if (!std::isfinite(shift.x()) || std::hypot(shift.x(), shift.y()) > slack + 0.5)
                return;
            box.translate(shift);
            const QRectF padded = box.adjusted(-kGap, -kGap, kGap, kGap);
            const auto hits = [&](const QRectF &r) { return padded.intersects(r); };
            if (std::any_of(taken.begin(), taken.end(), hits) || std::any_of(hard.begin(), hard.end(), hits))
                return;
            const auto covered = std::count_if(markers.begin(), markers.end(), [&](const QPointF &m) {
                return box.adjusted(-4, -4, 4, 4).contains(m) && !(QLineF(m, anchor).length() < 1);
            });
            // Between callouts (labels with leaders), a leader through another callout reads as pointing at the
            // wrong thing, and a plain label lying across a limit's line reads as that line's label: either is
            // dearer than any spot or roaming distance, though no reason to hide the label. A leader across a
            // line's label (the budget's) reads right and costs nothing here.
            qsizetype crossings = 0;
            if (!e.options.leader)
                crossings = std::count_if(
                    m_lineCache.begin(), m_lineCache.end(), [&box](const QLineF &line) { return crosses(line, box); });
            if (e.options.leader && attempt.clearLeaders) {
                crossings = std::count_if(placed.leaders.begin(), placed.leaders.end(),
                    [&box](const QLineF &other) { return crosses(other, box); });
                if (const QLineF own = leaderLine(box, anchor); !own.isNull())
                    crossings += std::count_if(placed.callouts.begin(), placed.callouts.end(),
                        [&own](const QRectF &other) { return crosses(own, other); });
            }
            const double cost = order + 4.0 * double(covered) + 0.02 * std::hypot(shift.x(), shift.y())
                + kCrossingCost * double(crossings);
            if (cost < bestCost) {
                bestCost = cost;
                best = box;
                bestAnchor = anchor;
            }
        };
        for (qsizetype s = 0; s < e.spots.size(); ++s) {
            const LabelSpot &spot = e.spots[s];
            const QPointF anchor = spot.anchor();
            // A label whose point is out of view (panned away) goes with it.
            if (!std::isfinite(anchor.x()) || !std::isfinite(anchor.y())
                || !bounds.adjusted(-2, -2, 2, 2).contains(anchor))
                continue;
            consider(boxAt(size, anchor + spot.offset, spot.alignment), anchor, double(s), e.options.slackPx);
            // Roaming: a grid of places over the axes too, dearer the farther from the point.
            if (s == 0 && e.options.roam && e.options.leader) {
                constexpr int kSteps = 6;
                for (int i = 0; i <= kSteps; ++i) {
                    for (int j = 0; j <= kSteps; ++j) {
                        const QPointF at(
                            inside.left() + inside.width() * i / kSteps, inside.top() + inside.height() * j / kSteps);
                        const QRectF box = boxAt(size, at, Qt::AlignCenter);
                        consider(box, anchor, double(e.spots.size()) + QLineF(box.center(), anchor).length() / 25, 1e6);
                    }
                }
            }
        }
        if (bestCost == std::numeric_limits<double>::max())
            continue;
        QCPItemText *item = e.item;
        item->setText(text);
        item->position->setParentAnchor(nullptr);
        item->position->setType(QCPItemPosition::ptAbsolute);
        item->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
        item->position->setCoords(best.topLeft());
        item->setVisible(true);
        if (QCPItemLine *leader = e.options.leader) {
            const QLineF line = leaderLine(best, bestAnchor);
            leader->setVisible(!line.isNull());
            for (QCPItemPosition *end : { leader->start, leader->end }) {
                end->setParentAnchor(nullptr);
                end->setType(QCPItemPosition::ptAbsolute);
            }
            leader->start->setCoords(nearestOnBox(best, bestAnchor));
            leader->end->setCoords(bestAnchor);
            if (!line.isNull())
                placed.leaders << line;
            placed.callouts << best;
        }
        placed.boxes << best;
        return true;
    }
    return false;
}

void ChartLabels::hide(const Entry &e)
{
    e.item->setVisible(false);
    if (e.options.leader)
        e.options.leader->setVisible(false);
    if (!e.spots.isEmpty())
        m_hidden.push_back({ e.spots.first().anchor(), e.text });
}

QString ChartLabels::hiddenTextAt(const QPointF &pos, double radius) const
{
    QString text;
    double nearest = radius;
    for (const Hidden &h : m_hidden) {
        const double d = QLineF(h.anchor, pos).length();
        if (d <= nearest) {
            nearest = d;
            text = h.text;
        }
    }
    return text;
}

} // namespace flopsheet
