// .flopsheet project files: exact round trip, atomic saves, and refusals that name the problem.
#include "../core/textencodings.h"
#include "core/catalog/catalog.h"
#include "core/document/plansize.h"
#include "core/document/project.h"
#include "core/io/projectfile.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace flopsheet;

namespace {

WorkloadEntry preset(const char *id)
{
    const Workload *w = Catalog::builtIn().workload(QString::fromLatin1(id));
    if (!w)
        qFatal("built-in workload %s missing", id);
    return workloadEntryFromPreset(*w);
}

HardwareEntry gpu(const char *id, int count = 8)
{
    const Gpu *g = Catalog::builtIn().gpu(QString::fromLatin1(id));
    if (!g)
        qFatal("built-in GPU %s missing", id);
    HardwareEntry e;
    e.gpu = *g;
    e.count = count;
    return e;
}

// A plan with every kind of value: catalog presets with shapes and sources, hand-made rows with
// unknown figures, non-default scenario settings, a number that needs all 17 digits, Chinese text.
ProjectData sampleData()
{
    ProjectData d;
    WorkloadEntry pretrain = preset("llama-2-7b");
    pretrain.workload.name = QStringLiteral("预训练 Llama 2 7B");
    pretrain.scenario.tokens = 1e12;
    pretrain.scenario.recompute = Recompute::Selective;
    pretrain.scenario.zeroStage = 1;
    pretrain.scenario.mfu = 0.1 + 0.2; // 0.30000000000000004: only a 17-digit write reads back the same
    QString problem;
    pretrain.scenario.schedule = *parseBatchSchedule(u"linear:32768-4194304@10B", &problem);
    pretrain.scenario.criticalBatch = 8e6;
    pretrain.scenario.planning = Planning::FixedTarget;
    pretrain.scenario.stageGpus = StageGpus::Elastic;
    pretrain.gpuCounts.insert(u"H100-SXM"_qs, 42); // planned on the H100 with a count of its own
    d.workloads << pretrain;

    WorkloadEntry resnet = preset("resnet-50");
    resnet.scenario.precision = Precision::FP16;
    resnet.scenario.runtime = Runtime::Eager;
    resnet.scenario.batchPerGpu = 256;
    resnet.scenario.measuredSamplesPerS = 2500.5;
    d.workloads << resnet;

    WorkloadEntry serve = preset("llama-3-8b");
    serve.scenario.mode = Mode::Infer;
    serve.scenario.promptTokens = 1000;
    serve.scenario.outputTokens = 200;
    serve.scenario.batchMax = true;
    serve.scenario.precision = Precision::FP8;
    d.workloads << serve;

    WorkloadEntry steps = preset("bert-base");
    steps.scenario.amount = AmountKind::Iterations;
    steps.scenario.iterations = 1e6;
    steps.scenario.globalBatch = 256;
    steps.scenario.optimizer = Optimizer::Lion;
    steps.scenario.tensorParallel = 2;
    steps.scenario.pipelineParallel = 4;
    steps.scenario.contextParallel = 2;
    steps.scenario.priceUsd = 1.75;
    steps.scenario.networkGBps = 50;
    steps.scenario.useSparsity = false;
    steps.scenario.flopsPerParam = 6;
    d.workloads << steps;

    WorkloadEntry custom; // typed by hand: only a name and a parameter count
    custom.workload.name = QStringLiteral("Custom MLP, \"v2\"\nsecond line");
    custom.workload.params = 1.5e8;
    custom.workload.paramsExact = true;
    custom.workload.prunedFraction = 0.25;
    custom.workload.sparse24 = true;
    d.workloads << custom;

    d.hardware << gpu("h100-sxm", 64) << gpu("t4", 2) << gpu("tpu-v4", 16);
    d.hardware[1].included = false;
    HardwareEntry unknown; // a chip known only by name and memory
    unknown.gpu.name = QStringLiteral("Prototype 加速卡");
    unknown.gpu.memoryGiB = 48;
    unknown.count = 1;
    d.hardware << unknown;

    // A shared pool: H100 now and 16 more from hour 36, the pre-training and the service sharing them.
    d.poolGpus << PoolGpu { u"h100-sxm"_qs, 64 } << PoolGpu { u"H100-SXM"_qs, 16, 2.5, 36 };
    PoolJob job { u"预训练 Llama 2 7B"_qs };
    job.weight = 2.5;
    job.priorityClass = 3;
    job.startHours = 12;
    job.deadlineHours = 500;
    job.minGpus = 8;
    job.maxGpus = 64;
    job.mixedTypes = false;
    PoolJob service { u"Llama 3 8B"_qs };
    service.load = 4;
    service.loadUnit = LoadUnit::RequestsPerS;
    d.poolJobs << job << service;
    d.assumptions.poolPolicy = PoolPolicy::FinishTimeFairness;

    d.assumptions.pue = 1.35;
    d.assumptions.priceMultiplier = 0.7;
    d.assumptions.gpusPerNode = 4;
    d.assumptions.deadlineHours = 720;
    // budgetUsd stays unknown: written as null.

    // A saved scenario: its own rows and assumptions, and a name in Chinese.
    SavedScenario spot { QStringLiteral("竞价实例 spot"), d.workloads.mid(0, 2), d.hardware.mid(0, 1), d.assumptions };
    spot.assumptions.priceMultiplier = 0.4;
    spot.assumptions.budgetUsd = 1.5e6;
    spot.workloads[0].scenario.precision = Precision::FP8;
    d.scenarios << spot << SavedScenario { QStringLiteral("Empty"), {}, {}, {} };
    return d;
}

QByteArray toBytes(const ProjectData &d)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QString error;
    if (!writeProject(d, buffer, &error))
        qFatal("writeProject failed: %s", qPrintable(error));
    return buffer.data();
}

