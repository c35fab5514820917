// The three table models under QAbstractItemModelTester while the document changes, and the
// refusal of bad cell values with a message.
#include "core/catalog/catalog.h"
#include "core/document/commands.h"
#include "core/document/sampleproject.h"
#include "core/estimate/defaults.h"
#include "core/io/tablecsv.h"
#include "core/models/resultmodel.h"
#include "core/models/tablemodel.h"
#include "core/models/tablemodelroles.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace flopsheet;

class tst_TableModels : public QObject {
    Q_OBJECT
private slots:
    void modelsStayConsistentThroughEdits();
    void badValuesAreRefusedWithAMessage_data();
    void badValuesAreRefusedWithAMessage();
    void scheduleCellReadsBackAsWritten();
    void servingBatchCellTakesMax();
    void servingPipelineCellIsTaken();
    void chunksThatCannotRunSayWhy();
    void shapeCellsCanBeTypedInAnyOrder();
    void humanInputIsAccepted_data();
    void humanInputIsAccepted();
    void fieldsThatDoNotApplyAreReadOnly();
    void anEmptyCellTakesTheWordItShows();
    void includedIsACheckbox();
    void everyBooleanFieldIsACheckboxInEveryTable();
    void measuredRunsAreATableLikeTheOthers();
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
    stack->push(new InsertRowsCommand(&project, 0, QList<WorkloadEntry> { sample.workloads[2] }));
    stack->push(new InsertRowsCommand(&project, 5, QList<HardwareEntry> { sample.hardware[0] }));
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
    QTest::newRow("unknown precision") << int(WorkloadField::Precision) << u"fp6"_qs << u"bf16"_qs;
    QTest::newRow("fractional batch") << int(WorkloadField::BatchPerGpu) << u"2.5"_qs << u"whole"_qs;
    QTest::newRow("max batch in training") << int(WorkloadField::BatchPerGpu) << u"max"_qs << u"applies to serving"_qs;
    QTest::newRow("zero stage 4") << int(WorkloadField::ZeroStage) << u"4"_qs << u"must be at most 3"_qs;
    QTest::newRow("empty name") << int(WorkloadField::Name) << u"  "_qs << u"name"_qs;
    QTest::newRow("nan") << int(WorkloadField::Params) << u"nan"_qs << u"nan"_qs;
    QTest::newRow("decimal comma") << int(WorkloadField::Params) << u"1,5B"_qs << u"point"_qs;
    QTest::newRow("decreasing schedule") << int(WorkloadField::BatchSchedule) << u"linear:4M-1M@1B"_qs
                                         << u"the batch decreases"_qs;
    QTest::newRow("overlapping stages") << int(WorkloadField::BatchSchedule) << u"stages:1M@2B,2M@1B,4M"_qs
                                        << u"stage 2 ends where stage 1 ends"_qs;
    QTest::newRow("schedule past the data")
        << int(WorkloadField::BatchSchedule) << u"linear:32k-4M@1e15"_qs << u"stage 1 ends past the end of training"_qs;
    QTest::newRow("half a sample per step") << int(WorkloadField::GlobalBatch) << u"0.5"_qs << u"must be at least 1"_qs;
    QTest::newRow("zero critical batch") << int(WorkloadField::CriticalBatch) << u"0"_qs
                                         << u"must be a positive number"_qs;
    QTest::newRow("unknown planning") << int(WorkloadField::Planning) << u"fixed"_qs << u"fixed-target"_qs;
    // A fraction typed into a percent cell, as --mfu takes it, is named as the percent meant.
    QTest::newRow("efficiency as a fraction")
        << int(WorkloadField::Efficiency) << u"0.45"_qs << u"must be at least 1; a percent: 0.45 is 45 %"_qs;
    // The sample's first workload has Llama 2 7B's shape: 32 heads (32 KV heads) over a width of 4,096.
    // A rule between two cells names the one typed.
    QTest::newRow("KV heads not dividing the heads")
        << int(WorkloadField::KvHeads) << u"5"_qs << u"KV heads: 5 must divide heads (32)"_qs;
    QTest::newRow("heads the KV heads do not divide")
        << int(WorkloadField::Heads) << u"30"_qs << u"Heads: 30 must be a multiple of the KV heads (32)"_qs;
    QTest::newRow("width not in whole heads")
        << int(WorkloadField::Heads) << u"96"_qs << u"Heads: the width (4096) must be a multiple of the heads (96)"_qs;
    QTest::newRow("heads not dividing the width")
        << int(WorkloadField::Hidden) << u"4100"_qs << u"Width (d_model): 4100 must be a multiple of the heads (32)"_qs;
}

