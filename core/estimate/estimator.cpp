#include "core/estimate/estimator.h"

#include "core/catalog/errorbands.h"
#include "core/estimate/defaults.h"
#include "core/estimate/efficiency.h"
#include "core/estimate/inference.h"
#include "core/estimate/layoutsearch.h"
#include "core/estimate/modelfigures.h"
#include "core/estimate/training.h"
#include "core/estimate/units.h"

#include <cmath>

namespace flopsheet {

QString batchScheduleProblem(const Workload &given, const Scenario &sc)
{
    if (sc.mode != Mode::Train || sc.schedule.isConstant())
        return {};
    WorkloadAssumptions filled;
    const std::optional<Workload> assumed = assumedWorkload(given, &filled);
    const Workload &workload = assumed ? *assumed : given;
    return scheduleProblem(workload, modelFigures(workload, sc.seqLen), sc);
}

QString layoutPinProblem(const Workload &given, const Scenario &sc)
{
    const std::optional<Workload> assumed = assumedWorkload(given, nullptr);
    const Workload &workload = assumed ? *assumed : given;
    return pinnedLayoutProblem(workload, modelFigures(workload, sc.seqLen), sc);
}

Estimate estimate(const Workload &given, const Gpu &gpu, const Scenario &sc)
{
    return estimate(given, gpu, sc, nullptr);
}

namespace {

Estimate estimateWith(const Workload &given, const Gpu &gpu, const Scenario &sc, QList<StageFigures> *stages,
    LayoutSearch *search, int keep, bool exhaustive)
{
    Estimate e;
    WorkloadAssumptions filled;
    const std::optional<Workload> assumed = assumedWorkload(given, &filled);
    e.assumedShape = filled.shape;
    e.assumedLayers = filled.layers;
    e.assumedHeads = filled.heads;
    // The length is the scenario's when it gives one (modelFigures); serving a prompt uses the prompt's (servedTokens).
    const bool lengthElsewhere = sc.seqLen > 0 || (sc.mode == Mode::Infer && sc.promptTokens > 0);
    e.assumedSeqLen = lengthElsewhere ? 0 : filled.seqLen;
    const Workload &workload = assumed ? *assumed : given;
    e.runtime = resolvedRuntime(sc.runtime, workload.family, sc.mode);
    e.mode = sc.mode;
    const bool badMfu = isKnown(sc.mfu) && !(sc.mfu > 0.0 && sc.mfu <= 1.0);
    if (sc.gpuCount < 1 || sc.gpusPerNode < 1 || sc.zeroStage < kZeroAuto || sc.zeroStage > 3 || sc.pue < 1.0 || badMfu
        || !(sc.priceMultiplier > 0.0)) {
        e.error = EstimateError::InvalidInput;
        return e;
    }
    const bool anyPeak = [&gpu] {
        for (Precision p : kAllPrecisions) {
            if (gpu.peakFlops(p))
                return true;
        }
        return false;
    }();
    if (!anyPeak) {
        e.error = EstimateError::NoComputeFigures;
        return e;
    }
    if (sc.mode == Mode::Train && !isTrainingPrecision(sc.precision)) {
        e.error = EstimateError::PrecisionNotForTraining;
        return e;
    }
    const std::optional<double> dense = gpu.peakFlops(sc.precision);
    if (!dense) {
        e.error = EstimateError::PrecisionUnsupported;
        return e;
    }
    if (!isKnown(gpu.memoryBandwidthGBps) || gpu.memoryBandwidthGBps <= 0) {
        e.error = EstimateError::NoBandwidth;
        return e;
    }
    // Every layout, batch and KV cache is sized against the memory: without it no answer is honest.
    if (!isKnown(gpu.memoryGiB) || !(gpu.memoryGiB > 0)) {
        e.error = EstimateError::NoMemoryFigure;
        return e;
    }

    const ModelFigures m = modelFigures(workload, sc.seqLen);
    if (!isKnown(m.forwardFlopsPerSample) || !isKnown(m.params)) {
        e.error = EstimateError::NoWorkloadCompute;
        return e;
    }
    // A pinned split is checked here, where the shape the estimate uses is known (an assumed one included).
    if (!pinnedLayoutProblem(workload, m, sc).isEmpty()) {
        e.error = EstimateError::LayoutCannotRun;
        return e;
    }
    if (m.paramsOnlyConvNet)
        e.warnings |= WarnParamsOnlyConvNet;
    // Learned absolute positions (BERT 512, GPT-2 1,024; Devlin et al. 2019 §3) cover only the table's length:
    // a longer sequence, its prompt and output together when served, needs the table grown or the text cut.
    // Rotary positions (RoPE) have no table but do not extrapolate past the context trained at: perplexity
    // blows up there unless the positions are interpolated and the model tuned (Chen et al. 2023, Figure 1).
    // ALiBi was made to extrapolate (Press et al. 2022), so its trained length is no limit.
    if (const TransformerShape &shape = workload.shape;
        (shape.positions == PositionKind::Learned || shape.positions == PositionKind::Rope) && shape.maxSeqLen > 0) {
        const ServedTokens served = servedTokens(workload, m, sc);
        const int tokens = sc.mode == Mode::Infer ? served.prompt + served.output : m.seqLen;
        if (tokens > shape.maxSeqLen) {
            e.warnings |= WarnBeyondPositions;
            e.sequenceTokens = tokens;
            e.modelPositions = shape.maxSeqLen;
            e.rotaryPositions = shape.positions == PositionKind::Rope;
        }
    }
    if (m.isTokenModel && !m.attentionCounted)
        e.warnings |= WarnAttentionNotCounted;

    ComputeSetup cs;
    cs.densePeak = *dense;
    cs.peakFlops = *dense;
    // The vendor's "with sparsity" rate applies only to 2:4-pruned weights on matrix units (C11), and in training
    // to the forward pass alone (training.h).
    if (workload.sparse24 && sc.useSparsity) {
        if (!usesMatrixUnits(sc.precision))
            e.warnings |= WarnSparsityNeedsMatrixUnits;
        else if (gpu.sparsityFactor > 1.0)
            e.sparsityPeakFactor
                = sc.mode == Mode::Train ? sparseTrainingPeakFactor(gpu.sparsityFactor) : gpu.sparsityFactor;
        else
            e.warnings |= WarnSparsityUnsupported;
    }
    cs.peakFlops *= e.sparsityPeakFactor;
    cs.efficiency
        = isKnown(sc.mfu) ? sc.mfu : defaultComputeEfficiency(workload.family, sc.mode, gpu.generation, sc.precision);
    e.efficiencyTyped = isKnown(sc.mfu);
    if (isKnown(sc.mfu) && sc.mfu > 0.7)
        e.warnings |= WarnHighMfu;
    cs.bandwidth = gpu.bandwidthBytesPerS();
    cs.memoryEfficiency = defaultMemoryEfficiency(sc.mode, gpu.generation);
    e.computeEfficiency = cs.efficiency;
    e.memoryEfficiency = cs.memoryEfficiency;
    e.peakFlopsUsed = cs.peakFlops;

    if (sc.mode == Mode::Train)
        estimateTraining(workload, m, gpu, sc, cs, e, stages, search, keep, exhaustive);
    else
        estimateInference(workload, m, gpu, sc, cs, e);
    if (!e.ok())
        return e;

    if (sc.mode == Mode::Train && !(std::isfinite(e.wallHours) && e.wallHours > 0)) {
        e.error = EstimateError::InvalidInput; // an efficiency or amount so extreme that time overflows
        return e;
    }
    e.memoryPerGpuGiB = e.memory.total() / kGiB;
    e.memoryCapacityGiB = gpu.memoryGiB;
    if (!e.fits)
        e.warnings |= WarnDoesNotFit;

    const double price = (isKnown(sc.priceUsd) ? sc.priceUsd : gpu.pricePerHourUsd) * sc.priceMultiplier;
    e.pricePerGpuHourUsd = price;
    if (!isKnown(price))
        e.warnings |= WarnNoPrice;
    if (!isKnown(gpu.tdpW))
        e.warnings |= WarnNoTdp;
    if (sc.mode == Mode::Train) {
        // GPU-hours held: every GPU for the whole run, or (elastic) the GPUs each stage holds.
        e.costUsd = costUsd(e.gpuHours, price);
        e.energyKwh = energyKwh(1, gpu.tdpW, e.gpuHours, sc.pue);
    } else {
        // Serving cost per million units produced: 1e6 · $/GPU-h · GPUs / 3600 / units/s (I6), per output token
        // for a model that generates and per sample for every served model (an image, a sequence, a request).
        if (isKnown(e.outputTokensPerS))
            e.costPerMillionTokensUsd = price * sc.gpuCount / 3600.0 / e.outputTokensPerS * 1e6;
        if (isKnown(e.samplesPerS))
            e.costPerMillionSamplesUsd = price * sc.gpuCount / 3600.0 / e.samplesPerS * 1e6;
    }
    // The range: how far published runs of this kind strayed from the model (issue 7). A measured
    // throughput is the user's own figure, so it carries none.
    if (!isKnown(sc.measuredSamplesPerS))
        applyErrorBands(e, workload.family, sc.mode, builtInErrorBands());
    return e;
}

} // namespace

Estimate estimate(const Workload &given, const Gpu &gpu, const Scenario &sc, QList<StageFigures> *stages)
{
    return estimateWith(given, gpu, sc, stages, nullptr, 0, false);
}

LayoutAlternatives layoutAlternatives(
    const Workload &workload, const Gpu &gpu, const Scenario &sc, int keep, bool exhaustive)
{
    LayoutAlternatives a;
    if (sc.mode != Mode::Train)
        return a;
    LayoutSearch search;
    const Estimate e = estimateWith(workload, gpu, sc, nullptr, &search, keep, exhaustive);
    if (!e.ok())
        return a;
    a.chosen = search.best;
    a.runnersUp = search.runnersUp;
    a.evaluated = search.evaluated;
    for (const LayoutCandidate &c : a.runnersUp)
        a.whyLost.push_back(layoutLossReason(a.chosen, c, sc.gpuCount));
    return a;
}

} // namespace flopsheet
