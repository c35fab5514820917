#include "ui/recentfilesmenu.h"

#include "ui/appsettings.h"

#include <QDir>
#include <QFileInfo>

namespace flopsheet {

RecentFilesMenu::RecentFilesMenu(AppSettings *settings, QWidget *parent) : QMenu(parent), m_settings(settings)
{
    setTitle(tr("Open &Recent"));
    connect(this, &QMenu::aboutToShow, this, &RecentFilesMenu::rebuild);
    rebuild(); // so the menu is not empty (and disabled-looking) before it first opens
}

void RecentFilesMenu::rebuild()
{
    clear();
    const QStringList files = m_settings->recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString &file = files[i];
        // &1 … &8 give keyboard access; the full path is in the tooltip and status tip.
        QAction *action = addAction(tr("&%1 %2").arg(i + 1).arg(QFileInfo(file).fileName()));
        action->setStatusTip(QDir::toNativeSeparators(file));
        action->setToolTip(QDir::toNativeSeparators(file));
        connect(action, &QAction::triggered, this, [this, file] { emit fileChosen(file); });
    }
    if (files.isEmpty()) {
        addAction(tr("No Recent Files"))->setEnabled(false);
        return;
    }
    addSeparator();
    connect(addAction(tr("&Clear Menu")), &QAction::triggered, this, [this] { m_settings->clearRecentFiles(); });
}

} // namespace flopsheet
