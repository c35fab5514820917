// The architecture editor dialog, offscreen: a small network built through its forms and buttons,
// its totals against hand-computed values, and Apply as one undo step of the project.
#include "core/analyzer/architecturemodel.h"
#include "core/analyzer/networkeditor.h"
#include "core/catalog/catalog.h"
#include "core/document/project.h"
#include "core/estimate/units.h"
#include "ui/analyzer/architecturedialog.h"
#include "ui/analyzer/layerdialog.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QInputDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>
#include <QUndoStack>

#include <functional>

using namespace flopsheet;

namespace {

/** Runs `fill` on the next modal dialog once it is up (the form a button opens), as a user would. */
void whenModal(std::function<void(QWidget *)> fill)
{
    QTimer::singleShot(10, qApp, [fill] {
        if (QWidget *modal = QApplication::activeModalWidget())
            fill(modal);
        else
            whenModal(fill);
    });
}

void fillLayer(QWidget *modal, LayerKind kind, const std::function<void(LayerDialog *)> &settings)
{
    auto *form = qobject_cast<LayerDialog *>(modal);
    QVERIFY(form);
    form->setKind(kind);
    settings(form);
    form->accept();
}

void type(QWidget *field, const QString &text)
{
    auto *edit = qobject_cast<QLineEdit *>(field);
    edit->selectAll();
    QTest::keyClicks(edit, text);
}

double cell(const Project &project, WorkloadField f)
{
    return fieldValue(project.workload(0), f).toDouble();
}

/** A conv net of the user's own: no layers yet and no preset by its name, so the editor starts empty. */
WorkloadEntry ownConvNet()
{
    WorkloadEntry own = workloadEntryFromPreset(*Catalog::builtIn().workload(QStringLiteral("resnet-50")));
    own.workload.id = QStringLiteral("custom");
    own.workload.name = QStringLiteral("My conv net");
    return own;
}

void makeCurrent(ArchitectureDialog &dialog, int row)
{
    dialog.view()->setCurrentIndex(dialog.model()->index(row, 0));
}

} // namespace

class tst_ArchitectureDialog : public QObject {
    Q_OBJECT

private slots:
    void buildSmallNetworkAndApply();
    void blockRepeatAndUndo();
    void saveAndOpenLayerFile();
    void closeAsksAboutUnappliedEdits();
    void mixtureOfExpertsSendsTheChosenCount();
};

void tst_ArchitectureDialog::buildSmallNetworkAndApply()
{
    Project project;
    project.reset({ ownConvNet() }, {});
    ArchitectureDialog dialog(&project, 0);
    dialog.show();
    QVERIFY(dialog.editor()->network().layers.empty());

    auto *shape = dialog.findChild<QLineEdit *>(QStringLiteral("inputShape"));
    type(shape, QStringLiteral("1x3x32x32"));
    QTest::keyClick(shape, Qt::Key_Return);
    QCOMPARE(dialog.editor()->network().input, (Shape { 1, 3, 32, 32 }));

    // Conv 3→16, kernel 3, stride 1, padding 1.
    whenModal([](QWidget *m) {
        fillLayer(m, LayerKind::Conv, [](LayerDialog *f) {
            qobject_cast<QSpinBox *>(f->field(LayerSetting::Features))->setValue(16);
            type(f->field(LayerSetting::Kernel), QStringLiteral("3"));
            type(f->field(LayerSetting::Stride), QStringLiteral("1"));
            type(f->field(LayerSetting::Padding), QStringLiteral("1"));
        });
    });
    dialog.action("add")->trigger();
    QCOMPARE(dialog.model()->rowCount(), 1);
    QCOMPARE(dialog.view()->currentIndex().row(), 0); // the new layer is current, so the next goes after it

    whenModal([](QWidget *m) { fillLayer(m, LayerKind::Activation, [](LayerDialog *) {}); }); // relu
    dialog.action("add")->trigger();

    // Linear 16·32·32 → 10 straight after the ReLU does not fit a 1×16×32×32 input: said on its row.
    whenModal([](QWidget *m) {
        fillLayer(m, LayerKind::Linear, [](LayerDialog *f) {
            qobject_cast<QSpinBox *>(f->field(LayerSetting::Features))->setValue(10);
            qobject_cast<QSpinBox *>(f->field(LayerSetting::InFeatures))->setValue(16 * 32 * 32);
        });
    });
    dialog.action("add")->trigger();
    QCOMPARE(dialog.model()->rowCount(), 3);
    const QModelIndex linearOutput = dialog.model()->index(2, ArchitectureModel::Output);
    QVERIFY2(
        linearOutput.data().toString().contains(u"in_features is 16384"), qPrintable(linearOutput.data().toString()));
    QVERIFY(dialog.totalsText().contains(u"invalid"));
    QVERIFY(!dialog.totalsText().contains(u"Parameters"));

    // A Flatten added after it and moved up one makes the network fit.
    whenModal([](QWidget *m) { fillLayer(m, LayerKind::Flatten, [](LayerDialog *) {}); });
    dialog.action("add")->trigger();
    QCOMPARE(dialog.view()->currentIndex().row(), 3);
    dialog.action("up")->trigger();
    QCOMPARE(dialog.model()->index(2, ArchitectureModel::Kind).data().toString(), QStringLiteral("Flatten"));

    const Analysis &a = dialog.editor()->analysis();
    QVERIFY2(a.ok(), qPrintable(a.error));
    // Conv: 16·3·3·3 + 16 = 448 parameters; 16·32·32 outputs × 3·3·3 = 442,368 MACs.
    // Linear: 16,384·10 + 10 = 163,850 parameters; 16,384·10 = 163,840 MACs.
    // Totals: 164,298 parameters, 606,208 MACs, 1,212,416 forward FLOPs per image.
    QCOMPARE(a.params, 164298.0);
    QCOMPARE(a.macs, 606208.0);
    QCOMPARE(dialog.editor()->flopsPerSample(), 1212416.0);
    // Activations in FP32: conv, relu and flatten outputs 16,384 values each, the linear 10: 196,648 bytes.
    QCOMPARE(a.activationBytes, 196648.0);
    QVERIFY(dialog.totalsText().contains(formatSi(606208, 4)));
    QCOMPARE(dialog.editor()->undoStack()->count(), 6); // shape, four adds, one move

    const int steps = project.undoStack()->count();
    QVERIFY(dialog.apply());
    QCOMPARE(project.undoStack()->count(), steps + 1);
    QCOMPARE(cell(project, WorkloadField::Params), 164298.0);
    QCOMPARE(cell(project, WorkloadField::ForwardFlops), 1212416.0);
    QVERIFY(project.workload(0).architecture.has_value());

    // Reopened, the editor shows the row's layers.
    {
        ArchitectureDialog again(&project, 0);
        QCOMPARE(again.model()->rowCount(), 4);
        QCOMPARE(again.editor()->analysis().params, 164298.0);
        QCOMPARE(again.editor()->network().input, (Shape { 1, 3, 32, 32 }));
    }
    // One undo puts back parameters, FLOPs and the (absent) architecture together.
    project.undoStack()->undo();
    QVERIFY(cell(project, WorkloadField::Params) != 164298.0);
    QVERIFY(cell(project, WorkloadField::ForwardFlops) != 1212416.0);
    QVERIFY(!project.workload(0).architecture.has_value());
}

