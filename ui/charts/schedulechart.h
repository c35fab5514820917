#pragma once

#include "ui/charts/chartview.h"

#include <QPointer>

class QCPGraph;

namespace flopsheet {

/**
 * The batch schedule of the workload's training on one GPU type (scheduleSeries): the global batch,
 * the GPUs it keeps busy and the throughput against training progress, each stage marked, a stage that does not
 * fit in memory drawn apart; hovering a stage shows its steps, time, throughput and memory.
 */
class ScheduleChart : public ChartView {
    Q_OBJECT
public:
    explicit ScheduleChart(QWidget *parent = nullptr);

    QCPGraph *batchGraph() const { return m_batch; }
    QCPGraph *gpusGraph() const { return m_gpus; }
    QCPGraph *notFittingGraph() const { return m_notFitting; }
    QCPGraph *throughputGraph() const { return m_throughput; }

protected:
    QString subject() const override;
    void adaptChart(const QSize &size) override;
    QString draw(const ChartInput &input) override;

private:
    QCPGraph *m_batch = nullptr;
    QCPGraph *m_gpus = nullptr;
    QCPGraph *m_notFitting = nullptr;
    QCPGraph *m_throughput = nullptr; ///< each stage's mean throughput, on a third axis
    QPointer<QCPAxis> m_rateAxis; ///< the third axis, which a rebuild removes
};

} // namespace flopsheet
