#include "core/estimate/parallel.h"

#include <algorithm>
#include <atomic>
#include <thread>
#include <vector>

namespace flopsheet {

void forEachInParallel(std::size_t count, const std::function<void(std::size_t)> &work, std::size_t minPerThread)
{
    const std::size_t cores = std::clamp<std::size_t>(std::thread::hardware_concurrency(), 1, 16);
    const std::size_t workers = std::min(cores, count / std::max<std::size_t>(minPerThread, 1));
    if (workers <= 1) {
        for (std::size_t i = 0; i < count; ++i)
            work(i);
        return;
    }
    // Items are handed out in small chunks, so a worker that draws slow estimates (layout searches)
    // does not hold the others up at the end.
    constexpr std::size_t kChunk = 64;
    std::atomic<std::size_t> next { 0 };
    auto run = [&] {
        for (;;) {
            const std::size_t first = next.fetch_add(kChunk, std::memory_order_relaxed);
            if (first >= count)
                return;
            const std::size_t last = std::min(count, first + kChunk);
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

} // namespace flopsheet
