#pragma once

#include "core/estimate/estimate.h"
#include "core/estimate/scenario.h"

#include <QString>

namespace flopsheet {

/** What a measured run recorded. */
enum class MeasuredQuantity : std::uint8_t {
    SamplesPerS, ///< samples (images, sequences, requests) per second, all GPUs together
    TokensPerS, ///< tokens per second, all GPUs together; serving a generator: output tokens
    StepSeconds, ///< seconds per optimizer step (training) or per batch (serving)
};

inline constexpr Choice kMeasuredQuantityChoices[] = {
    { int(MeasuredQuantity::SamplesPerS), "samples_per_s" },
    { int(MeasuredQuantity::TokensPerS), "tokens_per_s" },
    { int(MeasuredQuantity::StepSeconds), "step_seconds" },
};
/** Name in files: "samples_per_s", "tokens_per_s", "step_seconds". */
QString measuredQuantityName(MeasuredQuantity q);
std::optional<MeasuredQuantity> parseMeasuredQuantity(QStringView text);
/** Unit shown to people, translated: "samples/s", "tokens/s", "s per step". */
QString measuredQuantityUnit(MeasuredQuantity q);

/**
 * A measured run of a workload row on a GPU type: the configuration it ran in and the one figure
 * measured. The workload is named by its row's name and the GPU by its catalog id (its name when it
 * has no id), so rows may move. Everything else about the run (sequence length, optimizer, ZeRO,
 * recompute, global batch) is the workload row's.
 */
struct Calibration {
    QString workloadName;
    QString gpuId;
    QString gpuName;
    int gpuCount = 1;
    Precision precision = Precision::BF16;
    int batchPerGpu = 1; ///< micro-batch per GPU (sequences, images) or serving batch
    MeasuredQuantity quantity = MeasuredQuantity::SamplesPerS;
    double value = kUnknown; ///< in the quantity's unit; positive
    /** StepSeconds only: samples one step processes; NaN = batch × data-parallel GPUs (no accumulation). */
    double samplesPerStep = kUnknown;
    QString note; ///< where the figure came from ("steps.csv: median of 95 steps, first 5 dropped as warm-up")

    friend bool operator==(const Calibration &a, const Calibration &b);
};

/** Which part of the modelled time one measurement's gap was put on (calibration.cpp gives the rule). */
enum class GapPart : std::uint8_t { None, Compute, Memory, Communication, Whole };

/**
 * Correction factors for the parts of a modelled step: each multiplies the seconds of its part
 * (2 = that part takes twice as long as the model says). `other` multiplies what is neither compute,
 * memory nor communication (launch overheads, serving's fixed costs); the pipeline bubble follows the
 * compute and memory parts it is a fraction of.
 */
struct CalibrationFactors {
    double compute = 1.0;
    double memory = 1.0;
    double communication = 1.0;
    double other = 1.0;
    GapPart part = GapPart::None;
};

/** What one measured run says about the model, beside the model's estimate of that run. */
struct CalibrationFit {
    QString error; ///< why no fit could be made, translated; empty when it could
    Estimate theory; ///< the model's estimate of the measured configuration
    double measuredSamplesPerS = kUnknown; ///< all GPUs
    double predictedSamplesPerS = kUnknown;
    double timeRatio = kUnknown; ///< measured time / modelled time: 2 = half the modelled speed
    double achievedTflopsPerGpu = kUnknown; ///< hardware FLOPs per GPU-second the run reached
    double achievedEfficiency = kUnknown; ///< achieved / the peak the model uses
    double predictedEfficiency = kUnknown; ///< the model's achieved / peak for the same run
    double calibratedComputeEfficiency = kUnknown; ///< assumed matrix efficiency ÷ the compute factor
    CalibrationFactors factors;
    bool ok() const { return error.isEmpty(); }
};

/**
 * The scenario of the measured run: the workload row's, with the run's GPU count, precision and batch
 * and no measured-throughput override. A step time compares with a modelled step of the same samples:
 * the global batch is samplesPerStep when given, else dataParallel micro-batches (no accumulation).
 */
Scenario measuredScenario(const Calibration &c, Scenario rowScenario, int dataParallel = 0);

/** Validates a calibration's own figures; a translated reason, or empty. */
QString calibrationProblem(const Calibration &c);

/**
 * Fits correction factors to one measured run, given the model's estimate of exactly that run
 * (theory = estimate(workload, gpu, measuredScenario(...))). Pure.
 */
CalibrationFit fitCalibration(const Calibration &c, const Estimate &theory, Mode mode);

/** Estimates the measured run (twice for a step time without samplesPerStep) and fits it. Pure. */
CalibrationFit fitCalibration(
    const Calibration &c, const Workload &workload, const Gpu &gpu, const Scenario &rowScenario);

/** Another estimate of the same workload with a calibration applied. NaN where the figure does not apply. */
struct CalibratedFigures {
    double timeRatio = kUnknown; ///< calibrated / modelled time of the step (training) or batch (serving)
    double wallHours = kUnknown;
    double gpuHours = kUnknown;
    double costUsd = kUnknown;
    double energyKwh = kUnknown;
    double samplesPerS = kUnknown;
    double tokensPerS = kUnknown;
    double outputTokensPerS = kUnknown;
    double latencyMs = kUnknown;
    double costPerMillionTokensUsd = kUnknown;
    bool ok() const { return isKnown(timeRatio); }
};

/** The modelled time of a step (training) or batch (serving) with the factors applied, in seconds. */
double calibratedSeconds(const Estimate &target, Mode mode, const CalibrationFactors &k);

/** Scales the target's time-like figures by calibratedSeconds / modelled seconds. */
CalibratedFigures applyCalibration(const Estimate &target, Mode mode, const CalibrationFactors &k);

} // namespace flopsheet
