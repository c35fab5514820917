#include "ui/charts/timecostchart.h"

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
    return ChartView::tr("%1 × %2\n%3 wall time\n%4")
        .arg(project.hardware(p.hardwareRow).gpu.name)
        .arg(p.gpuCount)
        .arg(chartstyle::hoursText(p.wallHours), formatMoney(p.costUsd));
}

bool hasValues(const TimeCostPoint &p)
{
    return isKnown(p.wallHours) && isKnown(p.costUsd) && p.wallHours > 0 && p.costUsd > 0;
}

} // namespace

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
    setTitle(tr("Time vs cost: %1 on 1 to 1024 GPUs").arg(workload.workload.name));
    if (!input.points || input.points->empty())
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

    double minX = std::numeric_limits<double>::max(), maxX = 0, minY = std::numeric_limits<double>::max(), maxY = 0;
    double maxPlannableX = 0, maxPlannableY = 0;
    // The deadline and the budget stay in view, however far from the points they are.
    const ProjectAssumptions &limits = project.assumptions();
    if (limits.hasDeadline()) {
        minX = std::min(minX, limits.deadlineHours);
        maxX = std::max(maxX, limits.deadlineHours);
        maxPlannableX = std::max(maxPlannableX, limits.deadlineHours);
    }
    if (limits.hasBudget()) {
        minY = std::min(minY, limits.budgetUsd);
        maxY = std::max(maxY, limits.budgetUsd);
        maxPlannableY = std::max(maxPlannableY, limits.budgetUsd);
    }
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
    if (maxX <= 0)
        return tr("%1 has no estimate with a wall time and a cost on any included GPU type.")
            .arg(workload.workload.name);

    // Count labels along the frontier: which configuration each step is.
    QFont small = p->font();
    small.setPointSizeF(small.pointSizeF() - 1);
    for (int i : frontier) {
        const TimeCostPoint &pt = points[size_t(i)];
        auto *label = new QCPItemText(p);
        label->position->setCoords(pt.wallHours, pt.costUsd);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
        label->setPadding(QMargins(12, 0, 0, 4));
        label->setFont(small);
        label->setColor(chartstyle::gpuColor(pt.hardwareRow).darker(130));
        label->setText(tr("×%1").arg(pt.gpuCount));
        label->setClipToAxisRect(true);
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
    auto callout = [&](int index, const QString &what, double distance) {
        if (index < 0)
            return;
        const TimeCostPoint &pt = points[size_t(index)];
        const bool toRight = fraction(p->xAxis, pt.wallHours) < 0.5;
        const bool below = fraction(p->yAxis, pt.costUsd) > 0.5;
        const Qt::Alignment align
            = (toRight ? Qt::AlignLeft : Qt::AlignRight) | (below ? Qt::AlignTop : Qt::AlignBottom);
        const QPointF offset(toRight ? 30 : -30, below ? distance : -distance);
        QCPGraph *ring = p->addGraph();
        ring->setLineStyle(QCPGraph::lsNone);
        ring->setScatterStyle(
            QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(QColor(0xC0, 0x00, 0x20), 2), Qt::NoBrush, 22));
        ring->addData(pt.wallHours, pt.costUsd);
        ring->removeFromLegend();
        auto *centre = new QCPItemTracer(p);
        centre->position->setCoords(pt.wallHours, pt.costUsd);
        centre->setStyle(QCPItemTracer::tsNone);
        auto *label = new QCPItemText(p);
        label->position->setParentAnchor(centre->position);
        label->position->setCoords(offset);
        label->setPositionAlignment(align);
        label->setText(tr("%1\n%2 × %3: %4, %5")
                           .arg(what, project.hardware(pt.hardwareRow).gpu.name)
                           .arg(pt.gpuCount)
                           .arg(chartstyle::hoursText(pt.wallHours), formatMoney(pt.costUsd)));
        label->setColor(QColor(0xA0, 0x00, 0x1A));
        label->setBrush(QColor(255, 255, 255, 220));
        label->setPen(QPen(QColor(0xC0, 0x00, 0x20), 1));
        label->setPadding(QMargins(5, 3, 5, 3));
        auto *arrow = new QCPItemLine(p);
        arrow->start->setParentAnchor(label->position);
        arrow->end->setParentAnchor(centre->position);
        arrow->setPen(QPen(QColor(0xC0, 0x00, 0x20), 1));
    };
    const QString cheapestText = limits.hasDeadline() ? tr("Cheapest within the deadline") : tr("Cheapest plan");
    const QString fastestText = limits.hasBudget() ? tr("Fastest within the budget") : tr("Fastest plan");
    if (fastest == cheapest && !limits.hasDeadline() && !limits.hasBudget()) {
        callout(cheapest, tr("Cheapest and fastest plan"), 40);
    } else if (fastest == cheapest) {
        callout(cheapest, cheapestText + u'\n' + fastestText, 40);
    } else {
        callout(cheapest, cheapestText, 40);
        callout(fastest, fastestText, 80);
    }
    if (limits.hasDeadline() && cheapest < 0) {
        // Say so over the points rather than instead of them: they show how far off the deadline is.
        auto *note = new QCPItemText(p);
        note->position->setType(QCPItemPosition::ptAxisRectRatio);
        note->position->setCoords(0.02, 0.02);
        note->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
        note->setText(tr("No plan meets the deadline of %1 h on up to %2 GPUs of an included type.")
                          .arg(formatHours(limits.deadlineHours))
                          .arg(kPlanMaxGpus));
        note->setColor(QColor(0xA0, 0x00, 0x1A));
        note->setBrush(QColor(255, 255, 255, 220));
        note->setPadding(QMargins(5, 3, 5, 3));
    }
    return {};
}