bool fromBytes(const QByteArray &bytes, ProjectData &out, QString *error)
{
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    return readProject(buffer, out, error);
}

// Sets, or removes when value is undefined, the value at a path such as "workloads[0].scenario.tokens".
QJsonValue edited(const QJsonValue &node, QStringList path, const QJsonValue &value)
{
    if (path.isEmpty())
        return value;
    const QString step = path.takeFirst();
    static const QRegularExpression indexed(QStringLiteral("^(\\w+)\\[(\\d+)\\]$"));
    if (const auto m = indexed.match(step); m.hasMatch()) {
        QStringList rest = path;
        rest.prepend(QStringLiteral("[%1]").arg(m.captured(2)));
        return edited(node, QStringList { m.captured(1) } + rest, value);
    }
    if (step.startsWith(u'[')) {
        QJsonArray array = node.toArray();
        const int index = step.mid(1, step.size() - 2).toInt();
        if (path.isEmpty() && value.isUndefined())
            array.removeAt(index);
        else
            array[index] = edited(array[index], path, value);
        return array;
    }
    QJsonObject object = node.toObject();
    if (path.isEmpty() && value.isUndefined())
        object.remove(step);
    else
        object[step] = edited(object[step], path, value);
    return object;
}

// A small valid project as JSON text with one value replaced or removed.
QByteArray projectWith(const QString &path, const QJsonValue &value)
{
    ProjectData d;
    d.workloads << preset("llama-2-7b") << preset("resnet-50");
    d.hardware << gpu("h100-sxm") << gpu("t4", 2);
    d.scenarios << SavedScenario { QStringLiteral("Saved"), d.workloads, d.hardware, d.assumptions };
    d.poolGpus << PoolGpu { QStringLiteral("h100-sxm"), 8 } << PoolGpu { QStringLiteral("t4"), 2 };
    PoolJob train { QStringLiteral("Llama 2 7B") };
    train.minGpus = 8;
    train.startHours = 10;
    PoolJob serve { QStringLiteral("ResNet-50") };
    serve.load = 100;
    d.poolJobs << train << serve;
    const QJsonValue root = edited(projectToJson(d), path.split(u'.'), value);
    return QJsonDocument(root.toObject()).toJson();
}

ProjectData sentinel()
{
    ProjectData d;
    WorkloadEntry w;
    w.workload.name = QStringLiteral("untouched");
    d.workloads << w;
    return d;
}

} // namespace

class tst_ProjectFile : public QObject {
    Q_OBJECT

private slots:
    void writesTheDocumentedKeys();
    void roundTripIsExact();
    void resaveIsByteIdentical();
    void wholeCatalogRoundTrips();
    void minimalFileTakesDefaults();
    void acceptsByteOrderMark();
    void saveAndLoadFile();
    void failedSaveLeavesOldFile();
    void refuses_data();
    void refuses();
    void refusesRawText_data();
    void refusesRawText();
    void refusesOtherEncodings_data();
    void refusesOtherEncodings();
    void missingFile();
    void refusesPlansTooLargeToKeep();
};

void tst_ProjectFile::writesTheDocumentedKeys()
{
    const QJsonObject root = projectToJson(sampleData());
    QCOMPARE(root.value(u"formatVersion").toInt(), 9);
    QCOMPARE(root.value(u"application").toString(), u"FlopSheet"_qs);
    QCOMPARE(root.value(u"assumptions").toObject().value(u"pue").toDouble(), 1.35);
    QCOMPARE(root.value(u"assumptions").toObject().value(u"gpusPerNode").toInt(), 4);

    const QJsonObject llama = root.value(u"workloads").toArray().at(0).toObject();
    QCOMPARE(llama.value(u"id").toString(), u"llama-2-7b"_qs);
    QCOMPARE(llama.value(u"family").toString(), u"decoder"_qs);
    // Llama 2 7B: 32 layers, hidden 4096, FFN 11008 (Touvron et al. 2023, Table 1 and the HF config).
    QCOMPARE(llama.value(u"shape").toObject().value(u"hidden").toInt(), 4096);
    QCOMPARE(llama.value(u"shape").toObject().value(u"ffn").toInt(), 11008);
    QCOMPARE(llama.value(u"shape").toObject().value(u"norm").toString(), u"rms"_qs);
    const QJsonObject scenario = llama.value(u"scenario").toObject();
    QCOMPARE(scenario.value(u"tokens").toDouble(), 1e12);
    QCOMPARE(scenario.value(u"recompute").toString(), u"selective"_qs);
    QCOMPARE(scenario.value(u"precision").toString(), u"bf16"_qs);
    QCOMPARE(scenario.value(u"amount").toString(), u"tokens"_qs);
    // Unknown figures are written as null, not left out and not as a made-up number.
    QVERIFY(scenario.value(u"samples").isNull());
    QVERIFY(scenario.value(u"globalBatch").isNull());
    // The GPU count is the hardware row's, not the workload's.
    QVERIFY(!scenario.contains(u"gpuCount"));

    const QJsonObject t4 = root.value(u"hardware").toArray().at(1).toObject();
    QCOMPARE(t4.value(u"name").toString(), u"T4"_qs);
    QCOMPARE(t4.value(u"generation").toString(), u"turing"_qs);
    // NVIDIA T4 datasheet: 16 GB, of which ECC leaves programs 15 GiB (15,360 MiB); 65 TFLOPS FP16; no BF16.
    QCOMPARE(t4.value(u"memoryGB").toDouble(), 15.0);
    QCOMPARE(t4.value(u"peakTflops").toObject().value(u"fp16").toDouble(), 65.0);
    QVERIFY(t4.value(u"peakTflops").toObject().value(u"bf16").isNull());
    QVERIFY(!t4.value(u"specSource").toString().isEmpty()); // the project carries its sources
    QCOMPARE(t4.value(u"count").toInt(), 2);
    QCOMPARE(t4.value(u"included").toBool(), false);
}

