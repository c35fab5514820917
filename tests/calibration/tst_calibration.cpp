// Calibration from a measured run (issue 7): the fit on hand-made estimates, the end-to-end case of a
// run at half the modelled speed, which calibration applies to which result, and the undoable commands.
#include "../core/testutil.h"

#include "core/catalog/catalog.h"
#include "core/document/calibrations.h"
#include "core/document/edits.h"
#include "core/document/project.h"
#include "core/estimate/calibration.h"
#include "core/estimate/estimator.h"
#include "core/report/calibrationtext.h"

#include <QSignalSpy>
#include <QTest>

using namespace flopsheet;

namespace {

// A training step as training.cpp lays it out: step = (compute + memory)(1 + bubble) + communication.
Estimate trainingStep(double compute, double memory, double communication, double step, double samplesPerS = 100)
{
    Estimate e;
    e.computeSeconds = compute;
    e.memorySeconds = memory;
    e.communicationSeconds = communication;
    e.stepSeconds = step;
    e.samplesPerS = samplesPerS;
    e.tokensPerS = kUnknown;
    e.achievedTflopsPerGpu = 300;
    e.peakFlopsUsed = 1000e12;
    e.computeEfficiency = 0.45;
    e.wallHours = 100;
    e.gpuHours = 800;
    e.costUsd = 2000;
    e.dataParallel = 8;
    return e;
}

Calibration measuredSamples(double samplesPerS)
{
    Calibration c;
    c.workloadName = QStringLiteral("Test net");
    c.gpuId = QStringLiteral("test-gpu");
    c.gpuName = QStringLiteral("Test GPU");
    c.quantity = MeasuredQuantity::SamplesPerS;
    c.value = samplesPerS;
    c.batchPerGpu = 32;
    return c;
}

// A chip with round figures: 100 TFLOPS dense BF16, 2 TB/s, 80 GB.
Gpu testGpu(const QString &id, double bf16Tflops)
{
    Gpu g;
    g.id = id;
    g.name = id;
    g.generation = GpuGeneration::Hopper;
    g.memoryGiB = 80;
    g.memoryBandwidthGBps = 2000;
    g.peakTflops[int(Precision::BF16)] = bf16Tflops;
    g.peakTflops[int(Precision::FP32)] = bf16Tflops / 10;
    g.tdpW = 500;
    g.pricePerHourUsd = 2;
    return g;
}

// 1e8 parameters, 2e8 forward FLOPs per sample: 6e8 training FLOPs per sample (3 × forward, Kaplan et
// al. 2020 §2.1), one million samples, batch 32, MFU fixed at 0.5 so the arithmetic is by hand.
// A step of testWorkload also launches its kernels: 3 (forward, two backward) × 12 layers (the depth assumed for
// a model of unknown kind, defaults.h) × 3 kernels × 3 µs (I7) = 3.24e-4 s, whatever the batch.
constexpr double kLaunchS = 3 * 12 * 3 * 3e-6;
// Its modelled step on a 100 TFLOPS GPU at 50 %, batch 32: 6e8 × 32 / (1e14 × 0.5) = 3.84e-4 s of matrix work
// plus the launches, 7.08e-4 s: 45,198 samples/s.
constexpr double kStepS = 3.84e-4 + kLaunchS;
constexpr double kModelledSamplesPerS = 32 / kStepS;

WorkloadEntry testWorkload()
{
    WorkloadEntry w;
    w.workload.name = QStringLiteral("Test net");
    w.workload.family = WorkloadFamily::Generic;
    w.workload.params = 1e8;
    w.workload.forwardFlopsPerSample = 2e8;
    w.scenario.mode = Mode::Train;
    w.scenario.precision = Precision::BF16;
    w.scenario.amount = AmountKind::Samples;
    w.scenario.samples = 1e6;
    w.scenario.epochs = 1;
    w.scenario.batchPerGpu = 32;
    w.scenario.mfu = 0.5;
    return w;
}

} // namespace

class tst_Calibration : public QObject {
    Q_OBJECT
private slots:
    void computeDominated();
    void memoryDominated();
    void communicationDominated();
    void pipelineBubbleFollowsCompute();
    void fasterThanThePartsAllowScalesEverything();
    void measuredQuantities();
    void refusals();
    void servingRoofline();
    void halfTheModelledSpeed();
    void stepTimeWithoutSampleCount();
    void convNetMovesOnlyItsComputePart();
    void whichCalibrationApplies();
    void commandsUndo();
    void reportLines();
};

