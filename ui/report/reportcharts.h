#pragma once

#include <QObject>
#include <QSize>
#include <QTextObjectInterface>

#include <memory>
#include <vector>

class QTextCursor;

namespace flopsheet {

class ChartView;
class PaintRecording;
class Project;
struct ChartInput;
struct PlanAnswers;
struct TimeCostPoint;
class ResultModel;
enum class ChartKind;

/**
 * The charts of a report as text objects: each is the app's own chart class (ui/charts) drawn once
 * into a PaintRecording, which keeps its painter calls, so the PDF gets vectors and a printer its full
 * resolution. The document lays a chart out like a large character (it never splits across pages).
 */
class ReportCharts : public QObject, public QTextObjectInterface {
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)
public:
    static constexpr int kObjectType = QTextFormat::UserObject + 51;

    ReportCharts(Project *project, ResultModel *results, QObject *parent = nullptr);
    ~ReportCharts() override;

    /** Registers this handler with the document's layout; call before inserting charts. */
    void install(QTextDocument *document);
    /**
     * Draws a chart of a workload (and, for the single-GPU charts, a hardware row) and inserts it
     * at the cursor, width device pixels wide. Returns false, inserting nothing, when the chart has
     * nothing to show for this workload (its message is in *why). planned: the workload's
     * timeCostAnswers() when the caller has them (the time-vs-cost chart marks them); points: its
     * time-against-cost points with those answers marked (timeCostPlan()) when the caller has them.
     */
    bool insert(QTextCursor &cursor, ChartKind kind, int workloadRow, int hardwareRow, qreal width, QString *why,
        const PlanAnswers *planned, const std::vector<TimeCostPoint> *points = nullptr);
    /**
     * Draws a chart the caller made and fed (the shared pool's, which draw a plan rather than a workload) and
     * inserts it as insert() does; the chart may go once this returns.
     */
    bool insertChart(QTextCursor &cursor, ChartView *chart, const ChartInput &input, qreal width, QString *why);

    QSizeF intrinsicSize(QTextDocument *doc, int posInDocument, const QTextFormat &format) override;
    void drawObject(QPainter *painter, const QRectF &rect, QTextDocument *doc, int posInDocument,
        const QTextFormat &format) override;

    /** The size charts are drawn at, in the app's pixels; the report scales them to the page. */
    static QSize logicalSize() { return { 760, 430 }; }

private:
    ChartView *view(ChartKind kind);
    /** Sizes a chart for the page once, never showing it. */
    static void prepare(ChartView *chart);

    Project *m_project;
    ResultModel *m_results;
    std::vector<std::unique_ptr<ChartView>> m_views; ///< one per kind, made when first needed
    std::vector<std::unique_ptr<PaintRecording>> m_recordings;
};

} // namespace flopsheet
