// Live recalculation: time from a cell edit (setData) to an updated results model, on a project of
// 200 workloads × 40 GPU types (8,000 results). Run: build/tests/bench/bench_recalc
#include "core/catalog/catalog.h"
#include "core/document/project.h"
#include "core/models/displayformat.h"
#include "core/models/resultmodel.h"
#include "core/models/tablemodel.h"

#include "largeproject.h"

#include <benchmark/benchmark.h>

#include <QLocale>
#include <QRandomGenerator>

#include <cmath>

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

// A figure written as the results show it (three significant digits, grouped, en_US), 1,000 of them:
// range 0 through QLocale::toString, range 1 through fixedText, which the tables use.
void BM_FixedText(benchmark::State &state)
{
    const QLocale locale(QLocale::English, QLocale::UnitedStates);
    QRandomGenerator random(3);
    std::vector<std::pair<double, int>> figures;
    for (int i = 0; i < 1000; ++i) {
        const double v = std::pow(10.0, random.bounded(9.0) - 2.0);
        figures.emplace_back(v, std::max(0, 2 - int(std::floor(std::log10(v)))));
    }
    for (auto _ : state) {
        for (const auto &[v, decimals] : figures)
            benchmark::DoNotOptimize(
                state.range(0) == 0 ? locale.toString(v, 'f', decimals) : fixedText(locale, v, decimals));
    }
    state.SetItemsProcessed(state.iterations() * std::int64_t(figures.size()));
}
BENCHMARK(BM_FixedText)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
