#include "ui/charts/timecostchart.h"

#include "core/charts/timecost.h"
#include "core/document/project.h"
#include "core/estimate/plan.h"
#include "core/models/displayformat.h"
#include "ui/charts/chartstyle.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QHBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

namespace flopsheet {
namespace {

QString pointText(const Project &project, const TimeCostPoint &p)
{
    return ChartView::tr("%2 × %1\n%3 wall time\n%4")
        .arg(project.hardware(p.hardwareRow).gpu.name, QString::number(p.gpuCount), formatDuration(p.wallHours),
            formatMoney(p.costUsd));
}

bool hasValues(const TimeCostPoint &p)
{
    return isKnown(p.wallHours) && isKnown(p.costUsd) && p.wallHours > 0 && p.costUsd > 0;
}

// How far past the range grown to a limit may reach: a third more of the (logarithmic) span.
constexpr double kLimitGrowth = 1.35;
// The ring around each of the planner's answers, in pixels across; no label may cover it.
constexpr double kRingPx = 22;

enum class LimitReach { Inside, Below, Above };

// Whether a limit lies in the axis's range, after growing it modestly to reach the limit if that is
// enough; past the range otherwise.
LimitReach reachLimit(QCPAxis *axis, double value)
{
    const QCPRange r = axis->range();
    if (r.contains(value))
        return LimitReach::Inside;
    const bool log = axis->scaleType() == QCPAxis::stLogarithmic;
    const double lo = std::min(r.lower, value), hi = std::max(r.upper, value);
    const double span = log ? std::log(r.upper / r.lower) : r.upper - r.lower;
    const double grown = log ? std::log(hi / lo) : hi - lo;
    if (value > 0 && grown <= span * kLimitGrowth) {
        // A little room beyond the line for its label.
        const double pad = log ? std::pow(hi / lo, 0.03) : 0.03 * (hi - lo);
        axis->setRange(log ? QCPRange(lo / (value < r.lower ? pad : 1), hi * (value > r.upper ? pad : 1))
                           : QCPRange(value < r.lower ? lo - pad : lo, value > r.upper ? hi + pad : hi));
        return LimitReach::Inside;
    }
    return value < r.lower ? LimitReach::Below : LimitReach::Above;
}

// Where a callout may stand off its point: towards the middle of the chart first, nearer before farther.
QList<LabelSpot> calloutSpots(const std::function<QPointF()> &anchor, bool toRight, bool below)
{
    QList<LabelSpot> spots;
    for (double distance : { 40.0, 80.0, 120.0 }) {
        for (int quadrant = 0; quadrant < 4; ++quadrant) {
            const bool right = (quadrant & 1) ? !toRight : toRight;
            const bool down = (quadrant & 2) ? !below : below;
            spots << LabelSpot { anchor,
                (right ? Qt::AlignLeft : Qt::AlignRight) | (down ? Qt::AlignTop : Qt::AlignBottom),
                { right ? 30.0 : -30.0, down ? distance : -distance } };
        }
    }
    return spots;
}

} // namespace

QString TimeCostChart::subject() const
{
    return tr("time against cost");
}

TimeCostChart::TimeCostChart(QWidget *parent) : ChartView(parent), m_logBox(new QCheckBox(tr("Logarithmic axes"), this))
{
    m_logBox->setChecked(true);
    controls()->insertWidget(0, m_logBox);
    connect(m_logBox, &QCheckBox::toggled, this, [this] { redraw(); });
}

void TimeCostChart::setLogScale(bool log)
{
    m_logBox->setChecked(log);
}
bool TimeCostChart::isLogScale() const
{
    return m_logBox->isChecked();
}

QCPGraph *TimeCostChart::gpuGraph(int hardwareRow) const
{
    for (const auto &[row, graph] : m_gpuGraphs) {
        if (row == hardwareRow)
            return graph;
    }
    return nullptr;
}

QString TimeCostChart::draw(const ChartInput &input)
{
    m_gpuGraphs.clear();
    m_unplannable = nullptr;
    m_frontier = nullptr;
    m_overlayLegend = nullptr;
    const Project &project = *input.project;
    const WorkloadEntry &workload = project.workload(input.workloadRow);
    const bool noPoints = !input.points || input.points->empty();
    // The grid's range, or further where the planner's answer needs more GPUs than the grid holds.
    int mostGpus = kChartMaxGpus;
    if (input.points) {
        for (const TimeCostPoint &point : *input.points)
            mostGpus = std::max(mostGpus, point.gpuCount);
    }
    setTitle(tr("Time vs cost: %1 on 1 to %2 GPUs").arg(workload.workload.name, QString::number(mostGpus)),
        tr("Time vs cost: %1").arg(workload.workload.name));
    if (noPoints)
        return tr("No GPU type is included.");
    const std::vector<TimeCostPoint> &points = *input.points;

    QCustomPlot *p = plot();
    const bool log = isLogScale();
    if (log) {
        chartstyle::setLogAxis(p->xAxis, 10, formatHours);
        chartstyle::setLogAxis(p->yAxis, 10, chartstyle::moneyTick);
    } else {
        chartstyle::setLinearAxis(p->xAxis, formatHours);
        chartstyle::setLinearAxis(p->yAxis, chartstyle::moneyTick);
    }
    p->xAxis->setLabel(tr("Wall time (hours)"));
    p->yAxis->setLabel(tr("Cost (USD)"));

    // A saved scenario underneath: hollow markers in each GPU's colour and its frontier dotted.
    if (input.overlayPoints && !input.overlayPoints->empty())
        drawOverlay(*input.overlayPoints, input.overlayName);

    // The frontier first, so the markers draw over it.
    const std::vector<int> frontier = paretoFrontier(points);
    if (!frontier.empty()) {
        m_frontier = p->addGraph();
        m_frontier->setName(tr("Pareto frontier"));
        m_frontier->setLineStyle(QCPGraph::lsStepLeft);
        m_frontier->setPen(QPen(QColor(0x33, 0x33, 0x33), 1.5, Qt::DashLine));
        for (int i : frontier)
            m_frontier->addData(points[size_t(i)].wallHours, points[size_t(i)].costUsd);
    }

    m_unplannable = p->addGraph();
    m_unplannable->setName(tr("Cannot be planned (memory, batch or price)"));
    m_unplannable->setLineStyle(QCPGraph::lsNone);
    m_unplannable->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(chartstyle::unplannableColor(), 1.2), QBrush(Qt::white), 7));

    // The points set the ranges; the deadline and the budget are drawn against them (drawLimits).
    double minX = std::numeric_limits<double>::max(), maxX = 0, minY = std::numeric_limits<double>::max(), maxY = 0;
    double maxPlannableX = 0, maxPlannableY = 0;
    const ProjectAssumptions &limits = project.assumptions();
    if (input.overlayPoints) {
        for (const TimeCostPoint &pt : *input.overlayPoints) {
            if (!isPlannable(pt) || !hasValues(pt))
                continue;
            minX = std::min(minX, pt.wallHours);
            maxX = std::max(maxX, pt.wallHours);
            minY = std::min(minY, pt.costUsd);
            maxY = std::max(maxY, pt.costUsd);
            maxPlannableX = std::max(maxPlannableX, pt.wallHours);
            maxPlannableY = std::max(maxPlannableY, pt.costUsd);
        }
    }
    for (const TimeCostPoint &pt : points) {
        if (!hasValues(pt))
            continue;
        QCPGraph *graph = m_unplannable;
        if (isPlannable(pt)) {
            graph = gpuGraph(pt.hardwareRow);
            if (!graph) {
                graph = p->addGraph();
                graph->setName(project.hardware(pt.hardwareRow).gpu.name);
                graph->setLineStyle(QCPGraph::lsNone);
                graph->setScatterStyle(chartstyle::gpuScatter(pt.hardwareRow));
                m_gpuGraphs.append({ pt.hardwareRow, graph });
            }
        }
        graph->addData(pt.wallHours, pt.costUsd);
        QString text = pointText(project, pt);
        if (!isPlannable(pt))
            text += QLatin1Char('\n')
                + (pt.fits                 ? tr("no price")
                        : pt.estimate.fits ? tr("past the critical batch on fixed data")
                                           : tr("does not fit in memory"));
        addHoverPoint(p->xAxis, p->yAxis, pt.wallHours, pt.costUsd, text, pt.hardwareRow);
        minX = std::min(minX, pt.wallHours);
        maxX = std::max(maxX, pt.wallHours);
        if (isPlannable(pt)) {
            maxPlannableX = std::max(maxPlannableX, pt.wallHours);
            maxPlannableY = std::max(maxPlannableY, pt.costUsd);
        }
        minY = std::min(minY, pt.costUsd);
        maxY = std::max(maxY, pt.costUsd);
    }
    if (m_unplannable->dataCount() == 0) {
        p->removeGraph(m_unplannable);
        m_unplannable = nullptr;
    }
    if (maxX <= 0 && workload.scenario.mode == Mode::Infer)
        return tr("%1 serves: it runs on without a wall time or a total cost to plot. The Per GPU chart compares its "
                  "time per output token and its cost per million output tokens.")
            .arg(workload.workload.name);
    if (maxX <= 0)
        return tr("%1 has no estimate with a wall time and a cost on any included GPU type.")
            .arg(workload.workload.name);

    // Count labels along the frontier: which configuration each step is (where there is room; the
    // points' tooltips say it too).
    QFont small = p->font();
    small.setPointSizeF(small.pointSizeF() - 1);
    for (int i : frontier) {
        const TimeCostPoint &pt = points[size_t(i)];
        auto *label = new QCPItemText(p);
        label->setFont(small);
        label->setColor(chartstyle::gpuColor(pt.hardwareRow).darker(130));
        label->setText(tr("×%1").arg(pt.gpuCount));
        ChartLabels::Options options;
        options.decoration = true;
        labels().add(label, spotsAround(plotPoint(p->xAxis, p->yAxis, pt.wallHours, pt.costUsd), 7, 3), options);
    }

    // Ranges with room for the markers.
    if (log) {
        // 8 % of the span (at least 8 %) on each side, in log space.
        auto pad = [](double lo, double hi) { return std::exp(std::max(0.08 * std::log(hi / lo), std::log(1.08))); };
        const double padX = pad(minX, maxX), padY = pad(minY, maxY);
        p->xAxis->setRange(minX / padX, maxX * padX);
        p->yAxis->setRange(minY / padY, maxY * padY);
    } else {
        // Linear axes show the plannable points; the slow ones that cannot be planned are a pan away.
        p->xAxis->setRange(0, (maxPlannableX > 0 ? maxPlannableX : maxX) * 1.08);
        p->yAxis->setRange(0, (maxPlannableY > 0 ? maxPlannableY : maxY) * 1.08);
    }

    drawLimits(limits);

    // The planner's answers to the deadline and the budget (without them, the cheapest and the fastest
    // point), ringed and called out towards the middle of the chart.
    const int cheapest = limits.hasDeadline() ? cheapestWithinDeadline(points) : cheapestPoint(points);
    const int fastest = limits.hasBudget() ? fastestWithinBudget(points) : fastestPoint(points);
    auto fraction = [log](const QCPAxis *axis, double v) {
        const QCPRange r = axis->range();
        return log ? std::log(v / r.lower) / std::log(r.upper / r.lower) : (v - r.lower) / (r.upper - r.lower);
    };
    auto callout = [&](int index, const QString &what, int priority) {
        if (index < 0)
            return;
        const TimeCostPoint &pt = points[size_t(index)];
        QCPGraph *ring = p->addGraph();
        ring->setLineStyle(QCPGraph::lsNone);
        ring->setScatterStyle(
            QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(QColor(0xC0, 0x00, 0x20), 2), Qt::NoBrush, kRingPx));
        ring->addData(pt.wallHours, pt.costUsd);
        ring->removeFromLegend();
        // No label may hide an answer: in a small dock the other answer's callout had covered this ring.
        const auto centre = plotPoint(p->xAxis, p->yAxis, pt.wallHours, pt.costUsd);
        labels().addObstacle([centre] {
            const QPointF c = centre();
            const double r = kRingPx / 2 + 1; // the ring's pen outside its circle
            return QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r);
        });
        const QString gpu = project.hardware(pt.hardwareRow).gpu.name;
        auto *label = new QCPItemText(p);
        label->setText(
            tr("%1\n%3 × %2: %4, %5")
                .arg(what, gpu, QString::number(pt.gpuCount), formatDuration(pt.wallHours), formatMoney(pt.costUsd)));
        label->setColor(QColor(0xA0, 0x00, 0x1A));
        label->setBrush(QColor(255, 255, 255, 220));
        label->setPen(QPen(QColor(0xC0, 0x00, 0x20), 1));
        label->setPadding(QMargins(5, 3, 5, 3));
        auto *arrow = new QCPItemLine(p);
        arrow->setPen(QPen(QColor(0xC0, 0x00, 0x20), 1));
        ChartLabels::Options options;
        options.priority = priority;
        // Down to the GPU over its count, narrow enough for a quarter of a small chart.
        options.shorterTexts = { tr("%1\n%3 × %2").arg(what, gpu, QString::number(pt.gpuCount)),
            tr("%2 × %1").arg(gpu, QString::number(pt.gpuCount)),
            tr("%2 ×\n%1").arg(gpu, QString::number(pt.gpuCount)) };
        options.plainerTexts = 1; // what it is and its GPUs, the figures left to the planner and the tooltip
        options.leader = arrow;
        options.slackPx = 1e6; // the arrow finds the point wherever the label goes
        options.roam = true;
        const bool toRight = fraction(p->xAxis, pt.wallHours) < 0.5;
        const bool below = fraction(p->yAxis, pt.costUsd) > 0.5;
        labels().add(label, calloutSpots(centre, toRight, below), options);
    };
    const QString cheapestText = limits.hasDeadline() ? tr("Cheapest within the deadline") : tr("Cheapest plan");
    const QString fastestText = limits.hasBudget() ? tr("Fastest within the budget") : tr("Fastest plan");
    if (fastest == cheapest && !limits.hasDeadline() && !limits.hasBudget()) {
        callout(cheapest, tr("Cheapest and fastest plan"), 10);
    } else if (fastest == cheapest) {
        callout(cheapest, cheapestText + u'\n' + fastestText, 10);
    } else {
        callout(cheapest, cheapestText, 10);
        callout(fastest, fastestText, 9);
    }
    if (limits.hasDeadline() && cheapest < 0) {
        // Say so over the points rather than instead of them: they show how far off the deadline is.
        auto *note = new QCPItemText(p);
        note->setText(tr("No plan meets the deadline of %1 h on up to %2 GPUs of an included type.")
                          .arg(formatHours(limits.deadlineHours))
                          .arg(kPlanMaxGpus));
        note->setColor(QColor(0xA0, 0x00, 0x1A));
        note->setBrush(QColor(255, 255, 255, 220));
        note->setPadding(QMargins(5, 3, 5, 3));
        ChartLabels::Options options;
        options.priority = 20;
        options.shorterTexts = { tr("No plan meets the deadline.") };
        options.slackPx = 1e6;
        options.wrapLines = 3;
        QCPAxisRect *rect = p->axisRect();
        labels().add(note,
            { { [rect] { return QPointF(rect->rect().topLeft()); }, Qt::AlignLeft | Qt::AlignTop, { 4, 4 } },
                { [rect] { return QPointF(rect->rect().bottomLeft()); }, Qt::AlignLeft | Qt::AlignBottom, { 4, -4 } } },
            options);
    }
    return {};
}

