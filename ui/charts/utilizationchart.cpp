#include "ui/charts/utilizationchart.h"

#include "core/document/project.h"
#include "core/models/displayformat.h"
#include "ui/charts/chartstyle.h"
#include "ui/pool/pooltext.h"

#include <qcustomplot.h>

#include <algorithm>

namespace flopsheet {

UtilizationChart::UtilizationChart(QWidget *parent) : ChartView(parent) { }

void UtilizationChart::setPlan(const PoolProblem &problem, const PoolSchedule &schedule)
{
    m_problem = problem;
    m_schedule = schedule;
}

QString UtilizationChart::draw(const ChartInput &input)
{
    m_graphs.clear();
    setTitle(
        tr("Pool GPUs busy: %1").arg(choiceLabel(kPoolPolicyChoices, int(input.project->assumptions().poolPolicy))));
    if (m_problem.types.isEmpty() || m_problem.tasks.isEmpty())
        return tr("The pool has no GPUs or no jobs: add them in the Pool dock.");

    QCustomPlot *p = plot();
    double end = m_schedule.makespanHours;
    for (const PoolTypeUsage &u : m_schedule.usage) {
        if (!u.busy.isEmpty())
            end = std::max(end, u.busy.constLast().x());
    }
    if (!(end > 0))
        return tr("No job ran in the pool.");
    // The pool tables' rule, so that the axis and the Finish column speak in the same unit.
    const pooltext::DurationUnit timeUnit = pooltext::durationUnit({ end });
    const double unit = pooltext::hoursPerUnit(timeUnit);
    chartstyle::setLinearAxis(p->xAxis);
    chartstyle::setLinearAxis(p->yAxis, [](double v) -> QString { return formatNumber(v, 3) + QStringLiteral(" %"); });
    p->xAxis->setLabel(unit > 1 ? tr("Days from the plan's start") : tr("Hours from the plan's start"));
    p->yAxis->setLabel(tr("GPUs of the type busy"));

    for (int type = 0; type < m_problem.types.size() && type < m_schedule.usage.size(); ++type) {
        const PoolType &t = m_problem.types[type];
        const PoolTypeUsage &u = m_schedule.usage[type];
        QCPGraph *g = p->addGraph();
        m_graphs << g;
        const int row = pooltext::hardwareRowOf(*input.project, t, type);
        // Short enough for a legend row under a narrow chart; the tooltips have the counts.
        g->setName(tr("%1: %2 %").arg(t.name, formatNumber(100 * u.utilization(), 2)));
        g->setPen(QPen(chartstyle::gpuColor(row), 2));
        g->setLineStyle(QCPGraph::lsStepLeft);
        g->setScatterStyle(chartstyle::gpuScatter(row, 6));
        if (t.count <= 0)
            continue;
        double last = 0;
        for (const QPointF &point : u.busy) {
            const double share = 100.0 * point.y() / t.count;
            g->addData(point.x() / unit, share);
            last = share;
            addHoverPoint(p->xAxis, p->yAxis, point.x() / unit, share,
                tr("%1: %2 of %3 GPUs busy from %4")
                    .arg(t.name, QString::number(point.y()), QString::number(t.count),
                        pooltext::duration(point.x(), timeUnit)));
        }
        // The line runs on to the end, so the last level reads as a level.
        g->addData(end / unit, last);
    }
    p->xAxis->setRange(0, end / unit * 1.03);
    p->yAxis->setRange(0, 105);
    return {};
}

} // namespace flopsheet
