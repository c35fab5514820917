#pragma once

#include <cstddef>
#include <functional>

namespace flopsheet {

/**
 * Calls work(i) for every i in [0, count) on up to every core and returns when all calls are done.
 * work must be safe to call from several threads at once for different i (estimate() is: it reads
 * only its arguments and immutable catalog data). Fewer than minPerThread items per extra thread run
 * on the calling thread alone, where starting threads would cost more than it saves; so does a call
 * made from inside another call's work (its cores are busy already).
 */
void forEachInParallel(std::size_t count, const std::function<void(std::size_t)> &work, std::size_t minPerThread = 512);

/**
 * While one lives, forEachInParallel called on this thread runs on it alone: for a thread that is itself
 * one of the threads sharing out work over every core (a report planning its workloads beside the thread
 * that lays the report out), whose cores are busy already.
 */
class SerialWorkScope {
public:
    SerialWorkScope();
    ~SerialWorkScope();
    SerialWorkScope(const SerialWorkScope &) = delete;
    SerialWorkScope &operator=(const SerialWorkScope &) = delete;

private:
    bool m_was;
};

} // namespace flopsheet
