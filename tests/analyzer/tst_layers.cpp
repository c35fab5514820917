// Model analyzer: shape rules per layer, blocks, the presets against published counts, layer files.
#include "core/analyzer/analysis.h"
#include "core/analyzer/layerfile.h"
#include "core/analyzer/layerrules.h"
#include "core/analyzer/presets.h"

#include "../core/testutil.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace flopsheet;

Q_DECLARE_METATYPE(flopsheet::Layer)
Q_DECLARE_METATYPE(flopsheet::Shape)

namespace {

Layer conv(std::int64_t out, std::vector<std::int64_t> kernel, std::int64_t stride, std::int64_t padding,
    std::int64_t dilation = 1, std::int64_t groups = 1, bool bias = true, bool transpose = false)
{
    Layer l;
    l.kind = transpose ? LayerKind::ConvTranspose : LayerKind::Conv;
    l.features = out;
    l.kernel = std::move(kernel);
    l.stride = { stride };
    l.padding = { padding };
    l.dilation = { dilation };
    l.groups = groups;
    l.bias = bias;
    return l;
}

QJsonObject readJson(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    return QJsonDocument::fromJson(f.readAll()).object();
}

} // namespace

class tst_Layers : public QObject {
    Q_OBJECT

private slots:
    void rules_data();
    void rules();
    void refusals_data();
    void refusals();
    void attentionAndExperts();
    void blocks();
    void presets_data();
    void presets();
    void presetRoundTrip();
    void presetForARow_data();
    void presetForARow();
    void layerFile();
    void badLayerFiles_data();
    void badLayerFiles();
    void truncatedAndMutated();
};

