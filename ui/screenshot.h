#pragma once

#include "ui/charts/chartdock.h"
#include "ui/mainwindow.h"

#include <QSize>
#include <QString>

namespace flopsheet {

/** One rendering of the main window, for documentation and tests. */
struct ScreenshotRequest {
    QString fileName; ///< the PNG to write
    QString projectFile; ///< empty: the sample plan
    MainWindow::View view = MainWindow::View::Results;
    QString language; ///< "en", "zh_CN"; empty = English
    QSize size = QSize(1680, 1000);
    std::optional<ChartKind> chart; ///< set: the chart alone, for the first result's workload
    bool analyzer = false; ///< the Analyze Model dialog on the ResNet-50 row, with its preset
    bool architecture = false; ///< the architecture editor on the ResNet-50 row, from its preset
};

/**
 * Builds a main window with fresh settings (the user's window layout is neither used nor changed),
 * shows the project, selects the first row of the view and writes the window (or the chart asked
 * for, alone, at the requested size) as a PNG. Needs a
 * QApplication; offscreen works. False with a message when the project cannot be read or the PNG
 * cannot be written.
 */
bool renderScreenshot(const ScreenshotRequest &request, QString *error);

} // namespace flopsheet
