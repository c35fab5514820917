// Transformer shape formulas: parameter counts, KV cache, attention FLOPs, activation memory.
#include "core/catalog/catalog.h"
#include "core/estimate/estimator.h"
#include "core/estimate/modelfigures.h"
#include "core/estimate/transformer.h"
#include "core/estimate/units.h"

#include "testutil.h"

#include <QTest>

#include <cmath>

using namespace flopsheet;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(flopsheet::TransformerShape)
Q_DECLARE_METATYPE(flopsheet::Recompute)

namespace {

TransformerShape llamaShape(int layers, int hidden, int heads, int kvHeads, int ffn, int vocab)
{
    TransformerShape s;
    s.layers = layers;
    s.hidden = hidden;
    s.heads = heads;
    s.kvHeads = kvHeads;
    s.ffn = ffn;
    s.vocab = vocab;
    s.gatedMlp = true;
    s.bias = false;
    s.tiedEmbeddings = false;
    s.norm = NormKind::Rms;
    s.positions = PositionKind::Rope;
    return s;
}

TransformerShape gpt2Shape()
{
    TransformerShape s;
    s.layers = 12;
    s.hidden = 768;
    s.heads = 12;
    s.ffn = 3072;
    s.vocab = 50257;
    s.maxSeqLen = 1024;
    s.gatedMlp = false;
    s.bias = true;
    s.tiedEmbeddings = true;
    s.norm = NormKind::Layer;
    s.positions = PositionKind::Learned;
    return s;
}

} // namespace

class tst_Transformer : public QObject {
    Q_OBJECT

private slots:
    void params_data();
    void params();
    void catalogPresetsUseTheShapeCount();
    void megatronA100StudyIsThePapersTable_data();
    void megatronA100StudyIsThePapersTable();
    void kvCacheBytesPerToken_data();
    void kvCacheBytesPerToken();
    void kvCacheUsesKvHeadsNotQueryHeads();
    void estimateKvCacheGrowsByKvBytesPerToken();
    void estimateKvCacheHoldsOnlyTheCache();
    void kvHeadsAreReplicatedNotSplitBeyondTheirCount();
    void attentionFlopsPerToken_data();
    void attentionFlopsPerToken();
    void forwardFlopsPerToken();
    void activationBytes_data();
    void activationBytes();
    void activationBytesFollowTheMlpAndKvHeads();
};

void tst_Transformer::params_data()
{
    QTest::addColumn<TransformerShape>("shape");
    QTest::addColumn<double>("expected");

    // Llama 2 7B (HF config: 32 layers, 4096 hidden, 32 heads, ffn 11008, vocab 32000, SwiGLU, untied,
    // RMSNorm). Per layer: attention 4·4096² = 67,108,864; MLP 3·4096·11008 = 135,266,304; two norms 8,192
    // → 202,383,360 × 32 = 6,476,267,520; embeddings + head 2·32000·4096 = 262,144,000; final norm 4,096.
    // Sum 6,738,415,616, the count Hugging Face reports for meta-llama/Llama-2-7b-hf.
    QTest::newRow("llama-2-7b") << llamaShape(32, 4096, 32, 0, 11008, 32000) << 6738415616.0;

    // GPT-2 small: per layer attention 4·768² + 4·768 = 2,362,368; MLP 2·768·3072 + 3072 + 768 = 4,722,432;
    // two LayerNorms 3,072 → 7,087,872 × 12 = 85,054,464; token embeddings 50257·768 = 38,597,376;
    // positions 1024·768 = 786,432; final LayerNorm 1,536; head tied. Sum 124,439,808 (HF "gpt2").
    QTest::newRow("gpt-2") << gpt2Shape() << 124439808.0;

    // Llama 2 70B (64 query heads, 8 KV heads, head dim 128, ffn 28672): Q and O 2·8192² = 134,217,728;
    // K and V 2·8192·1024 = 16,777,216; MLP 3·8192·28672 = 704,643,072; norms 16,384 → 855,654,400 × 80
    // = 68,452,352,000; embeddings + head 2·32000·8192 = 524,288,000; final norm 8,192.
    // Sum 68,976,648,192, the HF count for meta-llama/Llama-2-70b-hf.
    QTest::newRow("llama-2-70b") << llamaShape(80, 8192, 64, 8, 28672, 32000) << 68976648192.0;
}

