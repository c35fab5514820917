// flopsheet: the desktop application. Only wiring: the parts live in ui/ and core/.
#include "core/document/project.h"
#include "core/version.h"
#include "ui/appsettings.h"
#include "ui/autosaver.h"
#include "ui/commandline.h"
#include "ui/languages.h"
#include "ui/mainwindow.h"
#include "ui/projectfiles.h"
#include "ui/screenshot.h"

#include <QApplication>
#include <QFileInfo>
#include <QLockFile>
#include <QSettings>

#include <cstdio>

using namespace flopsheet;

int main(int argc, char *argv[])
{
    if (needsNoDisplay(argc, argv))
        qputenv("QT_QPA_PLATFORM", "offscreen"); // before QApplication picks a platform
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("FlopSheet"));
    QApplication::setOrganizationName(QStringLiteral("FlopSheet"));
    QApplication::setApplicationVersion(version::text());
    // The installed launcher's name without ".desktop": Wayland compositors match the window to it.
    QApplication::setDesktopFileName(version::applicationId());

    const CommandLine options = parseCommandLine(app);
    if (!options.error.isEmpty()) {
        std::fprintf(stderr, "flopsheet: %s\n", qPrintable(options.error));
        return 2;
    }
    if (!options.screenshot.isEmpty()) {
        QString error;
        ScreenshotRequest request;
        request.fileName = options.screenshot;
        request.projectFile = options.project;
        request.view = options.view;
        request.language = options.language;
        request.size = options.size;
        request.chart = options.chart;
        request.analyzer = options.analyzer;
        request.architecture = options.architecture;
        if (!renderScreenshot(request, &error)) {
            std::fprintf(stderr, "flopsheet: %s\n", qPrintable(error));
            return 1;
        }
        return 0;
    }

    QSettings qsettings;
    AppSettings settings(&qsettings);
    languages::install(options.language.isEmpty() ? languages::resolve(settings.language()) : options.language);

    Project project;
    std::unique_ptr<QLockFile> recoveryLock; // held while this copy runs: others take another recovery slot
    const QString recoveryFolder = QFileInfo(Autosaver::defaultRecoveryFile()).absolutePath();
    Autosaver autosaver(&project, &settings, Autosaver::claimRecoveryFile(recoveryFolder, &recoveryLock));
    auto *window = new MainWindow(&project, &settings);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->show();
    window->files()->openAtStart(options.file, &autosaver);
    const int status = app.exec();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete); // the closed window, before the project
    return status;
}
