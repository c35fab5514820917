// The shared pool (issue 14): a pool of 10 GPU types and 50 jobs, one policy's whole timeline and every
// policy compared; the targets are under 50 ms and under 300 ms. Figures go to the README.
#include "largepool.h"

#include "core/pool/poolproblem.h"
#include "core/pool/timeline.h"

#include <benchmark/benchmark.h>

using namespace flopsheet;

namespace {

PoolProblem largeProblem(int types, int jobs)
{
    Project project;
    bench::fillLargePool(project, types, jobs);
    return buildPoolProblem(
        project.workloads(), project.hardwareRows(), project.assumptions(), project.poolGpus(), project.poolJobs());
}

// The throughput matrix from the estimator: every job on every type and gang size.
void BM_BuildPoolProblem(benchmark::State &state)
{
    Project project;
    bench::fillLargePool(project, 10, int(state.range(0)));
    for (auto _ : state) {
        PoolProblem p = buildPoolProblem(
            project.workloads(), project.hardwareRows(), project.assumptions(), project.poolGpus(), project.poolJobs());
        benchmark::DoNotOptimize(p);
    }
}
BENCHMARK(BM_BuildPoolProblem)->Arg(20)->Arg(50)->Unit(benchmark::kMillisecond);

void BM_PlanPool(benchmark::State &state)
{
    const PoolProblem p = largeProblem(10, 50);
    const auto policy = PoolPolicy(state.range(0));
    int resolves = 0;
    for (auto _ : state) {
        const PoolSchedule s = planPool(p, policy);
        resolves = s.resolves;
        benchmark::DoNotOptimize(s);
    }
    state.SetLabel(poolPolicyName(policy).toStdString());
    state.counters["resolves"] = resolves;
}
BENCHMARK(BM_PlanPool)->DenseRange(0, kPoolPolicyCount - 1)->Unit(benchmark::kMillisecond);

void BM_CompareAllPolicies(benchmark::State &state)
{
    const PoolProblem p = largeProblem(10, 50);
    for (auto _ : state) {
        for (int policy = 0; policy < kPoolPolicyCount; ++policy)
            benchmark::DoNotOptimize(planPool(p, PoolPolicy(policy)));
    }
}
BENCHMARK(BM_CompareAllPolicies)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
