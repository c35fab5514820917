// The Pool dock (issue 14): the sample's shared pool shows a result per job, the policy choice edits the
// plan's assumptions through the undo stack, edits of the pool tables and what-if drags re-plan, and the
// Gantt chart and the policy comparison draw what the plan holds.
#include "core/document/edits.h"
#include "core/document/poolgputable.h"
#include "core/document/pooljobtable.h"
#include "core/models/tablemodel.h"
#include "core/pool/policies.h"
#include "ui/charts/ganttchart.h"
#include "ui/charts/utilizationchart.h"
#include "ui/mainwindow.h"
#include "ui/pool/policychooser.h"
#include "ui/pool/policycomparisonmodel.h"
#include "ui/pool/poolpanel.h"
#include "ui/pool/poolplanner.h"
#include "ui/pool/poolresultmodel.h"
#include "ui/pool/pooltables.h"
#include "ui/pool/pooltext.h"
#include "ui/pool/poolwhatif.h"
#include "ui/projectfiles.h"
#include "ui/whatif/stepslider.h"
#include "uitestutil.h"

#include <qcustomplot.h>

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QLabel>
#include <QTest>
#include <QUndoStack>

using namespace flopsheet;

namespace {

struct Fixture {
    test::TemporarySettings temp;
    Project project;
    MainWindow window { &project, &temp.settings };
    PoolPanel *panel = nullptr;

    Fixture()
    {
        window.files()->openSample();
        window.show();
        window.showView(MainWindow::View::Pool);
        panel = window.poolPanel();
        panel->updateNow();
    }

    QList<double> averages() const
    {
        QList<double> out;
        for (const PolicyOutcome &o : panel->planner()->comparison())
            out << o.averageCompletionHours;
        return out;
    }

    QList<double> finishes() const
    {
        QList<double> out;
        for (const PoolTaskResult &r : panel->planner()->schedule().tasks)
            out << r.finishHours;
        return out;
    }
};

} // namespace

class tst_PoolDock : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void showsEveryJobWithAResult();
    void modelsPassTheTester();
    void policyChoiceIsUndoable();
    void weightEditReplans();
    void weightDragIsOneUndoStep();
    void poolSizeReplans();
    void ganttHasALanePerJob();
    void timeAxesSpeakTheTablesUnit();
    void comparisonHasEveryPolicy();
    void addingRowsOffersTheTables();
    void emptyPoolSaysSo();
};

void tst_PoolDock::initTestCase()
{
    Fixture f;
    QVERIFY2(f.project.poolJobs().size() >= 2 && !f.project.poolGpus().isEmpty(), "the sample plan has a pool");
}

void tst_PoolDock::showsEveryJobWithAResult()
{
    Fixture f;
    QVERIFY(f.window.poolDock()->isVisible());
    const PoolResultModel *results = f.panel->resultModel();
    QCOMPARE(results->rowCount(), int(f.project.poolJobs().size()));
    QCOMPARE(results->headerData(PoolResultModel::RhoColumn, Qt::Horizontal, Qt::ToolTipRole).toString(),
        pooltext::rhoDefinition());
    QCOMPARE(f.panel->tables()->jobModel()->rowCount(), int(f.project.poolJobs().size()));
    QCOMPARE(f.panel->tables()->gpuModel()->rowCount(), int(f.project.poolGpus().size()));
    for (int r = 0; r < results->rowCount(); ++r) {
        const QString job = results->index(r, PoolResultModel::JobColumn).data().toString();
        QVERIFY2(job.startsWith(f.project.poolJobs()[r].workloadName), qPrintable(job));
        // Every job of the sample runs: it holds GPUs and starts.
        const QString gpus = results->index(r, PoolResultModel::GpusColumn).data().toString();
        QVERIFY2(gpus.contains(QStringLiteral("× ")), qPrintable(job + u':' + gpus));
        QVERIFY2(!results->index(r, PoolResultModel::StartColumn).data().toString().isEmpty(), qPrintable(job));
        QVERIFY(isKnown(f.panel->planner()->schedule().tasks[r].startHours));
    }
    // Start, finish and wait read in one unit down the table: days, since a sample job runs past three days
    // (the pre-training's 18 d beside the fine-tune's 3.29 h used to mix "18 d" and "3.29 h" in Finish).
    double longest = 0;
    for (const PoolTaskResult &r : f.panel->planner()->schedule().tasks)
        longest = std::max(longest, isKnown(r.finishHours) ? r.finishHours : 0.0);
    QVERIFY(longest >= 72);
    for (int r = 0; r < results->rowCount(); ++r) {
        for (int column :
            { PoolResultModel::StartColumn, PoolResultModel::FinishColumn, PoolResultModel::WaitColumn }) {
            const QString text = results->index(r, column).data().toString();
            QVERIFY2(text.endsWith(u" d"_qs), qPrintable(text));
        }
    }
    // The figures name the makespan, and the objective of the plan's policy is stated.
    QVERIFY(f.panel->figuresLabel()->text().contains(QStringLiteral("Makespan")));
    QCOMPARE(f.panel->policyChooser()->objective()->text(), policyObjective(f.project.assumptions().poolPolicy));
}

