#pragma once

#include "ui/charts/chartview.h"

class QCPGraph;

namespace flopsheet {

/**
 * The roofline of every included GPU type in the workload's precision (rooflineOf), and for
 * inference workloads where prefill and decode sit on it (servingRoofline).
 */
class RooflineChart : public ChartView {
    Q_OBJECT
public:
    explicit RooflineChart(QWidget *parent = nullptr);

    /** The roofline of a GPU type (key = FLOPs per byte, value = TFLOP/s); null if none. */
    QCPGraph *rooflineGraph(int hardwareRow) const;

protected:
    QString subject() const override;
    QString draw(const ChartInput &input) override;

private:
    QList<std::pair<int, QCPGraph *>> m_rooflines;
};

} // namespace flopsheet
