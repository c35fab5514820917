// The training layout through flopsheet-cli's flags and JSON (issue 19): the layout chosen, its
// runners-up with why they lost, every part pinnable, bad pins refused with one line.
#include "../core/testutil.h"
#include "clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <cmath>

namespace {

// GPT-3 175B on A100-80GB at Megatron-LM's batch of 1,536 sequences (Brown et al. 2020; issue 19's table).
QStringList gpt3(int gpus)
{
    return { u"estimate"_s, u"--workload"_s, u"gpt-3-175b"_s, u"--gpu"_s, u"a100-80gb-sxm"_s, u"--gpus"_s,
        QString::number(gpus), u"--global-batch"_s, u"1536"_s, u"--tokens"_s, u"300B"_s };
}

} // namespace

class tst_CliLayout : public QObject {
    Q_OBJECT

private slots:
    void layoutAndAlternativesInJson();
    void fasterPerSampleSaysWhy();
    void everyPartPinnable();
    void pinsInTheTable();
    void stagesOfAnAssumedShape();
    void noFitIsNotCalledAFit();
    void pinnedServingSplitIsNotCalledTooBig();
    void unknownInterconnectIsNotCalledHidden();
    void servingSplitWidensForTheTypedBatch();
    void servedReplicasSayIdleGpus();
    void servingPipelinesAcrossNodes();
    void positionsBoundTheSequence();
    void idleGpusNameTheLayoutThatUsesThemAll();
    void smallTypedBatchOfAConvNet();
    void badPinsAreOneLine_data();
    void badPinsAreOneLine();
    void pinsThatCannotRun_data();
    void pinsThatCannotRun();
    void largestBatchAgreesWithFits();
    void shardedStatesPayPerMicroBatch();
};

void tst_CliLayout::layoutAndAlternativesInJson()
{
    QJsonObject o;
    CHECKED(runJsonObject(gpt3(96), &o));
    const QJsonObject layout = o.value(u"layout").toObject();
    for (const char *key : { "tp", "pp", "dp", "micro_batch", "accumulation", "interleave", "recompute", "zero",
             "sequence_parallel", "gpus_used", "searched" })
        QVERIFY2(layout.contains(QLatin1String(key)), key);
    QCOMPARE(layout.value(u"tp").toInt() * layout.value(u"pp").toInt() * layout.value(u"dp").toInt(), 96);
    QCOMPARE(layout.value(u"gpus_used").toInt(), 96);
    QCOMPARE(o.value(u"gpus_busy").toInt(), 96);
    // The batch splits into micro-batches × replicas × accumulation exactly.
    QCOMPARE(layout.value(u"micro_batch").toDouble() * layout.value(u"dp").toDouble()
            * layout.value(u"accumulation").toDouble(),
        1536.0);
    QCOMPARE(o.value(u"tensor_parallel").toInt(), layout.value(u"tp").toInt());
    const QJsonArray alternatives = o.value(u"layout_alternatives").toArray();
    QCOMPARE(alternatives.size(), 5);
    double previous = 0;
    for (const QJsonValue &v : alternatives) {
        const QJsonObject a = v.toObject();
        QVERIFY(a.value(u"slower_percent").toDouble() >= previous);
        previous = a.value(u"slower_percent").toDouble();
        QVERIFY2(!a.value(u"why").toString().isEmpty(), describe(a).constData());
        QVERIFY(a.value(u"samples_per_s").toDouble() <= o.value(u"samples_per_s").toDouble() * (1 + 1e-9));
    }
}

void tst_CliLayout::fasterPerSampleSaysWhy()
{
    // Llama 2 7B on 80 H100: data parallel at one sequence per micro-batch is kept without a search (1,040
    // sequences a step, 1,024 asked for, rounded up). The runners-up listed were 0.4-0.5 % faster per sample and
    // said "as fast, but a larger or more complex split": they are faster only by a step of 1,120 or 1,280.
    QJsonObject o;
    CHECKED(runJsonObject(words("estimate --workload llama-2-7b --gpu h100-sxm --gpus 80 --tokens 1T"), &o));
    const QJsonObject chosen = o.value(u"layout").toObject();
    const auto stepSamples = [](const QJsonObject &l) {
        return l.value(u"micro_batch").toDouble() * l.value(u"dp").toDouble() * l.value(u"accumulation").toDouble();
    };
    int faster = 0;
    for (const QJsonValue &v : o.value(u"layout_alternatives").toArray()) {
        const QJsonObject a = v.toObject();
        if (a.value(u"slower_percent").toDouble() >= 0)
            continue;
        ++faster;
        QVERIFY2(stepSamples(a) > stepSamples(chosen), describe(a).constData());
        QVERIFY2(a.value(u"why").toString().contains(u"only by a larger batch"), describe(a).constData());
        QVERIFY2(a.value(u"why").toString().contains(QString::number(stepSamples(a))), describe(a).constData());
    }
    QVERIFY2(faster > 0, "the case this test is about: runners-up faster per sample by a larger step");
}

