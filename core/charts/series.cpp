#include "core/charts/series.h"

#include "core/estimate/estimator.h"
#include "core/estimate/modelfigures.h"
#include "core/estimate/transformer.h"

#include <algorithm>

namespace flopsheet {

std::vector<ScalingPoint> scalingSeries(const std::vector<TimeCostPoint> &points, int hardwareRow)
{
    std::vector<ScalingPoint> series;
    double base = kUnknown; // wall × count of the smallest count that fits: the ideal's anchor
    for (const TimeCostPoint &p : points) {
        if (p.hardwareRow != hardwareRow || !p.onGrid) // the planner's extra counts are the time-cost chart's
            continue;
        ScalingPoint s;
        s.gpuCount = p.gpuCount;
        s.wallHours = p.wallHours;
        s.costUsd = p.costUsd;
        s.fits = p.fits;
        s.scalingEfficiency = p.estimate.scalingEfficiency;
        if (!isKnown(base) && p.fits && isKnown(p.wallHours))
            base = p.wallHours * p.gpuCount;
        s.idealWallHours = isKnown(base) ? base / p.gpuCount : kUnknown;
        series.push_back(s);
    }
    return series;
}

BatchSeries batchSeries(const WorkloadEntry &workload, const HardwareEntry &hardware, const ProjectAssumptions &assumptions)
{
    BatchSeries series;
    series.capacityGiB = hardware.gpu.memoryGB;
    Scenario sc = scenarioFor(workload, hardware, assumptions);
    sc.batchMax = false;
    sc.batchPerGpu = 1;
    const Estimate first = estimate(workload.workload, hardware.gpu, sc);
    series.largestFittingBatch = first.ok() ? first.maxBatchPerGpu : 0;
    const int limit = std::max(2, 2 * std::clamp(series.largestFittingBatch, 1, 1 << 19));
    for (int b = 1; b <= limit && b <= (1 << 20); b *= 2) {
        sc.batchPerGpu = b;
        const Estimate e = b == 1 ? first : estimate(workload.workload, hardware.gpu, sc);
        if (!e.ok())
            break;
        series.points.push_back({b, e.samplesPerS, e.memoryPerGpuGiB, e.fits});
    }
    return series;
}

Roofline rooflineOf(const Gpu &gpu, Precision precision)
{
    Roofline r;
    if (const auto peak = gpu.peakFlops(precision))
        r.peakFlops = *peak;
    r.bandwidthBytesPerS = gpu.bandwidthBytesPerS();
    return r;
}

ServingRoofline servingRoofline(const WorkloadEntry &workload, const HardwareEntry &hardware,
                                const ProjectAssumptions &assumptions)
{
    ServingRoofline out;
    Scenario sc = scenarioFor(workload, hardware, assumptions);
    sc.mode = Mode::Infer;
    const Estimate e = estimate(workload.workload, hardware.gpu, sc);
    if (!e.ok())
        return out;
    const ModelFigures m = modelFigures(workload.workload, sc.seqLen);
    const double valueBytes = bytesPerValue(sc.precision);
    const double weightBytes = m.params * valueBytes;
    const double batch = e.batchPerGpu;
    const TransformerShape &s = workload.workload.shape;
    if (m.isGenerative && sc.outputTokens > 0 && s.hasCompute()) {
        const int prompt = sc.promptTokens > 0 ? sc.promptTokens : m.seqLen;
        const double prefillFlops = batch * prompt * transformerForwardFlopsPerToken(m.params, s.layers, s.hidden, prompt);
        out.prefill = {prefillFlops / weightBytes, prefillFlops / (e.timeToFirstTokenMs / 1e3) / e.tensorParallel};
        // Decode at the mean context: 2·N·b FLOPs (plus attention) over the weights and the KV cache.
        const double context = prompt + sc.outputTokens / 2.0;
        const double kvBytes = batch * kvCacheBytesPerToken(s.layers, s.effectiveKvHeads(), s.effectiveHeadDim(), valueBytes) * context;
        const double decodeFlops = batch * transformerForwardFlopsPerToken(m.params, s.layers, s.hidden, context);
        out.decode = {decodeFlops / (weightBytes + kvBytes), decodeFlops / (e.timePerOutputTokenMs / 1e3) / e.tensorParallel};
    } else {
        const double flops = m.forwardFlopsPerSample * batch;
        const double bytes = weightBytes + (isKnown(m.activationValuesPerSample) ? m.activationValuesPerSample * valueBytes * batch : 0.0);
        out.prefill = {flops / bytes, flops / (e.latencyMs / 1e3) / e.tensorParallel};
    }
    return out;
}

} // namespace flopsheet
