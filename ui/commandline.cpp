#include "ui/commandline.h"

#include "ui/languages.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <cstring>

namespace flopsheet {

bool needsNoDisplay(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        const char *arg = argv[i];
        if (std::strcmp(arg, "--screenshot") == 0 || std::strncmp(arg, "--screenshot=", 13) == 0)
            return true;
        // QCommandLineParser's own options, which print and exit.
        for (const char *option : { "-h", "--help", "--help-all", "-v", "--version" }) {
            if (std::strcmp(arg, option) == 0)
                return true;
        }
    }
    return false;
}

std::optional<QSize> parseScreenshotSize(const QString &text)
{
    // The limits keep a typo (10240x700) from asking for a gigabyte pixmap.
    static const QSize smallest(200, 150);
    static const QSize largest(7680, 4320);
    const QStringList parts = text.trimmed().toLower().split(u'x');
    if (parts.size() != 2)
        return std::nullopt;
    bool widthOk = false;
    bool heightOk = false;
    const QSize size(parts[0].toInt(&widthOk), parts[1].toInt(&heightOk));
    if (!widthOk || !heightOk || size.width() < smallest.width() || size.height() < smallest.height()
        || size.width() > largest.width() || size.height() > largest.height())
        return std::nullopt;
    return size;
}

CommandLine parseCommandLine(const QCoreApplication &app)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("CommandLine", "FlopSheet: plan GPU capacity for training and serving ML models."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
        QCoreApplication::translate("CommandLine", "A .flopsheet plan to open."), QStringLiteral("[file]"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
        QCoreApplication::translate("CommandLine", "Render the window offscreen to a PNG file and exit."),
        QStringLiteral("png"));
    const QCommandLineOption project(QStringLiteral("project"),
        QCoreApplication::translate("CommandLine", "With --screenshot: the plan to show (default: the sample plan)."),
        QStringLiteral("file"));
    const QCommandLineOption view(QStringLiteral("view"),
        QCoreApplication::translate("CommandLine",
            "With --screenshot: the table to select: workloads, hardware or "
            "results (default); planner or scenarios (the results with that "
            "panel in front); pool (the Pool dock, large); analyzer (the Analyze Model dialog); architecture "
            "(the architecture editor); or the "
            "chart to render: chart-time-cost, "
            "chart-bars, chart-memory, chart-scaling, chart-batch, chart-schedule, "
            "chart-speedup or chart-roofline."),
        QStringLiteral("table"), QStringLiteral("results"));
    const QCommandLineOption language(QStringLiteral("lang"),
        QCoreApplication::translate("CommandLine", "The language: en or zh_CN."), QStringLiteral("code"));
    const QCommandLineOption size(QStringLiteral("size"),
        QCoreApplication::translate("CommandLine",
            "With --screenshot: the window (or chart) size in pixels, WIDTHxHEIGHT (default 1680x1000)."),
        QStringLiteral("WxH"), QStringLiteral("1680x1000"));
    parser.addOptions({ screenshot, project, view, language, size });
    parser.process(app);

    CommandLine out;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1)
        out.error = QCoreApplication::translate(
            "CommandLine", "Open one file at a time (got %n).", nullptr, int(positional.size()));
    else if (!positional.isEmpty())
        out.file = positional.first();
    out.screenshot = parser.value(screenshot);
    out.project = parser.value(project);
    const QString viewName = parser.value(view).toLower();
    if (viewName == u"workloads")
        out.view = MainWindow::View::Workloads;
    else if (viewName == u"hardware")
        out.view = MainWindow::View::Hardware;
    else if (viewName == u"results")
        out.view = MainWindow::View::Results;
    else if (viewName == u"planner")
        out.view = MainWindow::View::Planner;
    else if (viewName == u"scenarios")
        out.view = MainWindow::View::Scenarios;
    else if (viewName == u"pool")
        out.view = MainWindow::View::Pool;
    else if (viewName == u"analyzer")
        out.analyzer = true;
    else if (viewName == u"architecture")
        out.architecture = true;
    else if (const std::optional<ChartKind> chart = chartKindFromViewName(viewName))
        out.chart = chart;
    else
        out.error = QCoreApplication::translate("CommandLine",
            "--view must be workloads, hardware, results, planner, "
            "scenarios, pool, analyzer, architecture or a chart (chart-time-cost …), not \"%1\".")
                        .arg(viewName);
    out.language = parser.value(language);
    if (!out.language.isEmpty() && !languages::available().contains(out.language))
        out.error = QCoreApplication::translate("CommandLine", "--lang must be one of %1, not \"%2\".")
                        .arg(languages::available().join(QStringLiteral(", ")), out.language);
    if (const std::optional<QSize> parsed = parseScreenshotSize(parser.value(size)))
        out.size = *parsed;
    else
        out.error = QCoreApplication::translate(
            "CommandLine", "--size must be WIDTHxHEIGHT between 200x150 and 7680x4320, such as 1024x700, not \"%1\".")
                        .arg(parser.value(size));
    if (out.screenshot.isEmpty() && !out.project.isEmpty() && out.file.isEmpty())
        out.file = out.project; // --project without a screenshot simply opens the plan
    return out;
}

} // namespace flopsheet