void tst_CliLayout::everyPartPinnable()
{
    QJsonObject o;
    CHECKED(runJsonObject(gpt3(96)
            + QStringList { u"--tp"_s, u"4"_s, u"--pp"_s, u"6"_s, u"--micro-batch"_s, u"2"_s, u"--interleave"_s, u"2"_s,
                u"--recompute"_s, u"full"_s, u"--zero"_s, u"1"_s },
        &o));
    const QJsonObject layout = o.value(u"layout").toObject();
    QCOMPARE(layout.value(u"tp").toInt(), 4);
    QCOMPARE(layout.value(u"pp").toInt(), 6);
    QCOMPARE(layout.value(u"dp").toInt(), 4);
    QCOMPARE(layout.value(u"micro_batch").toInt(), 2);
    QCOMPARE(layout.value(u"interleave").toInt(), 2);
    QCOMPARE(layout.value(u"recompute").toString(), u"full"_s);
    QCOMPARE(layout.value(u"zero").toInt(), 1);
    QCOMPARE(layout.value(u"accumulation").toDouble(), 192.0); // 1,536 / (2 × 4)
    QCOMPARE(layout.value(u"cp").toInt(), 1);
    // Context parallelism is pinned like the rest: 96 = TP 4 × CP 2 × PP 6 × DP 2.
    QJsonObject context;
    CHECKED(
        runJsonObject(gpt3(96) + QStringList { u"--tp"_s, u"4"_s, u"--pp"_s, u"6"_s, u"--cp"_s, u"2"_s }, &context));
    const QJsonObject split = context.value(u"layout").toObject();
    QCOMPARE(split.value(u"cp").toInt(), 2);
    QCOMPARE(split.value(u"dp").toInt(), 2);
    QCOMPARE(split.value(u"gpus_used").toInt(), 96);
    QCOMPARE(split.value(u"attention_scores_stored").toBool(), false);
    // Without FlashAttention the scores are kept, and the JSON and the assumptions say so.
    QJsonObject stored;
    CHECKED(runJsonObject(gpt3(96) + QStringList { u"--attention"_s, u"stored"_s }, &stored));
    QCOMPARE(stored.value(u"layout").toObject().value(u"attention_scores_stored").toBool(), true);
    const Run table = cli(gpt3(96) + QStringList { u"--attention"_s, u"stored"_s });
    QVERIFY2(
        table.code == 0 && table.out.contains("attention scores stored: no FlashAttention"), why(table).constData());
    // The long names pin the same parts.
    QJsonObject same;
    CHECKED(runJsonObject(gpt3(96)
            + QStringList { u"--tensor-parallel"_s, u"4"_s, u"--pipeline-parallel"_s, u"6"_s, u"--batch"_s, u"2"_s,
                u"--interleave"_s, u"2"_s, u"--recompute"_s, u"full"_s, u"--zero"_s, u"1"_s },
        &same));
    QCOMPARE(same.value(u"samples_per_s").toDouble(), o.value(u"samples_per_s").toDouble());
    // --zero auto and --recompute auto hand the parts back to the search: the default.
    QJsonObject searched, defaults;
    CHECKED(runJsonObject(gpt3(96) + QStringList { u"--zero"_s, u"auto"_s, u"--recompute"_s, u"auto"_s }, &searched));
    CHECKED(runJsonObject(gpt3(96), &defaults));
    QCOMPARE(searched.value(u"layout").toObject(), defaults.value(u"layout").toObject());
}

void tst_CliLayout::pinsInTheTable()
{
    const Run run = cli(gpt3(96));
    QVERIFY2(run.code == 0, why(run).constData());
    // The assumptions name the whole layout and how it was found.
    QVERIFY2(run.out.contains("Parallel layout: tensor "), why(run).constData());
    QVERIFY2(run.out.contains("layouts costed"), why(run).constData());
    const Run pinned = cli(gpt3(96) + QStringList { u"--pp"_s, u"12"_s });
    QVERIFY2(pinned.code == 0 && pinned.out.contains("as given: PP"), why(pinned).constData());
    // Context parallelism splits training sequences; serving refuses it in one line.
    const Run serving = cli(QStringList { u"estimate"_s, u"--workload"_s, u"gpt-3-175b"_s, u"--gpu"_s,
        u"a100-80gb-sxm"_s, u"--gpus"_s, u"8"_s, u"--mode"_s, u"infer"_s, u"--cp"_s, u"2"_s });
    QCOMPARE(serving.code, 2);
    QVERIFY2(serving.err.trimmed() == "flopsheet-cli: --cp applies to --mode train", why(serving).constData());
}

void tst_CliLayout::stagesOfAnAssumedShape()
{
    // GPT-3 typed by its parameters and tokens: 96 layers taken from the count (issue 12). One stage
    // holds all 96 of them, an even split that must not be called uneven.
    const QStringList typed { u"estimate"_s, u"--params"_s, u"174.6e9"_s, u"--tokens"_s, u"300e9"_s, u"--gpu"_s,
        u"a100-80gb-sxm"_s, u"--gpus"_s, u"1024"_s, u"--precision"_s, u"bf16"_s };
    const Run run = cli(typed + QStringList { u"--pp"_s, u"1"_s });
    QVERIFY2(run.code == 0 && run.out.contains("Shape: 96 layers"), why(run).constData());
    QVERIFY2(!run.out.contains("uneven"), why(run).constData());
    // Uneven stages are still named: 96 layers over 7 stages, the largest with 14.
    const Run seven = cli(typed + QStringList { u"--pp"_s, u"7"_s });
    QVERIFY2(seven.code == 0 && seven.out.contains("uneven stages, the largest 14 layers"), why(seven).constData());
}

// On 97 GPUs the fastest layout of GPT-3 175B idles one; the JSON and the warning name the fastest that uses all
// 97 and how much slower it is, and pinning it (the flags a user would type) gives that throughput.
void tst_CliLayout::idleGpusNameTheLayoutThatUsesThemAll()
{
    QJsonObject o;
    CHECKED(runJsonObject(gpt3(97), &o));
    QVERIFY(o.value(u"layout").toObject().value(u"gpus_used").toInt() < 97);
    const QJsonObject all = o.value(u"layout_every_gpu").toObject();
    QCOMPARE(all.value(u"gpus_used").toInt(), 97);
    const double slower = all.value(u"slower_percent").toDouble();
    QVERIFY(slower > 0);

    QJsonObject pinned;
    CHECKED(runJsonObject(gpt3(97)
            + QStringList { u"--tp"_s, QString::number(all.value(u"tp").toInt()), u"--pp"_s,
                QString::number(all.value(u"pp").toInt()), u"--zero"_s, QString::number(all.value(u"zero").toInt()),
                u"--micro-batch"_s, QString::number(all.value(u"micro_batch").toInt()) },
        &pinned));
    QCOMPARE(pinned.value(u"fits").toBool(), true);
    QCOMPARE(pinned.value(u"gpus_busy").toInt(), 97);
    QVERIFY(!pinned.contains(u"layout_every_gpu"));
    QCOMPARE(
        pinned.value(u"layout").toObject().value(u"recompute_layers").toInt(), all.value(u"recompute_layers").toInt());
    QVERIFY(std::abs(o.value(u"samples_per_s").toDouble() / pinned.value(u"samples_per_s").toDouble()
                - (1.0 + slower / 100.0))
        < 1e-9);

    const Run table = cli(gpt3(97));
    QVERIFY2(table.code == 0 && table.out.contains("the fastest that uses all 97 (TP 1 · PP 1 · DP 97")
            && table.out.contains(QStringLiteral("%1 % slower per sample").arg(std::round(slower)).toUtf8()),
        why(table).constData());
}

