// The chart dock draws what the core computes: the series of each chart equal the core's results
// for the sample plan, the dock follows the selection and edits, and the charts export.
#include "../core/testutil.h"
#include "core/charts/series.h"
#include "core/document/commands.h"
#include "core/document/workloadtable.h"
#include "core/estimate/units.h"
#include "core/models/displayformat.h"
#include "core/models/plannermodel.h"
#include "core/models/resultmodel.h"
#include "core/models/tablemodel.h"
#include "ui/charts/batchchart.h"
#include "ui/charts/chartdock.h"
#include "ui/charts/chartlegend.h"
#include "ui/charts/chartstyle.h"
#include "ui/charts/charttext.h"
#include "ui/charts/gpubarschart.h"
#include "ui/charts/memorychart.h"
#include "ui/charts/rooflinechart.h"
#include "ui/charts/scalingchart.h"
#include "ui/charts/schedulechart.h"
#include "ui/charts/speedupchart.h"
#include "ui/charts/timecostchart.h"
#include "ui/languages.h"
#include "ui/mainwindow.h"
#include "ui/projectfiles.h"
#include "ui/tablepanel.h"
#include "uitestutil.h"

#include <qcustomplot.h>

#include <QFileInfo>
#include <QPicture>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <memory>
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
    void tallestBarsKeepBothValues();
    void servingBarsEqualResults();
    void servedConvNetBarsArePerSample();
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
    void textStaysInsideAndApart_data();
    void textStaysInsideAndApart();
    void plannersAnswersAreCalledOut_data();
    void plannersAnswersAreCalledOut();
    void namesKeepTheirPercentSigns();
    void emptyPlanSaysWhatToAdd_data();
    void emptyPlanSaysWhatToAdd();
    void farLimitsDoNotStretchTheAxes();
    void nearLimitGrowsTheAxisALittle();
    void shortenedTextShowsWholeOnHover();
    void legendNamesFollowTheWidth();
    void fitsTheNarrowDock();
    void shortTicksAreShortenedOnce();
    void limitLabelIsNotOnTheOtherLimitsLine();
    void logTimeAxisLabelsEveryOtherDecade_data();
    void logTimeAxisLabelsEveryOtherDecade();
    void extraAxisIsNotKeptAcrossRebuilds();
    void reusedChartDrawsAsAFreshOne();
    void cleanup() { languages::install(QStringLiteral("en")); }
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

std::unique_ptr<ChartView> makeChart(ChartKind kind)
{
    switch (kind) {
    case ChartKind::TimeCost:
        return std::make_unique<TimeCostChart>();
    case ChartKind::Bars:
        return std::make_unique<GpuBarsChart>();
    case ChartKind::Memory:
        return std::make_unique<MemoryChart>();
    case ChartKind::Scaling:
        return std::make_unique<ScalingChart>();
    case ChartKind::Batch:
        return std::make_unique<BatchChart>();
    case ChartKind::Schedule:
        return std::make_unique<ScheduleChart>();
    case ChartKind::Speedup:
        return std::make_unique<SpeedupChart>();
    case ChartKind::Roofline:
        return std::make_unique<RooflineChart>();
    }
    return {};
}

// One chart on its own, its plot exactly `size`, drawn from a workload of the fixture's plan and laid out.
struct LoneChart {
    std::unique_ptr<ChartView> view;
    std::vector<TimeCostPoint> points;
    ChartInput input;

    LoneChart(ChartKind kind, Fixture &f, QSize size, int workloadRow = 0)
    {
        view = makeChart(kind);
        input.project = &f.project;
        input.results = f.window.resultModel();
        input.workloadRow = f.project.workloadCount() > 0 ? workloadRow : -1;
        input.hardwareRow = f.project.hardwareCount() > 0 ? f.window.resultModel()->hardwareRowOf(0) : -1;
        if (view->needsTimeCostPoints() && input.workloadRow >= 0) {
            points = f.points(workloadRow);
            input.points = &points;
        }
        view->plot()->setMinimumSize(1, 1);
        view->setMinimumSize(1, 1);
        view->show();
        view->rebuild(input);
        // The plot, not the view with its row of controls, gets the size.
        view->resize(size.width(), size.height() + view->height() - view->plot()->height());
        QCoreApplication::processEvents();
        view->plot()->replot(QCustomPlot::rpImmediateRefresh);
    }
    QCustomPlot *plot() const { return view->plot(); }
};

// The box a text item draws, in pixels.
QRectF textBox(const QCPItemText *text)
{
    return QRectF(text->topLeft->pixelPosition(), text->bottomRight->pixelPosition()).normalized();
}

// Whether a segment passes through the inside of r, walked in half-pixel steps (independent of the placement's
// edge-intersection test).
bool crossesBox(const QLineF &line, const QRectF &r)
{
    const int steps = std::max(1, int(std::ceil(line.length() * 2)));
    for (int i = 0; i <= steps; ++i) {
        if (r.contains(line.pointAt(double(i) / steps)))
            return true;
    }
    return false;
}

QList<QCPItemText *> visibleTexts(const QCustomPlot *plot)
{
    QList<QCPItemText *> out;
    for (int i = 0; i < plot->itemCount(); ++i) {
        if (auto *text = qobject_cast<QCPItemText *>(plot->item(i)); text && text->visible() && !text->text().isEmpty())
            out << text;
    }
    return out;
}

