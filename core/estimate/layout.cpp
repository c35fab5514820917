#include "core/estimate/layout.h"

#include "core/catalog/limits.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace flopsheet {

MemoryBreakdown trainingMemory(const Workload &w, const ModelFigures &m, const Scenario &sc,
    const ParallelLayout &layout, int batchPerGpu, int inFlight)
{
    return TrainingMemoryModel(w, m, sc).at(layout, batchPerGpu, inFlight);
}

TrainingMemoryModel::TrainingMemoryModel(const Workload &w, const ModelFigures &m, const Scenario &sc)
    : m_shape(w.shape)
{
    m_layered = m.isTokenModel && m_shape.hasCompute() && m_shape.layers > 0;
    m_params = m.params;
    m_seqLen = m.seqLen;
    m_weightBytes = trainingWeightBytes(sc.precision);
    m_optimizerBytes = optimizerBytesPerParam(sc.optimizer, sc.precision);
    m_valueBytes = isMixedPrecision(sc.precision) ? 2.0 : 4.0;
    m_splitFactor = m_layered ? splitActivationFactor(m_shape) : 0.0;
    m_activationValuesPerSample = m.activationValuesPerSample;
}

MemoryBreakdown TrainingMemoryModel::at(const ParallelLayout &layout, int batchPerGpu, int inFlight) const
{
    const TransformerShape &s = m_shape;
    // An uneven split puts stageLayers of the L layers on the largest stage (Megatron-Core's
    // --decoder-first/last-pipeline-num-layers); its share of the weights follows.
    const int stageLayers = m_layered && layout.stageLayers > 0 ? layout.stageLayers : 0;
    const double stageShare = stageLayers > 0 ? double(stageLayers) * layout.pipeline / s.layers : 1.0;
    // Megatron-Core shards the distributed optimizer over data × context ranks, which hold the same weights.
    MemoryBreakdown mem = modelStateMemory(m_params * stageShare, m_weightBytes, m_optimizerBytes,
        std::max(0, layout.zeroStage), layout.data * layout.context, layout.weightShards());
    const double valueBytes = m_valueBytes;
    if (m_layered) {
        // Korthikanti et al. 2022 count 16-bit activations; FP32 training doubles them. With 1F1B the
        // first pipeline stage holds up to p micro-batches of L/p layers, i.e. all L layers' worth (M9),
        // fewer when a step has fewer micro-batches than stages; the interleaved schedule holds
        // (1 + (p-1)/(p·v)) times that (Korthikanti §4.2.3). Attention scores are not stored unless the
        // scenario says so: FlashAttention is the default of Megatron-Core, llm-foundry and PyTorch SDPA (M7);
        // with TP, sequence parallelism is on as in Megatron-Core.
        const int p = layout.pipeline;
        // Context parallelism keeps 1/c of each sequence's activations on a GPU (Megatron-Core's context
        // parallelism guide; Liu et al. 2023, ring attention).
        const auto perLayer = [&](Recompute r) {
            return activationBytesPerLayer(s, m_splitFactor, m_seqLen, batchPerGpu, r, layout.tensor,
                       layout.scoresStored, layout.sequenceParallel())
                * valueBytes / 2.0 / std::max(1, layout.context);
        };
        const int layersHeld = layout.layersPerStage(s.layers);
        const int microBatchesHeld = inFlight > 0 ? std::min(inFlight, p) : p;
        // Full recompute of k layers keeps only their inputs; the others keep everything.
        const Recompute stored = layout.recompute == Recompute::Full ? Recompute::None : layout.recompute;
        const int recomputed
            = layout.recompute == Recompute::Full ? int(std::lround(layout.recomputeShare(s.layers) * layersHeld)) : 0;
        const double storedPerLayer = perLayer(stored);
        double activations = double(microBatchesHeld) * (layersHeld - recomputed) * storedPerLayer;
        if (recomputed > 0)
            activations += double(microBatchesHeld) * recomputed * perLayer(Recompute::Full);
        if (layout.interleave > 1 && p > 1)
            activations *= 1.0 + double(p - 1) / (double(p) * layout.interleave);
        // Recompute re-materialises one layer at a time in the backward pass.
        if (recomputed > 0)
            activations += stored == Recompute::None ? storedPerLayer : perLayer(Recompute::None);
        // FP32 logits for the loss: s·b·V·4 bytes / t (llm-analysis output-embedding memory, M8).
        if (s.vocab > 0)
            activations += m_seqLen * batchPerGpu * s.vocab * 4.0 / layout.tensor / std::max(1, layout.context);
        mem.activations = activations;
    } else if (isKnown(m_activationValuesPerSample)) {
        mem.activations = m_activationValuesPerSample * valueBytes * batchPerGpu;
    }
    mem.overhead = kFrameworkOverheadBytes;
    return mem;
}

int largestBatch(double memoryAtZero, double memoryPerSample, double capacityBytes)
{
    // Written so that an unknown (NaN) capacity or memory, a GPU without its memory figure, fits nothing.
    if (!(memoryPerSample > 0) || !(memoryAtZero < capacityBytes))
        return 0;
    const double b = std::floor((capacityBytes - memoryAtZero) / memoryPerSample);
    if (!(b >= 0))
        return 0;
    // At most the largest batch a user can type: a model whose samples hold next to nothing (a FLOP count
    // with no shape) is not told that two billion fit.
    return b > limits::batchPerGpu.maximum ? int(limits::batchPerGpu.maximum) : int(b);
}

} // namespace flopsheet
