// A plan of 10,000 workloads × 40 GPU types (400,000 results) in the real main window, offscreen
// (issue 17): open it from a file, recompute everything, save it, edit one cell, sort the results by a
// column — each timed from the user's action to the window painted again — and the process's peak
// resident size with the plan open (and typing in the results filter). Targets: open, recompute and save under 2 s, an
// edit under 16 ms, a sort under 200 ms, under 1 GB resident. Figures go to the README, not into pass/fail. Run:
// build/tests/bench/bench_scale [--benchmark_filter=...] ; FLOPSHEET_SCALE_WORKLOADS=N changes the size.
#include "core/document/project.h"
#include "core/io/projectfile.h"
#include "core/models/resultmodel.h"
#include "ui/appsettings.h"
#include "ui/mainwindow.h"
#include "ui/projectfiles.h"
#include "ui/sheetview.h"
#include "ui/sortkeyproxy.h"
#include "ui/tablepanel.h"

#include "largeproject.h"

#include <benchmark/benchmark.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QSettings>
#include <QTemporaryDir>

#include <algorithm>
#include <memory>

#include <sys/resource.h>

using namespace flopsheet;

namespace {

int workloadCount()
{
    bool ok = false;
    const int n = qEnvironmentVariableIntValue("FLOPSHEET_SCALE_WORKLOADS", &ok);
    return ok && n > 0 ? n : 10000;
}

double peakResidentMiB()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0; // Linux reports kilobytes
}

struct Window {
    QTemporaryDir dir;
    QString planFile = dir.filePath(QStringLiteral("large.flopsheet"));
    QSettings qsettings { dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat };
    AppSettings settings { &qsettings };
    Project project;
    MainWindow window { &project, &settings };

    Window()
    {
        // The plan is written by a project of its own, so the window starts empty and opens a file.
        Project source;
        ProjectAssumptions limits;
        limits.deadlineHours = 720;
        limits.budgetUsd = 1e6;
        bench::fillLargeProject(source, limits, workloadCount());
        QString error;
        if (!saveProject(source, planFile, &error))
            qFatal("cannot write the plan: %s", qPrintable(error));
        window.resize(1680, 1000);
        window.show();
        QApplication::processEvents();
    }

    void settle()
    {
        for (int i = 0; i < 3; ++i)
            QApplication::processEvents();
    }

    void open()
    {
        QString error;
        if (!window.files()->loadFile(planFile, &error))
            qFatal("cannot open the plan: %s", qPrintable(error));
        settle();
    }
};

// One window for every benchmark, closed by main while the application still runs (its
// temporary folder goes with it).
std::unique_ptr<Window> g_window;

Window &window()
{
    if (!g_window)
        g_window = std::make_unique<Window>();
    return *g_window;
}

template <typename Action> void timeEach(benchmark::State &state, Action action)
{
    for (auto _ : state) {
        QElapsedTimer timer;
        timer.start();
        action();
        state.SetIterationTime(double(timer.nsecsElapsed()) * 1e-9);
    }
}

void BM_Open(benchmark::State &state)
{
    Window &w = window();
    timeEach(state, [&] { w.open(); });
    state.counters["results"] = w.window.resultModel()->rowCount();
    state.counters["peak_rss_mib"] = peakResidentMiB();
}

// Of the open: the file read and parsed into rows alone, before any estimate.
void BM_ReadFile(benchmark::State &state)
{
    Window &w = window();
    timeEach(state, [&] {
        ProjectData data;
        QString error;
        if (!loadProject(w.planFile, data, &error))
            state.SkipWithError(qPrintable(error));
        benchmark::DoNotOptimize(data.workloads.size());
    });
}

void BM_Save(benchmark::State &state)
{
    Window &w = window();
    if (w.project.workloadCount() == 0)
        w.open();
    const QString copy = w.dir.filePath(QStringLiteral("copy.flopsheet"));
    timeEach(state, [&] {
        QString error;
        if (!w.window.files()->saveFile(copy, &error))
            state.SkipWithError(qPrintable(error));
        w.settle();
    });
    state.counters["peak_rss_mib"] = peakResidentMiB();
}

// Including a GPU type again recomputes every result (rows appear), as any change of the row set does.
void BM_RecomputeAll(benchmark::State &state)
{
    Window &w = window();
    if (w.project.workloadCount() == 0)
        w.open();
    QAbstractItemModel *hardware = w.window.hardwarePanel()->sourceModel();
    const QModelIndex included = hardware->index(3, int(GpuField::Included));
    bool on = false;
    timeEach(state, [&] {
        hardware->setData(included, on ? Qt::Checked : Qt::Unchecked, Qt::CheckStateRole);
        on = !on;
        w.settle();
    });
    if (!on) // leave it included
        hardware->setData(included, Qt::Checked, Qt::CheckStateRole);
    state.counters["results"] = w.window.resultModel()->rowCount();
    state.counters["peak_rss_mib"] = peakResidentMiB();
}

