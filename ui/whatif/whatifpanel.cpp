#include "ui/whatif/whatifpanel.h"

#include "core/estimate/batchschedule.h"

#include "core/document/edits.h"
#include "core/document/project.h"
#include "core/estimate/units.h"
#include "core/models/displayformat.h"
#include "ui/schedule/scheduleeditor.h"
#include "ui/whatif/quantityspinbox.h"
#include "ui/whatif/stepslider.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>

namespace flopsheet {
namespace {

constexpr double kHoursPerDay = 24.0;

std::vector<double> withNone(std::vector<double> steps)
{
    steps.insert(steps.begin(), 0.0); // position 0: "auto" or "none"
    return steps;
}

} // namespace

WhatIfPanel::WhatIfPanel(Project *project, QWidget *parent) : QWidget(parent), m_project(project)
{
    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(6, 6, 6, 6);

    // Which workloads the workload controls change: always visible, never implied.
    auto *scopeBox = new QGroupBox(tr("Apply workload changes to"), content);
    auto *scopeLayout = new QVBoxLayout(scopeBox);
    m_selectedScope = new QRadioButton(tr("The selected workload:"), scopeBox);
    m_selectedName = new QLabel(scopeBox);
    m_selectedName->setWordWrap(true);
    m_selectedName->setIndent(22); // under the radio button's text
    QFont bold = m_selectedName->font();
    bold.setBold(true);
    m_selectedName->setFont(bold);
    m_allScope = new QRadioButton(scopeBox);
    m_selectedScope->setChecked(true);
    auto *scopeGroup = new QButtonGroup(this);
    scopeGroup->addButton(m_selectedScope);
    scopeGroup->addButton(m_allScope);
    scopeLayout->addWidget(m_selectedScope);
    scopeLayout->addWidget(m_selectedName);
    scopeLayout->addWidget(m_allScope);
    connect(m_allScope, &QRadioButton::toggled, this, [this] { sync(); });
    layout->addWidget(scopeBox);

    auto *workloadBox = new QGroupBox(tr("Workload"), content);
    auto *wg = new QGridLayout(workloadBox);
    addSlider(wg, 0, tr("Efficiency"), Slider::Efficiency, withNone(StepSlider::linear(5, 80, 1)),
        tr("Share of the dense peak the matrix work reaches (MFU). Auto: the efficiency model's figure "
           "for this family, GPU generation and precision."));
    m_precision = addCombo(
        wg, 2, tr("Precision"), tr("Number format of the matrix work; a GPU without it uses the nearest one it has."));
    for (Precision p : kAllPrecisions)
        m_precision->addItem(precisionName(p), precisionName(p));
    addSlider(wg, 3, tr("Batch / GPU"), Slider::Batch, withNone(StepSlider::powersOfTwo(1024)),
        tr("Micro-batch per GPU (sequences or images). Auto: the largest that fits, within the family's default."));
    addSlider(wg, 5, tr("Pruning"), Slider::Pruning, StepSlider::linear(0, 90, 5),
        tr("Structured pruning: this share of the weights, and of the FLOPs, is removed."));
    m_sparsity = new QCheckBox(tr("2:4 structured sparsity"), workloadBox);
    m_sparsity->setToolTip(tr("Weights pruned to 2 of every 4: GPUs with sparse tensor cores run the matrix work "
                              "at their \"with sparsity\" rate when serving; in training only the forward pass "
                              "(its backward multiplies dense gradients), about 1.2× over a step."));
    wg->addWidget(m_sparsity, 7, 0, 1, 2);
    connect(m_sparsity, &QCheckBox::toggled, this, [this](bool on) {
        if (!m_syncing)
            applyWorkloadField(WorkloadField::Sparse24, on, 0);
    });
    m_recompute = addCombo(
        wg, 8, tr("Recompute"), tr("Activation recomputation: less memory for about a third more compute (full)."));
    for (const QString &word : choiceWords(spec(WorkloadField::Recompute)))
        m_recompute->addItem(choiceLabel(spec(WorkloadField::Recompute), word), word);
    m_zero = addCombo(wg, 9, tr("ZeRO stage"),
        tr("Optimizer states (1), gradients (2) and weights (3) sharded over the data-parallel GPUs; 2 and 3 move "
           "their shards again for every micro-batch. Searched lets the layout search choose."));
    m_zero->addItem(tr("Searched"), QString()); // an empty cell: the layout search chooses (layoutsearch.h)
    for (int stage = 0; stage <= 3; ++stage)
        m_zero->addItem(QString::number(stage), double(stage));
    m_runtime = addCombo(wg, 10, tr("Runtime"),
        tr("The software that runs the model: eager PyTorch, a compiler (torch.compile, XLA) or an optimized engine "
           "(TensorRT, vLLM). It moves small-batch serving latency by up to 10×."));
    for (const QString &word : choiceWords(spec(WorkloadField::Runtime)))
        m_runtime->addItem(choiceLabel(spec(WorkloadField::Runtime), word), word);
    connect(m_runtime, &QComboBox::activated, this,
        [this] { applyWorkloadField(WorkloadField::Runtime, m_runtime->currentData(), 0); });
    // Batch size over training (core/estimate/criticalbatch.h): the critical batch in the workload's
    // batch units, what the plan holds fixed, and a published schedule to start from.
    addSlider(wg, 11, tr("Critical batch"), Slider::CriticalBatch, withNone(StepSlider::powersOfTwo(1 << 26)),
        tr("Past it, each doubling of the global batch buys back less than half the steps (McCandlish et al. "
           "2018): tokens for a language model, samples otherwise. Auto: 8k images or sequences, a decoder's "
           "DeepSeek B_opt at its compute."));
    m_planning = addCombo(wg, 13, tr("Planning"),
        tr("Fixed data: train on the data as typed. Fixed target: reach the loss the typed run reaches, with the "
           "extra data a larger batch needs in the time and cost."));
    for (const QString &word : choiceWords(spec(WorkloadField::Planning)))
        m_planning->addItem(choiceLabel(spec(WorkloadField::Planning), word), word);
    connect(m_planning, &QComboBox::activated, this,
        [this] { applyWorkloadField(WorkloadField::Planning, m_planning->currentData(), 0); });
    m_schedule = addCombo(wg, 14, tr("Batch schedule"),
        tr("How the global batch grows over training; edit the Batch schedule cell for any other."));
    m_schedule->addItem(tr("Constant"), QString());
    for (const SchedulePreset &p : schedulePresets())
        m_schedule->addItem(QLatin1StringView(p.name), QLatin1StringView(p.text));
    m_editSchedule = new QPushButton(tr("Edit Schedule…"), workloadBox);
    m_editSchedule->setToolTip(
        tr("Write any schedule, start from a published one, and see its stages before applying it."));
    wg->addWidget(m_editSchedule, 15, 1);
    connect(m_editSchedule, &QPushButton::clicked, this, [this] {
        const int row = referenceRow();
        if (row < 0)
            return;
        ScheduleEditor editor(m_project, row, this);
        editor.exec();
    });
    connect(m_schedule, &QComboBox::activated, this, [this] {
        QString problem;
        const auto schedule = parseBatchSchedule(m_schedule->currentData().toString(), &problem);
        applyWorkloadField(
            WorkloadField::BatchSchedule, schedule ? batchScheduleText(*schedule) : m_schedule->currentData(), 0);
    });
    connect(m_precision, &QComboBox::activated, this,
        [this] { applyWorkloadField(WorkloadField::Precision, m_precision->currentData(), 0); });
    connect(m_recompute, &QComboBox::activated, this,
        [this] { applyWorkloadField(WorkloadField::Recompute, m_recompute->currentData(), 0); });
    connect(m_zero, &QComboBox::activated, this,
        [this] { applyWorkloadField(WorkloadField::ZeroStage, m_zero->currentData(), 0); });
    layout->addWidget(workloadBox);

    auto *gpuBox = new QGroupBox(tr("GPUs"), content);
    auto *gg = new QGridLayout(gpuBox);
    m_gpuTarget = new QComboBox(gpuBox);
    gg->addWidget(new QLabel(tr("Apply to"), gpuBox), 0, 0);
    gg->addWidget(m_gpuTarget, 0, 1);
    addSlider(gg, 1, tr("GPU count"), Slider::GpuCount, StepSlider::powersOfTwo(4096),
        tr("How many GPUs of the type to plan with."));
    layout->addWidget(gpuBox);

    auto *planBox = new QGroupBox(tr("Plan"), content);
    auto *pg = new QGridLayout(planBox);
    addSlider(pg, 0, tr("Price"), Slider::PriceMultiplier, StepSlider::linear(0.1, 2.0, 0.05),
        tr("Multiplier on every hourly price: below 1 for spot or reserved discounts."));
    m_deadlineBox = new QuantitySpinBox(QuantityKind::Duration, planBox);
    addSlider(pg, 2, tr("Deadline"), Slider::Deadline, withNone(StepSlider::logScale(1, 2 * 8760, 8)),
        tr("Longest acceptable wall time; the planner finds the fewest GPUs that meet it."), m_deadlineBox);
    m_deadlineBox->setRange(0, 1e6);
    m_deadlineBox->setDecimals(1);
    m_deadlineBox->setSuffix(tr(" h"));
    m_deadlineBox->setSpecialValueText(tr("no deadline"));
    m_deadlineBox->setKeyboardTracking(false);
    m_deadlineBox->setGroupSeparatorShown(true);
    m_budgetBox = new QuantitySpinBox(QuantityKind::Count, planBox);
    addSlider(pg, 4, tr("Budget"), Slider::Budget, withNone(StepSlider::logScale(100, 1e9, 6)),
        tr("Most the job may cost; the planner finds the fastest plan within it."), m_budgetBox);
    m_budgetBox->setRange(0, 1e12);
    m_budgetBox->setDecimals(0);
    m_budgetBox->setPrefix(QStringLiteral("$"));
    m_budgetBox->setSpecialValueText(tr("no budget"));
    m_budgetBox->setKeyboardTracking(false);
    m_budgetBox->setGroupSeparatorShown(true);
    m_deadlineBox->setToolTip(tr("Hours, or with a unit: 36 h, 7 d, 2 w, 90 min"));
    m_budgetBox->setToolTip(tr("Dollars: 250000, 250k or 1.2M"));
    // What the boxes cannot read is said where the user looks, and the value stays.
    for (QuantitySpinBox *box : { m_deadlineBox, m_budgetBox }) {
        connect(box, &QuantitySpinBox::refused, this,
            [box](const QString &why) { QToolTip::showText(box->mapToGlobal(QPoint(0, box->height())), why, box); });
    }
    connect(m_deadlineBox, &QDoubleSpinBox::valueChanged, this, [this](double hours) {
        if (m_syncing)
            return;
        ProjectAssumptions a = m_project->assumptions();
        a.deadlineHours = hours > 0 ? hours : kUnknown;
        applyAssumptions(a, 0);
    });
    connect(m_budgetBox, &QDoubleSpinBox::valueChanged, this, [this](double usd) {
        if (m_syncing)
            return;
        ProjectAssumptions a = m_project->assumptions();
        a.budgetUsd = usd > 0 ? usd : kUnknown;
        applyAssumptions(a, 0);
    });
    layout->addWidget(planBox);
    layout->addStretch(1);

    auto *scroll = new QScrollArea(this);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Wide enough for the content beside its scroll bar: the values at the right ("自动", "× 1") are never cut.
    scroll->setMinimumWidth(content->minimumSizeHint().width() + scroll->verticalScrollBar()->sizeHint().width());
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);