void tst_Calibration::computeDominated()
{
    // Modelled step 10 s = compute 6 + memory 3 + communication 1 (no bubble). Measured at 1/1.5 of the
    // modelled throughput: 15 s. The 5 s gap goes to compute: (15 - 1) - 3 = 11 s, factor 11/6.
    const Estimate theory = trainingStep(6, 3, 1, 10);
    const CalibrationFit fit = fitCalibration(measuredSamples(100 / 1.5), theory, Mode::Train);
    QVERIFY2(fit.ok(), qPrintable(fit.error));
    FS_COMPARE_REL(fit.timeRatio, 1.5, 1e-12);
    QCOMPARE(fit.factors.part, GapPart::Compute);
    FS_COMPARE_REL(fit.factors.compute, 11.0 / 6.0, 1e-12);
    QCOMPARE(fit.factors.memory, 1.0);
    QCOMPARE(fit.factors.communication, 1.0);
    // Achieved: 300 TFLOP/s modelled at 1.5x the time = 200; of a 1,000 TFLOPS peak, 20 % (model 30 %).
    FS_COMPARE_REL(fit.achievedTflopsPerGpu, 200, 1e-12);
    FS_COMPARE_REL(fit.achievedEfficiency, 0.2, 1e-12);
    FS_COMPARE_REL(fit.predictedEfficiency, 0.3, 1e-12);
    FS_COMPARE_REL(fit.calibratedComputeEfficiency, 0.45 * 6.0 / 11.0, 1e-12);
    FS_COMPARE_REL(fit.measuredSamplesPerS, 100 / 1.5, 1e-12);

    // The same run, fitted, reproduces the measurement.
    FS_COMPARE_REL(calibratedSeconds(theory, Mode::Train, fit.factors), 15, 1e-12);
    // Another configuration of compute 2, memory 4, communication 0.5: 2 × 11/6 + 4 + 0.5 = 8.1667 s of 6.5.
    const Estimate other = trainingStep(2, 4, 0.5, 6.5);
    const CalibratedFigures f = applyCalibration(other, Mode::Train, fit.factors);
    QVERIFY(f.ok());
    FS_COMPARE_REL(f.timeRatio, (2 * 11.0 / 6.0 + 4 + 0.5) / 6.5, 1e-12);
    FS_COMPARE_REL(f.wallHours, 100 * (2 * 11.0 / 6.0 + 4.5) / 6.5, 1e-12);
    FS_COMPARE_REL(f.costUsd, 2000 * (2 * 11.0 / 6.0 + 4.5) / 6.5, 1e-12);
    FS_COMPARE_REL(f.samplesPerS, 100 / ((2 * 11.0 / 6.0 + 4.5) / 6.5), 1e-12);
}

void tst_Calibration::memoryDominated()
{
    // 8 s = compute 2 + memory 6; measured 10 s: memory becomes 8 s, factor 4/3.
    const CalibrationFit fit = fitCalibration(measuredSamples(100 / 1.25), trainingStep(2, 6, 0, 8), Mode::Train);
    QCOMPARE(fit.factors.part, GapPart::Memory);
    FS_COMPARE_REL(fit.factors.memory, 4.0 / 3.0, 1e-12);
    QCOMPARE(fit.factors.compute, 1.0);
    // A compute-only configuration is untouched by a memory factor.
    FS_COMPARE_REL(applyCalibration(trainingStep(5, 0, 0, 5), Mode::Train, fit.factors).timeRatio, 1.0, 1e-12);
}

void tst_Calibration::communicationDominated()
{
    // 8 s = compute 2 + exposed communication 6; measured 12 s: communication becomes 10 s, factor 5/3.
    const CalibrationFit fit = fitCalibration(measuredSamples(100 / 1.5), trainingStep(2, 0, 6, 8), Mode::Train);
    QCOMPARE(fit.factors.part, GapPart::Communication);
    FS_COMPARE_REL(fit.factors.communication, 5.0 / 3.0, 1e-12);
}

