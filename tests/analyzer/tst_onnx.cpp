// ONNX import: whole networks exported from PyTorch (weights stripped), the per-operator models of
// Debian's libonnx-testdata, shape inference with data propagation, and garbled files.
#include "core/analyzer/presets.h"
#include "core/onnx/onnxanalyzer.h"

#include "../core/testutil.h"

#include <onnx/onnx_pb.h>

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRandomGenerator>
#include <QTest>

using namespace flopsheet;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

QString testData(const char *name)
{
    return QStringLiteral(FLOPSHEET_TEST_DATA "/analyzer/") + QLatin1StringView(name);
}

// Debian's libonnx-testdata, found by CMake (tests/analyzer/CMakeLists.txt); empty when it is missing.
QString onnxTestData()
{
    return QStringLiteral(FLOPSHEET_ONNX_TESTDATA);
}

void addTensorInput(onnx::GraphProto &g, const char *name, std::initializer_list<std::int64_t> dims)
{
    onnx::ValueInfoProto *v = g.add_input();
    v->set_name(name);
    auto *t = v->mutable_type()->mutable_tensor_type();
    t->set_elem_type(onnx::TensorProto_DataType_FLOAT);
    for (std::int64_t d : dims)
        t->mutable_shape()->add_dim()->set_dim_value(d);
}

// A model of the given opset with one float input "x" of the given dims and no nodes yet.
onnx::ModelProto modelWithInput(const char *name, std::int64_t opset, std::initializer_list<std::int64_t> dims)
{
    onnx::ModelProto model;
    model.set_ir_version(8);
    model.add_opset_import()->set_version(opset);
    onnx::GraphProto &g = *model.mutable_graph();
    g.set_name(name);
    addTensorInput(g, "x", dims);
    return model;
}

onnx::NodeProto *addNode(onnx::GraphProto &g, const char *op, std::initializer_list<const char *> inputs,
    std::initializer_list<const char *> outputs)
{
    onnx::NodeProto *n = g.add_node();
    n->set_op_type(op);
    for (const char *i : inputs)
        n->add_input(i);
    for (const char *o : outputs)
        n->add_output(o);
    return n;
}

} // namespace

class tst_Onnx : public QObject {
    Q_OBJECT

private slots:
    void resnet18();
    void mobilenetV2ExternalWeights();
    void operatorModels_data();
    void operatorModels();
    void unsupportedOperatorsAreListed();
    void everyOperatorModelLoads();
    void dataPropagation();
    void convKernelFromWeight();
    void innerConvWeightOfAnotherRank();
    void notOnnx_data();
    void notOnnx();
    void truncatedAndGarbled();
};

void tst_Onnx::resnet18()
{
    // torchvision resnet18 exported with scripts/make-onnx-testdata.py: initializers keep their dims, no data.
    const QByteArray bytes = readAll(testData("resnet18-stripped.onnx"));
    QVERIFY(!bytes.isEmpty());
    QVERIFY2(bytes.size() < 200 * 1024, "the committed test network should stay small");
    const Analysis a = analyzeOnnx(bytes);
    QVERIFY2(a.ok(), qPrintable(a.error));
    QVERIFY2(a.unsupported.isEmpty(), qPrintable(a.unsupported.join(u'\n')));
    // torchvision documentation: 11,689,512 parameters, 1.81 GFLOPS (multiply-accumulates).
    QCOMPARE(a.params, 11689512.0);
    FS_COMPARE_REL(a.macs / 1e9, 1.81, 0.01);
    // Two independent counts of the same network agree: the export and the built-in layer preset.
    QCOMPARE(a.macs, analyzeNetwork(*analyzerPreset(u"resnet-18")).macs);
    QCOMPARE(a.output, (Shape { 1, 1000 }));
    // The batch dimension is symbolic in the file: taken as 1 with a warning, or set by the caller.
    QVERIFY2(a.warnings.join(u' ').contains(QStringLiteral("batch")), qPrintable(a.warnings.join(u' ')));
    const Analysis eight = analyzeOnnx(bytes, { 8, 3, 224, 224 });
    QVERIFY2(eight.ok(), qPrintable(eight.error));
    QCOMPARE(eight.macs, 8 * a.macs);
    QCOMPARE(eight.params, a.params);
    QVERIFY(eight.warnings.isEmpty());
    // Another input size through ONNX shape inference matches the preset at that size.
    const Analysis small = analyzeOnnx(bytes, { 1, 3, 160, 128 });
    QVERIFY2(small.ok(), qPrintable(small.error));
    Network preset = *analyzerPreset(u"resnet-18");
    preset.input = { 1, 3, 160, 128 };
    QCOMPARE(small.macs, analyzeNetwork(preset).macs);
    QVERIFY(small.macs < a.macs / 2);
}