void tst_Layers::rules_data()
{
    QTest::addColumn<Layer>("layer");
    QTest::addColumn<Shape>("input");
    QTest::addColumn<Shape>("output");
    QTest::addColumn<double>("params");
    QTest::addColumn<double>("macs");
    // Output sizes from the torch.nn "Shape" formulas; params = out·(in/groups)·k + bias; MACs = output elements ·
    // (in/groups)·k. ResNet stem: floor((224 + 6 - 6 - 1)/2) + 1 = 112; 64·3·49 = 9,408; 64·112²·147 = 118,013,952.
    QTest::newRow("conv2d-stem") << conv(64, { 7 }, 2, 3, 1, 1, false) << Shape { 1, 3, 224, 224 }
                                 << Shape { 1, 64, 112, 112 } << 9408.0 << 118013952.0;
    // Dilated Conv1d: 10 - 2·2 = 6 outputs; 8·4·3 + 8 = 104; 8·6·12 = 576.
    QTest::newRow("conv1d-dilated") << conv(8, { 3 }, 1, 0, 2) << Shape { 1, 4, 10 } << Shape { 1, 8, 6 } << 104.0
                                    << 576.0;
    // Conv3d stride 2: floor((8 + 2 - 3)/2) + 1 = 4; 4·2·27 + 4 = 220; 4·64·54 = 13,824.
    QTest::newRow("conv3d-strided") << conv(4, { 3 }, 2, 1) << Shape { 1, 2, 8, 8, 8 } << Shape { 1, 4, 4, 4, 4 }
                                    << 220.0 << 13824.0;
    // Depthwise (MobileNet): 32·1·9 = 288 weights; 32·112²·9 = 3,612,672.
    QTest::newRow("depthwise") << conv(32, { 3 }, 1, 1, 1, 32, false) << Shape { 1, 32, 112, 112 }
                               << Shape { 1, 32, 112, 112 } << 288.0 << 3612672.0;
    // Non-square kernel and batch 2: (6 - 1) + 1 by (6 - 3) + 1 → 6x4; 5·3·2·3 + 5 = 95; 2·5·24·18 = 4,320.
    QTest::newRow("conv2d-2x3-batch2") << conv(5, { 2, 3 }, 1, 0) << Shape { 2, 3, 7, 6 } << Shape { 2, 5, 6, 4 }
                                       << 95.0 << 4320.0;
    // ConvTranspose2d: (8 - 1)·2 - 2 + 3 + 1 = 16; 16·8·16 + 8 = 2,056; every input value meets 8·16 weights: 16·64·128
    // = 131,072.
    QTest::newRow("convtranspose2d") << conv(8, { 4 }, 2, 1, 1, 1, true, true) << Shape { 1, 16, 8, 8 }
                                     << Shape { 1, 8, 16, 16 } << 2056.0 << 131072.0;
    Layer linear;
    linear.kind = LayerKind::Linear;
    linear.features = 1000;
    // torchvision fc: 2048·1000 + 1000 = 2,049,000 parameters, 2,048,000 MACs.
    QTest::newRow("linear") << linear << Shape { 1, 2048 } << Shape { 1, 1000 } << 2049000.0 << 2048000.0;
    linear.features = 3072;
    linear.bias = false;
    // Over a sequence: 4·128 tokens × 768·3072.
    QTest::newRow("linear-sequence") << linear << Shape { 4, 128, 768 } << Shape { 4, 128, 3072 } << 2359296.0
                                     << 1207959552.0;
    Layer embedding;
    embedding.kind = LayerKind::Embedding;
    embedding.rows = 32000;
    embedding.features = 4096;
    QTest::newRow("embedding") << embedding << Shape { 1, 16 } << Shape { 1, 16, 4096 } << 131072000.0 << 0.0;
    Layer bn;
    bn.kind = LayerKind::BatchNorm;
    QTest::newRow("batchnorm") << bn << Shape { 1, 64, 56, 56 } << Shape { 1, 64, 56, 56 } << 128.0 << 0.0;
    Layer rms;
    rms.kind = LayerKind::RmsNorm;
    QTest::newRow("rmsnorm") << rms << Shape { 1, 10, 4096 } << Shape { 1, 10, 4096 } << 4096.0 << 0.0;
    Layer pool;
    pool.kind = LayerKind::MaxPool;
    pool.kernel = { 3 };
    pool.stride = { 2 };
    pool.padding = { 1 };
    // floor((112 + 2 - 3)/2) + 1 = 56.
    QTest::newRow("maxpool") << pool << Shape { 1, 64, 112, 112 } << Shape { 1, 64, 56, 56 } << 0.0 << 0.0;
    pool.padding = { 0 };
    pool.ceilMode = true;
    // ceil((6 - 3)/2) + 1 = 3 with ceil_mode (torch.nn.MaxPool2d).
    QTest::newRow("maxpool-ceil") << pool << Shape { 1, 1, 6, 6 } << Shape { 1, 1, 3, 3 } << 0.0 << 0.0;
    Layer custom;
    custom.kind = LayerKind::Custom;
    custom.customParams = 1234;
    custom.customMacs = 5e6;
    custom.customOutput = { 1, 7 };
    QTest::newRow("custom") << custom << Shape { 1, 3, 8, 8 } << Shape { 1, 7 } << 1234.0 << 5e6;
}

void tst_Layers::rules()
{
    QFETCH(Layer, layer);
    QFETCH(Shape, input);
    QFETCH(Shape, output);
    QFETCH(double, params);
    QFETCH(double, macs);
    QString error;
    const auto c = applyLayer(layer, input, &error);
    QVERIFY2(c, qPrintable(error));
    QCOMPARE(shapeText(c->output), shapeText(output));
    QCOMPARE(c->params, params);
    QCOMPARE(c->macs, macs);
}

