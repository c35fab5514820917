// CSV export and import of the workload and hardware tables, results as CSV, and clipboard TSV.
#include "../core/textencodings.h"
#include "core/catalog/catalog.h"
#include "core/document/project.h"
#include "core/io/tablecsv.h"

#include <QLocale>
#include <QTemporaryDir>
#include <QTest>

using namespace flopsheet;

using Cells = QList<QStringList>;

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

QList<WorkloadEntry> sampleWorkloads()
{
    QList<WorkloadEntry> rows;
    WorkloadEntry pretrain = preset("llama-2-7b");
    pretrain.workload.name = QStringLiteral("预训练 7B 模型");
    pretrain.scenario.tokens = 1e12;
    pretrain.scenario.recompute = Recompute::Full;
    pretrain.scenario.zeroStage = 3;
    rows << pretrain;
    WorkloadEntry resnet = preset("resnet-50");
    resnet.scenario.batchPerGpu = 256;
    resnet.scenario.precision = Precision::FP16;
    rows << resnet;
    WorkloadEntry serve = preset("llama-3-8b");
    serve.workload.name = QStringLiteral("Serve, \"chat\"\nsecond line");
    serve.scenario.mode = Mode::Infer;
    serve.scenario.promptTokens = 1000;
    serve.scenario.outputTokens = 200;
    rows << serve;
    rows << preset("vit-b-16") << preset("bert-base");
    WorkloadEntry generic;
    generic.workload.name = QStringLiteral("Generic 1.5B");
    generic.workload.params = 1.5e9;
    generic.scenario.amount = AmountKind::Samples;
    generic.scenario.samples = 1e6;
    generic.scenario.epochs = 2.5;
    rows << generic;
    return rows;
}

QList<HardwareEntry> sampleHardware()
{
    QList<HardwareEntry> rows;
    rows << gpu("h100-sxm", 64) << gpu("t4", 2) << gpu("tpu-v4", 16) << gpu("mi300x");
    rows[1].included = false;
    HardwareEntry custom;
    custom.gpu.name = QStringLiteral("Prototype 加速卡, rev \"B\"");
    custom.gpu.memoryGiB = 48;
    custom.gpu.memoryBandwidthGBps = 1200.5;
    custom.gpu.peakTflops[static_cast<int>(Precision::BF16)] = 150.25;
    custom.count = 3;
    rows << custom;
    return rows;
}

// Exactly equal: doubles bit for bit (QCOMPARE and QVariant may compare them fuzzily).
bool sameValue(const QVariant &a, const QVariant &b)
{
    if (a.typeId() != b.typeId())
        return false;
    if (a.typeId() == QMetaType::Double)
        return a.toDouble() == b.toDouble();
    return a == b;
}

// Every table cell equal, exactly; cells that do not apply to a workload row are not in the CSV.
void compareWorkloadCells(const QList<WorkloadEntry> &actual, const QList<WorkloadEntry> &expected)
{
    QCOMPARE(actual.size(), expected.size());
    for (qsizetype r = 0; r < expected.size(); ++r) {
        for (int i = 0; i < kWorkloadFieldCount; ++i) {
            const auto f = static_cast<WorkloadField>(i);
            QCOMPARE(fieldApplies(actual[r], f), fieldApplies(expected[r], f));
            if (!fieldApplies(expected[r], f))
                continue;
            const QVariant a = fieldValue(actual[r], f);
            const QVariant e = fieldValue(expected[r], f);
            QVERIFY2(sameValue(a, e),
                qPrintable(QStringLiteral("row %1, %2: %3 != %4").arg(r).arg(fieldKey(f), a.toString(), e.toString())));
        }
    }
}

void compareHardwareCells(const QList<HardwareEntry> &actual, const QList<HardwareEntry> &expected)
{
    QCOMPARE(actual.size(), expected.size());
    for (qsizetype r = 0; r < expected.size(); ++r) {
        for (int i = 0; i < kGpuFieldCount; ++i) {
            const auto f = static_cast<GpuField>(i);
            const QVariant a = fieldValue(actual[r], f);
            const QVariant e = fieldValue(expected[r], f);
            QVERIFY2(sameValue(a, e),
                qPrintable(QStringLiteral("row %1, %2: %3 != %4").arg(r).arg(fieldKey(f), a.toString(), e.toString())));
        }
    }
}

