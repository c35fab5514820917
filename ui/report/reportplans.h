#pragma once

#include "core/charts/timecost.h"
#include "core/document/entries.h"

#include <QList>

#include <atomic>
#include <condition_variable>
#include <map>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace flopsheet {

class Project;

/**
 * The planner's answers for the workloads a report covers (with a charted training's time-against-cost
 * points, from the same grid), planned on worker threads while the report is being laid out. Each takes
 * tens of milliseconds and depends on nothing but the plan, so the thread that builds the report asks for
 * one only when it writes about that workload: plan() waits for a worker that has it in hand, or plans it
 * on the calling thread when no worker has started it. Workers take the workloads in order, which is the
 * order the report needs them in.
 *
 * The plan's inputs are copied when planning starts: the workers read nothing the caller holds.
 */
class ReportPlans {
public:
    /** Starts planning rows; charted: a training's points are kept for its chart. */
    ReportPlans(const Project &project, const std::vector<int> &rows, bool charted);
    /** Stops the workers after the plans they have in hand. */
    ~ReportPlans();
    ReportPlans(const ReportPlans &) = delete;
    ReportPlans &operator=(const ReportPlans &) = delete;

    /** A workload's plan (answers only for a row not planned up front, computed here). */
    const TimeCostPlan &plan(int workloadRow);
    /** Waits for the workers to stop; plans not begun are left to plan(). */
    void stop();

private:
    enum State : int { Waiting, Planning, Done };
    struct Slot {
        int row = -1;
        bool withPoints = false;
        WorkloadEntry workload;
        std::atomic<int> state { Waiting };
        TimeCostPlan plan;
    };
    /** Plans slot i unless another thread has begun it; true when this call planned it. */
    bool planSlot(std::size_t i);
    void work();

    QList<HardwareEntry> m_hardware;
    ProjectAssumptions m_assumptions;
    const Project &m_project;
    std::vector<std::unique_ptr<Slot>> m_slots;
    std::map<int, std::size_t> m_slotOfRow;
    std::map<int, TimeCostPlan> m_others; ///< rows not planned up front (the calling thread only)
    std::atomic<std::size_t> m_next { 0 };
    std::mutex m_mutex;
    std::condition_variable m_done;
    std::vector<std::thread> m_workers;
};

} // namespace flopsheet
