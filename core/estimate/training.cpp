#include "core/estimate/training.h"

#include "core/estimate/criticalbatch.h"
#include "core/estimate/efficiency.h"
#include "core/estimate/layoutsearch.h"
#include "core/estimate/units.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace flopsheet {
namespace {

// Default optimizer-step batch for token models: about 4M tokens, as Llama 2 (Touvron et al. 2023,
// §2.2: 4M tokens) and GPT-3 175B (3.2M tokens, Brown et al. 2020 Table 2.1) train with.
constexpr double kDefaultGlobalBatchTokens = 4.0 * 1024 * 1024;

// Samples the whole job processes, or NaN when the amount is missing. Token models with no token
// count train on the compute-optimal 20 tokens per parameter (Hoffmann et al. 2022; docs/FORMULAS.md C10).
double samplesToProcess(
    const Workload &w, const ModelFigures &m, const Scenario &sc, double globalBatch, bool *assumedChinchilla)
{
    *assumedChinchilla = false;
    const auto datasetSamples = [&]() {
        const double samples = isKnown(sc.samples) ? sc.samples : w.datasetSamples;
        const double epochs = isKnown(sc.epochs) ? sc.epochs : (isKnown(w.epochs) ? w.epochs : 1.0);
        return isKnown(samples) ? samples * epochs : kUnknown;
    };
    switch (sc.amount) {
    case AmountKind::Tokens: {
        double tokens = isKnown(sc.tokens) ? sc.tokens : w.trainingTokens;
        if (!isKnown(tokens) && !m.isTokenModel)
            return datasetSamples();
        if (!isKnown(tokens)) {
            tokens = 20.0 * m.params;
            *assumedChinchilla = true;
        }
        return tokens / m.tokensPerSample;
    }
    case AmountKind::Samples:
        return datasetSamples();
    case AmountKind::Iterations:
        return isKnown(sc.iterations) ? sc.iterations * globalBatch : kUnknown;
    }
    return kUnknown;
}

// A run takes whole optimizer steps: the last, partial batch of the data (or of a stage) is a step of its own.
// The relative slack keeps an exact count (255,000 steps typed) from rounding up by float error.
double wholeSteps(double steps)
{
    return std::ceil(steps * (1 - 1e-12));
}

} // namespace

QString scheduleProblem(const Workload &w, const ModelFigures &m, const Scenario &sc)
{
    if (sc.mode != Mode::Train || sc.schedule.isConstant())
        return {};
    if (sc.amount == AmountKind::Iterations)
        return QCoreApplication::translate(
            "BatchSchedule", "a batch schedule decides the steps: give tokens or samples, not iterations");
    bool assumedChinchilla = false;
    const double samples = samplesToProcess(w, m, sc, kUnknown, &assumedChinchilla);
    if (!isKnown(samples) || samples <= 0)
        return {}; // no amount: the estimate says so (NoTrainingAmount)
    // The same resolution the estimate integrates (estimateTraining).
    return resolveSchedule(sc.schedule, samples, m.tokensPerSample, sc.globalBatch).error;
}

int defaultTrainingBatch(WorkloadFamily family, int seqLen)
{
    switch (family) {
    case WorkloadFamily::Cnn:
        return 256;
    case WorkloadFamily::Vit:
        return 128;
    case WorkloadFamily::Encoder:
    case WorkloadFamily::Decoder:
        // About 4k tokens per micro-batch: Megatron-LM and llm-foundry run 1-4 sequences of 2k-4k.
        return seqLen > 0 ? std::max(1, 4096 / seqLen) : 1;
    case WorkloadFamily::Generic:
        return 32;
    }
    return 32;
}

