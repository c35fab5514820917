#include "ui/pool/pooltables.h"

#include "core/document/edits.h"
#include "core/document/poolgputable.h"
#include "core/document/pooljobtable.h"
#include "core/document/project.h"
#include "core/models/tablemodel.h"
#include "ui/pool/namedelegate.h"
#include "ui/sheetview.h"
#include "ui/tablepanel.h"

#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QMenu>
#include <QSplitter>
#include <QToolButton>
#include <QVBoxLayout>

namespace flopsheet {

PoolTables::PoolTables(Project *project, QWidget *parent)
    : QWidget(parent), m_project(project), m_gpuModel(new TableModel(project, Table::PoolGpus, this)),
      m_jobModel(new TableModel(project, Table::PoolJobs, this)), m_gpuPanel(new TablePanel(m_gpuModel, this)),
      m_jobPanel(new TablePanel(m_jobModel, this)), m_active(m_jobPanel)
{
    m_gpuPanel->setTitle(tr("Pool GPUs"));
    m_jobPanel->setTitle(tr("Jobs"));
    const auto hardwareNames = [this] {
        QStringList names;
        for (const HardwareEntry &h : m_project->hardwareRows())
            names << h.gpu.name;
        return names;
    };
    const auto workloadNames = [this] {
        QStringList names;
        for (const WorkloadEntry &w : m_project->workloads())
            names << w.workload.name;
        return names;
    };
    m_gpuPanel->view()->setItemDelegate(new NameDelegate(int(PoolGpuField::Gpu), hardwareNames, m_gpuPanel->view()));
    m_jobPanel->view()->setItemDelegate(
        new NameDelegate(int(PoolJobField::Workload), workloadNames, m_jobPanel->view()));
    for (TablePanel *panel : { m_gpuPanel, m_jobPanel }) {
        auto *model = static_cast<TableModel *>(panel->sourceModel());
        connect(
            model, &TableModel::editRejected, this, [this, panel](const QModelIndex &index, const QString &message) {
                panel->showRejection(index, message);
                emit statusMessage(message);
            });
        connect(panel, &TablePanel::activated, this, [this, panel] {
            m_active = panel;
            updateDeleteEnabled();
        });
        connect(panel->view()->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &PoolTables::updateDeleteEnabled);
        // Sized to their contents once, when the sample or a file fills them.
        connect(model, &QAbstractItemModel::modelReset, panel, [panel] { panel->view()->fitColumns(); });
        panel->view()->fitColumns();
    }

    QToolButton *addGpu = menuButton(tr("Add GPU Type"), tr("Add a GPU type of the hardware table to the pool"));
    connect(addGpu->menu(), &QMenu::aboutToShow, this, [this, addGpu] { fillGpuMenu(addGpu); });
    QToolButton *addJob = menuButton(tr("Add Job"), tr("Let a workload of the plan share the pool"));
    connect(addJob->menu(), &QMenu::aboutToShow, this, [this, addJob] { fillJobMenu(addJob); });
    m_deleteButton = new QToolButton(this);
    m_deleteButton->setText(tr("Delete"));
    m_deleteButton->setToolTip(tr("Delete the selected rows of the pool table that has the focus"));
    connect(m_deleteButton, &QToolButton::clicked, this, &PoolTables::deleteSelected);

    auto *buttons = new QHBoxLayout;
    buttons->setContentsMargins(4, 0, 4, 0);
    buttons->addWidget(addGpu);
    buttons->addWidget(addJob);
    buttons->addWidget(m_deleteButton);
    buttons->addStretch(1);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(m_gpuPanel);
    splitter->addWidget(m_jobPanel);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({ 160, 240 });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(buttons);
    layout->addWidget(splitter, 1);
    updateDeleteEnabled();
}

QToolButton *PoolTables::menuButton(const QString &text, const QString &tip)
{
    auto *button = new QToolButton(this);
    button->setText(text);
    button->setToolTip(tip);
    button->setPopupMode(QToolButton::InstantPopup);
    button->setMenu(new QMenu(button));
    return button;
}

void PoolTables::fillGpuMenu(QToolButton *button)
{
    QMenu *menu = button->menu();
    menu->clear();
    const QList<HardwareEntry> &rows = m_project->hardwareRows();
    for (int h = 0; h < rows.size(); ++h)
        connect(menu->addAction(rows[h].gpu.name), &QAction::triggered, this, [this, h] { addGpu(h); });
    if (rows.isEmpty())
        menu->addAction(tr("The hardware table is empty"))->setEnabled(false);
}

void PoolTables::fillJobMenu(QToolButton *button)
{
    QMenu *menu = button->menu();
    menu->clear();
    const QList<WorkloadEntry> &rows = m_project->workloads();
    for (int w = 0; w < rows.size(); ++w)
        connect(menu->addAction(rows[w].workload.name), &QAction::triggered, this, [this, w] { addJob(w); });
    if (rows.isEmpty())
        menu->addAction(tr("The workload table is empty"))->setEnabled(false);
}

void PoolTables::addGpu(int hardwareRow)
{
    if (hardwareRow < 0 || hardwareRow >= m_project->hardwareCount())
        return;
    const HardwareEntry &h = m_project->hardware(hardwareRow);
    PoolGpu gpu;
    gpu.gpuName = h.gpu.name;
    gpu.count = h.count;
    const InsertResult added = edits::insertRows(*m_project, int(m_project->poolGpus().size()), QList<PoolGpu> { gpu },
        tr("Add %1 to the pool").arg(h.gpu.name));
    if (added.inserted())
        m_gpuPanel->selectSourceCell(added.row, int(PoolGpuField::Count));
    else if (!added.error.isEmpty())
        m_gpuPanel->showRejection(QModelIndex(), added.error);
}

void PoolTables::addJob(int workloadRow)
{
    if (workloadRow < 0 || workloadRow >= m_project->workloadCount())
        return;
    const QString name = m_project->workload(workloadRow).workload.name;
    PoolJob job;
    job.workloadName = name;
    const InsertResult added = edits::insertRows(
        *m_project, int(m_project->poolJobs().size()), QList<PoolJob> { job }, tr("Add %1 to the pool").arg(name));
    if (added.inserted())
        m_jobPanel->selectSourceCell(added.row, int(PoolJobField::Weight));
    else if (!added.error.isEmpty())
        m_jobPanel->showRejection(QModelIndex(), added.error);
}

void PoolTables::deleteSelected()
{
    const QList<int> rows = m_active->selectedSourceRows();
    if (rows.isEmpty())
        return;
    const Table table = m_active == m_gpuPanel ? Table::PoolGpus : Table::PoolJobs;
    edits::removeRows(*m_project, table, rows);
}

void PoolTables::selectJob(int jobRow)
{
    if (jobRow >= 0 && jobRow < m_jobModel->rowCount()) {
        m_active = m_jobPanel;
        m_jobPanel->selectSourceCell(jobRow, int(PoolJobField::Workload));
    }
}

void PoolTables::updateDeleteEnabled()
{
    m_deleteButton->setEnabled(!m_active->selectedSourceRows().isEmpty());
}

} // namespace flopsheet
