#include "ui/scenarios/scenariopanel.h"

#include "core/document/edits.h"
#include "core/document/project.h"
#include "core/models/scenariocomparisonmodel.h"
#include "core/models/scenariolistmodel.h"
#include "core/models/tablemodelroles.h"
#include "ui/tableheight.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QToolTip>
#include <QVBoxLayout>

namespace flopsheet {

ScenarioPanel::ScenarioPanel(Project *project, QWidget *parent)
    : QWidget(parent), m_project(project), m_list(new ScenarioListModel(project, this)),
      m_comparison(new ScenarioComparisonModel(project, this))
{
    // Left: the saved scenarios.
    auto *listBox = new QWidget(this);
    m_listView = new QListView(listBox);
    m_listView->setModel(m_list);
    m_listView->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    // A short dock (a laptop's bottom tabs) must keep the buttons under the list in view: the list gives way,
    // down to two names, before the dock has to scroll.
    m_listView->setMinimumHeight(2 * m_listView->fontMetrics().height() + 2 * m_listView->frameWidth() + 4);
    m_saveButton = new QPushButton(tr("Save Current…"), listBox);
    m_saveButton->setToolTip(tr("Save both tables and the assumptions as they are now as a named scenario"));
    m_applyButton = new QPushButton(tr("Apply"), listBox);
    m_applyButton->setToolTip(tr("Replace the plan with the selected scenario (undoable)"));
    m_deleteButton = new QPushButton(tr("Delete"), listBox);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_saveButton);
    buttons->addWidget(m_applyButton);
    buttons->addWidget(m_deleteButton);
    auto *listLayout = new QVBoxLayout(listBox);
    listLayout->setContentsMargins(0, 0, 0, 0);
    listLayout->addWidget(new QLabel(tr("Saved scenarios"), listBox));
    listLayout->addWidget(m_listView, 1);
    listLayout->addLayout(buttons);

    // Right: A against B.
    auto *compareBox = new QWidget(this);
    m_sideA = new QComboBox(compareBox);
    m_sideB = new QComboBox(compareBox);
    m_overlay = new QCheckBox(tr("Overlay on the time-vs-cost chart"), compareBox);
    m_overlay->setChecked(true);
    m_overlay->setToolTip(tr("Draw the saved scenario's plans as hollow markers beside the current ones"));
    auto *sides = new QHBoxLayout;
    sides->addWidget(new QLabel(tr("Compare A"), compareBox));
    sides->addWidget(m_sideA, 1);
    sides->addWidget(new QLabel(tr("with B"), compareBox));
    sides->addWidget(m_sideB, 1);
    sides->addWidget(m_overlay);
    auto *proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(m_comparison);
    proxy->setSortRole(SortRole);
    m_table = new QTableView(compareBox);
    m_table->setModel(proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder); // the model's order until a header is clicked
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    // Likewise the comparison: its header and a row at the least.
    m_table->setMinimumHeight(tableHeightForRows(m_table, 1));
    auto *compareLayout = new QVBoxLayout(compareBox);
    compareLayout->setContentsMargins(0, 0, 0, 0);
    compareLayout->addLayout(sides);
    compareLayout->addWidget(m_table, 1);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(listBox);
    splitter->addWidget(compareBox);
    splitter->setStretchFactor(1, 3);
    splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->addWidget(splitter);