void tst_Layers::refusals_data()
{
    QTest::addColumn<Layer>("layer");
    QTest::addColumn<Shape>("input");
    QTest::addColumn<QString>("expected");
    QTest::newRow("groups") << conv(10, { 3 }, 1, 1, 1, 4) << Shape { 1, 6, 8, 8 }
                            << QStringLiteral("groups (4) must divide");
    QTest::newRow("kernel-too-big") << conv(4, { 9 }, 1, 0) << Shape { 1, 3, 5, 5 }
                                    << QStringLiteral("does not fit the input");
    QTest::newRow("no-out-channels") << conv(0, { 3 }, 1, 0) << Shape { 1, 3, 5, 5 } << QStringLiteral("out_channels");
    QTest::newRow("rank") << conv(4, { 3 }, 1, 0) << Shape { 1, 3 } << QStringLiteral("expects an input of shape");
    QTest::newRow("zero-dim") << conv(4, { 3 }, 1, 0) << Shape { 1, 3, 0, 5 }
                              << QStringLiteral("empty or absurdly large");
    QTest::newRow("negative-dim") << conv(4, { 3 }, 1, 0) << Shape { 1, 3, -5, 5 }
                                  << QStringLiteral("empty or absurdly large");
    QTest::newRow("overflow") << conv(4, { 3 }, 1, 0) << Shape { 1, 3, std::int64_t(1) << 30, std::int64_t(1) << 30 }
                              << QStringLiteral("empty or absurdly large");
    // Upsampling a huge input: the output would exceed 2^50 elements.
    QTest::newRow("output-overflow") << conv(1 << 20, { 1 }, 1, 0, 1, 1, true, true) << Shape { 1, 1, 1 << 20, 1 << 20 }
                                     << QStringLiteral("absurdly large");
    Layer attention;
    attention.kind = LayerKind::Attention;
    attention.heads = 12;
    attention.kvHeads = 5;
    QTest::newRow("kv-heads") << attention << Shape { 1, 4, 768 }
                              << QStringLiteral("kv_heads (5) must divide heads (12)");
    attention.kvHeads = 0;
    attention.heads = 7;
    QTest::newRow("head-dim") << attention << Shape { 1, 4, 768 } << QStringLiteral("give head_dim");
    Layer moe;
    moe.kind = LayerKind::Moe;
    moe.ffn = 10;
    moe.experts = 4;
    moe.topK = 5;
    QTest::newRow("top-k") << moe << Shape { 1, 4, 8 } << QStringLiteral("top_k");
    Layer linear;
    linear.kind = LayerKind::Linear;
    linear.features = 10;
    linear.inFeatures = 20;
    QTest::newRow("in-features") << linear << Shape { 1, 30 } << QStringLiteral("in_features is 20");
}

void tst_Layers::refusals()
{
    QFETCH(Layer, layer);
    QFETCH(Shape, input);
    QFETCH(QString, expected);
    QString error;
    QVERIFY(!applyLayer(layer, input, &error));
    QVERIFY2(error.contains(expected), qPrintable(error));
}

void tst_Layers::attentionAndExperts()
{
    // Mistral 7B attention: Q and O 4096², K and V 4096·1024: 41,943,040 parameters.
    Layer a;
    a.kind = LayerKind::Attention;
    a.heads = 32;
    a.kvHeads = 8;
    a.bias = false;
    a.causal = true;
    QString error;
    auto c = applyLayer(a, { 1, 100, 4096 }, &error);
    QVERIFY2(c, qPrintable(error));
    QCOMPARE(c->params, 41943040.0);
    // 100 tokens × 41,943,040 + scores and weighted sum 2·100·100·4096.
    QCOMPARE(c->macs, 100.0 * 41943040.0 + 2.0 * 100 * 100 * 4096);
    QCOMPARE(c->kvValuesPerToken, 2.0 * 8 * 128);
    // head_dim not hidden/heads (Gemma 7B: 16 heads of 256 over 3072): Q and O are 3072·4096.
    a.heads = 16;
    a.kvHeads = 16;
    a.headDim = 256;
    c = applyLayer(a, { 1, 1, 3072 }, &error);
    QVERIFY2(c, qPrintable(error));
    QCOMPARE(c->params, 4.0 * 3072 * 4096);
    // Sliding window: each query sees at most 4 keys.
    a.window = 4;
    c = applyLayer(a, { 1, 10, 3072 }, &error);
    QVERIFY2(c, qPrintable(error));
    QCOMPARE(c->macs, 10.0 * 4 * 3072 * 4096 + 2.0 * 10 * 4 * 4096);

    // Mixtral layer: 8 SwiGLU experts of 3·4096·14336 and a 4096×8 router; top-2 active.
    Layer moe;
    moe.kind = LayerKind::Moe;
    moe.gated = true;
    moe.bias = false;
    moe.ffn = 14336;
    moe.experts = 8;
    moe.topK = 2;
    c = applyLayer(moe, { 1, 3, 4096 }, &error);
    QVERIFY2(c, qPrintable(error));
    QCOMPARE(c->params, 32768.0 + 8.0 * 176160768.0);
    QCOMPARE(c->activeParams, 32768.0 + 2.0 * 176160768.0);
    QCOMPARE(c->macs, 3.0 * (32768.0 + 2.0 * 176160768.0));
}

