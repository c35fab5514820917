#pragma once

#include "core/charts/timecost.h"
#include "ui/charts/chartlabels.h"

#include <QHash>
#include <QMap>
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
 * At every size it fits the text to the chart: the title wraps, axis titles, legend names and tick
 * labels shorten (their whole text on hover), ticks thin out, and the labels registered with
 * labels() are placed where they neither clip nor overlap. A chart with nothing to draw says why in
 * the middle, with no axes.
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
    /** When rebuild() draws: on screen now, or only when the caller paints the plot (a report's toPainter). */
    enum class Replot { Now, ByCaller };
    /** Clears and redraws the chart from input. */
    void rebuild(const ChartInput &input, Replot replot = Replot::Now);

    bool savePng(const QString &fileName, int width = 0, int height = 0);
    bool savePdf(const QString &fileName, int width = 0, int height = 0);
    /** The chart as an image of the given size (for screenshots). */
    QPixmap render(int width, int height);

    /** Why the chart is empty (the message it shows); empty when it drew something. */
    QString emptyMessage() const { return m_emptyMessage; }
    /** The tooltips of the points the mouse can hover, in the order they were added. */
    QStringList hoverTexts() const;

signals:
    /** A point of a GPU type was clicked: show that workload × GPU result. */
    void hardwareRowActivated(int hardwareRow);

protected:
    /** Draws onto the cleared plot; returns an empty string, or why there is nothing to draw. */
    virtual QString draw(const ChartInput &input) = 0;

    QHBoxLayout *controls() const { return m_controls; }
    /** The chart's title, and a shorter one for when the title does not fit in two lines. */
    void setTitle(const QString &title, const QString &shortTitle = QString());
    /** A shorter title for an axis, shown when its own is longer than the axis. */
    void setShortAxisLabel(QCPAxis *axis, const QString &shortLabel);
    /** What a category (the x axis's name at key) says on one line when the names must turn. */
    void setShortCategoryLabel(double key, const QString &shortLabel);
    /** The labels kept inside the axes and apart; draw() adds its text items here. */
    ChartLabels &labels() { return m_labels; }
    /** What the chart shows, for its empty state: "time against cost". */
    virtual QString subject() const;
    /** Adjusts what the chart draws to its size (called before each layout), e.g. hides an axis. */
    virtual void adaptChart(const QSize &size) { Q_UNUSED(size) }
    /** A point the mouse can hover (tooltip) and click (activatePoint when row >= 0). */
    void addHoverPoint(QCPAxis *xAxis, QCPAxis *yAxis, double x, double y, const QString &text, int hardwareRow = -1);
    /** What a click on a point does, for its tooltip. */
    virtual QString clickHint() const;
    /** A point registered with row >= 0 was clicked; by default it shows that GPU type's result. */
    virtual void activatePoint(int row) { emit hardwareRowActivated(row); }
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
    QString cutTextAt(const QPointF &pos) const;
    void exportChart();
    void adaptToSize(int width, int height);
    void arrangeLegend(int width, int height);
    void fitTitle(int width);
    void showEmpty(const QString &message);
    void rememberFullText();
    void fitToLayout();
    bool fitAxisTitles();
    bool fitCategoryLabels();
    bool thinTicks();
    bool keepTickLabelsInside();
    void relayout();
    void showContextMenu(const QPoint &pos);

    struct AxisTitle {
        QString full;
        QString shortened;
    };
    QCustomPlot *m_plot;
    QCPTextElement *m_title;
    QString m_fullTitle;
    QString m_shortTitle;
    bool m_titleCut = false; ///< the title as shown leaves something out
    QCPLayoutGrid *m_body; ///< the axes, and the legend column beside them when the chart is wide
    QCPLayoutGrid *m_legendColumn; ///< the legend at the top of a column right of the axes
    QHBoxLayout *m_controls;
    std::vector<HoverPoint> m_hoverPoints;
    ChartLabels m_labels;
    QHash<QCPAxis *, AxisTitle> m_axisTitles;
    QMap<double, QString> m_categoryLabels; ///< the x axis's whole category names, when it has them
    QMap<double, QString> m_shortCategoryLabels;
    QString m_emptyMessage;
    QCPItemText *m_emptyText = nullptr;
    bool m_fitting = false;
    QSize m_adaptedSize; ///< the size adaptToSize() last set the chart up for
    ChartInput m_input;
    QPointF m_pressPos;
};

} // namespace flopsheet
