// flopsheet-cli analyze run as a process: the JSON contract, the table, and exit code 2 with one
// line for every kind of bad input (issue 6, "flopsheet-cli analyze" and "Bad input and speed").
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "../core/textencodings.h"

namespace {

struct Run {
    int code = -1; ///< -1: crashed or timed out
    QByteArray out, err;
};

Run cli(const QStringList &args)
{
    Run run;
    QProcess process;
    process.start(QStringLiteral(FLOPSHEET_CLI), QStringList { QStringLiteral("analyze") } + args);
    if (!process.waitForStarted(60000) || !process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    if (process.exitStatus() == QProcess::NormalExit)
        run.code = process.exitCode();
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

QString data(const char *name)
{
    return QStringLiteral(FLOPSHEET_TEST_DATA "/analyzer/") + QLatin1StringView(name);
}

QJsonObject json(const Run &run)
{
    const QJsonDocument doc = QJsonDocument::fromJson(run.out);
    return doc.object();
}

} // namespace

class tst_AnalyzeCli : public QObject {
    Q_OBJECT

private slots:
    void jsonKeys_data();
    void jsonKeys();
    void hfConfig();
    void mixtureOfExperts();
    void onnxWithInputShape();
    void table();
    void badInput_data();
    void badInput();
    void specBreakingAttributes_data();
    void specBreakingAttributes();
    void specKeepingModelsStillCount();
    void textInOtherEncodings_data();
    void textInOtherEncodings();
    void utf8ByteOrderMark();

private:
    QTemporaryDir m_dir;
};

void tst_AnalyzeCli::jsonKeys_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("onnx") << QStringList { data("resnet18-stripped.onnx") };
    QTest::newRow("hf-config") << QStringList { data("gpt2.config.json") };
    QTest::newRow("layer-file") << QStringList { data("tiny-cnn.layers.json") };
    QTest::newRow("preset") << QStringList { QStringLiteral("--preset"), QStringLiteral("vgg16") };
}

void tst_AnalyzeCli::jsonKeys()
{
    QFETCH(QStringList, args);
    const Run run = cli(args + QStringList { QStringLiteral("--format"), QStringLiteral("json") });
    QVERIFY2(run.code == 0, run.err.constData());
    const QJsonObject o = json(run);
    for (const char *key :
        { "params", "active_params", "macs", "flops", "activation_bytes", "layers", "unsupported_ops" })
        QVERIFY2(o.contains(QLatin1StringView(key)), key);
    QVERIFY(o.value(QStringLiteral("params")).toDouble() > 0);
    QVERIFY(o.value(QStringLiteral("active_params")).isNull()); // not mixture-of-experts
    QCOMPARE(o.value(QStringLiteral("flops")).toDouble(), 2 * o.value(QStringLiteral("macs")).toDouble());
    QVERIFY(o.value(QStringLiteral("layers")).isArray() && !o.value(QStringLiteral("layers")).toArray().isEmpty());
    QVERIFY(o.value(QStringLiteral("unsupported_ops")).isArray());
    // Totals are the sums of the top-level rows.
    double macs = 0, params = 0;
    for (const QJsonValue &row : o.value(QStringLiteral("layers")).toArray()) {
        if (row[QStringLiteral("depth")].toInt() == 0) {
            macs += row[QStringLiteral("macs")].toDouble();
            params += row[QStringLiteral("params")].toDouble();
        }
    }
    QCOMPARE(macs, o.value(QStringLiteral("macs")).toDouble());
    QCOMPARE(params, o.value(QStringLiteral("params")).toDouble());
}

void tst_AnalyzeCli::hfConfig()
{
    const Run run = cli({ data("llama-2-7b.config.json"), QStringLiteral("--seq-len"), QStringLiteral("4096"),
        QStringLiteral("--format"), QStringLiteral("json") });
    QVERIFY2(run.code == 0, run.err.constData());
    const QJsonObject o = json(run);
    QCOMPARE(o.value(QStringLiteral("params")).toDouble(), 6738415616.0);
    QCOMPARE(o.value(QStringLiteral("seq_len")).toDouble(), 4096.0);
    // 2 × 6,607,077,376 matmul parameters + 4·32·4096·4096 attention (PaLM appendix B).
    QCOMPARE(o.value(QStringLiteral("flops_per_token")).toDouble(), 2.0 * 6607077376.0 + 4.0 * 32 * 4096 * 4096);
    QCOMPARE(o.value(QStringLiteral("kv_cache_bytes_per_token")).toDouble(), 524288.0);
}

void tst_AnalyzeCli::mixtureOfExperts()
{
    const Run run = cli({ data("mixtral-8x7b-v0.1.config.json"), QStringLiteral("--format"), QStringLiteral("json") });
    QVERIFY2(run.code == 0, run.err.constData());
    const QJsonObject o = json(run);
    QCOMPARE(o.value(QStringLiteral("params")).toDouble(), 46702792704.0);
    QCOMPARE(o.value(QStringLiteral("active_params")).toDouble(), 12879925248.0);
}

void tst_AnalyzeCli::onnxWithInputShape()
{
    const Run one = cli({ data("resnet18-stripped.onnx"), QStringLiteral("--format"), QStringLiteral("json") });
    const Run four = cli({ data("resnet18-stripped.onnx"), QStringLiteral("--input-shape"),
        QStringLiteral("4x3x224x224"), QStringLiteral("--format"), QStringLiteral("json") });
    QVERIFY2(one.code == 0 && four.code == 0, QByteArray(one.err + four.err).constData());
    QCOMPARE(
        json(four).value(QStringLiteral("macs")).toDouble(), 4 * json(one).value(QStringLiteral("macs")).toDouble());
    QVERIFY(json(one).value(QStringLiteral("warnings")).toArray().size() == 1); // the symbolic batch
}

void tst_AnalyzeCli::table()
{
    const Run run = cli({ data("qwen2-7b.config.json") });
    QVERIFY2(run.code == 0, run.err.constData());
    QVERIFY(run.out.contains("7615616512"));
    QVERIFY(run.out.contains("KV cache per token"));
    QVERIFY(run.out.contains("x28")); // 28 layers are one repeated block, not 28 rows
}

void tst_AnalyzeCli::badInput_data()
{
    QVERIFY(m_dir.isValid());
    auto write = [this](const char *name, const QByteArray &bytes) {
        QFile f(m_dir.filePath(QLatin1StringView(name)));
        if (!f.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", name);
        f.write(bytes);
        return f.fileName();
    };
    QFile onnx(data("resnet18-stripped.onnx"));
    QVERIFY(onnx.open(QIODevice::ReadOnly));
    const QByteArray model = onnx.readAll();
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("expected");
    QTest::newRow("missing-file") << QStringList { m_dir.filePath(QStringLiteral("nope.onnx")) }
                                  << QStringLiteral("cannot read");
    QTest::newRow("truncated-onnx") << QStringList { write("cut.onnx", model.left(model.size() / 3)) }
                                    << QStringLiteral("truncated");
    QTest::newRow("text") << QStringList { write("notes.txt", "hello\n") } << QStringLiteral("not an ONNX model");
    QTest::newRow("broken-json") << QStringList { write("config.json", "{\"model_type\": \"llama\", ") }
                                 << QStringLiteral("not valid JSON");
    QTest::newRow("other-json") << QStringList { write("other.json", "{\"colour\": \"blue\"}") }
                                << QStringLiteral("neither");
    QTest::newRow("contradicting-config") << QStringList {
        write("c.json", R"({"model_type": "llama", "vocab_size": 100, "hidden_size": 64, "n_embd": 32,
                                         "num_hidden_layers": 2, "num_attention_heads": 4, "intermediate_size": 128})")
    } << QStringLiteral("contradict");
    QTest::newRow("overflowing-layers") << QStringList {
        write("big.layers.json", R"({"format": "flopsheet-layers", "formatVersion": 1,
                             "input_shape": [1, 1099511627776, 1099511627776], "layers": [{"type": "relu"}]})")
    } << QStringLiteral("2^50");
    QTest::newRow("zero-shape") << QStringList { QStringLiteral("--preset"), QStringLiteral("resnet-50"),
        QStringLiteral("--input-shape"), QStringLiteral("1x3x0x224") }
                                << QStringLiteral("--input-shape");
    QTest::newRow("negative-shape") << QStringList { QStringLiteral("--preset"), QStringLiteral("resnet-50"),
        QStringLiteral("--input-shape"), QStringLiteral("1x-3x224x224") }
                                    << QStringLiteral("--input-shape");
    QTest::newRow("seq-len-on-onnx") << QStringList { data("resnet18-stripped.onnx"), QStringLiteral("--seq-len"),
        QStringLiteral("8") } << QStringLiteral("--seq-len");
    QTest::newRow("seq-len-zero") << QStringList { data("gpt2.config.json"), QStringLiteral("--seq-len"),
        QStringLiteral("0") } << QStringLiteral("--seq-len");
    QTest::newRow("input-shape-on-config") << QStringList { data("gpt2.config.json"), QStringLiteral("--input-shape"),
        QStringLiteral("1x8") } << QStringLiteral("--input-shape");
    QTest::newRow("unknown-preset") << QStringList { QStringLiteral("--preset"), QStringLiteral("alexnet") }
                                    << QStringLiteral("resnet-50");
    QTest::newRow("no-file") << QStringList {} << QStringLiteral("one FILE");
}