void tst_TableModels::scheduleCellReadsBackAsWritten()
{
    // What a user types in the Batch schedule cell is checked by its grammar and stored canonical; the
    // estimate follows it at once (the sample's first workload is a decoder pre-training).
    Project project;
    const SampleProject sample = sampleProject(Catalog::builtIn());
    project.reset(sample.workloads, sample.hardware);
    TableModel model(&project, Table::Workloads);
    const QModelIndex cell = model.index(0, int(WorkloadField::BatchSchedule));
    QVERIFY(model.setData(cell, u" linear:32768-4194304@10e9 "_qs));
    QCOMPARE(model.data(cell, Qt::EditRole).toString(), u"linear:32768-4194304@10B"_qs);
    QVERIFY(!project.workload(0).scenario.schedule.isConstant());
    // The GPUs-over-the-schedule column applies only once there is a schedule.
    const QModelIndex gpus = model.index(0, int(WorkloadField::StageGpus));
    QVERIFY(model.flags(gpus) & Qt::ItemIsEditable);
    QVERIFY(model.setData(cell, QString()));
    QVERIFY(project.workload(0).scenario.schedule.isConstant());
    QVERIFY(!(model.flags(gpus) & Qt::ItemIsEditable));
}

void tst_TableModels::servingBatchCellTakesMax()
{
    // "max" in Batch / GPU is the largest batch that fits, as --batch max in the CLI: the cell shows it,
    // a number replaces it, and the estimate follows what the cell says (the sample's fourth workload
    // serves Llama 3 8B at its largest batch).
    constexpr int kServe = 3;
    Project project;
    const SampleProject sample = sampleProject(Catalog::builtIn());
    project.reset(sample.workloads, sample.hardware);
    TableModel model(&project, Table::Workloads);
    ResultModel results(&project);
    const QModelIndex cell = model.index(kServe, int(WorkloadField::BatchPerGpu));
    const Estimate *served = &results.estimateAt(results.rowFor(kServe, 0));
    QCOMPARE(model.data(cell).toString(), u"max"_qs);
    QVERIFY(served->ok() && served->maxBatchPerGpu > 16);
    QCOMPARE(served->batchPerGpu, served->maxBatchPerGpu);

    QVERIFY(model.setData(cell, u"16"_qs));
    served = &results.estimateAt(results.rowFor(kServe, 0));
    QVERIFY(!project.workload(kServe).scenario.batchMax);
    QCOMPARE(model.data(cell).toString(), u"16"_qs);
    QCOMPARE(served->batchPerGpu, 16);

    QVERIFY(model.setData(cell, u" MAX "_qs));
    served = &results.estimateAt(results.rowFor(kServe, 0));
    QCOMPARE(model.data(cell, Qt::EditRole).toString(), u"max"_qs);
    QCOMPARE(served->batchPerGpu, served->maxBatchPerGpu);

    // The CSV holds the word and reads it back; "max" on a training row is refused there too, naming the cell.
    const QString csv = tableCsv(project.table(Table::Workloads));
    QVERIFY2(csv.contains(u",max,"_qs), qPrintable(csv));
    QList<WorkloadEntry> read;
    QString error;
    QVERIFY2(importCsv(csv, read, &error), qPrintable(error));
    QVERIFY(read[kServe].scenario.batchMax);
    QVERIFY(!read[0].scenario.batchMax);
    QVERIFY(!importCsv(u"name,mode,batch_per_gpu\r\nx,train,max\r\n"_qs, read, &error));
    QVERIFY2(error.contains(u"line 2"_qs) && error.contains(u"applies to serving"_qs), qPrintable(error));

    // Switched to training, the row keeps no serving batch: the cell reads "auto".
    QVERIFY(model.setData(model.index(kServe, int(WorkloadField::Mode)), u"train"_qs));
    QVERIFY(!project.workload(kServe).scenario.batchMax);
    QCOMPARE(model.data(cell).toString(), u"auto"_qs);
}

