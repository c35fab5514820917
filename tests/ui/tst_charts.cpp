// The chart dock draws what the core computes: the series of each chart equal the core's results
// for the sample plan, the dock follows the selection and edits, and the charts export.
#include "../core/testutil.h"
#include "core/charts/series.h"
#include "core/document/commands.h"
#include "core/document/workloadtable.h"
#include "core/estimate/units.h"
#include "core/models/plannermodel.h"
#include "core/models/resultmodel.h"
#include "core/models/tablemodel.h"
#include "ui/charts/batchchart.h"
#include "ui/charts/chartdock.h"
#include "ui/charts/gpubarschart.h"
#include "ui/charts/memorychart.h"
#include "ui/charts/rooflinechart.h"
#include "ui/charts/scalingchart.h"
#include "ui/charts/schedulechart.h"
#include "ui/charts/speedupchart.h"
#include "ui/charts/timecostchart.h"
#include "ui/mainwindow.h"
#include "ui/projectfiles.h"
#include "ui/tablepanel.h"
#include "uitestutil.h"

#include <qcustomplot.h>

#include <QFileInfo>
#include <QTest>

#include <set>

using namespace flopsheet;

class tst_Charts : public QObject {
    Q_OBJECT
private slots:
    void timeCostEqualsCore();
    void logToggleKeepsTheData();
    void deadlineAndBudgetAreLines();
    void ringsThePlannersAnswer();
    void scenarioOverlayEqualsItsPoints();
    void barsEqualResults();
    void memoryBarsSumToTotals();
    void scalingEqualsCore();
    void batchEqualsCore();
    void scheduleEqualsCore();
    void speedupEqualsCore();
    void rooflineEqualsCore();
    void followsSelectionAndEdits();
    void hiddenDockDrawsWhenShown();
    void clickSelectsTheResult();
    void exportsPngAndPdf();
};

namespace {

struct Fixture {
    test::TemporarySettings temp;
    Project project;
    MainWindow window { &project, &temp.settings };

    Fixture()
    {
        window.files()->openSample();
        window.resize(1400, 900);
        window.show();
        window.showView(MainWindow::View::Results); // the first result: workload 0
    }

    template <class Chart> Chart *show(ChartKind kind)
    {
        window.chartDock()->showChart(kind);
        window.chartDock()->updateNow();
        return qobject_cast<Chart *>(window.chartDock()->chart(kind));
    }

    std::vector<TimeCostPoint> points(int workloadRow) const
    {
        return timeCostPoints(project.workload(workloadRow), project.hardwareRows(), project.assumptions());
    }
};

using Pair = std::pair<double, double>;

std::multiset<Pair> graphData(const QCPGraph *graph)
{
    std::multiset<Pair> out;
    if (graph) {
        for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it)
            out.insert({ it->key, it->value });
    }
    return out;
}

bool drawable(const TimeCostPoint &p)
{
    return isKnown(p.wallHours) && isKnown(p.costUsd) && p.wallHours > 0 && p.costUsd > 0;
}

} // namespace

void tst_Charts::deadlineAndBudgetAreLines()
{
    Fixture f; // the sample plan: a 720 h deadline and a $250,000 budget
    auto *chart = f.show<TimeCostChart>(ChartKind::TimeCost);
    QVERIFY(chart);
    QList<double> vertical, horizontal;
    for (int i = 0; i < chart->plot()->itemCount(); ++i) {
        if (auto *line = qobject_cast<QCPItemStraightLine *>(chart->plot()->item(i))) {
            if (line->point1->coords().x() == line->point2->coords().x())
                vertical << line->point1->coords().x();
            else
                horizontal << line->point1->coords().y();
        }
    }
    QCOMPARE(vertical, QList<double> { 720.0 });
    QCOMPARE(horizontal, QList<double> { 250000.0 });
    // Both lines lie inside the axes, however far from the points.
    QVERIFY(chart->plot()->xAxis->range().contains(720.0));
    QVERIFY(chart->plot()->yAxis->range().contains(250000.0));

    // Without limits, no lines.
    ProjectAssumptions a = f.project.assumptions();
    a.deadlineHours = kUnknown;
    a.budgetUsd = kUnknown;
    f.project.undoStack()->push(new SetAssumptionsCommand(&f.project, a));
    f.window.chartDock()->updateNow();
    for (int i = 0; i < chart->plot()->itemCount(); ++i)
        QVERIFY(!qobject_cast<QCPItemStraightLine *>(chart->plot()->item(i)));
}