void tst_Onnx::mobilenetV2ExternalWeights()
{
    // Weights marked as stored in an external file that is not there: only the dims are needed.
    const Analysis a = analyzeOnnx(readAll(testData("mobilenetv2-external-missing.onnx")));
    QVERIFY2(a.ok(), qPrintable(a.error));
    QVERIFY2(a.unsupported.isEmpty(), qPrintable(a.unsupported.join(u'\n')));
    // torchvision documentation: 3,504,872 parameters, 0.30 GFLOPS.
    QCOMPARE(a.params, 3504872.0);
    FS_COMPARE_REL(a.macs / 1e9, 0.30, 0.01);
    QCOMPARE(a.macs, analyzeNetwork(*analyzerPreset(u"mobilenet-v2")).macs);
}

void tst_Onnx::operatorModels_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<double>("macs");
    QTest::addColumn<double>("otherFlops");
    // Shapes from each model's inputs; counts by hand. Conv: output elements × C/groups × kernel.
    QTest::newRow("conv-strides-padding") << "test_conv_with_strides_padding" << 4.0 * 3 * 9 << 0.0; // y 1x1x4x3
    QTest::newRow("conv-autopad-same") << "test_conv_with_autopad_same" << 3.0 * 3 * 9 << 0.0; // y 1x1x3x3
    // ConvTranspose: each of the 9 input values meets 2 output channels × 3×3 weights.
    QTest::newRow("convtranspose") << "test_convtranspose" << 9.0 * 18 << 0.0;
    // Gemm transA: a is 6×3 so K = 6; y 3×4; + C once per output.
    QTest::newRow("gemm-transA") << "test_gemm_transposeA" << 3.0 * 4 * 6 << 12.0;
    QTest::newRow("gemm-bias") << "test_gemm_default_matrix_bias" << 3.0 * 4 * 6 << 12.0;
    // Batched MatMul: 2×3×3 outputs, each a 4-long dot product.
    QTest::newRow("matmul-3d") << "test_matmul_3d" << 18.0 * 4 << 0.0;
    QTest::newRow("matmul-4d") << "test_matmul_4d" << 18.0 * 4 << 0.0;
    // Einsum bij,bjk->bik with b=5, i=2, j=3, k=4.
    QTest::newRow("einsum-batch-matmul") << "test_einsum_batch_matmul" << 5.0 * 2 * 3 * 4 << 0.0;
    QTest::newRow("einsum-transpose") << "test_einsum_transpose" << 0.0 << 12.0;
    // Batch norm 2 per element of 2×3×4×5; layer norm 5 per element (fvcore).
    QTest::newRow("batchnorm") << "test_batchnorm_example" << 0.0 << 240.0;
    QTest::newRow("layernorm-opset17") << "test_layer_normalization_4d_axis0" << 0.0 << 600.0;
    // Pooling: output elements × window; global pooling: input elements.
    QTest::newRow("maxpool") << "test_maxpool_2d_default" << 0.0 << 3.0 * 31 * 31 * 4;
    QTest::newRow("averagepool-strides") << "test_averagepool_2d_strides" << 0.0 << 3.0 * 10 * 10 * 25;
    QTest::newRow("globalaveragepool") << "test_globalaveragepool" << 0.0 << 75.0;
    QTest::newRow("relu") << "test_relu" << 0.0 << 60.0;
    QTest::newRow("softmax") << "test_softmax_axis_0" << 0.0 << 180.0;
    QTest::newRow("add-broadcast") << "test_add_bcast" << 0.0 << 60.0;
}