// A conv net's typed batch below its family's micro-batch on every GPU: each GPU takes its share
// (ceil(1,000 / 64) = 16 images), and the assumptions say where the micro-batch came from.
void tst_CliLayout::smallTypedBatchOfAConvNet()
{
    const QStringList args { u"estimate"_s, u"--workload"_s, u"resnet-50"_s, u"--gpu"_s, u"a100-80gb-sxm"_s,
        u"--gpus"_s, u"64"_s, u"--global-batch"_s, u"1000"_s };
    QJsonObject o;
    CHECKED(runJsonObject(args, &o));
    QCOMPARE(o.value(u"layout").toObject().value(u"micro_batch").toInt(), 16);
    QCOMPARE(o.value(u"gpus_busy").toInt(), 63);
    const Run table = cli(args);
    QVERIFY2(table.code == 0 && table.out.contains("each GPU's share of a typed batch smaller than that")
            && table.out.contains("splits are searched for language models")
            && table.out.contains("fewer micro-batches than data-parallel replicas"),
        why(table).constData());
}

void tst_CliLayout::noFitIsNotCalledAFit()
{
    // Llama 3.1 405B on two 24 GB L4s: 810 GB of 16-bit weights fit no split of them.
    const QStringList l4s { u"estimate"_s, u"--workload"_s, u"llama-3.1-405b"_s, u"--gpu"_s, u"l4"_s, u"--gpus"_s,
        u"2"_s };
    const Run train = cli(l4s);
    QVERIFY2(train.code == 0 && train.out.contains("fits: the one needing the least memory"), why(train).constData());
    QVERIFY2(
        !train.out.contains("costed that fits") && !train.out.contains("a default that fits"), why(train).constData());
    const Run serve = cli(l4s + QStringList { u"--mode"_s, u"infer"_s });
    QVERIFY2(serve.code == 0
            && serve.out.contains(
                "no split into tensor groups inside a node (dividing the heads) × pipeline stages fits"),
        why(serve).constData());
    // Serving keeps no optimizer state: its advice names what serving can change. One sequence per GPU pair
    // already: a wider split (more GPUs) may hold it, a smaller batch cannot help.
    QVERIFY2(serve.out.contains("at this batch and split: try a wider tensor split (pinned, or with more GPUs), a "
                                "lower precision or GPUs with more memory")
            && !serve.out.contains("ZeRO") && !serve.out.contains("a smaller batch"),
        why(serve).constData());
    // On two nodes of H100 pinned to one pipeline stage, the widest split of a node (TP 8, 640 GB) still cannot
    // hold 810 GB of weights: the advice is the stages the pin forbade (servingPipelinesAcrossNodes: unpinned, two).
    const Run nodes = cli(words("estimate --workload llama-3.1-405b --gpu h100-sxm --gpus 16 --mode infer "
                                "--precision bf16 --prompt-tokens 1000 --output-tokens 1000 --pipeline-parallel 1"));
    QVERIFY2(nodes.code == 0
            && nodes.out.contains("one sequence needs more than the widest tensor split of a node holds (8 GPUs): try "
                                  "more pipeline stages across nodes (more GPUs), a lower precision or GPUs with "
                                  "more memory"),
        why(nodes).constData());
    // Llama 3 70B in FP8 on 4 H100, widest split TP 4: 85.90 GB - 17.65 of weights - 1.61 of overhead leave room
    // for 813 sequences of 2,000 tokens (a quarter of 327.68 MB each, I2). 1,000 asked do not fit, and both fewer
    // sequences and a wider split (TP 8 holds 1,842: more GPUs) would help.
    const Run many = cli(words("estimate --workload llama-3-70b --gpu h100-sxm --gpus 4 --mode infer --precision "
                               "fp8 --batch 1000 --prompt-tokens 1000 --output-tokens 1000"));
    QVERIFY2(many.code == 0
            && many.out.contains("at this batch and split: try a smaller batch, a wider tensor split (pinned, or "
                                 "with more GPUs), a lower precision or GPUs with more memory"),
        why(many).constData());
    // The search tried ZeRO-3, full recompute and one sequence per micro-batch: the advice names only what is left.
    QVERIFY2(train.out.contains("in any layout searched: try an 8-bit optimizer (adam-8bit), more GPUs or GPUs with "
                                "more memory"),
        why(train).constData());
    QVERIFY2(!train.out.contains("try activation recompute"), why(train).constData());
    // Pinned away, recompute, ZeRO and the split are advised again.
    const Run pinned = cli(l4s
        + QStringList { u"--zero"_s, u"1"_s, u"--recompute"_s, u"selective"_s, u"--tp"_s, u"1"_s, u"--optimizer"_s,
            u"adam-8bit"_s });
    QVERIFY2(pinned.code == 0
            && pinned.out.contains("at this batch size and parallelism: try activation recompute, ZeRO, more tensor or "
                                   "pipeline parallelism, more GPUs or GPUs with more memory"),
        why(pinned).constData());
    // One GPU has no ranks to shard over: a conv net's oversized typed micro-batch is the thing to change, not ZeRO.
    const Run conv = cli({ u"estimate"_s, u"--params"_s, u"25.6M"_s, u"--macs"_s, u"4.09e9"_s, u"--gpu"_s, u"t4"_s,
        u"--batch"_s, u"2000000"_s, u"--global-batch"_s, u"2000000"_s, u"--samples"_s, u"1e6"_s });
    QVERIFY2(conv.code == 0 && conv.out.contains("parallelism: try a smaller micro-batch, an 8-bit optimizer")
            && !conv.out.contains("ZeRO,"),
        why(conv).constData());
    // A model that fits with one sequence but not with the batch typed.
    const Run batch = cli({ u"estimate"_s, u"--workload"_s, u"llama-2-7b"_s, u"--gpu"_s, u"l4"_s, u"--mode"_s,
        u"infer"_s, u"--batch"_s, u"4000"_s });
    QVERIFY2(batch.code == 0 && batch.out.contains("the widest split tried fits one sequence, not the batch"),
        why(batch).constData());
}

