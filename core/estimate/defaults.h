#pragma once

#include "core/catalog/workload.h"

#include <QString>

#include <optional>

namespace flopsheet {

/**
 * What an estimate assumes where the input says nothing — each rule here once, with its source; the
 * estimate records what it assumed (Estimate::assumedLayers, assumedShape) and every output states it
 * (core/report/assumptions.h).
 */

/**
 * A decoder's shape from its parameter count alone, for a language model given as "--params 70B": the
 * GPT-3 family keeps d_model ≈ 128 × layers (Brown et al. 2020, Table 2.1: 175B has 96 layers of 12,288),
 * and N ≈ 12 · L · d² (Kaplan et al. 2020, §2.1), so L = (N / (12 · 128²))^⅓; heads of 128 dimensions,
 * an MLP 4× wide, and no vocabulary (its embeddings are inside N). 7B gives 33 layers of 4,224, 175B 96.
 * Kaplan et al. (Fig. 5) find loss flat over aspect ratios 50–200, so the guess costs little.
 */
TransformerShape shapeFromParams(double params);

/**
 * The same rules completing a shape given in part (the workload table's shape cells, typed in any order):
 * a given depth or width stays and the other follows from N ≈ 12 · L · d² (a width in whole heads, of the
 * heads given if any); missing heads from defaultHeads, a missing MLP width 4 × d_model. A shape with
 * neither depth nor width and no parameter count stays as it is.
 */
TransformerShape completedShape(const TransformerShape &given, double params);

/**
 * Layers of a model whose depth nobody gave, for its launch and dispatch floors: a conv net is taken as
 * deep as ResNet-50 (50), the network most published conv-net runs use; a ViT as ViT-B (12); a model
 * of unknown kind 12. The estimate says it assumed them.
 */
int defaultDepth(WorkloadFamily family);

/**
 * Attention heads for a language model's width when nobody gave them: heads 128 wide (GPT-3 175B,
 * Llama 2 and 3), or the divisor of the width nearest to that between 32 and 256 wide, else one head;
 * with KV heads given, a multiple of them (grouped-query attention, kvHeadsProblem), else as many.
 * Attention FLOPs and a full-width KV cache do not depend on the count; the tensor split does.
 */
int defaultHeads(int hidden, int kvHeads = 0);

/**
 * Tokens per sequence of a language model whose length nobody gave: a decoder 2,048, the context GPT-3
 * (Brown et al. 2020, §2.1) and LLaMA (Touvron et al. 2023, §2) trained at; an encoder 512, BERT's longest
 * (Devlin et al. 2019, appendix A.2). Other families have no sequence (0).
 */
int defaultSequenceTokens(WorkloadFamily family);

/** What assumedWorkload filled in. */
struct WorkloadAssumptions {
    bool shape = false; ///< a language model's shape from its parameter count
    int layers = 0; ///< a depth from the family; 0 = none assumed
    int heads = 0; ///< heads for a given width (defaultHeads); 0 = none assumed
    int seqLen = 0; ///< tokens per sequence (defaultSequenceTokens); 0 = none assumed
    bool any() const { return shape || layers > 0 || heads > 0 || seqLen > 0; }
};

/**
 * The workload as estimates use it: a language model without a shape takes shapeFromParams, one with
 * a shape but no head count defaultHeads, one without a sequence length defaultSequenceTokens (a length the
 * scenario gives still wins, as in modelFigures), a model without a depth its family's defaultDepth; nullopt when
 * nothing is missing (the common case copies nothing). Everything that shows a figure the estimate used (the table's
 * derived FLOPs, the details pane, diagnostics) reads the workload through this, so no view shows another model than
 * the estimate's.
 */
std::optional<Workload> assumedWorkload(const Workload &w, WorkloadAssumptions *assumed = nullptr);

/** A family the input implies, and why, in words for the user ("4.09 GMACs for 25.6 M parameters"). */
struct FamilyGuess {
    WorkloadFamily family;
    QString reason; ///< translated
};

/** What the input says about tokens, for inferFamily. */
struct TokenInput {
    bool shape = false; ///< a transformer shape (layers and width) was given
    bool sequence = false; ///< a sequence length was given
    bool trainingTokens = false; ///< a number of training tokens was given
    bool generation = false; ///< prompt or output tokens were given
    bool serving = false; ///< the mode is inference
};

/**
 * The family a model given only by its numbers most likely is:
 * - a transformer when a shape, a sequence length or tokens are given — tokens and sequences are what
 *   language models train on and read; served with a sequence and nothing to generate (no prompt or
 *   output tokens), it is an encoder (BERT-style: one forward pass over the sequence, as MLPerf's BERT);
 *   otherwise a decoder LLM;
 * - a conv net when its forward pass has far more multiply-accumulates than it has weights (over 20 per
 *   weight and no sequence): a convolution reuses each weight at every position (ResNet-50: 4.09 GMACs
 *   for 25.6 M weights, 160 per weight; an MLP or an embedding table: 1);
 * - otherwise nothing is implied (std::nullopt): the caller keeps the generic family.
 */
std::optional<FamilyGuess> inferFamily(double params, double forwardFlopsPerSample, const TokenInput &tokens);

} // namespace flopsheet
