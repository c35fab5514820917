// A planning report of 20 workloads × 50 GPU types (issue 5: under 2 seconds): every section, the
// charts of every workload, laid out and written as a PDF in memory, as Export PDF and
// `flopsheet-cli report` do. Figures go to the README, not into pass/fail.

#include "core/document/project.h"
#include "tests/report/reportfixture.h"
#include "ui/languages.h"
#include "ui/report/reportrenderer.h"

#include <benchmark/benchmark.h>

#include <QApplication>
#include <QBuffer>
#include <QPdfWriter>

using namespace flopsheet;

static void BM_Report20x50(benchmark::State &state)
{
    Project project;
    testing::fillLargeProject(project, 20, 50);
    ReportOptions options;
    options.projectName = QStringLiteral("bench");
    int pages = 0;
    for (auto _ : state) {
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        writer.setResolution(600);
        const ReportRenderer renderer(&project, options);
        renderer.setUpPage(&writer);
        renderer.paint(&writer, &pages);
        benchmark::DoNotOptimize(buffer.size());
    }
    state.counters["pages"] = pages;
}
BENCHMARK(BM_Report20x50)->Unit(benchmark::kMillisecond)->MinTime(2.0);

int main(int argc, char **argv)
{
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv); // the charts are widgets
    languages::install(QStringLiteral("en"));
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
