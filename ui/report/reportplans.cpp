#include "ui/report/reportplans.h"

#include "core/document/project.h"
#include "core/estimate/parallel.h"

#include <algorithm>

namespace flopsheet {

ReportPlans::ReportPlans(const Project &project, const std::vector<int> &rows, bool charted)
    : m_hardware(project.hardwareRows()), m_assumptions(project.assumptions()), m_project(project)
{
    for (int row : rows) {
        auto slot = std::make_unique<Slot>();
        slot->row = row;
        slot->workload = project.workload(row);
        slot->withPoints = charted && slot->workload.scenario.mode == Mode::Train;
        m_slotOfRow[row] = m_slots.size();
        m_slots.push_back(std::move(slot));
    }
    // Every core but the caller's, which lays the report out and plans what no worker has reached.
    const std::size_t cores = std::clamp<std::size_t>(std::thread::hardware_concurrency(), 1, 16);
    const std::size_t workers = std::min(cores - 1, m_slots.size());
    for (std::size_t i = 0; i < workers; ++i)
        m_workers.emplace_back([this] { work(); });
}

ReportPlans::~ReportPlans()
{
    stop();
}

void ReportPlans::stop()
{
    m_next = m_slots.size(); // no worker begins another plan
    for (std::thread &worker : m_workers)
        worker.join();
    m_workers.clear();
}

void ReportPlans::work()
{
    for (;;) {
        const std::size_t i = m_next.fetch_add(1);
        if (i >= m_slots.size())
            return;
        planSlot(i);
    }
}

bool ReportPlans::planSlot(std::size_t i)
{
    Slot &slot = *m_slots[i];
    int waiting = Waiting;
    if (!slot.state.compare_exchange_strong(waiting, Planning))
        return false;
    // On one thread: the other cores are planning or laying the report out.
    const SerialWorkScope serial;
    if (slot.withPoints)
        slot.plan = timeCostPlan(slot.workload, m_hardware, m_assumptions);
    else
        slot.plan.answers = timeCostAnswers(slot.workload, m_hardware, m_assumptions);
    {
        const std::lock_guard lock(m_mutex);
        slot.state = Done;
    }
    m_done.notify_all();
    return true;
}

const TimeCostPlan &ReportPlans::plan(int workloadRow)
{
    const auto found = m_slotOfRow.find(workloadRow);
    if (found == m_slotOfRow.end()) {
        auto it = m_others.find(workloadRow);
        if (it == m_others.end()) {
            TimeCostPlan plan;
            plan.answers = timeCostAnswers(m_project.workload(workloadRow), m_hardware, m_assumptions);
            it = m_others.emplace(workloadRow, std::move(plan)).first;
        }
        return it->second;
    }
    Slot &slot = *m_slots[found->second];
    if (slot.state != Done && !planSlot(found->second)) {
        std::unique_lock lock(m_mutex);
        m_done.wait(lock, [&slot] { return slot.state == Done; });
    }
    return slot.plan;
}

} // namespace flopsheet
