// The architecture editor's widget-free half: layer-tree edits, the editor's undo steps, the tree
// model, the apply command and a workload's architecture in project files.
#include "../core/textencodings.h"
#include "core/analyzer/architecturemodel.h"
#include "core/analyzer/layerfile.h"
#include "core/analyzer/layersettings.h"
#include "core/analyzer/networkeditor.h"
#include "core/analyzer/networkedits.h"
#include "core/analyzer/presets.h"
#include "core/catalog/catalog.h"
#include "core/document/edits.h"
#include "core/document/project.h"
#include "core/io/projectfile.h"

#include <QAbstractItemModelTester>
#include <QBrush>
#include <QColor>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace flopsheet;

namespace {

Layer conv(std::int64_t out, std::int64_t k, std::int64_t s, std::int64_t p)
{
    Layer l;
    l.kind = LayerKind::Conv;
    l.features = out;
    l.kernel = { k };
    l.stride = { s };
    l.padding = { p };
    return l;
}

Layer simple(LayerKind kind, const QString &name = {})
{
    Layer l;
    l.kind = kind;
    l.name = name;
    if (kind == LayerKind::Activation)
        l.activation = QStringLiteral("relu");
    return l;
}

Layer linear(std::int64_t in, std::int64_t out)
{
    Layer l;
    l.kind = LayerKind::Linear;
    l.inFeatures = in;
    l.features = out;
    return l;
}

/** Conv 3→16 k3 s1 p1, ReLU, Flatten, Linear 16384→10 on 1×3×32×32. */
Network smallNet()
{
    Network n;
    n.name = QStringLiteral("small");
    n.input = { 1, 3, 32, 32 };
    n.layers = { conv(16, 3, 1, 1), simple(LayerKind::Activation), simple(LayerKind::Flatten), linear(16384, 10) };
    return n;
}

QStringList words(const char *text)
{
    return QString::fromLatin1(text).split(u' ');
}

LayerPath top(int i)
{
    return { { i, false } };
}

QStringList kinds(const std::vector<Layer> &layers)
{
    QStringList out;
    for (const Layer &l : layers)
        out << layerKindName(l.kind);
    return out;
}

} // namespace

class tst_Architecture : public QObject {
    Q_OBJECT

private slots:
    void smallNetTotals();
    void insertRemoveMove();
    void removingEveryLayerOfABlockIsRefused();
    void wrapInBlockAndRepeat();
    void unwrap();
    void invalidShapeReportedOnItsLayer();
    void customLayerCounted();
    void editorUndoRedo();
    void treeModel();
    void treeModelEditsRepeatInPlace();
    void applyCommandIsOneStep();
    void applyLeavesDerivedFlopsOfTokenModels();
    void projectFileKeepsArchitecture();
    void projectFileRefusesBadArchitecture();
    void layerFileSaveAndLoad();
    void layerFileInOtherEncodings_data();
    void layerFileInOtherEncodings();
    void intLists();
    void everyKindHasALabelAndAFileWord();
};

void tst_Architecture::smallNetTotals()
{
    const Analysis a = analyzeNetwork(smallNet());
    QVERIFY2(a.ok(), qPrintable(a.error));
    // Conv: 16·3·3·3 weights + 16 biases = 448; MACs = 16·32·32 outputs × 27 = 442,368.
    // Linear: 16,384·10 + 10 = 163,850 parameters; 163,840 MACs. Totals: 164,298 and 606,208.
    QCOMPARE(a.params, 164298.0);
    QCOMPARE(a.macs, 606208.0);
    QCOMPARE(a.rows.size(), size_t(4));
    QCOMPARE(a.rows[3].path, top(3));
}