void tst_ProjectFile::roundTripIsExact()
{
    const ProjectData original = sampleData();
    ProjectData loaded;
    QString error;
    QVERIFY2(fromBytes(toBytes(original), loaded, &error), qPrintable(error));
    QCOMPARE(projectToJson(loaded), projectToJson(original));

    // Spot checks against the values set above, member by member.
    QCOMPARE(loaded.workloads.size(), 5);
    QCOMPARE(loaded.hardware.size(), 4);
    QCOMPARE(loaded.workloads[0].workload.name, u"预训练 Llama 2 7B"_qs);
    QCOMPARE(loaded.workloads[0].workload.shape.layers, 32);
    QCOMPARE(loaded.workloads[0].workload.shape.positions, PositionKind::Rope);
    QVERIFY(loaded.workloads[0].workload.shape.gatedMlp);
    QVERIFY(loaded.workloads[0].scenario.mfu == 0.1 + 0.2); // exactly, not within QCOMPARE's tolerance
    QCOMPARE(loaded.workloads[0].scenario.zeroStage, 1);
    QCOMPARE(batchScheduleText(loaded.workloads[0].scenario.schedule), u"linear:32768-4194304@10B"_qs);
    QCOMPARE(loaded.workloads[0].scenario.criticalBatch, 8e6);
    QCOMPARE(loaded.workloads[0].scenario.planning, Planning::FixedTarget);
    QCOMPARE(loaded.workloads[0].scenario.stageGpus, StageGpus::Elastic);
    QCOMPARE(loaded.workloads[0].gpuCounts, (QMap<QString, int> { { u"H100-SXM"_qs, 42 } }));
    QVERIFY(loaded.workloads[1].gpuCounts.isEmpty()); // the hardware rows' counts
    QVERIFY(loaded.workloads[1].scenario.schedule.isConstant());
    QCOMPARE(loaded.workloads[1].workload.forwardFlopsPerSample, 8.178e9); // ResNet-50: 2 × 4.089 GMACs
    QCOMPARE(loaded.workloads[1].scenario.runtime, Runtime::Eager);
    QCOMPARE(loaded.workloads[1].scenario.measuredSamplesPerS, 2500.5);
    QCOMPARE(loaded.workloads[2].scenario.mode, Mode::Infer);
    QCOMPARE(loaded.workloads[2].scenario.precision, Precision::FP8);
    QCOMPARE(loaded.workloads[2].scenario.outputTokens, 200);
    QVERIFY(loaded.workloads[2].scenario.batchMax);
    QCOMPARE(loaded.workloads[3].scenario.amount, AmountKind::Iterations);
    QCOMPARE(loaded.workloads[3].scenario.optimizer, Optimizer::Lion);
    QCOMPARE(loaded.workloads[3].scenario.pipelineParallel, 4);
    QCOMPARE(loaded.workloads[3].scenario.contextParallel, 2);
    QCOMPARE(loaded.workloads[0].scenario.contextParallel, 0); // unset: searched
    QCOMPARE(loaded.workloads[3].scenario.flopsPerParam, 6.0);
    QVERIFY(!loaded.workloads[3].scenario.useSparsity);
    QCOMPARE(loaded.workloads[4].workload.name, u"Custom MLP, \"v2\"\nsecond line"_qs);
    QCOMPARE(loaded.workloads[4].workload.prunedFraction, 0.25);
    QVERIFY(loaded.workloads[4].workload.sparse24);
    QVERIFY(!isKnown(loaded.workloads[4].workload.forwardFlopsPerSample));
    QVERIFY(!isKnown(loaded.workloads[4].scenario.tokens));

    QCOMPARE(loaded.hardware[0].gpu.generation, GpuGeneration::Hopper);
    QCOMPARE(loaded.hardware[0].count, 64);
    QCOMPARE(loaded.hardware[1].included, false);
    QVERIFY(!loaded.hardware[1].gpu.peakFlops(Precision::BF16));
    QCOMPARE(loaded.hardware[2].gpu.generation, GpuGeneration::TpuV4);
    QCOMPARE(loaded.hardware[3].gpu.name, u"Prototype 加速卡"_qs);
    QCOMPARE(loaded.hardware[3].gpu.memoryGiB, 48.0);
    QVERIFY(!isKnown(loaded.hardware[3].gpu.pricePerHourUsd));
    QCOMPARE(loaded.hardware[3].gpu.generation, GpuGeneration::Unknown);
    QCOMPARE(loaded.assumptions.priceMultiplier, 0.7);
    QCOMPARE(loaded.assumptions.deadlineHours, 720.0);
    QVERIFY(!loaded.assumptions.hasBudget());

    QCOMPARE(loaded.scenarios.size(), 2);
    const SavedScenario &spot = loaded.scenarios[0];
    QCOMPARE(spot.name, u"竞价实例 spot"_qs);
    QCOMPARE(spot.workloads.size(), 2);
    QCOMPARE(spot.workloads[0].scenario.schedule, loaded.workloads[0].scenario.schedule); // scenarios keep schedules
    QCOMPARE(spot.hardware.size(), 1);
    QCOMPARE(spot.workloads[0].scenario.precision, Precision::FP8);
    QCOMPARE(spot.hardware[0].count, 64);
    QCOMPARE(spot.assumptions.priceMultiplier, 0.4);
    QCOMPARE(spot.assumptions.budgetUsd, 1.5e6);
    QCOMPARE(spot.assumptions.deadlineHours, 720.0);
    QVERIFY(loaded.scenarios[1].workloads.isEmpty());

    QCOMPARE(loaded.assumptions.poolPolicy, PoolPolicy::FinishTimeFairness);
    QCOMPARE(loaded.poolGpus.size(), 2);
    QCOMPARE(loaded.poolGpus[1].gpuName, u"H100-SXM"_qs);
    QCOMPARE(loaded.poolGpus[1].count, 16);
    QCOMPARE(loaded.poolGpus[1].priceUsdPerHour, 2.5);
    QCOMPARE(loaded.poolGpus[1].availableFromHours, 36.0);
    QVERIFY(!isKnown(loaded.poolGpus[0].priceUsdPerHour));
    QCOMPARE(loaded.poolJobs.size(), 2);
    const PoolJob &job = loaded.poolJobs[0];
    QCOMPARE(job.workloadName, u"预训练 Llama 2 7B"_qs);
    QCOMPARE(job.weight, 2.5);
    QCOMPARE(job.priorityClass, 3);
    QCOMPARE(job.startHours, 12.0);
    QCOMPARE(job.deadlineHours, 500.0);
    QCOMPARE(job.minGpus, 8);
    QCOMPARE(job.maxGpus, 64);
    QVERIFY(!job.mixedTypes);
    QVERIFY(!isKnown(job.load));
    QCOMPARE(loaded.poolJobs[1].load, 4.0);
    QCOMPARE(loaded.poolJobs[1].loadUnit, LoadUnit::RequestsPerS);
    QVERIFY(loaded.poolJobs[1].mixedTypes);
    QCOMPARE(loaded.poolJobs[1].minGpus, 0); // auto
    QVERIFY(!isKnown(loaded.poolJobs[1].deadlineHours));
}

