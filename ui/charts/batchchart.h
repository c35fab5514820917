#pragma once

#include "ui/charts/chartview.h"

class QCPGraph;

namespace flopsheet {

/**
 * Throughput and memory per GPU against the batch per GPU (batchSeries) for the workload on one
 * GPU type (the selected result's, else the first included), with the GPU's capacity: how to choose the batch.
 */
class BatchChart : public ChartView {
    Q_OBJECT
public:
    explicit BatchChart(QWidget *parent = nullptr);

    QCPGraph *throughputGraph() const { return m_throughput; }
    QCPGraph *memoryGraph() const { return m_memory; }

protected:
    QString subject() const override;
    QString draw(const ChartInput &input) override;

private:
    QCPGraph *m_throughput = nullptr;
    QCPGraph *m_memory = nullptr;
};

} // namespace flopsheet