void tst_Calibration::pipelineBubbleFollowsCompute()
{
    // 9 s = compute 4 × (1 + bubble 1) + communication 1. Twice as slow: 18 = 4k × 2 + 1, k = 2.125.
    const Estimate theory = trainingStep(4, 0, 1, 9);
    const CalibrationFit fit = fitCalibration(measuredSamples(50), theory, Mode::Train);
    QCOMPARE(fit.factors.part, GapPart::Compute);
    FS_COMPARE_REL(fit.factors.compute, 2.125, 1e-12);
    FS_COMPARE_REL(applyCalibration(theory, Mode::Train, fit.factors).timeRatio, 2.0, 1e-12);
}

void tst_Calibration::fasterThanThePartsAllowScalesEverything()
{
    // Measured in 2 s where memory and communication alone take 4: no compute time can explain it, so
    // every part scales by 0.2.
    const CalibrationFit fit = fitCalibration(measuredSamples(500), trainingStep(6, 3, 1, 10), Mode::Train);
    QCOMPARE(fit.factors.part, GapPart::Whole);
    for (double k : { fit.factors.compute, fit.factors.memory, fit.factors.communication, fit.factors.other })
        FS_COMPARE_REL(k, 0.2, 1e-12);
    FS_COMPARE_REL(applyCalibration(trainingStep(1, 5, 2, 8), Mode::Train, fit.factors).timeRatio, 0.2, 1e-12);
}

void tst_Calibration::measuredQuantities()
{
    Estimate theory = trainingStep(10, 0, 0, 10, 32);
    theory.tokensPerS = 4000;
    // Tokens per second: modelled 4,000, measured 2,000 → twice the time.
    Calibration tokens = measuredSamples(2000);
    tokens.quantity = MeasuredQuantity::TokensPerS;
    FS_COMPARE_REL(fitCalibration(tokens, theory, Mode::Train).timeRatio, 2.0, 1e-12);
    // A step of 64 samples at a modelled 32 samples/s takes 2 s; measured 3 s → 1.5.
    Calibration step = measuredSamples(3);
    step.quantity = MeasuredQuantity::StepSeconds;
    step.samplesPerStep = 64;
    FS_COMPARE_REL(fitCalibration(step, theory, Mode::Train).timeRatio, 1.5, 1e-12);
    // Without a sample count: batch 32 × 8 data-parallel ranks = 256 samples, modelled 8 s; measured 3 s.
    step.samplesPerStep = kUnknown;
    FS_COMPARE_REL(fitCalibration(step, theory, Mode::Train).timeRatio, 3.0 / 8.0, 1e-12);
}

void tst_Calibration::refusals()
{
    const Estimate theory = trainingStep(6, 3, 1, 10);
    Calibration c = measuredSamples(0);
    QVERIFY(fitCalibration(c, theory, Mode::Train).error.contains(QStringLiteral("positive")));
    c = measuredSamples(50);
    c.gpuCount = 0;
    QVERIFY(fitCalibration(c, theory, Mode::Train).error.contains(QStringLiteral("GPU count")));
    c = measuredSamples(50);
    c.quantity = MeasuredQuantity::TokensPerS; // the modelled run has no tokens
    QVERIFY(fitCalibration(c, theory, Mode::Train).error.contains(QStringLiteral("no tokens")));
    Estimate failed;
    failed.error = EstimateError::PrecisionUnsupported;
    QVERIFY(!fitCalibration(measuredSamples(50), failed, Mode::Train).ok());
    QVERIFY(!applyCalibration(failed, Mode::Train, CalibrationFactors {}).ok());
}

void tst_Calibration::servingRoofline()
{
    // Serving: batch time = max(compute 10 ms, memory 4 ms) + 2 ms fixed. Measured 1.5x: 18 ms, so
    // compute becomes 16 ms (factor 1.6).
    Estimate theory;
    theory.computeSeconds = 0.010;
    theory.memorySeconds = 0.004;
    theory.latencyMs = 12;
    theory.samplesPerS = 1000;
    theory.achievedTflopsPerGpu = 100;
    theory.peakFlopsUsed = 500e12;
    theory.computeEfficiency = 0.6;
    const CalibrationFit fit = fitCalibration(measuredSamples(1000 / 1.5), theory, Mode::Infer);
    QCOMPARE(fit.factors.part, GapPart::Compute);
    FS_COMPARE_REL(fit.factors.compute, 1.6, 1e-12);
    // A memory-bound batch (compute 2 ms, memory 8 ms, 1 ms fixed) stays memory-bound: 3.2 < 8, no change.
    Estimate decode;
    decode.computeSeconds = 0.002;
    decode.memorySeconds = 0.008;
    decode.latencyMs = 9;
    decode.samplesPerS = 500;
    const CalibratedFigures f = applyCalibration(decode, Mode::Infer, fit.factors);
    FS_COMPARE_REL(f.timeRatio, 1.0, 1e-12);
    FS_COMPARE_REL(f.latencyMs, 9, 1e-12);
}

