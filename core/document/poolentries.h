#pragma once

#include "core/catalog/choice.h"
#include "core/catalog/gpu.h"

#include <QString>

#include <cstdint>

namespace flopsheet {

/**
 * How a shared pool divides its GPUs among jobs. Each is a policy of Gavel (Narayanan et al., OSDI'20,
 * "Heterogeneity-Aware Cluster Scheduling Policies for Deep Learning Workloads") or the baseline it is
 * compared with; core/pool/policies.h states each one's objective.
 */
enum class PoolPolicy : std::uint8_t {
    Proportional, ///< each job a weighted share of every GPU type (heterogeneity-agnostic baseline)
    Priority, ///< the highest class first, then first come first served
    MaxMinFairness, ///< Gavel's weighted max-min fairness, heterogeneity-aware
    FinishTimeFairness, ///< Themis (NSDI'20) / Gavel: the smallest worst ρ
    MinMakespan, ///< every job done as early as possible
    MinCost, ///< the least money that meets every deadline
};
inline constexpr int kPoolPolicyCount = 6;

inline constexpr Choice kPoolPolicyChoices[] = {
    { int(PoolPolicy::Proportional), "proportional", QT_TRANSLATE_NOOP("Fields", "Proportional share") },
    { int(PoolPolicy::Priority), "priority", QT_TRANSLATE_NOOP("Fields", "Strict priority, then FIFO") },
    { int(PoolPolicy::MaxMinFairness), "max-min-fairness", QT_TRANSLATE_NOOP("Fields", "Max-min fairness") },
    { int(PoolPolicy::FinishTimeFairness), "finish-time-fairness",
        QT_TRANSLATE_NOOP("Fields", "Finish-time fairness") },
    { int(PoolPolicy::MinMakespan), "min-makespan", QT_TRANSLATE_NOOP("Fields", "Minimum makespan") },
    { int(PoolPolicy::MinCost), "min-cost", QT_TRANSLATE_NOOP("Fields", "Minimum cost, deadlines met") },
};

QString poolPolicyName(PoolPolicy policy);
std::optional<PoolPolicy> parsePoolPolicy(QStringView word);

/** What a serving job's load counts. */
enum class LoadUnit : std::uint8_t { OutputTokensPerS, RequestsPerS };

inline constexpr Choice kLoadUnitChoices[] = {
    { int(LoadUnit::OutputTokensPerS), "tokens_per_s", QT_TRANSLATE_NOOP("Fields", "output tokens/s") },
    { int(LoadUnit::RequestsPerS), "requests_per_s", QT_TRANSLATE_NOOP("Fields", "requests/s") },
};

/** One GPU type of the shared pool: a hardware row by name, how many of it, at what price, from when. */
struct PoolGpu {
    QString gpuName; ///< a hardware row's name (or catalog id)
    int count = 8;
    double priceUsdPerHour = kUnknown; ///< NaN: the hardware row's price × the price multiplier
    double availableFromHours = 0; ///< a reservation that starts later; hours from the plan's start
};

/** One job taking part in the pool: a workload row by name, and how the pool treats it. */
struct PoolJob {
    QString workloadName;
    double weight = 1; ///< its share against the others' (proportional, max-min fairness)
    int priorityClass = 0; ///< strict priority: the higher class runs first
    double startHours = 0; ///< earliest start, hours from the plan's start
    double deadlineHours = kUnknown; ///< hours from the plan's start; NaN = none (serving: when it stops)
    int minGpus = 0; ///< the gang's smallest size; 0 = the fewest that fit
    int maxGpus = 0; ///< the largest useful count; 0 = the largest its critical batch allows (isRunnable)
    bool mixedTypes = true; ///< may move between GPU types (Gavel's time slicing); else it keeps its first
    double load = kUnknown; ///< serving: the load to hold, in loadUnit; NaN for training jobs
    LoadUnit loadUnit = LoadUnit::OutputTokensPerS;
};

} // namespace flopsheet
