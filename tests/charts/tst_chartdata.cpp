// What the charts show, computed in core: the Pareto frontier of time against cost, the
// recommendations for a deadline and a budget, scaling and batch series, and rooflines.
#include "core/catalog/catalog.h"
#include "core/charts/series.h"
#include "core/charts/timecost.h"
#include "core/document/sampleproject.h"

#include <QTest>

using namespace flopsheet;

namespace {

TimeCostPoint point(double hours, double cost, bool fits = true)
{
    TimeCostPoint p;
    p.hardwareRow = 0;
    p.wallHours = p.estimate.wallHours = hours;
    p.costUsd = p.estimate.costUsd = cost;
    p.fits = p.estimate.fits = fits;
    return p;
}

} // namespace

class tst_ChartData : public QObject
{
    Q_OBJECT
private slots:
    void paretoFrontier_data();
    void paretoFrontier();
    void recommendations();
    void rooflineRidgeAndRoofs();
    void samplePlanPointsAndScaling();
    void batchSeriesMarksTheLargestFit();
    void servingSitsBelowItsRoof();
};

void tst_ChartData::paretoFrontier_data()
{
    QTest::addColumn<QList<double>>("hours");
    QTest::addColumn<QList<double>>("costs");
    QTest::addColumn<QList<bool>>("fits");
    QTest::addColumn<QList<int>>("expected");
    // (10 h, $100) and (5 h, $200) trade off; (12 h, $150) is dominated by (10 h, $100).
    QTest::newRow("trade-off") << QList<double>{10, 5, 12} << QList<double>{100, 200, 150}
                               << QList<bool>{true, true, true} << QList<int>{1, 0};
    // A faster but non-fitting point is never on the frontier.
    QTest::newRow("unfit ignored") << QList<double>{10, 1} << QList<double>{100, 10} << QList<bool>{true, false}
                                   << QList<int>{0};
    // Equal time: only the cheaper one; equal cost: only the faster one.
    QTest::newRow("ties") << QList<double>{4, 4, 8} << QList<double>{90, 80, 80} << QList<bool>{true, true, true}
                          << QList<int>{1};
    QTest::newRow("chain") << QList<double>{1, 2, 3, 4} << QList<double>{40, 30, 20, 10}
                           << QList<bool>{true, true, true, true} << QList<int>{0, 1, 2, 3};
}

void tst_ChartData::paretoFrontier()
{
    QFETCH(QList<double>, hours);
    QFETCH(QList<double>, costs);
    QFETCH(QList<bool>, fits);
    QFETCH(QList<int>, expected);
    std::vector<TimeCostPoint> points;
    for (int i = 0; i < hours.size(); ++i)
        points.push_back(point(hours[i], costs[i], fits[i]));
    const std::vector<int> frontier = flopsheet::paretoFrontier(points);
    QCOMPARE(QList<int>(frontier.begin(), frontier.end()), expected);
}

void tst_ChartData::recommendations()
{
    // Without limits the chart rings the cheapest and the fastest plannable point.
    std::vector<TimeCostPoint> points{point(10, 100), point(5, 200), point(2, 400), point(1, 50, false)};
    QCOMPARE(cheapestPoint(points), 0); // $100; the unfit $50 point never counts
    QCOMPARE(fastestPoint(points), 2);  // 2 h; the unfit 1 h point never counts
    // Ties: of two $100 plans the faster (4 h), of two 2 h plans the cheaper ($300).
    points.push_back(point(4, 100));
    points.push_back(point(2, 300));
    QCOMPARE(cheapestPoint(points), 4);
    QCOMPARE(fastestPoint(points), 5);
    // A deadline or budget is the planner's to answer: the chart takes the point timeCostPoints marked
    // and never picks another from the grid (it used to: 1,024 × H100 where the planner said 42).
    QCOMPARE(cheapestWithinDeadline(points), -1);
    QCOMPARE(fastestWithinBudget(points), -1);
    points[1].plannedForDeadline = true;
    points[2].plannedForBudget = true; // not the fastest point (5 is as fast and cheaper): the planner's word stands
    QCOMPARE(cheapestWithinDeadline(points), 1);
    QCOMPARE(fastestWithinBudget(points), 2);
    QCOMPARE(cheapestPoint({}), -1);
    QCOMPARE(fastestPoint({}), -1);
}

