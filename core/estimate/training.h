#pragma once

#include "core/estimate/estimate.h"
#include "core/estimate/modelfigures.h"

namespace flopsheet {

/**
 * Training compute: forward + backward = 3 × forward (backward ≈ 2 × forward; Kaplan et al. 2020 §2.1,
 * calflops/Epoch AI, docs/FORMULAS.md C7), full activation recompute adds one more forward pass (C2:
 * 8·N·D), selective recompute adds the attention part only (Korthikanti et al. 2022).
 */
constexpr double trainingFlopsPerSample(double forwardFlops, double attentionFlops, Recompute recompute)
{
    const double extra = recompute == Recompute::Full ? forwardFlops
        : recompute == Recompute::Selective           ? attentionFlops
                                                      : 0.0;
    return 3.0 * forwardFlops + extra;
}

/**
 * The share of a training step's FLOPs a 2:4-sparse weight matrix speeds up: the forward pass (one of the three
 * passes above). Sparse tensor cores multiply a 2:4 operand by a dense one (Mishra et al. 2021, arXiv:2104.08378);
 * the weight gradient multiplies two dense matrices, and the input gradient needs Wᵀ, whose rows are not 2:4
 * (Hubara et al. 2021, arXiv:2102.08124, transposable masks).
 */
constexpr double kSparseShareOfTraining = 1.0 / 3.0;

/** The matrix peak over a training step whose forward pass runs at `sparsityFactor` × dense (Amdahl). */
constexpr double sparseTrainingPeakFactor(double sparsityFactor)
{
    return 1.0 / (kSparseShareOfTraining / sparsityFactor + (1.0 - kSparseShareOfTraining));
}

/** Textbook formula: params × iterations × batch × FLOPs per parameter per sample (25e6 × 50,000 × 32 × 2 = 8.0e13). */
constexpr double textbookTrainingFlops(double params, double iterations, double batch, double flopsPerParam)
{
    return params * iterations * batch * flopsPerParam;
}

/** Default micro-batch per GPU when the user gives none (DLE conv nets 256; one 2k-4k sequence for LLMs). */
int defaultTrainingBatch(WorkloadFamily family, int seqLen);

/** Figures the training and inference paths share: the chip's usable peak and the efficiency. */
struct ComputeSetup {
    double peakFlops = 0; ///< dense × sparsity where it applies
    double densePeak = 0; ///< for MFU
    double efficiency = 0; ///< fraction of peakFlops reached by matrix work
    double bandwidth = 0; ///< bytes/s
    double memoryEfficiency = 0; ///< fraction of bandwidth memory-bound kernels reach (defaultMemoryEfficiency)
};

/** Why the scenario's batch schedule cannot lay over the training data (the stage and the reason); empty if it can. */
QString scheduleProblem(const Workload &w, const ModelFigures &m, const Scenario &sc);

/**
 * Fills the training figures of an estimate (layout, memory, step time, throughput, totals), integrated
 * over the batch schedule's segments; each segment's figures go to stages when given, and the layout
 * search with keepRunnersUp runners-up to searchOut.
 */
struct LayoutSearch;
void estimateTraining(const Workload &w, const ModelFigures &m, const Gpu &gpu, const Scenario &sc,
    const ComputeSetup &cs, Estimate &e, QList<StageFigures> *stages = nullptr, LayoutSearch *searchOut = nullptr,
    int keepRunnersUp = 0, bool exhaustive = false);

} // namespace flopsheet