void tst_PoolDock::modelsPassTheTester()
{
    Fixture f;
    const auto mode = QAbstractItemModelTester::FailureReportingMode::QtTest;
    QAbstractItemModelTester results(f.panel->resultModel(), mode);
    QAbstractItemModelTester comparison(f.panel->comparisonModel(), mode);
    // A job removed and restored: rows go and come back.
    QVERIFY(edits::removeRows(f.project, Table::PoolJobs, { 1 }));
    f.panel->updateNow();
    QCOMPARE(f.panel->resultModel()->rowCount(), int(f.project.poolJobs().size()));
    f.project.undoStack()->undo();
    f.panel->updateNow();
    QCOMPARE(f.panel->resultModel()->rowCount(), int(f.project.poolJobs().size()));
}

void tst_PoolDock::policyChoiceIsUndoable()
{
    Fixture f;
    QComboBox *combo = f.panel->policyChooser()->combo();
    const PoolPolicy before = f.project.assumptions().poolPolicy;
    QCOMPARE(PoolPolicy(combo->currentData().toInt()), before);
    const int other = (combo->currentIndex() + 1) % combo->count();
    const auto chosen = PoolPolicy(combo->itemData(other).toInt());
    QVERIFY(chosen != before);
    emit combo->activated(other);
    QCOMPARE(f.project.assumptions().poolPolicy, chosen);
    QCOMPARE(f.panel->policyChooser()->objective()->text(), policyObjective(chosen));
    f.panel->updateNow();
    QCOMPARE(f.panel->planner()->policy(), chosen);

    f.project.undoStack()->undo();
    QCOMPARE(f.project.assumptions().poolPolicy, before);
    QCOMPARE(PoolPolicy(combo->currentData().toInt()), before);
    QCOMPARE(f.panel->policyChooser()->objective()->text(), policyObjective(before));
}

void tst_PoolDock::weightEditReplans()
{
    Fixture f;
    // Weights divide the pool under proportional share: the first job at 8 × its weight gets another share.
    ProjectAssumptions a = f.project.assumptions();
    a.poolPolicy = PoolPolicy::Proportional;
    QVERIFY(edits::setAssumptions(f.project, a).ok());
    f.panel->updateNow();
    const QList<double> before = f.finishes();
    TableModel *jobs = f.panel->tables()->jobModel();
    const QModelIndex weight = jobs->index(0, int(PoolJobField::Weight));
    const double oldWeight = f.project.poolJobs()[0].weight;
    QVERIFY(jobs->setData(weight, QString::number(oldWeight * 8)));
    QCOMPARE(f.project.poolJobs()[0].weight, oldWeight * 8);
    f.panel->updateNow();
    const QList<double> after = f.finishes();
    QVERIFY2(after != before, "a weight edit re-plans");
    // The table shows the new plan.
    QCOMPARE(f.panel->resultModel()->schedule().tasks[0].finishHours, after[0]);
}