void tst_Layers::blocks()
{
    // A residual block repeated 3 times: the rows count every instance; a shape change cannot repeat.
    Network n;
    n.input = { 1, 8, 16 };
    Layer linear;
    linear.kind = LayerKind::Linear;
    linear.features = 16;
    Layer block;
    block.kind = LayerKind::Block;
    block.name = QStringLiteral("layers");
    block.repeat = 3;
    block.residual = true;
    block.children = { linear };
    n.layers = { block };
    Analysis a = analyzeNetwork(n);
    QVERIFY2(a.ok(), qPrintable(a.error));
    QCOMPARE(a.params, 3.0 * (16 * 16 + 16));
    QCOMPARE(a.macs, 3.0 * 8 * 16 * 16);
    QCOMPARE(a.rows.size(), size_t(3)); // block, linear, add
    QCOMPARE(a.rows[1].instances, std::int64_t(3));
    QCOMPARE(a.otherFlops, 3.0 * 8 * 16); // the adds
    QCOMPARE(a.activationBytes, 4.0 * 3 * 2 * 8 * 16);

    n.layers[0].children[0].features = 32;
    a = analyzeNetwork(n);
    QVERIFY(!a.ok());
    QVERIFY2(a.error.contains(QStringLiteral("residual add needs equal shapes")), qPrintable(a.error));
    n.layers[0].residual = false;
    a = analyzeNetwork(n);
    QVERIFY2(a.error.contains(QStringLiteral("repeated block must keep its shape")), qPrintable(a.error));
    QVERIFY2(a.error.contains(QStringLiteral("layers")), qPrintable(a.error));
}

void tst_Layers::presets_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("params");
    QTest::addColumn<double>("gmacs");
    // Published in torchvision's model documentation ("Params", "GFLOPS", which torchvision counts
    // as multiply-accumulates of convolutions and linear layers) at 224×224.
    QTest::newRow("resnet-18") << QStringLiteral("resnet-18") << 11689512.0 << 1.81;
    QTest::newRow("resnet-50") << QStringLiteral("resnet-50") << 25557032.0 << 4.09;
    QTest::newRow("vgg16") << QStringLiteral("vgg16") << 138357544.0 << 15.47;
    QTest::newRow("mobilenet-v2") << QStringLiteral("mobilenet-v2") << 3504872.0 << 0.30;
    QTest::newRow("vit-b-16") << QStringLiteral("vit-b-16") << 86567656.0 << 17.56;
}

void tst_Layers::presets()
{
    QFETCH(QString, id);
    QFETCH(double, params);
    QFETCH(double, gmacs);
    const auto network = analyzerPreset(id);
    QVERIFY(network);
    const Analysis a = analyzeNetwork(*network);
    QVERIFY2(a.ok(), qPrintable(a.error));
    QCOMPARE(shapeText(a.output), QStringLiteral("1x1000"));
    FS_COMPARE_REL(a.params, params, 0.01);
    FS_COMPARE_REL(a.macs / 1e9, gmacs, 0.01);
    QVERIFY(!a.hasExperts);
}

void tst_Layers::presetRoundTrip()
{
    // Each preset written as a layer file reads back to the same counts.
    for (const QString &id : analyzerPresetIds()) {
        const Network n = *analyzerPreset(id);
        const QByteArray json = QJsonDocument(layerFileJson(n)).toJson();
        QString error;
        const auto back = readLayerFile(QJsonDocument::fromJson(json).object(), &error);
        QVERIFY2(back, qPrintable(id + u": " + error));
        const Analysis a = analyzeNetwork(n), b = analyzeNetwork(*back);
        QVERIFY2(b.ok(), qPrintable(b.error));
        QCOMPARE(b.params, a.params);
        QCOMPARE(b.macs, a.macs);
        QCOMPARE(b.rows.size(), a.rows.size());
    }
}