    // Every change of the project re-reads the controls, once per event.
    m_syncTimer.setSingleShot(true);
    m_syncTimer.setInterval(0);
    connect(&m_syncTimer, &QTimer::timeout, this, &WhatIfPanel::sync);
    auto later = [this] { m_syncTimer.start(); };
    for (Table t : { Table::Workloads, Table::Hardware })
        onAnyRowChange(project->table(t), this, later);
    for (auto signal : { &Project::assumptionsChanged, &Project::resetDone })
        connect(project, signal, this, later);
    connect(m_gpuTarget, &QComboBox::activated, this, [this] { sync(); });
    sync();
}

// The title and the value on one line, the slider under them across the panel: narrow enough for a
// side panel, wide enough for fine steps. valueWidget (a spin box for exact figures) replaces the label.
StepSlider *WhatIfPanel::addSlider(QGridLayout *grid, int row, const QString &label, Slider which,
    std::vector<double> steps, const QString &tip, QWidget *valueWidget)
{
    auto *title = new QLabel(label);
    auto *slider = new StepSlider(std::move(steps));
    QLabel *value = valueWidget ? nullptr : new QLabel;
    QWidget *shown = valueWidget ? valueWidget : value;
    if (value)
        value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    for (QWidget *w : { static_cast<QWidget *>(title), static_cast<QWidget *>(slider), shown })
        w->setToolTip(tip);
    grid->addWidget(title, row, 0);
    grid->addWidget(shown, row, 1);
    grid->addWidget(slider, row + 1, 0, 1, 2);
    grid->setColumnStretch(1, 1);
    m_sliders[int(which)] = slider;
    m_values[int(which)] = value;
    // A drag is one undo step: its id is fixed from press to release. Clicks and keys are one step each.
    connect(slider, &QSlider::sliderPressed, this, [this] { m_dragId = ++m_nextDragId; });
    connect(slider, &QSlider::sliderReleased, this, [this] {
        m_dragId = 0;
        emit dragFinished();
    });
    connect(slider, &QSlider::valueChanged, this, [this, which] { sliderMoved(which); });
    return slider;
}

