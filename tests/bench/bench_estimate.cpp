// Speed of the estimation core: single estimates and the default sweep with CSV output.
// Run: build/tests/bench/bench_estimate  (figures in README.md, "Speed").
#include "core/catalog/catalog.h"
#include "core/charts/timecost.h"
#include "core/estimate/estimator.h"
#include "core/io/sweep.h"

#include <benchmark/benchmark.h>

using namespace flopsheet;

namespace {

// A mix that exercises every path: LLM training with layout search, CNN training, LLM serving.
struct Case {
    const char *workload;
    const char *gpu;
    Scenario scenario;
};

std::vector<Case> cases()
{
    Scenario pretrain;
    pretrain.gpuCount = 256;
    Scenario big = pretrain;
    big.gpuCount = 1024;
    Scenario cnn;
    cnn.gpuCount = 8;
    cnn.precision = Precision::FP16;
    cnn.amount = AmountKind::Samples;
    Scenario serve;
    serve.mode = Mode::Infer;
    serve.precision = Precision::FP8;
    serve.promptTokens = 1000;
    serve.outputTokens = 1000;
    serve.batchMax = true;
    return { { "llama-2-7b", "a100-80gb-sxm", pretrain }, { "llama-3.1-405b", "h100-sxm", big },
        { "resnet-50", "v100-sxm2-16gb", cnn }, { "llama-3-70b", "h200-sxm", serve } };
}

void BM_SingleEstimate(benchmark::State &state)
{
    const Catalog &catalog = Catalog::builtIn();
    const Case c = cases()[size_t(state.range(0))];
    const Workload &w = *catalog.workload(QString::fromLatin1(c.workload));
    const Gpu &g = *catalog.gpu(QString::fromLatin1(c.gpu));
    for (auto _ : state) {
        Estimate e = estimate(w, g, c.scenario);
        benchmark::DoNotOptimize(e);
    }
    state.SetItemsProcessed(state.iterations());
    state.SetLabel(c.workload);
}
BENCHMARK(BM_SingleEstimate)->DenseRange(0, 3);

// GPT-3 175B on 1,024 A100s at Megatron-LM's 1,536-sequence batch: an estimate that needs the layout
// search (issue 19 asks for under 50 µs), and (range 1) the exhaustive enumeration of the same space.
void BM_LayoutSearch(benchmark::State &state)
{
    const Catalog &catalog = Catalog::builtIn();
    const Workload &w = *catalog.workload(u"gpt-3-175b");
    const Gpu &g = *catalog.gpu(u"a100-80gb-sxm");
    Scenario sc;
    sc.gpuCount = int(state.range(1));
    sc.globalBatch = 1536;
    sc.tokens = 300e9;
    int costed = 0;
    for (auto _ : state) {
        if (state.range(0) == 0) {
            Estimate e = estimate(w, g, sc);
            costed = e.layoutsCosted;
            benchmark::DoNotOptimize(e);
        } else {
            LayoutAlternatives a = layoutAlternatives(w, g, sc, 0, true);
            costed = a.evaluated;
            benchmark::DoNotOptimize(a);
        }
    }
    state.counters["layouts"] = costed;
    state.SetLabel(state.range(0) == 0 ? "search" : "exhaustive");
}
BENCHMARK(BM_LayoutSearch)->ArgsProduct({ { 0, 1 }, { 96, 1024, 4096 } })->Unit(benchmark::kMicrosecond);

// The time-vs-cost chart's points of one workload over every built-in GPU type (1 … 1,024 GPUs each),
// with the planner's answers to a 30-day deadline and a $10M budget: what a what-if drag recomputes for
// the chart. Range 0: Llama 3 70B pre-training (every point searches a layout); 1: ResNet-50.
void BM_TimeCostPoints(benchmark::State &state)
{
    const Catalog &catalog = Catalog::builtIn();
    WorkloadEntry entry;
    entry.workload = *catalog.workload(state.range(0) == 0 ? u"llama-3-70b" : u"resnet-50");
    entry.scenario.tokens = state.range(0) == 0 ? 2e12 : kUnknown;
    QList<HardwareEntry> hardware;
    for (const Gpu &g : catalog.gpus())
        hardware.append(HardwareEntry { g, 8, true });
    ProjectAssumptions limits;
    limits.deadlineHours = 720;
    limits.budgetUsd = 1e7;
    std::size_t points = 0;
    for (auto _ : state) {
        const std::vector<TimeCostPoint> p = timeCostPoints(entry, hardware, limits);
        points = p.size();
        benchmark::DoNotOptimize(p.data());
    }
    state.counters["points"] = double(points);
    state.SetLabel(entry.workload.id.toStdString());
}
BENCHMARK(BM_TimeCostPoints)->DenseRange(0, 1)->Unit(benchmark::kMillisecond)->UseRealTime();

// Llama 2 7B pre-training on 256 A100s with a schedule of 20 stages (range 1) against the constant batch
// (range 0): the cost the schedule adds to one estimate (issue 13 asks for under 2 µs).
void BM_ScheduledEstimate(benchmark::State &state)
{
    const Catalog &catalog = Catalog::builtIn();
    const Workload &w = *catalog.workload(u"llama-2-7b");
    const Gpu &g = *catalog.gpu(u"a100-80gb-sxm");
    Scenario sc;
    sc.gpuCount = 256;
    sc.tokens = 2e12;
    if (state.range(0) == 1) {
        QString text = QStringLiteral("stages:");
        for (int i = 1; i < 20; ++i) // 2^15 ... tokens, growing every 50B tokens
            text += QStringLiteral("%1@%2B,").arg(32768.0 * i).arg(50 * i);
        text += QStringLiteral("4194304");
        QString problem;
        sc.schedule = *parseBatchSchedule(text, &problem);
    }
    for (auto _ : state) {
        Estimate e = estimate(w, g, sc);
        benchmark::DoNotOptimize(e);
    }
    state.SetItemsProcessed(state.iterations());
    state.SetLabel(state.range(0) == 1 ? "20 stages" : "constant");
}
BENCHMARK(BM_ScheduledEstimate)->DenseRange(0, 1);

void BM_DefaultSweepCsv(benchmark::State &state)
{
    const Catalog &catalog = Catalog::builtIn();
    SweepRequest request;
    for (const Workload &w : catalog.workloads())
        request.workloads.push_back(&w);
    for (const Gpu &g : catalog.gpus())
        request.gpus.push_back(&g);
    std::string out;
    std::size_t made = 0;
    for (auto _ : state) {
        out.clear();
        made = writeSweepCsv(request, out);
        benchmark::DoNotOptimize(out.data());
    }
    state.SetItemsProcessed(std::int64_t(state.iterations()) * std::int64_t(made));
    state.counters["estimates"] = double(made);
    state.counters["csv_bytes"] = double(out.size());
}
// Wall-clock time: the sweep spreads over the cores.
BENCHMARK(BM_DefaultSweepCsv)->Unit(benchmark::kMillisecond)->UseRealTime();

} // namespace

BENCHMARK_MAIN();