QString describe(const QCPItemText *text)
{
    const QRectF r = textBox(text);
    return QStringLiteral("\"%1\" at %2,%3 %4×%5")
        .arg(QString(text->text()).replace(u'\n', u'|'))
        .arg(r.x())
        .arg(r.y())
        .arg(r.width())
        .arg(r.height());
}

// Tick labels of a level (not turned) axis along it: [from, to] in pixels, in order.
std::vector<std::pair<double, double>> levelTickSpans(const QCPAxis *axis)
{
    std::vector<std::pair<double, double>> spans;
    const QFontMetrics metrics(axis->tickLabelFont());
    const QVector<double> ticks = axis->tickVector();
    const QVector<QString> labels = axis->tickVectorLabels();
    for (qsizetype i = 0; i < ticks.size() && i < labels.size(); ++i) {
        if (labels[i].isEmpty() || !axis->range().contains(ticks[i]))
            continue;
        const double at = axis->coordToPixel(ticks[i]);
        double half = 0;
        for (const QString &line : labels[i].split(u'\n'))
            half = std::max(half, metrics.horizontalAdvance(line) / 2.0);
        if (axis->orientation() == Qt::Vertical)
            half = metrics.height() * double(labels[i].count(u'\n') + 1) / 2.0;
        spans.push_back({ at - half, at + half });
    }
    std::sort(spans.begin(), spans.end());
    return spans;
}