QList<WorkloadEntry> workloadSentinel()
{
    WorkloadEntry w;
    w.workload.name = QStringLiteral("untouched");
    return { w };
}

} // namespace

class tst_TableCsv : public QObject {
    Q_OBJECT

private slots:
    void cleanup();
    void exportsHardwareExactly();
    void exportsWorkloadsExactly();
    void resultsTable();
    void workloadsRoundTrip();
    void hardwareRoundTrip();
    void templatesKeepWhatTheCsvLacks();
    void importAcceptsUnitsAndFreeOrder();
    void emptyCellsKeepDefaults();
    void amountFollowsTheKind();
    void byteOrderMark();
    void chineseSurvivesBytes();
    void quotedCommasAndNewlines();
    void independentOfLocale();
    void fileRoundTrip();
    void refusesWorkloads_data();
    void refusesWorkloads();
    void refusesHardware_data();
    void refusesHardware();
    void refusesNonUtf8();
    void refusesOtherEncodings_data();
    void refusesOtherEncodings();
    void tsvWrites();
    void tsvReads_data();
    void tsvReads();
    void tsvRoundTrip();
};

void tst_TableCsv::cleanup()
{
    QLocale::setDefault(QLocale::c());
}

void tst_TableCsv::exportsHardwareExactly()
{
    HardwareEntry e;
    e.gpu.name = QStringLiteral("Test GPU, rev \"B\"");
    e.gpu.peakTflops[static_cast<int>(Precision::FP16)] = 312;
    e.gpu.memoryGiB = 80;
    e.gpu.memoryBandwidthGBps = 2039;
    e.gpu.pricePerHourUsd = 4.1;
    HardwareEntry t4 = gpu("t4", 2);
    t4.included = false;
    // Header of keys with units; RFC 4180 quoting; unknown figures empty; CRLF line ends.
    // T4 datasheet: FP32 8.1, FP16 65, INT8 130 TOPS, 16 GB, 320 GB/s, 70 W; no TF32/BF16/FP8/FP4/NVLink.
    const QString expected = u"name,fp32_tflops,tf32_tflops,fp16_tflops,bf16_tflops,fp8_tflops,int8_tops,fp4_tflops,"
                             "memory_gib,bandwidth_gbps,interconnect_gbps,tdp_w,price_usd_per_hour,count,included\r\n"
                             "\"Test GPU, rev \"\"B\"\"\",,,312,,,,,80,2039,,,4.1,8,true\r\n"
                             "T4,8.1,,65,,,130,,15,320,,70,0.526,2,false\r\n"_qs;
    QCOMPARE(toCsv(QList<HardwareEntry> { e, t4 }), expected);
}

void tst_TableCsv::exportsWorkloadsExactly()
{
    WorkloadEntry llm;
    llm.workload.name = QStringLiteral("预训练 7B");
    llm.workload.family = WorkloadFamily::Decoder;
    llm.workload.params = 7e9;
    llm.scenario.tokens = 1e12;
    llm.scenario.seqLen = 4096;
    llm.scenario.batchPerGpu = 4;
    llm.scenario.zeroStage = 1;
    llm.scenario.recompute = Recompute::Selective;
    const WorkloadEntry resnet = preset("resnet-50");
    llm.workload.shape.layers = 32;
    llm.workload.shape.kvHeads = 8;
    llm.workload.shape.gatedMlp = true;
    // A token model has no forward-FLOPs cell (it is derived), no samples or epochs, no prompt/output
    // lengths in training; its shape cells hold what was given (layers, KV heads, gated), the rest empty.
    // ResNet-50: 25,557,032 parameters, 4.089 GMACs = 8.178 GFLOPs per image, ImageNet-1k 1,281,167 images,
    // 90 epochs (He et al. 2016; torchvision); no transformer shape: its cells, gated MLP too, stay empty.
    const QString expected
        = u"name,family,mode,params,forward_flops_per_sample,tokens,samples,epochs,batch_per_gpu,"
          "seq_len,layers,hidden,heads,kv_heads,ffn,vocab,gated_mlp,"
          "precision,runtime,optimizer,zero_stage,recompute,tensor_parallel,pipeline_parallel,context_parallel,"
          "interleave,"
          "global_batch,critical_batch,batch_schedule,"
          "planning,stage_gpus,prompt_tokens,output_tokens,efficiency_percent,pruned_percent,sparse_2_4\r\n"
          "预训练 "
          "7B,decoder,train,7000000000,,1000000000000,,,4,4096,32,,,8,,,true,"
          "bf16,auto,adam,1,selective,,,,,,,,fixed-data,,,,,0,"
          "false\r\n"
          // The layout left to the search: an empty ZeRO cell, recompute "auto", no TP, PP, CP or chunks.
          "ResNet-50,cnn,train,25557032,8178000000,,1281167,90,,,,,,,,,,"
          "bf16,auto,adam,,auto,,,,,,,,fixed-data,,,,,0,false\r\n"_qs;
    QCOMPARE(toCsv(QList<WorkloadEntry> { llm, resnet }), expected);
}

