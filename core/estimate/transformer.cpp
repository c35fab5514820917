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

double activationBytesPerLayer(double seqLen, double batch, int hidden, int heads, Recompute recompute,
    int tensorParallel, bool storesAttentionScores, bool sequenceParallel)
{
    const double sbh = seqLen * batch * hidden;
    const double t = tensorParallel > 0 ? tensorParallel : 1;
    const double unsplit = sequenceParallel ? 10.0 / t : 10.0;
    switch (recompute) {
    case Recompute::Full:
        return 2.0 * sbh / (sequenceParallel ? t : 1.0);
    case Recompute::Selective:
        return sbh * (unsplit + 24.0 / t);
    case Recompute::None:
    case Recompute::Auto:
        break;
    }
    if (!storesAttentionScores)
        return sbh * (unsplit + 24.0 / t);
    const double a = heads > 0 ? heads : hidden / 128.0; // head count unknown: 128-wide heads
    return sbh * (unsplit + 24.0 / t + 5.0 * a * seqLen / (hidden * t));
}

} // namespace flopsheet
