#pragma once

#include "core/pool/poolplan.h"

#include <QObject>

class QTimer;

namespace flopsheet {

class Project;

/**
 * The shared pool's plan kept up to date: re-resolves the pool and re-plans it under the plan's policy after
 * any change of the workload, hardware or pool tables or of the assumptions. A burst of changes (a paste, an
 * undo of a macro) re-plans once, after the event that made them; the six-policy comparison follows unless
 * it is held (a what-if drag), and catches up when it is released.
 */
class PoolPlanner : public QObject {
    Q_OBJECT
public:
    explicit PoolPlanner(Project *project, QObject *parent = nullptr);

    const PoolProblem &problem() const { return m_problem; }
    const PoolSchedule &schedule() const { return m_schedule; }
    const QList<PolicyOutcome> &comparison() const { return m_comparison; }
    PoolPolicy policy() const;
    /** Whether the project has a pool to plan: GPU types and jobs. */
    bool hasPool() const;

    /** Holds the comparison (true) while a drag re-plans every step; false brings it up to date. */
    void holdComparison(bool hold);
    /** Re-plans now if a change is pending (tests and benchmarks; the event loop does it otherwise). */
    void flush();

signals:
    /** problem() and schedule() are new. */
    void planned();
    /** comparison() is new. */
    void compared();

private:
    void replan();
    void compare();

    Project *m_project;
    QTimer *m_timer;
    PoolProblem m_problem;
    PoolSchedule m_schedule;
    QList<PolicyOutcome> m_comparison;
    bool m_holdComparison = false;
    bool m_comparisonStale = false;
};

} // namespace flopsheet