void addSizesAndLanguages()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("language");
    for (const QSize size : { QSize(300, 320), QSize(420, 360), QSize(700, 500), QSize(1200, 800), QSize(1400, 900) }) {
        for (const char *language : { "en", "zh_CN" })
            QTest::addRow("%dx%d-%s", size.width(), size.height(), language) << size << QString::fromLatin1(language);
    }
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
    Fixture f; // the sample plan: the planner answers 40 × H100 for 720 h (39 GPUs in whole nodes of 8) and 4,096 ×
               // H100 for $250,000
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
    QCOMPARE(deadlineCount, 40); // bisected in whole nodes, no power of two: the chart adds it
    QCOMPARE(budgetCount, 4096); // past the chart's grid of 1 … 1,024 (the layout search keeps the batch there)

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
    // (In the dock beside the tables a callout may leave out the figures: plannersAnswersAreCalledOut.)
    QVERIFY2(callouts.join(u'|').contains(QStringLiteral("Cheapest within the deadline\n40 × %1").arg(gpu)),
        qPrintable(callouts.join(u'|')));
    // The budget's plan sits in the crowded corner of five decades of points (8 T4s now fit 7B pre-training,
    // at 500,000 h): its callout may be shortened to its shortest form, whole on hover
    // (shortenedTextShowsWholeOnHover).
    QVERIFY2(callouts.contains(QStringLiteral("Fastest within the budget\n4096 × %1").arg(gpu))
            || callouts.contains(QStringLiteral("4096 × %1").arg(gpu))
            || callouts.contains(QStringLiteral("4096 ×\n%1").arg(gpu))
            || callouts.join(u'|').contains(QStringLiteral("Fastest within the budget\n4096 × %1:").arg(gpu)),
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

void tst_Charts::tallestBarsKeepBothValues()
{
    // The costliest GPU type of the sample's pre-training (T4: 81,556 h and $343,187) has the tallest time and
    // the tallest cost bar, which end at the same height: at the report's chart size the second value used to
    // find every spot taken and was left to the tooltip. Both are shown, the cost a line higher.
    Fixture f;
    LoneChart lone(ChartKind::Bars, f, QSize(760, 430));
    const auto *chart = qobject_cast<const GpuBarsChart *>(lone.view.get());
    QVERIFY(chart && !chart->costBars().isEmpty());
    double maxWall = 0, maxCost = 0;
    for (int i = 0; i < chart->wallBars().size(); ++i) {
        maxWall = std::max(maxWall, chart->wallBars()[i]->data()->at(0)->value);
        maxCost = std::max(maxCost, chart->costBars()[i]->data()->at(0)->value);
    }
    QStringList shown;
    for (const QCPItemText *text : visibleTexts(lone.plot()))
        shown << text->text();
    QVERIFY2(shown.contains(formatMoney(maxCost)), qPrintable(shown.join(u" | ")));
    QVERIFY2(shown.contains(formatDuration(maxWall)), qPrintable(shown.join(u" | ")));
}

namespace {

// A serving workload's Per GPU bars: one pair per GPU type, the time and money figures of the results,
// cheapest first.
void checkServingBars(Fixture &f, const LoneChart &lone, int workloadRow, double (*time)(const Estimate &),
    double (*money)(const Estimate &))
{
    const auto *chart = qobject_cast<const GpuBarsChart *>(lone.view.get());
    QVERIFY(chart);
    const ResultModel *results = f.window.resultModel();
    const QList<int> rows = chart->hardwareRows();
    QCOMPARE(rows.size(), f.project.hardwareCount());
    QCOMPARE(chart->costBars().size(), rows.size());
    double previous = 0;
    for (int i = 0; i < rows.size(); ++i) {
        const Estimate &e = results->estimateAt(results->rowFor(workloadRow, rows[i]));
        QCOMPARE(chart->wallBars()[i]->data()->at(0)->value, time(e));
        QCOMPARE(chart->costBars()[i]->data()->at(0)->value, money(e));
        QVERIFY(money(e) >= previous);
        previous = money(e);
    }
}

} // namespace

void tst_Charts::servingBarsEqualResults()
{
    // Serving has no wall time or total: its bars are the time per output token and the cost per million
    // output tokens of the results, cheapest first (the sample's fourth workload serves Llama 3 8B).
    constexpr int kServe = 3;
    Fixture f;
    QCOMPARE(f.project.workload(kServe).scenario.mode, Mode::Infer);
    LoneChart lone(ChartKind::Bars, f, QSize(900, 500), kServe);
    checkServingBars(
        f, lone, kServe, [](const Estimate &e) { return e.timePerOutputTokenMs; },
        [](const Estimate &e) { return e.costPerMillionTokensUsd; });
    QCOMPARE(lone.plot()->yAxis->label(), u"Time per output token (ms)"_qs);
}

void tst_Charts::servedConvNetBarsArePerSample()
{
    // A served conv net generates no tokens: its bars are each GPU type's latency and its price per million
    // images (samples), cheapest first, where they used to be empty ("no estimate on any included GPU type").
    // The sample's third workload, ResNet-50, switched to serving in its Mode cell as a user would.
    constexpr int kResNet = 2;
    Fixture f;
    TableModel model(&f.project, Table::Workloads);
    QVERIFY(model.setData(model.index(kResNet, int(WorkloadField::Mode)), u"infer"_qs));
    QCOMPARE(f.project.workload(kResNet).scenario.mode, Mode::Infer);
    LoneChart lone(ChartKind::Bars, f, QSize(900, 500), kResNet);
    checkServingBars(
        f, lone, kResNet, [](const Estimate &e) { return e.latencyMs; },
        [](const Estimate &e) { return e.costPerMillionSamplesUsd; });
    const ResultModel *results = f.window.resultModel();
    for (int h = 0; h < f.project.hardwareCount(); ++h) {
        const int row = results->rowFor(kResNet, h);
        QCOMPARE(results->scenarioAt(row).mode, Mode::Infer);
        QVERIFY(!isKnown(results->estimateAt(row).costPerMillionTokensUsd)); // nothing generated, no token price
    }
    QCOMPARE(lone.plot()->yAxis->label(), u"Latency (ms)"_qs);
    QCOMPARE(lone.plot()->yAxis2->label(), u"Cost per million samples (USD)"_qs);
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
    // The H200 trains the sample's 7B as fast as the H100 (the same dense peaks; both hold it): its line would
    // hide the H100's, so it is dashed over it and its legend entry says so. The others stay solid.
    const int h100 = 3, h200 = 4;
    QCOMPARE(f.project.hardware(h100).gpu.name, u"H100-SXM"_qs);
    QCOMPARE(f.project.hardware(h200).gpu.name, u"H200-SXM"_qs);
    QCOMPARE(chart->wallGraph(h200)->pen().style(), Qt::DashLine);
    QCOMPARE(chart->wallGraph(h200)->name(), u"H200-SXM (same times as H100-SXM)"_qs);
    QCOMPARE(chart->wallGraph(h100)->pen().style(), Qt::SolidLine);
    QCOMPARE(chart->wallGraph(0)->pen().style(), Qt::SolidLine);
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
    // Throughput only where the batch fits (one that does not cannot run); memory at every batch, one that
    // does not fit drawn at most at the axis' top.
    std::multiset<Pair> throughput, memory;
    std::vector<BatchPoint> over;
    for (const BatchPoint &b : series.points) {
        if (isKnown(b.samplesPerS) && b.fits)
            throughput.insert({ double(b.batch), b.samplesPerS });
        if (isKnown(b.memoryPerGpuGiB) && b.fits)
            memory.insert({ double(b.batch), b.memoryPerGpuGiB });
        if (!b.fits)
            over.push_back(b);
    }
    QVERIFY(!throughput.empty());
    QCOMPARE(graphData(chart->throughputGraph()), throughput);
    std::multiset<Pair> drawn = graphData(chart->memoryGraph());
    for (const BatchPoint &b : over) {
        const auto at = std::find_if(drawn.begin(), drawn.end(), [&](const Pair &p) { return p.first == b.batch; });
        QVERIFY(at != drawn.end());
        QVERIFY(at->second <= b.memoryPerGpuGiB && at->second > series.capacityGiB);
        drawn.erase(at);
    }
    QCOMPARE(drawn, memory);
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

void tst_Charts::textStaysInsideAndApart_data()
{
    addSizesAndLanguages();
}

void tst_Charts::textStaysInsideAndApart()
{
    // Every chart of the sample's first workload (and the serving one's, whose roofline has points), at
    // the dock's size on a laptop up to a report's: each label lies whole inside the axes it is clipped
    // to, no two labels overlap, the legend and the title lie inside the plot, and level tick labels
    // neither touch nor leave the plot.
    QFETCH(QSize, size);
    QFETCH(QString, language);
    QVERIFY(languages::install(language));
    Fixture f;
    for (int workload : { 0, 3 }) {
        for (int k = 0; k < kChartKindCount; ++k) {
            LoneChart chart(ChartKind(k), f, size, workload);
            QCustomPlot *plot = chart.plot();
            QCOMPARE(plot->size(), size);
            const QString where = QStringLiteral("%1, workload %2").arg(chartViewName(ChartKind(k))).arg(workload);
            const QRectF whole(plot->rect());
            const QRectF axes = QRectF(plot->axisRect()->rect()).adjusted(-0.5, -0.5, 0.5, 0.5);
            const QList<QCPItemText *> texts = visibleTexts(plot);
            for (const QCPItemText *text : texts) {
                const QRectF box = textBox(text);
                QVERIFY2(whole.contains(box), qPrintable(where + u": leaves the plot: " + describe(text)));
                if (text->clipToAxisRect())
                    QVERIFY2(axes.contains(box), qPrintable(where + u": clipped by the axes: " + describe(text)));
            }
            for (qsizetype i = 0; i < texts.size(); ++i) {
                for (qsizetype j = i + 1; j < texts.size(); ++j) {
                    const QRectF a = textBox(texts[i]).adjusted(0.5, 0.5, -0.5, -0.5);
                    QVERIFY2(!a.intersects(textBox(texts[j])),
                        qPrintable(where + u": " + describe(texts[i]) + u" overlaps " + describe(texts[j])));
                }
            }
            if (plot->legend->visible() && plot->legend->itemCount() > 0)
                QVERIFY2(whole.contains(QRectF(plot->legend->outerRect())), qPrintable(where + u": legend"));
            auto *title = qobject_cast<QCPTextElement *>(plot->plotLayout()->element(0, 0));
            QVERIFY(title);
            QVERIFY2(charttext::widestLine(title->text(), title->font()) <= plot->width() - 8,
                qPrintable(where + u": " + title->text()));
            QVERIFY2(!title->text().contains(QChar(0x2026)) || size.width() < 400,
                qPrintable(where + u": the title is cut: " + title->text()));
            for (QCPAxis *axis : plot->axisRect()->axes()) {
                if (!axis->visible() || !axis->tickLabels() || axis->tickLabelRotation() != 0)
                    continue;
                if (auto names = qSharedPointerDynamicCast<QCPAxisTickerText>(axis->ticker())) {
                    // Level category names: each line clear of the same line of its neighbours.
                    const QFontMetrics metrics(axis->tickLabelFont());
                    QStringList previous;
                    double previousAt = 0;
                    for (auto it = names->ticks().cbegin(); it != names->ticks().cend(); ++it) {
                        const QStringList lines = it.value().split(u'\n');
                        const double at = axis->coordToPixel(it.key());
                        for (qsizetype l = 0; l < lines.size() && l < previous.size(); ++l)
                            QVERIFY2(previousAt + metrics.horizontalAdvance(previous[l]) / 2.0
                                    <= at - metrics.horizontalAdvance(lines[l]) / 2.0,
                                qPrintable(where + u": category names touch: " + lines[l]));
                        previous = lines;
                        previousAt = at;
                    }
                    continue;
                }
                const auto spans = levelTickSpans(axis);
                for (size_t i = 1; i < spans.size(); ++i)
                    QVERIFY2(spans[i].first >= spans[i - 1].second,
                        qPrintable(where + QStringLiteral(": tick labels touch on an axis at %1").arg(spans[i].first)));
                if (axis->orientation() == Qt::Horizontal && !spans.empty())
                    QVERIFY2(spans.front().first >= 0 && spans.back().second <= plot->width(),
                        qPrintable(where + u": a tick label leaves the plot"));
            }
        }
    }
}

void tst_Charts::plannersAnswersAreCalledOut_data()
{
    addSizesAndLanguages();
}

void tst_Charts::plannersAnswersAreCalledOut()
{
    // The placement keeps what matters: the deadline and the budget are named at every size, and both of
    // the planner's answers are called out (shortened on a small chart) wherever there is room for them.
    QFETCH(QSize, size);
    QFETCH(QString, language);
    QVERIFY(languages::install(language));
    Fixture f;
    LoneChart chart(ChartKind::TimeCost, f, size);
    PlannerModel planner(&f.project);
    planner.setWorkloadRow(0);
    const QString gpu = f.project.hardware(planner.hardwareRowOf(planner.recommendedRow())).gpu.name;
    int callouts = 0;
    bool deadline = false, budget = false;
    // The count and the GPU, on one line or, on the smallest charts, one over the other.
    const QRegularExpression named(QStringLiteral("\\d ×\\s") + QRegularExpression::escape(gpu));
    for (const QCPItemText *text : visibleTexts(chart.plot())) {
        callouts += text->text().contains(named) ? 1 : 0;
        deadline = deadline || text->text().contains(QStringLiteral("720"));
        budget = budget || text->text().contains(QStringLiteral("250,000"));
    }
    QVERIFY(deadline);
    QVERIFY(budget);
    QCOMPARE(callouts, 2);
    // No label covers either answer's ring (the 22-pixel circles): in the dock beside the tables the budget's
    // callout once stood on the deadline's answer.
    int rings = 0;
    for (int g = 0; g < chart.plot()->graphCount(); ++g) {
        const QCPGraph *graph = chart.plot()->graph(g);
        const QCPScatterStyle style = graph->scatterStyle();
        if (style.shape() != QCPScatterStyle::ssCircle || style.size() != 22 || graph->dataCount() != 1)
            continue;
        ++rings;
        const QPointF centre(graph->keyAxis()->coordToPixel(graph->data()->begin()->key),
            graph->valueAxis()->coordToPixel(graph->data()->begin()->value));
        for (const QCPItemText *text : visibleTexts(chart.plot()))
            QVERIFY2(!textBox(text).contains(centre), qPrintable(describe(text)));
    }
    QCOMPARE(rings, 2);
    // No callout's leader runs through the other callout: on a 700 x 500 chart the deadline's leader crossed the
    // budget's callout on its way to the ring below it. (On the smallest chart, 300 x 320, the only arrangement
    // showing both callouts may cross; showing them is worth more.)
    for (int i = 0; i < chart.plot()->itemCount() && size.width() >= 420; ++i) {
        const auto *leader = qobject_cast<const QCPItemLine *>(chart.plot()->item(i));
        if (!leader || !leader->visible())
            continue;
        const QLineF line(leader->start->pixelPosition(), leader->end->pixelPosition());
        for (const QCPItemText *text : visibleTexts(chart.plot()))
            if (text->text().contains(named))
                QVERIFY2(!crossesBox(line, textBox(text).adjusted(2, 2, -2, -2)),
                    qPrintable(QStringLiteral("the leader from %1,%2 to %3,%4 crosses ")
                                   .arg(line.x1())
                                   .arg(line.y1())
                                   .arg(line.x2())
                                   .arg(line.y2())
                        + describe(text)));
    }
    // Where there is room, with their figures: wall time and cost.
    if (size.width() >= 700) {
        int whole = 0;
        for (const QCPItemText *text : visibleTexts(chart.plot()))
            whole += text->text().contains(QRegularExpression(
                         QStringLiteral("\\d+ × ") + gpu + QStringLiteral("[:\uFF1A].+[,\uFF0C] ?\\$")))
                ? 1
                : 0;
        QCOMPARE(whole, 2);
    }
}

void tst_Charts::namesKeepTheirPercentSigns()
{
    // A workload or GPU named with what looks like a placeholder ("run %2") is shown as typed: titles,
    // labels, category names and tooltips fill their figures in one pass, so a later figure never lands in
    // a name (the time-vs-cost title read "Pre-train [4096|%2 ...] on 1 to %2 GPUs").
    Fixture f;
    const QString mark = QStringLiteral(" <%1|%2|%3|%4|%9>");
    QList<WorkloadEntry> workloads = f.project.workloads();
    for (WorkloadEntry &w : workloads)
        w.workload.name += mark;
    QList<HardwareEntry> hardware = f.project.hardwareRows();
    for (HardwareEntry &h : hardware)
        h.gpu.name += mark;
    f.project.reset(workloads, hardware, f.project.assumptions());
    // Every text a chart shows, with each whole mark taken out, has no placeholder left.
    static const QRegularExpression placeholder(QStringLiteral("%\\d"));
    const auto mangled = [&mark](const QString &text) { return QString(text).remove(mark).contains(placeholder); };
    for (int workload : { 0, 2, 3 }) {
        for (int k = 0; k < kChartKindCount; ++k) {
            LoneChart chart(ChartKind(k), f, QSize(1400, 900), workload);
            const QString where = QStringLiteral("%1, workload %2").arg(chartViewName(ChartKind(k))).arg(workload);
            auto *title = qobject_cast<QCPTextElement *>(chart.plot()->plotLayout()->element(0, 0));
            QVERIFY(title);
            if (!title->text().isEmpty())
                QVERIFY2(title->text().contains(mark), qPrintable(where + u": " + title->text()));
            QVERIFY2(!mangled(title->text()), qPrintable(where + u": " + title->text()));
            for (const QCPItemText *text : visibleTexts(chart.plot()))
                QVERIFY2(!mangled(text->text()), qPrintable(where + u": " + text->text()));
            for (const QString &tip : chart.view->hoverTexts())
                QVERIFY2(!mangled(tip), qPrintable(where + u" (tooltip): " + tip));
            for (QCPAxis *axis : chart.plot()->axisRect()->axes()) {
                if (auto names = qSharedPointerDynamicCast<QCPAxisTickerText>(axis->ticker())) {
                    for (const QString &name : names->ticks())
                        QVERIFY2(!mangled(name), qPrintable(where + u" (category): " + name));
                }
            }
        }
    }
}

void tst_Charts::emptyPlanSaysWhatToAdd_data()
{
    addSizesAndLanguages();
}

void tst_Charts::emptyPlanSaysWhatToAdd()
{
    // File › New: no workloads, no GPU types. Every chart says what to add, whole, in the middle, and
    // shows no axes (no stale ticks) and no legend.
    QFETCH(QSize, size);
    QFETCH(QString, language);
    QVERIFY(languages::install(language));
    Fixture f;
    f.project.reset({}, {});
    for (int k = 0; k < kChartKindCount; ++k) {
        LoneChart chart(ChartKind(k), f, size);
        const QString where = chartViewName(ChartKind(k));
        QVERIFY2(!chart.view->emptyMessage().isEmpty(), qPrintable(where));
        QVERIFY2(chart.view->emptyMessage().contains(
                     ChartView::tr("Add a workload and a GPU type to see %1.").section(u'%', 0, 0).trimmed()),
            qPrintable(where + u": " + chart.view->emptyMessage()));
        for (QCPAxis *axis : chart.plot()->axisRect()->axes()) {
            QVERIFY2(!axis->visible(), qPrintable(where));
            QVERIFY2(!axis->grid()->visible(), qPrintable(where));
        }
        QVERIFY(!chart.plot()->legend->visible());
        QCOMPARE(chart.plot()->plottableCount(), 0);
        const QList<QCPItemText *> texts = visibleTexts(chart.plot());
        QCOMPARE(texts.size(), 1);
        const QRectF box = textBox(texts.first());
        QVERIFY2(QRectF(chart.plot()->rect()).contains(box), qPrintable(where + u": " + describe(texts.first())));
        // Centred, and wrapped rather than cut.
        QVERIFY(std::abs(box.center().x() - chart.plot()->width() / 2.0) < 4);
        QCOMPARE(QString(texts.first()->text()).remove(u'\n').remove(u' '),
            QString(chart.view->emptyMessage()).remove(u' '));
    }
    // With workloads but no GPU type, the charts say so too.
    test::loadSample(f.project);
    f.project.reset(f.project.workloads(), {});
    LoneChart chart(ChartKind::TimeCost, f, QSize(300, 320));
    // The sentence for a plan with workloads and no GPU type, in the language the test runs in.
    const QString noGpu = QCoreApplication::translate(
        "flopsheet::ChartView", "Add a GPU type, or include one in the Hardware table, to see %1.");
    QVERIFY2(chart.view->emptyMessage().startsWith(noGpu.section(QStringLiteral("%1"), 0, 0)),
        qPrintable(chart.view->emptyMessage()));
}

void tst_Charts::farLimitsDoNotStretchTheAxes()
{
    // A budget 10,000 times the dearest plan and a deadline 10,000 times the slowest (the points span five
    // decades of hours, T4s to H100s, so "far" must be farther than that): drawn as lines they would
    // squeeze the points into a corner. The axes reach past the points drawn by a little padding only
    // (a fifth of their span on a log axis, a tenth of their largest value on a linear one); each limit is
    // named at the edge it lies past, with an arrow.
    Fixture f;
    // The dearest and slowest points the chart draws (a log chart draws every point, runnable or not).
    double maxCost = 0, maxHours = 0;
    {
        LoneChart first(ChartKind::TimeCost, f, QSize(700, 500));
        qobject_cast<TimeCostChart *>(first.view.get())->setLogScale(true);
        first.plot()->replot(QCustomPlot::rpImmediateRefresh);
        for (int g = 0; g < first.plot()->graphCount(); ++g) {
            for (auto it = first.plot()->graph(g)->data()->constBegin();
                 it != first.plot()->graph(g)->data()->constEnd(); ++it) {
                maxHours = std::max(maxHours, it->key);
                maxCost = std::max(maxCost, it->value);
            }
        }
    }
    QVERIFY(maxCost > 0 && maxHours > 0);
    ProjectAssumptions a = f.project.assumptions();
    a.budgetUsd = 1e4 * maxCost;
    a.deadlineHours = 1e4 * maxHours;
    f.project.undoStack()->push(new SetAssumptionsCommand(&f.project, a));
    for (bool log : { true, false }) {
        LoneChart chart(ChartKind::TimeCost, f, QSize(700, 500));
        auto *timeCost = qobject_cast<TimeCostChart *>(chart.view.get());
        timeCost->setLogScale(log);
        chart.plot()->replot(QCustomPlot::rpImmediateRefresh);
        // What is drawn: every point on a log scale, the plannable ones (the frontier among them) on a linear one.
        QCPRange keys(1e300, 0), values(1e300, 0);
        for (int g = 0; g < chart.plot()->graphCount(); ++g) {
            const QCPGraph *graph = chart.plot()->graph(g);
            if (!log && graph == timeCost->unplannableGraph())
                continue;
            for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it) {
                keys.expand(it->key);
                values.expand(it->value);
            }
        }
        for (const auto &[axis, data] :
            { std::pair { chart.plot()->xAxis, keys }, std::pair { chart.plot()->yAxis, values } }) {
            const QCPRange r = axis->range();
            const QString what = QStringLiteral("%1 … %2 for points %3 … %4")
                                     .arg(r.lower)
                                     .arg(r.upper)
                                     .arg(data.lower)
                                     .arg(data.upper);
            if (log)
                QVERIFY2(std::log(r.upper / data.upper) <= 0.2 * std::log(data.upper / data.lower) + std::log(1.1),
                    qPrintable(what));
            else
                QVERIFY2(r.upper <= 1.1 * data.upper, qPrintable(what));
        }
        for (int i = 0; i < chart.plot()->itemCount(); ++i)
            QVERIFY(!qobject_cast<QCPItemStraightLine *>(chart.plot()->item(i)));
        QStringList texts;
        for (const QCPItemText *text : visibleTexts(chart.plot()))
            texts << text->text();
        const QString all = texts.join(u'|');
        QVERIFY2(all.contains(QStringLiteral("Budget %1 ↑").arg(formatMoney(a.budgetUsd))), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("Deadline %1 h →").arg(formatHours(a.deadlineHours))), qPrintable(all));
    }
}