void tst_TableCsv::resultsTable()
{
    const Cells results = { { u"Workload"_qs, u"GPU"_qs, u"Cost ($)"_qs, u"训练时长 (h)"_qs },
        { u"Llama, 7B"_qs, u"H100"_qs, u"1234.5"_qs, u"12"_qs },
        { u"say \"hi\""_qs, u""_qs, u"-"_qs, u"line\nbreak"_qs } };
    QCOMPARE(tableToCsv(results),
        u"Workload,GPU,Cost ($),训练时长 (h)\r\n"
        "\"Llama, 7B\",H100,1234.5,12\r\n"
        "\"say \"\"hi\"\"\",,-,\"line\nbreak\"\r\n"_qs);
    QCOMPARE(tableToCsv({}), QString());
}

void tst_TableCsv::workloadsRoundTrip()
{
    const QList<WorkloadEntry> rows = sampleWorkloads();
    QList<WorkloadEntry> imported;
    QString error;
    QVERIFY2(importCsv(toCsv(rows), imported, &error), qPrintable(error));
    compareWorkloadCells(imported, rows);
    // Llama 2 7B counted from its shape: 6,738,415,616 parameters (the Hugging Face checkpoint).
    QCOMPARE(fieldValue(imported[0], WorkloadField::Params).toDouble(), 6738415616.0);
    QCOMPARE(imported[5].scenario.epochs, 2.5);
    // Exporting the imported rows gives the same text.
    QCOMPARE(toCsv(imported), toCsv(rows));
}

void tst_TableCsv::hardwareRoundTrip()
{
    const QList<HardwareEntry> rows = sampleHardware();
    QList<HardwareEntry> imported;
    QString error;
    QVERIFY2(importCsv(toCsv(rows), imported, &error), qPrintable(error));
    compareHardwareCells(imported, rows);
    QCOMPARE(imported[4].gpu.peakTflops[static_cast<int>(Precision::BF16)], 150.25);
    QCOMPARE(imported[4].gpu.memoryBandwidthGBps, 1200.5);
    QVERIFY(!imported[1].included);
    QCOMPARE(imported[0].count, 64);
    // Without templates a row knows only the table: no generation, no sources.
    QCOMPARE(imported[0].gpu.generation, GpuGeneration::Unknown);
    QCOMPARE(toCsv(imported), toCsv(rows));
}

void tst_TableCsv::templatesKeepWhatTheCsvLacks()
{
    QList<HardwareEntry> catalogGpus;
    for (const Gpu &g : Catalog::builtIn().gpus()) {
        HardwareEntry e;
        e.gpu = g;
        catalogGpus << e;
    }
    // Matched by display name or by id, case-insensitively.
    const QString csv = u"name,count,price_usd_per_hour\nh100-sxm,16,2.5\nt4,4,\nMy board,1,\n"_qs;
    QList<HardwareEntry> imported;
    QString error;
    QVERIFY2(importCsv(csv, imported, &error, catalogGpus), qPrintable(error));
    QCOMPARE(imported.size(), 3);
    QCOMPARE(imported[0].gpu.name, u"h100-sxm"_qs); // the name cell is applied after the template
    QCOMPARE(imported[0].gpu.generation, GpuGeneration::Hopper);
    QCOMPARE(imported[0].gpu.memoryGiB, 79.65); // the catalog's: what nvidia-smi shows of the "80 GB"
    QCOMPARE(imported[0].gpu.pricePerHourUsd, 2.5);
    QCOMPARE(imported[0].count, 16);
    QCOMPARE(imported[1].gpu.generation, GpuGeneration::Turing);
    QCOMPARE(imported[1].gpu.pricePerHourUsd, 0.526); // empty cell: the template's price
    QCOMPARE(imported[2].gpu.generation, GpuGeneration::Unknown);

    // Workload templates bring back the shape, so derived figures stay exact.
    const QList<WorkloadEntry> rows = sampleWorkloads();
    QList<WorkloadEntry> workloads;
    QVERIFY2(importCsv(toCsv(rows), workloads, &error, rows), qPrintable(error));
    compareWorkloadCells(workloads, rows);
    QCOMPARE(workloads[0].workload.shape.hidden, 4096);
    QCOMPARE(workloads[3].workload.id, u"vit-b-16"_qs);
}