void tst_Transformer::params()
{
    QFETCH(TransformerShape, shape);
    QFETCH(double, expected);
    // Exact integers below 2^53: any formula slip shows as a difference of whole parameters.
    QCOMPARE(qint64(transformerParams(shape)), qint64(expected));
}

void tst_Transformer::catalogPresetsUseTheShapeCount()
{
    // The built-in Llama 2 7B preset publishes "6.74B" but carries the full shape, so its figures must use
    // the exact 6,738,415,616 (see params()).
    const Workload *w = Catalog::builtIn().workload(u"llama-2-7b");
    QVERIFY(w);
    const ModelFigures m = modelFigures(*w, 0);
    QCOMPARE(qint64(m.params), qint64(6738415616));
}

void tst_Transformer::megatronA100StudyIsThePapersTable_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("billions");
    QTest::addColumn<int>("heads");
    QTest::addColumn<int>("tensor");
    QTest::addColumn<int>("pipeline");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<double>("batch");

    // Narayanan et al. 2021 (arXiv:2104.04473) Table 1: parameters (billions, to 0.1), attention heads,
    // tensor- and pipeline-parallel sizes, GPUs and batch of each weak-scaling run.
    QTest::newRow("1.7B") << u"megatron-a100-1.7b"_s << 1.7 << 24 << 1 << 1 << 32 << 512.0;
    QTest::newRow("3.6B") << u"megatron-a100-3.6b"_s << 3.6 << 32 << 2 << 1 << 64 << 512.0;
    QTest::newRow("7.5B") << u"megatron-a100-7.5b"_s << 7.5 << 32 << 4 << 1 << 128 << 512.0;
    QTest::newRow("18.4B") << u"megatron-a100-18.4b"_s << 18.4 << 48 << 8 << 1 << 256 << 1024.0;
    QTest::newRow("39.1B") << u"megatron-a100-39.1b"_s << 39.1 << 64 << 8 << 2 << 512 << 1536.0;
    QTest::newRow("76.1B") << u"megatron-a100-76.1b"_s << 76.1 << 80 << 8 << 4 << 1024 << 1792.0;
    QTest::newRow("145.6B") << u"megatron-a100-145.6b"_s << 145.6 << 96 << 8 << 8 << 1536 << 2304.0;
    QTest::newRow("310.1B") << u"megatron-a100-310.1b"_s << 310.1 << 128 << 8 << 16 << 1920 << 2160.0;
    QTest::newRow("529.6B") << u"megatron-a100-529.6b"_s << 529.6 << 128 << 8 << 35 << 2520 << 2520.0;
    QTest::newRow("1008B") << u"megatron-a100-1008b"_s << 1008.0 << 160 << 8 << 64 << 3072 << 3072.0;
}