// The same with the results filtered ("H100"): the window is back after the recompute, and the filter's
// scan of the rebuilt results runs between events (`filtered_ms`: until its rows are shown).
void BM_RecomputeAllFiltered(benchmark::State &state)
{
    Window &w = window();
    if (w.project.workloadCount() == 0)
        w.open();
    w.window.showView(MainWindow::View::Results);
    TablePanel *panel = w.window.resultPanel();
    panel->setFilterText(QStringLiteral("H100"));
    panel->proxy()->finishFiltering();
    QAbstractItemModel *hardware = w.window.hardwarePanel()->sourceModel();
    const QModelIndex included = hardware->index(3, int(GpuField::Included));
    bool on = false;
    qint64 filtered = 0;
    for (auto _ : state) {
        QElapsedTimer timer;
        timer.start();
        hardware->setData(included, on ? Qt::Checked : Qt::Unchecked, Qt::CheckStateRole);
        on = !on;
        w.settle();
        state.SetIterationTime(double(timer.nsecsElapsed()) * 1e-9);
        while (panel->proxy()->isFiltering())
            QApplication::processEvents();
        filtered = std::max(filtered, timer.nsecsElapsed());
    }
    if (!on)
        hardware->setData(included, Qt::Checked, Qt::CheckStateRole);
    panel->setFilterText(QString());
    w.settle();
    state.counters["filtered_ms"] = double(filtered) * 1e-6;
}

// A typed batch cell of one workload: its 40 results recompute, the views and the planner follow.
void BM_EditCell(benchmark::State &state)
{
    Window &w = window();
    if (w.project.workloadCount() == 0)
        w.open();
    w.window.showView(MainWindow::View::Workloads);
    QAbstractItemModel *workloads = w.window.workloadPanel()->sourceModel();
    const QModelIndex cell = workloads->index(w.project.workloadCount() / 2, int(WorkloadField::BatchPerGpu));
    int value = 1;
    timeEach(state, [&] {
        value = value % 64 + 1;
        workloads->setData(cell, value);
        w.settle();
    });
}

// The same edit while the results are sorted by wall time: the 40 changed rows move to their new places.
void BM_EditCellSorted(benchmark::State &state)
{
    Window &w = window();
    if (w.project.workloadCount() == 0)
        w.open();
    w.window.showView(MainWindow::View::Results);
    SheetView *view = w.window.resultPanel()->view();
    view->sortByColumn(int(ResultModel::WallHoursColumn), Qt::AscendingOrder);
    w.settle();
    QAbstractItemModel *workloads = w.window.workloadPanel()->sourceModel();
    const QModelIndex cell = workloads->index(w.project.workloadCount() / 2, int(WorkloadField::BatchPerGpu));
    int value = 1;
    timeEach(state, [&] {
        value = value % 64 + 1;
        workloads->setData(cell, value);
        w.settle();
    });
    view->sortByColumn(-1, Qt::AscendingOrder);
    w.settle();
}

// A click on a results column header: the proxy sorts 400,000 rows. Each click is on the other of two
// columns (wall time, cost), so every sort reads its column's values afresh.
void BM_SortResults(benchmark::State &state)
{
    Window &w = window();
    if (w.project.workloadCount() == 0)
        w.open();
    w.window.showView(MainWindow::View::Results);
    SheetView *view = w.window.resultPanel()->view();
    int click = 0;
    timeEach(state, [&] {
        ++click;
        const int column = click % 2 ? int(ResultModel::WallHoursColumn) : int(ResultModel::CostColumn);
        view->sortByColumn(column, click % 4 < 2 ? Qt::AscendingOrder : Qt::DescendingOrder);
        w.settle();
    });
    view->sortByColumn(-1, Qt::AscendingOrder);
    w.settle();
}

// Typing in the results' filter box: each keystroke keeps the rows whose text contains what is typed
// ("H1", then "H10", "H100", then cleared). A new text reads every row's cells as the view shows them,
// between events (SortKeyProxy's background scan): the time is until the rows are shown, and
// `longest_block_ms` the longest the window went without handling an event (the keystroke itself, or
// one slice of the scan with the repaint after it).
void BM_FilterResults(benchmark::State &state)
{
    Window &w = window();
    if (w.project.workloadCount() == 0)
        w.open();
    w.window.showView(MainWindow::View::Results);
    TablePanel *panel = w.window.resultPanel();
    const QStringList typed = { QStringLiteral("H1"), QStringLiteral("H10"), QStringLiteral("H100"), QString() };
    int key = 0;
    qint64 longestBlock = 0, firstApplied = 0;
    const auto blocking = [&](auto action) {
        QElapsedTimer block;
        block.start();
        action();
        longestBlock = std::max(longestBlock, block.nsecsElapsed());
    };
    timeEach(state, [&] {
        QElapsedTimer applied;
        applied.start();
        blocking([&] { panel->setFilterText(typed[key++ % typed.size()]); });
        do
            blocking([] { QApplication::processEvents(); });
        while (panel->proxy()->isFiltering());
        w.settle();
        if (key == 1)
            firstApplied = applied.nsecsElapsed();
    });
    panel->setFilterText(QString());
    w.settle();
    state.counters["shown"] = panel->view()->model()->rowCount();
    state.counters["longest_block_ms"] = double(longestBlock) * 1e-6;
    state.counters["first_key_ms"] = double(firstApplied) * 1e-6; // "H1": every row read
}

} // namespace

BENCHMARK(BM_Open)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_ReadFile)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_RecomputeAll)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(4);
BENCHMARK(BM_RecomputeAllFiltered)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(4);
BENCHMARK(BM_Save)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_EditCell)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(50);
BENCHMARK(BM_EditCellSorted)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(50);
BENCHMARK(BM_SortResults)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(4);
BENCHMARK(BM_FilterResults)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(4);

int main(int argc, char **argv)
{
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    g_window.reset();
    return 0;
}