void tst_TableCsv::importAcceptsUnitsAndFreeOrder()
{
    const QString csv = u"precision,Name,params,seq_len,family,tokens\n"
                        "BF16,A,7B,4k,decoder,1.5T\n"
                        "fp8,B,\"70,000,000,000\",8192,decoder,2e12\n"_qs;
    QList<WorkloadEntry> rows;
    QString error;
    QVERIFY2(importCsv(csv, rows, &error), qPrintable(error));
    QCOMPARE(rows.size(), 2);
    QCOMPARE(rows[0].workload.name, u"A"_qs);
    QCOMPARE(rows[0].workload.params, 7e9);
    QCOMPARE(rows[0].scenario.seqLen, 4000);
    QCOMPARE(rows[0].scenario.tokens, 1.5e12);
    QCOMPARE(rows[0].scenario.precision, Precision::BF16);
    QCOMPARE(rows[1].workload.params, 7e10);
    QCOMPARE(rows[1].scenario.precision, Precision::FP8);

    const QString hw = u"memory_gib,name,bandwidth_gbps,bf16_tflops,tdp_w,included\n"
                       "141 GiB,H200-like,4.8 TB/s,989.5 TFLOPS,700 W,no\n"_qs;
    QList<HardwareEntry> gpus;
    QVERIFY2(importCsv(hw, gpus, &error), qPrintable(error));
    QCOMPARE(gpus[0].gpu.memoryGiB, 141.0);
    QCOMPARE(gpus[0].gpu.memoryBandwidthGBps, 4800.0);
    QCOMPARE(gpus[0].gpu.peakTflops[static_cast<int>(Precision::BF16)], 989.5);
    QCOMPARE(gpus[0].gpu.tdpW, 700.0);
    QVERIFY(!gpus[0].included);
}

void tst_TableCsv::emptyCellsKeepDefaults()
{
    QList<HardwareEntry> gpus;
    QString error;
    QVERIFY2(importCsv(u"name,count,included,memory_gib\nX,,,\n"_qs, gpus, &error), qPrintable(error));
    const HardwareEntry defaults;
    QCOMPARE(gpus[0].count, defaults.count);
    QCOMPARE(gpus[0].included, defaults.included);
    QVERIFY(!isKnown(gpus[0].gpu.memoryGiB));

    QList<WorkloadEntry> rows;
    QVERIFY2(importCsv(u"name,zero_stage,precision,optimizer\nY,,,\n"_qs, rows, &error), qPrintable(error));
    QCOMPARE(rows[0].scenario.zeroStage, kZeroAuto); // an empty ZeRO cell leaves the stage to the layout search
    QCOMPARE(rows[0].scenario.precision, Precision::BF16);
    QCOMPARE(rows[0].scenario.optimizer, Optimizer::Adam);
    QCOMPARE(rows[0].workload.family, WorkloadFamily::Generic);

    // A header alone is an empty table, not an error.
    QVERIFY2(importCsv(u"name,params\r\n"_qs, rows, &error), qPrintable(error));
    QCOMPARE(rows.size(), 0);
}

