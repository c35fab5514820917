#pragma once

#include "core/pool/timeline.h"
#include "ui/charts/chartview.h"

class QCPItemRect;
class QCPItemText;

namespace flopsheet {

/**
 * The shared pool's plan as a Gantt chart: one lane per job, one bar per stretch of whole GPUs it holds
 * (labelled "16× H100-SXM" where the bar has room), coloured by GPU type as every chart colours it, and
 * each job's deadline as a tick across its lane. Hovering a bar shows the stretch; clicking it selects
 * the job (jobRowActivated).
 */
class GanttChart : public ChartView {
    Q_OBJECT
public:
    explicit GanttChart(QWidget *parent = nullptr);

    /** What the next rebuild draws (copied: the chart outlives the caller's plan). */
    void setPlan(const PoolProblem &problem, const PoolSchedule &schedule);
    bool followsWorkload() const override { return false; }

    /** The bars drawn, one per segment of the plan. */
    const QList<QCPItemRect *> &bars() const { return m_bars; }
    /** The jobs' lanes, top to bottom, as the y axis names them. */
    int laneCount() const { return m_lanes; }
    /** Per job, the label beside its bars (nullptr for a job that never ran). */
    const QList<QCPItemText *> &laneLabels() const { return m_laneLabels; }

signals:
    /** A bar of the job table's row was clicked. */
    void jobRowActivated(int jobRow);

protected:
    QString draw(const ChartInput &input) override;
    QString clickHint() const override;
    void activatePoint(int row) override { emit jobRowActivated(row); }

private:
    void fitLabels();

    PoolProblem m_problem;
    PoolSchedule m_schedule;
    QList<QCPItemRect *> m_bars;
    QList<QCPItemText *> m_labels; ///< parallel to m_bars
    QList<int> m_barLanes; ///< the job of each bar, parallel to m_bars
    /** Per job: its GPUs and finish beside its bars, shown while none of its bars is wide enough for a label. */
    QList<QCPItemText *> m_laneLabels;
    /** Per job, parallel to m_laneLabels: the label's texts from longest to shortest, for fitLabels to choose. */
    struct LaneTexts {
        QString inOrder; ///< "32× H100-SXM, then 8× A100-80GB-SXM" (gpusOverTime)
        QString byType; ///< "32× H100-SXM / 8× A100-80GB-SXM in 3 stretches"
        QString done; ///< ", done at 2.01 d"
    };
    QList<LaneTexts> m_laneTexts;
    /** Per job, parallel to m_laneLabels: where its last bar ends and its deadline tick stands (NaN: none), in axis
     * units. */
    QList<double> m_laneEnds;
    QList<double> m_laneDeadlines;
    int m_lanes = 0;
};

} // namespace flopsheet