QComboBox *WhatIfPanel::addCombo(QGridLayout *grid, int row, const QString &label, const QString &tip)
{
    auto *title = new QLabel(label);
    auto *box = new QComboBox;
    title->setToolTip(tip);
    box->setToolTip(tip);
    grid->addWidget(title, row, 0);
    grid->addWidget(box, row, 1);
    return box;
}

void WhatIfPanel::setWorkloadRow(int row)
{
    if (row == m_workloadRow)
        return;
    m_workloadRow = row;
    sync();
}

void WhatIfPanel::setHardwareRow(int row)
{
    if (row == m_hardwareRow)
        return;
    m_hardwareRow = row;
    sync();
}

void WhatIfPanel::setScope(Scope scope)
{
    (scope == Scope::AllWorkloads ? m_allScope : m_selectedScope)->setChecked(true);
}

WhatIfPanel::Scope WhatIfPanel::scope() const
{
    return m_allScope->isChecked() ? Scope::AllWorkloads : Scope::SelectedWorkload;
}

void WhatIfPanel::setGpuCountForAll(bool all)
{
    m_gpuTarget->setCurrentIndex(all ? 0 : 1);
    sync();
}

void WhatIfPanel::syncNow()
{
    m_syncTimer.stop();
    sync();
}

int WhatIfPanel::referenceRow() const
{
    if (m_project->workloadCount() == 0)
        return -1;
    return std::clamp(m_workloadRow, 0, m_project->workloadCount() - 1);
}