void tst_AnalyzeCli::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, expected);
    const Run run = cli(args);
    QCOMPARE(run.code, 2);
    QVERIFY2(QString::fromUtf8(run.err).contains(expected), run.err.constData());
    QCOMPARE(run.err.count('\n'), 1); // one line
    QVERIFY(run.out.isEmpty());
}

// Issue 18: one model per rule of the ONNX operator spec (tests/data/analyzer/invalid/make_invalid.py);
// stride 0 took the process down with SIGFPE inside libonnx, the others were counted with wrong figures.
void tst_AnalyzeCli::specBreakingAttributes_data()
{
    QTest::addColumn<QString>("node");
    QTest::addColumn<QString>("rule"); // the attribute and the words of its rule
    const auto row = [](const char *file, const char *node, const char *rule) {
        QTest::newRow(file) << QString::fromLatin1(node) << QString::fromLatin1(rule);
    };
    row("conv-kernel-zero", "conv_kernel_zero", "kernel_shape [0, 0]: every value must be positive");
    row("conv-kernel-not-weight", "conv_kernel_not_weight",
        "kernel_shape [5, 5] differs from the weight's spatial shape [3, 3]");
    row("conv-stride-zero", "conv_stride_zero", "strides [0, 1]: every value must be positive");
    row("conv-stride-negative", "conv_stride_negative", "strides [-2, 1]: every value must be positive");
    row("conv-dilation-zero", "conv_dilation_zero", "dilations [0, 0]: every value must be positive");
    row("conv-pad-negative", "conv_pad_negative", "pads [-1, 0, 0, 0]: no value may be negative");
    row("conv-pads-length", "conv_pads_length", "pads [1, 1] has 2 values; 2 spatial axes need 4");
    row("conv-group-zero", "conv_group_zero", "group 0 must be at least 1");
    row("conv-group-channels", "conv_group_channels",
        "group 7 needs 7 input channels (the weight has 1 per group); the input has 3");
    row("conv-group-filters", "conv_group_filters", "group 3 must divide the 4 output channels");
    row("conv-inner-group", "conv2", "group 2 needs 2 input channels (the weight has 1 per group); the input has 4");
    row("conv-auto-pad", "conv_auto_pad", "auto_pad \"SAME\" is not one of NOTSET, SAME_UPPER, SAME_LOWER and VALID");
    row("convtranspose-stride-zero", "convtranspose_stride_zero", "strides [0, 0]: every value must be positive");
    row("convtranspose-output-padding-negative", "convtranspose_output_padding_negative",
        "output_padding [-1, 0]: no value may be negative");
    row("maxpool-kernel-zero", "maxpool_kernel_zero", "kernel_shape [0, 0]: every value must be positive");
    row("maxpool-no-kernel", "maxpool_no_kernel", "kernel_shape is missing; MaxPool requires it");
    row("maxpool-stride-zero", "maxpool_stride_zero", "strides [0, 2]: every value must be positive");
    row("maxpool-dilation-zero", "maxpool_dilation_zero", "dilations [0, 1]: every value must be positive");
    row("averagepool-kernel-zero", "averagepool_kernel_zero", "kernel_shape [0, 2]: every value must be positive");
    row("averagepool-pad-negative", "averagepool_pad_negative", "pads [0, 0, -1, 0]: no value may be negative");
    row("lppool-stride-negative", "lppool_stride_negative", "strides [-1, -1]: every value must be positive");
    // torchvision's ResNet-18 export with one attribute of its first convolution changed: counted as 2.07 GMACs
    // (kernel 0) and 2.07 (dilation 0) instead of 1.81, or crashed (stride 0).
    row("resnet18-kernel-zero", "/conv1/Conv", "kernel_shape [0, 0]: every value must be positive");
    row("resnet18-stride-zero", "/conv1/Conv", "strides [0, 0]: every value must be positive");
    row("resnet18-dilation-zero", "/conv1/Conv", "dilations [0, 0]: every value must be positive");
    row("resnet18-group-seven", "/conv1/Conv", "group 7 must divide the 64 output channels");
}

