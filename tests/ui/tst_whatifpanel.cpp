// The what-if panel: sliders change the plan live, a drag is one undo step, the scope (one workload
// or all) is explicit, and the controls follow undo and the selection.
#include "core/document/commands.h"
#include "core/models/resultmodel.h"
#include "ui/mainwindow.h"
#include "ui/projectfiles.h"
#include "ui/whatif/quantityspinbox.h"
#include "ui/whatif/stepslider.h"
#include "ui/whatif/whatifpanel.h"
#include "uitestutil.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>

using namespace flopsheet;

namespace {

struct Fixture {
    test::TemporarySettings temp;
    Project project;
    MainWindow window { &project, &temp.settings };
    WhatIfPanel *panel = nullptr;

    Fixture()
    {
        window.files()->openSample();
        window.show();
        window.showView(MainWindow::View::Workloads);
        panel = window.whatIfPanel();
        panel->syncNow();
    }

    // A drag: press, move through the steps, release.
    void drag(WhatIfPanel::Slider which, std::initializer_list<int> positions)
    {
        StepSlider *s = panel->slider(which);
        s->setSliderDown(true);
        for (int p : positions)
            s->setValue(p);
        s->setSliderDown(false);
        QCoreApplication::processEvents();
    }

    int positionOf(WhatIfPanel::Slider which, double value) const
    {
        const std::vector<double> &steps = panel->slider(which)->steps();
        return int(std::find(steps.begin(), steps.end(), value) - steps.begin());
    }
};

} // namespace

class tst_WhatIfPanel : public QObject {
    Q_OBJECT
private slots:
    void boxesTakeUnits();
    void dragIsOneUndoStepForTheSelectedWorkload();
    void allWorkloadsIsExplicit();
    void keyStepsAreSeparateSteps();
    void controlsFollowUndoAndSelection();
    void gpuCountForEveryType();
    void deadlineAndBudgetFromSliderAndSpinBox();
    void combosAndSparsity();
    void labelsSayTheValueNotTheStep();
    void stepScales();
};

void tst_WhatIfPanel::dragIsOneUndoStepForTheSelectedWorkload()
{
    Fixture f;
    QCOMPARE(f.panel->scope(), WhatIfPanel::Scope::SelectedWorkload);
    const int before = f.project.undoStack()->count();
    f.drag(WhatIfPanel::Slider::Efficiency,
        { f.positionOf(WhatIfPanel::Slider::Efficiency, 20), f.positionOf(WhatIfPanel::Slider::Efficiency, 30),
            f.positionOf(WhatIfPanel::Slider::Efficiency, 45) });
    QCOMPARE(f.project.undoStack()->count(), before + 1);
    QCOMPARE(f.project.workload(0).scenario.mfu, 0.45);
    QVERIFY(!isKnown(f.project.workload(1).scenario.mfu)); // only the selected workload
    // The results follow at once: every GPU of workload 0 assumes 45 % (where it has the precision).
    const ResultModel *results = f.window.resultModel();
    QCOMPARE(results->estimateAt(results->rowFor(0, 3)).computeEfficiency, 0.45);
    f.project.undoStack()->undo();
    QVERIFY(!isKnown(f.project.workload(0).scenario.mfu));
}

void tst_WhatIfPanel::allWorkloadsIsExplicit()
{
    Fixture f;
    f.panel->setScope(WhatIfPanel::Scope::AllWorkloads);
    const int before = f.project.undoStack()->count();
    f.drag(WhatIfPanel::Slider::Pruning, { 1, 2, 4 });
    QCOMPARE(f.project.undoStack()->count(), before + 1);
    for (const WorkloadEntry &e : f.project.workloads())
        QCOMPARE(e.workload.prunedFraction, 0.2); // step 4 of 0, 5, 10 … = 20 %
    f.project.undoStack()->undo();
    for (const WorkloadEntry &e : f.project.workloads())
        QCOMPARE(e.workload.prunedFraction, 0.0);
}