// Serving a typed batch, the tensor split widens inside the node until the batch's KV cache fits (a wider split
// leaves each GPU more memory for it; Pope et al. 2022 §3), as a vLLM user raises --tensor-parallel-size.
// Llama 2 70B in bf16 on 8 H100 (85.52 GB each, the 79.65 GiB nvidia-smi shows), 4,000 + 1,000 tokens a sequence:
// 80 layers × 8 KV heads × 128 × 2 (K, V) × 2 bytes × 5,000 = 1.638 GB of KV cache, divided by the width (I2). At
// TP 2, 69 GB of weights leave room for 17 sequences; TP 4 (34.5 GB) for 119; TP 8 (17.25 GB) for 324, the first
// that holds 256.
void tst_CliLayout::servingSplitWidensForTheTypedBatch()
{
    const QStringList served = words("estimate --workload llama-2-70b --gpu h100-sxm --gpus 8 --mode infer --batch "
                                     "256 --prompt-tokens 4000 --output-tokens 1000");
    QJsonObject o;
    CHECKED(runJsonObject(served, &o));
    QCOMPARE(o.value(u"tensor_parallel").toInt(), 8);
    QCOMPARE(o.value(u"data_parallel").toInt(), 1);
    QVERIFY(o.value(u"fits").toBool());
    QCOMPARE(o.value(u"max_batch_per_gpu").toInt(), 324);
    // 17.25 GB of weights, 1.61 of overhead, the prefill's working set and 256 × 204.8 MB: 66.5 GiB of 79.65.
    QVERIFY2(std::abs(o.value(u"memory_per_gpu_gib").toDouble() - 66.5) < 0.1, describe(o).constData());
    const Run text = cli(served);
    QVERIFY2(text.code == 0 && text.out.contains("tensor 8 × pipeline 1 × data 1 (the smallest split that fits)")
            && text.out.contains("model does not fit one GPU") && !text.out.contains("does not fit in GPU memory"),
        why(text).constData());
    // Pinned narrower, the user's split is kept and does not hold the batch.
    QJsonObject four;
    CHECKED(runJsonObject(served + QStringList { u"--tp"_s, u"4"_s }, &four));
    QCOMPARE(four.value(u"tensor_parallel").toInt(), 4);
    QVERIFY(!four.value(u"fits").toBool());
    QCOMPARE(four.value(u"max_batch_per_gpu").toInt(), 119);
    // Llama 3 8B fits one GPU with 259 sequences of 2,000 tokens (131 kB of KV cache a token): 400 take TP 2, and
    // the split is for the batch, not because the model needs one.
    const Run small = cli(words("estimate --workload llama-3-8b --gpu h100-sxm --gpus 8 --mode infer --batch 400 "
                                "--prompt-tokens 1000 --output-tokens 1000"));
    QVERIFY2(
        small.code == 0 && small.out.contains("tensor 2 × pipeline 1 × data 4") && !small.out.contains("does not fit"),
        why(small).constData());
}

// GPUs no whole served replica takes are paid for and serve nothing: said. Llama 3 70B in bf16 at 64 sequences of
// 2,000 tokens: at TP 2, 70.6 GB of weights leave room for 41 (655 MB of KV cache each, halved); TP 4 holds 299.
// Six H100 make one replica of four and two idle GPUs; eight make two replicas.
// Llama 3.1 405B in bf16 (810 GB of weights) does not fit a node of eight 80 GB H100s; on two nodes it is served
// as vLLM's --tensor-parallel-size 8 --pipeline-parallel-size 2 runs it: two stages of 63 of its 126 layers, each
// GPU holding half of what TP 8 alone would. A decode step crosses both stages (time per output token = 2 stage
// passes over half the batch), so it reads each GPU's weights twice per token: at least 2 × 50.7 GB / (3.35 TB/s
// × 0.8) = 37.9 ms, plus the KV cache, launches and all-reduces.
void tst_CliLayout::servingPipelinesAcrossNodes()
{
    const QStringList served = words("estimate --workload llama-3.1-405b --gpu h100-sxm --mode infer --batch 32 "
                                     "--prompt-tokens 2000 --output-tokens 500 --gpus");
    QJsonObject node, two;
    CHECKED(runJsonObject(served + QStringList { u"8"_s }, &node));
    CHECKED(runJsonObject(served + QStringList { u"16"_s }, &two));
    QVERIFY(!node.value(u"fits"_s).toBool());
    QCOMPARE(node.value(u"pipeline_parallel"_s).toInt(), 1);
    QVERIFY(two.value(u"fits"_s).toBool());
    QCOMPARE(two.value(u"tensor_parallel"_s).toInt(), 8);
    QCOMPARE(two.value(u"pipeline_parallel"_s).toInt(), 2);
    QCOMPARE(two.value(u"data_parallel"_s).toInt(), 1);
    const auto weightsGiB = [](const QJsonObject &o) {
        return o.value(u"memory_breakdown"_s).toObject().value(u"weights_gib"_s).toDouble();
    };
    FS_COMPARE_REL(weightsGiB(two), weightsGiB(node) / 2, 1e-9);
    const double weightBytes = weightsGiB(two) * 1024 * 1024 * 1024;
    QVERIFY2(weightBytes > 50e9 && weightBytes < 51.5e9, qPrintable(QString::number(weightBytes)));
    const double floorMs = 2 * weightBytes / (3.35e12 * 0.8) * 1e3;
    const double tpot = two.value(u"time_per_output_token_ms"_s).toDouble();
    QVERIFY2(tpot > floorMs && tpot < 1.3 * floorMs, qPrintable(u"%1 vs %2"_s.arg(tpot).arg(floorMs)));
    FS_COMPARE_REL(
        two.value(u"latency_ms"_s).toDouble(), two.value(u"time_to_first_token_ms"_s).toDouble() + 500 * tpot, 1e-9);

    // One node: the advice is more GPUs, not a smaller batch (one sequence does not fit).
    const QStringList text = words("estimate --workload llama-3.1-405b --gpu h100-sxm --mode infer --batch 32 "
                                   "--prompt-tokens 2000 --output-tokens 500 --gpus");
    const Run eight = cli(text + QStringList { u"8"_s });
    QVERIFY2(eight.out.contains("one sequence needs more than the widest tensor split of a node holds (8 GPUs): try "
                                "more pipeline stages across nodes (more GPUs)")
            && !eight.out.contains("a smaller batch"),
        why(eight).constData());
    const Run sixteen = cli(text + QStringList { u"16"_s });
    QVERIFY2(sixteen.out.contains("tensor 8 × pipeline 2 × data 1")
            && sixteen.out.contains("2 pipeline stages of at most 63 layers")
            && sixteen.out.contains("micro-batches of 16 sequences")
            && sixteen.out.contains("Batch: 32 per replica of 16 GPUs (as given)"),
        why(sixteen).constData());
    // Three nodes: one replica of two, a third node idle, and said. Pinned to three stages, TP 4 holds a sequence
    // (810 GB / 12 = 67.5 GB per GPU), so two replicas of twelve take all 24.
    const Run three = cli(text + QStringList { u"24"_s });
    QVERIFY2(three.out.contains("warning: 8 GPUs idle: a served replica takes 16 GPUs (its tensor split × pipeline "
                                "stages), and whole replicas use 16 of the 24"),
        why(three).constData());
    const Run pinned = cli(text + QStringList { u"24"_s, u"--pipeline-parallel"_s, u"3"_s });
    QVERIFY2(pinned.code == 0 && pinned.out.contains("tensor 4 × pipeline 3 × data 2 (as given; 3 pipeline stages")
            && pinned.out.contains("3 pipeline stages of at most 42 layers") && !pinned.out.contains("idle"),
        why(pinned).constData());
}