void tst_Layers::presetForARow_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("expected"); // empty: no preset describes the row
    // A catalog row keeps its id whatever it was renamed to.
    QTest::newRow("catalog id") << "resnet-50"
                                << "Pre-train my classifier"
                                << "resnet-50";
    QTest::newRow("id in capitals") << "RESNET-18"
                                    << ""
                                    << "resnet-18";
    // A typed row by its name, however the words are separated.
    QTest::newRow("sample name") << "custom"
                                 << "ResNet-50 on ImageNet, 90 epochs"
                                 << "resnet-50";
    QTest::newRow("lower case") << "custom"
                                << "resnet-50"
                                << "resnet-50";
    QTest::newRow("run together") << "custom"
                                  << "ResNet50"
                                  << "resnet-50";
    QTest::newRow("ResNet-18 fine-tune") << "custom"
                                         << "ResNet-18 fine-tune"
                                         << "resnet-18";
    QTest::newRow("VGG-16") << "custom"
                            << "VGG-16"
                            << "vgg16";
    QTest::newRow("MobileNetV2") << "custom"
                                 << "MobileNetV2 int8"
                                 << "mobilenet-v2";
    QTest::newRow("ViT-B/16") << "custom"
                              << "ViT-B/16"
                              << "vit-b-16";
    // A longer number is another network, a decoder is none of them.
    QTest::newRow("ResNet-500") << "custom"
                                << "ResNet-500"
                                << "";
    QTest::newRow("ResNet-101") << "custom"
                                << "ResNet-101"
                                << "";
    QTest::newRow("decoder") << "llama-2-7b"
                             << "Llama 2 7B"
                             << "";
}

void tst_Layers::presetForARow()
{
    QFETCH(QString, id);
    QFETCH(QString, name);
    QFETCH(QString, expected);
    QCOMPARE(analyzerPresetFor(id, name), expected);
}

void tst_Layers::layerFile()
{
    QString error;
    const auto n
        = readLayerFile(readJson(QStringLiteral(FLOPSHEET_TEST_DATA "/analyzer/tiny-cnn.layers.json")), &error);
    QVERIFY2(n, qPrintable(error));
    const Analysis a = analyzeNetwork(*n);
    QVERIFY2(a.ok(), qPrintable(a.error));
    // stem 3·16·9 = 432, BN 32, stage 2 × (16·16·9 + 32) = 4,672, fc 16·10 + 10 = 170, custom 1,000.
    QCOMPARE(a.params, 6306.0);
    // stem 16·32²·27 = 442,368; stage 2 × 16·16²·144 = 1,179,648; fc 160; custom 5,000.
    QCOMPARE(a.macs, 1627176.0);
    QCOMPARE(shapeText(a.output), QStringLiteral("1x10"));
}

void tst_Layers::badLayerFiles_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    const QByteArray head
        = R"({"format": "flopsheet-layers", "formatVersion": 1, "input_shape": [1, 3, 8, 8], "layers": )";
    QTest::newRow("unknown-key") << head + R"([{"type": "conv2d", "out_chanels": 4, "kernel": 3}]})"
                                 << QStringLiteral("unknown key \"out_chanels\"");
    QTest::newRow("unknown-type") << head + R"([{"type": "quantum"}]})" << QStringLiteral("\"quantum\"");
    QTest::newRow("string-number") << head + R"([{"type": "conv2d", "out_channels": "4", "kernel": 3}]})"
                                   << QStringLiteral("\"out_channels\" must be a whole number");
    QTest::newRow("fraction") << head + R"([{"type": "linear", "out_features": 2.5}]})"
                              << QStringLiteral("\"out_features\" must be a whole number");
    QTest::newRow("negative-kernel") << head + R"([{"type": "conv2d", "out_channels": 4, "kernel": -3}]})"
                                     << QStringLiteral("\"kernel\"");
    // A pooling window without a size (its stride defaults to it): refused, not divided by (fuzz_layerfile).
    QTest::newRow("pool-no-kernel") << head + R"([{"type": "maxpool2d"}]})" << QStringLiteral("kernel is required");
    QTest::newRow("empty-block") << head + R"([{"type": "block", "repeat": 2}]})"
                                 << QStringLiteral("a block needs \"layers\"");
    QTest::newRow("huge-repeat") << head + R"([{"type": "block", "repeat": 1e12, "layers": [{"type": "relu"}]}]})"
                                 << QStringLiteral("\"repeat\"");
    QTest::newRow("no-input") << QByteArray(R"({"format": "flopsheet-layers", "formatVersion": 1, "layers": []})")
                              << QStringLiteral("input_shape");
    QTest::newRow("zero-input") << QByteArray(
        R"({"format": "flopsheet-layers", "formatVersion": 1, "input_shape": [1, 0], "layers": []})")
                                << QStringLiteral("input_shape");
    QTest::newRow("newer") << QByteArray(
        R"({"format": "flopsheet-layers", "formatVersion": 7, "input_shape": [1], "layers": []})")
                           << QStringLiteral("newer");
    QByteArray deep = head;
    for (int i = 0; i < 40; ++i)
        deep += R"([{"type": "block", "layers": )";
    deep += R"([{"type": "relu"}])";
    for (int i = 0; i < 40; ++i)
        deep += "}]";
    deep += "}";
    QTest::newRow("too-deep") << deep << QStringLiteral("nested more than 32");
}

