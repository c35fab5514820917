#include "core/estimate/transformer.h"

namespace flopsheet {

double transformerParams(const TransformerShape &s)
{
    const double h = s.hidden;
    const double headDim = s.effectiveHeadDim();
    const double qWidth = double(s.heads) * headDim;
    const double kvWidth = double(s.effectiveKvHeads()) * headDim;
    const double b = s.bias ? 1.0 : 0.0;

    // Attention: Q and O are h×(a·d), K and V are h×(a_kv·d) (HF LlamaAttention / GPT2Attention).
    const double attention = h * qWidth + 2.0 * h * kvWidth + qWidth * h + b * (qWidth + 2.0 * kvWidth + h);
    // MLP: up and down projections, plus a gate for SwiGLU/GeGLU (Shazeer 2020).
    const double mlpMatrices = s.gatedMlp ? 3.0 : 2.0;
    const double mlp = mlpMatrices * h * s.ffn + b * (s.ffn * (s.gatedMlp ? 2.0 : 1.0) + h);
    // LayerNorm has a weight and a bias, RMSNorm only a weight; two norms per layer.
    const double normParams = s.norm == NormKind::Rms ? h : 2.0 * h;
    const double perLayer = attention + mlp + 2.0 * normParams;

    const double embeddings = double(s.vocab) * h;
    const double head = s.tiedEmbeddings ? 0.0 : double(s.vocab) * h;
    const double positions = s.positions == PositionKind::Learned ? double(s.maxSeqLen) * h : 0.0;
    return embeddings + positions + s.layers * perLayer + normParams + head;
}

double splitActivationFactor(const TransformerShape &s)
{
    if (s.hidden <= 0)
        return 24.0;
    const double h = s.hidden;
    // Query and key/value widths over h: 1 and 1 for full multi-head attention, kv < 1 with grouped queries.
    const double q = s.heads > 0 ? double(s.heads) * s.effectiveHeadDim() / h : 1.0;
    const double kv = s.heads > 0 ? double(s.effectiveKvHeads()) * s.effectiveHeadDim() / h : 1.0;
    const double attention = 4.0 * q + 4.0 * kv;
    const double mlp = s.ffn > 0 ? (s.gatedMlp ? 6.0 : 4.0) * s.ffn / h : 16.0;
    return attention + mlp;
}

double activationFactor(const TransformerShape &s)
{
    return 10.0 + splitActivationFactor(s);
}

double activationBytesPerLayer(const TransformerShape &s, double seqLen, double batch, Recompute recompute,
    int tensorParallel, bool storesAttentionScores, bool sequenceParallel)
{
    return activationBytesPerLayer(
        s, splitActivationFactor(s), seqLen, batch, recompute, tensorParallel, storesAttentionScores, sequenceParallel);
}

double activationBytesPerLayer(const TransformerShape &s, double split, double seqLen, double batch,
    Recompute recompute, int tensorParallel, bool storesAttentionScores, bool sequenceParallel)
{
    const double sbh = seqLen * batch * s.hidden;
    const double t = tensorParallel > 0 ? tensorParallel : 1;
    const double unsplit = sequenceParallel ? 10.0 / t : 10.0;
    switch (recompute) {
    case Recompute::Full:
        return 2.0 * sbh / (sequenceParallel ? t : 1.0);
    case Recompute::Selective:
        return sbh * (unsplit + split / t);
    case Recompute::None:
    case Recompute::Auto:
        break;
    }
    if (!storesAttentionScores)
        return sbh * (unsplit + split / t);
    const double a = s.heads > 0 ? s.heads : s.hidden / 128.0; // head count unknown: 128-wide heads
    return sbh * (unsplit + split / t + 5.0 * a * seqLen / (s.hidden * t));
}

} // namespace flopsheet