void tst_Calibration::halfTheModelledSpeed()
{
    // The case. Modelled on 1 GPU of 100 TFLOPS at 50 %: a step of 32 samples is kStepS = 7.08e-4 s,
    // so 45,198 samples/s. Measured: half of that.
    const WorkloadEntry w = testWorkload();
    const Gpu measuredOn = testGpu(QStringLiteral("test-gpu"), 100);
    Calibration c = measuredSamples(kModelledSamplesPerS / 2);
    c.gpuCount = 1;
    c.precision = Precision::BF16;
    const CalibrationFit fit = fitCalibration(c, w.workload, measuredOn, w.scenario);
    QVERIFY2(fit.ok(), qPrintable(fit.error));
    FS_COMPARE_REL(fit.predictedSamplesPerS, kModelledSamplesPerS, 1e-9);
    QCOMPARE(fit.factors.part, GapPart::Compute);
    FS_COMPARE_REL(fit.factors.compute, 2.0, 1e-6);
    // Efficiency half of the assumed 0.5, both as achieved / peak and as the calibrated matrix efficiency.
    // The calibrated matrix efficiency is half the assumed 0.5; achieved / peak is lower, the launches counted:
    // 6e8 FLOPs × 22,599 samples/s = 13.56 TFLOP/s of 100.
    FS_COMPARE_REL(fit.calibratedComputeEfficiency, 0.25, 1e-6);
    FS_COMPARE_REL(fit.achievedTflopsPerGpu, 6e8 * kModelledSamplesPerS / 2 / 1e12, 1e-6);
    FS_COMPARE_REL(fit.achievedEfficiency, 6e8 * kModelledSamplesPerS / 2 / 1e14, 1e-6);

    // Another GPU, three times faster: modelled 6e8 × 32 / (3e14 × 0.5) = 1.28e-4 s + the same launches,
    // 4.52e-4 s: 70,796 samples/s; calibrated, its compute part (launches with it) takes twice as long:
    // 35,398 samples/s and 1e6 / 35,398 s = 7.847e-3 h.
    const Gpu other = testGpu(QStringLiteral("fast-gpu"), 300);
    Scenario sc = w.scenario;
    sc.gpuCount = 1;
    const Estimate target = estimate(w.workload, other, sc);
    QVERIFY(target.ok());
    const double fastStep = 1.28e-4 + kLaunchS;
    FS_COMPARE_REL(target.samplesPerS, 32 / fastStep, 1e-9);
    const CalibratedFigures f = applyCalibration(target, Mode::Train, fit.factors);
    const double calibrated = 32 / (2 * fastStep);
    FS_COMPARE_REL(f.samplesPerS, calibrated, 1e-6);
    FS_COMPARE_REL(f.wallHours, 1e6 / calibrated / 3600, 1e-6);
    FS_COMPARE_REL(f.gpuHours, 1e6 / calibrated / 3600, 1e-6);
    // Cost follows: GPU-hours × $2.
    FS_COMPARE_REL(f.costUsd, 2 * 1e6 / calibrated / 3600, 1e-6);
}

void tst_Calibration::stepTimeWithoutSampleCount()
{
    // One GPU, batch 32: a step is 32 samples, modelled kStepS = 7.08e-4 s. Measured twice that.
    const WorkloadEntry w = testWorkload();
    Calibration c = measuredSamples(2 * kStepS);
    c.quantity = MeasuredQuantity::StepSeconds;
    c.gpuCount = 1;
    const CalibrationFit fit = fitCalibration(c, w.workload, testGpu(QStringLiteral("test-gpu"), 100), w.scenario);
    QVERIFY2(fit.ok(), qPrintable(fit.error));
    FS_COMPARE_REL(fit.timeRatio, 2.0, 1e-9);
    // Stated explicitly as 32 × 4 = 128 samples per step (gradient accumulation 4): modelled 4 × kStepS.
    c.samplesPerStep = 128;
    c.value = 4 * kStepS * 1.5;
    FS_COMPARE_REL(
        fitCalibration(c, w.workload, testGpu(QStringLiteral("test-gpu"), 100), w.scenario).timeRatio, 1.5, 1e-9);
}

