#include "core/estimate/layout.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace flopsheet {

MemoryBreakdown trainingMemory(
    const Workload &w, const ModelFigures &m, const Scenario &sc, const ParallelLayout &layout, int batchPerGpu)
{
    MemoryBreakdown mem
        = modelStateMemory(m.params, sc.precision, sc.optimizer, sc.zeroStage, layout.data, layout.modelParallel());
    const double valueBytes = isMixedPrecision(sc.precision) ? 2.0 : 4.0;
    const TransformerShape &s = w.shape;
    if (m.isTokenModel && s.hasCompute()) {
        // Korthikanti et al. 2022 count 16-bit activations; FP32 training doubles them. With 1F1B the
        // first pipeline stage holds p micro-batches of L/p layers, i.e. all L layers' worth (M9).
        // Attention scores are not stored: FlashAttention is the default of Megatron-Core, llm-foundry
        // and PyTorch SDPA (M7); with TP, sequence parallelism is on as in Megatron-Core.
        const bool sequenceParallel = layout.tensor > 1;
        const double perLayer = activationBytesPerLayer(m.seqLen, batchPerGpu, s.hidden, s.heads, sc.recompute,
                                    layout.tensor, false, sequenceParallel)
            * valueBytes / 2.0;
        double activations = s.layers * perLayer;
        if (sc.recompute == Recompute::Full) {
            // Recompute re-materialises one layer at a time in the backward pass.
            activations += activationBytesPerLayer(m.seqLen, batchPerGpu, s.hidden, s.heads, Recompute::None,
                               layout.tensor, false, sequenceParallel)
                * valueBytes / 2.0;
        }
        // FP32 logits for the loss: s·b·V·4 bytes / t (llm-analysis output-embedding memory, M8).
        if (s.vocab > 0)
            activations += double(m.seqLen) * batchPerGpu * s.vocab * 4.0 / layout.tensor;
        mem.activations = activations;
    } else if (isKnown(m.activationValuesPerSample)) {
        mem.activations = m.activationValuesPerSample * valueBytes * batchPerGpu;
    }
    mem.overhead = kFrameworkOverheadBytes;
    return mem;
}

LayoutChoice chooseTrainingLayout(
    const Workload &w, const ModelFigures &m, const Scenario &sc, double capacityBytes, int batchPerGpu)
{
    const TransformerShape &s = w.shape;
    const bool splittable = m.isTokenModel && s.hasCompute();
    // A degree the user asked for is kept; the other is searched.
    const int fixedTensor = splittable ? std::max(0, sc.tensorParallel) : 0;
    const int fixedPipeline = splittable ? std::max(0, sc.pipelineParallel) : 0;
    LayoutChoice best;
    best.layout.tensor = std::max(1, fixedTensor);
    best.layout.pipeline = std::max(1, fixedPipeline);
    best.layout.data = std::max(1, sc.gpuCount / best.layout.modelParallel());
    best.memory = trainingMemory(w, m, sc, best.layout, batchPerGpu);
    best.fits = best.memory.total() <= capacityBytes && best.layout.modelParallel() <= sc.gpuCount;
    if (best.fits || !splittable || (fixedTensor && fixedPipeline))
        return best;

    int maxTensor = 1;
    while (maxTensor * 2 <= std::min(sc.gpusPerNode, sc.gpuCount) && (s.heads == 0 || s.heads % (maxTensor * 2) == 0))
        maxTensor *= 2;
    // Model states shrink as 1/(t·p): one evaluation at the widest t estimates the depth needed, so
    // the search starts one step below it instead of at p = 1 (the sweep calls this millions of times).
    int firstPipeline = std::max(1, fixedPipeline);
    if (!fixedPipeline && !fixedTensor) {
        const int widest = std::max(1, std::min(maxTensor, sc.gpuCount));
        const MemoryBreakdown mem = trainingMemory(w, m, sc, { widest, 1, sc.gpuCount / widest }, batchPerGpu);
        const double room = capacityBytes - mem.activations - mem.overhead;
        const double states = mem.weights + mem.gradients + mem.optimizer;
        if (room > 0) {
            while (firstPipeline * 4 <= s.layers && firstPipeline * 2 <= sc.gpuCount
                && double(firstPipeline) * 4 * room < states)
                firstPipeline *= 2;
        }
    }
    for (int p = firstPipeline; p <= s.layers && p <= sc.gpuCount; p *= 2) {
        // Memory falls as t grows: when the widest split of this depth does not fit, no t will.
        if (!fixedTensor && p < sc.gpuCount) {
            // A power of two no wider than the node, so it divides the heads like maxTensor does.
            int widest = 1;
            while (widest * 2 <= std::min(maxTensor, sc.gpuCount / p))
                widest *= 2;
            ParallelLayout l { widest, p, sc.gpuCount / (widest * p) };
            const MemoryBreakdown mem = trainingMemory(w, m, sc, l, batchPerGpu);
            if (mem.total() > capacityBytes) {
                if (mem.total() < best.memory.total())
                    best = { l, mem, false };
                if (fixedPipeline)
                    break;
                continue;
            }
        }
        for (int t = std::max(1, fixedTensor); t <= maxTensor && t * p <= sc.gpuCount; t *= 2) {
            ParallelLayout l { t, p, sc.gpuCount / (t * p) };
            const MemoryBreakdown mem = trainingMemory(w, m, sc, l, batchPerGpu);
            if (mem.total() <= capacityBytes)
                return { l, mem, true };
            if (mem.total() < best.memory.total())
                best = { l, mem, false };
            if (fixedTensor)
                break;
        }
        if (fixedPipeline)
            break;
    }
    return best;
}

int largestBatch(double memoryAtZero, double memoryPerSample, double capacityBytes)
{
    if (memoryPerSample <= 0 || memoryAtZero >= capacityBytes)
        return 0;
    const double b = std::floor((capacityBytes - memoryAtZero) / memoryPerSample);
    return b > double(std::numeric_limits<int>::max()) ? std::numeric_limits<int>::max() : int(b);
}

} // namespace flopsheet
