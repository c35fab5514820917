// The three table models under QAbstractItemModelTester while the document changes, and the
// refusal of bad cell values with a message.
#include "core/catalog/catalog.h"
#include "core/document/commands.h"
#include "core/document/sampleproject.h"
#include "core/models/resultmodel.h"
#include "core/models/tablemodelroles.h"
#include "core/models/tablemodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace flopsheet;

class tst_TableModels : public QObject
{
    Q_OBJECT
private slots:
    void modelsStayConsistentThroughEdits();
    void badValuesAreRefusedWithAMessage_data();
    void badValuesAreRefusedWithAMessage();
    void humanInputIsAccepted_data();
    void humanInputIsAccepted();
    void fieldsThatDoNotApplyAreReadOnly();
    void includedIsACheckbox();
};

void tst_TableModels::modelsStayConsistentThroughEdits()
{
    Project project;
    const SampleProject sample = sampleProject(Catalog::builtIn());
    project.reset(sample.workloads, sample.hardware);
    TableModel workloads(&project, Table::Workloads);
    TableModel hardware(&project, Table::Hardware);
    ResultModel results(&project);
    const auto mode = QAbstractItemModelTester::FailureReportingMode::QtTest;
    QAbstractItemModelTester t1(&workloads, mode);
    QAbstractItemModelTester t2(&hardware, mode);
    QAbstractItemModelTester t3(&results, mode);

    QVERIFY(workloads.setData(workloads.index(0, int(WorkloadField::Tokens)), QStringLiteral("2T")));
    QVERIFY(hardware.setData(hardware.index(1, int(GpuField::Count)), 16));
    QUndoStack *stack = project.undoStack();
    stack->push(new InsertRowsCommand(&project, 0, QList<WorkloadEntry>{sample.workloads[2]}));
    stack->push(new InsertRowsCommand(&project, 5, QList<HardwareEntry>{sample.hardware[0]}));
    stack->push(new MoveRowCommand(&project, Table::Workloads, 0, 3));
    stack->push(new MoveRowCommand(&project, Table::Hardware, 4, 1));
    stack->push(new RemoveRowsCommand(&project, Table::Workloads, 1, 2));
    stack->push(new SetCellCommand(&project, Table::Hardware, 2, int(GpuField::Included), false));
    QCOMPARE(results.rowCount(), project.workloadCount() * (project.hardwareCount() - 1));
    while (stack->canUndo())
        stack->undo();
    QCOMPARE(workloads.rowCount(), 4);
    QCOMPARE(hardware.rowCount(), 5);
    QCOMPARE(results.rowCount(), 20);
    while (stack->canRedo())
        stack->redo();
    QCOMPARE(results.rowCount(), project.workloadCount() * (project.hardwareCount() - 1));
}

void tst_TableModels::badValuesAreRefusedWithAMessage_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("negative params") << int(WorkloadField::Params) << u"-7B"_qs << u"must be a positive number"_qs;
    QTest::newRow("words for tokens") << int(WorkloadField::Tokens) << u"lots"_qs << u"lots"_qs;
    QTest::newRow("unknown precision") << int(WorkloadField::Precision) << u"fp4"_qs << u"bf16"_qs;
    QTest::newRow("fractional batch") << int(WorkloadField::BatchPerGpu) << u"2.5"_qs << u"whole"_qs;
    QTest::newRow("zero stage 4") << int(WorkloadField::ZeroStage) << u"4"_qs << u"must be at most 3"_qs;
    QTest::newRow("empty name") << int(WorkloadField::Name) << u"  "_qs << u"name"_qs;
    QTest::newRow("nan") << int(WorkloadField::Params) << u"nan"_qs << u"nan"_qs;
    QTest::newRow("decimal comma") << int(WorkloadField::Params) << u"1,5B"_qs << u"point"_qs;
}

void tst_TableModels::badValuesAreRefusedWithAMessage()
{
    QFETCH(int, column);
    QFETCH(QString, value);
    QFETCH(QString, mentions);
    Project project;
    const SampleProject sample = sampleProject(Catalog::builtIn());
    project.reset(sample.workloads, sample.hardware);
    TableModel model(&project, Table::Workloads);
    QSignalSpy rejected(&model, &TableModel::editRejected);
    const QModelIndex cell = model.index(0, column);
    const QVariant before = model.data(cell, Qt::EditRole);
    QVERIFY(!model.setData(cell, value));
    QCOMPARE(rejected.count(), 1);
    const QString message = rejected.first().at(1).toString();
    QVERIFY2(message.contains(mentions, Qt::CaseInsensitive), qPrintable(message));
    QCOMPARE(model.data(cell, Qt::EditRole), before);
    QCOMPARE(project.undoStack()->count(), 0);
}