void tst_CliLayout::servedReplicasSayIdleGpus()
{
    const QStringList served = words("estimate --workload llama-3-70b --gpu h100-sxm --mode infer --batch 64 "
                                     "--prompt-tokens 1000 --output-tokens 1000 --gpus");
    const Run six = cli(served + QStringList { u"6"_s });
    QVERIFY2(six.code == 0 && six.out.contains("tensor 4 × pipeline 1 × data 1")
            && six.out.contains("warning: 2 GPUs idle: a served replica takes 4 GPUs (its tensor split), and whole "
                                "replicas use 4 of the 6"),
        why(six).constData());
    const Run eight = cli(served + QStringList { u"8"_s });
    QVERIFY2(eight.code == 0 && eight.out.contains("tensor 4 × pipeline 1 × data 2") && !eight.out.contains("idle"),
        why(eight).constData());
    // The cost counts all six: the same replica on six GPUs costs 6/4 of it on four per token.
    QJsonObject onSix, onFour;
    CHECKED(runJsonObject(served + QStringList { u"6"_s }, &onSix));
    CHECKED(runJsonObject(served + QStringList { u"4"_s }, &onFour));
    QVERIFY2(std::abs(onSix.value(u"cost_per_million_tokens_usd").toDouble()
                     / onFour.value(u"cost_per_million_tokens_usd").toDouble()
                 - 1.5)
            < 1e-9,
        describe(onSix).constData());
}

// A GPU whose interconnect no catalog states (a user's own entry) costs no communication: its data-parallel
// layout is the fastest for that reason, and the stated source says so instead of claiming the all-reduce hidden.
void tst_CliLayout::unknownInterconnectIsNotCalledHidden()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile catalog(dir.filePath(u"mine.json"_s));
    QVERIFY(catalog.open(QIODevice::WriteOnly));
    catalog.write(R"({"formatVersion": 1, "gpus": [{"id": "mine", "name": "Mine", "generation": "unknown",
        "memoryGB": 288, "memoryBandwidthGBps": 8000, "peakTflops": {"bf16": 2300}, "pricePerHourUsd": 4}]})");
    catalog.close();
    const Run run = cli({ u"estimate"_s, u"--catalog"_s, catalog.fileName(), u"--workload"_s, u"llama-2-7b"_s,
        u"--gpu"_s, u"mine"_s, u"--gpus"_s, u"16"_s });
    QVERIFY2(run.code == 0 && run.out.contains("interconnect bandwidth unknown")
            && run.out.contains("data parallel alone fits; with the interconnect unknown no communication is costed")
            && !run.out.contains("hides its all-reduce"),
        why(run).constData());
}

// Serving: "model does not fit one GPU" only when one sequence does not fit the split asked for. Llama 3 8B
// (16 GB of 16-bit weights) fits an 80 GB H100; served at a pinned TP 8 it is the user's split, not a need.
// Llama 3 70B (141 GB) does not fit one, and the split it is given says so.
void tst_CliLayout::pinnedServingSplitIsNotCalledTooBig()
{
    const QStringList serve { u"estimate"_s, u"--gpu"_s, u"h100-sxm"_s, u"--gpus"_s, u"8"_s, u"--mode"_s, u"infer"_s,
        u"--precision"_s, u"bf16"_s, u"--workload"_s };
    const Run small = cli(serve + QStringList { u"llama-3-8b"_s, u"--tp"_s, u"8"_s });
    QVERIFY2(small.code == 0 && small.out.contains("tensor 8") && !small.out.contains("does not fit one GPU"),
        why(small).constData());
    const Run large = cli(serve + QStringList { u"llama-3-70b"_s });
    QVERIFY2(large.code == 0 && !large.out.contains("tensor 1 ×")
            && large.out.contains("model does not fit one GPU: tensor/pipeline parallelism assumed"),
        why(large).constData());
}