void tst_Charts::nearLimitGrowsTheAxisALittle()
{
    // A budget just above the dearest plan (log axes): the axis grows to show its line, by little.
    Fixture f;
    double maxCost = 0;
    for (const TimeCostPoint &p : f.points(0)) {
        if (drawable(p))
            maxCost = std::max(maxCost, p.costUsd);
    }
    ProjectAssumptions a = f.project.assumptions();
    a.budgetUsd = 1.15 * maxCost;
    f.project.undoStack()->push(new SetAssumptionsCommand(&f.project, a));
    LoneChart chart(ChartKind::TimeCost, f, QSize(700, 500));
    const QCPRange y = chart.plot()->yAxis->range();
    QVERIFY2(y.contains(a.budgetUsd),
        qPrintable(QStringLiteral("%1 … %2, budget %3").arg(y.lower).arg(y.upper).arg(a.budgetUsd)));
    QVERIFY2(y.upper <= 1.5 * a.budgetUsd, qPrintable(QString::number(y.upper)));
    bool line = false;
    for (int i = 0; i < chart.plot()->itemCount(); ++i) {
        auto *l = qobject_cast<QCPItemStraightLine *>(chart.plot()->item(i));
        line = line || (l && l->point1->coords().y() == a.budgetUsd);
    }
    QVERIFY(line);
}