void tst_ArchitectureDialog::blockRepeatAndUndo()
{
    Project project;
    project.reset({ ownConvNet() }, {});
    ArchitectureDialog dialog(&project, 0);
    dialog.show();
    // Three layers 3×3 conv 64→64 + ReLU on 1×64×8×8, wrapped ×1 and then repeated ×4 in place.
    auto *shape = dialog.findChild<QLineEdit *>(QStringLiteral("inputShape"));
    type(shape, QStringLiteral("1x64x8x8"));
    QTest::keyClick(shape, Qt::Key_Return);
    whenModal([](QWidget *m) { fillLayer(m, LayerKind::Conv, [](LayerDialog *) {}); }); // 64 ch, k3 p1
    dialog.action("add")->trigger();
    whenModal([](QWidget *m) { fillLayer(m, LayerKind::Activation, [](LayerDialog *) {}); });
    dialog.action("add")->trigger();
    dialog.view()->selectAll();
    whenModal([](QWidget *m) {
        auto *input = qobject_cast<QInputDialog *>(m);
        QVERIFY(input);
        input->setIntValue(4);
        input->accept();
    });
    dialog.action("wrap")->trigger();
    QCOMPARE(dialog.model()->rowCount(), 1);
    const QModelIndex block = dialog.model()->index(0, 0);
    QCOMPARE(dialog.model()->rowCount(block), 2);
    QVERIFY(dialog.view()->isExpanded(block));
    // One conv: 64·64·9 + 64 = 36,928 parameters; 64 outputs × 64 channels × 64·9 = 2,359,296 MACs; ×4.
    QCOMPARE(dialog.editor()->analysis().params, 4 * 36928.0);
    QCOMPARE(dialog.editor()->analysis().macs, 4 * 2359296.0);
    QCOMPARE(dialog.model()->index(0, ArchitectureModel::Count).data().toString(), QStringLiteral("×4"));

    // Count edited in place: ×126.
    QVERIFY(dialog.model()->setData(dialog.model()->index(0, ArchitectureModel::Count), 126));
    QCOMPARE(dialog.editor()->analysis().params, 126 * 36928.0);

    // A conv to 32 channels inside the repeated block breaks it; the block says why, undo mends it.
    makeCurrent(dialog, 0);
    dialog.view()->setCurrentIndex(dialog.model()->index(0, 0, dialog.model()->index(0, 0)));
    whenModal([](QWidget *m) {
        auto *form = qobject_cast<LayerDialog *>(m);
        qobject_cast<QSpinBox *>(form->field(LayerSetting::Features))->setValue(32);
        form->accept();
    });
    dialog.action("edit")->trigger();
    QCOMPARE(dialog.editor()->analysis().errorPath, (LayerPath { { 0, false } }));
    QVERIFY(dialog.totalsText().contains(u"invalid"));
    QVERIFY(dialog.model()
                ->index(0, ArchitectureModel::Output)
                .data(ArchitectureModel::ProblemRole)
                .toString()
                .contains(u"keep its shape"));
    dialog.action("undo")->trigger();
    QVERIFY(dialog.editor()->analysis().ok());
    QCOMPARE(dialog.editor()->analysis().params, 126 * 36928.0);
    dialog.action("redo")->trigger();
    QVERIFY(!dialog.editor()->analysis().ok());
    dialog.action("undo")->trigger();

    // A custom layer counts what it is given.
    makeCurrent(dialog, 0);
    whenModal([](QWidget *m) {
        fillLayer(m, LayerKind::Custom, [](LayerDialog *f) {
            type(f->field(LayerSetting::CustomParams), QStringLiteral("1.5M"));
            type(f->field(LayerSetting::CustomMacs), QStringLiteral("2000000000"));
        });
    });
    dialog.action("addCustom")->trigger();
    QCOMPARE(dialog.editor()->analysis().params, 126 * 36928.0 + 1.5e6);
    QCOMPARE(dialog.editor()->analysis().macs, 126 * 2359296.0 + 2e9);
}