void estimateTraining(const Workload &w, const ModelFigures &m, const Gpu &gpu, const Scenario &sc,
    const ComputeSetup &cs, Estimate &e, QList<StageFigures> *stages, LayoutSearch *searchOut, int keepRunnersUp,
    bool exhaustive)
{
    const double capacity = gpu.memoryBytes();
    const StepModel model(w, m, gpu, sc, cs);

    // The batch: typed, else at least one micro-batch on every data-parallel GPU and, for a language
    // model, at least ~4M tokens (capped at a decoder's critical batch, below). Only a typed batch
    // stays put as GPUs are added; a default one grows with them once the micro-batches outnumber it.
    const bool typedBatch = isKnown(sc.globalBatch);
    const bool tokenDefault = !typedBatch && m.isTokenModel && sc.amount != AmountKind::Iterations;
    double defaultBatch = tokenDefault ? kDefaultGlobalBatchTokens / m.tokensPerSample : 0.0;

    // FLOPs of one sample's training step without recompute, for MFU and the critical batch.
    const double modelFlopsPerSample = model.flopsPerSample(ParallelLayout {});
    const double unitsPerSample = m.isTokenModel ? m.tokensPerSample : 1.0;
    // The critical batch (criticalBatch.h), in samples: typed, else the family's at the typed job's compute.
    const auto criticalAt = [&](double samples) {
        return (isKnown(sc.criticalBatch)
                       ? sc.criticalBatch
                       : defaultCriticalBatch(w.family, modelFlopsPerSample * samples, unitsPerSample))
            / unitsPerSample;
    };
    // A decoder's default batch is no larger than its critical batch: past it, each doubling buys back
    // less than half the steps (McCandlish et al. 2018 §2.2). Whole sequences, rounded down: a default rounded
    // up past the critical batch would warn about itself.
    const auto capAtCritical = [&](double critical) {
        if (tokenDefault && isKnown(critical) && critical > 0 && w.family == WorkloadFamily::Decoder)
            defaultBatch = std::max(1.0, std::min(defaultBatch, std::floor(critical)));
    };
    // The critical batch at the job's data, kept for the same data below (its power law is not free).
    double criticalSamples = kUnknown, criticalThere = kUnknown;
    if (tokenDefault) {
        bool assumed = false;
        const double samples = samplesToProcess(w, m, sc, kUnknown, &assumed);
        if (isKnown(samples) && samples > 0) {
            criticalSamples = samples;
            criticalThere = criticalAt(samples);
            capAtCritical(criticalThere);
        }
    }

    // The layout: the fastest that fits under the one step model (layoutsearch.h), pins kept.
    LayoutRequest request;
    request.capacityBytes = capacity;
    request.globalBatch = typedBatch ? sc.globalBatch : defaultBatch;
    request.batchFollowsGpus = !typedBatch;
    // A default batch (~4M tokens, at most the critical batch) is kept where a split can keep it; a typed
    // micro-batch already says how much each GPU takes, so the batch follows the GPUs.
    request.keepBatch = !typedBatch && sc.batchPerGpu <= 0;
    request.defaultMicroBatch = defaultTrainingBatch(w.family, m.seqLen);
    request.keep = searchOut ? keepRunnersUp : 0;
    request.exhaustive = exhaustive;
    const LayoutSearch search = searchTrainingLayout(w, m, sc, model, request);
    if (searchOut)
        *searchOut = search;
    const ParallelLayout &l = search.best.layout;
    const int b = l.microBatch;
    {
        // The search's memory at b, with the micro-batches its step keeps in flight (at most the stages).
        const MemoryBreakdown &atB = search.best.memory;
        // Only the activations grow with the micro-batch, from none at zero (trainingMemory).
        const double atZero = atB.total() - atB.activations;
        e.maxBatchPerGpu = largestBatch(atZero, atB.activations / b, capacity);
    }
    e.batchPerGpu = b;
    e.tensorParallel = l.tensor;
    e.pipelineParallel = l.pipeline;
    e.dataParallel = l.data;
    e.layout = l;
    e.layoutSearched = search.searched;
    e.layoutSplittable = layoutSplittable(w, m);
    e.layoutsCosted = search.evaluated;
    e.layoutIdleGpus = std::max(0, sc.gpuCount - l.gpus());
    // An answer that idles GPUs says what using them all would cost: the fastest layout that does, if one fits
    // (a count no split divides, such as 97, may still run data parallel with ZeRO-3, only slower).
    if (e.layoutIdleGpus > 0 && search.best.fits) {
        LayoutRequest everyGpu = request;
        everyGpu.keep = 0;
        everyGpu.everyGpu = true;
        const LayoutCandidate all = searchTrainingLayout(w, m, sc, model, everyGpu).best;
        if (all.fits && all.layout.gpus() == sc.gpuCount) {
            e.everyGpuLayout = all.layout;
            e.everyGpuSlowdown = all.secondsPerSample() / search.best.secondsPerSample();
        }
    }
    e.memory = search.best.memory;
    e.fits = search.best.fits;
    if (!e.fits) {
        // What is left to try beyond what the search tried: what the user pinned away (recompute, modelled for a
        // transformer's layers only; ZeRO, which shards over data-parallel ranks; the split), a micro-batch above
        // one sample (the search goes down to one), and Adam's two 32-bit moments (FitRemedy).
        const bool sharded = l.data * l.context > 1;
        if (e.layoutSplittable && (sc.recompute == Recompute::None || sc.recompute == Recompute::Selective))
            e.fitRemedies |= RemedyRecompute;
        if (sc.zeroStage >= 0 && sc.zeroStage < 3 && sharded)
            e.fitRemedies |= RemedyZero;
        if (l.microBatch > 1)
            e.fitRemedies |= RemedySmallerMicroBatch;
        if (sc.optimizer == Optimizer::Adam)
            e.fitRemedies |= RemedyEightBitOptimizer;
        if (e.layoutSplittable && (sc.tensorParallel > 0 || sc.pipelineParallel > 0))
            e.fitRemedies |= RemedySplit;
    }
    // "Does not fit one GPU" holds only when it is true: the whole model on one GPU at its least memory (one
    // sample per micro-batch, every layer recomputed) does not fit. A split chosen because it is faster (BERT-large
    // on 64 GPUs), or pinned by the user, says nothing of the kind.
    const bool splitPinned = sc.tensorParallel > 1 || sc.pipelineParallel > 1 || sc.contextParallel > 1;
    if (l.modelParallel() > 1 && !splitPinned) {
        ParallelLayout whole;
        whole.microBatch = 1;
        whole.recompute = sc.recompute == Recompute::Auto ? Recompute::Full : sc.recompute;
        whole.scoresStored = l.scoresStored;
        if (!(trainingMemory(w, m, sc, whole, 1).total() <= capacity))
            e.warnings |= WarnModelParallel;
    }

    const double perMicroStep = double(b) * l.data;
    double globalBatch = typedBatch ? sc.globalBatch : std::max(defaultBatch, perMicroStep);

    bool assumedChinchilla = false;
    // Iterations count optimizer steps of the batch asked for (no accumulation implied).
    double samples = samplesToProcess(w, m, sc, globalBatch, &assumedChinchilla);
    if (assumedChinchilla)
        e.warnings |= WarnAssumedTokens;
    if (!isKnown(samples) || samples <= 0) {
        e.error = EstimateError::NoTrainingAmount;
        return;
    }
    if (samples < double(b) * l.data)
        e.warnings |= WarnTooFewSamplesForGpus;

    // FLOPs of one sample's training step, recompute included, and the job's model FLOPs (for MFU).
    const double flopsPerSample = model.flopsPerSample(l);

    const double critical = samples == criticalSamples ? criticalThere : criticalAt(samples);
    e.criticalBatch = critical;
    e.batchUnitsPerSample = unitsPerSample;
    e.criticalBatchTyped = isKnown(sc.criticalBatch);
    e.planning = sc.planning;
    const bool hasCritical = isKnown(critical) && critical > 0;
    if (hasCritical) {
        capAtCritical(critical);
        if (!typedBatch)
            globalBatch = std::max(defaultBatch, perMicroStep);
    }
    e.batchFromGpuCount = !typedBatch && sc.schedule.isConstant() && perMicroStep > defaultBatch;
    // A default batch is a size to aim at: a step runs whole micro-batches on every busy rank, so it takes
    // that size rounded up (StepModel::split; 512 sequences on 341 replicas are 682). The steps, the batch
    // shown and its statistical efficiency follow the batch the steps take.
    if (!typedBatch && sc.schedule.isConstant()) {
        // The search split its answer at this batch already, unless the critical batch moved it since.
        const TrainingStep split
            = search.best.stepBatch == globalBatch ? search.best.step : StepModel::split(l, globalBatch);
        const double taken = split.accumulation * split.micro * split.ranks;
        e.batchRoundedUp = taken > globalBatch * (1 + 1e-9);
        globalBatch = std::max(globalBatch, taken);
    }
    e.globalBatch = globalBatch;

    // Fixed target: the typed data is what the batch asked for needs (else a batch at the critical
    // size or below); at another batch the data follows E = E_min (1 + B/Bcrit) (McCandlish §2.2).
    // A schedule fixes the batch of every step, so both modes train on the data as typed.
    e.dataMultiple = 1.0;
    if (!sc.schedule.isConstant() && sc.amount == AmountKind::Iterations) {
        e.error = EstimateError::InvalidSchedule; // a schedule decides the steps (scheduleProblem)
        return;
    }
    if (hasCritical && sc.schedule.isConstant() && sc.planning == Planning::FixedTarget) {
        const double reference
            = e.batchFromGpuCount ? std::min(globalBatch, std::max(defaultBatch, critical)) : globalBatch;
        e.dataMultiple = examplesOverMinimum(globalBatch, critical) / examplesOverMinimum(reference, critical);
        samples *= e.dataMultiple;
    }
    e.totalFlops = flopsPerSample * samples;

    // The schedule laid over the data; a constant batch is one segment.
    const ResolvedSchedule resolved = sc.schedule.isConstant()
        ? constantSchedule(globalBatch, samples)
        : resolveSchedule(sc.schedule, samples, m.tokensPerSample, sc.globalBatch);
    if (!resolved.ok()) {
        e.error = EstimateError::InvalidSchedule;
        return;
    }
    if (!sc.schedule.isConstant())
        e.globalBatch = resolved.segments[std::size_t(resolved.count - 1)].endBatch;
    e.optimizerSteps = 0; // whole steps, summed over the segments below

    const double mp = l.modelParallel();
    const double singleGpuCompute = model.computeSecondsPerSample(l);
    const double cnnTrafficPerSample = model.trafficSecondsPerSample();

    // One optimizer step at a global batch of G samples (StepModel), with the memory it holds.
    struct Step {
        const TrainingStep *parts = nullptr; ///< the search's step, or `timed`
        TrainingStep timed;
        double memoryBytes = 0;
        bool fits = true;
    };
    bool interconnectUnknown = false;
    const auto stepAt = [&](double g, Step &s) {
        // The search timed the chosen layout at its batch already (only a layout that fits is timed).
        if (search.best.fits && g == search.best.stepBatch) {
            s.parts = &search.best.step;
        } else {
            s.timed = model.at(l, g);
            s.parts = &s.timed;
        }
        const TrainingStep &t = *s.parts;
        interconnectUnknown = interconnectUnknown || t.interconnectUnknown;
        // An elastic job shards ZeRO state over the ranks it holds, so a small early batch can need more
        // memory per GPU than the final one.
        if (sc.stageGpus == StageGpus::Elastic && t.ranks < l.data) {
            ParallelLayout held = l;
            held.data = t.ranks;
            s.memoryBytes = trainingMemory(w, m, sc, held, t.micro, int(t.accumulation)).total();
            s.fits = s.memoryBytes <= capacity;
        } else {
            // Kept GPUs hold what the final step holds, or less at a smaller micro-batch; the exact
            // figure only for the stage listing, at no cost to a plain estimate.
            s.memoryBytes = t.micro == b || !stages ? search.best.memory.total()
                                                    : trainingMemory(w, m, sc, l, t.micro, int(t.accumulation)).total();
            s.fits = search.best.fits;
        }
    };

    // Time integrates over the segments; a ramp is cut in slices, each timed at its geometric-mean
    // batch (its steps are exact: ScheduleSegment::steps).
    constexpr int kRampSlices = 8;
    double wallSeconds = 0;
    double gpuSeconds = 0;
    int fewestRanks = l.data;
    e.firstStageNotFitting = -1;
    Step s;
    for (const ScheduleSegment &seg : resolved.view()) {
        const bool ramp = seg.endBatch > seg.startBatch * (1 + 1e-9);
        const int slices = ramp ? kRampSlices : 1;
        StageFigures figures;
        figures.stage = seg.stage;
        figures.startBatch = seg.startBatch;
        figures.endBatch = seg.endBatch;
        figures.samples = seg.samples;
        figures.steps = wholeSteps(seg.steps);
        e.optimizerSteps += figures.steps;
        for (int i = 0; i < slices; ++i) {
            // Slice i of a ramp linear in data: batches at its ends, its share of the data.
            const double b0 = seg.startBatch + (seg.endBatch - seg.startBatch) * i / slices;
            const double b1 = seg.startBatch + (seg.endBatch - seg.startBatch) * (i + 1) / slices;
            stepAt(std::sqrt(b0 * b1), s);
            const TrainingStep &t = *s.parts;
            const double seconds = seg.samples / slices * t.seconds / t.samples;
            const double held = sc.stageGpus == StageGpus::Elastic ? double(t.ranks) * mp : double(sc.gpuCount);
            wallSeconds += seconds;
            gpuSeconds += seconds * held;
            figures.hours += seconds / 3600.0;
            figures.gpuHours += seconds * held / 3600.0;
            if (i == 0) {
                figures.gpusBusy = t.ranks * int(mp);
                figures.microBatch = t.micro;
                figures.accumulation = t.accumulation;
            }
            figures.gpusBusyEnd = t.ranks * int(mp);
            figures.memoryGiB = std::max(figures.memoryGiB, s.memoryBytes / kGiB);
            figures.fits = figures.fits && s.fits;
            fewestRanks = std::min(fewestRanks, t.ranks);
        }
        if (!figures.fits && e.firstStageNotFitting < 0)
            e.firstStageNotFitting = seg.stage;
        if (stages)
            stages->append(figures);
    }
    const TrainingStep &last = *s.parts; // the final (steady) step
    if (interconnectUnknown)
        e.warnings |= WarnInterconnectUnknown;
    if (e.firstStageNotFitting >= 0 && search.best.fits) {
        e.fits = false;
        e.warnings |= WarnStageDoesNotFit;
    }

    // The final (steady) step's parts; throughput and time over the whole schedule.
    e.communicationSeconds = last.communication();
    e.computeSeconds = last.compute;
    e.memorySeconds = last.memory;
    e.launchSeconds = last.launch;
    e.bubbleSeconds = last.bubble;
    e.stepSeconds = last.seconds;
    e.accumulation = last.accumulation;
    e.trainingSamples = samples;
    e.samplesPerS = samples / wallSeconds;
    e.gpuHours = gpuSeconds / 3600.0;
    // A measured throughput for this workload, GPU type, count and batch replaces the model:
    // time = dataset size / throughput (the "stress test" way of planning).
    if (isKnown(sc.measuredSamplesPerS) && sc.measuredSamplesPerS > 0) {
        e.samplesPerS = sc.measuredSamplesPerS;
        wallSeconds = samples / e.samplesPerS;
        e.gpuHours = wallSeconds * sc.gpuCount / 3600.0;
    }
    if (m.isTokenModel)
        e.tokensPerS = e.samplesPerS * m.tokensPerSample;
    e.wallHours = wallSeconds / 3600.0;

    // Every GPU held is paid for; the layout or a small batch may leave some idle.
    const double gpusUsed = double(fewestRanks) * mp;
    e.gpusBusy = int(gpusUsed);
    if (gpusUsed < sc.gpuCount)
        e.warnings |= WarnIdleGpus;
    e.achievedTflopsPerGpu = e.totalFlops / wallSeconds / sc.gpuCount / 1e12;
    e.mfu = modelFlopsPerSample * samples / wallSeconds / sc.gpuCount / cs.densePeak;
    const double singleGpuPerSample
        = singleGpuCompute + cnnTrafficPerSample + model.launchSeconds(model.layers()) / last.micro;
    e.scalingEfficiency = (last.samples / last.seconds / (double(last.ranks) * mp)) * singleGpuPerSample;

    // Statistical efficiency: the examples a batch at the critical size (or below it) needs over those
    // this run's batches need, weighted by data (McCandlish §2.2; Pollux's E(M)).
    if (hasCritical) {
        double weighted = 0;
        for (const ScheduleSegment &seg : resolved.view()) {
            const double batch = std::sqrt(seg.startBatch * seg.endBatch);
            weighted += seg.samples * statisticalEfficiency(batch, std::min(batch, critical), critical);
        }
        e.statisticalEfficiency = weighted / resolved.samples;
        if (e.globalBatch > critical * kPastCriticalBatchRatio)
            e.warnings |= WarnAboveCriticalBatch;
    }

    const double commTime = last.communication();
    if (commTime > last.compute && commTime > last.memory)
        e.bound = Bound::Communication;
    else
        e.bound = last.memory > last.compute ? Bound::Memory : Bound::Compute;
    if (commTime > 0.2 * last.seconds)
        e.warnings |= WarnCommunicationBound;
    if (m.isGenerative && sc.amount == AmountKind::Tokens && samples * m.tokensPerSample < 20.0 * m.params * 0.999)
        e.warnings |= WarnBelowChinchilla;
}

} // namespace flopsheet