void tst_Charts::shortenedTextShowsWholeOnHover()
{
    // At the narrow dock's size the legend shortens names; each shortened entry gives its whole name back
    // where the mouse is, and every name shown is its own or a cut of it.
    Fixture f;
    LoneChart chart(ChartKind::TimeCost, f, QSize(300, 320));
    QCPLegend *legend = chart.plot()->legend;
    QVERIFY(legend->visible());
    int shortened = 0;
    for (int i = 0; i < legend->itemCount(); ++i) {
        if (!legend->item(i))
            continue; // an empty cell of the last row
        auto *item = qobject_cast<FittedLegendItem *>(legend->item(i));
        QVERIFY(item);
        QVERIFY(QRectF(chart.plot()->rect()).contains(QRectF(item->outerRect())));
        if (!item->isElided()) {
            QCOMPARE(chartlegend::elidedNameAt(legend, QRectF(item->outerRect()).center()), QString());
            continue;
        }
        ++shortened;
        QCOMPARE(chartlegend::elidedNameAt(legend, QRectF(item->outerRect()).center()), item->fullName());
        QString shown = item->shownText();
        shown.remove(QChar(0x2026));
        QVERIFY2(item->fullName().startsWith(shown), qPrintable(item->shownText()));
    }
    QVERIFY(shortened > 0); // the sample's scenario name alone is wider than a column here
}