void tst_Transformer::megatronA100StudyIsThePapersTable()
{
    QFETCH(QString, id);
    QFETCH(double, billions);
    QFETCH(int, heads);
    QFETCH(int, tensor);
    QFETCH(int, pipeline);
    QFETCH(int, gpus);
    QFETCH(double, batch);
    const Workload *w = Catalog::builtIn().workload(id);
    QVERIFY(w);
    // The heads are the paper's, not a width-based guess (1.7B: 24 of 96 where 128-wide heads give 18;
    // 529.6B: 128 of 160, not 160; 1008B: 160 of 160, not 200), and the attention is multi-head.
    QCOMPARE(w->shape.heads, heads);
    QCOMPARE(w->shape.effectiveKvHeads(), heads);
    // The shape counts what the table lists: P = 12·l·h²·(1 + 13/(12h) + (V+s)/(12·l·h)) (the paper's
    // eq. 2, with the final LayerNorm's 2h besides), to the table's 0.1 B rounding.
    QVERIFY2(std::abs(transformerParams(w->shape) / 1e9 - billions) <= 0.05,
        qPrintable(u"%1 B counted"_s.arg(transformerParams(w->shape) / 1e9)));
    // The paper's own split runs: its tensor-parallel size divides these heads, and the estimate of the
    // run takes them as given.
    Scenario sc;
    sc.gpuCount = gpus;
    sc.tensorParallel = tensor;
    sc.pipelineParallel = pipeline;
    sc.globalBatch = batch;
    sc.tokens = 300e9;
    const Estimate e = estimate(*w, *Catalog::builtIn().gpu(u"a100-80gb-sxm"), sc);
    QVERIFY2(e.ok(), qPrintable(id));
    QCOMPARE(e.assumedHeads, 0);
    QCOMPARE(e.tensorParallel, tensor);
    QCOMPARE(e.pipelineParallel, pipeline);
}

void tst_Transformer::kvCacheBytesPerToken_data()
{
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("kvHeads");
    QTest::addColumn<int>("headDim");
    QTest::addColumn<double>("bytes");
    QTest::addColumn<double>("expected");

    // Llama 2 70B FP16: 2 (K and V) · 80 layers · 8 KV heads · 128 · 2 bytes = 327,680 B per token.
    QTest::newRow("llama-2-70b fp16") << 80 << 8 << 128 << 2.0 << 327680.0;
    // Llama 2 7B FP16 (no GQA): 2 · 32 · 32 · 128 · 2 = 524,288 B = 0.5 MiB per token.
    QTest::newRow("llama-2-7b fp16") << 32 << 32 << 128 << 2.0 << 524288.0;
    // Qwen3-4B (HF config: 36 layers, 8 KV heads, head_dim 128 although hidden/heads = 2560/32 = 80), FP8 KV:
    // 2 · 36 · 8 · 128 · 1 = 73,728 B. Using hidden/heads would give 46,080 (LMCache #688).
    QTest::newRow("qwen3-4b fp8 kv") << 36 << 8 << 128 << 1.0 << 73728.0;
}

void tst_Transformer::kvCacheBytesPerToken()
{
    QFETCH(int, layers);
    QFETCH(int, kvHeads);
    QFETCH(int, headDim);
    QFETCH(double, bytes);
    QFETCH(double, expected);
    QCOMPARE(flopsheet::kvCacheBytesPerToken(layers, kvHeads, headDim, bytes), expected);
}

void tst_Transformer::kvCacheUsesKvHeadsNotQueryHeads()
{
    // Peer bug (LLM-Viewer #12, vllm-fit #2): sizing the cache with 64 query heads instead of 8 KV heads
    // overcounts Llama 2 70B's cache 8×. At 4,096 tokens the right figure is 327,680 · 4,096 =
    // 1,342,177,280 B = 1.25 GiB; the buggy one would be 10 GiB.
    const Workload *w = Catalog::builtIn().workload(u"llama-2-70b");
    QVERIFY(w);
    const TransformerShape &s = w->shape;
    QCOMPARE(s.effectiveKvHeads(), 8);
    QCOMPARE(s.effectiveHeadDim(), 128);
    const double perToken = flopsheet::kvCacheBytesPerToken(s.layers, s.effectiveKvHeads(), s.effectiveHeadDim(), 2.0);
    QCOMPARE(perToken * 4096, 1342177280.0);
    QCOMPARE(perToken * 4096 / kGiB, 1.25);
    const double withQueryHeads = flopsheet::kvCacheBytesPerToken(s.layers, s.heads, s.effectiveHeadDim(), 2.0);
    QCOMPARE(withQueryHeads / perToken, 8.0);
    QVERIFY(perToken < withQueryHeads);

    // A shape that leaves headDim unset takes hidden/heads; one that sets it (Qwen3) keeps its own.
    TransformerShape qwen3;
    qwen3.hidden = 2560;
    qwen3.heads = 32;
    qwen3.headDim = 128;
    QCOMPARE(qwen3.effectiveHeadDim(), 128);
}

