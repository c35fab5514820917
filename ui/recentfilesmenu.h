#pragma once

#include <QMenu>

namespace flopsheet {

class AppSettings;

/** File › Open Recent: the recent files from AppSettings, rebuilt each time it opens. */
class RecentFilesMenu : public QMenu {
    Q_OBJECT
public:
    RecentFilesMenu(AppSettings *settings, QWidget *parent = nullptr);

signals:
    void fileChosen(const QString &fileName);

private:
    void rebuild();

    AppSettings *m_settings;
};

} // namespace flopsheet