std::pair<int, int> WhatIfPanel::workloadRows() const
{
    if (scope() == Scope::AllWorkloads)
        return { 0, m_project->workloadCount() };
    const int row = referenceRow();
    return row < 0 ? std::pair { 0, 0 } : std::pair { row, 1 };
}

std::pair<int, int> WhatIfPanel::hardwareRows() const
{
    if (m_project->hardwareCount() == 0)
        return { 0, 0 };
    if (m_gpuTarget->currentIndex() <= 0)
        return { 0, m_project->hardwareCount() };
    return { std::clamp(m_hardwareRow, 0, m_project->hardwareCount() - 1), 1 };
}

bool WhatIfPanel::varies(WorkloadField field) const
{
    const auto [first, count] = workloadRows();
    for (int r = first + 1; r < first + count; ++r) {
        if (fieldValue(m_project->workload(r), field) != fieldValue(m_project->workload(first), field))
            return true;
    }
    return false;
}

void WhatIfPanel::sliderMoved(Slider which)
{
    const double v = slider(which)->stepValue();
    setValueText(which, valueText(which, v));
    if (m_syncing)
        return;
    const int drag = slider(which)->isSliderDown() ? m_dragId : 0;
    ProjectAssumptions a = m_project->assumptions();
    switch (which) {
    case Slider::Efficiency:
        applyWorkloadField(WorkloadField::Efficiency, v > 0 ? QVariant(v) : QVariant(), drag);
        break;
    case Slider::Batch:
        applyWorkloadField(WorkloadField::BatchPerGpu, v > 0 ? QVariant(v) : QVariant(), drag);
        break;
    case Slider::Pruning:
        applyWorkloadField(WorkloadField::PrunedPercent, v, drag);
        break;
    case Slider::CriticalBatch:
        applyWorkloadField(WorkloadField::CriticalBatch, v > 0 ? QVariant(v) : QVariant(), drag);
        break;
    case Slider::GpuCount:
        applyGpuCount(int(v), drag);
        break;
    case Slider::PriceMultiplier:
        a.priceMultiplier = v;
        applyAssumptions(a, drag);
        break;
    case Slider::Deadline:
        a.deadlineHours = v > 0 ? v : kUnknown;
        m_deadlineBox->blockSignals(true);
        m_deadlineBox->setValue(v);
        m_deadlineBox->blockSignals(false);
        applyAssumptions(a, drag);
        break;
    case Slider::Budget:
        a.budgetUsd = v > 0 ? v : kUnknown;
        m_budgetBox->blockSignals(true);
        m_budgetBox->setValue(v);
        m_budgetBox->blockSignals(false);
        applyAssumptions(a, drag);
        break;
    case Slider::Count:
        break;
    }
}