void tst_Charts::ringsThePlannersAnswer()
{
    Fixture f; // the sample plan: the planner answers 42 × H100 for 720 h and 2,048 × H100 for $250,000
    auto *chart = f.show<TimeCostChart>(ChartKind::TimeCost);
    PlannerModel planner(&f.project);
    planner.setWorkloadRow(0);
    QVERIFY(planner.recommendedRow() >= 0);
    const int deadlineRow = planner.hardwareRowOf(planner.recommendedRow());
    const int deadlineCount = planner.gpuCountAt(planner.recommendedRow());
    const Estimate deadlinePlan = planner.estimateAt(planner.recommendedRow());
    planner.setGoal(PlannerModel::Goal::StayWithinBudget);
    QVERIFY(planner.recommendedRow() >= 0);
    const int budgetCount = planner.gpuCountAt(planner.recommendedRow());
    const Estimate budgetPlan = planner.estimateAt(planner.recommendedRow());
    QCOMPARE(deadlineCount, 42); // bisected, no power of two: the chart adds it
    QCOMPARE(budgetCount, 2048); // past the chart's grid of 1 … 1,024

    // The rings (the 22-pixel circles of the callouts) sit exactly on the planner's two plans.
    std::multiset<Pair> rings;
    for (int g = 0; g < chart->plot()->graphCount(); ++g) {
        const QCPScatterStyle style = chart->plot()->graph(g)->scatterStyle();
        if (style.shape() == QCPScatterStyle::ssCircle && style.size() == 22)
            rings.merge(graphData(chart->plot()->graph(g)));
    }
    QCOMPARE(rings,
        (std::multiset<Pair> {
            { deadlinePlan.wallHours, deadlinePlan.costUsd }, { budgetPlan.wallHours, budgetPlan.costUsd } }));
    // Both are drawn among the H100's points, and the callouts name them as the planner does.
    const std::multiset<Pair> h100 = graphData(chart->gpuGraph(deadlineRow));
    QVERIFY(h100.count({ deadlinePlan.wallHours, deadlinePlan.costUsd }) == 1);
    QVERIFY(h100.count({ budgetPlan.wallHours, budgetPlan.costUsd }) == 1);
    const QString gpu = f.project.hardware(deadlineRow).gpu.name;
    QStringList callouts;
    for (int i = 0; i < chart->plot()->itemCount(); ++i) {
        if (auto *text = qobject_cast<QCPItemText *>(chart->plot()->item(i)))
            callouts << text->text();
    }
    QVERIFY2(callouts.join(u'|').contains(QStringLiteral("Cheapest within the deadline\n%1 × 42:").arg(gpu)),
        qPrintable(callouts.join(u'|')));
    QVERIFY2(callouts.join(u'|').contains(QStringLiteral("Fastest within the budget\n%1 × 2048:").arg(gpu)),
        qPrintable(callouts.join(u'|')));
}

void tst_Charts::scenarioOverlayEqualsItsPoints()
{
    Fixture f;
    // The sample has saved scenarios; the scenario panel compares the plan with the first and overlays it.
    QVERIFY(!f.project.scenarios().isEmpty());
    auto *chart = f.show<TimeCostChart>(ChartKind::TimeCost);
    QVERIFY(chart->overlayLegendGraph());
    QVERIFY(chart->overlayLegendGraph()->name().contains(f.project.scenarios().at(0).name));

    // The hollow markers are the scenario's own plannable points (spot prices: 0.4 × each cost).
    const SavedScenario &s = f.project.scenarios().at(0);
    std::multiset<Pair> expected;
    for (const TimeCostPoint &p : timeCostPoints(s.workloads[0], s.hardware, s.assumptions)) {
        if (isPlannable(p) && drawable(p))
            expected.insert({ p.wallHours, p.costUsd });
    }
    std::multiset<Pair> drawn;
    for (int g = 0; g < chart->plot()->graphCount(); ++g) {
        QCPGraph *graph = chart->plot()->graph(g);
        if (graph->scatterStyle().brush().color() == Qt::white && graph != chart->unplannableGraph()
            && graph != chart->overlayLegendGraph())
            drawn.merge(graphData(graph));
    }
    QCOMPARE(drawn, expected);

    f.window.chartDock()->setOverlayScenario(-1);
    f.window.chartDock()->updateNow();
    QVERIFY(!chart->overlayLegendGraph());
}

