#include "core/estimate/training.h"

#include "core/estimate/efficiency.h"
#include "core/estimate/layout.h"
#include "core/estimate/scaling.h"

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

} // namespace

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

void estimateTraining(
    const Workload &w, const ModelFigures &m, const Gpu &gpu, const Scenario &sc, const ComputeSetup &cs, Estimate &e)
{
    int b = sc.batchPerGpu > 0 ? sc.batchPerGpu : defaultTrainingBatch(w.family, m.seqLen);
    const double capacity = gpu.memoryBytes();

    LayoutChoice choice = chooseTrainingLayout(w, m, sc, capacity, b);
    // Memory is affine in the micro-batch, so two points give the largest batch that fits.
    auto largestBatchOf = [&](const LayoutChoice &c, int batch) {
        const double atZero = trainingMemory(w, m, sc, c.layout, 0).total();
        return largestBatch(atZero, (c.memory.total() - atZero) / batch, capacity);
    };
    e.maxBatchPerGpu = largestBatchOf(choice, b);
    if (!choice.fits && sc.batchPerGpu == 0 && e.maxBatchPerGpu >= 1) {
        // No batch was asked for and the family default is too big: use the largest that fits,
        // rounded down to a multiple of 8 as frameworks prefer.
        b = e.maxBatchPerGpu >= 8 ? e.maxBatchPerGpu / 8 * 8 : e.maxBatchPerGpu;
        choice = chooseTrainingLayout(w, m, sc, capacity, b);
    }
    e.batchPerGpu = b;
    const ParallelLayout &l = choice.layout;
    e.tensorParallel = l.tensor;
    e.pipelineParallel = l.pipeline;
    e.dataParallel = l.data;
    e.memory = choice.memory;
    e.fits = choice.fits;
    if (l.modelParallel() > 1)
        e.warnings |= WarnModelParallel;

    // Gradient accumulation: each data-parallel rank runs ga micro-batches per optimizer step.
    const double perMicroStep = double(b) * l.data;
    // Iterations count optimizer steps of the batch the user gave, so they imply no accumulation.
    const double globalBatch = isKnown(sc.globalBatch)          ? sc.globalBatch
        : m.isTokenModel && sc.amount != AmountKind::Iterations ? kDefaultGlobalBatchTokens / m.tokensPerSample
                                                                : perMicroStep;
    const double accumulation = std::max(1.0, std::ceil(globalBatch / perMicroStep));
    // One micro-batch on every data-parallel GPU already exceeds the global batch: the step grows
    // past what was asked, which speeds the run only by changing the optimisation (the critical batch
    // size: McCandlish et al. 2018), so the figures are flagged and planners do not offer it.
    if (perMicroStep > globalBatch * (1.0 + 1e-9))
        e.warnings |= WarnGlobalBatchExceeded;

    bool assumedChinchilla = false;
    const double samples = samplesToProcess(w, m, sc, accumulation * perMicroStep, &assumedChinchilla);
    if (assumedChinchilla)
        e.warnings |= WarnAssumedTokens;
    if (!isKnown(samples) || samples <= 0) {
        e.error = EstimateError::NoTrainingAmount;
        return;
    }
    if (samples < double(b) * l.data)
        e.warnings |= WarnTooFewSamplesForGpus;

    // FLOPs of one sample's training step, and the job's model FLOPs (for MFU, without recompute).
    const bool textbook = isKnown(sc.flopsPerParam);
    const double flopsPerSample = textbook
        ? m.params * sc.flopsPerParam
        : trainingFlopsPerSample(m.forwardFlopsPerSample, m.attentionFlopsPerSample, sc.recompute);
    const double modelFlopsPerSample = textbook ? flopsPerSample : 3.0 * m.forwardFlopsPerSample;
    e.totalFlops = flopsPerSample * samples;

    // Step: one micro-batch of b samples on every GPU.
    const double mp = l.modelParallel();
    const double compute = flopsPerSample * b / mp / (cs.peakFlops * cs.efficiency);
    double memoryTime = 0.0;
    if (w.family == WorkloadFamily::Cnn && isKnown(m.activationValuesPerSample)) {
        const double valueBytes = isMixedPrecision(sc.precision) ? 2.0 : 4.0;
        memoryTime = kCnnTrainingTrafficPasses * m.activationValuesPerSample * valueBytes * b
            / (cs.bandwidth * kMemoryEfficiency);
    }

    const double intra = intraNodeBandwidth(gpu);
    const double inter = interNodeBandwidth(gpu, sc);
    // Tensor-parallel all-reduces stay inside a node (S2) and are part of the measured efficiency:
    // the Megatron-LM and Llama 3 runs behind the defaults use TP 2-8 (M117, M123-M148), so they are
    // not charged again here.
    const double tensorComm = 0.0;
    // Pipeline bubble of the interleaved 1F1B schedule, (p-1)/(v·m) with m micro-batches per step and
    // v model chunks per stage (Narayanan et al. 2021, §2.2.2; S4). Megatron-Core and Llama 3 interleave;
    // one layer per chunk is the finest split, v = layers per stage. Supported by Llama 3 405B at
    // PP16 (M117, M118: 16M-token batch, 16-32 micro-batches per stage), where plain 1F1B's (p-1)/m
    // bubble of 47-94 % would put it at 224-293 TFLOP/s against the 400-430 measured.
    const int chunks = std::max(1, (w.shape.layers > 0 ? w.shape.layers : w.layers) / l.pipeline);
    const double bubble = l.pipeline > 1 ? double(l.pipeline - 1) / (chunks * accumulation) : 0.0;

    // Gradient all-reduce over the data-parallel group; ZeRO-3 adds the weight all-gathers (3Ψ vs 2Ψ,
    // Rajbhandari et al. 2020 §7). TP ranks of a node leave gpusPerNode / t DP peers per node.
    double gradientComm = 0.0;
    if (l.data > 1) {
        const double bytes = m.params / mp * trainingWeightBytes(sc.precision) * (sc.zeroStage >= 3 ? 1.5 : 1.0);
        gradientComm
            = dataParallelAllReduceSeconds(bytes, l.data, std::max(1, sc.gpusPerNode / l.tensor), intra, inter);
        if (!isKnown(gradientComm)) {
            e.warnings |= WarnInterconnectUnknown;
            gradientComm = 0.0;
        }
    }
    // Gradients are reduced once per optimizer step, overlapped with the last micro-batch's backward
    // pass (2/3 of its compute; S3).
    const double exposed = std::max(0.0, gradientComm - compute * 2.0 / 3.0);
    const double step = accumulation * (compute + memoryTime + tensorComm) * (1.0 + bubble) + exposed;

    e.communicationSeconds = accumulation * tensorComm + exposed;
    e.computeSeconds = accumulation * compute;
    e.memorySeconds = accumulation * memoryTime;
    e.bubbleSeconds = accumulation * (compute + memoryTime + tensorComm) * bubble;
    e.stepSeconds = step;
    e.trainingSamples = samples;
    e.samplesPerS = accumulation * perMicroStep / step;
    // A measured throughput for this workload, GPU type, count and batch replaces the model:
    // time = dataset size / throughput (the "stress test" way of planning).
    if (isKnown(sc.measuredSamplesPerS) && sc.measuredSamplesPerS > 0)
        e.samplesPerS = sc.measuredSamplesPerS;
    if (m.isTokenModel)
        e.tokensPerS = e.samplesPerS * m.tokensPerSample;
    const double wallSeconds = samples / e.samplesPerS;
    e.wallHours = wallSeconds / 3600.0;

    // Every GPU asked for is paid for; the layout may leave some idle (tensor × pipeline × data < GPUs).
    const double gpusUsed = double(l.data) * mp;
    if (gpusUsed < sc.gpuCount)
        e.warnings |= WarnIdleGpus;
    e.achievedTflopsPerGpu = e.totalFlops / wallSeconds / sc.gpuCount / 1e12;
    e.mfu = modelFlopsPerSample * samples / wallSeconds / sc.gpuCount / cs.densePeak;
    const double singleGpuPerSample = flopsPerSample / (cs.peakFlops * cs.efficiency) + memoryTime / b;
    e.scalingEfficiency = (e.samplesPerS / gpusUsed) * singleGpuPerSample;

    const double commTime = accumulation * tensorComm + exposed;
    if (commTime > accumulation * compute && commTime > accumulation * memoryTime)
        e.bound = Bound::Communication;
    else
        e.bound = memoryTime > compute ? Bound::Memory : Bound::Compute;
    if (commTime > 0.2 * step)
        e.warnings |= WarnCommunicationBound;
    if (m.isGenerative && sc.amount == AmountKind::Tokens && samples * m.tokensPerSample < 20.0 * m.params * 0.999)
        e.warnings |= WarnBelowChinchilla;
}

} // namespace flopsheet