void tst_AnalyzeCli::specBreakingAttributes()
{
    QFETCH(QString, node);
    QFETCH(QString, rule);
    const QString file = data("invalid/") + QString::fromLatin1(QTest::currentDataTag()) + QStringLiteral(".onnx");
    QVERIFY2(QFileInfo::exists(file), qPrintable(file));
    const Run run = cli({ file, QStringLiteral("--format"), QStringLiteral("json") });
    QVERIFY2(run.code == 2, run.err.constData()); // not a crash (-1), not a count (0)
    const QString err = QString::fromUtf8(run.err);
    QCOMPARE(run.err.count('\n'), 1);
    QVERIFY2(err.contains(u'"' + node + u'"'), run.err.constData());
    QVERIFY2(err.contains(QStringLiteral("breaks the ONNX operator spec: ") + rule), run.err.constData());
    QVERIFY(run.out.isEmpty());
}

void tst_AnalyzeCli::specKeepingModelsStillCount()
{
    // The same models with the rules kept. conv-valid: a 3x3 convolution, pad 1, of 3 channels into 4 on
    // 8x8 is 8·8·4 outputs × 3·3·3 MACs = 6,912. conv-inner-valid: conv1 (no pad) gives 6·6·4 outputs × 27 =
    // 3,888, then a depthwise 3x3 (group 4) gives 4·4·4 outputs × 1·3·3 = 576.
    const Run valid = cli({ data("invalid/conv-valid.onnx"), QStringLiteral("--format"), QStringLiteral("json") });
    QVERIFY2(valid.code == 0, valid.err.constData());
    QCOMPARE(json(valid).value(QStringLiteral("macs")).toDouble(), 6912.0);
    const Run inner
        = cli({ data("invalid/conv-inner-valid.onnx"), QStringLiteral("--format"), QStringLiteral("json") });
    QVERIFY2(inner.code == 0, inner.err.constData());
    QCOMPARE(json(inner).value(QStringLiteral("macs")).toDouble(), 3888.0 + 576.0);
}

