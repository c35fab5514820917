#include "ui/pool/poolplanner.h"

#include "core/document/project.h"
#include "core/document/rowlist.h"

#include <QTimer>

namespace flopsheet {

PoolPlanner::PoolPlanner(Project *project, QObject *parent)
    : QObject(parent), m_project(project), m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    m_timer->setInterval(0);
    connect(m_timer, &QTimer::timeout, this, &PoolPlanner::replan);
    const auto later = [this] { m_timer->start(); };
    // The pool's throughputs come from the workload and hardware rows, its prices from the multiplier.
    for (Table table : { Table::Workloads, Table::Hardware, Table::PoolGpus, Table::PoolJobs })
        onAnyRowChange(m_project->table(table), this, later);
    connect(m_project, &Project::assumptionsChanged, this, later);
    connect(m_project, &Project::resetDone, this, later);
    replan();
}

PoolPolicy PoolPlanner::policy() const
{
    return m_project->assumptions().poolPolicy;
}

bool PoolPlanner::hasPool() const
{
    return !m_project->poolGpus().isEmpty() && !m_project->poolJobs().isEmpty();
}

void PoolPlanner::flush()
{
    if (m_timer->isActive()) {
        m_timer->stop();
        replan();
    }
}

void PoolPlanner::holdComparison(bool hold)
{
    m_holdComparison = hold;
    if (!hold && m_comparisonStale)
        compare();
}

void PoolPlanner::replan()
{
    m_problem = hasPool() ? poolProblem(*m_project) : PoolProblem {};
    m_schedule = planPool(m_problem, policy());
    emit planned();
    if (m_holdComparison)
        m_comparisonStale = true;
    else
        compare();
}

void PoolPlanner::compare()
{
    m_comparisonStale = false;
    m_comparison = hasPool() ? comparePolicies(m_problem) : QList<PolicyOutcome> {};
    emit compared();
}

} // namespace flopsheet