void tst_PoolDock::weightDragIsOneUndoStep()
{
    Fixture f;
    PoolWhatIf *whatIf = f.panel->whatIf();
    StepSlider *slider = whatIf->weightSlider(0);
    QVERIFY(slider);
    QVERIFY(whatIf->countSlider(int(f.project.poolGpus().size()) - 1));
    const double start = f.project.poolJobs()[0].weight;
    const int steps = f.project.undoStack()->count();
    const QList<double> comparison = f.averages();
    slider->setSliderDown(true);
    for (int i = 1; i <= 4; ++i) {
        slider->setValue(std::min(slider->maximum(), slider->value() + 2));
        f.panel->updateNow();
    }
    QVERIFY(f.project.poolJobs()[0].weight > start);
    // The comparison waits for the end of the drag, then follows (weights change the weighted policies).
    QCOMPARE(f.averages(), comparison);
    slider->setSliderDown(false);
    QVERIFY(f.averages() != comparison);
    QCOMPARE(f.project.undoStack()->count(), steps + 1);
    f.project.undoStack()->undo();
    QCOMPARE(f.project.poolJobs()[0].weight, start);
    // The slider followed the undo.
    QCOMPARE(slider->stepValue(), start);
}

void tst_PoolDock::poolSizeReplans()
{
    Fixture f;
    const double before = f.panel->planner()->schedule().makespanHours;
    // Half the GPUs of every type: the pool takes longer to get through the same jobs.
    for (int g = 0; g < f.project.poolGpus().size(); ++g) {
        const int count = f.project.poolGpus()[g].count;
        QVERIFY(edits::setCell(f.project, Table::PoolGpus, g, int(PoolGpuField::Count), std::max(1, count / 2)).ok());
    }
    f.panel->updateNow();
    QVERIFY2(f.panel->planner()->schedule().makespanHours > before,
        qPrintable(QStringLiteral("%1 → %2").arg(before).arg(f.panel->planner()->schedule().makespanHours)));
}

