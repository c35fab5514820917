// The sweep streamed to a file as `flopsheet-cli sweep --format csv` writes it (issue 18): the built-in
// catalog (33,583 rows) and a user catalog of 100 copies of its workloads over it (3.4 M rows), each
// written to /dev/null as the rows are made. Counters: rows, bytes and the process's peak memory,
// which stays that of the catalog however many rows go out.
// Run: build/tests/bench/bench_sweep
#include "core/catalog/catalog.h"
#include "core/io/sweep.h"

#include <benchmark/benchmark.h>

#include <sys/resource.h>

#include <cstdio>
#include <deque>

using namespace flopsheet;

namespace {

// The built-in workloads and `copies` renamed copies of them, as a user catalog of that size would be.
std::deque<Workload> manyWorkloads(int copies)
{
    std::deque<Workload> out; // a deque: the sweep keeps pointers to its elements
    for (int copy = -1; copy < copies; ++copy) {
        for (const Workload &w : Catalog::builtIn().workloads()) {
            out.push_back(w);
            if (copy >= 0)
                out.back().id += QStringLiteral("-copy%1").arg(copy);
        }
    }
    return out;
}

double peakResidentMiB()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0; // KiB on Linux
}

void sweepToDevNull(benchmark::State &state, int copies)
{
    const std::deque<Workload> workloads = manyWorkloads(copies);
    SweepRequest request;
    for (const Workload &w : workloads)
        request.workloads.push_back(&w);
    for (const Gpu &g : Catalog::builtIn().gpus())
        request.gpus.push_back(&g);
    std::FILE *out = std::fopen("/dev/null", "w");
    std::size_t rows = 0;
    std::size_t bytes = 0;
    for (auto _ : state) {
        bytes = 0;
        rows = writeSweepRows(request, [out, &bytes](std::string_view lines) {
            bytes += lines.size();
            std::fwrite(lines.data(), 1, lines.size(), out);
        });
    }
    std::fclose(out);
    state.SetItemsProcessed(std::int64_t(state.iterations()) * std::int64_t(rows));
    state.counters["rows"] = double(rows);
    state.counters["csv_bytes"] = double(bytes);
    state.counters["peak_rss_mib"] = peakResidentMiB();
}

void BM_SweepBuiltInToDevNull(benchmark::State &state)
{
    sweepToDevNull(state, 0);
}
// Wall-clock time: the sweep spreads over the cores.
BENCHMARK(BM_SweepBuiltInToDevNull)->Unit(benchmark::kMillisecond)->UseRealTime();

// 4,343 workloads: a second or more per run, so one iteration is the measurement.
void BM_SweepManyWorkloadsToDevNull(benchmark::State &state)
{
    sweepToDevNull(state, 100);
}
BENCHMARK(BM_SweepManyWorkloadsToDevNull)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);

} // namespace

BENCHMARK_MAIN();
