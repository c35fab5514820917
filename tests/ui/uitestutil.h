#pragma once

#include "core/catalog/catalog.h"
#include "core/document/project.h"
#include "core/document/sampleproject.h"
#include "ui/appsettings.h"

#include <QSettings>
#include <QTemporaryDir>

#include <memory>

namespace flopsheet::test {

/** A project holding the sample plan, with a clean undo stack. */
inline void loadSample(Project &project)
{
    const SampleProject sample = sampleProject(Catalog::builtIn());
    project.reset(sample.workloads, sample.hardware);
}

/** Settings in a temporary INI file, so a test neither reads nor changes the user's. */
struct TemporarySettings {
    QTemporaryDir dir;
    QSettings qsettings { dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat };
    AppSettings settings { &qsettings };
};

} // namespace flopsheet::test