void tst_Architecture::insertRemoveMove()
{
    Network n = smallNet();
    QString error;
    QVERIFY(insertLayer(n, top(1), simple(LayerKind::BatchNorm), &error));
    QCOMPARE(kinds(n.layers), words("conv batchnorm activation flatten linear"));
    QVERIFY(insertLayer(n, top(5), simple(LayerKind::Dropout), &error)); // appended
    QVERIFY(!insertLayer(n, top(7), simple(LayerKind::Dropout), &error));
    QVERIFY2(error.contains(u"8"), qPrintable(error)); // positions are counted from 1
    QVERIFY(moveLayer(n, top(1), 1, &error));
    QCOMPARE(kinds(n.layers), words("conv activation batchnorm flatten linear dropout"));
    QVERIFY(!moveLayer(n, top(0), -1, &error));
    QVERIFY(!moveLayer(n, top(5), 1, &error));
    QVERIFY(removeLayers(n, { top(5), top(2) }, &error));
    QCOMPARE(kinds(n.layers), words("conv activation flatten linear"));
    QVERIFY(!removeLayers(n, { top(9) }, &error));
    QCOMPARE(n.layers.size(), size_t(4)); // a refused edit leaves the network as it was
}

void tst_Architecture::removingEveryLayerOfABlockIsRefused()
{
    Network n = smallNet();
    QString error;
    QVERIFY(wrapInBlock(n, top(1), 2, 1, &error));
    const Network before = n;
    QVERIFY(!removeLayers(n, { { { 1, false }, { 0, false } }, { { 1, false }, { 1, false } } }, &error));
    QVERIFY2(error.contains(u"unwrap"), qPrintable(error));
    QCOMPARE(layerFileJson(n), layerFileJson(before));
    // With the block itself, all three go.
    QVERIFY(removeLayers(n, { { { 1, false }, { 0, false } }, top(1), { { 1, false }, { 1, false } } }, &error));
    QCOMPARE(kinds(n.layers), words("conv linear"));
}

void tst_Architecture::wrapInBlockAndRepeat()
{
    // Three 3×3 convolutions 16→16 on 1×16×8×8 wrapped in a block ×3 count nine times one.
    Network n;
    n.input = { 1, 16, 8, 8 };
    n.layers = { conv(16, 3, 1, 1), simple(LayerKind::Activation) };
    QString error;
    const Analysis once = analyzeNetwork(n);
    // One conv: 16·16·9 + 16 = 2,320 parameters; 64 outputs × 16 channels × 16·9 = 147,456 MACs.
    QCOMPARE(once.params, 2320.0);
    QCOMPARE(once.macs, 147456.0);
    QVERIFY(!wrapInBlock(n, top(1), 2, 3, &error)); // past the end
    QVERIFY(!wrapInBlock(n, top(0), 2, 0, &error)); // repeat 0
    QVERIFY(wrapInBlock(n, top(0), 2, 3, &error));
    QCOMPARE(n.layers.size(), size_t(1));
    QCOMPARE(n.layers[0].kind, LayerKind::Block);
    QCOMPARE(n.layers[0].children.size(), size_t(2));
    Analysis a = analyzeNetwork(n);
    QCOMPARE(a.params, 3 * 2320.0);
    QCOMPARE(a.macs, 3 * 147456.0);
    QCOMPARE(a.rows[1].instances, std::int64_t(3));
    QCOMPARE(a.rows[1].path, (LayerPath { { 0, false }, { 0, false } }));
    QVERIFY(setRepeat(n, top(0), 126, &error));
    a = analyzeNetwork(n);
    QCOMPARE(a.params, 126 * 2320.0);
    QVERIFY(!setRepeat(n, { { 0, false }, { 0, false } }, 2, &error)); // a conv has no repeat count
    QVERIFY(!setRepeat(n, top(0), 0, &error));
    // Nested: the block's conv wrapped again ×2 → 126 × 2 instances of it.
    QVERIFY(wrapInBlock(n, { { 0, false }, { 0, false } }, 1, 2, &error));
    a = analyzeNetwork(n);
    QCOMPARE(a.params, 126 * 2 * 2320.0);
}

void tst_Architecture::unwrap()
{
    Network n = smallNet();
    QString error;
    QVERIFY(wrapInBlock(n, top(1), 2, 4, &error));
    QVERIFY(!unwrapBlock(n, top(0), &error)); // a conv
    QVERIFY(unwrapBlock(n, top(1), &error));
    QCOMPARE(kinds(n.layers), words("conv activation flatten linear"));
    QCOMPARE(analyzeNetwork(n).params, 164298.0);
}

