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
 * 16-bit activation bytes per token per layer that tensor parallelism splits, in units of the hidden size
 * (Korthikanti et al. 2022, §4.1): attention keeps Q, K, V and the output projection's input, 2·(2·q + 2·kv)
 * bytes for q query and kv key/value channels; the MLP keeps its up projection's output and the activation's,
 * 4·f bytes for width f, or 6·f gated (Megatron-Core's fused SwiGLU keeps gate and up, 4·f, and their
 * product, 2·f). A 4h GeLU MLP with full heads gives Korthikanti's 24; Llama 3 70B (GQA 8 of 64, f = 3.5h,
 * gated) 25.5. Unknown widths count as that 4h GeLU MLP with full heads.
 */
double splitActivationFactor(const TransformerShape &s);

/** Korthikanti's 34 for the shape: the 10 of norms, dropout masks and shared inputs plus the split part. */
double activationFactor(const TransformerShape &s);

/**
 * Activation bytes stored per layer for one micro-batch in 16-bit training (Korthikanti et al. 2022,
 * "Reducing Activation Recomputation", eqs. 1-2 and §5): no recompute s·b·h·(34 + 5·a·s/h);
 * selective recompute s·b·h·34; full recompute 2·s·b·h (only the layer input), with tensor
 * parallelism t dividing the parallel part (24 of the 34 for GPT's shape; splitActivationFactor for
 * others). Without storesAttentionScores (FlashAttention, Dao et al. 2022) the 5·a·s/h term of the score
 * matrices is gone (docs/FORMULAS.md M7). Sequence parallelism (Korthikanti §4.2.2) also splits the
 * 10·s·b·h of norms and dropouts over the t ranks.
 */
double activationBytesPerLayer(const TransformerShape &s, double seqLen, double batch, Recompute recompute,
    int tensorParallel, bool storesAttentionScores = true, bool sequenceParallel = false);

/** The same with the shape's splitActivationFactor given (worked out once where many layouts are sized). */
double activationBytesPerLayer(const TransformerShape &s, double splitFactor, double seqLen, double batch,
    Recompute recompute, int tensorParallel, bool storesAttentionScores, bool sequenceParallel);

} // namespace flopsheet