void tst_Charts::timeCostEqualsCore()
{
    Fixture f;
    auto *chart = f.show<TimeCostChart>(ChartKind::TimeCost);
    QVERIFY(chart);
    QCOMPARE(f.window.chartDock()->workloadRow(), 0);
    const std::vector<TimeCostPoint> points = f.points(0);
    QVERIFY(!points.empty());

    std::set<int> rows;
    std::multiset<Pair> unplannable;
    for (const TimeCostPoint &p : points) {
        rows.insert(p.hardwareRow);
        if (drawable(p) && !isPlannable(p))
            unplannable.insert({ p.wallHours, p.costUsd });
    }
    int plannable = 0;
    for (int h : rows) {
        std::multiset<Pair> expected;
        for (const TimeCostPoint &p : points) {
            if (p.hardwareRow == h && isPlannable(p) && drawable(p))
                expected.insert({ p.wallHours, p.costUsd });
        }
        plannable += int(expected.size());
        QCOMPARE(graphData(chart->gpuGraph(h)), expected);
    }
    QVERIFY(plannable > 0);
    QCOMPARE(graphData(chart->unplannableGraph()), unplannable);

    std::multiset<Pair> frontier;
    for (int i : paretoFrontier(points))
        frontier.insert({ points[size_t(i)].wallHours, points[size_t(i)].costUsd });
    QVERIFY(!frontier.empty());
    QCOMPARE(graphData(chart->frontierGraph()), frontier);
    QVERIFY(chart->isLogScale());
    QCOMPARE(chart->plot()->xAxis->scaleType(), QCPAxis::stLogarithmic);
}

void tst_Charts::logToggleKeepsTheData()
{
    Fixture f;
    auto *chart = f.show<TimeCostChart>(ChartKind::TimeCost);
    const auto before = graphData(chart->frontierGraph());
    chart->setLogScale(false);
    QCOMPARE(chart->plot()->xAxis->scaleType(), QCPAxis::stLinear);
    QCOMPARE(chart->plot()->yAxis->scaleType(), QCPAxis::stLinear);
    QCOMPARE(graphData(chart->frontierGraph()), before);
}

void tst_Charts::barsEqualResults()
{
    Fixture f;
    auto *chart = f.show<GpuBarsChart>(ChartKind::Bars);
    QVERIFY(chart);
    const ResultModel *results = f.window.resultModel();
    const QList<int> rows = chart->hardwareRows();
    QVERIFY(rows.size() > 1);
    QCOMPARE(chart->wallBars().size(), rows.size());
    QCOMPARE(chart->costBars().size(), rows.size()); // the sample prices every GPU
    double previousCost = 0;
    for (int i = 0; i < rows.size(); ++i) {
        const Estimate &e = results->estimateAt(results->rowFor(0, rows[i]));
        const QCPBars *wall = chart->wallBars()[i];
        const QCPBars *cost = chart->costBars()[i];
        QCOMPARE(wall->dataCount(), 1);
        QVERIFY(std::abs(wall->data()->at(0)->key - double(i + 1)) < 0.5);
        QCOMPARE(wall->data()->at(0)->value, e.wallHours);
        QCOMPARE(cost->data()->at(0)->value, e.costUsd);
        QCOMPARE(wall->brush().color(), cost->pen().color()); // one colour per GPU type
        QVERIFY(e.costUsd >= previousCost); // cheapest first
        previousCost = e.costUsd;
    }
}

void tst_Charts::memoryBarsSumToTotals()
{
    Fixture f;
    auto *chart = f.show<MemoryChart>(ChartKind::Memory);
    QVERIFY(chart);
    const ResultModel *results = f.window.resultModel();
    const QList<int> rows = chart->hardwareRows();
    QVERIFY(!rows.isEmpty());
    QVERIFY(chart->stack().size() >= 3); // weights, gradients, optimizer … for training
    for (int i = 0; i < rows.size(); ++i) {
        double sum = 0;
        for (const QCPBars *part : chart->stack())
            sum += part->data()->at(i)->value;
        const Estimate &e = results->estimateAt(results->rowFor(0, rows[i]));
        QVERIFY2(std::abs(sum - e.memory.total() / kGiB) < 1e-9 * std::max(1.0, sum), qPrintable(QString::number(i)));
    }
}

void tst_Charts::scalingEqualsCore()
{
    Fixture f;
    auto *chart = f.show<ScalingChart>(ChartKind::Scaling);
    QVERIFY(chart);
    const std::vector<TimeCostPoint> points = f.points(0);
    std::set<int> rows;
    for (const TimeCostPoint &p : points)
        rows.insert(p.hardwareRow);
    int drawn = 0;
    for (int h : rows) {
        std::multiset<Pair> wall, ideal;
        for (const ScalingPoint &s : scalingSeries(points, h)) {
            if (s.fits && isKnown(s.wallHours) && s.wallHours > 0) {
                wall.insert({ double(s.gpuCount), s.wallHours });
                if (isKnown(s.idealWallHours))
                    ideal.insert({ double(s.gpuCount), s.idealWallHours });
            }
        }
        drawn += wall.empty() ? 0 : 1;
        QCOMPARE(graphData(chart->wallGraph(h)), wall);
        QCOMPARE(graphData(chart->idealGraph(h)), ideal);
    }
    QVERIFY(drawn > 0);
}