void tst_ProjectFile::resaveIsByteIdentical()
{
    const QByteArray first = toBytes(sampleData());
    ProjectData loaded;
    QString error;
    QVERIFY2(fromBytes(first, loaded, &error), qPrintable(error));
    const QByteArray second = toBytes(loaded);
    QCOMPARE(second, first);
    QVERIFY(first.contains("0.30000000000000004"));
}

void tst_ProjectFile::wholeCatalogRoundTrips()
{
    // Every preset and every GPU the app offers must fit the reader's ranges.
    ProjectData all;
    for (const Workload &w : Catalog::builtIn().workloads())
        all.workloads << workloadEntryFromPreset(w);
    for (const Gpu &g : Catalog::builtIn().gpus()) {
        HardwareEntry e;
        e.gpu = g;
        all.hardware << e;
    }
    ProjectData loaded;
    QString error;
    QVERIFY2(fromBytes(toBytes(all), loaded, &error), qPrintable(error));
    QCOMPARE(loaded.workloads.size(), qsizetype(Catalog::builtIn().workloads().size()));
    QCOMPARE(toBytes(loaded), toBytes(all));
}

void tst_ProjectFile::minimalFileTakesDefaults()
{
    // Only the required keys: every other value is the struct's default or unknown.
    const QByteArray json = R"({"formatVersion": 1, "application": "FlopSheet", "assumptions": {},
        "workloads": [{"name": "X", "family": "cnn", "scenario": {"mode": "train", "precision": "fp16"}}],
        "hardware": [{"name": "G", "count": 3}]})";
    ProjectData d;
    QString error;
    QVERIFY2(readProject(json, d, &error), qPrintable(error));
    QCOMPARE(d.workloads.size(), 1);
    QCOMPARE(d.workloads[0].workload.family, WorkloadFamily::Cnn);
    QCOMPARE(d.workloads[0].scenario.precision, Precision::FP16);
    QVERIFY(!isKnown(d.workloads[0].workload.params));
    QCOMPARE(d.workloads[0].workload.prunedFraction, 0.0);
    QCOMPARE(d.workloads[0].scenario.optimizer, Optimizer::Adam);
    QCOMPARE(d.hardware[0].count, 3);
    QVERIFY(d.hardware[0].included);
    QCOMPARE(d.hardware[0].gpu.sparsityFactor, 1.0);
    QVERIFY(!isKnown(d.hardware[0].gpu.memoryGiB));
    QCOMPARE(d.assumptions.pue, 1.2);
    QCOMPARE(d.assumptions.gpusPerNode, 8);
    // Before version 6 there was no pool: none, and the default policy.
    QVERIFY(d.poolGpus.isEmpty() && d.poolJobs.isEmpty());
    QCOMPARE(d.assumptions.poolPolicy, PoolPolicy::MaxMinFairness);
}

void tst_ProjectFile::acceptsByteOrderMark()
{
    ProjectData d;
    QString error;
    QVERIFY2(readProject(QByteArray("\xEF\xBB\xBF") + toBytes(sampleData()), d, &error), qPrintable(error));
    QCOMPARE(d.workloads.size(), 5);
}

