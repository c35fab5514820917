#include "ui/autosaver.h"

#include "core/document/project.h"
#include "core/io/projectfile.h"
#include "ui/appsettings.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QStandardPaths>
#include <QTimer>

namespace flopsheet {

Autosaver::Autosaver(Project *project, AppSettings *settings, const QString &recoveryFile, QObject *parent)
    : QObject(parent), m_project(project), m_settings(settings), m_recoveryFile(recoveryFile), m_timer(new QTimer(this))
{
    m_timer->setInterval(kDefaultIntervalMs);
    connect(m_timer, &QTimer::timeout, this, &Autosaver::onTimeout);
    connect(project, &Project::modifiedChanged, this, [this](bool modified) {
        if (!modified)
            discard(); // saved (or back at the saved state): nothing to recover
    });
    m_timer->start();
}

Autosaver::~Autosaver()
{
    discard(); // a normal end: the user saved or chose to discard
}

QString Autosaver::defaultRecoveryFile()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("recovery.flopsheet"));
}

QString Autosaver::claimRecoveryFile(const QString &folder, std::unique_ptr<QLockFile> *lock)
{
    QDir().mkpath(folder);
    for (int slot = 1;; ++slot) {
        const QString base = slot == 1 ? QStringLiteral("recovery") : QStringLiteral("recovery-%1").arg(slot);
        auto candidate = std::make_unique<QLockFile>(QDir(folder).filePath(base + QStringLiteral(".lock")));
        // A lock left by a crashed copy is stale (its process is gone) and is taken over at once.
        if (candidate->tryLock(0) || slot >= 64) {
            *lock = std::move(candidate);
            return QDir(folder).filePath(base + QStringLiteral(".flopsheet"));
        }
    }
}

bool Autosaver::hasRecovery() const
{
    return QFileInfo::exists(m_recoveryFile);
}

QString Autosaver::recoveryOrigin() const
{
    return m_settings->recoveryOrigin(QFileInfo(m_recoveryFile).fileName());
}

void Autosaver::setInterval(int milliseconds)
{
    m_timer->setInterval(milliseconds);
}

bool Autosaver::saveNow(QString *error)
{
    if (!m_project->isModified())
        return true;
    QString message;
    if (!QDir().mkpath(QFileInfo(m_recoveryFile).absolutePath())
        || !saveProject(*m_project, m_recoveryFile, &message)) {
        if (message.isEmpty())
            message = tr("cannot create the folder %1")
                          .arg(QDir::toNativeSeparators(QFileInfo(m_recoveryFile).absolutePath()));
        if (error)
            *error = message;
        return false;
    }
    m_settings->setRecoveryOrigin(QFileInfo(m_recoveryFile).fileName(), m_project->fileName());
    return true;
}

void Autosaver::discard()
{
    if (QFileInfo::exists(m_recoveryFile))
        QFile::remove(m_recoveryFile);
}

void Autosaver::onTimeout()
{
    QString error;
    if (!saveNow(&error))
        emit saveFailed(
            tr("Could not write the recovery copy %1: %2").arg(QDir::toNativeSeparators(m_recoveryFile), error));
}

} // namespace flopsheet