void tst_Layers::badLayerFiles()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    QVERIFY2(doc.isObject(), qPrintable(parseError.errorString()));
    QString error;
    const auto n = readLayerFile(doc.object(), &error);
    if (n) {
        const Analysis a = analyzeNetwork(*n);
        error = a.error;
    }
    QVERIFY2(error.contains(expected), qPrintable(error));
}

void tst_Layers::truncatedAndMutated()
{
    // Fuzz-style: the example layer file and the ResNet-50 preset written as a layer file, cut at many
    // points and with each key of each layer set to absurd values. Every run ends in an analysis or a
    // one-line reason.
    const QJsonValue absurd[] = { QJsonValue(-1), QJsonValue(0), QJsonValue(1e300), QJsonValue(2.5),
        QJsonValue(QStringLiteral("x")), QJsonValue(QJsonValue::Null), QJsonValue(QJsonArray { 1, 0, 3 }),
        QJsonValue(QJsonObject {}), QJsonValue(double(std::int64_t(1) << 40)) };
    int runs = 0, refused = 0;
    auto check = [&](const QJsonObject &root) {
        QString error;
        const auto n = readLayerFile(root, &error);
        const Analysis a = n ? analyzeNetwork(*n) : Analysis();
        ++runs;
        const QString why = n ? a.error : error;
        refused += why.isEmpty() ? 0 : 1;
        QVERIFY(n ? (a.ok() || !a.error.isEmpty()) : !error.isEmpty());
        QVERIFY(why.count(u'\n') == 0);
    };
    const QJsonObject tiny = readJson(QStringLiteral(FLOPSHEET_TEST_DATA "/analyzer/tiny-cnn.layers.json"));
    for (const QJsonObject &root : { tiny, layerFileJson(*analyzerPreset(u"resnet-50")) }) {
        const QByteArray bytes = QJsonDocument(root).toJson(QJsonDocument::Compact);
        for (qsizetype cut = 0; cut < bytes.size(); cut += 1 + bytes.size() / 300) {
            const QJsonDocument doc = QJsonDocument::fromJson(bytes.left(cut));
            if (doc.isObject())
                check(doc.object());
        }
    }
    const QJsonArray layers = tiny.value(QStringLiteral("layers")).toArray();
    for (qsizetype i = 0; i < layers.size(); ++i) {
        for (const QString &key : layers[i].toObject().keys()) {
            for (const QJsonValue &value : absurd) {
                QJsonObject layer = layers[i].toObject();
                layer.insert(key, value);
                QJsonArray mutatedLayers = layers;
                mutatedLayers[i] = layer;
                QJsonObject root = tiny;
                root.insert(QStringLiteral("layers"), mutatedLayers);
                check(root);
            }
        }
    }
    for (const QJsonValue &value : absurd) {
        QJsonObject root = tiny;
        root.insert(QStringLiteral("input_shape"), value);
        check(root);
    }
    qInfo("%d damaged layer files analysed, %d refused", runs, refused);
    QVERIFY(refused > 50);
}

QTEST_GUILESS_MAIN(tst_Layers)
#include "tst_layers.moc"
