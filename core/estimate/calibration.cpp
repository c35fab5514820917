#include "core/estimate/calibration.h"

#include "core/estimate/estimator.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace flopsheet {
namespace {

bool positive(double v)
{
    return std::isfinite(v) && v > 0.0;
}
double orZero(double v)
{
    return isKnown(v) ? v : 0.0;
}

// The parts of the modelled time, in seconds of one step (training) or batch (serving).
struct Parts {
    double total = kUnknown;
    double compute = 0.0;
    double memory = 0.0;
    double communication = 0.0;
    double bubble = 0.0; ///< training: pipeline bubble as a fraction of compute + memory
    double other = 0.0; ///< serving: what is not the larger of compute and memory
};

// Training step (training.cpp): step = (compute + memory)(1 + bubble) + exposed communication, so the
// bubble fraction is what is left once the parts are taken out. Serving (inference.cpp): a roofline,
// the larger of compute and memory, plus launch, prefill and tensor-parallel costs ("other").
Parts partsOf(const Estimate &e, Mode mode)
{
    Parts p;
    // Kernel launches (training) scale with the kernels run, as the matrix work does.
    p.compute = orZero(e.computeSeconds) + (mode == Mode::Train ? orZero(e.launchSeconds) : 0.0);
    p.memory = orZero(e.memorySeconds);
    if (mode == Mode::Train) {
        p.total = e.stepSeconds;
        p.communication = orZero(e.communicationSeconds);
        const double work = p.compute + p.memory;
        p.bubble = work > 0 ? std::max(0.0, (p.total - p.communication) / work - 1.0) : 0.0;
    } else {
        p.total = e.latencyMs / 1e3;
        p.other = std::max(0.0, p.total - std::max(p.compute, p.memory));
    }
    return p;
}

double modelledSeconds(const Parts &p, Mode mode, const CalibrationFactors &k)
{
    if (mode == Mode::Train)
        return (k.compute * p.compute + k.memory * p.memory) * (1.0 + p.bubble) + k.communication * p.communication;
    return std::max(k.compute * p.compute, k.memory * p.memory) + k.other * p.other;
}

/*
 * One measurement fixes one number, so the whole gap between the measured and the modelled time goes
 * to the part that dominates the modelled time — compute, memory or (training) exposed communication —
 * and every other part keeps the model's figure: the largest part is where an error of the model moves
 * the total most, and a gap put on a small part would need an implausibly large factor. When the
 * measured time is shorter than the other parts alone allow (the dominant part would go to zero or
 * below), the gap cannot sit in one part and every part scales by the measured / modelled ratio.
 */
CalibrationFactors fitFactors(const Parts &p, Mode mode, double measuredSeconds, double ratio)
{
    CalibrationFactors k;
    const double largest = std::max({ p.compute, p.memory, mode == Mode::Train ? p.communication : 0.0 });
    if (mode == Mode::Train) {
        const double work = 1.0 + p.bubble;
        if (largest == p.compute && p.compute > 0) {
            k.compute = ((measuredSeconds - p.communication) / work - p.memory) / p.compute;
            k.part = GapPart::Compute;
        } else if (largest == p.memory && p.memory > 0) {
            k.memory = ((measuredSeconds - p.communication) / work - p.compute) / p.memory;
            k.part = GapPart::Memory;
        } else if (p.communication > 0) {
            k.communication = (measuredSeconds - (p.compute + p.memory) * work) / p.communication;
            k.part = GapPart::Communication;
        }
    } else if (p.compute >= p.memory && p.compute > 0) {
        // max(k·C, M) + other = measured, with k·C staying the larger.
        k.compute = (measuredSeconds - p.other) / p.compute;
        k.part = k.compute * p.compute >= p.memory ? GapPart::Compute : GapPart::None;
    } else if (p.memory > 0) {
        k.memory = (measuredSeconds - p.other) / p.memory;
        k.part = k.memory * p.memory >= p.compute ? GapPart::Memory : GapPart::None;
    }
    const bool valid = k.part != GapPart::None && k.compute > 0 && k.memory > 0 && k.communication > 0;
    if (!valid)
        k = CalibrationFactors { ratio, ratio, ratio, ratio, GapPart::Whole };
    return k;
}

} // namespace

