// The explanation of a result prints the terms the estimate added, with the constants it used, so each
// derivation line sums to the figure shown beside it. Expected lines are hand-computed in the comments.
#include "core/catalog/catalog.h"
#include "core/estimate/batchschedule.h"
#include "core/estimate/estimator.h"
#include "core/models/displayformat.h"
#include "core/report/explanation.h"

#include "../core/testutil.h"

#include <QLocale>
#include <QRegularExpression>
#include <QTest>

using namespace flopsheet;

namespace {

const Workload &preset(const char *id)
{
    return *Catalog::builtIn().workload(QString::fromLatin1(id));
}

HardwareEntry hardware(const char *id, int count)
{
    HardwareEntry h;
    h.gpu = *Catalog::builtIn().gpu(QString::fromLatin1(id));
    h.count = count;
    return h;
}

WorkloadEntry serving(const Workload &w, int batch, int prompt, int output)
{
    WorkloadEntry entry = workloadEntryFromPreset(w);
    entry.scenario.mode = Mode::Infer;
    entry.scenario.batchPerGpu = batch;
    entry.scenario.promptTokens = prompt;
    entry.scenario.outputTokens = output;
    entry.scenario.mfu = 0.5; // fixed, so the default efficiency model cannot move the hand calculations
    return entry;
}

// The explanation as text: tags dropped, entities read back.
QString explanationText(const WorkloadEntry &w, const HardwareEntry &h, Estimate *estimateOut = nullptr)
{
    const ProjectAssumptions a;
    const Estimate e = estimate(w.workload, h.gpu, scenarioFor(w, h, a));
    if (estimateOut)
        *estimateOut = e;
    QString text = explanationHtml(w, h, a, e);
    text.replace(QRegularExpression(QStringLiteral("<[^>]*>")), QStringLiteral("\n"));
    text.replace(QStringLiteral("&quot;"), QStringLiteral("\""));
    text.replace(QStringLiteral("&lt;"), QStringLiteral("<"));
    text.replace(QStringLiteral("&gt;"), QStringLiteral(">"));
    text.replace(QStringLiteral("&amp;"), QStringLiteral("&"));
    return text;
}

// The line of the text that starts with the given words.
QString lineStarting(const QString &text, const QString &start)
{
    for (const QString &line : text.split(u'\n')) {
        if (line.startsWith(start))
            return line;
    }
    return {};
}

} // namespace

class tst_Explanation : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }
    void firstTokenLineSumsToTheEstimate();
    void decodeLineShowsWeightsAndKvCache();
    void tensorParallelAllReduceIsShown();
    void eagerFloorIsShown();
    void pipelineStagesAreShown();
    void trainingStepFromItsTerms();
    void textbookFlopsAreNotCalledThreeForward();
    void scheduleStepsPerStage();
    void constantBatchStepsAreWhole();
    void memoryNoteNamesWhereActivationsComeFrom();
    void shapeIsTheOneTheEstimateUsed();
};

void tst_Explanation::firstTokenLineSumsToTheEstimate()
{
    // Llama 2 7B (N = 6,738,415,616), BF16, batch 1, 128 tokens in, on one H100 SXM at 50 % of 989.5
    // TFLOPS and 80 % of 3,350 GB/s: prefill 128 × (2N + 4 × 32 × 4096 × 128) = 1.7336e12 FLOPs take
    // 3.504 ms, its 2N bytes of weights 5.0287 ms; + 32 layers × 10 kernels × 3 µs = 0.96 ms launch
    // + 32 layers × 0.1 ms set-up = 9.1887 ms, the estimate's time to first token.
    Estimate e;
    const QString text = explanationText(serving(preset("llama-2-7b"), 1, 128, 128), hardware("h100-sxm", 1), &e);
    FS_COMPARE_REL(e.timeToFirstTokenMs, 5.028668 + 0.96 + 3.2, 1e-6);
    const QString line = lineStarting(text, QStringLiteral("time to first token"));
    QCOMPARE(line,
        QStringLiteral("time to first token = max(3.504 ms compute, 5.029 ms memory) + 0.96 ms launch "
                       "(320 kernels × 3 µs) + 3.2 ms set-up (32 layers × 0.1 ms) = 9.189 ms"));
    // A request: the first token, then 128 decode steps of 6.02630 ms (decoderPointsAreTheEstimates in
    // tst_chartdata): 9.18867 + 128 × 6.02630 = 780.56 ms.
    QCOMPARE(lineStarting(text, QStringLiteral("latency")),
        QStringLiteral("latency = time to first token + 128 × time per output token = 780.6 ms"));
}