    connect(m_saveButton, &QPushButton::clicked, this, &ScenarioPanel::saveScenario);
    connect(m_applyButton, &QPushButton::clicked, this, &ScenarioPanel::applyScenario);
    connect(m_deleteButton, &QPushButton::clicked, this, &ScenarioPanel::deleteScenario);
    connect(m_listView->selectionModel(), &QItemSelectionModel::currentChanged, this, [this] {
        m_applyButton->setEnabled(selectedScenario() >= 0);
        m_deleteButton->setEnabled(selectedScenario() >= 0);
    });
    connect(m_list, &ScenarioListModel::editRejected, this,
        [this](const QModelIndex &, const QString &message) { emit statusMessage(message); });
    for (QComboBox *box : { m_sideA, m_sideB })
        connect(box, &QComboBox::activated, this, &ScenarioPanel::sidesChosen);
    connect(m_overlay, &QCheckBox::toggled, this, &ScenarioPanel::sidesChosen);
    connect(m_project, &Project::scenariosChanged, this, &ScenarioPanel::fillSides);
    // Fitting columns reads every cell: fine for a plan, not for thousands of rows on each edit.
    connect(m_comparison, &QAbstractItemModel::modelReset, this, [this] {
        if (m_comparison->rowCount() <= 200)
            m_table->resizeColumnsToContents();
    });
    m_comparison->setActive(false); // until the panel shows (MainWindow): hidden, it costs an edit nothing
    fillSides();
    m_applyButton->setEnabled(false);
    m_deleteButton->setEnabled(false);
}

int ScenarioPanel::selectedScenario() const
{
    const QModelIndex current = m_listView->currentIndex();
    return current.isValid() ? current.row() : -1;
}

void ScenarioPanel::saveScenario()
{
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Save Scenario"), tr("Name of the scenario:"),
        QLineEdit::Normal, edits::nextScenarioName(*m_project), &ok)
                             .trimmed();
    if (!ok || name.isEmpty())
        return;
    if (const EditResult r = edits::saveScenario(*m_project, name); !r.ok()) {
        emit statusMessage(r.error);
        return;
    }
    const int index = int(m_project->scenarios().size()) - 1;
    m_listView->setCurrentIndex(m_list->index(index));
    // Comparing the plan with what was just saved shows nothing yet; compare against it as the changes come.
    compare(index, ScenarioComparisonModel::kCurrentPlan);
    emit statusMessage(tr("Saved scenario \"%1\"").arg(name));
}

void ScenarioPanel::applyScenario()
{
    const int index = selectedScenario();
    if (index < 0)
        return;
    edits::applyScenario(*m_project, index);
    emit statusMessage(tr("Applied scenario \"%1\"").arg(m_project->scenarios().at(index).name));
}

void ScenarioPanel::deleteScenario()
{
    const int index = selectedScenario();
    if (index >= 0)
        edits::removeScenario(*m_project, index);
}

void ScenarioPanel::fillSides()
{
    const int a = m_comparison->sideA();
    int b = m_comparison->sideB();
    // The plan against itself says nothing: with saved scenarios, start with the plan against the first.
    if (a == ScenarioComparisonModel::kCurrentPlan && b == ScenarioComparisonModel::kCurrentPlan
        && !m_project->scenarios().isEmpty())
        b = 0;
    for (QComboBox *box : { m_sideA, m_sideB }) {
        box->clear();
        box->addItem(tr("Current plan"), ScenarioComparisonModel::kCurrentPlan);
        for (int i = 0; i < m_project->scenarios().size(); ++i)
            box->addItem(m_project->scenarios().at(i).name, i);
    }
    compare(a < m_project->scenarios().size() ? a : ScenarioComparisonModel::kCurrentPlan,
        b < m_project->scenarios().size() ? b : ScenarioComparisonModel::kCurrentPlan);
}

void ScenarioPanel::compare(int a, int b)
{
    m_sideA->setCurrentIndex(std::max(0, m_sideA->findData(a)));
    m_sideB->setCurrentIndex(std::max(0, m_sideB->findData(b)));
    sidesChosen();
}

void ScenarioPanel::sidesChosen()
{
    m_comparison->setSides(m_sideA->currentData().toInt(), m_sideB->currentData().toInt());
    const int overlay = overlayScenario();
    if (overlay != m_lastOverlay) {
        m_lastOverlay = overlay;
        emit overlayChanged(overlay);
    }
}

int ScenarioPanel::overlayScenario() const
{
    if (!m_overlay->isChecked())
        return -1;
    // The chart shows the plan as it stands; the overlay is the saved side (B first, else A).
    const int b = m_sideB->currentData().toInt();
    const int a = m_sideA->currentData().toInt();
    return b >= 0 ? b : a >= 0 ? a : -1;
}

} // namespace flopsheet
