#include "ui/screenshot.h"

#include "core/analyzer/presets.h"
#include "core/document/project.h"
#include "core/models/tablemodel.h"
#include "ui/analyzer/analyzerdialog.h"
#include "ui/analyzer/architecturedialog.h"
#include "ui/appsettings.h"
#include "ui/charts/chartview.h"
#include "ui/languages.h"
#include "ui/pool/poolpanel.h"
#include "ui/projectfiles.h"
#include "ui/tablepanel.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QPixmap>
#include <QSettings>
#include <QTemporaryDir>
#include <QTreeView>

namespace flopsheet {

bool renderScreenshot(const ScreenshotRequest &request, QString *error)
{
    QTemporaryDir settingsDir;
    if (!settingsDir.isValid()) {
        *error = QApplication::translate("Screenshot", "cannot create a temporary folder: %1")
                     .arg(settingsDir.errorString());
        return false;
    }
    QSettings qsettings(settingsDir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    AppSettings settings(&qsettings);
    const QString language = request.language.isEmpty() ? QStringLiteral("en") : request.language;
    settings.setLanguage(language);
    if (!languages::install(language)) {
        *error = QApplication::translate("Screenshot", "the translation for %1 is missing").arg(language);
        return false;
    }

    Project project;
    MainWindow window(&project, &settings);
    window.resize(request.size);
    if (request.projectFile.isEmpty()) {
        window.files()->openSample();
    } else if (!window.files()->loadFile(request.projectFile, error)) {
        *error = QApplication::translate("Screenshot", "cannot open %1: %2")
                     .arg(QDir::toNativeSeparators(request.projectFile), *error);
        return false;
    }
    window.show();
    window.resetLayout(); // the default arrangement for the size asked for
    window.showView(request.chart ? MainWindow::View::Results : request.view);
    if (request.chart)
        window.chartDock()->showChart(*request.chart);
    for (int i = 0; i < 5; ++i) // layout, then the deferred repaints
        QApplication::processEvents();

    QPixmap pixmap;
    if (request.architecture) {
        const int row = project.workloadCount() > 2 ? 2 : 0; // the sample's ResNet-50
        ArchitectureDialog dialog(&project, row, analyzerPreset(u"resnet-50"), &window);
        dialog.resize(request.size.boundedTo(QSize(1100, 760)));
        dialog.show();
        // The first stage's residual unit open, to show a projection shortcut under its block.
        const QAbstractItemModel *model = dialog.view()->model();
        const QModelIndex stage = model->index(4, 0);
        dialog.view()->expand(model->index(0, 0, stage));
        dialog.view()->setCurrentIndex(model->index(0, 0, model->index(0, 0, stage)));
        for (int i = 0; i < 5; ++i)
            QApplication::processEvents();
        pixmap = dialog.grab();
        if (pixmap.isNull() || !pixmap.save(request.fileName, "PNG")) {
            *error = QApplication::translate("Screenshot", "cannot write %1")
                         .arg(QDir::toNativeSeparators(request.fileName));
            return false;
        }
        return true;
    }
    if (request.analyzer) {
        auto *model = qobject_cast<TableModel *>(window.workloadPanel()->sourceModel());
        const int row = model && project.workloadCount() > 2 ? 2 : 0; // the sample's ResNet-50
        AnalyzerDialog dialog(&project, model, row, &window);
        dialog.choosePreset(QStringLiteral("resnet-50"));
        dialog.resize(request.size.boundedTo(QSize(1100, 760)));
        dialog.show();
        for (int i = 0; i < 5; ++i)
            QApplication::processEvents();
        pixmap = dialog.grab();
        if (pixmap.isNull() || !pixmap.save(request.fileName, "PNG")) {
            *error = QApplication::translate("Screenshot", "cannot write %1")
                         .arg(QDir::toNativeSeparators(request.fileName));
            return false;
        }
        return true;
    }
    if (request.chart && !window.chartDock()->chart(*request.chart)) {
        *error = QApplication::translate("Screenshot", "this build has no %1 chart").arg(chartViewName(*request.chart));
        return false;
    }
    if (request.view == MainWindow::View::Pool && !request.chart) {
        // The Pool dock on its own, at the size asked for: as large as the window would be.
        QDockWidget *dock = window.poolDock();
        dock->setFloating(true);
        dock->resize(request.size);
        window.poolPanel()->updateNow();
        for (int i = 0; i < 5; ++i)
            QApplication::processEvents();
        pixmap = dock->grab();
    } else if (request.chart) {
        window.chartDock()->updateNow();
        pixmap = window.chartDock()->chart(*request.chart)->render(request.size.width(), request.size.height());
    } else {
        pixmap = window.grab();
    }
    if (pixmap.isNull() || !pixmap.save(request.fileName, "PNG")) {
        *error
            = QApplication::translate("Screenshot", "cannot write %1").arg(QDir::toNativeSeparators(request.fileName));
        return false;
    }
    return true;
}

} // namespace flopsheet
