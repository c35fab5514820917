// The Analyze Model dialog and its layer table: totals reach the workload row as one undo step.
#include "core/analyzer/layertablemodel.h"
#include "core/analyzer/networkeditor.h"
#include "core/analyzer/presets.h"
#include "core/catalog/catalog.h"
#include "core/document/edits.h"
#include "core/document/project.h"
#include "core/document/sampleproject.h"
#include "core/models/tablemodel.h"
#include "ui/analyzer/analyzerdialog.h"
#include "ui/analyzer/architecturedialog.h"

#include <QAbstractItemModelTester>
#include <QTest>
#include <QUndoStack>

using namespace flopsheet;

namespace {

/** A plan with ResNet-50 (a conv net: forward FLOPs apply) and Llama 2 7B (a decoder: they do not). */
void fill(Project &project)
{
    const Catalog &catalog = Catalog::builtIn();
    const SampleProject sample = sampleProject(catalog);
    project.reset({ workloadEntryFromPreset(*catalog.workload(QStringLiteral("resnet-50"))),
                      workloadEntryFromPreset(*catalog.workload(QStringLiteral("llama-2-7b"))) },
        sample.hardware);
}

double field(const Project &project, int row, WorkloadField f)
{
    return fieldValue(project.workload(row), f).toDouble();
}

} // namespace

class tst_AnalyzerDialog : public QObject {
    Q_OBJECT

private slots:
    void layerTableModel();
    void presetToConvNetRow();
    void configToDecoderRow();
    void badFileCannotApply();
    void specBreakingModelCannotApply();
    void startsFromTheRowsOwnModel();
};

void tst_AnalyzerDialog::layerTableModel()
{
    LayerTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setAnalysis(analyzeNetwork(*analyzerPreset(u"vit-b-16")));
    QVERIFY(model.rowCount() > 10);
    // The repeated encoder block is one row marked ×12, its parameters counting all twelve.
    bool found = false;
    for (int r = 0; r < model.rowCount(); ++r) {
        if (model.index(r, LayerTableModel::Name).data().toString() == u"encoder.layers") {
            QCOMPARE(model.index(r, LayerTableModel::Count).data().toString(), QStringLiteral("×12"));
            QCOMPARE(model.index(r, LayerTableModel::Params).data(Qt::UserRole).toDouble(), 85054464.0);
            found = true;
        }
    }
    QVERIFY(found);
}

void tst_AnalyzerDialog::presetToConvNetRow()
{
    Project project;
    fill(project);
    TableModel workloads(&project, Table::Workloads);
    AnalyzerDialog dialog(&project, &workloads, 0);
    dialog.choosePreset(QStringLiteral("resnet-18"));
    QVERIFY2(dialog.report().ok(), qPrintable(dialog.report().analysis.error));
    const double oldParams = field(project, 0, WorkloadField::Params);
    const double oldFlops = field(project, 0, WorkloadField::ForwardFlops);
    const int steps = project.undoStack()->count();
    QVERIFY(dialog.apply());
    // ResNet-18: 11,689,512 parameters; 2 × 1,814,073,344 MACs per image.
    QCOMPARE(field(project, 0, WorkloadField::Params), 11689512.0);
    QCOMPARE(field(project, 0, WorkloadField::ForwardFlops), 2.0 * 1814073344.0);
    QCOMPARE(project.undoStack()->count(), steps + 1);
    // The preset's layers go with the figures, in the same step: the architecture editor reopens on them.
    QVERIFY(project.workload(0).architecture.has_value());
    QCOMPARE(project.workload(0).architecture->name, analyzerPreset(QStringLiteral("resnet-18"))->name);
    project.undoStack()->undo();
    QCOMPARE(field(project, 0, WorkloadField::Params), oldParams);
    QCOMPARE(field(project, 0, WorkloadField::ForwardFlops), oldFlops);
    QVERIFY(!project.workload(0).architecture.has_value());
}