void tst_TableCsv::amountFollowsTheKind()
{
    // A conv net trains on samples even when a tokens cell is filled in (it does not apply to it);
    // a decoder trains on tokens even with a samples cell.
    const QString csv = u"name,family,tokens,samples,epochs\n"
                        "Net,cnn,5e9,1281167,90\n"
                        "LM,decoder,1e12,1000,\n"
                        "Plain,generic,,,\n"_qs;
    QList<WorkloadEntry> rows;
    QString error;
    QVERIFY2(importCsv(csv, rows, &error), qPrintable(error));
    QCOMPARE(rows[0].scenario.amount, AmountKind::Samples);
    QCOMPARE(rows[0].scenario.samples, 1281167.0);
    QCOMPARE(rows[0].scenario.epochs, 90.0);
    QCOMPARE(rows[1].scenario.amount, AmountKind::Tokens);
    QCOMPARE(rows[1].scenario.tokens, 1e12);
    QCOMPARE(rows[2].scenario.amount, AmountKind::Samples);
}

void tst_TableCsv::byteOrderMark()
{
    const QString csv = toCsv(sampleHardware());
    const QByteArray with = csvBytes(csv, true);
    const QByteArray without = csvBytes(csv, false);
    QVERIFY(with.startsWith("\xEF\xBB\xBFname,fp32_tflops,"));
    QVERIFY(without.startsWith("name,fp32_tflops,"));
    QCOMPARE(with.size(), without.size() + 3);

    QString a, b;
    QString error;
    QVERIFY(decodeCsv(with, &a, &error));
    QVERIFY(decodeCsv(without, &b, &error));
    QCOMPARE(a, csv);
    QCOMPARE(b, csv);

    // The importer also skips a mark left in the text (text pasted from a decoded file).
    QList<HardwareEntry> rows;
    QVERIFY2(importCsv(QString(QChar(0xFEFF) + csv), rows, &error), qPrintable(error));
    compareHardwareCells(rows, sampleHardware());
}

void tst_TableCsv::chineseSurvivesBytes()
{
    WorkloadEntry w;
    w.workload.name = QStringLiteral("训练 ResNet（中文）");
    w.workload.params = 25e6;
    const QByteArray bytes = csvBytes(toCsv(QList<WorkloadEntry> { w }), true);
    // 训 is U+8BAD: UTF-8 E8 AE AD.
    QVERIFY(bytes.contains("\r\n\xE8\xAE\xAD"));
    QString text;
    QString error;
    QVERIFY(decodeCsv(bytes, &text, &error));
    QList<WorkloadEntry> rows;
    QVERIFY2(importCsv(text, rows, &error), qPrintable(error));
    QCOMPARE(rows[0].workload.name, u"训练 ResNet（中文）"_qs);
}

void tst_TableCsv::quotedCommasAndNewlines()
{
    HardwareEntry e;
    e.gpu.name = QStringLiteral("Board, \"Pro\"\r\nrev. 2");
    e.gpu.memoryGiB = 24;
    const QString csv = toCsv(QList<HardwareEntry> { e });
    QVERIFY(csv.contains(u"\"Board, \"\"Pro\"\"\r\nrev. 2\",,"_qs));
    QList<HardwareEntry> rows;
    QString error;
    QVERIFY2(importCsv(csv, rows, &error), qPrintable(error));
    QCOMPARE(rows.size(), 1);
    // Names are trimmed like a typed cell; inner line breaks and quotes stay.
    QCOMPARE(rows[0].gpu.name, u"Board, \"Pro\"\r\nrev. 2"_qs);
    QCOMPARE(rows[0].gpu.memoryGiB, 24.0);
}

void tst_TableCsv::independentOfLocale()
{
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    QCOMPARE(QLocale().toString(4.1), u"4,1"_qs); // the locale would write a comma
    HardwareEntry e;
    e.gpu.name = QStringLiteral("X");
    e.gpu.pricePerHourUsd = 4.1;
    e.gpu.memoryGiB = 1234567.5; // no group separators either
    e.gpu.memoryBandwidthGBps = 0.125;
    const QString csv = toCsv(QList<HardwareEntry> { e });
    QVERIFY2(csv.contains(u",1234567.5,0.125,"_qs), qPrintable(csv));
    QVERIFY2(csv.contains(u",4.1,"_qs), qPrintable(csv));
    QVERIFY(!csv.contains(u"4,1"_qs));

    QList<HardwareEntry> rows;
    QString error;
    QVERIFY2(importCsv(u"name,price_usd_per_hour,memory_gib\nY,0.526,80\n"_qs, rows, &error), qPrintable(error));
    QCOMPARE(rows[0].gpu.pricePerHourUsd, 0.526);
    QList<WorkloadEntry> workloads;
    QVERIFY2(importCsv(toCsv(sampleWorkloads()), workloads, &error), qPrintable(error));
    compareWorkloadCells(workloads, sampleWorkloads());
}

