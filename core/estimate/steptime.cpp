#include "core/estimate/steptime.h"

#include "core/estimate/efficiency.h"
#include "core/estimate/scaling.h"

#include <algorithm>
#include <cmath>

namespace flopsheet {

StepModel::StepModel(
    const Workload &w, const ModelFigures &m, const Gpu &gpu, const Scenario &sc, const ComputeSetup &cs)
{
    m_rate = cs.peakFlops * cs.efficiency;
    m_forwardFlops = m.forwardFlopsPerSample;
    m_attentionFlops = m.attentionFlopsPerSample;
    // The textbook K is per parameter per token for a language model (C = 6·N·D, Kaplan et al. 2020 §2.1),
    // per parameter per sample for the others (tokensPerSample = 1).
    if (isKnown(sc.flopsPerParam))
        m_textbookFlops = m.params * sc.flopsPerParam * m.tokensPerSample;
    m_trafficPerSample = w.family == WorkloadFamily::Cnn && isKnown(m.activationValuesPerSample)
        ? cnnTrainingTrafficPasses(resolvedRuntime(sc.runtime, w.family, Mode::Train)) * m.activationValuesPerSample
            * (isMixedPrecision(sc.precision) ? 2.0 : 4.0) / (cs.bandwidth * cs.memoryEfficiency)
        : 0.0;
    m_params = m.params;
    m_batchTyped = isKnown(sc.globalBatch);
    m_weightBytes = trainingWeightBytes(sc.precision);
    m_layers = w.shape.layers > 0 ? w.shape.layers : w.layers;
    m_kernelsPerLayer = kernelsPerLayer(w.shape.layers > 0);
    if (m.isTokenModel && w.shape.hasCompute()) {
        const double valueBytes = isMixedPrecision(sc.precision) ? 2.0 : 4.0;
        m_activationBytesPerSample = double(m.seqLen) * w.shape.hidden * valueBytes;
        const int headDim = w.shape.headDim > 0 ? w.shape.headDim : w.shape.hidden / std::max(1, w.shape.heads);
        m_keyValueBytesPerSample = 2.0 * m.seqLen * w.shape.effectiveKvHeads() * headDim * valueBytes;
    }
    m_flopsNoRecompute = flopsAtRecompute(ParallelLayout {});
    m_secondsNoRecompute = m_flopsNoRecompute / m_rate;
    m_gpusPerNode = sc.gpusPerNode;
    m_intra = intraNodeBandwidth(gpu);
    m_inter = interNodeBandwidth(gpu, sc);
}

double StepModel::flopsAtRecompute(const ParallelLayout &l) const
{
    if (isKnown(m_textbookFlops))
        return m_textbookFlops;
    // Forward + backward = 3 forward passes, + 1 for the share of layers fully recomputed (C7, C2).
    if (l.recompute == Recompute::Full)
        return (3.0 + recomputeShare(l)) * m_forwardFlops;
    return trainingFlopsPerSample(m_forwardFlops, m_attentionFlops, l.recompute);
}

TrainingStep StepModel::split(const ParallelLayout &l, double g)
{
    TrainingStep s;
    const int b = std::max(1, l.microBatch);
    s.ranks = int(std::min<double>(l.data, std::max(1.0, std::ceil(g / b - 1e-9))));
    s.micro = int(std::min<double>(b, std::max(1.0, std::ceil(g / s.ranks - 1e-9))));
    // Gradient accumulation: each rank runs this many micro-batches per optimizer step.
    s.accumulation = std::max(1.0, std::ceil(g / (double(s.micro) * s.ranks) - 1e-9));
    return s;
}

void StepModel::timeSplit(const ParallelLayout &l, double g, TrainingStep &s) const
{
    const double mp = l.modelParallel();
    // A typed batch is what each step takes: when it does not split into whole micro-batches, the busiest
    // rank runs ceil(g / (micro × ranks)) of them and the others wait (the rounding is time, not data). A
    // default batch is only a size to aim at, rounded up to whole micro-batches on every rank.
    s.samples = s.accumulation * s.micro * s.ranks;
    if (m_batchTyped)
        s.samples = std::min(s.samples, std::max(g, 1.0));
    // The slowest pipeline stage sets the pace; an even split gives every GPU 1/(t·p) of the work.
    const double compute = computeSecondsPerSample(l) * s.micro / mp * stageFactor(l);
    const double memoryTime = m_trafficPerSample * s.micro;
    // Kernel launches of the stage's layers, once per micro-batch: a small per-GPU batch at scale is paced by
    // them (ResNet-50 at 16 images per H100, M293/M294; BERT-large at 2 sequences on 3,472 H100, M298).
    const double launch = launchSeconds(l.layersPerStage(m_layers));
    // Tensor parallelism: two all-reduces of the layer's s·b·h activations per layer forward and two backward
    // (S2; reduce-scatter + all-gather with sequence parallelism, the same bytes), two more with full
    // recompute, each a ring inside the node (S1) plus its start-up latency. Up to kTensorCommInEfficiency
    // of the matrix work they are inside the measured efficiency, not charged again (see efficiency.h);
    // beyond it they are exposed: small layers (BERT-large at TP 8: three times its matrix work) pay.
    const int stageLayers = l.layersPerStage(m_layers);
    const int c = std::max(1, l.context);
    const double layerBytes = m_activationBytesPerSample * s.micro / c; // a context rank holds 1/c of the tokens
    double tensorComm = 0.0;
    if (l.tensor > 1 && layerBytes > 0 && isKnown(m_intra)) {
        const double collectives = (4.0 + 2.0 * recomputeShare(l)) * stageLayers;
        const double all = collectives
            * (ringAllReduceSeconds(layerBytes, l.tensor, m_intra * kNvlinkEfficiency) + kAllReduceLatencyS);
        tensorComm = std::max(0.0, all - kTensorCommInEfficiency * compute);
    }
    // Pipeline parallelism: each micro-batch's activations go forward and their gradients back across every
    // chunk boundary, v per stage (Narayanan et al. 2021 §2.2.2: interleaving multiplies these sends by v);
    // split over the TP ranks with sequence parallelism. Stages are the outermost rank dimension (Megatron's
    // order tp-dp-pp), so neighbours share a node only when t·d GPUs leave room for the next stage.
    double pipelineComm = 0.0;
    if (l.pipeline > 1 && layerBytes > 0) {
        const bool sameNode = l.tensor * c * l.data * 2 <= m_gpusPerNode;
        const double link = sameNode ? m_intra * kNvlinkEfficiency : m_inter * kNetworkEfficiency;
        if (isKnown(link) && link > 0)
            pipelineComm = 2.0 * std::max(1, l.interleave) * (layerBytes / l.tensor / link + kAllReduceLatencyS);
    }
    // Context parallelism: each rank's keys and values go around the ring of c ranks, once forward and
    // twice backward (keys and values again, and their gradients), c-1 hops each, overlapped with the
    // attention blocks they feed (Liu et al. 2023, ring attention; Megatron-Core's context parallelism
    // guide); only what outlasts the attention compute is exposed. Inside a node when t·c GPUs fit in one.
    double contextComm = 0.0;
    if (c > 1 && m_keyValueBytesPerSample > 0) {
        const double link = l.tensor * c <= m_gpusPerNode ? m_intra * kNvlinkEfficiency : m_inter * kNetworkEfficiency;
        if (isKnown(link) && link > 0) {
            const double hop = m_keyValueBytesPerSample * s.micro / c / l.tensor / link + kAllReduceLatencyS;
            const double ring = 3.0 * (c - 1) * hop * stageLayers;
            const double attention = 3.0 * m_attentionFlops * s.micro / mp / m_rate * stageFactor(l);
            contextComm = std::max(0.0, ring - attention);
        }
    }
    // Pipeline bubble of the interleaved 1F1B schedule, (p-1)/(v·m) with m micro-batches per step and v
    // model chunks per stage (Narayanan et al. 2021, §2.2.2; S4). Supported by Llama 3 405B at PP16
    // (M117, M118: 16M-token batch, 16-32 micro-batches per stage), where plain 1F1B's (p-1)/m bubble
    // of 47-94 % would put it at 224-293 TFLOP/s against the 400-430 measured.
    const double bubble = l.pipeline > 1 ? double(l.pipeline - 1) / (std::max(1, l.interleave) * s.accumulation) : 0.0;
    // Gradient all-reduce over the busy data-parallel ranks; ZeRO-3 adds the weight all-gathers (3Ψ vs
    // 2Ψ, Rajbhandari et al. 2020 §7). TP ranks of a node leave gpusPerNode / t DP peers per node.
    double gradientComm = 0.0;
    if (s.ranks * c > 1) {
        // Context ranks hold the same weights: gradients are reduced over data × context ranks (Megatron-Core).
        const double bytes
            = m_params / l.weightShards() * stageFactor(l) * m_weightBytes * (l.zeroStage >= 3 ? 1.5 : 1.0);
        gradientComm
            = dataParallelAllReduceSeconds(bytes, s.ranks * c, std::max(1, m_gpusPerNode / l.tensor), m_intra, m_inter);
        if (!isKnown(gradientComm)) {
            s.interconnectUnknown = true;
            gradientComm = 0.0;
        }
    }
    // Gradients are reduced once per optimizer step, overlapped with the last micro-batch's backward
    // pass (2/3 of its compute; S3). ZeRO-3 frees the weights it gathered after each use, so it gathers them
    // for every micro-batch's forward and backward and reduce-scatters every micro-batch's gradients
    // (DeepSpeed, deepspeedai/DeepSpeed#2252; PyTorch FSDP's FULL_SHARD): the traffic repeats per micro-batch.
    // ZeRO-2 keeps only its shard of the gradients, so every micro-batch but the last reduce-scatters its own
    // (half an all-reduce's bytes, behind its backward pass); the last, with the weights' all-gather after
    // the optimizer step, moves what one all-reduce does (the same issue).
    const double overlap = compute * 2.0 / 3.0;
    if (l.zeroStage >= 3)
        s.exposed = s.accumulation * std::max(0.0, gradientComm - overlap);
    else if (l.zeroStage == 2)
        s.exposed
            = std::max(0.0, gradientComm - overlap) + (s.accumulation - 1) * std::max(0.0, gradientComm / 2 - overlap);
    else
        s.exposed = std::max(0.0, gradientComm - overlap);
    s.compute = s.accumulation * compute;
    s.memory = s.accumulation * memoryTime;
    s.tensorComm = s.accumulation * tensorComm;
    s.pipelineComm = s.accumulation * pipelineComm;
    s.contextComm = s.accumulation * contextComm;
    s.launch = s.accumulation * launch;
    s.bubble = s.accumulation * (compute + memoryTime + launch + tensorComm + contextComm) * bubble;
    s.seconds = s.compute + s.memory + s.launch + s.tensorComm + s.pipelineComm + s.contextComm + s.bubble + s.exposed;
}

} // namespace flopsheet