void tst_Charts::batchEqualsCore()
{
    Fixture f;
    auto *chart = f.show<BatchChart>(ChartKind::Batch);
    QVERIFY(chart);
    const ResultModel *results = f.window.resultModel();
    const int hardwareRow = results->hardwareRowOf(0); // the selected result's GPU type
    const BatchSeries series
        = batchSeries(f.project.workload(0), f.project.hardware(hardwareRow), f.project.assumptions());
    std::multiset<Pair> throughput, memory;
    for (const BatchPoint &b : series.points) {
        if (isKnown(b.samplesPerS))
            throughput.insert({ double(b.batch), b.samplesPerS });
        if (isKnown(b.memoryPerGpuGiB))
            memory.insert({ double(b.batch), b.memoryPerGpuGiB });
    }
    QVERIFY(!throughput.empty());
    QCOMPARE(graphData(chart->throughputGraph()), throughput);
    QCOMPARE(graphData(chart->memoryGraph()), memory);
}

void tst_Charts::scheduleEqualsCore()
{
    // GPT-3's published ramp typed into the first workload's cell: the chart draws each stage's batch
    // at its start and end against the data trained, in tokens, as the core's stages say.
    Fixture f;
    TableModel model(&f.project, Table::Workloads);
    QVERIFY(model.setData(model.index(0, int(WorkloadField::BatchSchedule)), u"linear:32768-3145728@12B"_qs));
    auto *chart = f.show<ScheduleChart>(ChartKind::Schedule);
    QVERIFY(chart && chart->batchGraph());
    const int hardwareRow = f.window.resultModel()->hardwareRowOf(0);
    const ScheduleSeries series
        = scheduleSeries(f.project.workload(0), f.project.hardware(hardwareRow), f.project.assumptions());
    QCOMPARE(series.stages.size(), 2);
    const double unit = series.estimate.batchUnitsPerSample;
    // Each stage's start and end are on the line (a ramp has points between them too).
    const std::multiset<Pair> drawn = graphData(chart->batchGraph());
    double trained = 0;
    for (const StageFigures &s : series.stages) {
        QVERIFY(drawn.count({ trained * unit, s.startBatch * unit }) >= 1);
        trained += s.samples;
        QVERIFY(drawn.count({ trained * unit, s.endBatch * unit }) >= 1);
    }
    // The ramp starts at 32,768 tokens and ends after 12B.
    QCOMPARE(chart->batchGraph()->data()->constBegin()->value, 32768.0);
    // Each stage's throughput is its data over its hours, in tokens per second.
    QVERIFY(chart->throughputGraph());
    QCOMPARE(chart->throughputGraph()->dataCount(), 2 * int(series.stages.size()));
    const StageFigures &last = series.stages.constLast();
    FS_COMPARE_REL((chart->throughputGraph()->data()->constEnd() - 1)->value,
        last.samples * unit / (last.hours * kSecondsPerHour), 1e-9);
}

void tst_Charts::speedupEqualsCore()
{
    // ResNet-50 (the sample's third workload) on H200s: goodput = system × statistical at every count,
    // never above the ideal line, and the count whose batch passes 8,192 images is marked (32 GPUs of 256).
    Fixture f;
    f.window.chartDock()->setWorkloadRow(2);
    f.window.chartDock()->setHardwareRow(4);
    auto *chart = f.show<SpeedupChart>(ChartKind::Speedup);
    QVERIFY(chart && chart->goodputGraph());
    QVERIFY(chart->goodputGraph()->dataCount() > 3);
    for (auto it = chart->goodputGraph()->data()->constBegin(); it != chart->goodputGraph()->data()->constEnd(); ++it)
        QVERIFY(it->value <= it->key * (1 + 1e-9));
    QVERIFY2(
        chart->criticalGpus() > 16 && chart->criticalGpus() <= 32, qPrintable(QString::number(chart->criticalGpus())));
}