// Issue 18: a config.json saved as UTF-16 does not start with "{", so it was read as ONNX and refused as
// "not an ONNX model"; a layer file the same. Both name the encoding now, exit 2, one line.
void tst_AnalyzeCli::textInOtherEncodings_data()
{
    flopsheet::test::addOtherEncodingRows();
}

void tst_AnalyzeCli::textInOtherEncodings()
{
    QFETCH(int, encoding);
    QFETCH(bool, bom);
    QFETCH(QString, named);
    for (const char *name : { "llama-2-7b.config.json", "tiny-cnn.layers.json" }) {
        QFile original(data(name));
        QVERIFY(original.open(QIODevice::ReadOnly));
        const QString path = m_dir.filePath(QLatin1StringView(name));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(flopsheet::test::encodedAs(QString::fromUtf8(original.readAll()), encoding, bom));
        file.close();
        const Run run = cli({ path });
        QCOMPARE(run.code, 2);
        QCOMPARE(QString::fromUtf8(run.err),
            QStringLiteral("flopsheet-cli: %1: %2\n").arg(path, flopsheet::test::otherEncodingMessage(named)));
        QVERIFY(run.out.isEmpty());
    }
}

void tst_AnalyzeCli::utf8ByteOrderMark()
{
    // Notepad puts a UTF-8 byte-order mark in front: the config is still a config (it was taken for ONNX
    // before issue 18) and the layer file still a layer file, with the figures of the file without one.
    for (const char *name : { "llama-2-7b.config.json", "tiny-cnn.layers.json" }) {
        QFile original(data(name));
        QVERIFY(original.open(QIODevice::ReadOnly));
        const QString path = m_dir.filePath(u"bom-"_qs + QLatin1StringView(name));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("\xEF\xBB\xBF" + original.readAll());
        file.close();
        const Run marked = cli({ path, QStringLiteral("--format"), QStringLiteral("json") });
        const Run plain = cli({ data(name), QStringLiteral("--format"), QStringLiteral("json") });
        QVERIFY2(marked.code == 0, marked.err.constData());
        QVERIFY2(plain.code == 0, plain.err.constData());
        for (const char *key : { "params", "macs" })
            QCOMPARE(json(marked).value(QLatin1StringView(key)), json(plain).value(QLatin1StringView(key)));
        QVERIFY(json(marked).value(QStringLiteral("params")).toDouble() > 0);
    }
}

QTEST_GUILESS_MAIN(tst_AnalyzeCli)
#include "tst_analyzecli.moc"