// A model with learned absolute positions reads at most its table's length: BERT-large 512 tokens (Devlin et al.
// 2019), GPT-2 1,024 (its n_positions). A longer sequence is estimated but said to be one it cannot read as trained.
// Rotary positions have no table, but a model does not read past the context it was trained at (Chen et al. 2023):
// Llama 2 4,096 tokens, Llama 3.1 131,072 (their max_position_embeddings); ALiBi extrapolates (Press et al. 2022).
void tst_CliLayout::positionsBoundTheSequence()
{
    const QStringList bert { u"estimate"_s, u"--workload"_s, u"bert-large"_s, u"--gpu"_s, u"a100-80gb-sxm"_s,
        u"--mode"_s, u"infer"_s, u"--seq-len"_s };
    const Run longer = cli(bert + QStringList { u"2048"_s });
    QVERIFY2(longer.code == 0
            && longer.out.contains("2,048 tokens per sequence are more than the model's 512 learned positions"),
        why(longer).constData());
    const Run within = cli(bert + QStringList { u"512"_s });
    QVERIFY2(within.code == 0 && !within.out.contains("learned positions"), why(within).constData());
    // Served, the prompt and the output share the table: 1,000 + 100 tokens pass GPT-2's 1,024.
    const QStringList gpt2 { u"estimate"_s, u"--workload"_s, u"gpt-2"_s, u"--gpu"_s, u"a100-80gb-sxm"_s, u"--mode"_s,
        u"infer"_s, u"--prompt-tokens"_s, u"1000"_s, u"--output-tokens"_s };
    const Run served = cli(gpt2 + QStringList { u"100"_s });
    QVERIFY2(served.code == 0 && served.out.contains("1,100 tokens per sequence are more than the model's 1,024"),
        why(served).constData());
    const Run fits = cli(gpt2 + QStringList { u"24"_s });
    QVERIFY2(fits.code == 0 && !fits.out.contains("learned positions"), why(fits).constData());

    // Rotary: 4,000 + 1,000 tokens are past Llama 2's trained 4,096, well within Llama 3.1's 131,072.
    const auto serve = [](const char *workload) {
        return QStringList { u"estimate"_s, u"--workload"_s, QString::fromLatin1(workload), u"--gpu"_s, u"h100-sxm"_s,
            u"--gpus"_s, u"8"_s, u"--mode"_s, u"infer"_s, u"--prompt-tokens"_s, u"4000"_s, u"--output-tokens"_s,
            u"1000"_s };
    };
    const Run llama2 = cli(serve("llama-2-70b"));
    QVERIFY2(llama2.code == 0
            && llama2.out.contains(
                "5,000 tokens per sequence are more than the 4,096 the model's rotary positions were trained at"),
        why(llama2).constData());
    // No prompt typed: the prompt is the sequence less the output, so the request stays within the 8,192
    // positions Llama 3 was trained at (it used to be the whole sequence, and any output passed it), and the
    // assumptions say so in the table and in JSON.
    const QStringList untyped { u"estimate"_s, u"--workload"_s, u"llama-3-70b"_s, u"--gpu"_s, u"h100-sxm"_s,
        u"--gpus"_s, u"8"_s, u"--mode"_s, u"infer"_s, u"--precision"_s, u"fp8"_s, u"--output-tokens"_s, u"100"_s };
    const Run defaultPrompt = cli(untyped);
    QVERIFY2(defaultPrompt.code == 0 && !defaultPrompt.out.contains("positions")
            && defaultPrompt.out.contains("Prompt: 8,092 tokens (no prompt given: the 8,192-token sequence less the "
                                          "100 output tokens"),
        why(defaultPrompt).constData());
    const Run defaultPromptJson = cli(untyped + QStringList { u"--format"_s, u"json"_s });
    QVERIFY2(defaultPromptJson.code == 0, why(defaultPromptJson).constData());
    const QJsonObject assumed
        = QJsonDocument::fromJson(defaultPromptJson.out).object().value(u"assumptions"_s).toObject();
    QCOMPARE(assumed.value(u"prompt_tokens"_s).toInt(), 8092);
    QCOMPARE(assumed.value(u"prompt_given"_s).toBool(true), false);
    // A typed prompt is the user's: no assumption, and the warning when it and the output pass the positions.
    const Run typedPrompt = cli(untyped + QStringList { u"--prompt-tokens"_s, u"8192"_s });
    QVERIFY2(typedPrompt.code == 0 && !typedPrompt.out.contains("Prompt:")
            && typedPrompt.out.contains("8,292 tokens per sequence are more than the 8,192"),
        why(typedPrompt).constData());
    // An output no shorter than the sequence leaves the prompt the whole sequence, and the assumption says that,
    // not "the 1,024-token sequence less the 2,000 output tokens".
    const Run longOutput = cli({ u"estimate"_s, u"--workload"_s, u"gpt-2"_s, u"--gpu"_s, u"a100-80gb-sxm"_s,
        u"--mode"_s, u"infer"_s, u"--output-tokens"_s, u"2000"_s });
    QVERIFY2(longOutput.code == 0
            && longOutput.out.contains(
                "Prompt: 1,024 tokens (no prompt given: the whole 1,024-token sequence, as the output is no shorter"),
        why(longOutput).constData());
    const Run llama31 = cli(serve("llama-3.1-405b"));
    QVERIFY2(llama31.code == 0 && !llama31.out.contains("positions"), why(llama31).constData());
    // Training at a longer sequence than the model was trained at is the same warning (a context extension).
    const Run extend = cli({ u"estimate"_s, u"--workload"_s, u"llama-2-7b"_s, u"--gpu"_s, u"h100-sxm"_s, u"--gpus"_s,
        u"64"_s, u"--tokens"_s, u"10B"_s, u"--seq-len"_s, u"16384"_s });
    QVERIFY2(extend.code == 0 && extend.out.contains("16,384 tokens per sequence are more than the 4,096"),
        why(extend).constData());
    // ALiBi was made to read past its training length: BLOOM's 2,048 is no limit.
    const Run bloom = cli(serve("bloom-176b"));
    QVERIFY2(bloom.code == 0 && !bloom.out.contains("positions"), why(bloom).constData());
}

