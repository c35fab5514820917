#include "ui/planner/plannerpanel.h"

#include "core/document/edits.h"
#include "core/document/project.h"
#include "core/models/plannermodel.h"
#include "ui/tableheight.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QRadioButton>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace flopsheet {

PlannerPanel::PlannerPanel(Project *project, QWidget *parent)
    : QWidget(parent), m_project(project), m_model(new PlannerModel(project, this))
{
    m_deadlineGoal = new QRadioButton(tr("Meet the deadline at the lowest cost"), this);
    m_budgetGoal = new QRadioButton(tr("Finish fastest within the budget"), this);
    m_deadlineGoal->setChecked(true);
    // The scope is in the words: the click plans the selected workload alone; the menu offers every workload.
    m_useForWorkload = new QAction(tr("Use This Plan for This Workload"), this);
    m_useForEveryWorkload = new QAction(tr("Use This Plan for Every Workload"), this);
    auto *useMenu = new QMenu(this);
    useMenu->addAction(m_useForWorkload);
    useMenu->addAction(m_useForEveryWorkload);
    m_useButton = new QToolButton(this);
    m_useButton->setPopupMode(QToolButton::MenuButtonPopup);
    m_useButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_useButton->setMenu(useMenu);
    m_useButton->setDefaultAction(m_useForWorkload);
    auto *top = new QHBoxLayout;
    top->addWidget(m_deadlineGoal);
    top->addWidget(m_budgetGoal);
    top->addStretch(1);
    top->addWidget(m_useButton);

    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_view = new QTableView(this);
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setAlternatingRowColors(true);
    // In the dock's scroll area the wrapping summary makes the panel as tall as its height for its width, in which
    // the table counted at its whole preferred height: rows fell below the dock's edge, the recommendation among
    // them. Ignored, the table takes the height that is left, and the dock scrolls below the header and one row.
    m_view->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    m_view->setMinimumHeight(tableHeightForRows(m_view, 1));
    m_view->viewport()->installEventFilter(this);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->addLayout(top);
    layout->addWidget(m_summary);
    layout->addWidget(m_view, 1);

    connect(m_budgetGoal, &QRadioButton::toggled, this, [this](bool budget) {
        m_model->setGoal(budget ? PlannerModel::Goal::StayWithinBudget : PlannerModel::Goal::MeetDeadline);
    });
    connect(m_model, &PlannerModel::summaryChanged, m_summary, &QLabel::setText);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_view->resizeColumnsToContents();
        if (m_model->recommendedRow() >= 0) {
            m_view->selectRow(m_model->recommendedRow());
            // On a laptop the dock shows two or three rows: the recommendation must be one of them.
            m_view->scrollTo(m_model->index(m_model->recommendedRow(), 0));
        }
        updateButton();
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &PlannerPanel::updateButton);
    // Only the user's click follows into the results; the automatic selection of the recommendation does not.
    connect(m_view, &QTableView::clicked, this,
        [this](const QModelIndex &index) { emit hardwareRowActivated(m_model->hardwareRowOf(index.row())); });
    connect(m_useForWorkload, &QAction::triggered, this, [this] { useSelectedPlan(false); });
    connect(m_useForEveryWorkload, &QAction::triggered, this, [this] { useSelectedPlan(true); });
    // A plan used elsewhere (undo, the what-if panel, a cell) can make either scope moot.
    for (Table t : { Table::Workloads, Table::Hardware })
        connect(&m_project->table(t), &TableRows::rowsChanged, this, &PlannerPanel::updateButton);
    m_summary->setText(m_model->summary());
    updateButton();
}

void PlannerPanel::setWorkloadRow(int row)
{
    m_model->setWorkloadRow(row);
}

void PlannerPanel::setBudgetGoal(bool budget)
{
    (budget ? m_budgetGoal : m_deadlineGoal)->setChecked(true);
}

bool PlannerPanel::eventFilter(QObject *watched, QEvent *event)
{
    // The dock settles its height after the answer was chosen and scrolled to (a window opening, a dock raised):
    // the selected row, the recommendation unless the user chose another, stays in view as the rows shrink.
    if (watched == m_view->viewport() && event->type() == QEvent::Resize) {
        QMetaObject::invokeMethod(
            this,
            [this] {
                const QModelIndexList rows = m_view->selectionModel()->selectedRows();
                if (!rows.isEmpty())
                    m_view->scrollTo(rows.first());
            },
            Qt::QueuedConnection);
    }
    return QWidget::eventFilter(watched, event);
}

void PlannerPanel::updateButton()
{
    const QModelIndex current = m_view->currentIndex();
    const int workloadRow = m_model->workloadRow();
    const bool usable = current.isValid() && workloadRow >= 0 && workloadRow < m_project->workloadCount()
        && m_model->isFeasible(current.row());
    if (!usable) {
        for (QAction *a : { m_useForWorkload, m_useForEveryWorkload }) {
            a->setEnabled(false);
            a->setToolTip(tr("Select a GPU type the planner found a plan on"));
        }
        m_useButton->setEnabled(false);
        return;
    }
    const HardwareEntry &hw = m_project->hardware(m_model->hardwareRowOf(current.row()));
    const WorkloadEntry &workload = m_project->workload(workloadRow);
    const int count = m_model->gpuCountAt(current.row());
    const int own = workload.gpuCounts.value(hw.gpu.name, hw.count);
    bool pinned = false; // some workload plans this type with a count of its own
    for (const WorkloadEntry &w : m_project->workloads())
        pinned |= w.gpuCounts.contains(hw.gpu.name);
    m_useForWorkload->setEnabled(own != count);
    m_useForWorkload->setToolTip(
        tr("Plan \"%1\" with %2 × %3. The %3 row keeps its %4 GPUs for the other workloads.")
            .arg(workload.workload.name, QString::number(count), hw.gpu.name, QString::number(hw.count)));
    m_useForEveryWorkload->setText(tr("Use This Plan for Every Workload on %1").arg(hw.gpu.name));
    m_useForEveryWorkload->setEnabled(hw.count != count || pinned);
    m_useForEveryWorkload->setToolTip(
        tr("Set the %1 row to %n GPU(s): every workload on %1 plans with them, also one given a count of its own",
            nullptr, count)
            .arg(hw.gpu.name));
    m_useButton->setEnabled(m_useForWorkload->isEnabled() || m_useForEveryWorkload->isEnabled());
}

void PlannerPanel::useSelectedPlan(bool everyWorkload)
{
    const QModelIndex current = m_view->currentIndex();
    const int workloadRow = m_model->workloadRow();
    if (!current.isValid() || workloadRow < 0 || !m_model->isFeasible(current.row()))
        return;
    const int hardwareRow = m_model->hardwareRowOf(current.row());
    const int count = m_model->gpuCountAt(current.row());
    const QString gpu = m_project->hardware(hardwareRow).gpu.name;
    const QString workload = m_project->workload(workloadRow).workload.name;
    if (const EditResult r = edits::usePlan(*m_project, workloadRow, hardwareRow, count,
            everyWorkload ? edits::PlanScope::EveryWorkload : edits::PlanScope::Workload);
        !r.ok()) {
        emit statusMessage(r.error);
        return;
    }
    emit statusMessage(everyWorkload
            ? tr("Every workload on %1 now plans with %n GPU(s)", nullptr, count).arg(gpu)
            : tr("\"%1\" now plans with %2 × %3; the other workloads keep the %3 row's %4 GPUs")
                  .arg(workload, QString::number(count), gpu, QString::number(m_project->hardware(hardwareRow).count)));
    updateButton();
}

} // namespace flopsheet