// A served transformer takes pipeline stages (across nodes when a node cannot hold it): its Pipeline stages cell
// is editable, the estimate follows it and the CSV keeps it, as --pipeline-parallel in the CLI.
void tst_TableModels::servingPipelineCellIsTaken()
{
    constexpr int kServe = 3; // the sample's served Llama 3 8B
    Project project;
    const SampleProject sample = sampleProject(Catalog::builtIn());
    project.reset(sample.workloads, sample.hardware);
    TableModel model(&project, Table::Workloads);
    ResultModel results(&project);
    const QModelIndex cell = model.index(kServe, int(WorkloadField::PipelineParallel));
    QVERIFY(model.flags(cell) & Qt::ItemIsEditable);
    QCOMPARE(results.estimateAt(results.rowFor(kServe, 0)).pipelineParallel, 1);
    QVERIFY(model.setData(cell, u"2"_qs));
    const Estimate &served = results.estimateAt(results.rowFor(kServe, 0));
    QVERIFY(served.ok());
    QCOMPARE(served.pipelineParallel, 2);
    QCOMPARE(served.serving.layers, 16); // 32 layers over two stages
    QList<WorkloadEntry> read;
    QString error;
    QVERIFY2(importCsv(tableCsv(project.table(Table::Workloads)), read, &error), qPrintable(error));
    QCOMPARE(read[kServe].scenario.pipelineParallel, 2);
}

// An empty cell reads what fills it ("auto": a default; "Searched": the layout search, as Recompute's Searched
// choice reads), and the same word typed or pasted back empties it, rather than being refused as no number.
void tst_TableModels::anEmptyCellTakesTheWordItShows()
{
    Project project;
    const SampleProject sample = sampleProject(Catalog::builtIn());
    project.reset(sample.workloads, sample.hardware);
    TableModel workloads(&project, Table::Workloads);
    TableModel hardware(&project, Table::Hardware);
    ResultModel results(&project);
    const auto cell = [&](WorkloadField f) { return workloads.index(0, int(f)); };
    const auto text = [&](WorkloadField f) { return workloads.data(cell(f)).toString(); };
    for (WorkloadField f : { WorkloadField::ZeroStage, WorkloadField::TensorParallel, WorkloadField::PipelineParallel,
             WorkloadField::ContextParallel, WorkloadField::Interleave, WorkloadField::Recompute })
        QCOMPARE(text(f), u"Searched"_qs);
    QCOMPARE(text(WorkloadField::BatchPerGpu), u"auto"_qs);
    const double searchedHours = results.estimateAt(0).wallHours;

    // Pinned, then the shown word typed back: the search chooses again and the estimate is the searched one.
    QVERIFY(workloads.setData(cell(WorkloadField::TensorParallel), u"8"_qs));
    QVERIFY(workloads.setData(cell(WorkloadField::ZeroStage), u"0"_qs));
    QCOMPARE(results.estimateAt(0).tensorParallel, 8);
    QVERIFY(results.estimateAt(0).wallHours != searchedHours);
    QVERIFY(workloads.setData(cell(WorkloadField::TensorParallel), u"searched"_qs));
    QVERIFY(workloads.setData(cell(WorkloadField::ZeroStage), u"auto"_qs)); // the CLI's word for the same
    QVERIFY(!project.workload(0).scenario.tensorParallel);
    QCOMPARE(project.workload(0).scenario.zeroStage, kZeroAuto);
    QCOMPARE(text(WorkloadField::ZeroStage), u"Searched"_qs);
    QCOMPARE(results.estimateAt(0).wallHours, searchedHours);

    QVERIFY(workloads.setData(cell(WorkloadField::BatchPerGpu), u"2"_qs));
    QVERIFY(workloads.setData(cell(WorkloadField::BatchPerGpu), u"Auto"_qs));
    QCOMPARE(text(WorkloadField::BatchPerGpu), u"auto"_qs);
    // A figure no source gives reads "unknown" and takes it back; other words are still refused.
    const QModelIndex price = hardware.index(0, int(GpuField::PricePerHour));
    QVERIFY(hardware.setData(price, u"unknown"_qs));
    QCOMPARE(hardware.data(price).toString(), u"unknown"_qs);
    QVERIFY(!workloads.setData(cell(WorkloadField::TensorParallel), u"unknown"_qs));
}