void tst_CliLayout::badPinsAreOneLine_data()
{
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<QString>("message");
    QTest::newRow("both names") << QStringList { u"--tp"_s, u"2"_s, u"--tensor-parallel"_s, u"2"_s }
                                << u"give --tp or --tensor-parallel, not both"_s;
    QTest::newRow("zero 5") << QStringList { u"--zero"_s, u"5"_s } << u"--zero"_s;
    QTest::newRow("recompute word") << QStringList { u"--recompute"_s, u"some"_s }
                                    << u"--recompute must be one of auto|none|selective|full"_s;
    QTest::newRow("interleave 0") << QStringList { u"--interleave"_s, u"0"_s } << u"--interleave"_s;
    QTest::newRow("cp 0") << QStringList { u"--cp"_s, u"0"_s } << u"--cp"_s;
    QTest::newRow("attention word") << QStringList { u"--attention"_s, u"sdpa"_s }
                                    << u"--attention must be one of flash|stored"_s;
}

void tst_CliLayout::badPinsAreOneLine()
{
    QFETCH(QStringList, extra);
    QFETCH(QString, message);
    const Run run = cli(gpt3(96) + extra);
    QCOMPARE(run.code, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(QString::fromUtf8(run.err).contains(message), why(run).constData());
    QCOMPARE(run.err.count('\n'), 1);
}

// A split the GPUs cannot hold is refused with the reason, not estimated as an idle or cross-node layout:
// tensor parallel stays in a node and divides the heads (Megatron-LM asserts heads % tp == 0), the split
// fits the GPU count, each context rank takes two whole chunks of the sequence.
void tst_CliLayout::pinsThatCannotRun_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("wider than the node") << gpt3(96) + QStringList { u"--tp"_s, u"16"_s }
                                         << u"tensor parallel 16 is wider than a node of 8 GPUs"_s;
    QTest::newRow("more than the GPUs") << gpt3(96) + QStringList { u"--tp"_s, u"8"_s, u"--pp"_s, u"16"_s }
                                        << u"tensor × pipeline × context parallel needs 128 GPUs; the job has 96"_s;
    QTest::newRow("heads not divided") << gpt3(96) + QStringList { u"--tp"_s, u"5"_s }
                                       << u"tensor parallel 5 does not divide the 96 attention heads"_s;
    QTest::newRow("sequence not split") << gpt3(96) + QStringList { u"--cp"_s, u"3"_s }
                                        << u"context parallel 3 needs a sequence length divisible by 6"_s;
    QTest::newRow("more stages than layers") << QStringList { u"estimate"_s, u"--workload"_s, u"llama-2-7b"_s,
        u"--gpu"_s, u"h100-sxm"_s, u"--gpus"_s, u"64"_s, u"--pp"_s, u"64"_s, u"--tokens"_s, u"1B"_s }
                                             << u"pipeline parallel 64 has more stages than the 32 layers"_s;
    QTest::newRow("no transformer shape") << QStringList { u"estimate"_s, u"--workload"_s, u"resnet-50"_s, u"--gpu"_s,
        u"a100-80gb-sxm"_s, u"--gpus"_s, u"8"_s, u"--tp"_s, u"2"_s }
                                          << u"need a transformer's layers and heads"_s;
    QTest::newRow("serving wider than the GPUs") << QStringList { u"estimate"_s, u"--workload"_s, u"llama-3-70b"_s,
        u"--gpu"_s, u"h100-sxm"_s, u"--gpus"_s, u"4"_s, u"--mode"_s, u"infer"_s, u"--tp"_s, u"8"_s }
                                                 << u"needs 8 GPUs; the job has 4"_s;
    QTest::newRow("serving stages beyond the GPUs") << QStringList { u"estimate"_s, u"--workload"_s, u"llama-3-8b"_s,
        u"--gpu"_s, u"h100-sxm"_s, u"--gpus"_s, u"2"_s, u"--mode"_s, u"infer"_s, u"--pp"_s, u"4"_s }
                                                    << u"needs 4 GPUs; the job has 2"_s;
    QTest::newRow("serving stages of a conv net") << QStringList { u"estimate"_s, u"--workload"_s, u"resnet-50"_s,
        u"--gpu"_s, u"h100-sxm"_s, u"--gpus"_s, u"2"_s, u"--mode"_s, u"infer"_s, u"--pp"_s, u"2"_s }
                                                  << u"need a transformer's layers and heads"_s;
    // Interleaving splits each stage's layers into chunks of whole layers (Megatron-LM's virtual stages).
    QTest::newRow("chunks on one pinned stage")
        << gpt3(96) + QStringList { u"--pp"_s, u"1"_s, u"--interleave"_s, u"2"_s }
        << u"2 model chunks per stage need pipeline stages"_s;
    // Stages left to the search: no depth it tries on 8 GPUs (divisors of the 32 layers or of the 8 GPUs)
    // gives a largest stage of 5, 10 or 15 layers.
    QTest::newRow("chunks no searched depth takes") << QStringList {
        u"estimate"_s, u"--workload"_s, u"llama-2-7b"_s, u"--gpu"_s, u"a100-80gb-sxm"_s, u"--gpus"_s, u"8"_s,
        u"--interleave"_s, u"5"_s
    } << u"5 model chunks per stage: no pipeline depth on 8 GPUs gives its largest stage a multiple of 5 layers (of 32)"_s;
    QTest::newRow("chunks not dividing the stage") << QStringList { u"estimate"_s, u"--workload"_s, u"llama-2-7b"_s,
        u"--gpu"_s, u"a100-80gb-sxm"_s, u"--gpus"_s, u"16"_s, u"--pp"_s, u"4"_s, u"--interleave"_s,
        u"5"_s } << u"5 model chunks per stage do not divide the 8 layers of the largest pipeline stage"_s;
    // A step takes at least one sample.
    QTest::newRow("half a sample per step") << QStringList { u"estimate"_s, u"--workload"_s, u"llama-2-7b"_s,
        u"--gpu"_s, u"a100-80gb-sxm"_s, u"--global-batch"_s, u"0.5"_s }
                                            << u"--global-batch must be at least 1"_s;
    // INT8's peak is for quantized inference: no framework trains in it.
    QTest::newRow("int8 training") << QStringList { u"estimate"_s, u"--workload"_s, u"llama-2-7b"_s, u"--gpu"_s,
        u"h100-sxm"_s, u"--precision"_s, u"int8"_s, u"--tokens"_s, u"1B"_s }
                                   << u"--precision: int8 is an inference format"_s;
}

