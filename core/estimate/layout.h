#pragma once

#include "core/estimate/memory.h"
#include "core/estimate/modelfigures.h"

#include <algorithm>

namespace flopsheet {

/** Layers on the largest of p pipeline stages: an even split, or Megatron-Core's uneven one, puts ⌈L / p⌉ there. */
inline int largestStageLayers(int layers, int pipeline)
{
    return (layers + pipeline - 1) / pipeline;
}

/**
 * How a training job splits over its GPUs: tensor × context × pipeline × data parallel = GPUs used, each
 * data-parallel rank running micro-batches of microBatch samples, each pipeline stage holding
 * interleave model chunks, with the recompute and ZeRO stage the layout needs.
 */
struct ParallelLayout {
    int tensor = 1;
    /** Context-parallel ranks splitting each sequence (Megatron-Core --context-parallel-size); weights replicated. */
    int context = 1;
    int pipeline = 1;
    int data = 1;
    int microBatch = 1;
    int interleave = 1; ///< model chunks per stage (1 = plain 1F1B)
    int stageLayers = 0; ///< layers of the largest stage; 0 = all layers / pipeline (or no layers known)
    Recompute recompute = Recompute::None;
    /** With full recompute, the layers of each stage recomputed (Megatron's --recompute-num-layers); 0 = all. */
    int recomputeLayers = 0;
    int zeroStage = 0;
    /** The s² attention scores are kept for the backward pass (no FlashAttention): the scenario's choice. */
    bool scoresStored = false;
    /** GPUs of one data-parallel replica: each sample's work is split over them. */
    int modelParallel() const { return tensor * context * pipeline; }
    /** GPUs the weights are split over (context-parallel ranks hold the same weights). */
    int weightShards() const { return tensor * pipeline; }
    int gpus() const { return modelParallel() * data; }
    /** Megatron-Core's sequence parallelism rides on tensor parallelism (Korthikanti et al. 2022 §4.2.2). */
    bool sequenceParallel() const { return tensor > 1; }
    /** Layers of the largest stage, given the model's layers. */
    int layersPerStage(int layers) const
    {
        return stageLayers > 0 ? stageLayers : (layers > 0 ? std::max(1, layers / pipeline) : 0);
    }
    /** The share of a stage's layers recomputed in the backward pass (full recompute of some or all layers). */
    double recomputeShare(int layers) const
    {
        if (recompute != Recompute::Full)
            return 0.0;
        const int held = layersPerStage(layers);
        return recomputeLayers <= 0 || held <= 0 ? 1.0 : std::min(1.0, double(recomputeLayers) / held);
    }
};

/**
 * Per-GPU training memory of a layout at a micro-batch (bytes), with inFlight micro-batches in flight
 * on the first pipeline stage (at most the stages; 0 = as many as the stages, the 1F1B steady state).
 */
MemoryBreakdown trainingMemory(const Workload &w, const ModelFigures &m, const Scenario &sc,
    const ParallelLayout &layout, int batchPerGpu, int inFlight = 0);

/**
 * trainingMemory for one job, with what depends on the workload and the scenario alone (bytes per
 * parameter and value, the shape's activation factor) worked out once: the layout search sizes thousands
 * of layouts of the same job. Holds a reference to the workload's shape.
 */
class TrainingMemoryModel {
public:
    TrainingMemoryModel(const Workload &w, const ModelFigures &m, const Scenario &sc);
    /** As trainingMemory: per-GPU bytes of the layout at a micro-batch, inFlight micro-batches held. */
    MemoryBreakdown at(const ParallelLayout &layout, int batchPerGpu, int inFlight = 0) const;

private:
    const TransformerShape &m_shape;
    bool m_layered = false; ///< a token model with its layers: activations per layer (else per sample)
    double m_params = 0;
    double m_seqLen = 0;
    double m_weightBytes = 0; ///< per parameter, weights and gradients each
    double m_optimizerBytes = 0; ///< per parameter
    double m_valueBytes = 0; ///< per stored activation value
    double m_splitFactor = 0; ///< splitActivationFactor of the shape
    double m_activationValuesPerSample = 0; ///< a model without layers: ModelFigures' count (may be unknown)
};

/**
 * Largest batch with memory(batch) <= capacity, memory being affine in the batch; 0 if none; at most
 * limits::batchPerGpu's largest.
 */
int largestBatch(double memoryAtZero, double memoryPerSample, double capacityBytes);

} // namespace flopsheet