void tst_Explanation::decodeLineShowsWeightsAndKvCache()
{
    // Decode at the mean context of 192: the weights' 13,476,831,232 bytes take 5.0287 ms and their 2N
    // FLOPs 0.0272 ms, combined as √(a² + b²) for decode's matrix multiplies (FORMULAS.md I3b); the
    // 192 × 524,288 bytes of KV cache 0.0376 ms (100,663,296 FLOPs, 0.0002 ms), the larger of the two;
    // + 0.96 ms launch = 6.026 ms.
    const QString text = explanationText(serving(preset("llama-2-7b"), 1, 128, 128), hardware("h100-sxm", 1));
    const QString line = lineStarting(text, QStringLiteral("time per output token"));
    QVERIFY2(line.startsWith(QStringLiteral("time per output token = weights √(0.02724 ms compute² + 5.029 ms memory²) "
                                            "+ KV cache max(")),
        qPrintable(line));
    QVERIFY2(line.contains(QStringLiteral(", 0.03756 ms memory) + 0.96 ms launch (320 kernels × 3 µs) = 6.026 ms")),
        qPrintable(line));
}

void tst_Explanation::tensorParallelAllReduceIsShown()
{
    // TinyLlama at tensor parallelism 8 pays two all-reduces per layer in each pass; the line shows them
    // and still ends in the estimate's TTFT.
    WorkloadEntry w = serving(preset("tinyllama-1.1b"), 1, 1000, 500);
    w.scenario.tensorParallel = 8;
    Estimate e;
    const QString text = explanationText(w, hardware("h100-sxm", 8), &e);
    QCOMPARE(e.tensorParallel, 8);
    const QString line = lineStarting(text, QStringLiteral("time to first token"));
    const QString allReduce = formatNumber(e.serving.prefill.communicationSeconds * 1e3, 4);
    QVERIFY2(line.contains(QStringLiteral(" + %1 ms tensor-parallel all-reduce").arg(allReduce)), qPrintable(line));
    QVERIFY2(line.contains(QStringLiteral("(22 layers × 0.1 ms)")), qPrintable(line));
    QVERIFY2(line.endsWith(QStringLiteral("= %1 ms").arg(formatNumber(e.timeToFirstTokenMs, 4))), qPrintable(line));
}

void tst_Explanation::pipelineStagesAreShown()
{
    // Llama 3.1 405B on two nodes of H100 is served as TP 8 × 2 pipeline stages of 63 layers, its 32 sequences
    // as two micro-batches of 16: a decode step crosses both stages (2 stage passes), the prompts fill the pipeline
    // (2 + 2 − 1 = 3). Each line shows one stage pass's terms, the send to the next stage among them, and ends in
    // the estimate's figure.
    Estimate e;
    const QString text
        = explanationText(serving(preset("llama-3.1-405b"), 32, 2000, 500), hardware("h100-sxm", 16), &e);
    QCOMPARE(e.pipelineParallel, 2);
    const QString decode = lineStarting(text, QStringLiteral("time per output token"));
    QVERIFY2(decode.startsWith(QStringLiteral("time per output token = 2 stage pass")), qPrintable(decode));
    QVERIFY2(decode.contains(QStringLiteral(" ms send to the next stage")), qPrintable(decode));
    QVERIFY2(decode.endsWith(QStringLiteral("= %1 ms (63 layers and 16 sequences per stage pass)")
                                 .arg(formatNumber(e.timePerOutputTokenMs, 4))),
        qPrintable(decode));
    const QString prefill = lineStarting(text, QStringLiteral("time to first token"));
    QVERIFY2(prefill.startsWith(QStringLiteral("time to first token = 3 stage pass")), qPrintable(prefill));
    QVERIFY2(
        prefill.contains(QStringLiteral("= %1 ms").arg(formatNumber(e.timeToFirstTokenMs, 4))), qPrintable(prefill));
}

void tst_Explanation::eagerFloorIsShown()
{
    // ResNet-50 eager, FP16, batch 32 on an A100 80GB: 2.61696e11 FLOPs take 1.678 ms, four passes over
    // the activations plus the weights (6,593,514,064 bytes) 4.042 ms, both under the CPU floor of
    // 50 layers × 3.5 operators (efficiency.h: 175 modules of PyTorch's ResNet-50) × 50 µs = 8.75 ms.
    WorkloadEntry w = serving(preset("resnet-50"), 32, 0, 0);
    w.scenario.precision = Precision::FP16;
    w.scenario.runtime = Runtime::Eager;
    const QString text = explanationText(w, hardware("a100-80gb-sxm", 1));
    QCOMPARE(lineStarting(text, QStringLiteral("latency")),
        QStringLiteral("latency = max(max(1.678 ms compute, 4.042 ms memory), 8.75 ms CPU dispatch floor "
                       "(175 dispatches × 50 µs)) = 8.75 ms"));
}