void tst_ProjectFile::saveAndLoadFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("plan.flopsheet"));
    const ProjectData data = sampleData();
    Project project;
    project.reset(data.workloads, data.hardware, data.assumptions);
    QString error;
    QVERIFY2(saveProject(project, path, &error), qPrintable(error));

    ProjectData loaded;
    QVERIFY2(loadProject(path, loaded, &error), qPrintable(error));
    QCOMPARE(projectToJson(loaded), projectToJson(project));

    // Saving again over the file replaces it completely.
    ProjectData smaller;
    smaller.hardware << gpu("l4", 4);
    QVERIFY2(saveProject(smaller, path, &error), qPrintable(error));
    QVERIFY2(loadProject(path, loaded, &error), qPrintable(error));
    QCOMPARE(loaded.workloads.size(), 0);
    QCOMPARE(loaded.hardware.size(), 1);
    QCOMPARE(loaded.hardware[0].gpu.name, u"L4"_qs);
}

void tst_ProjectFile::failedSaveLeavesOldFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const ProjectData data = sampleData();
    QString error;

    // A folder that does not exist: refused with a reason, nothing created.
    const QString missing = dir.filePath(QStringLiteral("no/such/folder/plan.flopsheet"));
    QVERIFY(!saveProject(data, missing, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!QFile::exists(missing));

    // A name that is taken by a folder: the commit fails and the folder is as it was.
    const QString taken = dir.filePath(QStringLiteral("taken.flopsheet"));
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("taken.flopsheet")));
    error.clear();
    QVERIFY(!saveProject(data, taken, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(QFileInfo(taken).isDir());

    // An existing project whose name is as long as a file name may be (255 bytes): QSaveFile cannot
    // create its temporary file next to it (the name plus ".XXXXXX" is too long), so the save fails
    // and the old bytes stay. Unlike a read-only folder this holds for root too.
    const QString old = dir.filePath(QString(255 - 10, u'p') + QStringLiteral(".flopsheet"));
    {
        QFile f(old);
        QVERIFY2(f.open(QIODevice::WriteOnly), qPrintable(f.errorString()));
        f.write("old project");
    }
    error.clear();
    QVERIFY(!saveProject(data, old, &error));
    QVERIFY(!error.isEmpty());
    QFile f(old);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("old project"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1); // no temporary file left behind
}

void tst_ProjectFile::refuses_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QJsonValue>("value"); // undefined: remove the key
    QTest::addColumn<QString>("expected");

    const QJsonValue remove(QJsonValue::Undefined);
    // Wrong ranges.
    QTest::newRow("negative tokens") << u"workloads[0].scenario.tokens"_qs << QJsonValue(-5)
                                     << u"workloads[0].scenario.tokens: must be a positive number"_qs;
    QTest::newRow("zero tokens") << u"workloads[0].scenario.tokens"_qs << QJsonValue(0)
                                 << u"workloads[0].scenario.tokens: must be a positive number"_qs;
    QTest::newRow("huge tokens") << u"workloads[0].scenario.tokens"_qs << QJsonValue(1e30)
                                 << u"workloads[0].scenario.tokens: must be at most 100 quadrillion (1e17)"_qs;
    QTest::newRow("zero params") << u"workloads[1].params"_qs << QJsonValue(0)
                                 << u"workloads[1].params: must be a positive number"_qs;
    QTest::newRow("mfu above 1") << u"workloads[0].scenario.mfu"_qs << QJsonValue(1.5)
                                 << u"workloads[0].scenario.mfu: must be at most 1"_qs;
    QTest::newRow("zero stage 4") << u"workloads[0].scenario.zeroStage"_qs << QJsonValue(4)
                                  << u"workloads[0].scenario.zeroStage: must be at most 3"_qs;
    QTest::newRow("fractional batch") << u"workloads[1].scenario.batchPerGpu"_qs << QJsonValue(2.5)
                                      << u"workloads[1].scenario.batchPerGpu: must be a whole number"_qs;
    QTest::newRow("negative peak") << u"hardware[0].peakTflops.fp16"_qs << QJsonValue(-1)
                                   << u"hardware[0].peakTflops.fp16: must not be negative"_qs;
    QTest::newRow("zero count") << u"hardware[1].count"_qs << QJsonValue(0)
                                << u"hardware[1].count: must be a positive number"_qs;
    QTest::newRow("huge count") << u"hardware[1].count"_qs << QJsonValue(1e12)
                                << u"hardware[1].count: must be at most 1000000"_qs;
    QTest::newRow("pruned all") << u"workloads[1].prunedFraction"_qs << QJsonValue(1)
                                << u"workloads[1].prunedFraction: must be at most 0.99"_qs;
    QTest::newRow("pue below 1") << u"assumptions.pue"_qs << QJsonValue(0.5)
                                 << u"assumptions.pue: must be at least 1"_qs;
    QTest::newRow("kv heads") << u"workloads[0].shape.kvHeads"_qs << QJsonValue(5)
                              << u"workloads[0].shape.kvHeads: must divide heads (32)"_qs;
    // Wrong types.
    QTest::newRow("tokens as text") << u"workloads[0].scenario.tokens"_qs << QJsonValue(u"lots"_qs)
                                    << u"workloads[0].scenario.tokens: must be a number, not a string"_qs;
    QTest::newRow("memory with unit") << u"hardware[0].memoryGB"_qs << QJsonValue(u"80 GB"_qs)
                                      << u"hardware[0].memoryGB: must be a number, not a string"_qs;
    QTest::newRow("family as number") << u"workloads[1].family"_qs << QJsonValue(3)
                                      << u"workloads[1].family: must be a string, not a number"_qs;
    QTest::newRow("included as text") << u"hardware[0].included"_qs << QJsonValue(u"yes"_qs)
                                      << u"hardware[0].included: must be true or false, not a string"_qs;
    QTest::newRow("null flag") << u"workloads[0].paramsExact"_qs << QJsonValue(QJsonValue::Null)
                               << u"workloads[0].paramsExact: must be true or false, not null"_qs;
    QTest::newRow("null fraction") << u"workloads[0].prunedFraction"_qs << QJsonValue(QJsonValue::Null)
                                   << u"workloads[0].prunedFraction: must be a number, not null"_qs;
    QTest::newRow("workloads object") << u"workloads"_qs << QJsonValue(QJsonObject())
                                      << u"workloads: must be an array, not an object"_qs;
    QTest::newRow("workload number") << u"workloads[1]"_qs << QJsonValue(5)
                                     << u"workloads[1]: must be an object, not a number"_qs;
    QTest::newRow("scenario array") << u"workloads[0].scenario"_qs << QJsonValue(QJsonArray())
                                    << u"workloads[0].scenario: must be an object, not an array"_qs;
    QTest::newRow("version as text") << u"formatVersion"_qs << QJsonValue(u"1"_qs)
                                     << u"formatVersion: must be a whole number, not a string"_qs;
    QTest::newRow("version 0") << u"formatVersion"_qs << QJsonValue(0)
                               << u"formatVersion: must be a positive number"_qs;
    // Words outside their list.
    QTest::newRow("precision fp64") << u"workloads[0].scenario.precision"_qs << QJsonValue(u"fp64"_qs)
                                    << u"workloads[0].scenario.precision: \"fp64\" is not one of "
                                       "fp32, tf32, fp16, bf16, fp8, int8, fp4"_qs;
    QTest::newRow("mode") << u"workloads[1].scenario.mode"_qs << QJsonValue(u"serve"_qs)
                          << u"workloads[1].scenario.mode: \"serve\" is not one of train, infer"_qs;
    QTest::newRow("generation")
        << u"hardware[0].generation"_qs << QJsonValue(u"pascal"_qs)
        << u"hardware[0].generation: \"pascal\" is not one of unknown, volta, turing, ampere, ada, hopper, blackwell, cdna2, cdna3, tpu-v4, tpu-v5e"_qs;
    // Missing keys.
    QTest::newRow("no version") << u"formatVersion"_qs << remove << u"formatVersion: is missing"_qs;
    QTest::newRow("no workloads") << u"workloads"_qs << remove << u"workloads: is missing"_qs;
    QTest::newRow("no hardware") << u"hardware"_qs << remove << u"hardware: is missing"_qs;
    QTest::newRow("no assumptions") << u"assumptions"_qs << remove << u"assumptions: is missing"_qs;
    QTest::newRow("no name") << u"workloads[1].name"_qs << remove << u"workloads[1].name: is missing"_qs;
    QTest::newRow("no scenario") << u"workloads[0].scenario"_qs << remove << u"workloads[0].scenario: is missing"_qs;
    QTest::newRow("no precision") << u"workloads[0].scenario.precision"_qs << remove
                                  << u"workloads[0].scenario.precision: is missing"_qs;
    QTest::newRow("no count") << u"hardware[1].count"_qs << remove << u"hardware[1].count: is missing"_qs;
    QTest::newRow("no application") << u"application"_qs << remove
                                    << u"not a FlopSheet project: \"application\" is not \"FlopSheet\""_qs;
    QTest::newRow("other application") << u"application"_qs << QJsonValue(u"Tiled"_qs)
                                       << u"not a FlopSheet project: \"application\" is not \"FlopSheet\""_qs;
    // Scenarios are checked like the plan, with their path.
    QTest::newRow("scenario without name") << u"scenarios[0].name"_qs << remove << u"scenarios[0].name: is missing"_qs;
    QTest::newRow("scenario bad count") << u"scenarios[0].hardware[0].count"_qs << QJsonValue(0)
                                        << u"scenarios[0].hardware[0].count: must be a positive number"_qs;
    QTest::newRow("negative deadline") << u"assumptions.deadlineHours"_qs << QJsonValue(-5)
                                       << u"assumptions.deadlineHours: must be a positive number"_qs;
    QTest::newRow("scenarios not a list")
        << u"scenarios"_qs << QJsonValue(3) << u"scenarios: must be an array, not a number"_qs;
    // A newer file.
    QTest::newRow("version 10") << u"formatVersion"_qs << QJsonValue(10)
                                << u"formatVersion 10 is newer than this FlopSheet reads (9); open it with a newer "
                                   "FlopSheet"_qs;
    // The shared pool's rows and policy: each value checked as its cell checks it, the path named.
    QTest::newRow("pool weight") << u"poolJobs[0].weight"_qs << QJsonValue(0)
                                 << u"poolJobs[0].weight: must be a positive number"_qs;
    QTest::newRow("pool gpus") << u"poolGpus[1].count"_qs << QJsonValue(0)
                               << u"poolGpus[1].count: must be a positive number"_qs;
    QTest::newRow("pool policy") << u"assumptions.poolPolicy"_qs << QJsonValue(u"fastest"_qs)
                                 << u"assumptions.poolPolicy: \"fastest\" is not one of proportional, priority, "
                                    "max-min-fairness, finish-time-fairness, min-makespan, min-cost"_qs;
    QTest::newRow("pool unit") << u"poolJobs[1].loadUnit"_qs << QJsonValue(u"qps"_qs)
                               << u"poolJobs[1].loadUnit: \"qps\" is not one of tokens_per_s, requests_per_s"_qs;
    QTest::newRow("pool gang") << u"poolJobs[0].maxGpus"_qs << QJsonValue(4)
                               << u"poolJobs[0].maxGpus: the largest gang (4 GPUs) is below the smallest (8 GPUs)"_qs;
    QTest::newRow("pool window")
        << u"poolJobs[0].deadlineHours"_qs << QJsonValue(6)
        << u"poolJobs[0].deadlineHours: the deadline (6 h) is not after the earliest start (10 h)"_qs;
    QTest::newRow("pool no workload") << u"poolJobs[0].workload"_qs << remove << u"poolJobs[0].workload: is missing"_qs;
    // A batch schedule is read with its own grammar and must lay over the row's data.
    QTest::newRow("decreasing schedule") << u"workloads[0].scenario.batchSchedule"_qs
                                         << QJsonValue(u"linear:4M-1M@1B"_qs)
                                         << u"workloads[0].scenario.batchSchedule: the batch decreases: a ramp goes "
                                            "from a smaller batch to a larger one"_qs;
    // A workload's own GPU count for a type is checked as the hardware row's count is.
    QTest::newRow("own GPU count zero") << u"workloads[0].gpuCounts.H100-SXM"_qs << QJsonValue(0)
                                        << u"workloads[0].gpuCounts.H100-SXM: must be a positive number"_qs;
    QTest::newRow("own GPU count not whole") << u"workloads[0].gpuCounts.H100-SXM"_qs << QJsonValue(2.5)
                                             << u"workloads[0].gpuCounts.H100-SXM: must be a whole number"_qs;
    QTest::newRow("schedule past the data")
        << u"workloads[0].scenario.batchSchedule"_qs << QJsonValue(u"stages:4096@1e30,8192"_qs)
        << u"workloads[0].scenario.batchSchedule: stage 1 ends past the end of training: the schedule exceeds the "
           "data"_qs;
}

