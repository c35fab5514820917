// Batch size over training as a CLI user types it: --critical-batch, --batch-schedule, --planning and
// --stage-gpus, the JSON keys they add, and the refusals a bad schedule gets. Figures are worked by hand
// from the published formulas (comments), as in tests/core/tst_batchsize.cpp.

#include "../core/testutil.h"
#include "clirun.h"

#include <QJsonArray>

#include <cmath>

namespace {

double field(const QJsonObject &o, const char *key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    return v.isDouble() ? v.toDouble() : std::nan("");
}

} // namespace

class tst_CliBatch : public QObject {
    Q_OBJECT
private slots:
    void gpt3Ramp();
    void palmStagesInSteps();
    void resNetBothModes();
    void typedCriticalBatch();
    void criticalBatchStatesItsUnit();
    void speedupOverACountThatFits();
    void planStaysWithinTheCriticalBatch();
    void defaultBatchIsNotCalledPastTheCriticalBatch();
    void badSchedules_data();
    void badSchedules();
    void helpListsTheGrammar();
};

void tst_CliBatch::gpt3Ramp()
{
    // GPT-3 175B, 300B tokens, 32,768 -> 3,145,728 tokens over the first 12B: 12e9 / 3,112,960 · ln 96
    // = 17,594.9 ramp steps + 288e9 / 3,145,728 = 91,552.7: 17,595 + 91,553 = 109,148 whole steps (constant:
    // 95,367.4, so 95,368).
    QJsonObject o;
    CHECKED(runJsonObject(words("estimate --workload gpt-3-175b --tokens 300B --gpu h100-sxm --gpus 1024 "
                                "--batch-schedule linear:32768-3145728@12B"),
        &o));
    QCOMPARE(field(o, "optimizer_steps"), 109148.0);
    QCOMPARE(o.value(u"planning"_s).toString(), u"fixed-data"_s);
    const QJsonArray stages = o.value(u"stages"_s).toArray();
    QCOMPARE(stages.size(), 2);
    const QJsonObject ramp = stages[0].toObject();
    QCOMPARE(ramp.value(u"steps"_s).toDouble(), std::ceil(12e9 / 3112960.0 * std::log(96.0)));
    // Batches in samples (sequences of 2,048): 16 -> 1,536; the ramp ends after 12e9 / 2,048 sequences.
    QCOMPARE(ramp.value(u"global_batch_start"_s).toDouble(), 16.0);
    QCOMPARE(ramp.value(u"global_batch"_s).toDouble(), 1536.0);
    FS_COMPARE_REL(ramp.value(u"until"_s).toDouble(), 12e9 / 2048, 1e-12);
    QVERIFY(ramp.value(u"fits"_s).toBool());
    QVERIFY(ramp.value(u"gpus_busy"_s).toInt() > 0 && ramp.value(u"hours"_s).toDouble() > 0);
    double hours = 0;
    for (const QJsonValue &s : stages)
        hours += s.toObject().value(u"hours"_s).toDouble();
    FS_COMPARE_REL(hours, field(o, "wall_hours"), 1e-9);
    // DeepSeek's B_opt at the run's compute, in tokens; the batch stays below it: nothing lost.
    QVERIFY2(field(o, "critical_batch") > 1e7, describe(o).constData());
    QCOMPARE(field(o, "statistical_efficiency"), 1.0);
    QVERIFY(field(o, "goodput_speedup") > 0 && field(o, "goodput_speedup") <= 1024);
    const QJsonObject assumptions = o.value(u"assumptions"_s).toObject();
    QVERIFY(assumptions.contains(u"critical_batch_source"_s));
    QCOMPARE(assumptions.value(u"planning"_s).toString(), u"fixed-data"_s);
}

void tst_CliBatch::palmStagesInSteps()
{
    // PaLM's three stages end at steps 50k, 115k and 255k: 775.9B tokens, 255,000 steps.
    QJsonObject o;
    CHECKED(runJsonObject({ u"estimate"_s, u"--params"_s, u"540B"_s, u"--seq-len"_s, u"2048"_s, u"--tokens"_s,
                              u"775.94624B"_s, u"--gpu"_s, u"tpu-v4"_s, u"--gpus"_s, u"3072"_s, u"--batch-schedule"_s,
                              u"stages:1048576@50k steps,2097152@115k steps,4194304@255k steps"_s },
        &o));
    QCOMPARE(field(o, "optimizer_steps"), 255000.0);
    QCOMPARE(o.value(u"stages"_s).toArray().size(), 3);
}

