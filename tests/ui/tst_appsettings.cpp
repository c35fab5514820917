// AppSettings: typed values over an injected QSettings, defaults, and the recent-files list.
#include "ui/appsettings.h"

#include <QDir>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace flopsheet;

class tst_AppSettings : public QObject {
    Q_OBJECT
private slots:
    void defaults();
    void roundTripThroughTheFile();
    void recentFilesAreMostRecentFirstWithoutDuplicates();
    void recentFilesKeepAtMostEight();
    void missingLastDirectoryFallsBack();
};

void tst_AppSettings::defaults()
{
    QTemporaryDir dir;
    QSettings qsettings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
    const AppSettings settings(&qsettings);
    QVERIFY(settings.windowGeometry().isEmpty());
    QVERIFY(settings.headerState(QStringLiteral("workloads")).isEmpty());
    QVERIFY(settings.recentFiles().isEmpty());
    QCOMPARE(settings.language(), QString());
    QCOMPARE(settings.csvWithBom(), false);
    QVERIFY(QFileInfo(settings.lastDirectory()).isDir());
}

void tst_AppSettings::roundTripThroughTheFile()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("s.ini"));
    {
        QSettings qsettings(file, QSettings::IniFormat);
        AppSettings settings(&qsettings);
        settings.setWindowGeometry("geometry");
        settings.setWindowState("state");
        settings.setSplitterState(QStringLiteral("main"), "split");
        settings.setHeaderState(QStringLiteral("results"), "header");
        settings.setLastDirectory(dir.path());
        settings.setLanguage(QStringLiteral("zh_CN"));
        settings.setCsvWithBom(true);
        settings.setRecoveryOrigin(QStringLiteral("recovery.flopsheet"), QStringLiteral("/plans/a.flopsheet"));
        settings.setRecoveryOrigin(QStringLiteral("recovery-2.flopsheet"), QStringLiteral("/plans/b.flopsheet"));
        settings.sync();
    }
    QSettings qsettings(file, QSettings::IniFormat);
    const AppSettings settings(&qsettings);
    QCOMPARE(settings.windowGeometry(), QByteArray("geometry"));
    QCOMPARE(settings.windowState(), QByteArray("state"));
    QCOMPARE(settings.splitterState(QStringLiteral("main")), QByteArray("split"));
    QCOMPARE(settings.headerState(QStringLiteral("results")), QByteArray("header"));
    QVERIFY(settings.headerState(QStringLiteral("workloads")).isEmpty());
    QCOMPARE(settings.lastDirectory(), dir.path());
    QCOMPARE(settings.language(), QStringLiteral("zh_CN"));
    QCOMPARE(settings.csvWithBom(), true);
    QCOMPARE(settings.recoveryOrigin(QStringLiteral("recovery.flopsheet")), QStringLiteral("/plans/a.flopsheet"));
    QCOMPARE(settings.recoveryOrigin(QStringLiteral("recovery-2.flopsheet")), QStringLiteral("/plans/b.flopsheet"));
}

void tst_AppSettings::recentFilesAreMostRecentFirstWithoutDuplicates()
{
    QTemporaryDir dir;
    QSettings qsettings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
    AppSettings settings(&qsettings);
    const QString a = dir.filePath(QStringLiteral("a.flopsheet"));
    const QString b = dir.filePath(QStringLiteral("b.flopsheet"));
    settings.addRecentFile(a);
    settings.addRecentFile(b);
    settings.addRecentFile(a);
    QCOMPARE(settings.recentFiles(), QStringList({ a, b }));
    settings.removeRecentFile(a);
    QCOMPARE(settings.recentFiles(), QStringList({ b }));
    settings.clearRecentFiles();
    QVERIFY(settings.recentFiles().isEmpty());
}

void tst_AppSettings::recentFilesKeepAtMostEight()
{
    QTemporaryDir dir;
    QSettings qsettings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
    AppSettings settings(&qsettings);
    for (int i = 0; i < 12; ++i)
        settings.addRecentFile(dir.filePath(QStringLiteral("plan%1.flopsheet").arg(i)));
    const QStringList recent = settings.recentFiles();
    QCOMPARE(recent.size(), AppSettings::kMaxRecentFiles);
    QCOMPARE(recent.first(), dir.filePath(QStringLiteral("plan11.flopsheet")));
    QCOMPARE(recent.last(), dir.filePath(QStringLiteral("plan4.flopsheet")));
}

void tst_AppSettings::missingLastDirectoryFallsBack()
{
    QTemporaryDir dir;
    QSettings qsettings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
    AppSettings settings(&qsettings);
    settings.setLastDirectory(dir.filePath(QStringLiteral("gone")));
    QVERIFY(settings.lastDirectory() != dir.filePath(QStringLiteral("gone")));
    QVERIFY(QFileInfo(settings.lastDirectory()).isDir());
}

QTEST_GUILESS_MAIN(tst_AppSettings)
#include "tst_appsettings.moc"
