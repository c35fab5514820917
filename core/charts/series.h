#pragma once

#include "core/charts/timecost.h"
#include "core/estimate/goodput.h"

namespace flopsheet {

/** Wall time and cost against GPU count for one GPU type, with the ideal (linear) line. */
struct ScalingPoint {
    int gpuCount = 0;
    double wallHours = kUnknown;
    double idealWallHours = kUnknown; ///< single-GPU time / count (or from the smallest count that fits)
    double costUsd = kUnknown;
    double scalingEfficiency = kUnknown;
    bool fits = false;
};
std::vector<ScalingPoint> scalingSeries(const std::vector<TimeCostPoint> &points, int hardwareRow);

/** Throughput and memory against the batch per GPU: how to choose the batch. */
struct BatchPoint {
    int batch = 0;
    double samplesPerS = kUnknown;
    double memoryPerGpuGiB = kUnknown;
    bool fits = false;
};
struct BatchSeries {
    std::vector<BatchPoint> points; ///< batch 1, 2, 4 ... to the first past the largest that fits
    int largestFittingBatch = 0; ///< with each batch's layout searched again
    int layoutLimit = 0; ///< the batch-1 layout's own largest batch (Estimate::maxBatchPerGpu, the details' figure)
    double capacityGiB = kUnknown;
};
BatchSeries batchSeries(
    const WorkloadEntry &workload, const HardwareEntry &hardware, const ProjectAssumptions &assumptions);

/** A training's batch schedule on one hardware row: the estimate and each stage's figures (a constant batch is one). */
struct ScheduleSeries {
    Estimate estimate;
    QList<StageFigures> stages;
};
ScheduleSeries scheduleSeries(
    const WorkloadEntry &workload, const HardwareEntry &hardware, const ProjectAssumptions &assumptions);

/** System, statistical and goodput speedup against the GPU count on one hardware row (goodput.h), 1 … 4,096. */
std::vector<Speedup> speedupSeries(
    const WorkloadEntry &workload, const HardwareEntry &hardware, const ProjectAssumptions &assumptions);

/** A roofline for one chip and precision: attainable = min(peak, intensity × bandwidth) (I3). */
struct Roofline {
    double peakFlops = kUnknown; ///< dense FLOP/s
    double bandwidthBytesPerS = kUnknown;
    double ridgeIntensity() const { return peakFlops / bandwidthBytesPerS; } ///< FLOPs per byte
    double attainable(double intensity) const
    {
        const double memoryBound = intensity * bandwidthBytesPerS;
        return memoryBound < peakFlops ? memoryBound : peakFlops;
    }
};
Roofline rooflineOf(const Gpu &gpu, Precision precision);

/** Where a serving pass sits on a roofline: arithmetic intensity and the FLOP/s it reaches, per GPU. */
struct RooflinePoint {
    double flops = kUnknown; ///< FLOPs of the pass per GPU
    double bytes = kUnknown; ///< bytes it moves per GPU
    double intensity = kUnknown; ///< FLOPs per byte moved
    double achievedFlops = kUnknown; ///< FLOPs over the pass's time (TTFT, TPOT or latency)
};
struct ServingRoofline {
    RooflinePoint prefill; ///< LLMs: the prompt pass; other models: the forward pass
    RooflinePoint decode; ///< LLMs only: one output token for the whole batch
};
/**
 * The serving workload's passes on the roofline, read from the estimate's own terms (Estimate::serving),
 * so the points are the FLOPs, bytes and times the estimate used. Unknown where the estimate fails.
 */
ServingRoofline servingRoofline(
    const WorkloadEntry &workload, const HardwareEntry &hardware, const ProjectAssumptions &assumptions);

} // namespace flopsheet