void tst_TableCsv::fileRoundTrip()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("workloads.csv"));
    const QString csv = toCsv(sampleWorkloads());
    QString error;
    QVERIFY2(saveCsv(path, csv, true, &error), qPrintable(error));
    QString text;
    QVERIFY2(loadCsv(path, &text, &error), qPrintable(error));
    QCOMPARE(text, csv);
    QVERIFY(!saveCsv(dir.filePath(QStringLiteral("missing/folder/x.csv")), csv, false, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!loadCsv(dir.filePath(QStringLiteral("nothing.csv")), &text, &error));
}

void tst_TableCsv::refusesWorkloads_data()
{
    QTest::addColumn<QString>("csv");
    QTest::addColumn<QString>("expected");

    const QString header = u"name,family,mode,params,seq_len,tokens\n"_qs;
    QTest::newRow("bad number") << header
            + u"A,decoder,train,7B,2048,1T\nB,decoder,train,13B,4096,2T\n"
              "C,decoder,train,7B,2048,lots\n"_qs
                                << u"line 4, column 6 (tokens): \"lots\" is not a number"_qs;
    QTest::newRow("negative") << header + u"A,decoder,train,7B,2048,-5\n"_qs
                              << u"line 2, column 6 (tokens): must be a positive number"_qs;
    QTest::newRow("unknown unit") << header + u"A,decoder,train,7 apples,2048,1T\n"_qs
                                  << u"line 2, column 4 (params): unknown unit \"apples\" in \"7 apples\""_qs;
    QTest::newRow("fractional length") << header + u"A,decoder,train,7B,2048.5,1T\n"_qs
                                       << u"line 2, column 5 (seq_len): must be a whole number"_qs;
    QTest::newRow("bad choice") << header + u"A,transformer,train,7B,2048,1T\n"_qs
                                << u"line 2, column 2 (family): must be one of decoder, encoder, vit, cnn, generic"_qs;
    QTest::newRow("empty name") << header + u"  ,decoder,train,7B,2048,1T\n"_qs
                                << u"line 2, column 1 (name): a name is required"_qs;
    // The line of a record counts the line breaks inside quoted fields before it.
    QTest::newRow("after multi-line name") << header + u"\"two\nlines\",decoder,train,7B,2048,1T\nB,cnn,train,x,,\n"_qs
                                           << u"line 4, column 4 (params): \"x\" is not a number"_qs;
    QTest::newRow("short row") << u"name,params\nA,7B\nB\n"_qs
                               << u"line 3, character 2: a record with a different number of fields than the header"_qs;
    QTest::newRow("long row") << u"name,params\nA,7B,extra\n"_qs
                              << u"line 2, character 11: a record with a different number of fields than the header"_qs;
    QTest::newRow("unclosed quote") << u"name,params\nA,7B\n\"B,13B\n"_qs
                                    << u"line 3, character 1: a quoted field is not closed"_qs;
    QTest::newRow("quote inside field") << u"name,params\nA\"x,7B\n"_qs
                                        << u"line 2, character 2: a quote inside an unquoted field"_qs;
    QTest::newRow("wrong header")
        << u"model,params\nA,7B\n"_qs
        << u"line 1, column 1: unknown column \"model\" (columns are name, family, mode, params, "
           "forward_flops_per_sample, tokens, samples, epochs, batch_per_gpu, seq_len, "
           "layers, hidden, heads, kv_heads, ffn, vocab, gated_mlp, "
           "precision, runtime, optimizer, zero_stage, recompute, tensor_parallel, pipeline_parallel, "
           "context_parallel, "
           "interleave, "
           "global_batch, critical_batch, batch_schedule, "
           "planning, "
           "stage_gpus, prompt_tokens, output_tokens, "
           "efficiency_percent, pruned_percent, sparse_2_4)"_qs;
    QTest::newRow("hardware header")
        << u"name,memory_gib\nA,80\n"_qs
        << u"line 1, column 2: unknown column \"memory_gib\" (columns are name, family, mode, "
           "params, forward_flops_per_sample, tokens, samples, epochs, batch_per_gpu, "
           "seq_len, layers, hidden, heads, kv_heads, ffn, vocab, gated_mlp, precision, runtime, optimizer, "
           "zero_stage, recompute, tensor_parallel, pipeline_parallel, "
           "context_parallel, interleave, global_batch, critical_batch, "
           "batch_schedule, "
           "planning, stage_gpus, prompt_tokens, "
           "output_tokens, efficiency_percent, pruned_percent, sparse_2_4)"_qs;
    QTest::newRow("no name column") << u"family,params\ncnn,25M\n"_qs
                                    << u"line 1: the header has no \"name\" column"_qs;
    QTest::newRow("repeated column") << u"name,params,Params\nA,7B,8B\n"_qs
                                     << u"line 1, column 3: column \"params\" appears twice"_qs;
    QTest::newRow("empty") << QString() << u"the file has no header row"_qs;
    QTest::newRow("blank lines") << u"\n\r\n"_qs << u"the file has no header row"_qs;
}

