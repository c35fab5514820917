#pragma once

#include "core/pool/timeline.h"
#include "ui/charts/chartview.h"

class QCPGraph;

namespace flopsheet {

/**
 * The shared pool's GPUs busy over time: one step line per GPU type, as a share of that type's GPUs (so a
 * type of 8 and one of 32 read on one axis), coloured as every chart colours the type. Hovering a step
 * shows how many GPUs of the type were busy from then on.
 */
class UtilizationChart : public ChartView {
    Q_OBJECT
public:
    explicit UtilizationChart(QWidget *parent = nullptr);

    void setPlan(const PoolProblem &problem, const PoolSchedule &schedule);
    bool followsWorkload() const override { return false; }

    /** The step line of a pool GPU type; null when the type has no usage. */
    QCPGraph *typeGraph(int type) const { return m_graphs.value(type); }

protected:
    QString draw(const ChartInput &input) override;

private:
    PoolProblem m_problem;
    PoolSchedule m_schedule;
    QList<QCPGraph *> m_graphs;
};

} // namespace flopsheet
