#include "core/estimate/parallel.h"

#include <QScopeGuard>

#include <algorithm>
#include <atomic>
#include <thread>
#include <vector>

namespace flopsheet {

namespace {
// Set on a thread while it works for forEachInParallel: a call made from inside one (a report planning
// every workload, each planning over its own grid) runs on that thread, not on cores already busy.
thread_local bool t_working = false;
} // namespace

void forEachInParallel(std::size_t count, const std::function<void(std::size_t)> &work, std::size_t minPerThread)
{
    const std::size_t cores = std::clamp<std::size_t>(std::thread::hardware_concurrency(), 1, 16);
    const std::size_t workers = t_working ? 1 : std::min(cores, count / std::max<std::size_t>(minPerThread, 1));
    if (workers <= 1) {
        for (std::size_t i = 0; i < count; ++i)
            work(i);
        return;
    }
    // Items are handed out in small chunks, so a worker that draws slow estimates (layout searches)
    // does not hold the others up at the end: at most 64, and at least eight per worker (a planner's
    // 21 GPU types are 21 chunks of one, not one chunk of all).
    const std::size_t chunk = std::clamp<std::size_t>(count / (workers * 8), 1, 64);
    std::atomic<std::size_t> next { 0 };
    auto run = [&] {
        t_working = true;
        const auto done = qScopeGuard([] { t_working = false; });
        for (;;) {
            const std::size_t first = next.fetch_add(chunk, std::memory_order_relaxed);
            if (first >= count)
                return;
            const std::size_t last = std::min(count, first + chunk);
            for (std::size_t i = first; i < last; ++i)
                work(i);
        }
    };
    std::vector<std::thread> threads;
    for (std::size_t t = 1; t < workers; ++t)
        threads.emplace_back(run);
    run(); // the calling thread works too
    for (std::thread &thread : threads)
        thread.join();
}

SerialWorkScope::SerialWorkScope() : m_was(t_working)
{
    t_working = true;
}

SerialWorkScope::~SerialWorkScope()
{
    t_working = m_was;
}

} // namespace flopsheet