void tst_Architecture::invalidShapeReportedOnItsLayer()
{
    NetworkEditor editor;
    Network n = smallNet();
    n.layers.erase(n.layers.begin() + 2); // no Flatten: the linear layer meets 1×16×32×32
    editor.reset(n);
    ArchitectureModel model(&editor);
    const Analysis &a = editor.analysis();
    QVERIFY(!a.ok());
    QCOMPARE(a.errorPath, top(2));
    QCOMPARE(a.errorReason, QStringLiteral("in_features is 16384 but the input 1x16x32x32 ends in 32"));
    const QModelIndex bad = model.index(2, ArchitectureModel::Output);
    QCOMPARE(bad.data(ArchitectureModel::ProblemRole).toString(), a.errorReason);
    QVERIFY(bad.data().toString().contains(u"in_features is 16384"));
    QCOMPARE(bad.data(Qt::ForegroundRole).value<QBrush>().color(), QColor(0xb7, 0x1c, 0x1c));
    // The layers before it still show their figures; none is marked.
    QCOMPARE(model.index(0, ArchitectureModel::Params).data(ArchitectureModel::RawValueRole).toDouble(), 448.0);
    QVERIFY(model.index(1, ArchitectureModel::Output).data(ArchitectureModel::ProblemRole).toString().isEmpty());
    // Inserting the Flatten makes it fit.
    QVERIFY(editor.insertLayer(top(2), simple(LayerKind::Flatten)));
    QVERIFY(editor.analysis().ok());
    QCOMPARE(editor.analysis().params, 164298.0);

    // Inside a repeated block the failing layer is named by its full path.
    Network deep;
    deep.input = { 1, 8, 16 };
    Layer block = simple(LayerKind::Block);
    block.repeat = 2;
    block.children = { linear(16, 16), linear(32, 16) };
    deep.layers = { block };
    const Analysis d = analyzeNetwork(deep);
    QCOMPARE(d.errorPath, (LayerPath { { 0, false }, { 1, false } }));
}

void tst_Architecture::customLayerCounted()
{
    Network n;
    n.input = { 1, 64 };
    Layer custom = defaultLayer(LayerKind::Custom);
    custom.customParams = 1000;
    custom.customMacs = 5e6;
    custom.customOutput = { 1, 32 };
    Layer block = simple(LayerKind::Block);
    block.repeat = 2;
    block.children = { linear(64, 64) };
    n.layers = { block, custom, linear(32, 4) };
    const Analysis a = analyzeNetwork(n);
    QVERIFY2(a.ok(), qPrintable(a.error));
    // 2 × (64·64 + 64) + 1,000 + (32·4 + 4) = 8,320 + 1,000 + 132 = 9,452 parameters.
    QCOMPARE(a.params, 9452.0);
    // 2 × 4,096 + 5,000,000 + 128 MACs.
    QCOMPARE(a.macs, 8192.0 + 5e6 + 128.0);
    QCOMPARE(a.output, (Shape { 1, 4 }));
    QCOMPARE(layerSummary(custom), QStringLiteral("1k params, 5M MACs, →1x32"));
}

void tst_Architecture::editorUndoRedo()
{
    NetworkEditor editor;
    editor.reset(smallNet());
    QSignalSpy changed(&editor, &NetworkEditor::changed);
    QCOMPARE(editor.undoStack()->count(), 0);
    QVERIFY(editor.wrapInBlock(top(0), 2, 2));
    QVERIFY(editor.setRepeat(top(0), 3));
    QVERIFY(editor.setInputShape({ 2, 3, 32, 32 }));
    QVERIFY(editor.setInputShape({ 2, 3, 32, 32 })); // no change, no step
    QCOMPARE(editor.undoStack()->count(), 3);
    QCOMPARE(changed.count(), 3);
    // ×3 of a 3→16 conv does not keep its shape: the analysis says so, on the block.
    QVERIFY(!editor.analysis().ok());
    QCOMPARE(editor.analysis().errorPath, top(0));
    QVERIFY(!editor.setRepeat(top(1), 2)); // a flatten
    QVERIFY(!editor.errorString().isEmpty());
    QCOMPARE(editor.undoStack()->count(), 3);
    editor.undoStack()->undo();
    editor.undoStack()->undo();
    QCOMPARE(editor.network().layers[0].repeat, std::int64_t(2));
    editor.undoStack()->undo();
    QCOMPARE(kinds(editor.network().layers), words("conv activation flatten linear"));
    QCOMPARE(editor.analysis().params, 164298.0);
    editor.undoStack()->redo();
    QCOMPARE(editor.network().layers[0].kind, LayerKind::Block);
    // Two images per batch: the FLOPs of one sample stay the same.
    editor.reset(smallNet());
    QVERIFY(editor.setInputShape({ 2, 3, 32, 32 }));
    QCOMPARE(editor.flopsPerSample(), 2.0 * 606208.0);
}