void tst_TableModels::humanInputIsAccepted_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("value");
    QTest::addColumn<double>("expected"); // in the column's unit
    // A datasheet's "80 GB" of HBM is 80 GiB (nvidia-smi: 81,920 MiB on A100 80GB): the column keeps 80.
    QTest::newRow("memory 80 GB") << int(GpuField::MemoryGB) << u"80 GB"_qs << 80.0;
    QTest::newRow("memory 0.5 TB") << int(GpuField::MemoryGB) << u"0.5 TB"_qs << 512.0;
    QTest::newRow("memory bare") << int(GpuField::MemoryGB) << u"80"_qs << 80.0;
    QTest::newRow("peak with unit") << int(GpuField::Bf16) << u"312 TFLOPS"_qs << 312.0;
    QTest::newRow("peak in PFLOPS") << int(GpuField::Fp8) << u"1.979 PFLOPS"_qs << 1979.0;
    QTest::newRow("bandwidth TB/s") << int(GpuField::BandwidthGBps) << u"3.35 TB/s"_qs << 3350.0;
    QTest::newRow("price with dollar") << int(GpuField::PricePerHour) << u"$2.50"_qs << 2.5;
    QTest::newRow("tdp with unit") << int(GpuField::TdpW) << u"700 W"_qs << 700.0;
    QTest::newRow("thousands separators") << int(GpuField::BandwidthGBps) << u"3,350"_qs << 3350.0;
}

void tst_TableModels::humanInputIsAccepted()
{
    QFETCH(int, column);
    QFETCH(QString, value);
    QFETCH(double, expected);
    Project project;
    const SampleProject sample = sampleProject(Catalog::builtIn());
    project.reset(sample.workloads, sample.hardware);
    TableModel model(&project, Table::Hardware);
    QVERIFY(model.setData(model.index(2, column), value));
    const double stored = fieldValue(project.hardware(2), GpuField(column)).toDouble();
    QVERIFY2(qAbs(stored / expected - 1) < 1e-9, qPrintable(QString::number(stored, 'g', 12)));
}

void tst_TableModels::fieldsThatDoNotApplyAreReadOnly()
{
    Project project;
    const SampleProject sample = sampleProject(Catalog::builtIn());
    project.reset(sample.workloads, sample.hardware);
    TableModel model(&project, Table::Workloads);
    // Row 2 is ResNet-50: no token count; row 0 a language model: FLOPs per sample are derived.
    QVERIFY(!(model.flags(model.index(2, int(WorkloadField::Tokens))) & Qt::ItemIsEditable));
    QVERIFY(!(model.flags(model.index(0, int(WorkloadField::ForwardFlops))) & Qt::ItemIsEditable));
    QVERIFY(model.flags(model.index(2, int(WorkloadField::Epochs))) & Qt::ItemIsEditable);
    QCOMPARE(model.data(model.index(2, int(WorkloadField::Tokens)), AppliesRole).toBool(), false);
    QSignalSpy rejected(&model, &TableModel::editRejected);
    QVERIFY(!model.setData(model.index(2, int(WorkloadField::Tokens)), QStringLiteral("1T")));
    QCOMPARE(rejected.count(), 1);
}

void tst_TableModels::includedIsACheckbox()
{
    Project project;
    const SampleProject sample = sampleProject(Catalog::builtIn());
    project.reset(sample.workloads, sample.hardware);
    TableModel model(&project, Table::Hardware);
    const QModelIndex included = model.index(0, int(GpuField::Included));
    QVERIFY(model.flags(included) & Qt::ItemIsUserCheckable);
    QCOMPARE(model.data(included, Qt::CheckStateRole).toInt(), int(Qt::Checked));
    QVERIFY(model.setData(included, Qt::Unchecked, Qt::CheckStateRole));
    QVERIFY(!project.hardware(0).included);
}

QTEST_GUILESS_MAIN(tst_TableModels)
#include "tst_tablemodels.moc"