void tst_Calibration::convNetMovesOnlyItsComputePart()
{
    // A conv net has a memory part (activation traffic). A compute factor of 2 doubles only its compute
    // seconds (its kernel launches with them): calibrated step = 2 × (compute + launches) + memory (no bubble or
    // communication on one GPU).
    const Workload *resnet = nullptr;
    for (const Workload &w : Catalog::builtIn().workloads()) {
        if (w.id == QLatin1String("resnet-50"))
            resnet = &w;
    }
    QVERIFY(resnet);
    Scenario sc;
    sc.mode = Mode::Train;
    sc.precision = Precision::BF16;
    sc.amount = AmountKind::Samples;
    const Estimate e = estimate(*resnet, *Catalog::builtIn().gpu(u"a100-80gb-sxm"), sc);
    QVERIFY(e.ok());
    QVERIFY(e.memorySeconds > 0 && e.computeSeconds > 0);
    CalibrationFactors k;
    k.compute = 2;
    k.part = GapPart::Compute;
    FS_COMPARE_REL(applyCalibration(e, Mode::Train, k).timeRatio,
        (2 * (e.computeSeconds + e.launchSeconds) + e.memorySeconds) / e.stepSeconds, 1e-12);
}

void tst_Calibration::whichCalibrationApplies()
{
    const WorkloadEntry w = testWorkload();
    HardwareEntry a { testGpu(QStringLiteral("gpu-a"), 100), 8, true };
    HardwareEntry b { testGpu(QStringLiteral("gpu-b"), 100), 8, true };
    auto on = [](const QString &gpu, Precision p) {
        Calibration c = measuredSamples(100);
        c.gpuId = gpu;
        c.precision = p;
        return c;
    };
    CalibrationFit ok;
    CalibrationFit failed;
    failed.error = QStringLiteral("no such GPU");
    const QList<Calibration> list
        = { on(QStringLiteral("gpu-a"), Precision::BF16), on(QStringLiteral("gpu-x"), Precision::BF16),
              on(QStringLiteral("gpu-y"), Precision::BF16), on(QStringLiteral("gpu-b"), Precision::FP32) };
    const QList<CalibrationFit> fits = { ok, ok, ok, ok };
    // On gpu-a its own measurement wins over later ones elsewhere.
    QCOMPARE(applicableCalibration(list, fits, w, a, Precision::BF16), 0);
    // On gpu-b (measured only in FP32) the last BF16 measurement elsewhere applies.
    QCOMPARE(applicableCalibration(list, fits, w, b, Precision::BF16), 2);
    QCOMPARE(applicableCalibration(list, fits, w, b, Precision::FP32), 3);
    // FP16 shares the 16-bit matrix rate with BF16; TF32 does not share FP32's.
    QCOMPARE(applicableCalibration(list, fits, w, a, Precision::FP16), 0);
    QCOMPARE(applicableCalibration(list, fits, w, b, Precision::TF32), -1);
    // A fit that failed never applies; neither does another workload's measurement.
    QCOMPARE(applicableCalibration(list, { ok, ok, failed, ok }, w, b, Precision::BF16), 1);
    WorkloadEntry renamed = w;
    renamed.workload.name = QStringLiteral("Other net");
    QCOMPARE(applicableCalibration(list, fits, renamed, a, Precision::BF16), -1);
}

