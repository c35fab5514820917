// Dragging a what-if slider: time from one slider step to recomputed results, planner and a redrawn
// time-vs-cost chart, in the real main window (offscreen) on 200 workloads × 40 GPU types. Each
// repetition is one step of a held slider; the median and the 95th percentile are over 200 steps. What
// waits for the end of a drag (the details pane) catches up when the slider is let go: BM_Release* times
// that, once per drag, and the drag steps leave it out (it used to land in the next step's time).
// Run: build/tests/bench/bench_whatif
#include "core/catalog/catalog.h"
#include "core/document/project.h"
#include "ui/appsettings.h"
#include "ui/charts/chartdock.h"
#include "ui/mainwindow.h"
#include "ui/whatif/stepslider.h"
#include "ui/whatif/whatifpanel.h"

#include "largeproject.h"
#include "steprepetitions.h"

#include <benchmark/benchmark.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QSettings>
#include <QTemporaryDir>

#include <algorithm>
#include <memory>

using namespace flopsheet;
using flopsheet::bench::fillLargeProject;

namespace {

struct Window {
    QTemporaryDir dir;
    QSettings qsettings { dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat };
    AppSettings settings { &qsettings };
    Project project;
    MainWindow window { &project, &settings };

    Window()
    {
        // bench_recalc's plan, with a 30-day deadline and a $1M budget so the planner works too.
        ProjectAssumptions limits;
        limits.deadlineHours = 720;
        limits.budgetUsd = 1e6;
        fillLargeProject(project, limits);
        window.resize(1680, 1000);
        window.show();
        window.showView(MainWindow::View::Workloads); // the first workload: charts, planner, what-if follow it
        window.chartDock()->showChart(ChartKind::TimeCost);
        QApplication::processEvents();
    }
};

// One window for every repetition, closed by main while the application still runs (its
// temporary folder goes with it).
std::unique_ptr<Window> g_window;

Window &window()
{
    if (!g_window)
        g_window = std::make_unique<Window>();
    return *g_window;
}

// One step of a drag of the efficiency slider, back and forth over 20 % … 60 %, then everything the
// user sees: the results, the planner, the visible chart, the repaint.
void dragStep(benchmark::State &state, WhatIfPanel::Scope scope, WhatIfPanel::Slider which)
{
    Window &w = window();
    WhatIfPanel *panel = w.window.whatIfPanel();
    panel->setScope(scope);
    StepSlider *slider = panel->slider(which);
    slider->setSliderDown(true);
    static int step = 0;
    for (auto _ : state) {
        ++step;
        const int lo = which == WhatIfPanel::Slider::Efficiency ? 16 : 1;
        const int span = std::min(40, slider->maximum() - lo);
        const int position = lo + (step % (2 * span) < span ? step % span : span - step % span);
        QElapsedTimer timer;
        timer.start();
        slider->setValue(position == slider->value() ? position + 1 : position);
        w.window.chartDock()->updateNow();
        QApplication::processEvents();
        state.SetIterationTime(double(timer.nsecsElapsed()) * 1e-9);
    }
    slider->setSliderDown(false);
    // The end of the drag, untimed here: the details pane updates and repaints (BM_Release* times it).
    for (int i = 0; i < 3; ++i)
        QApplication::processEvents();
    state.counters["results"] = double(w.project.workloadCount() * w.project.hardwareCount());
}

// Letting go of the slider after one step: the details pane, which waits for the end of a drag, shows
// the new figures (for the deadline: the planner's answer to it).
void releaseAfterStep(benchmark::State &state, WhatIfPanel::Slider which)
{
    Window &w = window();
    WhatIfPanel *panel = w.window.whatIfPanel();
    panel->setScope(WhatIfPanel::Scope::SelectedWorkload);
    StepSlider *slider = panel->slider(which);
    static int step = 0;
    for (auto _ : state) {
        slider->setSliderDown(true);
        slider->setValue(1 + (++step % 40));
        w.window.chartDock()->updateNow();
        QApplication::processEvents();
        QElapsedTimer timer;
        timer.start();
        slider->setSliderDown(false);
        for (int i = 0; i < 3; ++i)
            QApplication::processEvents();
        state.SetIterationTime(double(timer.nsecsElapsed()) * 1e-9);
    }
}

void BM_DragEfficiencyOneWorkload(benchmark::State &state)
{
    dragStep(state, WhatIfPanel::Scope::SelectedWorkload, WhatIfPanel::Slider::Efficiency);
}

void BM_DragEfficiencyAllWorkloads(benchmark::State &state)
{
    dragStep(state, WhatIfPanel::Scope::AllWorkloads, WhatIfPanel::Slider::Efficiency);
}

void BM_DragGpuCountEveryType(benchmark::State &state)
{
    window().window.whatIfPanel()->setGpuCountForAll(true);
    dragStep(state, WhatIfPanel::Scope::SelectedWorkload, WhatIfPanel::Slider::GpuCount);
}

void BM_DragDeadline(benchmark::State &state)
{
    dragStep(state, WhatIfPanel::Scope::SelectedWorkload, WhatIfPanel::Slider::Deadline);
}

void BM_ReleaseDeadline(benchmark::State &state)
{
    releaseAfterStep(state, WhatIfPanel::Slider::Deadline);
}

// The same drag with a batch schedule on every training workload (issue 13): a ramp over the first
// 100M tokens for language models, the first 10k samples otherwise, well inside every preset's data.
void scheduleEveryWorkload()
{
    Window &w = window();
    static const bool scheduled = [&w] {
        QList<WorkloadEntry> rows = w.project.workloads();
        QString problem;
        for (WorkloadEntry &e : rows) {
            const bool tokens = isTokenModelFamily(e.workload.family);
            e.scenario.schedule
                = *parseBatchSchedule(tokens ? u"linear:32768-4194304@100M" : u"linear:256-8192@10k", &problem);
        }
        w.project.reset(rows, w.project.hardwareRows(), w.project.assumptions());
        QApplication::processEvents();
        return true;
    }();
    (void)scheduled;
}

void BM_DragEfficiencyOneWorkloadScheduled(benchmark::State &state)
{
    scheduleEveryWorkload();
    dragStep(state, WhatIfPanel::Scope::SelectedWorkload, WhatIfPanel::Slider::Efficiency);
}

void BM_DragEfficiencyAllWorkloadsScheduled(benchmark::State &state)
{
    scheduleEveryWorkload();
    dragStep(state, WhatIfPanel::Scope::AllWorkloads, WhatIfPanel::Slider::Efficiency);
}

double percentile95(const std::vector<double> &v)
{
    std::vector<double> sorted = v;
    std::sort(sorted.begin(), sorted.end());
    return sorted[std::min(sorted.size() - 1, size_t(0.95 * double(sorted.size())))];
}

// One step per repetition, so the statistics are over steps.
void steps(benchmark::internal::Benchmark *b)
{
    b->UseManualTime()
        ->Iterations(1)
        ->Repetitions(flopsheet::bench::stepRepetitions(200))
        ->ReportAggregatesOnly(true)
        ->ComputeStatistics("p95", percentile95)
        ->Unit(benchmark::kMillisecond);
}

BENCHMARK(BM_DragEfficiencyOneWorkload)->Apply(steps);
BENCHMARK(BM_DragEfficiencyAllWorkloads)->Apply(steps);
BENCHMARK(BM_DragGpuCountEveryType)->Apply(steps);
BENCHMARK(BM_DragDeadline)->Apply(steps);
BENCHMARK(BM_ReleaseDeadline)->Apply(steps);
// Last: they change the shared plan.
BENCHMARK(BM_DragEfficiencyOneWorkloadScheduled)->Apply(steps);
BENCHMARK(BM_DragEfficiencyAllWorkloadsScheduled)->Apply(steps);

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    g_window.reset();
    return 0;
}