void tst_Onnx::operatorModels()
{
    QFETCH(QString, model);
    QFETCH(double, macs);
    QFETCH(double, otherFlops);
    QVERIFY2(!onnxTestData().isEmpty(), "libonnx-testdata is not installed (scripts/setup.sh installs it)");
    const QByteArray bytes = readAll(onnxTestData() + QStringLiteral("/node/") + model + QStringLiteral("/model.onnx"));
    QVERIFY2(!bytes.isEmpty(), qPrintable(model + QStringLiteral(" is missing from libonnx-testdata")));
    const Analysis a = analyzeOnnx(bytes);
    QVERIFY2(a.ok(), qPrintable(a.error));
    QVERIFY2(a.unsupported.isEmpty(), qPrintable(a.unsupported.join(u'\n')));
    QCOMPARE(a.macs, macs);
    QCOMPARE(a.otherFlops, otherFlops);
}

void tst_Onnx::unsupportedOperatorsAreListed()
{
    QVERIFY2(!onnxTestData().isEmpty(), "libonnx-testdata is not installed (scripts/setup.sh installs it)");
    const Analysis a = analyzeOnnx(readAll(onnxTestData() + QStringLiteral("/node/test_lstm_defaults/model.onnx")));
    QVERIFY2(a.ok(), qPrintable(a.error));
    QCOMPARE(a.unsupported.size(), 1);
    QVERIFY2(a.unsupported.first().startsWith(QStringLiteral("LSTM: 1 node")), qPrintable(a.unsupported.first()));
}

void tst_Onnx::everyOperatorModelLoads()
{
    // Every per-operator model reads without an error; each one either counts or lists its operator.
    QVERIFY2(!onnxTestData().isEmpty(), "libonnx-testdata is not installed (scripts/setup.sh installs it)");
    int models = 0, fullyCounted = 0;
    QDirIterator it(onnxTestData() + QStringLiteral("/node"), { QStringLiteral("model.onnx") }, QDir::Files,
        QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const Analysis a = analyzeOnnx(readAll(path));
        QVERIFY2(a.ok(), qPrintable(path + u": " + a.error));
        ++models;
        fullyCounted += a.unsupported.isEmpty() ? 1 : 0;
        for (const LayerRow &row : a.rows)
            QVERIFY2(row.macs >= 0 && row.otherFlops >= 0 && row.params >= 0, qPrintable(path));
    }
    qInfo("%d per-operator models, %d counted without an unsupported operator", models, fullyCounted);
    QVERIFY(models > 900);
    QVERIFY(fullyCounted > models / 2);
}

void tst_Onnx::dataPropagation()
{
    // x [2, 8, 4, 4] -> Reshape(x, Concat(Gather(Shape(x), 0), [-1])) -> [2, 128] -> MatMul W[128, 10].
    // The reshape target is computed in the graph: only data propagation gives the MatMul's shape
    // (ONNX propagates Shape's data from opset 15 on).
    onnx::ModelProto model = modelWithInput("reshape-by-shape", 15, { 2, 8, 4, 4 });
    onnx::GraphProto &g = *model.mutable_graph();
    auto constant = [&g](const char *name, std::int64_t value, bool vector) {
        onnx::TensorProto *t = g.add_initializer();
        t->set_name(name);
        t->set_data_type(onnx::TensorProto_DataType_INT64);
        if (vector)
            t->add_dims(1);
        t->add_int64_data(value);
    };
    constant("zero", 0, false);
    constant("minus_one", -1, true);
    onnx::TensorProto *w = g.add_initializer();
    w->set_name("W");
    w->set_data_type(onnx::TensorProto_DataType_FLOAT);
    w->add_dims(128);
    w->add_dims(10); // no data: only the dims count
    addNode(g, "Shape", { "x" }, { "s" });
    addNode(g, "Gather", { "s", "zero" }, { "batch" });
    onnx::NodeProto *unsqueeze = addNode(g, "Unsqueeze", { "batch", "axes" }, { "batch1" });
    Q_UNUSED(unsqueeze);
    constant("axes", 0, true);
    onnx::NodeProto *concat = addNode(g, "Concat", { "batch1", "minus_one" }, { "target" });
    onnx::AttributeProto *axis = concat->add_attribute();
    axis->set_name("axis");
    axis->set_type(onnx::AttributeProto_AttributeType_INT);
    axis->set_i(0);
    addNode(g, "Reshape", { "x", "target" }, { "flat" });
    addNode(g, "MatMul", { "flat", "W" }, { "y" });
    g.add_output()->set_name("y");
    const Analysis a = analyzeOnnxModel(model);
    QVERIFY2(a.ok(), qPrintable(a.error));
    QVERIFY2(a.unsupported.isEmpty(), qPrintable(a.unsupported.join(u'\n')));
    QCOMPARE(a.params, 1280.0);
    QCOMPARE(a.macs, 2.0 * 10 * 128);
    QCOMPARE(a.output, (Shape { 2, 10 }));
}