void tst_Calibration::commandsUndo()
{
    Project project;
    project.reset({ testWorkload() }, { HardwareEntry { testGpu(QStringLiteral("test-gpu"), 100), 1, true } });
    // Measured runs are a table like the others (Table::Calibrations): the generic edits add, replace and
    // remove them, and whoever fits them hears of every change.
    CalibrationFits fits(&project);
    QSignalSpy changed(&fits, &CalibrationFits::calibrationsChanged);
    Calibration first = measuredSamples(40000);
    QCOMPARE(edits::insertRows(project, 0, QList<Calibration> { first }).row, 0);
    QCOMPARE(project.calibrations().size(), 1);
    QVERIFY(project.undoStack()->undoText().contains(QStringLiteral("measured run")));
    Calibration edited = first;
    edited.value = 30000;
    QVERIFY(edits::replaceRow(project, 0, edited, QStringLiteral("Edit")).ok());
    QCOMPARE(project.calibrations().at(0).value, 30000.0);
    // A value the Value cell refuses is refused in a whole row too: nothing changes.
    Calibration negative = edited;
    negative.value = -1;
    QVERIFY(!edits::replaceRow(project, 0, negative, QStringLiteral("Edit")).ok());
    QCOMPARE(project.calibrations().at(0).value, 30000.0);
    QVERIFY(edits::removeRows(project, Table::Calibrations, { 0 }));
    QVERIFY(project.calibrations().isEmpty());
    QCOMPARE(changed.size(), 3);
    project.undoStack()->undo();
    QCOMPARE(project.calibrations().at(0), edited);
    project.undoStack()->undo();
    QCOMPARE(project.calibrations().at(0), first);
    project.undoStack()->undo();
    QVERIFY(project.calibrations().isEmpty());
    QVERIFY(!project.isModified());
    QCOMPARE(changed.size(), 6);
    // Fitted in the plan: the workload row by name, the GPU from the hardware table.
    const CalibrationFit fit = fitInPlan(first, project.workloads(), project.hardwareRows(), project.assumptions());
    QVERIFY2(fit.ok(), qPrintable(fit.error));
    Calibration elsewhere = first;
    elsewhere.workloadName = QStringLiteral("Gone");
    QVERIFY(fitInPlan(elsewhere, project.workloads(), project.hardwareRows(), project.assumptions())
                .error.contains(QStringLiteral("Gone")));
    elsewhere = first;
    elsewhere.gpuId = QStringLiteral("no-such-gpu");
    QVERIFY(!fitInPlan(elsewhere, project.workloads(), project.hardwareRows(), project.assumptions()).ok());
    // A GPU of the built-in catalog counts even when the plan has no row for it.
    elsewhere.gpuId = QStringLiteral("h100-sxm");
    QVERIFY(fitInPlan(elsewhere, project.workloads(), project.hardwareRows(), project.assumptions()).ok());
}

void tst_Calibration::reportLines()
{
    // The half-speed run of halfTheModelledSpeed, as a report lists it: the summary, then its diagnoses.
    Project project;
    project.reset({ testWorkload() }, { HardwareEntry { testGpu(QStringLiteral("test-gpu"), 100), 1, true } });
    Calibration c = measuredSamples(kModelledSamplesPerS / 2);
    c.gpuName = QStringLiteral("test-gpu");
    c.note = QStringLiteral("steps.csv");
    edits::insertRows(project, 0, QList<Calibration> { c });
    const QStringList lines = calibrationReportLines(project);
    QVERIFY(lines.size() >= 2);
    QVERIFY2(lines[0].startsWith(QStringLiteral("Test net on 1 × test-gpu, bf16, batch 32: measured ")),
        qPrintable(lines[0]));
    QVERIFY2(lines[0].contains(QStringLiteral("(2× the modelled time)")), qPrintable(lines[0]));
    QVERIFY2(lines[0].contains(QStringLiteral("gap put on compute × 2")), qPrintable(lines[0]));
    QVERIFY(lines[0].endsWith(QStringLiteral(" (steps.csv)")));
    for (int i = 1; i < lines.size(); ++i)
        QVERIFY(lines[i].startsWith(QStringLiteral("  – ")));
    // At 2.5 times the modelled time the run is slower than the band of published runs allows, and with
    // the generic family's usual batch of 32 the input pipeline is suspected.
    c.value = kModelledSamplesPerS / 2.5;
    QVERIFY(edits::replaceRow(project, 0, c, QString()).ok());
    QVERIFY(calibrationReportLines(project).join(u'\n').contains(QStringLiteral("waiting for data")));
    // A measurement that cannot be fitted says why instead.
    c.workloadName = QStringLiteral("Gone");
    QVERIFY(edits::replaceRow(project, 0, c, QString()).ok());
    QVERIFY(
        calibrationReportLines(project).first().contains(QStringLiteral("not applied — no workload named \"Gone\"")));
}

QTEST_GUILESS_MAIN(tst_Calibration)
#include "tst_calibration.moc"