void tst_ProjectFile::refuses()
{
    QFETCH(QString, path);
    QFETCH(QJsonValue, value);
    QFETCH(QString, expected);

    ProjectData out = sentinel();
    QString error;
    QVERIFY(!fromBytes(projectWith(path, value), out, &error));
    QCOMPARE(error, expected);
    QCOMPARE(out.workloads.size(), 1);
    QCOMPARE(out.workloads[0].workload.name, u"untouched"_qs);
    QCOMPARE(out.hardware.size(), 0);
}

void tst_ProjectFile::refusesRawText_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("expected"); // a regular expression over the whole message

    const QByteArray valid = projectWith(u"formatVersion"_qs, QJsonValue(1));
    QTest::newRow("empty") << QByteArray() << u"^not a FlopSheet project: the file is empty$"_qs;
    QTest::newRow("blank") << QByteArray(" \n\t\n") << u"^not a FlopSheet project: the file is empty$"_qs;
    // Cut after 1000 bytes (mid-file, inside the first workload).
    QTest::newRow("truncated") << valid.left(1000)
                               << u"^not a FlopSheet project: truncated JSON, ending at line \\d+, column \\d+$"_qs;
    QTest::newRow("truncated, trailing newline") << valid.left(valid.size() - 3)
            + "\n" << u"^not a FlopSheet project: truncated JSON, ending at line \\d+, column \\d+$"_qs;
    // Lines and columns count from 1, in characters: the "o" of "oops" is the 50th.
    QTest::newRow("garbage inside") << QByteArray(R"({"formatVersion": 1, "application": "FlopSheet", oops})")
                                    << u"^not a FlopSheet project: invalid JSON at line 1, column 50 \\(.+\\)$"_qs;
    // Further down, a column counts characters, not bytes: "é" is two bytes and one column.
    QTest::newRow("garbage on line 3") << QByteArray("{\n  \"formatVersion\": 1,\n  \"name\": \"\xc3\xa9\", oops\n}")
                                       << u"^not a FlopSheet project: invalid JSON at line 3, column 16 \\(.+\\)$"_qs;
    QTest::newRow("garbage after") << valid + "}"
                                   << u"^not a FlopSheet project: invalid JSON at line \\d+, column \\d+ \\(.+\\)$"_qs;
    QTest::newRow("array") << QByteArray("[1, 2]")
                           << u"^not a FlopSheet project: the top level is not a JSON object$"_qs;
    QTest::newRow("csv") << QByteArray("name,params\nA,7B\n")
                         << u"^not a FlopSheet project: invalid JSON at line 1, column 1 "_qs;
    // Wrong encodings: a Latin-1 "é" on line 3, a lone continuation byte, UTF-16 with its byte-order mark.
    QTest::newRow("latin-1") << QByteArray("{\n  \"formatVersion\": 1,\n  \"application\": \"Caf\xe9\"\n}")
                             << u"^not a FlopSheet project: line 3 is not UTF-8 text$"_qs;
    QTest::newRow("continuation byte") << QByteArray("{\"a\": \"\x80\"}")
                                       << u"^not a FlopSheet project: line 1 is not UTF-8 text$"_qs;
    // Since issue 18 UTF-16 is named (it read "line 1 is not UTF-8 text" before); refusesOtherEncodings has the rest.
    QTest::newRow("utf-16") << QByteArray("\xff\xfe{\0\"\0a\0\"\0:\0 \0\x31\0}\0", 18)
                            << u"^the file is UTF-16 \\(little-endian\\); save it as UTF-8$"_qs;
    // An encoded surrogate (CESU-8) and an overlong "/" are not UTF-8 either.
    QTest::newRow("surrogate") << QByteArray("{}\n\"\xed\xa0\x80\"")
                               << u"^not a FlopSheet project: line 2 is not UTF-8 text$"_qs;
    QTest::newRow("overlong") << QByteArray("{\"a\": \"\xc0\xaf\"}")
                              << u"^not a FlopSheet project: line 1 is not UTF-8 text$"_qs;
    QTest::newRow("cut character") << QByteArray("{\"a\": \"\xe4\xb8")
                                   << u"^not a FlopSheet project: line 1 is not UTF-8 text$"_qs;
}