// A limit inside the points' range is a line; one a little past it grows the range to it; one far past
// it would squeeze the points into a corner, so it is named at the edge it lies beyond, with an arrow.
void TimeCostChart::drawLimits(const ProjectAssumptions &limits)
{
    QCustomPlot *p = plot();
    const QColor colour(0x6a, 0x1b, 0x9a); // purple: apart from every GPU colour and the red callouts
    QCPAxisRect *rect = p->axisRect();
    auto label = [&](const QString &text, QList<LabelSpot> spots, int priority) {
        auto *t = new QCPItemText(p);
        t->setText(text);
        t->setColor(colour);
        t->setBrush(QColor(255, 255, 255, 210));
        t->setPadding(QMargins(3, 1, 3, 1));
        ChartLabels::Options options;
        options.priority = priority; // at the edges, where nothing else needs to be: before the callouts
        labels().add(t, std::move(spots), options);
    };
    auto corner = [rect](bool right, bool top) {
        return [rect, right, top] {
            const QRect r = rect->rect();
            return QPointF(right ? r.right() : r.left(), top ? r.top() : r.bottom());
        };
    };
    // A limit past an edge is named along that edge, in one corner or the other; first, since it has only
    // those two places.
    auto spot = [&](bool right, bool top) {
        return LabelSpot { corner(right, top),
            (right ? Qt::AlignRight : Qt::AlignLeft) | (top ? Qt::AlignTop : Qt::AlignBottom),
            { right ? -3.0 : 3.0, top ? 2.0 : -2.0 } };
    };
    auto alongTop = [&](bool top) { return QList<LabelSpot> { spot(true, top), spot(false, top) }; };
    auto alongSide = [&](bool right) { return QList<LabelSpot> { spot(right, true), spot(right, false) }; };
    const QPen pen(colour, 1.5, Qt::DashDotLine);
    if (limits.hasDeadline()) {
        const double hours = limits.deadlineHours;
        const QString text = tr("Deadline %1 h").arg(formatHours(hours));
        const LimitReach reach = reachLimit(p->xAxis, hours);
        if (reach == LimitReach::Above) {
            label(tr("Deadline %1 h →").arg(formatHours(hours)), alongSide(true), 16);
        } else if (reach == LimitReach::Below) {
            label(tr("← Deadline %1 h").arg(formatHours(hours)), alongSide(false), 16);
        } else {
            auto *line = new QCPItemStraightLine(p);
            line->setPen(pen);
            line->point1->setCoords(hours, 1);
            line->point2->setCoords(hours, 10);
            QCPAxis *x = p->xAxis;
            auto atTop = [x, rect, hours] { return QPointF(x->coordToPixel(hours), rect->rect().top()); };
            auto atBottom = [x, rect, hours] { return QPointF(x->coordToPixel(hours), rect->rect().bottom()); };
            // "Budget $250,000 ↑" at the top right lay across this line and read as its label.
            labels().addLine([atTop, atBottom] { return QLineF(atTop(), atBottom()); });
            label(text,
                { { atTop, Qt::AlignLeft | Qt::AlignTop, { 3, 2 } },
                    { atTop, Qt::AlignRight | Qt::AlignTop, { -3, 2 } },
                    { atBottom, Qt::AlignLeft | Qt::AlignBottom, { 3, -2 } },
                    { atBottom, Qt::AlignRight | Qt::AlignBottom, { -3, -2 } } },
                15);
        }
    }
    if (limits.hasBudget()) {
        const double usd = limits.budgetUsd;
        const LimitReach reach = reachLimit(p->yAxis, usd);
        if (reach == LimitReach::Above) {
            label(tr("Budget %1 ↑").arg(formatMoney(usd)), alongTop(true), 16);
        } else if (reach == LimitReach::Below) {
            label(tr("Budget %1 ↓").arg(formatMoney(usd)), alongTop(false), 16);
        } else {
            auto *line = new QCPItemStraightLine(p);
            line->setPen(pen);
            line->point1->setCoords(1, usd);
            line->point2->setCoords(10, usd);
            QCPAxis *y = p->yAxis;
            auto atRight = [y, rect, usd] { return QPointF(rect->rect().right(), y->coordToPixel(usd)); };
            auto atLeft = [y, rect, usd] { return QPointF(rect->rect().left(), y->coordToPixel(usd)); };
            labels().addLine([atLeft, atRight] { return QLineF(atLeft(), atRight()); });
            label(tr("Budget %1").arg(formatMoney(usd)),
                { { atRight, Qt::AlignRight | Qt::AlignBottom, { -3, -2 } },
                    { atRight, Qt::AlignRight | Qt::AlignTop, { -3, 2 } },
                    { atLeft, Qt::AlignLeft | Qt::AlignBottom, { 3, -2 } },
                    { atLeft, Qt::AlignLeft | Qt::AlignTop, { 3, 2 } } },
                15);
        }
    }
}

