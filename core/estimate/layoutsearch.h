#pragma once

#include "core/estimate/steptime.h"

#include <vector>

namespace flopsheet {

/** One layout the search costed: its step under the one step model, its memory, whether it fits. */
struct LayoutCandidate {
    ParallelLayout layout;
    TrainingStep step; ///< timed only when the layout fits
    double stepBatch = 0; ///< the global batch the step was timed at
    MemoryBreakdown memory;
    bool fits = false;
    /** A default batch grown past its target by one micro-batch on every replica (past the critical batch, maybe). */
    bool batchGrown = false;
    double secondsPerSample() const { return step.seconds / step.samples; }
};

/** What the search is asked: the GPU's memory and the batch every layout is costed at. */
struct LayoutRequest {
    double capacityBytes = 0;
    double globalBatch = 1; ///< samples per optimizer step
    /** The batch was not typed: a step holds at least one micro-batch on every data-parallel rank. */
    bool batchFollowsGpus = false;
    int defaultMicroBatch = 1; ///< the family's micro-batch where the micro-batch is not searched
    /** Rank layouts that keep globalBatch before those that grow it (a default batch with no micro-batch typed). */
    bool keepBatch = false;
    int keep = 0; ///< runners-up to return besides the best
    bool exhaustive = false; ///< cost every layout of the space, no bounds (tests and benchmarks)
    /** Only layouts that keep every GPU busy (t·c·p·d = N): what an answer that idles some gave up. */
    bool everyGpu = false;
};

/** The answer: the fastest layout that fits (else the one needing the least memory), and the runners-up. */
struct LayoutSearch {
    LayoutCandidate best;
    std::vector<LayoutCandidate> runnersUp; ///< fastest first, at most LayoutRequest::keep, fitting only
    int evaluated = 0; ///< layouts costed
    bool searched = false; ///< false: the plain data-parallel layout already reached the compute bound
};

/**
 * The training layout search. The space: tensor parallel t dividing the node, the heads and the KV
 * heads; pipeline stages p up to the layers, dividing them or, with uneven stages, the GPUs left by t;
 * data parallel the rest (⌊N / (t·p)⌋); micro-batches of powers of two up to one rank's share of the
 * batch; v model chunks per stage dividing the largest stage's layers (any number of micro-batches, as
 * Megatron-Core and Llama 3's schedule allow); recompute none or full of the fewest layers per stage
 * that fit (Megatron's --recompute-num-layers; selective, which saves nothing once FlashAttention keeps
 * no scores, only when pinned);
 * ZeRO 0-3 (at most 1 with pipelining: DeepSpeed and Megatron's distributed optimizer shard only the
 * optimizer across pipeline stages); sequence parallelism with every t > 1; context parallelism c
 * (each sequence split over c GPUs) where the best layout without it recomputes or nothing fits, c
 * leaving each rank at least 4,096 tokens. Whatever the scenario
 * pins is kept. Every layout is costed by StepModel and trainingMemory, nothing else. Branch and
 * bound: groups (one per t × c × p) are costed lowest lower bound first and the search stops at the
 * first that cannot beat the best found; each micro-batch has its own bound; a group or micro-batch
 * whose least-memory member does not fit is dropped unevaluated, and the lightest recompute (the fewest
 * recomputed layers) at which that member fits raises its bound. Fit checks and recompute depths come from
 * memory alone: only layouts that fit are timed. Deterministic: ties go to the smaller
 * model-parallel group, then less recompute, the lower ZeRO stage, fewer chunks, the smaller micro-batch. A default
 * batch is the plan's (at most the critical batch): a layout that keeps it ranks before one whose replicas would grow
 * it.
 */
LayoutSearch searchTrainingLayout(
    const Workload &w, const ModelFigures &m, const Scenario &sc, const StepModel &model, const LayoutRequest &request);

/** Whether the search can split the model over tensor, context and pipeline ranks (else data parallel alone). */
bool layoutSplittable(const Workload &w, const ModelFigures &m);

/** Whether t tensor-parallel ranks split the attention heads and the KV heads evenly (Megatron-LM requires both). */
bool tensorSplitsHeads(const TransformerShape &shape, int t);

/**
 * Why the parallel split a scenario pins cannot run, in one translated sentence, or empty: more GPUs
 * than the job has, tensor parallel across nodes or not dividing the heads, more stages than layers,
 * a sequence that does not split over the context ranks, chunks per stage without stages or not dividing
 * the largest stage's layers, or a split asked of a model without a transformer shape. The estimate refuses such a
 * scenario (EstimateError::LayoutCannotRun).
 */
QString pinnedLayoutProblem(const Workload &w, const ModelFigures &m, const Scenario &sc);

/** Whether a is the better layout (faster, or as fast and simpler): the search's one order. */
bool betterLayout(const LayoutCandidate &a, const LayoutCandidate &b);

/** Why a runner-up lost to the chosen layout, in one translated phrase ("pipeline bubble 9.1 % of the step"). */
QString layoutLossReason(const LayoutCandidate &chosen, const LayoutCandidate &other, int gpuCount);

} // namespace flopsheet