QString measuredQuantityName(MeasuredQuantity q)
{
    return choiceWord(kMeasuredQuantityChoices, int(q));
}

std::optional<MeasuredQuantity> parseMeasuredQuantity(QStringView text)
{
    return choiceAs<MeasuredQuantity>(kMeasuredQuantityChoices, text);
}

QString measuredQuantityUnit(MeasuredQuantity q)
{
    switch (q) {
    case MeasuredQuantity::SamplesPerS:
        return QCoreApplication::translate("Calibration", "samples/s");
    case MeasuredQuantity::TokensPerS:
        return QCoreApplication::translate("Calibration", "tokens/s");
    case MeasuredQuantity::StepSeconds:
        return QCoreApplication::translate("Calibration", "s per step");
    }
    return {};
}

bool operator==(const Calibration &a, const Calibration &b)
{
    auto same = [](double x, double y) { return x == y || (!isKnown(x) && !isKnown(y)); };
    return a.workloadName == b.workloadName && a.gpuId == b.gpuId && a.gpuName == b.gpuName && a.gpuCount == b.gpuCount
        && a.precision == b.precision && a.batchPerGpu == b.batchPerGpu && a.quantity == b.quantity
        && same(a.value, b.value) && same(a.samplesPerStep, b.samplesPerStep) && a.note == b.note;
}

Scenario measuredScenario(const Calibration &c, Scenario sc, int dataParallel)
{
    sc.gpuCount = c.gpuCount;
    sc.precision = c.precision;
    sc.batchPerGpu = c.batchPerGpu;
    sc.batchMax = false;
    sc.measuredSamplesPerS = kUnknown; // the model's own figure, to compare the measurement with
    if (c.quantity == MeasuredQuantity::StepSeconds && sc.mode == Mode::Train) {
        if (isKnown(c.samplesPerStep))
            sc.globalBatch = c.samplesPerStep;
        else if (dataParallel > 0)
            sc.globalBatch = double(c.batchPerGpu) * dataParallel;
    }
    return sc;
}

QString calibrationProblem(const Calibration &c)
{
    if (c.workloadName.trimmed().isEmpty())
        return QCoreApplication::translate("Calibration", "the measurement names no workload");
    if (c.gpuId.trimmed().isEmpty() && c.gpuName.trimmed().isEmpty())
        return QCoreApplication::translate("Calibration", "the measurement names no GPU");
    if (c.gpuCount < 1)
        return QCoreApplication::translate("Calibration", "the GPU count must be at least 1");
    if (c.batchPerGpu < 1)
        return QCoreApplication::translate("Calibration", "the batch per GPU must be at least 1");
    if (!positive(c.value))
        return QCoreApplication::translate("Calibration", "the measured %1 must be a positive number")
            .arg(measuredQuantityUnit(c.quantity));
    if (isKnown(c.samplesPerStep) && !positive(c.samplesPerStep))
        return QCoreApplication::translate("Calibration", "the samples per step must be a positive number");
    return {};
}

