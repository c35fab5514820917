#include "ui/planner/plannerpanel.h"

#include "core/document/edits.h"
#include "core/document/project.h"
#include "core/models/plannermodel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QTableView>
#include <QVBoxLayout>

namespace flopsheet {

PlannerPanel::PlannerPanel(Project *project, QWidget *parent)
    : QWidget(parent), m_project(project), m_model(new PlannerModel(project, this))
{
    m_deadlineGoal = new QRadioButton(tr("Meet the deadline at the lowest cost"), this);
    m_budgetGoal = new QRadioButton(tr("Finish fastest within the budget"), this);
    m_deadlineGoal->setChecked(true);
    m_useButton = new QPushButton(tr("Use This Plan"), this);
    m_useButton->setToolTip(tr("Set the selected GPU type's count to the planned number of GPUs"));
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
        if (m_model->recommendedRow() >= 0)
            m_view->selectRow(m_model->recommendedRow());
        updateButton();
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &PlannerPanel::updateButton);
    // Only the user's click follows into the results; the automatic selection of the recommendation does not.
    connect(m_view, &QTableView::clicked, this,
        [this](const QModelIndex &index) { emit hardwareRowActivated(m_model->hardwareRowOf(index.row())); });
    connect(m_useButton, &QPushButton::clicked, this, &PlannerPanel::useSelectedPlan);
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

void PlannerPanel::updateButton()
{
    const QModelIndex current = m_view->currentIndex();
    m_useButton->setEnabled(current.isValid() && m_model->isFeasible(current.row())
        && m_project->hardware(m_model->hardwareRowOf(current.row())).count != m_model->gpuCountAt(current.row()));
}

void PlannerPanel::useSelectedPlan()
{
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid() || !m_model->isFeasible(current.row()))
        return;
    const int hardwareRow = m_model->hardwareRowOf(current.row());
    const int count = m_model->gpuCountAt(current.row());
    if (const EditResult r
        = edits::setCell(*m_project, Table::Hardware, hardwareRow, int(GpuField::Count), double(count));
        !r.ok()) {
        emit statusMessage(r.error);
        return;
    }
    emit statusMessage(
        tr("%1 now plans with %n GPU(s)", nullptr, count).arg(m_project->hardware(hardwareRow).gpu.name));
}

} // namespace flopsheet