void tst_Transformer::estimateKvCacheGrowsByKvBytesPerToken()
{
    // End to end: serving Llama 2 70B in FP16 on one H200 (141 GB), 4,096 more output tokens must add exactly
    // 4,096 · 327,680 = 1,342,177,280 B of KV cache per sequence; the prompt-dependent part cancels out.
    const Catalog &catalog = Catalog::builtIn();
    const Workload *w = catalog.workload(u"llama-2-70b");
    const Gpu *gpu = catalog.gpu(u"h200-sxm");
    QVERIFY(w && gpu);
    Scenario sc;
    sc.mode = Mode::Infer;
    sc.precision = Precision::FP16;
    sc.mfu = 0.5;
    sc.batchPerGpu = 1;
    sc.promptTokens = 128;
    sc.outputTokens = 64;
    const Estimate shortRun = estimate(*w, *gpu, sc);
    sc.outputTokens = 64 + 4096;
    const Estimate longRun = estimate(*w, *gpu, sc);
    QVERIFY(shortRun.ok() && longRun.ok());
    QCOMPARE(shortRun.tensorParallel, 1);
    QCOMPARE(longRun.tensorParallel, 1);
    FS_COMPARE_REL(longRun.memory.kvCache - shortRun.memory.kvCache, 1342177280.0, 1e-9);
}

void tst_Transformer::estimateKvCacheHoldsOnlyTheCache()
{
    // The breakdown files memory "by what it holds": for Llama 2 70B FP16 with a 4,000-token prompt and 96
    // output tokens (4,096 in all) at batch 1 the KV cache is 4,096 · 327,680 = 1,342,177,280 B (1.25 GiB).
    // Prefill working memory, if modelled, belongs under activations, not in the cache.
    const Catalog &catalog = Catalog::builtIn();
    const Workload *w = catalog.workload(u"llama-2-70b");
    const Gpu *gpu = catalog.gpu(u"h200-sxm");
    QVERIFY(w && gpu);
    Scenario sc;
    sc.mode = Mode::Infer;
    sc.precision = Precision::FP16;
    sc.mfu = 0.5;
    sc.batchPerGpu = 1;
    sc.promptTokens = 4000;
    sc.outputTokens = 96;
    const Estimate e = estimate(*w, *gpu, sc);
    QVERIFY(e.ok());
    QCOMPARE(e.tensorParallel, 1);
    FS_COMPARE_REL(e.memory.kvCache, 1342177280.0, 1e-9);
}

void tst_Transformer::kvHeadsAreReplicatedNotSplitBeyondTheirCount()
{
    // Tensor parallelism splits KV heads across ranks, but every rank needs at least one (docs/FORMULAS.md I2:
    // "÷ t, ≥ 1 head per TP rank"). A Llama-2-70B-sized model with multi-query attention (1 KV head) needs
    // 2 A100 80GB for its 137.8 GB of FP16 weights; each of the two ranks then keeps the whole cache:
    // 2 · 80 · 1 · 128 · 2 = 40,960 B per token per GPU, so 4,096 more output tokens add 167,772,160 B per GPU
    // (half of it, 83,886,080, would mean a KV head split in two).
    Workload w;
    w.id = QStringLiteral("mqa-70b");
    w.family = WorkloadFamily::Decoder;
    w.shape = llamaShape(80, 8192, 64, 1, 28672, 32000);
    w.seqLen = 4096;
    const Gpu *gpu = Catalog::builtIn().gpu(u"a100-80gb-sxm");
    QVERIFY(gpu);
    Scenario sc;
    sc.mode = Mode::Infer;
    sc.precision = Precision::FP16;
    sc.mfu = 0.5;
    sc.gpuCount = 8;
    sc.batchPerGpu = 1;
    sc.promptTokens = 128;
    sc.outputTokens = 64;
    const Estimate shortRun = estimate(w, *gpu, sc);
    sc.outputTokens = 64 + 4096;
    const Estimate longRun = estimate(w, *gpu, sc);
    QVERIFY(shortRun.ok() && longRun.ok());
    QCOMPARE(shortRun.tensorParallel, 2);
    QCOMPARE(longRun.tensorParallel, 2);
    FS_COMPARE_REL(longRun.memory.kvCache - shortRun.memory.kvCache, 4096.0 * 40960.0, 1e-9);
}

