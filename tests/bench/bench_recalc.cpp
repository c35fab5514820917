// Live recalculation: time from a cell edit (setData) to an updated results model, on a project of
// 200 workloads × 40 GPU types (8,000 results). Run: build/tests/bench/bench_recalc
#include "core/catalog/catalog.h"
#include "core/document/project.h"
#include "core/models/resultmodel.h"
#include "core/models/tablemodel.h"

#include "largeproject.h"

#include <benchmark/benchmark.h>

using namespace flopsheet;
using flopsheet::bench::fillLargeProject;

namespace {

void BM_EditWorkloadCell(benchmark::State &state)
{
    Project project;
    fillLargeProject(project);
    TableModel workloads(&project, Table::Workloads);
    ResultModel results(&project);
    const QModelIndex cell = workloads.index(17, int(WorkloadField::BatchPerGpu));
    int value = 1;
    for (auto _ : state) {
        value = value % 64 + 1; // a different value each time: every edit recomputes
        workloads.setData(cell, value);
        benchmark::DoNotOptimize(results.estimateAt(17 * 40).wallHours);
    }
    state.counters["results"] = results.rowCount();
}
BENCHMARK(BM_EditWorkloadCell)->Unit(benchmark::kMicrosecond);

void BM_EditGpuCell(benchmark::State &state)
{
    Project project;
    fillLargeProject(project);
    TableModel hardware(&project, Table::Hardware);
    ResultModel results(&project);
    const QModelIndex cell = hardware.index(5, int(GpuField::PricePerHour));
    double price = 1.0;
    for (auto _ : state) {
        price = price > 9 ? 1.0 : price + 0.5;
        hardware.setData(cell, price);
        benchmark::DoNotOptimize(results.estimateAt(5).costUsd);
    }
    state.counters["results"] = results.rowCount();
}
BENCHMARK(BM_EditGpuCell)->Unit(benchmark::kMicrosecond);

void BM_RecomputeEverything(benchmark::State &state)
{
    Project project;
    fillLargeProject(project);
    TableModel hardware(&project, Table::Hardware);
    ResultModel results(&project);
    const QModelIndex included = hardware.index(3, int(GpuField::Included));
    bool on = false;
    for (auto _ : state) {
        hardware.setData(included, on ? Qt::Checked : Qt::Unchecked, Qt::CheckStateRole); // rows appear/vanish
        on = !on;
        benchmark::DoNotOptimize(results.rowCount());
    }
}
BENCHMARK(BM_RecomputeEverything)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