void tst_TableModels::chunksThatCannotRunSayWhy()
{
    // Interleaving splits each pipeline stage's layers into chunks of whole layers (Megatron-LM's virtual
    // stages): typed in the Chunks / stage cell, a count that cannot run is the row's error, with the reason,
    // as the CLI refuses --interleave (the sample's first workload has Llama 2 7B's 32 layers).
    Project project;
    const SampleProject sample = sampleProject(Catalog::builtIn());
    project.reset(sample.workloads, sample.hardware);
    TableModel model(&project, Table::Workloads);
    ResultModel results(&project);
    const int row = results.rowFor(0, 2); // on the A100
    const auto why
        = [&] { return results.data(results.index(row, ResultModel::WallHoursColumn), Qt::ToolTipRole).toString(); };
    QVERIFY(results.estimateAt(row).ok());
    // Stages left to the search: it takes the chunks where a depth divides into them (2: any even stage).
    QVERIFY(model.setData(model.index(0, int(WorkloadField::Interleave)), u"2"_qs));
    QVERIFY(results.estimateAt(row).ok());
    const ParallelLayout searched = results.estimateAt(row).layout;
    QVERIFY(searched.interleave == 2 && searched.pipeline > 1 && searched.stageLayers % 2 == 0);
    // 5 chunks: no depth the search tries on the row's 8 GPUs gives a largest stage of 5, 10 or 15 of 32 layers.
    QVERIFY(model.setData(model.index(0, int(WorkloadField::Interleave)), u"5"_qs));
    QCOMPARE(results.estimateAt(row).error, EstimateError::LayoutCannotRun);
    QVERIFY2(why().contains(u"5 model chunks per stage: no pipeline depth on 8 GPU"_qs), qPrintable(why()));
    // One stage pinned cannot take chunks.
    QVERIFY(model.setData(model.index(0, int(WorkloadField::PipelineParallel)), u"1"_qs));
    QVERIFY2(why().contains(u"5 model chunks per stage need pipeline stages"_qs), qPrintable(why()));
    QVERIFY(model.setData(model.index(0, int(WorkloadField::PipelineParallel)), u"4"_qs));
    QVERIFY(model.setData(model.index(0, int(WorkloadField::Interleave)), u"5"_qs));
    QVERIFY2(why().contains(u"do not divide the 8 layers of the largest pipeline stage"_qs), qPrintable(why()));
    QVERIFY(model.setData(model.index(0, int(WorkloadField::Interleave)), u"4"_qs));
    QVERIFY(results.estimateAt(row).ok());
    QCOMPARE(results.estimateAt(row).layout.interleave, 4);
}