void tst_Explanation::trainingStepFromItsTerms()
{
    // A 1e9-parameter decoder known by its parameters, 2,048-token sequences, 1e11 tokens on one A100 80GB
    // at 50 %: 6 × 1e9 × 2048 = 1.2288e13 FLOPs per sample × 48,828,125 samples = 6e20. The default batch is
    // the critical one, DeepSeek's B_opt = 0.2920 × (6e20)^0.3271 = 1.8278M tokens = 892 sequences: two
    // per micro-batch, 446 micro-batches per step: 446 × 2 × 1.2288e13 / (312e12 × 0.5) = 70.26 s; each micro-batch
    // launches 3 (forward, two backward) × 17 layers (the assumed shape) × 10 kernels of 3 µs: 446 × 1.53 ms = 0.6824
    // s.
    WorkloadEntry w;
    w.workload.name = QStringLiteral("custom");
    w.workload.family = WorkloadFamily::Decoder;
    w.workload.params = 1e9;
    w.workload.seqLen = 2048;
    w.scenario.tokens = 1e11;
    w.scenario.mfu = 0.5;
    const QString text = explanationText(w, hardware("a100-80gb-sxm", 1));
    QCOMPARE(lineStarting(text, QStringLiteral("training FLOPs")),
        QStringLiteral("training FLOPs = FLOPs per sample × samples = 1.23e+13 × 4.88e+07 = 6e+20"));
    QCOMPARE(lineStarting(text, QStringLiteral("step")),
        QStringLiteral("step = 70.26 s compute + 0.6824 s kernel launches = 70.94 s"));

    // Pipeline and data parallelism: Llama 3.1 405B on 1,024 H100 at 16 stages, as Meta trained it (M117).
    // The terms shown add up to the step.
    WorkloadEntry big = workloadEntryFromPreset(preset("llama-3.1-405b"));
    big.scenario.pipelineParallel = 16;
    Estimate e;
    const QString bigText = explanationText(big, hardware("h100-sxm", 1024), &e);
    QVERIFY(e.ok() && e.pipelineParallel > 1);
    QVERIFY(e.bubbleSeconds > 0);
    FS_COMPARE_REL(e.computeSeconds + e.memorySeconds + e.launchSeconds + e.bubbleSeconds + e.communicationSeconds,
        e.stepSeconds, 1e-12);
    const QString step = lineStarting(bigText, QStringLiteral("step"));
    auto shown = [](double v) { return formatNumber(v, 4); };
    QVERIFY2(step.contains(QStringLiteral("%1 s pipeline bubble").arg(shown(e.bubbleSeconds))), qPrintable(step));
    QVERIFY2(step.endsWith(QStringLiteral("= %1 s").arg(shown(e.stepSeconds))), qPrintable(step));
    // The layout search's runners-up, each with why it lost (layoutAlternatives, as the CLI's JSON lists them).
    QVERIFY(e.layoutSearched);
    QVERIFY2(bigText.contains(QStringLiteral("Next layouts the search found:")), qPrintable(bigText));
    const HardwareEntry h100 = hardware("h100-sxm", 1024);
    const LayoutAlternatives alternatives
        = layoutAlternatives(big.workload, h100.gpu, scenarioFor(big, h100, ProjectAssumptions {}), 5);
    QVERIFY(!alternatives.whyLost.empty());
    for (const QString &why : alternatives.whyLost)
        QVERIFY2(bigText.contains(why), qPrintable(why));
}

void tst_Explanation::textbookFlopsAreNotCalledThreeForward()
{
    // Textbook mode: 25e6 parameters × 2 FLOPs per parameter = 5e7 per sample, × 50,000 iterations × 32 =
    // 1.6e6 samples = 8e13 FLOPs (tst_cli textbookFormula).
    WorkloadEntry w;
    w.workload.name = QStringLiteral("textbook");
    w.workload.family = WorkloadFamily::Generic;
    w.workload.params = 25e6;
    w.workload.forwardFlopsPerSample = 1;
    w.scenario.amount = AmountKind::Iterations;
    w.scenario.iterations = 50000;
    w.scenario.batchPerGpu = 32;
    w.scenario.flopsPerParam = 2;
    const QString text = explanationText(w, hardware("a100-80gb-sxm", 1));
    QCOMPARE(lineStarting(text, QStringLiteral("training FLOPs")),
        QStringLiteral("training FLOPs = FLOPs per sample × samples = 5e+07 × 1.6e+06 = 8e+13"));
    QVERIFY(text.contains(QStringLiteral("per sample: 2.5e+07 parameters × 2 FLOPs per parameter (textbook formula)")));
}