void tst_Architecture::treeModel()
{
    NetworkEditor editor;
    ArchitectureModel model(&editor);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    editor.reset(*analyzerPreset(u"resnet-50"));
    QVERIFY(model.rowCount() > 3);
    // Every layer's index and path point at each other, shortcut layers included.
    int shortcuts = 0;
    std::vector<QModelIndex> stack;
    for (int r = 0; r < model.rowCount(); ++r)
        stack.push_back(model.index(r, 0));
    while (!stack.empty()) {
        const QModelIndex index = stack.back();
        stack.pop_back();
        const LayerPath path = model.pathOf(index);
        QCOMPARE(model.indexOf(path), index);
        QVERIFY(layerAt(editor.network(), path));
        shortcuts += path.back().shortcut;
        for (int r = 0; r < model.rowCount(index); ++r)
            stack.push_back(model.index(r, 0, index));
    }
    QVERIFY(shortcuts >= 4); // each stage's first unit has a projection shortcut (conv + batchnorm)
    double params = 0;
    for (int r = 0; r < model.rowCount(); ++r)
        params += model.index(r, ArchitectureModel::Params).data(ArchitectureModel::RawValueRole).toDouble();
    QCOMPARE(params, 25557032.0); // torchvision ResNet-50, the top-level rows sum to it
    // A 2-d input does not suit the stem's convolution: its row says why, the others wait.
    QVERIFY(editor.setInputShape({ 1, 3 }));
    QVERIFY(!model.index(0, ArchitectureModel::Output).data(ArchitectureModel::ProblemRole).toString().isEmpty());
    QCOMPARE(model.index(1, ArchitectureModel::Output).data().toString(), QStringLiteral("—"));
}

void tst_Architecture::treeModelEditsRepeatInPlace()
{
    NetworkEditor editor;
    editor.reset(smallNet());
    QVERIFY(editor.wrapInBlock(top(1), 1, 1));
    ArchitectureModel model(&editor);
    const QModelIndex count = model.index(1, ArchitectureModel::Count);
    QVERIFY(model.flags(count) & Qt::ItemIsEditable);
    QVERIFY(!(model.flags(model.index(0, ArchitectureModel::Count)) & Qt::ItemIsEditable));
    QVERIFY(model.setData(count, 4));
    QCOMPARE(editor.network().layers[1].repeat, std::int64_t(4));
    QCOMPARE(model.index(1, ArchitectureModel::Count).data().toString(), QStringLiteral("×4"));
    QVERIFY(model.setData(model.index(0, ArchitectureModel::Name), QStringLiteral("stem")));
    QCOMPARE(model.index(0, ArchitectureModel::Name).data().toString(), QStringLiteral("stem"));
    QCOMPARE(editor.undoStack()->count(), 3);
}

void tst_Architecture::applyCommandIsOneStep()
{
    Project project;
    const Catalog &catalog = Catalog::builtIn();
    project.reset({ workloadEntryFromPreset(*catalog.workload(QStringLiteral("resnet-50"))) }, {});
    const WorkloadEntry before = project.workload(0);
    const EditResult applied = edits::applyArchitecture(project, 0, 164298, 2.0 * 606208, smallNet());
    QVERIFY2(applied.ok(), qPrintable(applied.error));
    QCOMPARE(project.undoStack()->count(), 1);
    QCOMPARE(fieldValue(project.workload(0), WorkloadField::Params).toDouble(), 164298.0);
    QCOMPARE(fieldValue(project.workload(0), WorkloadField::ForwardFlops).toDouble(), 1212416.0);
    QVERIFY(project.workload(0).architecture.has_value());
    QCOMPARE(layerFileJson(*project.workload(0).architecture), layerFileJson(smallNet()));
    project.undoStack()->undo();
    QCOMPARE(project.workload(0).workload.params, before.workload.params);
    QCOMPARE(project.workload(0).workload.forwardFlopsPerSample, before.workload.forwardFlopsPerSample);
    QVERIFY(!project.workload(0).architecture.has_value());
    // A count the row refuses (no parameters) leaves no step behind.
    const EditResult refused = edits::applyArchitecture(project, 0, 0, 1e9, smallNet());
    QVERIFY(!refused.ok());
    QVERIFY(refused.error.contains(fieldTitle(WorkloadField::Params)));
    QCOMPARE(project.undoStack()->count(), 1);
    QVERIFY(!edits::applyArchitecture(project, 3, 1, 1, smallNet()).ok());
}