void tst_AnalyzerDialog::configToDecoderRow()
{
    // A decoder row takes the parameters; its FLOPs follow from them and its sequence length.
    Project project;
    fill(project);
    TableModel workloads(&project, Table::Workloads);
    AnalyzerDialog dialog(&project, &workloads, 1);
    dialog.openFile(QStringLiteral(FLOPSHEET_TEST_DATA "/analyzer/mistral-7b-v0.1.config.json"));
    QVERIFY2(dialog.report().ok(), qPrintable(dialog.report().analysis.error));
    const int steps = project.undoStack()->count();
    QVERIFY(dialog.apply());
    QCOMPARE(field(project, 1, WorkloadField::Params), 7241732096.0);
    QCOMPARE(project.undoStack()->count(), steps + 1);
    QCOMPARE(project.workload(0).workload.name, QStringLiteral("ResNet-50")); // the other row is untouched
}

void tst_AnalyzerDialog::badFileCannotApply()
{
    Project project;
    fill(project);
    TableModel workloads(&project, Table::Workloads);
    AnalyzerDialog dialog(&project, &workloads, 0);
    dialog.openFile(QStringLiteral(FLOPSHEET_TEST_DATA "/measurements.csv"));
    QVERIFY(!dialog.report().ok());
    const int steps = project.undoStack()->count();
    QVERIFY(!dialog.apply());
    QCOMPARE(project.undoStack()->count(), steps);
}

void tst_AnalyzerDialog::specBreakingModelCannotApply()
{
    // Issue 18: a convolution with stride 0 crashed the window inside libonnx; now it is a message.
    Project project;
    fill(project);
    TableModel workloads(&project, Table::Workloads);
    AnalyzerDialog dialog(&project, &workloads, 0);
    dialog.openFile(QStringLiteral(FLOPSHEET_TEST_DATA "/analyzer/invalid/conv-stride-zero.onnx"));
    QVERIFY(!dialog.report().ok());
    QVERIFY2(dialog.report().analysis.error.contains(QStringLiteral("strides [0, 1]: every value must be positive")),
        qPrintable(dialog.report().analysis.error));
    const int steps = project.undoStack()->count();
    QVERIFY(!dialog.apply());
    QCOMPARE(project.undoStack()->count(), steps);
}

void tst_AnalyzerDialog::startsFromTheRowsOwnModel()
{
    // It opened on ResNet-18 whatever the row was; now on the row's model where a preset describes it.
    Project project;
    fill(project);
    TableModel workloads(&project, Table::Workloads);
    {
        AnalyzerDialog dialog(&project, &workloads, 0); // the catalog's ResNet-50
        QVERIFY2(dialog.report().ok(), qPrintable(dialog.report().analysis.error));
        QCOMPARE(dialog.report().analysis.params, 25557032.0); // torchvision resnet50
    }
    // A typed row by its name alone.
    WorkloadEntry typed = project.workload(0);
    typed.workload.id = QStringLiteral("custom");
    typed.workload.name = QStringLiteral("resnet-18 on CIFAR");
    QVERIFY(edits::replaceRow(project, 0, typed, QStringLiteral("rename")).ok());
    {
        AnalyzerDialog dialog(&project, &workloads, 0);
        QCOMPARE(dialog.report().analysis.params, 11689512.0);
    }
    // The architecture editor too, when the row has no layers of its own.
    {
        ArchitectureDialog dialog(&project, 0);
        QCOMPARE(dialog.editor()->network().name, analyzerPreset(u"resnet-18")->name);
        QVERIFY(!dialog.editor()->network().layers.empty());
    }
    // A row no preset describes starts the editor empty.
    {
        ArchitectureDialog dialog(&project, 1); // Llama 2 7B
        QVERIFY(dialog.editor()->network().layers.empty());
    }
}

QTEST_MAIN(tst_AnalyzerDialog)
#include "tst_analyzerdialog.moc"
