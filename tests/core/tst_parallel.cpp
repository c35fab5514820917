// forEachInParallel (core/estimate/parallel.h): every item once, and a call from inside another's work
// stays on its thread, so nested parallel work (a report planning every workload, each over its own
// grid) never starts threads on cores already busy.
#include "core/estimate/parallel.h"

#include <QTest>

#include <atomic>
#include <chrono>
#include <mutex>
#include <set>
#include <thread>
#include <vector>

using namespace flopsheet;

class tst_Parallel : public QObject {
    Q_OBJECT
private slots:
    void everyItemOnce();
    void nestedCallsStayOnTheirThread();
};

void tst_Parallel::everyItemOnce()
{
    constexpr std::size_t kCount = 10'000;
    std::vector<std::atomic<int>> visits(kCount);
    forEachInParallel(
        kCount, [&](std::size_t i) { visits[i].fetch_add(1); }, 1);
    for (std::size_t i = 0; i < kCount; ++i)
        QCOMPARE(visits[i].load(), 1);
}

void tst_Parallel::nestedCallsStayOnTheirThread()
{
    std::atomic<int> inner { 0 }, elsewhere { 0 };
    std::mutex mutex;
    std::set<std::thread::id> outerThreads;
    forEachInParallel(
        64,
        [&](std::size_t) {
            const std::thread::id outer = std::this_thread::get_id();
            {
                const std::lock_guard lock(mutex);
                outerThreads.insert(outer);
            }
            forEachInParallel(
                1'000,
                [&](std::size_t) {
                    inner.fetch_add(1);
                    if (std::this_thread::get_id() != outer)
                        elsewhere.fetch_add(1);
                },
                1);
        },
        1);
    QCOMPARE(inner.load(), 64 * 1'000);
    QCOMPARE(elsewhere.load(), 0);
    // After the outer call, this thread parallelises again (its flag was cleared). Each item takes a
    // millisecond, so a second thread gets some of the four chunks of 64 unless it starts 190 ms late.
    std::set<std::thread::id> threads;
    forEachInParallel(
        256,
        [&](std::size_t) {
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
            const std::lock_guard lock(mutex);
            threads.insert(std::this_thread::get_id());
        },
        1);
    QCOMPARE(threads.size() > 1, std::thread::hardware_concurrency() > 1);
}

QTEST_GUILESS_MAIN(tst_Parallel)
#include "tst_parallel.moc"