void tst_Architecture::applyLeavesDerivedFlopsOfTokenModels()
{
    Project project;
    const Catalog &catalog = Catalog::builtIn();
    project.reset({ workloadEntryFromPreset(*catalog.workload(QStringLiteral("llama-2-7b"))) }, {});
    const double flops = project.workload(0).workload.forwardFlopsPerSample;
    const EditResult applied = edits::applyArchitecture(project, 0, 7e9, 1e12, std::nullopt);
    QVERIFY2(applied.ok(), qPrintable(applied.error));
    QCOMPARE(project.workload(0).workload.params, 7e9);
    QCOMPARE(project.workload(0).workload.forwardFlopsPerSample, flops); // derived from parameters and length
}

void tst_Architecture::projectFileKeepsArchitecture()
{
    const Catalog &catalog = Catalog::builtIn();
    ProjectData data;
    data.workloads = { workloadEntryFromPreset(*catalog.workload(QStringLiteral("resnet-50"))),
        workloadEntryFromPreset(*catalog.workload(QStringLiteral("llama-2-7b"))) };
    Network resnet = *analyzerPreset(u"resnet-50");
    data.workloads[0].architecture = resnet;
    const QJsonObject json = projectToJson(data);
    const QJsonArray rows = json.value(u"workloads").toArray();
    QVERIFY(rows[0].toObject().contains(u"architecture"));
    QVERIFY(!rows[1].toObject().contains(u"architecture")); // optional: absent when none
    ProjectData loaded;
    QString error;
    QVERIFY2(readProject(QJsonDocument(json).toJson(), loaded, &error), qPrintable(error));
    QVERIFY(loaded.workloads[0].architecture.has_value());
    QCOMPARE(layerFileJson(*loaded.workloads[0].architecture), layerFileJson(resnet));
    QVERIFY(!loaded.workloads[1].architecture.has_value());
    // What comes back analyses to the published count again.
    const std::optional<Network> &network = loaded.workloads[0].architecture;
    QCOMPARE(analyzeNetwork(*network).params, 25557032.0);
    // Saving what was read gives the same bytes.
    QCOMPARE(QJsonDocument(projectToJson(loaded)).toJson(), QJsonDocument(json).toJson());
}

void tst_Architecture::projectFileRefusesBadArchitecture()
{
    const Catalog &catalog = Catalog::builtIn();
    ProjectData data;
    data.workloads = { workloadEntryFromPreset(*catalog.workload(QStringLiteral("resnet-50"))) };
    QJsonObject root = projectToJson(data);
    QJsonArray workloads = root.value(u"workloads").toArray();
    QJsonObject row = workloads[0].toObject();
    QJsonObject arch = layerFileJson(smallNet());
    QJsonArray layers = arch.value(u"layers").toArray();
    QJsonObject first = layers[0].toObject();
    first[u"stride"] = 0;
    layers[0] = first;
    arch[u"layers"] = layers;
    row[u"architecture"] = arch;
    workloads[0] = row;
    root[u"workloads"] = workloads;
    ProjectData out;
    QString error;
    QVERIFY(!readProject(QJsonDocument(root).toJson(), out, &error));
    QVERIFY2(error.startsWith(u"workloads[0].architecture: layer 1"), qPrintable(error));
    QVERIFY2(error.contains(u"\"stride\""), qPrintable(error));
    row[u"architecture"] = QStringLiteral("not an object");
    workloads[0] = row;
    root[u"workloads"] = workloads;
    QVERIFY(!readProject(QJsonDocument(root).toJson(), out, &error));
    QVERIFY2(error.startsWith(u"workloads[0].architecture: must be an object"), qPrintable(error));
}

