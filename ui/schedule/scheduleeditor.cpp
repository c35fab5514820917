#include "ui/schedule/scheduleeditor.h"

#include "core/document/edits.h"
#include "core/document/project.h"
#include "core/document/workloadtable.h"
#include "core/estimate/batchschedule.h"
#include "core/estimate/estimator.h"
#include "core/estimate/units.h"
#include "core/models/displayformat.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace flopsheet {

ScheduleEditor::ScheduleEditor(Project *project, int workloadRow, QWidget *parent)
    : QDialog(parent), m_project(project), m_row(workloadRow)
{
    const WorkloadEntry &w = project->workload(workloadRow);
    setWindowTitle(tr("Batch Schedule — %1").arg(w.workload.name));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_presets = new QComboBox(this);
    m_presets->addItem(tr("Constant"), QString());
    for (const SchedulePreset &p : schedulePresets()) {
        m_presets->addItem(QLatin1StringView(p.name), QLatin1StringView(p.text));
        m_presets->setItemData(m_presets->count() - 1, QString::fromUtf8(p.source), Qt::ToolTipRole);
    }
    form->addRow(tr("Start from"), m_presets);
    m_text = new QLineEdit(batchScheduleText(w.scenario.schedule), this);
    m_text->setPlaceholderText(tr("constant"));
    m_text->setClearButtonEnabled(true);
    form->addRow(tr("Schedule"), m_text);
    layout->addLayout(form);

    auto *help = new QLabel(tr("<b>linear:B0-B1@T</b> from B0 to B1, linear in data, over the first T; "
                               "<b>stages:B1@U1,…,Bn</b> B1 until U1, …, Bn to the end (U in data, or \"50k steps\"); "
                               "<b>megatron:START,INC,SAMPLES[,FINAL]</b> Megatron-LM's ramp-up in samples. "
                               "Batches and data in tokens for language models, samples otherwise."),
        this);
    help->setWordWrap(true);
    layout->addWidget(help);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);

    m_stages = new QTableWidget(0, 5, this);
    m_stages->setHorizontalHeaderLabels({ tr("Stage"), tr("Global batch"), tr("Until"), tr("Steps"), tr("GPUs busy") });
    m_stages->verticalHeader()->hide();
    m_stages->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_stages->setEditTriggers(QAbstractItemView::NoEditTriggers);
    layout->addWidget(m_stages, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &ScheduleEditor::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ScheduleEditor::reject);
    connect(m_presets, &QComboBox::activated, this, [this] { m_text->setText(m_presets->currentData().toString()); });
    connect(m_text, &QLineEdit::textChanged, this, &ScheduleEditor::refresh);
    resize(640, 420);
    refresh();
}

void ScheduleEditor::refresh()
{
    m_stages->setRowCount(0);
    m_problem.clear();
    const std::optional<BatchSchedule> schedule = parseBatchSchedule(m_text->text(), &m_problem);
    WorkloadEntry w = m_project->workload(m_row);
    if (schedule) {
        w.scenario.schedule = *schedule;
        m_problem = batchScheduleProblem(w.workload, w.scenario);
    }
    if (!m_problem.isEmpty()) {
        m_status->setText(QStringLiteral("<span style='color:#b02020'>%1</span>").arg(m_problem.toHtmlEscaped()));
        return;
    }
    // The stages on the first included GPU type, as the estimate lays them (one GPU when none is included).
    HardwareEntry hw;
    for (const HardwareEntry &h : m_project->hardwareRows()) {
        if (h.included) {
            hw = h;
            break;
        }
    }
    QList<StageFigures> stages;
    const Estimate e = hw.gpu.name.isEmpty()
        ? Estimate {}
        : estimate(w.workload, hw.gpu, scenarioFor(w, hw, m_project->assumptions()), &stages);
    m_status->setText(e.ok() ? tr("%1 optimizer steps on %2 × %3.")
                                   .arg(formatNumber(e.optimizerSteps), hw.gpu.name, QString::number(hw.count))
                             : tr("The schedule reads well; no included GPU type estimates it."));
    const double unit = e.batchUnitsPerSample;
    double trained = 0;
    for (const StageFigures &s : stages) {
        trained += s.samples;
        const int r = m_stages->rowCount();
        m_stages->insertRow(r);
        const QString batch = s.startBatch == s.endBatch
            ? formatSi(s.endBatch * unit)
            : tr("%1 → %2").arg(formatSi(s.startBatch * unit), formatSi(s.endBatch * unit));
        const QStringList cells { QString::number(s.stage + 1), batch, formatSi(trained * unit), formatNumber(s.steps),
            QString::number(s.gpusBusy) };
        for (int c = 0; c < cells.size(); ++c)
            m_stages->setItem(r, c, new QTableWidgetItem(cells[c]));
    }
}

void ScheduleEditor::accept()
{
    if (!m_problem.isEmpty())
        return; // the status line says why
    const EditResult r = edits::setCell(
        *m_project, Table::Workloads, m_row, int(WorkloadField::BatchSchedule), m_text->text().trimmed());
    if (!r.ok()) {
        m_problem = r.error;
        m_status->setText(QStringLiteral("<span style='color:#b02020'>%1</span>").arg(r.error.toHtmlEscaped()));
        return;
    }
    QDialog::accept();
}

} // namespace flopsheet
