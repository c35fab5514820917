#pragma once

#include "core/charts/timecost.h"

#include <QWidget>

#include <vector>

class QCustomPlot;
class QCPAxis;
class QCPLayoutGrid;
class QCPItemText;
class QCPTextElement;
class QHBoxLayout;
class QMouseEvent;

namespace flopsheet {

class Project;
class ResultModel;

/** What every chart is drawn from: the project, its results and the workload the charts follow. */
struct ChartInput {
    const Project *project = nullptr;
    const ResultModel *results = nullptr;
    int workloadRow = -1; ///< -1: no workload
    int hardwareRow = -1; ///< the GPU type the single-GPU charts show; -1: the first included one
    /** timeCostPoints() of the workload (GPU counts 1 … 1024); empty when no chart needs them. */
    const std::vector<TimeCostPoint> *points = nullptr;
    /** A saved scenario's points for the same workload, hardware rows mapped to the plan's; may be null. */
    const std::vector<TimeCostPoint> *overlayPoints = nullptr;
    QString overlayName; ///< the saved scenario's name
};

/**
 * One chart of the chart dock: a QCustomPlot under a row of controls (an export button and what
 * the chart adds). Subclasses draw what the core computed; the base gives hover tooltips and
 * click-to-select for the points they register, and PNG/PDF export (button or context menu).
 */
class ChartView : public QWidget {
    Q_OBJECT
public:
    explicit ChartView(QWidget *parent = nullptr);

    QCustomPlot *plot() const { return m_plot; }
    /** Whether the chart needs ChartInput::points. */
    virtual bool needsTimeCostPoints() const { return false; }
    /** Whether the chart shows the selected workload (false: the whole plan, e.g. the shared pool). */
    virtual bool followsWorkload() const { return true; }
    /** Clears and redraws the chart from input. */
    void rebuild(const ChartInput &input);

    bool savePng(const QString &fileName, int width = 0, int height = 0);
    bool savePdf(const QString &fileName, int width = 0, int height = 0);
    /** The chart as an image of the given size (for screenshots). */
    QPixmap render(int width, int height);

signals:
    /** A point of a GPU type was clicked: show that workload × GPU result. */
    void hardwareRowActivated(int hardwareRow);

protected:
    /** Draws onto the cleared plot; returns an empty string, or why there is nothing to draw. */
    virtual QString draw(const ChartInput &input) = 0;

    QHBoxLayout *controls() const { return m_controls; }
    void setTitle(const QString &title);
    /** A point the mouse can hover (tooltip) and click (activatePoint when row >= 0). */
    void addHoverPoint(QCPAxis *xAxis, QCPAxis *yAxis, double x, double y, const QString &text, int hardwareRow = -1);
    /** What a click on a point does, for its tooltip. */
    virtual QString clickHint() const;
    /** A point registered with row >= 0 was clicked; by default it shows that GPU type's result. */
    virtual void activatePoint(int row) { emit hardwareRowActivated(row); }
    /** A label over a bar, hidden when the chart is too narrow for all of them. */
    void addValueLabel(QCPItemText *label);
    /** The input of the last rebuild (valid during and after draw()). */
    const ChartInput &input() const { return m_input; }
    /** Redraws from the last input (a control changed). */
    void redraw() { rebuild(m_input); }

private:
    struct HoverPoint {
        QCPAxis *xAxis;
        QCPAxis *yAxis;
        double x;
        double y;
        QString text;
        int hardwareRow;
    };
    int hoverPointAt(const QPointF &pos) const;
    void onMouseMove(QMouseEvent *event);
    void onMousePress(QMouseEvent *event);
    void onMouseRelease(QMouseEvent *event);
    void exportChart();
    void adaptToSize(int width, int height);
    void showContextMenu(const QPoint &pos);

    QCustomPlot *m_plot;
    QCPTextElement *m_title;
    QString m_fullTitle;
    QCPLayoutGrid *m_legendColumn
        = nullptr; ///< right of the axes when the chart is wide; else the legend is a row below them
    QHBoxLayout *m_controls;
    std::vector<HoverPoint> m_hoverPoints;
    QList<QCPItemText *> m_valueLabels;
    ChartInput m_input;
    QPointF m_pressPos;
};

} // namespace flopsheet