void tst_Architecture::layerFileSaveAndLoad()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("net.json"));
    QString error;
    Network n = smallNet();
    QVERIFY(wrapInBlock(n, top(1), 1, 3, &error));
    QVERIFY2(saveLayerFile(n, path, &error), qPrintable(error));
    const auto back = loadLayerFile(path, &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(layerFileJson(*back), layerFileJson(n));
    QVERIFY(!saveLayerFile(n, dir.filePath(QStringLiteral("missing/net.json")), &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!loadLayerFile(dir.filePath(QStringLiteral("nothing.json")), &error));
}

void tst_Architecture::layerFileInOtherEncodings_data()
{
    test::addOtherEncodingRows();
}

void tst_Architecture::layerFileInOtherEncodings()
{
    // The architecture editor's Open (issue 18): a layer file saved again as UTF-16 or UTF-32 names the
    // encoding; with a UTF-8 byte-order mark it opens as without one.
    QFETCH(int, encoding);
    QFETCH(bool, bom);
    QFETCH(QString, named);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("net.json"));
    QString error;
    const Network n = smallNet();
    QVERIFY2(saveLayerFile(n, path, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray utf8 = file.readAll();
    file.close();
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(test::encodedAs(QString::fromUtf8(utf8), encoding, bom));
    file.close();
    QVERIFY(!loadLayerFile(path, &error));
    QCOMPARE(error, test::otherEncodingMessage(named));

    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("\xEF\xBB\xBF" + utf8);
    file.close();
    const auto back = loadLayerFile(path, &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(layerFileJson(*back), layerFileJson(n));
}

void tst_Architecture::intLists()
{
    QString error;
    QCOMPARE(*parseIntList(u"3", 1, &error), (std::vector<std::int64_t> { 3 }));
    QCOMPARE(*parseIntList(u" 1x3 x 3", 1, &error), (std::vector<std::int64_t> { 1, 3, 3 }));
    QCOMPARE(*parseIntList(u"2, 2", 1, &error), (std::vector<std::int64_t> { 2, 2 }));
    QVERIFY(parseIntList(u"", 1, &error)->empty());
    QCOMPARE(*parseIntList(u"0", 0, &error), (std::vector<std::int64_t> { 0 }));
    QVERIFY(!parseIntList(u"0", 1, &error));
    QVERIFY(error.contains(u"\"0\""));
    QVERIFY(!parseIntList(u"3.5", 1, &error));
    QVERIFY(!parseIntList(u"1x2x3x4x5x6x7x8x9", 1, &error));
    QCOMPARE(intListText({ 1, 3, 3 }), QStringLiteral("1x3x3"));
}

// The Kind columns show a translated label; layer files keep the word, which reads back as the same kind.
void tst_Architecture::everyKindHasALabelAndAFileWord()
{
    QList<LayerKind> all = addableLayerKinds();
    all.append(LayerKind::Block);
    QSet<QString> labels;
    for (LayerKind kind : all) {
        const QString label = layerKindLabel(kind);
        const QString word = layerKindName(kind);
        QVERIFY2(!label.isEmpty(), qPrintable(word));
        QVERIFY2(!labels.contains(label), qPrintable(label));
        labels.insert(label);
        QCOMPARE(parseLayerKind(word), std::optional<LayerKind>(kind));
    }
    QCOMPARE(layerKindLabel(LayerKind::BatchNorm), QStringLiteral("Batch norm"));
    QCOMPARE(layerKindName(LayerKind::BatchNorm), QStringLiteral("batchnorm"));
    // An analysis row keeps both: the word for JSON, the label for the tables.
    const Analysis a = analyzeNetwork(smallNet());
    QVERIFY2(a.ok(), qPrintable(a.error));
    QCOMPARE(a.rows[0].kind, QStringLiteral("conv"));
    QCOMPARE(a.rows[0].kindLabel, QStringLiteral("Convolution"));
}

QTEST_MAIN(tst_Architecture)
#include "tst_architecture.moc"