void tst_CliLayout::pinsThatCannotRun()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run run = cli(args);
    QCOMPARE(run.code, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(QString::fromUtf8(run.err).contains(message), why(run).constData());
    QCOMPARE(run.err.count('\n'), 1);
}

// Llama 3.1 405B on 16,384 H100 (Llama 3's largest configuration): the figures a user reads together agree.
// "Largest batch that fits" counts the micro-batches in flight the fitting step holds, so it is at least
// the batch that fits; a default batch of 4M tokens (512 sequences) is rounded up to whole micro-batches on
// every data-parallel rank, and the batch shown and the steps are that of the step.
void tst_CliLayout::largestBatchAgreesWithFits()
{
    QJsonObject o;
    CHECKED(runJsonObject(
        { u"estimate"_s, u"--workload"_s, u"llama-3.1-405b"_s, u"--gpu"_s, u"h100-sxm"_s, u"--gpus"_s, u"16384"_s },
        &o));
    QVERIFY2(o.value(u"fits").toBool(), describe(o).constData());
    QVERIFY2(o.value(u"max_batch_per_gpu").toDouble() >= o.value(u"batch_per_gpu").toDouble(), describe(o).constData());
    const QJsonObject layout = o.value(u"layout").toObject();
    const double stepBatch = layout.value(u"micro_batch").toDouble() * layout.value(u"dp").toDouble()
        * layout.value(u"accumulation").toDouble();
    QCOMPARE(o.value(u"global_batch").toDouble(), stepBatch);
    // 15T tokens (the Llama 3.1 model card) in sequences of 8,192, over whole steps of that batch.
    QVERIFY2(o.value(u"optimizer_steps").toDouble() == std::ceil(15e12 / 8192 / stepBatch), describe(o).constData());
}

void tst_CliLayout::shardedStatesPayPerMicroBatch()
{
    // Llama 2 7B on 64 H100 over a slow 5 GB/s network, data parallel only, one sequence per micro-batch: the
    // gradient reduction does not hide behind a micro-batch's backward pass. ZeRO-1 reduces once per optimizer
    // step, so four micro-batches per step spread it over four times the samples; ZeRO-3 gathers the weights
    // and reduce-scatters the gradients for every micro-batch (DeepSpeed, FSDP), so its time per sample does
    // not fall with accumulation, and it is slower than ZeRO-1 at both.
    auto args = [](int zero, int globalBatch) {
        return QStringList { u"estimate"_s, u"--workload"_s, u"llama-2-7b"_s, u"--tokens"_s, u"100B"_s, u"--gpu"_s,
            u"h100-sxm"_s, u"--gpus"_s, u"64"_s, u"--tp"_s, u"1"_s, u"--pp"_s, u"1"_s, u"--micro-batch"_s, u"1"_s,
            u"--zero"_s, QString::number(zero), u"--global-batch"_s, QString::number(globalBatch), u"--network-gbps"_s,
            u"5"_s };
    };
    auto accumulation
        = [](const QJsonObject &o) { return o.value(u"layout").toObject().value(u"accumulation").toInt(); };
    QJsonObject one1, one4, two1, two4, three1, three4;
    CHECKED(runJsonObject(args(2, 64), &two1));
    CHECKED(runJsonObject(args(2, 256), &two4));
    CHECKED(runJsonObject(args(1, 64), &one1));
    CHECKED(runJsonObject(args(1, 256), &one4));
    CHECKED(runJsonObject(args(3, 64), &three1));
    CHECKED(runJsonObject(args(3, 256), &three4));
    QCOMPARE(accumulation(one1), 1);
    QCOMPARE(accumulation(one4), 4);
    QCOMPARE(accumulation(three1), 1);
    QCOMPARE(accumulation(three4), 4);
    const double zero1At1 = one1.value(u"samples_per_s").toDouble();
    const double zero1At4 = one4.value(u"samples_per_s").toDouble();
    const double zero3At1 = three1.value(u"samples_per_s").toDouble();
    const double zero3At4 = three4.value(u"samples_per_s").toDouble();
    QVERIFY2(zero1At1 > 0 && zero1At4 > 1.2 * zero1At1, qPrintable(u"%1 %2"_s.arg(zero1At1).arg(zero1At4)));
    QVERIFY2(qAbs(zero3At4 / zero3At1 - 1.0) < 1e-9, qPrintable(u"%1 %2"_s.arg(zero3At1).arg(zero3At4)));
    QVERIFY2(zero3At1 < zero1At1, qPrintable(u"%1 %2"_s.arg(zero3At1).arg(zero1At1)));
    // ZeRO-2 keeps a shard of the gradients: with one micro-batch it moves what ZeRO-1's all-reduce does; with
    // four, three more reduce-scatters of half those bytes, so it lands between ZeRO-1 and ZeRO-3.
    QCOMPARE(accumulation(two4), 4);
    const double zero2At1 = two1.value(u"samples_per_s").toDouble();
    const double zero2At4 = two4.value(u"samples_per_s").toDouble();
    QVERIFY2(qAbs(zero2At1 / zero1At1 - 1.0) < 1e-9, qPrintable(u"%1 %2"_s.arg(zero2At1).arg(zero1At1)));
    QVERIFY2(zero3At4 < zero2At4 && zero2At4 < zero1At4,
        qPrintable(u"%1 %2 %3"_s.arg(zero3At4).arg(zero2At4).arg(zero1At4)));
}

QTEST_GUILESS_MAIN(tst_CliLayout)
#include "tst_clilayout.moc"