void TimeCostChart::drawOverlay(const std::vector<TimeCostPoint> &overlay, const QString &name)
{
    QCustomPlot *p = plot();
    const QColor grey(0x55, 0x55, 0x55);
    // One legend entry for the whole overlay; the per-GPU graphs stay out of the legend.
    m_overlayLegend = p->addGraph();
    m_overlayLegend->setName(tr("Scenario \"%1\" (hollow)").arg(name));
    m_overlayLegend->setLineStyle(QCPGraph::lsNone);
    m_overlayLegend->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssDiamond, QPen(grey, 1.5), QBrush(Qt::white), 9));
    const std::vector<int> frontier = paretoFrontier(overlay);
    if (!frontier.empty()) {
        QCPGraph *line = p->addGraph();
        line->setLineStyle(QCPGraph::lsStepLeft);
        line->setPen(QPen(grey, 1.2, Qt::DotLine));
        for (int i : frontier)
            line->addData(overlay[size_t(i)].wallHours, overlay[size_t(i)].costUsd);
        line->removeFromLegend();
    }
    QList<std::pair<int, QCPGraph *>> graphs;
    for (const TimeCostPoint &pt : overlay) {
        if (!isPlannable(pt) || !hasValues(pt))
            continue;
        QCPGraph *graph = nullptr;
        for (const auto &[row, g] : graphs) {
            if (row == pt.hardwareRow)
                graph = g;
        }
        if (!graph) {
            graph = p->addGraph();
            graph->setLineStyle(QCPGraph::lsNone);
            graph->setScatterStyle(chartstyle::gpuScatter(pt.hardwareRow, 9, false));
            graph->removeFromLegend();
            graphs.append({ pt.hardwareRow, graph });
        }
        graph->addData(pt.wallHours, pt.costUsd);
        addHoverPoint(p->xAxis, p->yAxis, pt.wallHours, pt.costUsd,
            tr("Scenario \"%1\"").arg(name) + u'\n' + pointText(*input().project, pt), pt.hardwareRow);
    }
}

} // namespace flopsheet
