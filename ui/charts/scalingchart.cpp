#include "ui/charts/scalingchart.h"

#include "core/charts/series.h"
#include "core/charts/timecost.h"
#include "core/document/project.h"
#include "core/models/displayformat.h"
#include "ui/charts/chartstyle.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>

namespace flopsheet {

ScalingChart::ScalingChart(QWidget *parent) : ChartView(parent) { }

QString ScalingChart::subject() const
{
    return tr("wall time against GPU count");
}

QCPGraph *ScalingChart::wallGraph(int hardwareRow) const
{
    for (const Graphs &g : m_graphs) {
        if (g.hardwareRow == hardwareRow)
            return g.wall;
    }
    return nullptr;
}

QCPGraph *ScalingChart::idealGraph(int hardwareRow) const
{
    for (const Graphs &g : m_graphs) {
        if (g.hardwareRow == hardwareRow)
            return g.ideal;
    }
    return nullptr;
}

namespace {

// Whether two wall-time lines coincide: at least two GPU counts in common, each within 0.5 %.
bool sameLine(const QCPGraph *a, const QCPGraph *b)
{
    int common = 0;
    for (auto it = b->data()->constBegin(); it != b->data()->constEnd(); ++it) {
        const auto at = a->data()->findBegin(it->key, false);
        if (at == a->data()->constEnd() || at->key != it->key)
            continue;
        if (std::abs(at->value - it->value) > 0.005 * std::abs(it->value))
            return false;
        ++common;
    }
    return common >= 2;
}

} // namespace

QString ScalingChart::draw(const ChartInput &input)
{
    m_graphs.clear();
    const Project &project = *input.project;
    const WorkloadEntry &workload = project.workload(input.workloadRow);
    setTitle(tr("Scaling: %1, wall time against GPU count").arg(workload.workload.name),
        tr("Scaling: %1").arg(workload.workload.name));
    if (!input.points || input.points->empty())
        return tr("No GPU type is included.");

    QCustomPlot *p = plot();
    chartstyle::setLogAxis(p->xAxis, 2);
    chartstyle::setLogAxis(p->yAxis, 10, formatHours);
    p->xAxis->setLabel(tr("GPUs"));
    p->yAxis->setLabel(tr("Wall time (hours)"));

    // One legend entry explains every dashed line.
    QCPGraph *idealKey = p->addGraph();
    idealKey->setName(tr("Ideal (linear) scaling"));
    idealKey->setPen(QPen(QColor(0x55, 0x55, 0x55), 1.2, Qt::DashLine));

    std::set<int> rows;
    for (const TimeCostPoint &pt : *input.points)
        rows.insert(pt.hardwareRow);
    double minY = std::numeric_limits<double>::max(), maxY = 0;
    int minX = 1 << 30, maxX = 0;
    for (int h : rows) {
        const std::vector<ScalingPoint> series = scalingSeries(*input.points, h);
        const QColor colour = chartstyle::gpuColor(h);
        const QString name = project.hardware(h).gpu.name;
        QCPGraph *ideal = p->addGraph();
        ideal->setPen(QPen(colour.lighter(130), 1.2, Qt::DashLine));
        ideal->removeFromLegend();
        QCPGraph *wall = p->addGraph();
        wall->setName(name);
        wall->setPen(QPen(colour, 2));
        wall->setScatterStyle(chartstyle::gpuScatter(h, 8));
        for (const ScalingPoint &s : series) {
            if (!s.fits || !isKnown(s.wallHours) || s.wallHours <= 0)
                continue;
            wall->addData(s.gpuCount, s.wallHours);
            if (isKnown(s.idealWallHours))
                ideal->addData(s.gpuCount, s.idealWallHours);
            QString tip = tr("%2 × %1\n%3 wall time (ideal %4)")
                              .arg(name, QString::number(s.gpuCount), formatDuration(s.wallHours),
                                  formatDuration(s.idealWallHours));
            if (isKnown(s.scalingEfficiency))
                tip += tr("\nscaling efficiency %1%").arg(formatNumber(100 * s.scalingEfficiency));
            addHoverPoint(p->xAxis, p->yAxis, s.gpuCount, s.wallHours, tip, h);
            minY = std::min({ minY, s.wallHours, isKnown(s.idealWallHours) ? s.idealWallHours : s.wallHours });
            maxY = std::max(maxY, s.wallHours);
            minX = std::min(minX, s.gpuCount);
            maxX = std::max(maxX, s.gpuCount);
        }
        if (wall->dataCount() == 0) {
            p->removeGraph(wall);
            p->removeGraph(ideal);
            continue;
        }
        // A GPU type with the same times as one drawn before (an H200 trains as fast as an H100 that holds the
        // model) would hide it: it is drawn thin over the other's, now wide, and its legend entry says so.
        for (const Graphs &before : m_graphs) {
            if (sameLine(before.wall, wall)) {
                // A thin line over a wide one: both colours show along the same path.
                QPen beneath = before.wall->pen();
                beneath.setWidthF(5);
                before.wall->setPen(beneath);
                wall->setPen(QPen(colour, 1.6, Qt::DashLine));
                wall->setName(tr("%1 (same times as %2)").arg(name, before.wall->name()));
                ideal->setVisible(false); // the other's ideal line, which would cover the line beneath
                break;
            }
        }
        m_graphs.append({ h, wall, ideal });
    }
    if (m_graphs.isEmpty())
        return tr("%1 fits on no included GPU type at 1 to %2 GPUs.")
            .arg(workload.workload.name, QString::number(kChartMaxGpus));
    p->xAxis->setRange(minX / 1.4, maxX * 1.4);
    p->yAxis->setRange(minY / 1.6, maxY * 1.6);
    return {};
}

} // namespace flopsheet