void tst_TableCsv::refusesWorkloads()
{
    QFETCH(QString, csv);
    QFETCH(QString, expected);
    QList<WorkloadEntry> out = workloadSentinel();
    QString error;
    QVERIFY(!importCsv(csv, out, &error));
    QCOMPARE(error, expected);
    QCOMPARE(out.size(), 1);
    QCOMPARE(out[0].workload.name, u"untouched"_qs);
}

void tst_TableCsv::refusesHardware_data()
{
    QTest::addColumn<QString>("csv");
    QTest::addColumn<QString>("expected");

    QTest::newRow("zero count") << u"name,count\nH100,8\nA100,0\n"_qs
                                << u"line 3, column 2 (count): must be a positive number"_qs;
    QTest::newRow("yes/no") << u"name,included\nH100,maybe\n"_qs
                            << u"line 2, column 2 (included): must be true or false"_qs;
    QTest::newRow("text memory") << u"name,memory_gib\nH100,lots\n"_qs
                                 << u"line 2, column 2 (memory_gib): \"lots\" is not a number"_qs;
    QTest::newRow("negative price") << u"name,price_usd_per_hour\nH100,-2\n"_qs
                                    << u"line 2, column 2 (price_usd_per_hour): must not be negative"_qs;
    QTest::newRow("workload header")
        << u"name,tokens\nH100,1T\n"_qs
        << u"line 1, column 2: unknown column \"tokens\" (columns are name, fp32_tflops, "
           "tf32_tflops, fp16_tflops, bf16_tflops, fp8_tflops, int8_tops, fp4_tflops, memory_gib, "
           "bandwidth_gbps, interconnect_gbps, tdp_w, price_usd_per_hour, count, "
           "included)"_qs;
}

void tst_TableCsv::refusesHardware()
{
    QFETCH(QString, csv);
    QFETCH(QString, expected);
    HardwareEntry sentinel;
    sentinel.gpu.name = QStringLiteral("untouched");
    QList<HardwareEntry> out { sentinel };
    QString error;
    QVERIFY(!importCsv(csv, out, &error));
    QCOMPARE(error, expected);
    QCOMPARE(out.size(), 1);
    QCOMPARE(out[0].gpu.name, u"untouched"_qs);
}

void tst_TableCsv::refusesNonUtf8()
{
    // Excel's "CSV" (not "CSV UTF-8") writes Windows-1252: "Café" as 43 61 66 E9.
    QString text = u"kept"_qs;
    QString error;
    QVERIFY(!decodeCsv(QByteArray("name\r\nA\r\nCaf\xe9\r\n"), &text, &error));
    QCOMPARE(error, u"line 3 is not UTF-8 text; save the file as CSV UTF-8"_qs);
    QCOMPARE(text, u"kept"_qs);
    // UTF-16 is named as such since issue 18 (it read "line 1 is not UTF-8 text" before).
    QVERIFY(!decodeCsv(QByteArray("\xff\xfen\0a\0", 6), &text, &error));
    QCOMPARE(error, u"the file is UTF-16 (little-endian); save it as UTF-8"_qs);
    QCOMPARE(text, u"kept"_qs);
}

