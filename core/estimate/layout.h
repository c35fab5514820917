#pragma once

#include "core/estimate/memory.h"
#include "core/estimate/modelfigures.h"

namespace flopsheet {

/** How GPUs split a model: tensor × pipeline × data parallel = GPUs used. */
struct ParallelLayout {
    int tensor = 1;
    int pipeline = 1;
    int data = 1;
    int modelParallel() const { return tensor * pipeline; }
};

/** Per-GPU training memory of a layout at a micro-batch (bytes). */
MemoryBreakdown trainingMemory(
    const Workload &w, const ModelFigures &m, const Scenario &sc, const ParallelLayout &layout, int batchPerGpu);

/**
 * The smallest model-parallel layout that fits: tensor parallelism first, inside a node, up to the
 * head count; then pipeline stages up to the layer count (Megatron-LM practice, Narayanan et al. 2021).
 * Only transformers with a known shape are split. Returns false in fits when none fits; the layout
 * is then the one needing the least memory.
 */
struct LayoutChoice {
    ParallelLayout layout;
    MemoryBreakdown memory;
    bool fits = false;
};
LayoutChoice chooseTrainingLayout(
    const Workload &w, const ModelFigures &m, const Scenario &sc, double capacityBytes, int batchPerGpu);

/** Largest batch with memory(batch) <= capacity, memory being affine in the batch; 0 if none. */
int largestBatch(double memoryAtZero, double memoryPerSample, double capacityBytes);

} // namespace flopsheet