void tst_ArchitectureDialog::saveAndOpenLayerFile()
{
    Project project;
    project.reset({ ownConvNet() }, {});
    ArchitectureDialog dialog(&project, 0);
    Network n;
    n.input = { 1, 128 };
    Layer l;
    l.kind = LayerKind::Linear;
    l.features = 8;
    n.layers = { l };
    dialog.editor()->reset(n);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("tiny.json"));
    QVERIFY(dialog.saveFile(path));
    dialog.editor()->reset(Network());
    QVERIFY(dialog.openFile(path));
    QCOMPARE(dialog.editor()->analysis().params, 128 * 8 + 8.0); // weights and biases
    QCOMPARE(dialog.editor()->undoStack()->count(), 1); // opening is one step: undo goes back
    QVERIFY(!dialog.openFile(dir.filePath(QStringLiteral("missing.json"))));
    QCOMPARE(dialog.editor()->analysis().params, 128 * 8 + 8.0);
}

void tst_ArchitectureDialog::closeAsksAboutUnappliedEdits()
{
    Project project;
    project.reset({ ownConvNet() }, {});
    ArchitectureDialog dialog(&project, 0);
    dialog.show();
    QVERIFY(dialog.editor()->setInputShape({ 1, 3, 64, 64 }));
    bool asked = false;
    whenModal([&asked](QWidget *m) {
        auto *box = qobject_cast<QMessageBox *>(m);
        asked = box != nullptr;
        if (box)
            box->button(QMessageBox::Cancel)->click();
    });
    dialog.reject();
    QVERIFY(asked);
    QVERIFY(dialog.isVisible()); // Cancel keeps the edits
    dialog.editor()->undoStack()->undo(); // back to where it opened: closes without a question
    dialog.reject();
    QVERIFY(!dialog.isVisible());
}

void tst_ArchitectureDialog::mixtureOfExpertsSendsTheChosenCount()
{
    Project project;
    project.reset({ ownConvNet() }, {});
    ArchitectureDialog dialog(&project, 0);
    dialog.show();
    auto *choice = dialog.findChild<QComboBox *>(QStringLiteral("paramsChoice"));
    QVERIFY(choice->isHidden()); // no experts, nothing to choose
    // One mixture-of-experts layer on 1×16×64: 4 experts of a plain MLP 64→128→64 without biases, top-1.
    Network n;
    n.input = { 1, 16, 64 };
    Layer moe;
    moe.kind = LayerKind::Moe;
    moe.experts = 4;
    moe.topK = 1;
    moe.ffn = 128;
    moe.bias = false;
    n.layers = { moe };
    dialog.editor()->reset(n);
    QVERIFY(choice->isVisibleTo(&dialog));
    // Router 64·4 = 256; each expert 2·64·128 = 16,384: total 256 + 4·16,384 = 65,792, active 256 + 16,384 = 16,640.
    choice->setCurrentIndex(choice->findData(true));
    QVERIFY(dialog.apply());
    QCOMPARE(cell(project, WorkloadField::Params), 16640.0);
    project.undoStack()->undo();
    choice->setCurrentIndex(choice->findData(false));
    QVERIFY(dialog.apply());
    QCOMPARE(cell(project, WorkloadField::Params), 65792.0);
}

QTEST_MAIN(tst_ArchitectureDialog)
#include "tst_architecturedialog.moc"
