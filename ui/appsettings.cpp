#include "ui/appsettings.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace flopsheet {
namespace {

// Every key in one place; renaming one here renames it everywhere.
const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
const QString kSplitter = QStringLiteral("window/splitter/");
const QString kHeader = QStringLiteral("tables/%1/header");
const QString kLastDirectory = QStringLiteral("files/lastDirectory");
const QString kRecentFiles = QStringLiteral("files/recent");
const QString kLanguage = QStringLiteral("ui/language");
const QString kCsvBom = QStringLiteral("csv/withBom");
const QString kExampleNoteClosed = QStringLiteral("window/exampleNoteClosed");
const QString kReportAuthor = QStringLiteral("report/author");
const QString kReportSections = QStringLiteral("report/sections");
const QString kRecoveryOrigin = QStringLiteral("recovery/origin");

} // namespace

AppSettings::AppSettings(QSettings *settings) : m_settings(settings) { }

QByteArray AppSettings::windowGeometry() const
{
    return m_settings->value(kGeometry).toByteArray();
}
void AppSettings::setWindowGeometry(const QByteArray &geometry)
{
    m_settings->setValue(kGeometry, geometry);
}
QByteArray AppSettings::windowState() const
{
    return m_settings->value(kState).toByteArray();
}
void AppSettings::setWindowState(const QByteArray &state)
{
    m_settings->setValue(kState, state);
}

QByteArray AppSettings::splitterState(const QString &name) const
{
    return m_settings->value(kSplitter + name).toByteArray();
}

void AppSettings::setSplitterState(const QString &name, const QByteArray &state)
{
    m_settings->setValue(kSplitter + name, state);
}

QByteArray AppSettings::headerState(const QString &table) const
{
    return m_settings->value(kHeader.arg(table)).toByteArray();
}

void AppSettings::setHeaderState(const QString &table, const QByteArray &state)
{
    m_settings->setValue(kHeader.arg(table), state);
}

QString AppSettings::lastDirectory() const
{
    const QString dir = m_settings->value(kLastDirectory).toString();
    if (!dir.isEmpty() && QFileInfo(dir).isDir())
        return dir;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

void AppSettings::setLastDirectory(const QString &directory)
{
    m_settings->setValue(kLastDirectory, directory);
}

QStringList AppSettings::recentFiles() const
{
    QStringList files = m_settings->value(kRecentFiles).toStringList();
    files.removeAll(QString());
    files.removeDuplicates();
    return files.mid(0, kMaxRecentFiles);
}

void AppSettings::addRecentFile(const QString &fileName)
{
    const QString path = QFileInfo(fileName).absoluteFilePath();
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    m_settings->setValue(kRecentFiles, files.mid(0, kMaxRecentFiles));
}

void AppSettings::removeRecentFile(const QString &fileName)
{
    QStringList files = recentFiles();
    files.removeAll(fileName);
    m_settings->setValue(kRecentFiles, files);
}

void AppSettings::clearRecentFiles()
{
    m_settings->remove(kRecentFiles);
}

QString AppSettings::language() const
{
    return m_settings->value(kLanguage).toString();
}
void AppSettings::setLanguage(const QString &language)
{
    m_settings->setValue(kLanguage, language);
}

bool AppSettings::exampleNoteClosed() const
{
    return m_settings->value(kExampleNoteClosed, false).toBool();
}
void AppSettings::setExampleNoteClosed(bool closed)
{
    m_settings->setValue(kExampleNoteClosed, closed);
}

bool AppSettings::csvWithBom() const
{
    return m_settings->value(kCsvBom, false).toBool();
}
void AppSettings::setCsvWithBom(bool withBom)
{
    m_settings->setValue(kCsvBom, withBom);
}

QString AppSettings::reportAuthor() const
{
    return m_settings->value(kReportAuthor).toString();
}
void AppSettings::setReportAuthor(const QString &author)
{
    m_settings->setValue(kReportAuthor, author);
}
QStringList AppSettings::reportSections() const
{
    return m_settings->value(kReportSections).toStringList();
}
void AppSettings::setReportSections(const QStringList &keys)
{
    m_settings->setValue(kReportSections, keys);
}

QString AppSettings::recoveryOrigin(const QString &recoveryName) const
{
    return m_settings->value(kRecoveryOrigin + u'/' + recoveryName).toString();
}
void AppSettings::setRecoveryOrigin(const QString &recoveryName, const QString &fileName)
{
    m_settings->setValue(kRecoveryOrigin + u'/' + recoveryName, fileName);
}

void AppSettings::sync()
{
    m_settings->sync();
}

} // namespace flopsheet