void WhatIfPanel::applyWorkloadField(WorkloadField field, const QVariant &value, int dragId)
{
    const auto [first, count] = workloadRows();
    if (count == 0)
        return;
    if (const EditResult r = edits::setField(*m_project, Table::Workloads, first, count, int(field), value, dragId);
        !r.ok())
        emit editRefused(r.error);
}

void WhatIfPanel::applyGpuCount(int gpus, int dragId)
{
    const auto [first, count] = hardwareRows();
    if (count == 0)
        return;
    const EditResult r
        = edits::setField(*m_project, Table::Hardware, first, count, int(GpuField::Count), double(gpus), dragId);
    if (!r.ok())
        emit editRefused(r.error);
}

void WhatIfPanel::applyAssumptions(const ProjectAssumptions &a, int dragId)
{
    if (a == m_project->assumptions())
        return;
    if (const EditResult r = edits::setAssumptions(*m_project, a, dragId); !r.ok())
        emit editRefused(r.error);
}

QString WhatIfPanel::valueText(Slider which, double v) const
{
    switch (which) {
    case Slider::Efficiency:
        return v > 0 ? tr("%1 %").arg(v) : tr("auto");
    case Slider::Batch:
        return v > 0 ? QString::number(v) : tr("auto");
    case Slider::Pruning:
        return tr("%1 %").arg(v);
    case Slider::CriticalBatch:
        return v > 0 ? formatSi(v) : tr("auto");
    case Slider::GpuCount:
        return tr("%n GPU(s)", nullptr, int(v));
    case Slider::PriceMultiplier:
        return tr("× %1").arg(formatNumber(v, 3));
    case Slider::Deadline:
        if (v <= 0)
            return tr("none");
        return v >= 2 * kHoursPerDay ? tr("%1 days").arg(formatNumber(v / kHoursPerDay, 3))
                                     : tr("%1 h").arg(formatHours(v));
    case Slider::Budget:
        return v > 0 ? formatMoney(v) : tr("none");
    case Slider::Count:
        break;
    }
    return {};
}

QString WhatIfPanel::valueLabel(Slider which) const
{
    const QLabel *label = m_values[int(which)];
    return label ? label->text() : QString();
}

void WhatIfPanel::setValueText(Slider which, const QString &text)
{
    if (QLabel *label = m_values[int(which)])
        label->setText(text);
}

void WhatIfPanel::updateScopeTexts()
{
    const int row = referenceRow();
    m_selectedName->setText(row >= 0 ? m_project->workload(row).workload.name : tr("none"));
    m_allScope->setText(tr("All %n workload(s)", nullptr, m_project->workloadCount()));

    const int target = std::max(0, m_gpuTarget->currentIndex());
    m_gpuTarget->clear();
    m_gpuTarget->addItem(tr("Every GPU type"));
    if (m_project->hardwareCount() > 0) {
        const int h = std::clamp(m_hardwareRow, 0, m_project->hardwareCount() - 1);
        m_gpuTarget->addItem(tr("%1 only").arg(m_project->hardware(h).gpu.name));
    }
    m_gpuTarget->setCurrentIndex(std::min(target, m_gpuTarget->count() - 1));
}

