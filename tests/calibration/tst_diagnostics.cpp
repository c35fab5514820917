// Diagnostics of a measured run (issue 7): each rule on a hand-made fit, at both sides of its threshold.
#include "core/catalog/catalog.h"
#include "core/report/diagnostics.h"

#include <QTest>

using namespace flopsheet;

namespace {

struct Case {
    Calibration c;
    CalibrationFit fit;
    Gpu gpu;
    Workload workload;
    Scenario scenario;
};

// A conv net trained on one H100 at batch 256 that ran as the model says, fits with room to spare and
// spends its step computing: no rule fires.
Case ordinary()
{
    Case k;
    k.gpu = *Catalog::builtIn().gpu(u"h100-sxm"); // FP32 67, TF32 494.7, BF16 989.4 TFLOPS
    k.workload.name = QStringLiteral("Net");
    k.workload.family = WorkloadFamily::Cnn;
    k.workload.params = 25e6;
    k.workload.forwardFlopsPerSample = 8e9;
    k.scenario.mode = Mode::Train;
    k.scenario.gpusPerNode = 8;
    k.c.workloadName = k.workload.name;
    k.c.gpuId = k.gpu.id;
    k.c.gpuName = k.gpu.name;
    k.c.gpuCount = 1;
    k.c.precision = Precision::BF16;
    k.c.batchPerGpu = 256;
    k.c.value = 1000;
    k.fit.timeRatio = 1.0;
    k.fit.achievedTflopsPerGpu = 300;
    k.fit.achievedEfficiency = 0.3;
    k.fit.predictedEfficiency = 0.3;
    k.fit.factors.part = GapPart::Compute;
    Estimate &e = k.fit.theory;
    e.stepSeconds = 1.0;
    e.computeSeconds = 0.9;
    e.memorySeconds = 0.1;
    e.communicationSeconds = 0.0;
    e.fits = true;
    e.memoryPerGpuGiB = 40;
    e.memoryCapacityGiB = 80;
    e.maxBatchPerGpu = 600;
    return k;
}

QList<DiagnosisKind> kinds(const Case &k)
{
    QList<DiagnosisKind> out;
    for (const Diagnosis &d : diagnose(k.c, k.fit, k.gpu, k.workload, k.scenario)) {
        out << d.kind;
        if (d.finding.isEmpty() || d.advice.isEmpty())
            qWarning("a diagnosis without text");
    }
    return out;
}

QString adviceFor(const Case &k, DiagnosisKind kind)
{
    for (const Diagnosis &d : diagnose(k.c, k.fit, k.gpu, k.workload, k.scenario)) {
        if (d.kind == kind)
            return d.advice;
    }
    return {};
}

} // namespace

class tst_Diagnostics : public QObject {
    Q_OBJECT
private slots:
    void withinRange();
    void slowWithSmallBatch();
    void slowWithLargeBatch();
    void slowLimitIsTheValidationBand();
    void fasterThanPublishedRuns();
    void fp32OnTensorCores();
    void tf32WasOn();
    void matrixUnitsIdle();
    void memoryBound();
    void communicationBound();
    void memoryAhead();
    void failedFitSaysNothing();
};

void tst_Diagnostics::withinRange()
{
    QCOMPARE(kinds(ordinary()), QList<DiagnosisKind> { DiagnosisKind::WithinRange });
}

void tst_Diagnostics::slowWithSmallBatch()
{
    // Three times the modelled time at batch 16, a sixteenth of the conv-net default of 256 (at most a
    // quarter counts as small).
    Case k = ordinary();
    k.fit.timeRatio = 3.0;
    k.c.batchPerGpu = 16;
    QCOMPARE(kinds(k), QList<DiagnosisKind> { DiagnosisKind::SmallBatch });
    QVERIFY(adviceFor(k, DiagnosisKind::SmallBatch).contains(QStringLiteral("up to 600 fits")));
    k.c.batchPerGpu = 64; // exactly a quarter: still small
    QCOMPARE(kinds(k), QList<DiagnosisKind> { DiagnosisKind::SmallBatch });
}

void tst_Diagnostics::slowWithLargeBatch()
{
    Case k = ordinary();
    k.fit.timeRatio = 3.0;
    k.c.batchPerGpu = 65; // just over a quarter of 256
    QCOMPARE(kinds(k), QList<DiagnosisKind> { DiagnosisKind::InputPipeline });
    QVERIFY(adviceFor(k, DiagnosisKind::InputPipeline).contains(QStringLiteral("data-loader workers")));
}

void tst_Diagnostics::slowLimitIsTheValidationBand()
{
    // With a band, its pessimistic end is the limit; without, 2.0 (beyond every category's band).
    Case k = ordinary();
    k.fit.timeRatio = 1.3;
    QCOMPARE(kinds(k), QList<DiagnosisKind> { DiagnosisKind::WithinRange });
    k.fit.theory.timeRatioLow = 0.73;
    k.fit.theory.timeRatioHigh = 1.2;
    QCOMPARE(kinds(k), QList<DiagnosisKind> { DiagnosisKind::InputPipeline });
    k.fit.theory.timeRatioHigh = 1.69;
    QCOMPARE(kinds(k), QList<DiagnosisKind> { DiagnosisKind::WithinRange });
}

