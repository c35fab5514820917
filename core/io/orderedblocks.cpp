#include "core/io/orderedblocks.h"

#include <algorithm>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

namespace flopsheet {
namespace {

// Blocks a worker may make ahead of the one being consumed: enough that a worker seldom waits for a
// consumer that is writing, few enough that memory stays a handful of blocks.
constexpr std::size_t kBlocksAheadPerWorker = 2;

} // namespace

void makeBlocksInOrder(std::size_t count, const std::function<void(std::size_t, std::string &)> &make,
    const std::function<void(std::string_view)> &consume)
{
    const std::size_t workers
        = std::min<std::size_t>(std::clamp<std::size_t>(std::thread::hardware_concurrency(), 1, 16), count);
    if (workers <= 1) {
        std::string text;
        for (std::size_t i = 0; i < count; ++i) {
            text.clear();
            make(i, text);
            consume(text);
        }
        return;
    }

    // A ring of slots: block i is made in slot i % window, which is free again once block i - window has
    // been consumed. A slot keeps its capacity, so a long run stops allocating after its first blocks.
    const std::size_t window = workers * kBlocksAheadPerWorker;
    std::vector<std::string> slots(window);
    std::vector<char> made(window, 0); // not vector<bool>: its elements share bytes
    std::mutex mutex;
    std::condition_variable changed;
    std::size_t next = 0; // the next block a worker takes
    std::size_t consumed = 0; // blocks handed to consume
    bool stop = false;

    auto work = [&] {
        for (;;) {
            std::size_t i = 0;
            {
                std::unique_lock lock(mutex);
                changed.wait(lock, [&] { return stop || next == count || next < consumed + window; });
                if (stop || next == count)
                    return;
                i = next++;
            }
            make(i, slots[i % window]); // the slot is this worker's until it is marked made
            {
                std::lock_guard lock(mutex);
                made[i % window] = 1;
            }
            changed.notify_all();
        }
    };
    std::vector<std::thread> threads;
    for (std::size_t t = 0; t < workers; ++t)
        threads.emplace_back(work);
    auto joinWorkers = [&] {
        {
            std::lock_guard lock(mutex);
            stop = true;
        }
        changed.notify_all();
        for (std::thread &thread : threads)
            thread.join();
    };

    try {
        for (std::size_t i = 0; i < count; ++i) {
            std::string &slot = slots[i % window];
            {
                std::unique_lock lock(mutex);
                changed.wait(lock, [&] { return made[i % window] != 0; });
            }
            consume(slot);
            slot.clear();
            {
                std::lock_guard lock(mutex);
                made[i % window] = 0;
                consumed = i + 1;
            }
            changed.notify_all();
        }
    } catch (...) {
        joinWorkers();
        throw;
    }
    joinWorkers();
}

} // namespace flopsheet