void WhatIfPanel::sync()
{
    m_syncing = true;
    updateScopeTexts();
    auto setSlider = [this](Slider which, double v, const QString &suffix = {}) {
        StepSlider *s = slider(which);
        if (!s->isSliderDown()) // never fight the user's hand
            s->setStepValue(v);
        // The label says the value itself (a typed 90 % or a batch of 48), the slider its nearest step.
        setValueText(which, valueText(which, s->isSliderDown() ? s->stepValue() : v) + suffix);
    };
    const QString mixed = QStringLiteral(" ") + tr("(varies)");
    auto suffix = [&](WorkloadField f) { return varies(f) ? mixed : QString(); };

    const int row = referenceRow();
    const bool haveWorkload = row >= 0;
    for (Slider s : { Slider::Efficiency, Slider::Batch, Slider::Pruning, Slider::CriticalBatch })
        slider(s)->setEnabled(haveWorkload);
    for (QWidget *w :
        { static_cast<QWidget *>(m_precision), static_cast<QWidget *>(m_recompute), static_cast<QWidget *>(m_zero),
            static_cast<QWidget *>(m_sparsity), static_cast<QWidget *>(m_runtime), static_cast<QWidget *>(m_planning),
            static_cast<QWidget *>(m_schedule), static_cast<QWidget *>(m_editSchedule) })
        w->setEnabled(haveWorkload);
    if (haveWorkload) {
        const WorkloadEntry &e = m_project->workload(row);
        setSlider(Slider::Efficiency, isKnown(e.scenario.mfu) ? e.scenario.mfu * 100.0 : 0.0,
            suffix(WorkloadField::Efficiency));
        setSlider(Slider::Batch, double(e.scenario.batchPerGpu), suffix(WorkloadField::BatchPerGpu));
        if (e.scenario.batchMax && !slider(Slider::Batch)->isSliderDown()) // serving's largest batch that fits
            setValueText(Slider::Batch, tr("max") + suffix(WorkloadField::BatchPerGpu));
        setSlider(Slider::Pruning, e.workload.prunedFraction * 100.0, suffix(WorkloadField::PrunedPercent));
        m_precision->setCurrentIndex(m_precision->findData(precisionName(e.scenario.precision)));
        m_recompute->setCurrentIndex(m_recompute->findData(recomputeName(e.scenario.recompute)));
        m_runtime->setCurrentIndex(m_runtime->findData(runtimeName(e.scenario.runtime)));
        m_zero->setCurrentIndex(e.scenario.zeroStage + 1); // item 0 is Searched (kZeroAuto = -1)
        m_sparsity->setChecked(e.workload.sparse24);
        setSlider(Slider::CriticalBatch, isKnown(e.scenario.criticalBatch) ? e.scenario.criticalBatch : 0.0,
            suffix(WorkloadField::CriticalBatch));
        m_planning->setCurrentIndex(m_planning->findData(planningName(e.scenario.planning)));
        // The row's own schedule shows as itself when it is none of the presets.
        const QString schedule = batchScheduleText(e.scenario.schedule);
        while (m_schedule->count() > int(schedulePresets().size()) + 1)
            m_schedule->removeItem(m_schedule->count() - 1);
        int at = m_schedule->findData(schedule);
        if (at < 0) {
            m_schedule->addItem(schedule, schedule);
            at = m_schedule->count() - 1;
        }
        m_schedule->setCurrentIndex(at);
        // Recompute, ZeRO and the batch over training are training settings; serving has no use for them.
        const bool trains = scope() == Scope::AllWorkloads || e.scenario.mode == Mode::Train;
        for (QWidget *w : { static_cast<QWidget *>(m_recompute), static_cast<QWidget *>(m_zero),
                 static_cast<QWidget *>(m_planning), static_cast<QWidget *>(m_schedule),
                 static_cast<QWidget *>(m_editSchedule), static_cast<QWidget *>(slider(Slider::CriticalBatch)) })
            w->setEnabled(trains);
    }

    const auto [hwFirst, hwCount] = hardwareRows();
    slider(Slider::GpuCount)->setEnabled(hwCount > 0);
    if (hwCount > 0) {
        bool mixedCount = false;
        for (int r = hwFirst + 1; r < hwFirst + hwCount; ++r)
            mixedCount |= m_project->hardware(r).count != m_project->hardware(hwFirst).count;
        const int h = std::clamp(m_hardwareRow, 0, m_project->hardwareCount() - 1);
        setSlider(Slider::GpuCount, double(m_project->hardware(h).count), mixedCount ? mixed : QString());
    }

    const ProjectAssumptions &a = m_project->assumptions();
    setSlider(Slider::PriceMultiplier, a.priceMultiplier);
    setSlider(Slider::Deadline, a.hasDeadline() ? a.deadlineHours : 0.0);
    setSlider(Slider::Budget, a.hasBudget() ? a.budgetUsd : 0.0);
    // The spin boxes hold the exact figures; the sliders show their nearest steps.
    m_deadlineBox->setValue(a.hasDeadline() ? a.deadlineHours : 0.0);
    m_budgetBox->setValue(a.hasBudget() ? a.budgetUsd : 0.0);
    m_syncing = false;
}

} // namespace flopsheet