void tst_Charts::legendNamesFollowTheWidth()
{
    // Each entry keeps its shortened name and size between layouts; widening the chart must still show
    // the whole names again, and narrowing it shorten them again.
    Fixture f;
    LoneChart chart(ChartKind::TimeCost, f, QSize(300, 320));
    QCPLegend *legend = chart.plot()->legend;
    const auto elided = [legend]() {
        int count = 0;
        for (int i = 0; i < legend->itemCount(); ++i) {
            auto *item = qobject_cast<FittedLegendItem *>(legend->item(i));
            count += item && item->isElided() ? 1 : 0;
        }
        return count;
    };
    const auto resize = [&chart](int width, int height) {
        chart.view->resize(width, height + chart.view->height() - chart.plot()->height());
        QCoreApplication::processEvents();
        chart.plot()->replot(QCustomPlot::rpImmediateRefresh);
    };
    const int narrow = elided();
    QVERIFY(narrow > 0);
    resize(1600, 900);
    QCOMPARE(elided(), 0);
    for (int i = 0; i < legend->itemCount(); ++i) {
        if (auto *item = qobject_cast<FittedLegendItem *>(legend->item(i)))
            QCOMPARE(item->shownText(), item->fullName());
    }
    resize(300, 320);
    QCOMPARE(elided(), narrow);
}