void tst_Transformer::attentionFlopsPerToken_data()
{
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("hidden");
    QTest::addColumn<double>("seqLen");
    QTest::addColumn<double>("expected");

    // PaLM appendix B: 12·L·H·Q·T for forward + backward, i.e. 4·L·h·s forward (H·Q = h).
    // Llama 2 7B at 4,096: 4 · 32 · 4096 · 4096 = 2,147,483,648.
    QTest::newRow("llama-2-7b s4096") << 32 << 4096 << 4096.0 << 2147483648.0;
    // GPT-3 175B at 2,048: 4 · 96 · 12288 · 2048 = 9,663,676,416 (2.8 % on top of 2N = 349.2e9).
    QTest::newRow("gpt-3 s2048") << 96 << 12288 << 2048.0 << 9663676416.0;
    QTest::newRow("empty context") << 32 << 4096 << 0.0 << 0.0;
}

void tst_Transformer::attentionFlopsPerToken()
{
    QFETCH(int, layers);
    QFETCH(int, hidden);
    QFETCH(double, seqLen);
    QFETCH(double, expected);
    QCOMPARE(flopsheet::attentionFlopsPerToken(layers, hidden, seqLen), expected);
}

void tst_Transformer::forwardFlopsPerToken()
{
    // 2 FLOPs per matmul parameter (Kaplan et al. 2020 §2.1) plus 4·L·h·s: Llama 2 7B at 4,096 tokens
    // 2 · 6,738,415,616 + 2,147,483,648 = 15,624,314,880.
    QCOMPARE(transformerForwardFlopsPerToken(6738415616.0, 32, 4096, 4096.0), 15624314880.0);

    // The preset's per-sequence figures include the same attention term: s · 4·L·h·s.
    const Workload *w = Catalog::builtIn().workload(u"llama-2-7b");
    QVERIFY(w);
    const ModelFigures m = modelFigures(*w, 4096);
    QVERIFY(m.attentionCounted);
    QCOMPARE(m.attentionFlopsPerSample, 4096.0 * 2147483648.0);
    QCOMPARE(m.forwardFlopsPerSample, 4096.0 * 15624314880.0);
}