void tst_WhatIfPanel::keyStepsAreSeparateSteps()
{
    Fixture f;
    StepSlider *s = f.panel->slider(WhatIfPanel::Slider::Batch);
    const int before = f.project.undoStack()->count();
    s->triggerAction(QAbstractSlider::SliderSingleStepAdd); // auto → 1
    s->triggerAction(QAbstractSlider::SliderSingleStepAdd); // 1 → 2
    QCOMPARE(f.project.undoStack()->count(), before + 2);
    QCOMPARE(f.project.workload(0).scenario.batchPerGpu, 2);
}

void tst_WhatIfPanel::controlsFollowUndoAndSelection()
{
    Fixture f;
    const int at40 = f.positionOf(WhatIfPanel::Slider::Efficiency, 40);
    f.drag(WhatIfPanel::Slider::Efficiency, { at40 });
    f.project.undoStack()->undo();
    f.panel->syncNow();
    QCOMPARE(f.panel->slider(WhatIfPanel::Slider::Efficiency)->value(), 0); // back to "auto"
    f.project.undoStack()->redo();
    f.panel->syncNow();
    QCOMPARE(f.panel->slider(WhatIfPanel::Slider::Efficiency)->value(), at40);
    // Another workload selected: its own (automatic) efficiency shows.
    f.panel->setWorkloadRow(1);
    QCOMPARE(f.panel->slider(WhatIfPanel::Slider::Efficiency)->value(), 0);
    QCOMPARE(f.panel->precisionBox()->currentData().toString(), u"bf16"_qs);
}

void tst_WhatIfPanel::gpuCountForEveryType()
{
    Fixture f;
    f.panel->setGpuCountForAll(true);
    f.drag(WhatIfPanel::Slider::GpuCount,
        { f.positionOf(WhatIfPanel::Slider::GpuCount, 64), f.positionOf(WhatIfPanel::Slider::GpuCount, 256) });
    for (const HardwareEntry &h : f.project.hardwareRows())
        QCOMPARE(h.count, 256);
    f.project.undoStack()->undo();
    f.panel->setGpuCountForAll(false);
    f.panel->setHardwareRow(2);
    f.drag(WhatIfPanel::Slider::GpuCount, { f.positionOf(WhatIfPanel::Slider::GpuCount, 32) });
    QCOMPARE(f.project.hardware(2).count, 32);
    QCOMPARE(f.project.hardware(1).count, 8);
}

void tst_WhatIfPanel::deadlineAndBudgetFromSliderAndSpinBox()
{
    Fixture f;
    f.drag(WhatIfPanel::Slider::Deadline, { 0 });
    QVERIFY(!f.project.assumptions().hasDeadline()); // position 0: no deadline
    f.panel->deadlineBox()->setValue(1234.5);
    QCOMPARE(f.project.assumptions().deadlineHours, 1234.5);
    f.panel->budgetBox()->setValue(0);
    QVERIFY(!f.project.assumptions().hasBudget());
    f.panel->budgetBox()->setValue(75000);
    QCOMPARE(f.project.assumptions().budgetUsd, 75000.0);
    f.drag(WhatIfPanel::Slider::PriceMultiplier, { f.positionOf(WhatIfPanel::Slider::PriceMultiplier, 0.4) });
    QCOMPARE(f.project.assumptions().priceMultiplier, 0.4);
    // A result's cost follows the multiplier: 0.4 × on-demand.
    f.project.undoStack()->undo();
    const ResultModel *results = f.window.resultModel();
    const double full = results->estimateAt(0).costUsd;
    f.project.undoStack()->redo();
    QVERIFY(std::abs(results->estimateAt(0).costUsd / full - 0.4) < 1e-12);
}

void tst_WhatIfPanel::combosAndSparsity()
{
    Fixture f;
    QComboBox *precision = f.panel->precisionBox();
    precision->setCurrentIndex(precision->findData(QStringLiteral("fp8")));
    emit precision->activated(precision->currentIndex());
    QCOMPARE(f.project.workload(0).scenario.precision, Precision::FP8);
    QComboBox *zero = f.panel->zeroBox();
    zero->setCurrentIndex(zero->findData(3.0));
    emit zero->activated(zero->currentIndex());
    QCOMPARE(f.project.workload(0).scenario.zeroStage, 3);
    // The first item hands the stage back to the layout search.
    zero->setCurrentIndex(0);
    emit zero->activated(0);
    QCOMPARE(f.project.workload(0).scenario.zeroStage, kZeroAuto);
    zero->setCurrentIndex(zero->findData(3.0));
    emit zero->activated(zero->currentIndex());
    QComboBox *recompute = f.panel->recomputeBox();
    recompute->setCurrentIndex(recompute->findData(QStringLiteral("full")));
    emit recompute->activated(recompute->currentIndex());
    QCOMPARE(f.project.workload(0).scenario.recompute, Recompute::Full);
    f.panel->sparsityBox()->setChecked(true);
    QVERIFY(f.project.workload(0).workload.sparse24);
    QCOMPARE(f.project.undoStack()->count(), 6); // precision, ZeRO 3, Searched, ZeRO 3, recompute, sparsity
}