void tst_Charts::rooflineEqualsCore()
{
    Fixture f;
    auto *chart = f.show<RooflineChart>(ChartKind::Roofline);
    QVERIFY(chart);
    const WorkloadEntry &w = f.project.workload(0);
    int drawn = 0;
    for (int h = 0; h < f.project.hardwareCount(); ++h) {
        const Gpu &gpu = f.project.hardware(h).gpu;
        const Roofline roof = rooflineOf(gpu, nearestPrecision(gpu, w.scenario.precision));
        const QCPGraph *graph = chart->rooflineGraph(h);
        if (!f.project.hardware(h).included || !isKnown(roof.peakFlops) || !isKnown(roof.bandwidthBytesPerS)) {
            QVERIFY(!graph);
            continue;
        }
        QVERIFY(graph);
        ++drawn;
        // The flat part is the peak, the ridge where the slope meets it.
        QCOMPARE(graph->data()->at(graph->dataCount() - 1)->value, roof.peakFlops / 1e12);
        bool ridge = false;
        for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it) {
            QCOMPARE(it->value, roof.attainable(it->key) / 1e12);
            ridge = ridge || it->key == roof.ridgeIntensity();
        }
        QVERIFY(ridge);
    }
    QVERIFY(drawn > 0);
}

void tst_Charts::followsSelectionAndEdits()
{
    Fixture f;
    QVERIFY(f.project.workloadCount() > 1);
    auto *chart = f.show<TimeCostChart>(ChartKind::TimeCost);
    f.window.showView(MainWindow::View::Workloads);
    f.window.workloadPanel()->selectSourceCell(1, 0);
    QCOMPARE(f.window.chartDock()->workloadRow(), 1);
    f.window.chartDock()->updateNow();
    std::vector<TimeCostPoint> points = f.points(1);
    std::multiset<Pair> frontier;
    for (int i : paretoFrontier(points))
        frontier.insert({ points[size_t(i)].wallHours, points[size_t(i)].costUsd });
    QCOMPARE(graphData(chart->frontierGraph()), frontier);

    // An edit redraws once the event is done: remove the first GPU type.
    const int before = f.project.hardwareCount();
    f.project.undoStack()->push(new RemoveRowsCommand(&f.project, Table::Hardware, 0, 1));
    QCOMPARE(f.project.hardwareCount(), before - 1);
    QTRY_VERIFY(!chart->gpuGraph(before - 1)); // the last row index is gone
    points = f.points(1);
    frontier.clear();
    for (int i : paretoFrontier(points))
        frontier.insert({ points[size_t(i)].wallHours, points[size_t(i)].costUsd });
    QCOMPARE(graphData(chart->frontierGraph()), frontier);
}

void tst_Charts::hiddenDockDrawsWhenShown()
{
    Fixture f;
    auto *chart = f.show<TimeCostChart>(ChartKind::TimeCost);
    const int last = f.project.hardwareCount() - 1;
    QVERIFY(chart->gpuGraph(last));
    f.window.chartDock()->hide();
    f.project.undoStack()->push(new RemoveRowsCommand(&f.project, Table::Hardware, 0, 1));
    QCoreApplication::processEvents();
    QVERIFY(chart->gpuGraph(last)); // stale while hidden: nothing computed
    f.window.chartDock()->show();
    QTRY_VERIFY(!chart->gpuGraph(last));
}

void tst_Charts::clickSelectsTheResult()
{
    Fixture f;
    auto *chart = f.show<TimeCostChart>(ChartKind::TimeCost);
    const int hardwareRow = f.project.hardwareCount() - 1;
    emit chart->hardwareRowActivated(hardwareRow);
    const ResultModel *results = f.window.resultModel();
    QCOMPARE(f.window.resultPanel()->currentSourceIndex().row(), results->rowFor(0, hardwareRow));
}

void tst_Charts::exportsPngAndPdf()
{
    Fixture f;
    QTemporaryDir dir;
    for (int k = 0; k < kChartKindCount; ++k) {
        const auto kind = ChartKind(k);
        f.window.chartDock()->showChart(kind);
        f.window.chartDock()->updateNow();
        ChartView *chart = f.window.chartDock()->chart(kind);
        if (!chart)
            continue;
        const QString png = dir.filePath(chartViewName(kind) + QStringLiteral(".png"));
        const QString pdf = dir.filePath(chartViewName(kind) + QStringLiteral(".pdf"));
        QVERIFY(chart->savePng(png, 800, 500));
        QVERIFY(chart->savePdf(pdf, 800, 500));
        QVERIFY(QFileInfo(png).size() > 1000);
        QVERIFY(QFileInfo(pdf).size() > 1000);
        QCOMPARE(QImage(png).size(), QSize(800, 500));
    }
}

QTEST_MAIN(tst_Charts)
#include "tst_charts.moc"