void tst_Diagnostics::fasterThanPublishedRuns()
{
    Case k = ordinary();
    k.fit.timeRatio = 0.55; // below 0.6
    QCOMPARE(kinds(k), QList<DiagnosisKind> { DiagnosisKind::FasterThanModel });
    k.fit.timeRatio = 0.65;
    QCOMPARE(kinds(k), QList<DiagnosisKind> { DiagnosisKind::WithinRange });
}

void tst_Diagnostics::fp32OnTensorCores()
{
    // FP32 on an H100: its 16-bit matrix peak is 989 TFLOPS against 67 in FP32.
    Case k = ordinary();
    k.c.precision = Precision::FP32;
    k.fit.achievedTflopsPerGpu = 40;
    QVERIFY(kinds(k).contains(DiagnosisKind::Fp32OnTensorCores));
    QVERIFY(adviceFor(k, DiagnosisKind::Fp32OnTensorCores).contains(QStringLiteral("allow_tf32")));
    // A chip without matrix units faster than FP32: nothing to say about precision.
    k.gpu.peakTflops[int(Precision::TF32)] = kUnknown;
    k.gpu.peakTflops[int(Precision::FP16)] = 67;
    k.gpu.peakTflops[int(Precision::BF16)] = kUnknown;
    QVERIFY(!kinds(k).contains(DiagnosisKind::Fp32OnTensorCores));
}

void tst_Diagnostics::tf32WasOn()
{
    // Recorded as FP32 yet 120 TFLOP/s per GPU, above the 67 TFLOPS FP32 peak.
    Case k = ordinary();
    k.c.precision = Precision::FP32;
    k.fit.achievedTflopsPerGpu = 120;
    QVERIFY(kinds(k).contains(DiagnosisKind::Tf32Detected));
    QVERIFY(!kinds(k).contains(DiagnosisKind::Fp32OnTensorCores));
}

void tst_Diagnostics::matrixUnitsIdle()
{
    // Recorded in BF16 but 50 TFLOP/s, below the FP32 peak of 67: the matrix units are not in use.
    Case k = ordinary();
    k.fit.achievedTflopsPerGpu = 50;
    QVERIFY(kinds(k).contains(DiagnosisKind::MatrixUnitsIdle));
    k.fit.achievedTflopsPerGpu = 70;
    QVERIFY(!kinds(k).contains(DiagnosisKind::MatrixUnitsIdle));
}

void tst_Diagnostics::memoryBound()
{
    Case k = ordinary();
    k.fit.theory.computeSeconds = 0.75;
    k.fit.theory.memorySeconds = 0.25; // a quarter of the step: reported
    QCOMPARE(kinds(k), QList<DiagnosisKind> { DiagnosisKind::MemoryBound });
    k.fit.theory.computeSeconds = 0.76;
    k.fit.theory.memorySeconds = 0.24;
    QCOMPARE(kinds(k), QList<DiagnosisKind> { DiagnosisKind::WithinRange });
    k.fit.factors.part = GapPart::Memory; // the gap went to memory: reported whatever its share
    QCOMPARE(kinds(k), QList<DiagnosisKind> { DiagnosisKind::MemoryBound });
}

void tst_Diagnostics::communicationBound()
{
    Case k = ordinary();
    k.c.gpuCount = 16;
    k.fit.theory.computeSeconds = 0.7;
    k.fit.theory.memorySeconds = 0.05;
    k.fit.theory.communicationSeconds = 0.25; // over a fifth of the step
    QCOMPARE(kinds(k), QList<DiagnosisKind> { DiagnosisKind::CommunicationBound });
    // 16 GPUs at 8 per node cross nodes: the network between them is named.
    QVERIFY(adviceFor(k, DiagnosisKind::CommunicationBound).contains(QStringLiteral("NCCL")));
    k.c.gpuCount = 8;
    QVERIFY(adviceFor(k, DiagnosisKind::CommunicationBound).contains(QStringLiteral("NVLink")));
    k.fit.theory.computeSeconds = 0.76;
    k.fit.theory.communicationSeconds = 0.19;
    QCOMPARE(kinds(k), QList<DiagnosisKind> { DiagnosisKind::WithinRange });
}

void tst_Diagnostics::memoryAhead()
{
    Case k = ordinary();
    k.fit.theory.memoryPerGpuGiB = 73; // over 90 % of 80
    QCOMPARE(kinds(k), QList<DiagnosisKind> { DiagnosisKind::NearCapacity });
    k.fit.theory.memoryPerGpuGiB = 71;
    QCOMPARE(kinds(k), QList<DiagnosisKind> { DiagnosisKind::WithinRange });
    k.fit.theory.maxBatchPerGpu = 511; // batch 256 cannot double
    QCOMPARE(kinds(k), QList<DiagnosisKind> { DiagnosisKind::BatchCannotGrow });
    k.fit.theory.maxBatchPerGpu = 512;
    QCOMPARE(kinds(k), QList<DiagnosisKind> { DiagnosisKind::WithinRange });
    k.fit.theory.fits = false;
    k.fit.theory.memoryPerGpuGiB = 95;
    QCOMPARE(kinds(k), QList<DiagnosisKind> { DiagnosisKind::FitsOnlyInPractice });
}

void tst_Diagnostics::failedFitSaysNothing()
{
    Case k = ordinary();
    k.fit.error = QStringLiteral("no workload");
    QVERIFY(diagnose(k.c, k.fit, k.gpu, k.workload, k.scenario).isEmpty());
}

QTEST_GUILESS_MAIN(tst_Diagnostics)
#include "tst_diagnostics.moc"
