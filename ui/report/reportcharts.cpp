#include "ui/report/reportcharts.h"

#include "core/charts/timecost.h"
#include "core/document/project.h"
#include "core/models/resultmodel.h"
#include "ui/charts/batchchart.h"
#include "ui/charts/chartkind.h"
#include "ui/charts/gpubarschart.h"
#include "ui/charts/memorychart.h"
#include "ui/charts/rooflinechart.h"
#include "ui/charts/scalingchart.h"
#include "ui/charts/schedulechart.h"
#include "ui/charts/speedupchart.h"
#include "ui/charts/timecostchart.h"
#include "ui/report/paintrecording.h"
#include "ui/report/reportpage.h"

#include <qcustomplot.h>

#include <QAbstractTextDocumentLayout>
#include <QPainter>
#include <QTextCursor>
#include <QTextDocument>

namespace flopsheet {
namespace {

constexpr int kRecordingProperty = QTextFormat::UserProperty + 51;
constexpr int kSizeProperty = QTextFormat::UserProperty + 52;

} // namespace

ReportCharts::ReportCharts(Project *project, ResultModel *results, QObject *parent)
    : QObject(parent), m_project(project), m_results(results)
{
    m_views.resize(size_t(kChartKindCount));
}

ReportCharts::~ReportCharts() = default;

void ReportCharts::install(QTextDocument *document)
{
    document->documentLayout()->registerHandler(kObjectType, this);
}

ChartView *ReportCharts::view(ChartKind kind)
{
    std::unique_ptr<ChartView> &v = m_views[size_t(kind)];
    if (!v) {
        switch (kind) {
        case ChartKind::TimeCost:
            v = std::make_unique<TimeCostChart>();
            break;
        case ChartKind::Bars:
            v = std::make_unique<GpuBarsChart>();
            break;
        case ChartKind::Memory:
            v = std::make_unique<MemoryChart>();
            break;
        case ChartKind::Scaling:
            v = std::make_unique<ScalingChart>();
            break;
        case ChartKind::Batch:
            v = std::make_unique<BatchChart>();
            break;
        case ChartKind::Schedule:
            v = std::make_unique<ScheduleChart>();
            break;
        case ChartKind::Speedup:
            v = std::make_unique<SpeedupChart>();
            break;
        case ChartKind::Roofline:
            v = std::make_unique<RooflineChart>();
            break;
        }
        prepare(v.get());
    }
    return v.get();
}

void ReportCharts::prepare(ChartView *chart)
{
    // Never shown: the plot is sized by hand, and its layout follows that size (ChartView's
    // beforeReplot adapts the legend and ticks), as in the app's export.
    chart->setAttribute(Qt::WA_DontShowOnScreen);
    chart->plot()->resize(logicalSize());
    // A widget never shown gets no resize event, so the plot's viewport, where it lays the chart out and
    // fits its text, would stay at the widget's first size. toPainter sets the same viewport and keeps it.
    chart->plot()->setViewport(QRect(QPoint(0, 0), logicalSize()));
    // The legend's frame ends on the plot's last pixel row, which the plot clips; a pixel of margin
    // keeps the frame whole on paper.
    chart->plot()->plotLayout()->setMargins(QMargins(1, 1, 2, 2));
}

bool ReportCharts::insert(QTextCursor &cursor, ChartKind kind, int workloadRow, int hardwareRow, qreal width,
    QString *why, const PlanAnswers *planned, const std::vector<TimeCostPoint> *points)
{
    ChartView *chart = view(kind);
    ChartInput input;
    input.project = m_project;
    input.results = m_results;
    input.workloadRow = workloadRow;
    input.hardwareRow = hardwareRow;
    std::vector<TimeCostPoint> computed;
    if (chart->needsTimeCostPoints()) {
        if (!points) {
            computed = timeCostPoints(
                m_project->workload(workloadRow), m_project->hardwareRows(), m_project->assumptions(), {}, planned);
            points = &computed;
        }
        input.points = points;
    }
    return insertChart(cursor, chart, input, width, why);
}

bool ReportCharts::insertChart(
    QTextCursor &cursor, ChartView *chart, const ChartInput &input, qreal width, QString *why)
{
    if (!chart->testAttribute(Qt::WA_DontShowOnScreen))
        prepare(chart);
    chart->rebuild(input, ChartView::Replot::ByCaller); // toPainter below lays it out and draws it
    // An empty chart says why, and the report says it in the chart's place.
    if (!chart->emptyMessage().isEmpty()) {
        if (why)
            *why = chart->emptyMessage();
        return false;
    }

    // Recorded at the resolution the chart's text was measured at while it was laid out.
    auto recording = std::make_unique<PaintRecording>(logicalSize(), chart->plot()->logicalDpiY());
    {
        QCPPainter painter(recording.get());
        painter.setMode(QCPPainter::pmVectorized);
        painter.setMode(QCPPainter::pmNoCaching);
        // Lines scale with the chart: a cosmetic pen would print one printer dot wide.
        painter.setMode(QCPPainter::pmNonCosmetic);
        chart->plot()->toPainter(&painter, logicalSize().width(), logicalSize().height());
    }
    m_recordings.push_back(std::move(recording));

    const QSizeF logical(logicalSize());
    QTextCharFormat format;
    format.setObjectType(kObjectType);
    format.setProperty(kRecordingProperty, int(m_recordings.size() - 1));
    format.setProperty(kSizeProperty, QSizeF(width, width * logical.height() / logical.width()));
    cursor.insertText(QString(QChar::ObjectReplacementCharacter), format);
    return true;
}

QSizeF ReportCharts::intrinsicSize(QTextDocument *, int, const QTextFormat &format)
{
    return format.property(kSizeProperty).toSizeF();
}

void ReportCharts::drawObject(QPainter *painter, const QRectF &rect, QTextDocument *, int, const QTextFormat &format)
{
    const int index = format.property(kRecordingProperty).toInt();
    if (index < 0 || size_t(index) >= m_recordings.size())
        return;
    // A chart lies on one page, but drawing the page above it the layout still reaches its block (its top
    // margin is there); the recording sets clip rects of its own, which would paint it over that page's footer.
    if (!onClippedPage(*painter, rect))
        return;
    const QSizeF logical(logicalSize());
    painter->save();
    painter->translate(rect.topLeft());
    painter->scale(rect.width() / logical.width(), rect.height() / logical.height());
    m_recordings[size_t(index)]->replay(*painter);
    painter->restore();
}

} // namespace flopsheet
