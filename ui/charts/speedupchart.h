#pragma once

#include "ui/charts/chartview.h"

class QCPGraph;

namespace flopsheet {

/**
 * What more GPUs really buy on one GPU type (speedupSeries): the system speedup (throughput, with
 * communication and idle GPUs), the statistical efficiency of the batch they make, and their
 * product, the goodput speedup, against the ideal line; the count whose batch passes the critical
 * batch is marked.
 */
class SpeedupChart : public ChartView {
    Q_OBJECT
public:
    explicit SpeedupChart(QWidget *parent = nullptr);

    QCPGraph *systemGraph() const { return m_system; }
    QCPGraph *goodputGraph() const { return m_goodput; }
    QCPGraph *idealGraph() const { return m_ideal; }
    /** The GPU count at which the batch passes the critical batch; 0 when it does not in the range. */
    double criticalGpus() const { return m_criticalGpus; }

protected:
    QString subject() const override;
    QString draw(const ChartInput &input) override;

private:
    QCPGraph *m_system = nullptr;
    QCPGraph *m_goodput = nullptr;
    QCPGraph *m_ideal = nullptr;
    double m_criticalGpus = 0;
};

} // namespace flopsheet