void tst_Transformer::activationBytes_data()
{
    QTest::addColumn<Recompute>("recompute");
    QTest::addColumn<int>("tensorParallel");
    QTest::addColumn<bool>("storesScores");
    QTest::addColumn<double>("expected");

    // Korthikanti et al. 2022 (arXiv 2205.05198), 16-bit activations per layer, case s = 2048, b = 1,
    // h = 4096, a = 32: s·b·h = 8,388,608 and 5·a·s/h = 5 · 32 · 2048 / 4096 = 80.
    // No recompute (eq. 1): sbh · (34 + 80) = 956,301,312 B.
    QTest::newRow("none t1") << Recompute::None << 1 << true << 956301312.0;
    // Selective recompute (§5): the a·s² term is recomputed, 34·sbh = 285,212,672 B.
    QTest::newRow("selective t1") << Recompute::Selective << 1 << true << 285212672.0;
    // Full recompute keeps only the layer input, 2·sbh = 16,777,216 B.
    QTest::newRow("full t1") << Recompute::Full << 1 << true << 16777216.0;
    // Tensor parallel t = 8 (eq. 2): sbh · (10 + 24/8 + 80/8) = 23 · sbh = 192,937,984 B.
    QTest::newRow("none t8") << Recompute::None << 8 << true << 192937984.0;
    // Tensor parallel + selective, no sequence parallelism (Table 2): sbh · (10 + 24/8) = 109,051,904 B.
    QTest::newRow("selective t8") << Recompute::Selective << 8 << true << 109051904.0;
    // Full recompute is not divided by t (Table 2: 2sbh): 16,777,216 B.
    QTest::newRow("full t8") << Recompute::Full << 8 << true << 16777216.0;
    // FlashAttention (Dao et al. 2022) keeps no s×s score matrices, only the softmax statistics, 4·a·s·b
    // bytes (docs/FORMULAS.md M7): 34·sbh + 4 · 32 · 2048 = 285,212,672 + 262,144 = 285,474,816 B.
    QTest::newRow("none t1 flash") << Recompute::None << 1 << false << 285474816.0;
}

void tst_Transformer::activationBytes()
{
    QFETCH(Recompute, recompute);
    QFETCH(int, tensorParallel);
    QFETCH(bool, storesScores);
    QFETCH(double, expected);
    // Korthikanti's GPT layer: full multi-head attention and a 4h GeLU MLP.
    TransformerShape gpt;
    gpt.hidden = 4096;
    gpt.heads = 32;
    gpt.ffn = 4 * 4096;
    // 0.1 % leaves room for leaving out the softmax statistics (0.09 % in the FlashAttention row).
    FS_COMPARE_REL(activationBytesPerLayer(gpt, 2048, 1, recompute, tensorParallel, storesScores), expected, 0.001);
}

void tst_Transformer::activationBytesFollowTheMlpAndKvHeads()
{
    // Llama 3 70B (Meta's config.json): h = 8192, 64 query and 8 KV heads of 128, gated MLP of 28,672.
    const Workload *w = Catalog::builtIn().workload(u"llama-3-70b");
    QVERIFY(w);
    QCOMPARE(w->shape.hidden, 8192);
    QCOMPARE(w->shape.effectiveKvHeads(), 8);
    QCOMPARE(w->shape.ffn, 28672);
    QVERIFY(w->shape.gatedMlp);
    // Split part by hand: Q and the output projection's input 2·2·h, K and V 2·2·h/8 (4.5·h bytes per token);
    // gate and up outputs 2·2·f and their product 2·f, 6 · 28,672 = 21·h. 4.5 + 21 = 25.5, not GPT's 24.
    QCOMPARE(splitActivationFactor(w->shape), 25.5);
    // s = 8,192, b = 1: s·b·h = 67,108,864; selective recompute keeps (10 + 25.5)·s·b·h = 2,382,364,672 B.
    QCOMPARE(activationBytesPerLayer(w->shape, 8192, 1, Recompute::Selective, 1, false), 2382364672.0);
    // TP 8 with sequence parallelism splits all of it: 35.5 / 8 · s·b·h = 297,795,584 B.
    QCOMPARE(activationBytesPerLayer(w->shape, 8192, 1, Recompute::Selective, 8, false, true), 297795584.0);

    // Llama 2 7B: full heads, gated f = 11,008 on h = 4,096: 8 + 6 · 11,008 / 4,096 = 24.125.
    const Workload *small = Catalog::builtIn().workload(u"llama-2-7b");
    QVERIFY(small);
    QCOMPARE(splitActivationFactor(small->shape), 24.125);
    // A shape without widths counts as Korthikanti's GPT layer.
    TransformerShape unknown;
    unknown.hidden = 4096;
    QCOMPARE(activationFactor(unknown), 34.0);
}

QTEST_GUILESS_MAIN(tst_Transformer)
#include "tst_transformer.moc"
