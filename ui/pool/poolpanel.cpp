#include "ui/pool/poolpanel.h"

#include "core/document/project.h"
#include "core/models/tablemodelroles.h"
#include "ui/charts/ganttchart.h"
#include "ui/charts/utilizationchart.h"
#include "ui/pool/policychooser.h"
#include "ui/pool/policycomparisonmodel.h"
#include "ui/pool/poolplanner.h"
#include "ui/pool/poolresultmodel.h"
#include "ui/pool/pooltables.h"
#include "ui/pool/pooltext.h"
#include "ui/pool/poolwhatif.h"

#include <qcustomplot.h>

#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace flopsheet {

PoolPanel::PoolPanel(Project *project, QWidget *parent)
    : QWidget(parent), m_project(project), m_planner(new PoolPlanner(project, this)),
      m_tables(new PoolTables(project, this)), m_policy(new PolicyChooser(project, this)),
      m_whatIf(new PoolWhatIf(project, this)), m_results(new PoolResultModel(this)),
      m_comparison(new PolicyComparisonModel(this)), m_resultView(makeView(m_results)),
      m_comparisonView(makeView(m_comparison)), m_charts(new QTabWidget(this)), m_gantt(new GanttChart(this)),
      m_utilization(new UtilizationChart(this)), m_figures(new QLabel(this)), m_notes(new QLabel(this))
{
    auto *policyBox = new QGroupBox(tr("Policy"), this);
    auto *policyLayout = new QVBoxLayout(policyBox);
    policyLayout->setContentsMargins(2, 2, 2, 2);
    policyLayout->addWidget(m_policy);
    auto *whatIfBox = new QGroupBox(tr("What-if"), this);
    auto *scroll = new QScrollArea(whatIfBox);
    scroll->setWidget(m_whatIf);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *whatIfLayout = new QVBoxLayout(whatIfBox);
    whatIfLayout->setContentsMargins(2, 2, 2, 2);
    whatIfLayout->addWidget(scroll);

    auto *inputs = new QSplitter(Qt::Vertical, this);
    inputs->setChildrenCollapsible(false);
    inputs->addWidget(m_tables);
    inputs->addWidget(policyBox);
    inputs->addWidget(whatIfBox);
    inputs->setStretchFactor(0, 3);
    inputs->setStretchFactor(2, 2);
    inputs->setSizes({ 450, 110, 340 }); // scaled to the dock's height when it is laid out

    m_charts->addTab(m_gantt, tr("Gantt"));
    m_charts->addTab(m_utilization, tr("Utilization"));
    m_charts->setDocumentMode(true);

    m_figures->setWordWrap(true);
    m_figures->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_notes->setWordWrap(true);
    m_notes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_notes->setStyleSheet(QStringLiteral("QLabel { color: #8a1c1c; }"));
    // The figures sit beside the job's name and the long texts (GPUs over time, a problem) come last, so a dock
    // narrower than the whole table still shows when each job starts and finishes and what it costs; the
    // report keeps the model's order, where the table wraps.
    QHeaderView *resultColumns = m_resultView->horizontalHeader();
    resultColumns->moveSection(resultColumns->visualIndex(PoolResultModel::GpusColumn),
        resultColumns->visualIndex(PoolResultModel::DeadlineColumn));
    auto *jobs = new QWidget(this);
    auto *jobsLayout = new QVBoxLayout(jobs);
    jobsLayout->setContentsMargins(0, 2, 0, 0);
    jobsLayout->setSpacing(3);
    jobsLayout->addWidget(m_resultView, 1);
    jobsLayout->addWidget(m_figures);
    jobsLayout->addWidget(m_notes);
    auto *tables = new QTabWidget(this);
    tables->setDocumentMode(true);
    tables->addTab(jobs, tr("Jobs"));
    tables->addTab(m_comparisonView, tr("Compare Policies"));

    auto *outputs = new QSplitter(Qt::Vertical, this);
    outputs->setChildrenCollapsible(false);
    outputs->addWidget(m_charts);
    outputs->addWidget(tables);
    outputs->setStretchFactor(0, 3);
    outputs->setStretchFactor(1, 2);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(inputs);
    splitter->addWidget(outputs);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    layout->addWidget(splitter);

    connect(m_planner, &PoolPlanner::planned, this, &PoolPanel::showPlan);
    connect(m_planner, &PoolPlanner::compared, this, &PoolPanel::showComparison);
    connect(m_charts, &QTabWidget::currentChanged, this, &PoolPanel::redrawChart);
    connect(m_whatIf, &PoolWhatIf::dragStarted, this, [this] { m_planner->holdComparison(true); });
    connect(m_whatIf, &PoolWhatIf::dragFinished, this, [this] { m_planner->holdComparison(false); });
    connect(m_whatIf, &PoolWhatIf::editRefused, this, &PoolPanel::statusMessage);
    connect(m_tables, &PoolTables::statusMessage, this, &PoolPanel::statusMessage);
    connect(m_gantt, &GanttChart::jobRowActivated, m_tables, &PoolTables::selectJob);
    connect(m_resultView, &QTableView::activated, this, [this](const QModelIndex &index) {
        const auto *proxy = static_cast<const QSortFilterProxyModel *>(m_resultView->model());
        m_tables->selectJob(m_results->jobRowOf(proxy->mapToSource(index).row()));
    });
    showPlan();
    showComparison();
}