void TimeCostChart::drawLimits(const ProjectAssumptions &limits)
{
    QCustomPlot *p = plot();
    const QColor colour(0x6a, 0x1b, 0x9a); // purple: apart from every GPU colour and the red callouts
    QPen pen(colour, 1.5, Qt::DashDotLine);
    auto label = [&](const QString &text) {
        auto *t = new QCPItemText(p);
        t->setText(text);
        t->setColor(colour);
        t->setBrush(QColor(255, 255, 255, 210));
        t->setPadding(QMargins(3, 1, 3, 1));
        t->setClipToAxisRect(true);
        return t;
    };
    // Where a value sits along an axis, 0 … 1, so a label can stay on the side with room.
    auto fraction = [](const QCPAxis *axis, double v) {
        const QCPRange r = axis->range();
        return axis->scaleType() == QCPAxis::stLogarithmic ? std::log(v / r.lower) / std::log(r.upper / r.lower)
                                                           : (v - r.lower) / (r.upper - r.lower);
    };
    if (limits.hasDeadline()) {
        auto *line = new QCPItemStraightLine(p);
        line->setPen(pen);
        line->point1->setCoords(limits.deadlineHours, 1);
        line->point2->setCoords(limits.deadlineHours, 10);
        QCPItemText *t = label(tr("Deadline %1 h").arg(formatHours(limits.deadlineHours)));
        t->position->setTypeX(QCPItemPosition::ptPlotCoords);
        t->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        t->position->setCoords(limits.deadlineHours, 0.0);
        t->setPositionAlignment(
            (fraction(p->xAxis, limits.deadlineHours) > 0.6 ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop);
    }
    if (limits.hasBudget()) {
        auto *line = new QCPItemStraightLine(p);
        line->setPen(pen);
        line->point1->setCoords(1, limits.budgetUsd);
        line->point2->setCoords(10, limits.budgetUsd);
        QCPItemText *t = label(tr("Budget %1").arg(formatMoney(limits.budgetUsd)));
        t->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
        t->position->setTypeY(QCPItemPosition::ptPlotCoords);
        t->position->setCoords(1.0, limits.budgetUsd);
        t->setPositionAlignment(
            Qt::AlignRight | (fraction(p->yAxis, limits.budgetUsd) > 0.9 ? Qt::AlignTop : Qt::AlignBottom));
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