void tst_WhatIfPanel::labelsSayTheValueNotTheStep()
{
    Fixture f;
    // Typed in the table: 90 % efficiency (the slider stops at 80) and a batch of 48 (between 32 and 64).
    f.project.undoStack()->push(
        new SetFieldsCommand(&f.project, Table::Workloads, 0, 1, int(WorkloadField::Efficiency), 90.0));
    f.project.undoStack()->push(
        new SetFieldsCommand(&f.project, Table::Workloads, 0, 1, int(WorkloadField::BatchPerGpu), 48.0));
    f.panel->syncNow();
    QCOMPARE(f.panel->valueLabel(WhatIfPanel::Slider::Efficiency), u"90 %"_qs);
    QCOMPARE(f.panel->slider(WhatIfPanel::Slider::Efficiency)->stepValue(), 80.0);
    QCOMPARE(f.panel->valueLabel(WhatIfPanel::Slider::Batch), u"48"_qs);
    QVERIFY(f.panel->valueLabel(WhatIfPanel::Slider::Deadline).isEmpty()); // the spin box shows it
}

void tst_WhatIfPanel::stepScales()
{
    QCOMPARE(StepSlider::powersOfTwo(8), (std::vector<double> { 1, 2, 4, 8 }));
    QCOMPARE(StepSlider::linear(0.1, 0.3, 0.05), (std::vector<double> { 0.1, 0.15, 0.2, 0.25, 0.3 }));
    // Two significant figures, four per decade: 1, 1.8, 3.2, 5.6, 10.
    QCOMPARE(StepSlider::logScale(1, 10, 4), (std::vector<double> { 1, 1.8, 3.2, 5.6, 10 }));
    StepSlider s(StepSlider::logScale(1, 100, 4));
    s.setStepValue(30);
    QCOMPARE(s.stepValue(), 32.0);
}

void tst_WhatIfPanel::boxesTakeUnits()
{
    // The deadline and budget boxes read a typed unit as a cell does; what they cannot read they refuse, aloud.
    Fixture f;
    auto type = [](QDoubleSpinBox *box, const QString &text) {
        QLineEdit *edit = box->findChild<QLineEdit *>();
        edit->selectAll();
        edit->insert(text); // as typed (keyClicks has no keys for 周)
        QTest::keyClick(edit, Qt::Key_Return);
    };
    type(f.panel->deadlineBox(), QStringLiteral("7 d"));
    QCOMPARE(f.project.assumptions().deadlineHours, 168.0);
    type(f.panel->deadlineBox(), QStringLiteral("2周"));
    QCOMPARE(f.project.assumptions().deadlineHours, 336.0);
    type(f.panel->deadlineBox(), QStringLiteral("90 min"));
    QCOMPARE(f.project.assumptions().deadlineHours, 1.5);
    type(f.panel->budgetBox(), QStringLiteral("250k"));
    QCOMPARE(f.project.assumptions().budgetUsd, 250000.0);

    QSignalSpy refused(f.panel->deadlineBox(), &QuantitySpinBox::refused);
    type(f.panel->deadlineBox(), QStringLiteral("7 dayz"));
    QCOMPARE(f.project.assumptions().deadlineHours, 1.5); // kept, not read as 7 h
    QVERIFY(!refused.isEmpty());
    QVERIFY2(refused.first().first().toString().contains(QStringLiteral("dayz")),
        qPrintable(refused.first().first().toString()));
}

QTEST_MAIN(tst_WhatIfPanel)
#include "tst_whatifpanel.moc"