void tst_Charts::fitsTheNarrowDock()
{
    // A 1024 × 700 window gives the chart dock about 300 × 300: every chart fits in it.
    for (int k = 0; k < kChartKindCount; ++k) {
        std::unique_ptr<ChartView> chart = makeChart(ChartKind(k));
        QVERIFY(chart->minimumSizeHint().width() <= 280);
        QVERIFY(chart->minimumWidth() <= 280);
        QVERIFY(chart->plot()->minimumWidth() <= 260);
        QVERIFY(chart->plot()->minimumHeight() <= 180);
    }
}

void tst_Charts::shortTicksAreShortenedOnce()
{
    // A narrow chart writes "$300k" for "$300,000"; a label already short ("8.39M", "1T" from formatSi)
    // must stay as it is, not become "8.39MM" or "1,000GT".
    Fixture f;
    TableModel model(&f.project, Table::Workloads);
    QVERIFY(model.setData(model.index(0, int(WorkloadField::BatchSchedule)), u"linear:32768-3145728@12B"_qs));
    static const QRegularExpression doubled(QStringLiteral("[kMGTP][kMGTP]"));
    for (int k = 0; k < kChartKindCount; ++k) {
        LoneChart chart(ChartKind(k), f, QSize(300, 320));
        for (QCPAxis *axis : chart.plot()->axisRect()->axes()) {
            for (const QString &label : axis->tickVectorLabels())
                QVERIFY2(
                    !doubled.match(label).hasMatch(), qPrintable(QStringLiteral("chart %1: %2").arg(k).arg(label)));
        }
    }
}