void tst_CliBatch::resNetBothModes()
{
    // 4,096 GPUs × 256 images = 1,048,576 per step, 128 × the 8,192 of Goyal et al.: fixed data warns;
    // fixed target trains on (1 + 128) / (1 + 1) = 64.5 × the data.
    QJsonObject data;
    CHECKED(runJsonObject(words("estimate --workload resnet-50 --gpu h200-sxm --gpus 4096"), &data));
    QCOMPARE(field(data, "global_batch"), 1048576.0);
    QCOMPARE(field(data, "critical_batch"), 8192.0);
    const QString warnings = QString::fromUtf8(QJsonDocument(data.value(u"warnings"_s).toArray()).toJson());
    QVERIFY2(warnings.contains(u"about 64.5× the data"_s), qPrintable(warnings));
    QJsonObject target;
    CHECKED(runJsonObject(
        words("estimate --workload resnet-50 --gpu h200-sxm --gpus 4096 --planning fixed-target"), &target));
    QCOMPARE(field(target, "data_multiple"), 64.5);
    FS_COMPARE_REL(field(target, "wall_hours"), 64.5 * field(data, "wall_hours"), 1e-9);
    // Goodput over one GPU: 4,096 × (8,192 + 256) / (8,192 + 1,048,576) = 32.74 at best.
    QVERIFY2(field(target, "goodput_speedup") <= 32.75, describe(target).constData());
}

void tst_CliBatch::speedupOverACountThatFits()
{
    // Llama 2 7B without splits on 24 GB L4s: 16 bytes of weights, gradients and Adam state per parameter
    // (Rajbhandari et al. 2020) are 112 GB, sharded by ZeRO-3 over the data-parallel ranks: 28 GB on 4
    // GPUs, 14 GB on 8. The fewest that fit are 8, so the speedup at 8 is 8 (and not 8 × a 1-GPU run
    // that cannot happen).
    const auto llama = [](int gpus) {
        return words("estimate --workload llama-2-7b --gpu l4 --zero 3 --tp 1 --pp 1 --tokens 2T --gpus")
            + QStringList { QString::number(gpus) };
    };
    QJsonObject at4, at8, at16;
    CHECKED(runJsonObject(llama(4), &at4));
    CHECKED(runJsonObject(llama(8), &at8));
    CHECKED(runJsonObject(llama(16), &at16));
    QVERIFY2(!at4.value(u"fits"_s).toBool() && at8.value(u"fits"_s).toBool(), describe(at8).constData());
    QVERIFY2(at4.value(u"goodput_speedup"_s).isNull() && at4.value(u"speedup_base_gpus"_s).isNull(),
        describe(at4).constData());
    QCOMPARE(field(at8, "speedup_base_gpus"), 8.0);
    FS_COMPARE_REL(field(at8, "system_speedup"), 8.0, 1e-12);
    // At 16 the speedup is 8 × the ratio of the two throughputs.
    QCOMPARE(field(at16, "speedup_base_gpus"), 8.0);
    FS_COMPARE_REL(
        field(at16, "system_speedup"), 8.0 * field(at16, "samples_per_s") / field(at8, "samples_per_s"), 1e-9);
    // The table names the count, and prints no speedup where nothing fits.
    const Run table = cli(llama(16));
    QVERIFY2(table.out.contains("the fewest that fit (8) counted as 8×"), why(table).constData());
    const Run none = cli(llama(4));
    QVERIFY2(none.code == 0 && !none.out.contains("speedup"), why(none).constData());
    // Above ideal, the table says why: the fewest GPUs fit only a slower layout. Llama 3 70B fits 16 H100s
    // only split 8 × 2 with ZeRO-3; on 1,024 it runs 4 × 256 with ZeRO-2, faster per GPU.
    QJsonObject wide;
    const QStringList llama70 = words("estimate --workload llama-3-70b --gpu h100-sxm --gpus 1024 --tokens 15T");
    CHECKED(runJsonObject(llama70, &wide));
    QVERIFY2(field(wide, "system_speedup") > 1024.0, describe(wide).constData());
    const Run above = cli(llama70);
    QVERIFY2(above.out.contains(QStringLiteral("above ideal: at %1 GPUs the model fits only as ")
                                    .arg(field(wide, "speedup_base_gpus"))
                                    .toUtf8()),
        why(above).constData());
    // The L4s above: 8 hold the model only by recomputing more layers than 16 need, also above ideal.
    QVERIFY2(
        field(at16, "system_speedup") > 16.0 && table.out.contains("above ideal: at 8 GPUs"), why(table).constData());
    // At ideal or below, nothing to explain: ResNet-50 on 8 V100 (256 images per GPU) scales at 8×.
    QJsonObject resnet;
    const QStringList resnetArgs = words("estimate --workload resnet-50 --gpu v100-sxm2-16gb --gpus 8 --epochs 90");
    CHECKED(runJsonObject(resnetArgs, &resnet));
    QVERIFY2(field(resnet, "system_speedup") <= 8.0 * (1 + 1e-3), describe(resnet).constData());
    const Run ideal = cli(resnetArgs);
    QVERIFY2(ideal.out.contains("speedup at 8 GPUs") && !ideal.out.contains("above ideal"), why(ideal).constData());
}

