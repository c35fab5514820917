#pragma once

#include "core/charts/timecost.h"
#include "ui/charts/chartkind.h"

#include <QDockWidget>
#include <QTimer>

#include <optional>
#include <vector>

class QTabWidget;

namespace flopsheet {

class ChartView;
class Project;
class ResultModel;

/** "chart-time-cost", "chart-bars" …: the names of the screenshot views. */
QString chartViewName(ChartKind kind);
std::optional<ChartKind> chartKindFromViewName(QStringView name);

/**
 * The chart dock: a tab per chart, all following one workload (and, for the single-GPU charts,
 * one GPU type). Every project edit marks the charts stale; the visible chart redraws once the
 * edits of one event are done (a 0-ms timer), hidden ones when they are shown.
 */
class ChartDock : public QDockWidget {
    Q_OBJECT
public:
    ChartDock(Project *project, ResultModel *results, QWidget *parent = nullptr);

    void setWorkloadRow(int row);
    void setHardwareRow(int row);
    /** A saved scenario to draw under the time-vs-cost chart; -1 for none. */
    void setOverlayScenario(int index);
    int workloadRow() const { return m_workloadRow; }

    void showChart(ChartKind kind);
    /** The chart of a tab; null for a kind this build does not draw yet. */
    ChartView *chart(ChartKind kind) const { return size_t(kind) < m_charts.size() ? m_charts[size_t(kind)] : nullptr; }
    /** Redraws the visible chart now if it is stale (tests, screenshots). */
    void updateNow();

signals:
    /** A chart point was clicked: select the result of this workload on this hardware row. */
    void resultRequested(int workloadRow, int hardwareRow);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void invalidate();
    void scheduleUpdate();
    void refreshVisible();
    void computeOverlay(int workloadRow);

    Project *m_project;
    ResultModel *m_results;
    QTabWidget *m_tabs;
    std::vector<ChartView *> m_charts;
    std::vector<bool> m_stale;
    std::vector<TimeCostPoint> m_points;
    std::vector<TimeCostPoint> m_overlayPoints;
    int m_overlayScenario = -1;
    bool m_pointsStale = true;
    int m_workloadRow = -1;
    int m_hardwareRow = -1;
    QTimer m_timer;
};

} // namespace flopsheet