void tst_Charts::limitLabelIsNotOnTheOtherLimitsLine()
{
    // The fine-tune's costs stay under the budget, which is named at the top right, "Budget $250,000 ↑": in the
    // report it lay across the 720 h deadline line and read as that line's label.
    Fixture f;
    LoneChart chart(ChartKind::TimeCost, f, QSize(700, 500), 1);
    const QCustomPlot *plot = chart.plot();
    double deadlineX = std::nan("");
    for (int i = 0; i < plot->itemCount(); ++i) {
        const auto *line = qobject_cast<const QCPItemStraightLine *>(plot->item(i));
        if (line && line->point1->coords().x() == line->point2->coords().x())
            deadlineX = plot->xAxis->coordToPixel(line->point1->coords().x());
    }
    QVERIFY(std::isfinite(deadlineX));
    int budgets = 0;
    for (const QCPItemText *text : visibleTexts(plot)) {
        if (!text->text().startsWith(u"Budget"))
            continue;
        ++budgets;
        const QRectF box = textBox(text);
        QVERIFY2(!(box.left() < deadlineX && deadlineX < box.right()), qPrintable(describe(text)));
    }
    QCOMPARE(budgets, 1);
}

void tst_Charts::logTimeAxisLabelsEveryOtherDecade_data()
{
    addSizesAndLanguages();
}

void tst_Charts::logTimeAxisLabelsEveryOtherDecade()
{
    // The time-vs-cost chart's wall time spans six decades (the sample's 3 h to 3M h). A narrow chart gave it the
    // ticks a linear axis of long labels gets and so labelled only 1,000 and 1M; decades are short to write.
    QFETCH(QSize, size);
    QFETCH(QString, language);
    QVERIFY(languages::install(language));
    Fixture f;
    LoneChart chart(ChartKind::TimeCost, f, size);
    const QCPAxis *time = chart.plot()->xAxis;
    QCOMPARE(time->scaleType(), QCPAxis::stLogarithmic);
    const QVector<double> ticks = time->tickVector();
    QVERIFY2(ticks.size() >= 3, qPrintable(time->tickVectorLabels().join(u", ")));
    for (qsizetype i = 1; i < ticks.size(); ++i)
        QVERIFY2(ticks[i] / ticks[i - 1] <= 100 * (1 + 1e-9), qPrintable(time->tickVectorLabels().join(u", ")));
}

void tst_Charts::extraAxisIsNotKeptAcrossRebuilds()
{
    // The schedule chart's throughput has an axis of its own; redrawing (every edit does) must not pile
    // up old, stale axes beside it.
    Fixture f;
    TableModel model(&f.project, Table::Workloads);
    QVERIFY(model.setData(model.index(0, int(WorkloadField::BatchSchedule)), u"linear:32768-3145728@12B"_qs));
    auto *chart = f.show<ScheduleChart>(ChartKind::Schedule);
    QVERIFY(chart && chart->throughputGraph());
    for (int i = 0; i < 3; ++i) {
        ProjectAssumptions a = f.project.assumptions();
        a.priceMultiplier *= 0.9;
        f.project.undoStack()->push(new SetAssumptionsCommand(&f.project, a));
        f.window.chartDock()->updateNow();
    }
    QCOMPARE(chart->plot()->axisRect()->axes(QCPAxis::atRight).size(), 2);
}

void tst_Charts::reusedChartDrawsAsAFreshOne()
{
    // A report draws every workload's charts with one view per kind, never shown, at one size. Each draw
    // makes new tickers at QCustomPlot's defaults, which the chart adapts to its size: a chart drawn
    // after another must adapt them again and come out as it would alone, not with the defaults.
    Fixture f;
    const QSize size(760, 430);
    const auto draw = [&](ChartView *view, int workloadRow) {
        std::vector<TimeCostPoint> points = f.points(workloadRow);
        ChartInput input;
        input.project = &f.project;
        input.results = f.window.resultModel();
        input.workloadRow = workloadRow;
        input.points = &points;
        view->setAttribute(Qt::WA_DontShowOnScreen);
        view->plot()->resize(size);
        view->plot()->setViewport(QRect(QPoint(0, 0), size));
        view->rebuild(input, ChartView::Replot::ByCaller);
        QPicture picture;
        QCPPainter painter(&picture);
        view->plot()->toPainter(&painter, size.width(), size.height());
        return QList<QList<QString>> { view->plot()->xAxis->tickVectorLabels(),
            view->plot()->yAxis->tickVectorLabels() };
    };
    for (int row = 1; row < f.project.workloadCount(); ++row) {
        if (f.project.workload(row).scenario.mode != Mode::Train)
            continue;
        std::unique_ptr<ChartView> reused = makeChart(ChartKind::TimeCost);
        draw(reused.get(), 0);
        std::unique_ptr<ChartView> fresh = makeChart(ChartKind::TimeCost);
        QCOMPARE(draw(reused.get(), row), draw(fresh.get(), row));
    }
}

QTEST_MAIN(tst_Charts)
#include "tst_charts.moc"
