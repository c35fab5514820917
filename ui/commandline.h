#pragma once

#include "ui/charts/chartdock.h"
#include "ui/mainwindow.h"

#include <QSize>
#include <QString>

class QCoreApplication;

namespace flopsheet {

/** What `flopsheet [FILE] [--screenshot PNG [--project P] [--view V] [--lang L] [--size WxH]]` asks for. */
struct CommandLine {
    QString file; ///< a project to open
    QString screenshot; ///< render the window to this PNG and exit
    QString project; ///< with --screenshot: the project to show (default: the sample plan)
    MainWindow::View view = MainWindow::View::Results;
    std::optional<ChartKind> chart; ///< --view chart-…: render this chart instead of the window
    bool analyzer = false; ///< --view analyzer: render the Analyze Model dialog
    bool architecture = false; ///< --view architecture: render the architecture editor
    QString language; ///< "en" or "zh_CN"; empty = the user's setting
    QSize size = QSize(1680, 1000); ///< --size WxH: the window (or chart) size of a screenshot
    QString error; ///< a usage error, one line; empty when the arguments are fine
};

/**
 * Whether the raw arguments ask for something that opens no window: a screenshot, --help or --version.
 * Read before QApplication exists, because these run on the offscreen platform, so they work without a
 * display (a build renders the man page from --help).
 */
bool needsNoDisplay(int argc, char **argv);

/** "1024x700" as a size; nullopt when it is not WIDTHxHEIGHT within 200x150 … 7680x4320. */
std::optional<QSize> parseScreenshotSize(const QString &text);

/** Parses the application's arguments (QCommandLineParser); --help and --version print and exit. */
CommandLine parseCommandLine(const QCoreApplication &app);

} // namespace flopsheet