void tst_ChartData::rooflineRidgeAndRoofs()
{
    // A100 40GB: 312 TFLOPS BF16 over 1,555 GB/s puts the ridge at 200.6 FLOPs/byte (docs/FORMULAS.md I3
    // quotes ~208 for 1.5 TB/s).
    const Roofline r = rooflineOf(*Catalog::builtIn().gpu(u"a100-40gb-sxm"), Precision::BF16);
    QVERIFY(qAbs(r.ridgeIntensity() - 312e12 / 1555e9) < 1e-6);
    QVERIFY(qAbs(r.attainable(10) - 15.55e12) < 1e3);  // memory-bound: 10 × 1,555 GB/s
    QCOMPARE(r.attainable(1000), 312e12);               // compute roof
}

void tst_ChartData::samplePlanPointsAndScaling()
{
    const SampleProject sample = sampleProject(Catalog::builtIn());
    const std::vector<TimeCostPoint> points = timeCostPoints(sample.workloads[0], sample.hardware, ProjectAssumptions());
    QCOMPARE(points.size(), size_t(5 * 11)); // 5 GPU types × 1..1024
    const std::vector<int> frontier = flopsheet::paretoFrontier(points);
    QVERIFY(!frontier.empty());
    // Along the frontier time rises and cost falls.
    for (size_t i = 1; i < frontier.size(); ++i) {
        QVERIFY(points[size_t(frontier[i])].wallHours >= points[size_t(frontier[i - 1])].wallHours);
        QVERIFY(points[size_t(frontier[i])].costUsd < points[size_t(frontier[i - 1])].costUsd);
    }
    // H100 (row 3): the ideal line is anchored at the first count that fits and halves per doubling.
    const std::vector<ScalingPoint> h100 = scalingSeries(points, 3);
    QCOMPARE(h100.size(), size_t(11));
    int anchor = -1;
    for (int i = 0; i < int(h100.size()); ++i) {
        if (h100[size_t(i)].fits) {
            anchor = i;
            break;
        }
    }
    QVERIFY(anchor >= 0);
    QVERIFY(qAbs(h100[size_t(anchor)].idealWallHours / h100[size_t(anchor)].wallHours - 1) < 1e-12);
    QVERIFY(qAbs(h100[10].idealWallHours * 1024 / (h100[size_t(anchor)].wallHours * h100[size_t(anchor)].gpuCount) - 1) < 1e-12);
    for (const ScalingPoint &s : h100) {
        if (s.fits)
            QVERIFY(s.wallHours >= s.idealWallHours * (1 - 1e-9)); // never better than linear
    }
}

void tst_ChartData::batchSeriesMarksTheLargestFit()
{
    const SampleProject sample = sampleProject(Catalog::builtIn());
    const BatchSeries series = batchSeries(sample.workloads[2], sample.hardware[2], ProjectAssumptions()); // ResNet-50, A100
    QVERIFY(series.largestFittingBatch > 1);
    for (const BatchPoint &p : series.points) {
        QCOMPARE(p.fits, p.batch <= series.largestFittingBatch);
        QCOMPARE(p.memoryPerGpuGiB <= series.capacityGiB, p.fits);
    }
    for (size_t i = 1; i < series.points.size(); ++i)
        QVERIFY(series.points[i].memoryPerGpuGiB > series.points[i - 1].memoryPerGpuGiB);
}

void tst_ChartData::servingSitsBelowItsRoof()
{
    const SampleProject sample = sampleProject(Catalog::builtIn());
    const WorkloadEntry &serve = sample.workloads[3]; // Llama 3 8B, 1000 in / 500 out
    const HardwareEntry &h100 = sample.hardware[3];
    const ServingRoofline s = servingRoofline(serve, h100, ProjectAssumptions());
    const Roofline roof = rooflineOf(h100.gpu, serve.scenario.precision);
    QVERIFY(isKnown(s.prefill.intensity) && isKnown(s.decode.intensity));
    // Prefill does far more work per byte than decode, and neither beats the roof.
    QVERIFY(s.prefill.intensity > 10 * s.decode.intensity);
    QVERIFY(s.prefill.achievedFlops <= roof.attainable(s.prefill.intensity) * 1.0001);
    QVERIFY(s.decode.achievedFlops <= roof.attainable(s.decode.intensity) * 1.0001);
}

QTEST_GUILESS_MAIN(tst_ChartData)
#include "tst_chartdata.moc"