namespace {

// x [1, 3, 8, 8] -> Relu -> h -> Conv(h, W) with W's dims as given (no data) and no kernel_shape attribute.
onnx::ModelProto reluThenConv(std::initializer_list<std::int64_t> weightDims)
{
    onnx::ModelProto model = modelWithInput("relu-conv", 13, { 1, 3, 8, 8 });
    onnx::GraphProto &g = *model.mutable_graph();
    onnx::TensorProto *w = g.add_initializer();
    w->set_name("W");
    w->set_data_type(onnx::TensorProto_DataType_FLOAT);
    for (std::int64_t d : weightDims)
        w->add_dims(d);
    addNode(g, "Relu", { "x" }, { "h" });
    addNode(g, "Conv", { "h", "W" }, { "y" })->set_name("conv");
    g.add_output()->set_name("y");
    return model;
}

} // namespace

void tst_Onnx::convKernelFromWeight()
{
    // The spec's default kernel, the weight's spatial shape: 4 filters of 3 × 3 × 3 over 6 × 6 outputs.
    onnx::ModelProto model = reluThenConv({ 4, 3, 3, 3 });
    const Analysis a = analyzeOnnxModel(model);
    QVERIFY2(a.ok(), qPrintable(a.error));
    QCOMPARE(a.output, (Shape { 1, 4, 6, 6 }));
    QCOMPARE(a.macs, 4.0 * 3 * 3 * 3 * 6 * 6);
}

void tst_Onnx::innerConvWeightOfAnotherRank()
{
    // A 3-D weight on the 2-D output of an inner node, no kernel_shape: libonnx read the kernel from the weight
    // and indexed past it (a crash the onnx fuzz target found); the kernel is now spelled out before shape
    // inference, which then refuses the node, and the check after it names the rule.
    onnx::ModelProto model = reluThenConv({ 4, 3, 3, 3, 3 });
    const Analysis a = analyzeOnnxModel(model);
    QVERIFY(!a.ok());
    QVERIFY2(a.error.contains(u"the weight has 5 dimensions and the input 4"), qPrintable(a.error));
}

void tst_Onnx::notOnnx_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("text") << QByteArray("this is not a model\n");
    QTest::newRow("json") << QByteArray(R"({"model_type": "llama"})");
    QTest::newRow("zeros") << QByteArray(4096, '\0');
    QByteArray noise(8192, Qt::Uninitialized);
    QRandomGenerator rng(42);
    for (char &c : noise)
        c = char(rng.bounded(256));
    QTest::newRow("noise") << noise;
}

void tst_Onnx::notOnnx()
{
    QFETCH(QByteArray, bytes);
    const Analysis a = analyzeOnnx(bytes);
    QVERIFY(!a.ok());
    QVERIFY2(!a.error.isEmpty(), "a refusal says why");
}

void tst_Onnx::truncatedAndGarbled()
{
    // Fuzz-style: the ResNet-18 file cut at many points and with bytes overwritten; every call must
    // return (an analysis or an error), never crash or hang.
    const QByteArray bytes = readAll(testData("resnet18-stripped.onnx"));
    QVERIFY(!bytes.isEmpty());
    int refused = 0, runs = 0;
    for (qsizetype cut = 0; cut < bytes.size(); cut += 61) {
        const Analysis a = analyzeOnnx(bytes.left(cut));
        ++runs;
        refused += a.ok() ? 0 : 1;
        QVERIFY(a.ok() || !a.error.isEmpty());
    }
    QRandomGenerator rng(7);
    for (int i = 0; i < 300; ++i) {
        QByteArray garbled = bytes;
        for (int k = 0; k < 1 + i % 8; ++k)
            garbled[rng.bounded(int(garbled.size()))] = char(rng.bounded(256));
        const Analysis a = analyzeOnnx(garbled);
        ++runs;
        QVERIFY(a.ok() || !a.error.isEmpty());
        QVERIFY(!(a.macs < 0) && !(a.params < 0));
    }
    qInfo("%d damaged files analysed, %d truncated ones refused", runs, refused);
    QVERIFY(refused > 0);
}

QTEST_GUILESS_MAIN(tst_Onnx)
#include "tst_onnx.moc"
