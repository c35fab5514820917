#pragma once

#include "core/catalog/workload.h"

namespace flopsheet {

/**
 * Parameters of a dense transformer from its shape: embeddings, per-layer attention (with
 * grouped-query K/V), MLP (two or three matrices), norms and biases, learned positions, untied head.
 * Reproduces the Hugging Face counts (Llama 2 7B: 6,738,415,616; GPT-2: 124,439,808).
 */
double transformerParams(const TransformerShape &s);

/**
 * Forward FLOPs per token at context length seqLen: 2 per parameter in matrix multiplies plus the
 * attention scores and weighted sum, 4·L·h·s (PaLM, Chowdhery et al. 2022, appendix B: 6N + 12·L·H·Q·T
 * for forward and backward). paramsInMatmuls is the parameter count that multiplies activations.
 */
constexpr double transformerForwardFlopsPerToken(double paramsInMatmuls, int layers, int hidden, double seqLen)
{
    return 2.0 * paramsInMatmuls + 4.0 * layers * double(hidden) * seqLen;
}

/** Attention FLOPs alone per token in the forward pass (the 4·L·h·s term above). */
constexpr double attentionFlopsPerToken(int layers, int hidden, double seqLen)
{
    return 4.0 * layers * double(hidden) * seqLen;
}

/**
 * KV-cache bytes per token: 2 (K and V) × layers × kv_heads × head_dim × bytes (kipply, "Transformer
 * Inference Arithmetic"; grouped-query heads, not query heads: LLM-Viewer #12).
 */
constexpr double kvCacheBytesPerToken(int layers, int kvHeads, int headDim, double bytesPerValue)
{
    return 2.0 * layers * double(kvHeads) * headDim * bytesPerValue;
}

/** Activation recompute; Auto lets the training layout search choose (layoutsearch.h) and counts as None elsewhere. */
enum class Recompute : std::uint8_t { None, Selective, Full, Auto };

/**
 * Activation bytes stored per layer for one micro-batch in 16-bit training (Korthikanti et al. 2022,
 * "Reducing Activation Recomputation", eqs. 1-2 and §5): no recompute s·b·h·(34 + 5·a·s/h);
 * selective recompute s·b·h·34; full recompute 2·s·b·h (only the layer input), with tensor
 * parallelism t dividing the parallel part. Without storesAttentionScores (FlashAttention, Dao et al.
 * 2022) the 5·a·s/h term of the score matrices is gone (docs/FORMULAS.md M7). Sequence parallelism
 * (Korthikanti §4.2.2) also splits the 10·s·b·h of norms and dropouts over the t ranks.
 */
double activationBytesPerLayer(double seqLen, double batch, int hidden, int heads, Recompute recompute,
    int tensorParallel, bool storesAttentionScores = true, bool sequenceParallel = false);

} // namespace flopsheet