void tst_CliBatch::typedCriticalBatch()
{
    // A typed critical batch of 1M tokens under GPT-3's 3.1M-token batch: 3.0 × past it, about
    // (1 + 3.0) / 2 = 2.0 × the data a run at 1M would need.
    QJsonObject o;
    CHECKED(runJsonObject(words("estimate --workload gpt-3-175b --tokens 300B --gpu h100-sxm --gpus 1024 "
                                "--global-batch 1536 --critical-batch 1048576"),
        &o));
    QCOMPARE(field(o, "critical_batch"), 1048576.0);
    FS_COMPARE_REL(field(o, "statistical_efficiency"), 2.0 / (1.0 + 3.0), 1e-12);
    const QJsonObject assumptions = o.value(u"assumptions"_s).toObject();
    QVERIFY(assumptions.value(u"critical_batch_given"_s).toBool());
}

void tst_CliBatch::planStaysWithinTheCriticalBatch()
{
    // ResNet-50 within $250,000: before the critical batch, the fastest count was 4,096 (a million
    // images per step). Now 8,192 / 256 = 32 GPUs at most, on fixed data.
    QJsonDocument doc;
    CHECKED(runJson(words("plan --workload resnet-50 --budget-usd 250000 --format json"), &doc));
    int feasible = 0;
    for (const QJsonValue &v : doc.array()) {
        const QJsonObject option = v.toObject();
        if (!option.contains(u"gpus"_s))
            continue; // over budget at every count
        ++feasible;
        QVERIFY2(option.value(u"gpus"_s).toInt() <= 32, describe(option).constData());
    }
    QVERIFY(feasible > 0);
    // Fixed target prices the extra data in, so more GPUs become plans again, at a cost.
    CHECKED(runJson(words("plan --workload resnet-50 --budget-usd 250000 --gpu h200-sxm --planning fixed-target "
                          "--format json"),
        &doc));
    QVERIFY2(doc.array().first().toObject().value(u"gpus"_s).toInt() > 32, doc.toJson().constData());
}

// Llama 3 8B on 1B tokens: its critical batch (~866k tokens, 105.7 sequences of 8,192) is below the
// default ~4M tokens, so the default takes whole sequences under it, 105, not 106: a default rounded up
// past the critical batch warned about itself ("868k tokens is 1× the critical batch 866k").
void tst_CliBatch::defaultBatchIsNotCalledPastTheCriticalBatch()
{
    QJsonObject o;
    CHECKED(runJsonObject(words("estimate --workload llama-3-8b --gpu h100-sxm --gpus 1 --tokens 1e9"), &o));
    const double sequences = field(o, "global_batch"), critical = field(o, "critical_batch") / 8192;
    QVERIFY2(critical > 100 && critical < 120, qPrintable(QString::number(critical)));
    QCOMPARE(sequences, std::floor(critical));
    QCOMPARE(field(o, "statistical_efficiency"), 1.0);
    for (const QJsonValue &warning : o.value(u"warnings"_s).toArray())
        QVERIFY2(!warning.toString().contains(u"critical batch"_s), qPrintable(warning.toString()));

    // Llama 2 7B on 3 H100: the default (193 sequences of 4,096 under a critical batch of 193.9) is rounded up to
    // whole micro-batches on the three replicas, 195 = 1.006 × the critical batch, (1 + 1.006) / 2 = 1.003 × the
    // data for the same loss: stated, and not warned about (the rule: past 1.02 ×, 1 % more data).
    CHECKED(runJsonObject(words("estimate --workload llama-2-7b --gpu h100-sxm --gpus 3 --tokens 1e9"), &o));
    const double ratio = field(o, "global_batch") * 4096 / field(o, "critical_batch");
    QVERIFY2(ratio > 1 && ratio < 1.02, qPrintable(QString::number(ratio)));
    FS_COMPARE_REL(field(o, "statistical_efficiency"), 2.0 / (1.0 + ratio), 1e-9);
    for (const QJsonValue &warning : o.value(u"warnings"_s).toArray())
        QVERIFY2(!warning.toString().contains(u"critical batch"_s), qPrintable(warning.toString()));
}