void tst_PoolDock::ganttHasALanePerJob()
{
    Fixture f;
    f.panel->showChart(0);
    f.panel->updateNow();
    GanttChart *gantt = f.panel->ganttChart();
    const PoolSchedule &schedule = f.panel->planner()->schedule();
    QCOMPARE(gantt->laneCount(), int(f.project.poolJobs().size()));
    auto ticker = qSharedPointerDynamicCast<QCPAxisTickerText>(gantt->plot()->yAxis->ticker());
    QVERIFY(ticker);
    QCOMPARE(ticker->ticks().size(), f.project.poolJobs().size());
    for (const PoolJob &job : f.project.poolJobs())
        QVERIFY2(ticker->ticks().values().contains(job.workloadName), qPrintable(job.workloadName));
    QVERIFY(!gantt->bars().isEmpty());
    QVERIFY2(gantt->bars().size() <= schedule.segments.size(),
        qPrintable(QStringLiteral("%1 bars, %2 segments").arg(gantt->bars().size()).arg(schedule.segments.size())));
    // Each bar lies on its job's lane and spans its segment.
    for (qsizetype i = 0; i < gantt->bars().size(); ++i) {
        const QCPItemRect *bar = gantt->bars()[i];
        const double mid = (bar->topLeft->coords().y() + bar->bottomRight->coords().y()) / 2;
        QVERIFY(mid >= -0.5 && mid <= gantt->laneCount() - 0.5);
        QVERIFY(bar->bottomRight->coords().x() >= bar->topLeft->coords().x());
    }
    // A job whose bars are too short for a label (the fine-tune: hours on a weeks-long axis) is named beside
    // them with its finish, as the Finish column gives it: in the axis' days, not "3.31 h" beside "0.138 d".
    gantt->plot()->replot();
    QCOMPARE(gantt->laneLabels().size(), gantt->laneCount());
    const QCPItemText *fineTune = gantt->laneLabels()[1];
    QVERIFY(fineTune && fineTune->visible());
    const QString finish = f.panel->resultModel()->index(1, PoolResultModel::FinishColumn).data().toString();
    QVERIFY2(finish.endsWith(u" d"_qs), qPrintable(finish));
    QVERIFY2(fineTune->text().endsWith(u"done at "_qs + finish), qPrintable(fineTune->text() + u" / "_qs + finish));
    // However narrow the chart, every lane's label stays inside the plot and keeps its finish: its GPUs are
    // named by type, then elided (the sample's ResNet-50 label is 430 px in full).
    for (const int width : { 900, 560, 420 }) {
        gantt->plot()->resize(width, 320);
        gantt->plot()->replot();
        for (const QCPItemText *label : gantt->laneLabels()) {
            if (!label || !label->visible())
                continue;
            const double anchor = gantt->plot()->xAxis->coordToPixel(label->position->coords().x());
            const double textWidth = QFontMetrics(label->font()).horizontalAdvance(label->text());
            const bool onRight = label->positionAlignment() & Qt::AlignLeft;
            QVERIFY2(onRight ? anchor + textWidth <= gantt->plot()->axisRect()->right()
                             : anchor - textWidth >= gantt->plot()->axisRect()->left(),
                qPrintable(QStringLiteral("%1 px: %2").arg(width).arg(label->text())));
            QVERIFY2(label->text().contains(u", done at "_qs), qPrintable(label->text()));
        }
    }
    QVERIFY(gantt->laneLabels()[1]->text().endsWith(u"done at "_qs + finish));
    // Where there is room, a label does not lie across its job's deadline tick (the fine-tune ends hours in,
    // its deadline is days later): it starts past the tick.
    gantt->plot()->resize(900, 320);
    gantt->plot()->replot();
    const double hoursPerUnit = gantt->plot()->xAxis->label().startsWith(u"Days"_qs) ? 24 : 1;
    int checked = 0;
    for (int t = 0; t < gantt->laneCount(); ++t) {
        const QCPItemText *label = gantt->laneLabels()[t];
        const double deadline = f.panel->planner()->problem().tasks[t].deadlineHours;
        if (!label || !label->visible() || !isKnown(deadline) || !(label->positionAlignment() & Qt::AlignLeft))
            continue;
        const double anchor = gantt->plot()->xAxis->coordToPixel(label->position->coords().x());
        const double right = anchor + 6 + QFontMetrics(label->font()).horizontalAdvance(label->text());
        const double tick = gantt->plot()->xAxis->coordToPixel(deadline / hoursPerUnit);
        QVERIFY2(!(anchor < tick && tick < right),
            qPrintable(
                QStringLiteral("%1: tick at %2 px inside %3–%4").arg(label->text()).arg(tick).arg(anchor).arg(right)));
        ++checked;
    }
    QVERIFY(checked >= 1);
    // A re-plan redraws the new plan's segments rather than adding to the old ones.
    const double weight = f.project.poolJobs()[0].weight;
    QVERIFY(edits::setCell(f.project, Table::PoolJobs, 0, int(PoolJobField::Weight), weight * 4).ok());
    f.panel->updateNow();
    const qsizetype segments = f.panel->planner()->schedule().segments.size();
    QVERIFY2(gantt->bars().size() <= segments,
        qPrintable(QStringLiteral("%1 bars, %2 segments").arg(gantt->bars().size()).arg(segments)));
    // A bar and its label per segment, a tick per deadline and the makespan: nothing left from before.
    QVERIFY(gantt->plot()->itemCount() <= 2 * int(segments) + 2 * gantt->laneCount() + 2);

    f.panel->showChart(1);
    f.panel->updateNow();
    QCOMPARE(f.panel->utilizationChart()->plot()->graphCount(), int(f.panel->planner()->problem().types.size()));
}