CalibrationFit fitCalibration(const Calibration &c, const Estimate &theory, Mode mode)
{
    CalibrationFit fit;
    fit.theory = theory;
    if (QString problem = calibrationProblem(c); !problem.isEmpty()) {
        fit.error = problem;
        return fit;
    }
    if (!theory.ok()) {
        fit.error = errorMessage(theory.error, c.gpuName.isEmpty() ? c.gpuId : c.gpuName, c.precision);
        return fit;
    }
    // measured time / modelled time, from whichever figure was measured.
    double ratio = kUnknown;
    switch (c.quantity) {
    case MeasuredQuantity::SamplesPerS:
        ratio = theory.samplesPerS / c.value;
        break;
    case MeasuredQuantity::TokensPerS: {
        // Serving benchmarks (vLLM, TensorRT-LLM) report output tokens per second; training, all tokens.
        const double modelled = isKnown(theory.outputTokensPerS) ? theory.outputTokensPerS : theory.tokensPerS;
        if (!isKnown(modelled)) {
            fit.error = QCoreApplication::translate(
                "Calibration", "this workload has no tokens: record samples per second or a step time");
            return fit;
        }
        ratio = modelled / c.value;
        break;
    }
    case MeasuredQuantity::StepSeconds: {
        const double samples
            = isKnown(c.samplesPerStep) ? c.samplesPerStep : double(c.batchPerGpu) * theory.dataParallel;
        ratio = c.value / (samples / theory.samplesPerS);
        break;
    }
    }
    const Parts parts = partsOf(theory, mode);
    if (!positive(ratio) || !positive(parts.total)) {
        fit.error = QCoreApplication::translate("Calibration", "the model has no time for this run to compare with");
        return fit;
    }
    fit.timeRatio = ratio;
    fit.predictedSamplesPerS = theory.samplesPerS;
    fit.measuredSamplesPerS = theory.samplesPerS / ratio;
    // Achieved FLOP/s per GPU: the modelled run's FLOPs in the measured time (same work, ratio × time).
    fit.achievedTflopsPerGpu = theory.achievedTflopsPerGpu / ratio;
    // Efficiency = achieved / peak (docs/FORMULAS.md C9: MFU-style fraction of the dense peak).
    fit.achievedEfficiency = fit.achievedTflopsPerGpu * 1e12 / theory.peakFlopsUsed;
    fit.predictedEfficiency = theory.achievedTflopsPerGpu * 1e12 / theory.peakFlopsUsed;
    fit.factors = fitFactors(parts, mode, ratio * parts.total, ratio);
    // Compute time ∝ 1 / efficiency (training.cpp: FLOPs / (peak × efficiency)).
    fit.calibratedComputeEfficiency = theory.computeEfficiency / fit.factors.compute;
    return fit;
}

CalibrationFit fitCalibration(
    const Calibration &c, const Workload &workload, const Gpu &gpu, const Scenario &rowScenario)
{
    Scenario sc = measuredScenario(c, rowScenario);
    Estimate theory = estimate(workload, gpu, sc);
    // A step without a stated sample count holds one micro-batch per data-parallel rank, which the
    // layout decides: estimate once for the layout, then again with that global batch.
    if (c.quantity == MeasuredQuantity::StepSeconds && !isKnown(c.samplesPerStep) && theory.ok()
        && rowScenario.mode == Mode::Train)
        theory = estimate(workload, gpu, measuredScenario(c, rowScenario, theory.dataParallel));
    return fitCalibration(c, theory, rowScenario.mode);
}

double calibratedSeconds(const Estimate &target, Mode mode, const CalibrationFactors &k)
{
    const Parts p = partsOf(target, mode);
    return positive(p.total) ? modelledSeconds(p, mode, k) : kUnknown;
}

CalibratedFigures applyCalibration(const Estimate &target, Mode mode, const CalibrationFactors &k)
{
    CalibratedFigures f;
    if (!target.ok())
        return f;
    const Parts p = partsOf(target, mode);
    if (!positive(p.total))
        return f;
    const double ratio = modelledSeconds(p, mode, k) / p.total;
    if (!positive(ratio))
        return f;
    f.timeRatio = ratio;
    // Time, GPU-hours, cost and energy are proportional to the step time; throughput inversely.
    f.wallHours = target.wallHours * ratio;
    f.gpuHours = target.gpuHours * ratio;
    f.costUsd = target.costUsd * ratio;
    f.energyKwh = target.energyKwh * ratio;
    f.samplesPerS = target.samplesPerS / ratio;
    f.tokensPerS = target.tokensPerS / ratio;
    f.outputTokensPerS = target.outputTokensPerS / ratio;
    f.latencyMs = target.latencyMs * ratio;
    f.costPerMillionTokensUsd = target.costPerMillionTokensUsd * ratio;
    return f;
}

} // namespace flopsheet
