#pragma once

#include "ui/charts/chartview.h"

class QCPGraph;
class QCheckBox;

namespace flopsheet {

/**
 * Wall time against cost for the workload on every included GPU type at 1 … 1024 GPUs
 * (timeCostPoints): a marker per GPU type, greyed hollow points that cannot be planned, the
 * Pareto frontier as a step line, and the planner's answers to the deadline and the budget ringed
 * (its count drawn too when the grid lacks it); without limits the cheapest and the fastest point.
 * The points alone set the axes: the deadline and the budget are lines where they fall among them (a
 * little beyond, the axis grows to them), and are named at the edge they lie past when they are far.
 */
class TimeCostChart : public ChartView {
    Q_OBJECT
public:
    explicit TimeCostChart(QWidget *parent = nullptr);
    bool needsTimeCostPoints() const override { return true; }
    QString subject() const override;

    void setLogScale(bool log);
    bool isLogScale() const;

    /** The graph of one GPU type's plannable points (key = wall hours, value = cost); null if none. */
    QCPGraph *gpuGraph(int hardwareRow) const;
    /** The graph of the points that do not fit, error or have no price. */
    QCPGraph *unplannableGraph() const { return m_unplannable; }
    QCPGraph *frontierGraph() const { return m_frontier; }
    /** The legend entry of a saved scenario drawn underneath; null without one. */
    QCPGraph *overlayLegendGraph() const { return m_overlayLegend; }

protected:
    QString draw(const ChartInput &input) override;

private:
    void drawLimits(const ProjectAssumptions &limits);
    void drawOverlay(const std::vector<TimeCostPoint> &overlay, const QString &name);

    QCheckBox *m_logBox;
    QList<std::pair<int, QCPGraph *>> m_gpuGraphs;
    QCPGraph *m_unplannable = nullptr;
    QCPGraph *m_frontier = nullptr;
    QCPGraph *m_overlayLegend = nullptr;
};

} // namespace flopsheet