void tst_PoolDock::timeAxesSpeakTheTablesUnit()
{
    // A plan of 80 hours: the pool tables give it in days (three days or more, pooltext::durationUnit), and
    // so do the Gantt and utilization axes (they switched only past 96 hours, so 80 h read "3.33 d" in the
    // Finish column above an axis counted in hours).
    Fixture f;
    f.panel->updateNow();
    PoolProblem problem = f.panel->planner()->problem();
    PoolSchedule schedule = f.panel->planner()->schedule();
    for (PoolTask &t : problem.tasks)
        t.deadlineHours = kUnknown;
    schedule.segments.clear();
    schedule.makespanHours = 80;
    for (PoolTypeUsage &u : schedule.usage)
        u.busy = { QPointF(0, 1), QPointF(80, 0) };
    QCOMPARE(pooltext::durationUnit({ 80.0 }), pooltext::DurationUnit::Days);
    ChartInput input;
    input.project = &f.project;
    GanttChart gantt;
    gantt.resize(1200, 800); // shown and wide enough for the whole axis titles
    gantt.show();
    QVERIFY(QTest::qWaitForWindowExposed(&gantt));
    gantt.setPlan(problem, schedule);
    gantt.rebuild(input);
    QVERIFY2(gantt.plot()->xAxis->label().startsWith(u"Days"_qs), qPrintable(gantt.plot()->xAxis->label()));
    UtilizationChart utilization;
    utilization.resize(1200, 800);
    utilization.show();
    QVERIFY(QTest::qWaitForWindowExposed(&utilization));
    utilization.setPlan(problem, schedule);
    utilization.rebuild(input);
    QVERIFY2(utilization.plot()->xAxis->label().startsWith(u"Days"_qs), qPrintable(utilization.plot()->xAxis->label()));
    // Under three days both stay in hours.
    schedule.makespanHours = 60;
    for (PoolTypeUsage &u : schedule.usage)
        u.busy = { QPointF(0, 1), QPointF(60, 0) };
    gantt.setPlan(problem, schedule);
    gantt.rebuild(input);
    QVERIFY2(gantt.plot()->xAxis->label().startsWith(u"Hours"_qs), qPrintable(gantt.plot()->xAxis->label()));
}

void tst_PoolDock::comparisonHasEveryPolicy()
{
    Fixture f;
    const PolicyComparisonModel *model = f.panel->comparisonModel();
    QCOMPARE(model->rowCount(), kPoolPolicyCount);
    QSet<int> policies;
    int bold = -1;
    for (int r = 0; r < model->rowCount(); ++r) {
        policies.insert(int(model->outcomes()[r].policy));
        QCOMPARE(
            model->index(r, 0).data().toString(), choiceLabel(kPoolPolicyChoices, int(model->outcomes()[r].policy)));
        if (model->index(r, 0).data(Qt::FontRole).value<QFont>().bold())
            bold = r;
    }
    QCOMPARE(policies.size(), kPoolPolicyCount);
    QVERIFY(bold >= 0);
    QCOMPARE(model->outcomes()[bold].policy, f.project.assumptions().poolPolicy);
    // The row of the plan's policy says what the plan itself says.
    QCOMPARE(model->outcomes()[bold].makespanHours, f.panel->planner()->schedule().makespanHours);
}

void tst_PoolDock::addingRowsOffersTheTables()
{
    Fixture f;
    PoolTables *tables = f.panel->tables();
    const qsizetype gpus = f.project.poolGpus().size();
    const qsizetype jobs = f.project.poolJobs().size();
    tables->addGpu(0);
    tables->addJob(0);
    QCOMPARE(f.project.poolGpus().size(), gpus + 1);
    QCOMPARE(f.project.poolGpus().constLast().gpuName, f.project.hardware(0).gpu.name);
    QCOMPARE(f.project.poolJobs().size(), jobs + 1);
    QCOMPARE(f.project.poolJobs().constLast().workloadName, f.project.workload(0).workload.name);
    f.panel->updateNow();
    QCOMPARE(f.panel->resultModel()->rowCount(), int(jobs + 1));
    QVERIFY(f.panel->whatIf()->weightSlider(int(jobs)));
    f.project.undoStack()->undo();
    f.project.undoStack()->undo();
    QCOMPARE(f.project.poolGpus().size(), gpus);
    QCOMPARE(f.project.poolJobs().size(), jobs);
}

void tst_PoolDock::emptyPoolSaysSo()
{
    Fixture f;
    QList<int> all;
    for (int r = 0; r < f.project.poolJobs().size(); ++r)
        all << r;
    QVERIFY(edits::removeRows(f.project, Table::PoolJobs, all));
    f.panel->updateNow();
    QCOMPARE(f.panel->resultModel()->rowCount(), 0);
    QCOMPARE(f.panel->comparisonModel()->rowCount(), 0);
    QVERIFY(f.panel->ganttChart()->bars().isEmpty());
    QVERIFY(!f.panel->figuresLabel()->text().isEmpty());
}

QTEST_MAIN(tst_PoolDock)
#include "tst_pooldock.moc"