void tst_TableModels::shapeCellsCanBeTypedInAnyOrder()
{
    // A new workload (a decoder known by its parameter count) served with 1,000 prompt and 1,000 output
    // tokens, 10 requests per GPU; its shape typed cell by cell, the estimate following each cell.
    Project project;
    const SampleProject sample = sampleProject(Catalog::builtIn());
    project.reset(sample.workloads, sample.hardware);
    const int row = project.workloadCount();
    project.undoStack()->push(
        new InsertRowsCommand(&project, row, QList<WorkloadEntry> { TableTraits<WorkloadEntry>::blank() }));
    TableModel model(&project, Table::Workloads);
    ResultModel results(&project);
    const auto type
        = [&](WorkloadField f, const QString &text) { return model.setData(model.index(row, int(f)), text); };
    QVERIFY(type(WorkloadField::Params, u"7B"_qs));
    QVERIFY(type(WorkloadField::Mode, u"serve"_qs));
    QVERIFY(type(WorkloadField::PromptTokens, u"1000"_qs));
    QVERIFY(type(WorkloadField::OutputTokens, u"1000"_qs));
    QVERIFY(type(WorkloadField::BatchPerGpu, u"10"_qs));
    const auto served = [&] { return results.estimateAt(results.rowFor(row, 2)); }; // on the A100
    QCOMPARE(model.data(model.index(row, int(WorkloadField::Layers))).toString(), u"auto"_qs);

    // Depth alone: the width follows from N ≈ 12 L d², in heads 128 wide: √(7e9 / (12 × 32)) = 4,269.6, 33
    // heads of 128 = 4,224; the estimate says it assumed the shape.
    QVERIFY(type(WorkloadField::Layers, u"32"_qs));
    Estimate e = served();
    QVERIFY(e.ok() && e.assumedShape);
    const TransformerShape completed = completedShape(project.workload(row).workload.shape, 7e9);
    QCOMPARE(completed.layers, 32);
    QCOMPARE(completed.hidden, 4224);
    QCOMPARE(completed.heads, 33);
    // Width too: the heads follow from it (4,096 / 128 = 32); full-width attention, so the KV cache is
    // 10 × 2,000 tokens × 2 (K, V) × 32 layers × 4,096 × 2 bytes.
    QVERIFY(type(WorkloadField::Hidden, u"4096"_qs));
    e = served();
    QVERIFY(!e.assumedShape);
    QCOMPARE(e.assumedHeads, 32);
    QCOMPARE(e.memory.kvCache, 10.0 * 2000 * 2 * 32 * 4096 * 2);
    // Grouped-query attention, 8 KV heads of 128: a quarter of that.
    QVERIFY(type(WorkloadField::KvHeads, u"8"_qs));
    e = served();
    QCOMPARE(e.memory.kvCache, 10.0 * 2000 * 2 * 32 * 8 * 128 * 2);
    // Heads that do not split the width are refused, and nothing changes.
    QVERIFY(!type(WorkloadField::Heads, u"30"_qs));
    QCOMPARE(project.workload(row).workload.shape.heads, 0);
    QVERIFY(type(WorkloadField::Heads, u"32"_qs));
    QCOMPARE(served().assumedHeads, 0);
    QCOMPARE(served().memory.kvCache, 10.0 * 2000 * 2 * 32 * 8 * 128 * 2);
    // The CSV carries the shape and reads it back.
    QList<WorkloadEntry> read;
    QString error;
    QVERIFY2(importCsv(tableCsv(project.table(Table::Workloads)), read, &error), qPrintable(error));
    const TransformerShape &back = read[row].workload.shape;
    QCOMPARE(std::tuple(back.layers, back.hidden, back.heads, back.kvHeads), std::tuple(32, 4096, 32, 8));
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
    QTest::newRow("memory 80 GB") << int(GpuField::MemoryGiB) << u"80 GB"_qs << 80.0;
    QTest::newRow("memory 0.5 TB") << int(GpuField::MemoryGiB) << u"0.5 TB"_qs << 512.0;
    QTest::newRow("memory bare") << int(GpuField::MemoryGiB) << u"80"_qs << 80.0;
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

// The workload table's "2:4 sparse" cell used to show "true" with no editor while the hardware table's
// "Included" was a check box: two models, two answers. One model, one answer for every table.
void tst_TableModels::everyBooleanFieldIsACheckboxInEveryTable()
{
    Project project;
    const SampleProject sample = sampleProject(Catalog::builtIn());
    Calibration run;
    run.workloadName = sample.workloads[2].workload.name;
    run.gpuId = sample.hardware[4].gpu.id;
    run.value = 1000;
    project.reset(sample.workloads, sample.hardware, {}, {}, { run });
    int booleans = 0;
    for (Table table : { Table::Workloads, Table::Hardware, Table::Calibrations }) {
        TableModel model(&project, table);
        const TableDescription &d = model.description();
        for (int f = 0; f < d.fieldCount(); ++f) {
            if (d.field(f).kind != FieldKind::Boolean)
                continue;
            ++booleans;
            const QModelIndex cell = model.index(0, f);
            const QString where = QLatin1String(d.key) + u'.' + d.fieldKey(f);
            QVERIFY2(model.flags(cell) & Qt::ItemIsUserCheckable, qPrintable(where));
            QVERIFY2(model.data(cell, Qt::CheckStateRole).isValid(), qPrintable(where));
            const bool before = model.data(cell, Qt::CheckStateRole).toInt() == Qt::Checked;
            QVERIFY2(model.setData(cell, before ? Qt::Unchecked : Qt::Checked, Qt::CheckStateRole), qPrintable(where));
            QCOMPARE(model.data(cell, Qt::CheckStateRole).toInt() == Qt::Checked, !before);
            QVERIFY2(
                model.data(cell, Qt::DisplayRole).toString().isEmpty(), qPrintable(where)); // no "true" beside the box
        }
    }
    QCOMPARE(booleans, 3); // 2:4 sparse, gated MLP and Included
}

// The third table on the same machinery: cells parse as typed, refusals name the field, edits are one
// undo step, CSV writes and reads them back, fields that do not apply are read-only.
void tst_TableModels::measuredRunsAreATableLikeTheOthers()
{
    Project project;
    const SampleProject sample = sampleProject(Catalog::builtIn());
    Calibration run;
    run.workloadName = sample.workloads[2].workload.name;
    run.gpuId = sample.hardware[4].gpu.id;
    run.gpuCount = 8;
    run.batchPerGpu = 256;
    run.value = 12000;
    run.note = QStringLiteral("steps.csv");
    project.reset(sample.workloads, sample.hardware, {}, {}, { run });
    TableModel model(&project, Table::Calibrations);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.headerData(int(CalibrationField::Value), Qt::Horizontal).toString(), QStringLiteral("Value"));

    QSignalSpy rejected(&model, &TableModel::editRejected);
    QVERIFY(!model.setData(model.index(0, int(CalibrationField::Value)), QStringLiteral("-3")));
    QCOMPARE(rejected.count(), 1);
    QCOMPARE(rejected.at(0).at(1).toString(), QStringLiteral("Value: must be a positive number"));
    QVERIFY(model.setData(model.index(0, int(CalibrationField::Value)), QStringLiteral("25k")));
    QCOMPARE(project.calibrations().at(0).value, 25000.0);
    QCOMPARE(project.undoStack()->count(), 1);
    project.undoStack()->undo();
    QCOMPARE(project.calibrations().at(0).value, 12000.0);

    // Samples per step belongs to step-time measurements: read-only until the quantity says so.
    const QModelIndex perStep = model.index(0, int(CalibrationField::SamplesPerStep));
    QVERIFY(!(model.flags(perStep) & Qt::ItemIsEditable));
    QVERIFY(model.setData(model.index(0, int(CalibrationField::Quantity)), QStringLiteral("step_seconds")));
    QVERIFY(model.flags(perStep) & Qt::ItemIsEditable);
    // Clearing the GPU's id without a name leaves a run on no GPU: refused, naming the rule.
    QVERIFY(!model.setData(model.index(0, int(CalibrationField::GpuId)), QString()));
    QVERIFY2(rejected.last().at(1).toString().contains(QStringLiteral("GPU id")),
        qPrintable(rejected.last().at(1).toString()));

    // CSV: every field by its key, read back to the same run.
    const QString csv = tableCsv(project.table(Table::Calibrations));
    QVERIFY2(
        csv.startsWith(QStringLiteral("workload,gpu_name,gpu_id,gpu_count,precision,batch_per_gpu,quantity,value,")),
        qPrintable(csv));
    QList<Calibration> back;
    QString error;
    QVERIFY2(importCsv(csv, back, &error), qPrintable(error));
    QCOMPARE(back.size(), 1);
    QCOMPARE(back.at(0), project.calibrations().at(0));
}

QTEST_GUILESS_MAIN(tst_TableModels)
#include "tst_tablemodels.moc"