void tst_CliBatch::badSchedules_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("says");
    const char *gpt3 = "estimate --workload gpt-3-175b --tokens 300B --gpu h100-sxm --gpus 64 --batch-schedule ";
    QTest::newRow("decreases") << QString::fromLatin1(gpt3) + u"linear:4M-1M@1B"_s << u"the batch decreases"_s;
    QTest::newRow("overlaps") << QString::fromLatin1(gpt3) + u"stages:1M@2B,2M@1B,4M"_s
                              << u"stage 2 ends where stage 1 ends or before it"_s;
    QTest::newRow("exceeds the data") << QString::fromLatin1(gpt3) + u"linear:32k-3.2M@400B"_s
                                      << u"stage 1 ends past the end of training"_s;
    QTest::newRow("zero") << QString::fromLatin1(gpt3) + u"stages:0@1B,4M"_s << u"must be above zero"_s;
    QTest::newRow("with iterations")
        << u"estimate --workload gpt-3-175b --iterations 1000 --gpu h100-sxm --gpus 64 --batch-schedule linear:32k-3.2M@1B"_s
        << u"not --iterations"_s;
    QTest::newRow("serving")
        << u"estimate --workload gpt-3-175b --mode infer --gpu h100-sxm --gpus 8 --batch-schedule linear:32k-3.2M@1B"_s
        << u"applies to --mode train"_s;
    QTest::newRow("planning word") << u"estimate --workload gpt-3-175b --gpu h100-sxm --planning fixed"_s
                                   << u"--planning"_s;
}

void tst_CliBatch::badSchedules()
{
    QFETCH(QString, line);
    QFETCH(QString, says);
    const Run run = cli(line.split(u' '));
    QVERIFY2(run.code == 2 && run.out.isEmpty(), why(run).constData());
    QVERIFY2(QString::fromUtf8(run.err).contains(says), why(run).constData());
}

void tst_CliBatch::helpListsTheGrammar()
{
    const Run run = cli("help estimate");
    QVERIFY2(run.code == 0, why(run).constData());
    const QString help = QString::fromUtf8(run.out);
    for (const QString &form : { u"linear:B0-B1@T"_s, u"stages:B1@U1,...,Bn"_s, u"megatron:START,INC,SAMPLES"_s,
             u"PaLM 540B"_s, u"--critical-batch B"_s, u"--planning fixed-data|fixed-target"_s })
        QVERIFY2(help.contains(form), qPrintable(form));
}

// The table names the critical batch's unit for the model at hand: tokens for a language model (as
// --critical-batch takes it), images for ResNet-50; not "tokens or samples".
void tst_CliBatch::criticalBatchStatesItsUnit()
{
    const struct {
        const char *line;
        const char *unit;
    } cases[] = { { "estimate --workload llama-2-7b --gpu a100-80gb-sxm --gpus 64 --tokens 2T", "tokens" },
        { "estimate --workload resnet-50 --gpu a100-80gb-sxm --gpus 8", "samples" } };
    static const QRegularExpression row(uR"(^Critical batch +\S+ +(\S+)\s*$)"_s, QRegularExpression::MultilineOption);
    for (const auto &c : cases) {
        const Run run = cli(c.line);
        QVERIFY2(run.code == 0, why(run).constData());
        const QRegularExpressionMatch m = row.match(QString::fromUtf8(run.out));
        QVERIFY2(m.hasMatch(), why(run).constData());
        QCOMPARE(m.captured(1), QString::fromLatin1(c.unit));
    }
}

QTEST_GUILESS_MAIN(tst_CliBatch)
#include "tst_clibatch.moc"