void tst_Explanation::scheduleStepsPerStage()
{
    // GPT-3 175B, 300B tokens, ramp from 32,768 to 3,145,728 tokens over the first 12B: 17,594.9 steps
    // in the ramp (12e9 / 3,112,960 × ln 96) and 288e9 / 3,145,728 = 91,552.7 after: whole steps 17,595 and
    // 91,553 (each stage's last, partial batch is a step), 109,148 in all.
    WorkloadEntry w = workloadEntryFromPreset(preset("gpt-3-175b"));
    w.scenario.tokens = 300e9;
    QString problem;
    w.scenario.schedule = *parseBatchSchedule(u"linear:32768-3145728@12B", &problem);
    const QString text = explanationText(w, hardware("h100-sxm", 1024));
    QCOMPARE(lineStarting(text, QStringLiteral("optimizer steps")),
        QStringLiteral("optimizer steps = Σ over the stages of linear:32768-3145728@12B = 109148"));
    QVERIFY2(lineStarting(text, QStringLiteral("stage 1:")).contains(QStringLiteral(": 17595 steps,")),
        qPrintable(lineStarting(text, QStringLiteral("stage 1:"))));
    QVERIFY2(lineStarting(text, QStringLiteral("stage 2:")).contains(QStringLiteral(": 91553 steps,")),
        qPrintable(lineStarting(text, QStringLiteral("stage 2:"))));
}

void tst_Explanation::constantBatchStepsAreWhole()
{
    // ResNet-50, 90 epochs of ImageNet's 1,281,167 images on 8 A100 at 256 each: 115,305,030 / 2,048 =
    // 56,301.3, so 56,302 steps, the last one partial; the line says it rounds up.
    const QString text = explanationText(workloadEntryFromPreset(preset("resnet-50")), hardware("a100-80gb-sxm", 8));
    QCOMPARE(lineStarting(text, QStringLiteral("optimizer steps")),
        QStringLiteral("optimizer steps = ⌈samples / global batch⌉ = ⌈1.15e+08 / 2048⌉ = 56302"));
    QVERIFY(text.contains(QStringLiteral("the last, partial batch is a step of its own")));
}

void tst_Explanation::memoryNoteNamesWhereActivationsComeFrom()
{
    // A language model's activations follow Korthikanti's count (layout.cpp), a conv net's its own per-sample
    // values: the note under the memory table says which, never FlashAttention for ResNet-50.
    WorkloadEntry resnet = workloadEntryFromPreset(preset("resnet-50"));
    const QString cnn = explanationText(resnet, hardware("a100-80gb-sxm", 8));
    QVERIFY2(
        cnn.contains(QStringLiteral("activations: the model's values per sample, layer by layer.")), qPrintable(cnn));
    QVERIFY2(!cnn.contains(QStringLiteral("Korthikanti")), qPrintable(cnn));
    WorkloadEntry llama = workloadEntryFromPreset(preset("llama-2-7b"));
    QVERIFY(explanationText(llama, hardware("a100-80gb-sxm", 8))
                .contains(QStringLiteral("activations after Korthikanti et al. 2022 with FlashAttention.")));
    llama.scenario.attention = Attention::Stored;
    QVERIFY(
        explanationText(llama, hardware("a100-80gb-sxm", 8))
            .contains(QStringLiteral("activations after Korthikanti et al. 2022 with the attention scores stored.")));
}

void tst_Explanation::shapeIsTheOneTheEstimateUsed()
{
    // Llama 3 8B as published (Meta's config): 32 layers of 4,096, 32 heads of 128 sharing 8 KV heads, MLP 14,336.
    const QString llama = explanationText(serving(preset("llama-3-8b"), 1, 128, 128), hardware("h100-sxm", 1));
    QCOMPARE(lineStarting(llama, QStringLiteral("32 layers")),
        QStringLiteral("32 layers × 4096 wide; 32 heads of 128, 8 KV heads; MLP 14336"));
    // A decoder typed as 7B parameters: its shape completed from the count, as the estimate completes it
    // (33 layers, √(7e9 / (12 × 33)) = 4,204.5 → 33 heads of 128 = 4,224, MLP 4 × 4,224), and said to be.
    Workload custom;
    custom.id = QStringLiteral("custom");
    custom.name = custom.id;
    custom.family = WorkloadFamily::Decoder;
    custom.params = 7e9;
    custom.seqLen = 2048;
    const QString typed = explanationText(serving(custom, 1, 128, 128), hardware("h100-sxm", 1));
    QCOMPARE(lineStarting(typed, QStringLiteral("33 layers")),
        QStringLiteral("33 layers × 4224 wide; 33 heads of 128, 33 KV heads; MLP 16896 (assumed in part: see "
                       "Assumptions)"));
}

QTEST_GUILESS_MAIN(tst_Explanation)

#include "tst_explanation.moc"
