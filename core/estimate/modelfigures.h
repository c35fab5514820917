#pragma once

#include "core/catalog/workload.h"

namespace flopsheet {

/**
 * The numbers every formula needs, resolved once from a workload: parameter count (from the shape
 * when it is complete, else as published), forward FLOPs per sample, tokens per sample.
 */
struct ModelFigures {
    double params = kUnknown; ///< after structured pruning
    double forwardFlopsPerSample = kUnknown; ///< after structured pruning
    double attentionFlopsPerSample = 0; ///< the attention part of the above (selective recompute)
    double tokensPerSample = 1; ///< sequence length for token models, 1 for images
    int seqLen = 0;
    bool attentionCounted = false;
    bool paramsOnlyConvNet = false; ///< FLOPs guessed as 2 × params for a conv net
    bool isTokenModel = false; ///< encoder or decoder: "samples" are sequences
    bool isGenerative = false; ///< decoder: has prefill and decode
    double activationValuesPerSample = kUnknown; ///< conv nets and generic models (memory.h estimate)
};

/** The parameter count before pruning: an exact published count, else the shape's, else the nominal one. */
double unprunedParams(const Workload &workload);

/** Resolves a workload at a sequence length (0 = the workload's own). */
ModelFigures modelFigures(const Workload &workload, int seqLenOverride);

/** The figures of the workload as estimates see it (assumedWorkload in defaults.h): what views show. */
ModelFigures estimatedFigures(const Workload &workload, int seqLenOverride);

} // namespace flopsheet