void tst_ProjectFile::refusesRawText()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, expected);

    ProjectData out = sentinel();
    QString error;
    QVERIFY(!fromBytes(bytes, out, &error));
    QVERIFY2(QRegularExpression(expected).match(error).hasMatch(), qPrintable(error));
    QCOMPARE(out.workloads.size(), 1);
    QCOMPARE(out.workloads[0].workload.name, u"untouched"_qs);
}

void tst_ProjectFile::refusesOtherEncodings_data()
{
    test::addOtherEncodingRows();
}

void tst_ProjectFile::refusesOtherEncodings()
{
    // A plan an editor saved again as UTF-16 (Notepad's "Unicode") or UTF-32, opened as the window and
    // `flopsheet-cli report` open it: the encoding named, nothing read.
    QFETCH(int, encoding);
    QFETCH(bool, bom);
    QFETCH(QString, named);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("plan.flopsheet"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(test::encodedAs(QString::fromUtf8(toBytes(sampleData())), encoding, bom));
    file.close();
    ProjectData out = sentinel();
    QString error;
    QVERIFY(!loadProject(path, out, &error));
    QCOMPARE(error, test::otherEncodingMessage(named));
    QCOMPARE(out.workloads.size(), 1);
    QCOMPARE(out.workloads[0].workload.name, u"untouched"_qs);
}

void tst_ProjectFile::missingFile()
{
    QTemporaryDir dir;
    ProjectData out = sentinel();
    QString error;
    QVERIFY(!loadProject(dir.filePath(QStringLiteral("nothing.flopsheet")), out, &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(out.workloads[0].workload.name, u"untouched"_qs);
}

// Issue 17: a plan larger than plansize.h allows is refused with its counts, before it is kept; one
// just inside the limits opens. The counts are the published limits, not read back from the code.
void tst_ProjectFile::refusesPlansTooLargeToKeep()
{
    const Catalog &catalog = Catalog::builtIn();
    auto plan = [&](int workloads, int gpuTypes) {
        ProjectData d;
        for (int i = 0; i < workloads; ++i) {
            WorkloadEntry w = workloadEntryFromPreset(catalog.workloads().front());
            w.workload.name = QStringLiteral("w%1").arg(i);
            d.workloads << w;
        }
        for (int i = 0; i < gpuTypes; ++i) {
            HardwareEntry h;
            h.gpu = catalog.gpus().front();
            h.gpu.name = QStringLiteral("g%1").arg(i);
            d.hardware << h;
        }
        return toBytes(d);
    };
    QCOMPARE(plansize::kMaxResults, 1000000);
    QCOMPARE(plansize::kMaxTableRows, 50000);

    ProjectData out = sentinel();
    QString error;
    QVERIFY2(fromBytes(plan(1000, 1000), out, &error), qPrintable(error)); // 1,000,000 results: the limit
    QCOMPARE(out.workloads.size(), 1000);

    out = sentinel();
    QVERIFY(!fromBytes(plan(1001, 1000), out, &error));
    QCOMPARE(error,
        u"1,001 workloads on 1,000 GPU types make 1,001,000 results, more than the 1,000,000 a plan keeps; split it "
        "into plans of fewer workloads or GPU types"_qs);
    QCOMPARE(out.workloads[0].workload.name, u"untouched"_qs);

    // A file claiming more rows than a table holds is refused before a row is read (empty objects here).
    QJsonObject root = QJsonDocument::fromJson(plan(1, 1)).object();
    QJsonArray many;
    for (int i = 0; i < 50001; ++i)
        many.append(QJsonObject());
    root[u"hardware"] = many;
    QVERIFY(!fromBytes(QJsonDocument(root).toJson(QJsonDocument::Compact), out, &error));
    QCOMPARE(error, u"hardware: 50,001 rows, more than the 50,000 a table holds"_qs);
    // In a scenario too, named by its path.
    root = QJsonDocument::fromJson(plan(1, 1)).object();
    QJsonObject scenario = root;
    scenario.remove(u"scenarios");
    scenario[u"name"] = u"big"_qs;
    scenario[u"workloads"] = many;
    root[u"scenarios"] = QJsonArray { scenario };
    QVERIFY(!fromBytes(QJsonDocument(root).toJson(QJsonDocument::Compact), out, &error));
    QCOMPARE(error, u"scenarios[0].workloads: 50,001 rows, more than the 50,000 a table holds"_qs);
    QCOMPARE(out.workloads[0].workload.name, u"untouched"_qs);
}

QTEST_GUILESS_MAIN(tst_ProjectFile)
#include "tst_projectfile.moc"