QTableView *PoolPanel::makeView(QAbstractItemModel *model)
{
    auto *proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(model);
    proxy->setSortRole(SortRole);
    auto *view = new QTableView(this);
    view->setModel(proxy);
    view->setSortingEnabled(true);
    view->sortByColumn(-1, Qt::AscendingOrder); // the tables' order until a header is clicked
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setAlternatingRowColors(true);
    view->setWordWrap(false);
    view->verticalHeader()->hide();
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 8);
    view->horizontalHeader()->setStretchLastSection(true);
    // Sized to the contents when the rows change, within a width that leaves the other columns in view.
    connect(model, &QAbstractItemModel::modelReset, view, [view] {
        view->resizeColumnsToContents();
        for (int c = 0; c < view->model()->columnCount(); ++c)
            view->setColumnWidth(c, std::min(view->columnWidth(c), 300));
    });
    return view;
}

void PoolPanel::showChart(int index)
{
    m_charts->setCurrentIndex(index);
}

void PoolPanel::updateNow()
{
    m_planner->flush();
    redrawChart();
}

void PoolPanel::showPlan()
{
    const PoolProblem &problem = m_planner->problem();
    const PoolSchedule &schedule = m_planner->schedule();
    m_results->setPlan(problem, schedule);
    m_gantt->setPlan(problem, schedule);
    m_utilization->setPlan(problem, schedule);
    m_chartStale[0] = m_chartStale[1] = true;
    redrawChart();

    if (!m_planner->hasPool()) {
        m_figures->setText(tr("No shared pool: add GPU types and jobs above, or open a plan that has one."));
        m_notes->clear();
        m_notes->hide();
        return;
    }
    m_figures->setText(pooltext::figures(problem, schedule).join(u'\n'));
    QStringList notes = problem.notes;
    notes += schedule.notes;
    m_notes->setText(notes.join(u'\n'));
    m_notes->setVisible(!notes.isEmpty());
}

void PoolPanel::showComparison()
{
    m_comparison->setOutcomes(m_planner->comparison(), m_planner->policy());
}

void PoolPanel::redrawChart()
{
    // Only the chart in front follows every step; the other redraws when its tab is chosen.
    const int index = m_charts->currentIndex();
    if (index < 0 || !m_chartStale[index])
        return;
    m_chartStale[index] = false;
    ChartInput input;
    input.project = m_project;
    if (index == 0)
        m_gantt->rebuild(input);
    else
        m_utilization->rebuild(input);
}

} // namespace flopsheet
