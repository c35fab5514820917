#pragma once

#include "ui/charts/chartview.h"

class QCPGraph;

namespace flopsheet {

/** Wall time against GPU count (log 2) per GPU type, each with its ideal linear-scaling line (scalingSeries). */
class ScalingChart : public ChartView {
    Q_OBJECT
public:
    explicit ScalingChart(QWidget *parent = nullptr);
    bool needsTimeCostPoints() const override { return true; }

    /** The wall-time graph of a GPU type (fitting counts only) and its ideal line; null if none. */
    QCPGraph *wallGraph(int hardwareRow) const;
    QCPGraph *idealGraph(int hardwareRow) const;

protected:
    QString subject() const override;
    QString draw(const ChartInput &input) override;

private:
    struct Graphs {
        int hardwareRow;
        QCPGraph *wall;
        QCPGraph *ideal;
    };
    QList<Graphs> m_graphs;
};

} // namespace flopsheet