void tst_TableCsv::refusesOtherEncodings_data()
{
    test::addOtherEncodingRows();
}

void tst_TableCsv::refusesOtherEncodings()
{
    // Excel's "Unicode Text" and Windows PowerShell write UTF-16; without a byte-order mark the NUL bytes
    // beside each ASCII character tell it. Before issue 18 such a file without a mark decoded to text
    // with a NUL after every letter and was refused as "a record with a different number of fields".
    QFETCH(int, encoding);
    QFETCH(bool, bom);
    QFETCH(QString, named);
    QString text = u"kept"_qs;
    QString error;
    QVERIFY(!decodeCsv(test::encodedAs(u"name,count\r\nL4,2\r\n训练卡,4\r\n"_qs, encoding, bom), &text, &error));
    QCOMPARE(error, test::otherEncodingMessage(named));
    QCOMPARE(text, u"kept"_qs);
}

void tst_TableCsv::tsvWrites()
{
    const Cells cells = { { u"a"_qs, u"b\tc"_qs, QString() }, { u"say \"hi\""_qs, u"x\ny"_qs, u"中文"_qs } };
    QCOMPARE(toTsv(cells), u"a\t\"b\tc\"\t\n\"say \"\"hi\"\"\"\t\"x\ny\"\t中文\n"_qs);
    QCOMPARE(toTsv({}), QString());
}

void tst_TableCsv::tsvReads_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Cells>("expected");

    QTest::newRow("excel crlf") << u"1\t2\r\n3\t4\r\n"_qs << Cells { { u"1"_qs, u"2"_qs }, { u"3"_qs, u"4"_qs } };
    QTest::newRow("libreoffice lf") << u"1\t2\n3\t4\n"_qs << Cells { { u"1"_qs, u"2"_qs }, { u"3"_qs, u"4"_qs } };
    QTest::newRow("no final break") << u"1\t2\n3\t4"_qs << Cells { { u"1"_qs, u"2"_qs }, { u"3"_qs, u"4"_qs } };
    QTest::newRow("old mac cr") << u"1\r2\r"_qs << Cells { { u"1"_qs }, { u"2"_qs } };
    QTest::newRow("one cell") << u"7B"_qs << Cells { { u"7B"_qs } };
    QTest::newRow("empty cells") << u"a\t\t\n\tb\n"_qs
                                 << Cells { { u"a"_qs, QString(), QString() }, { QString(), u"b"_qs } };
    QTest::newRow("blank row kept") << u"a\n\nb\n"_qs << Cells { { u"a"_qs }, { QString() }, { u"b"_qs } };
    QTest::newRow("quoted tab and newline")
        << u"\"x\ty\"\t\"line 1\r\nline 2\"\n"_qs << Cells { { u"x\ty"_qs, u"line 1\r\nline 2"_qs } };
    QTest::newRow("doubled quotes") << u"\"say \"\"hi\"\"\"\tz\n"_qs << Cells { { u"say \"hi\""_qs, u"z"_qs } };
    QTest::newRow("quote mid-cell is text") << u"5\" floppy\tx\n"_qs << Cells { { u"5\" floppy"_qs, u"x"_qs } };
    QTest::newRow("unclosed quote is text") << u"\"abc\tdef\n"_qs << Cells { { u"\"abc"_qs, u"def"_qs } };
    QTest::newRow("ragged") << u"a\tb\tc\nd\n"_qs << Cells { { u"a"_qs, u"b"_qs, u"c"_qs }, { u"d"_qs } };
    QTest::newRow("empty") << QString() << Cells {};
}

void tst_TableCsv::tsvReads()
{
    QFETCH(QString, text);
    QFETCH(Cells, expected);
    QCOMPARE(fromTsv(text), expected);
}

void tst_TableCsv::tsvRoundTrip()
{
    const Cells cells = { { u"预训练, 7B"_qs, u"\"quoted\""_qs, u"tab\there"_qs },
        { QString(), u"multi\nline\r\ncell"_qs, u"1e+12"_qs }, { u"\""_qs, u"\t"_qs, u"\n"_qs } };
    QCOMPARE(fromTsv(toTsv(cells)), cells);
}

QTEST_GUILESS_MAIN(tst_TableCsv)
#include "tst_tablecsv.moc"
