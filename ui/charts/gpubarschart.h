#pragma once

#include "ui/charts/chartview.h"

class QCPBars;

namespace flopsheet {

/**
 * Wall time and cost side by side for the workload on each included GPU type at its planned
 * count (the results), sorted by cost, cheapest first; for serving, the time per output token and
 * the cost per million output tokens.
 */
class GpuBarsChart : public ChartView {
    Q_OBJECT
public:
    explicit GpuBarsChart(QWidget *parent = nullptr);

    /** The wall-time (serving: time per output token) bar of each GPU type, left to right (one data point each). */
    const QList<QCPBars *> &wallBars() const { return m_wall; }
    /** The cost (serving: per million output tokens) bar of each GPU type that has a price, left to right. */
    const QList<QCPBars *> &costBars() const { return m_cost; }
    /** The hardware rows of the bars, left to right. */
    const QList<int> &hardwareRows() const { return m_rows; }

protected:
    QString subject() const override;
    QString draw(const ChartInput &input) override;

private:
    QList<QCPBars *> m_wall;
    QList<QCPBars *> m_cost;
    QList<int> m_rows;
};

} // namespace flopsheet
