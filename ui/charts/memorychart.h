#pragma once

#include "ui/charts/chartview.h"

class QCPBars;

namespace flopsheet {

/**
 * Memory per GPU for the workload on each included GPU type at its planned count: weights,
 * gradients, optimizer state, activations, KV cache and overhead stacked (Estimate::memory), with
 * each GPU's capacity as a line across its bar, red where the stack does not fit.
 */
class MemoryChart : public ChartView {
    Q_OBJECT
public:
    explicit MemoryChart(QWidget *parent = nullptr);

    /** The stacked parts, bottom first (parts that are zero on every GPU are left out). */
    const QList<QCPBars *> &stack() const { return m_stack; }
    /** The hardware rows of the bars, left to right (key 1, 2 …). */
    const QList<int> &hardwareRows() const { return m_rows; }

protected:
    QString subject() const override;
    QString draw(const ChartInput &input) override;

private:
    QList<QCPBars *> m_stack;
    QList<int> m_rows;
};

} // namespace flopsheet
