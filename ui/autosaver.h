#pragma once

#include <QObject>
#include <QString>

class QTimer;

namespace flopsheet {

class AppSettings;
class Project;

/**
 * Crash insurance: while the project has unsaved changes, writes it every interval (a minute) to a
 * recovery file, atomically. The file goes away when the project becomes clean (saved, or undone to
 * the saved state) and when FlopSheet ends normally, so one found at start-up means a crash.
 */
class Autosaver : public QObject
{
    Q_OBJECT
public:
    static constexpr int kDefaultIntervalMs = 60 * 1000;

    Autosaver(Project *project, AppSettings *settings, const QString &recoveryFile, QObject *parent = nullptr);
    ~Autosaver() override;

    /** recovery.flopsheet in the application data folder (QStandardPaths::AppDataLocation). */
    static QString defaultRecoveryFile();

    QString recoveryFile() const { return m_recoveryFile; }
    bool hasRecovery() const;
    /** The project's file when the recovery copy was written; empty for an untitled plan. */
    QString recoveryOrigin() const;
    void setInterval(int milliseconds);

    /** Writes the recovery file now if the project has unsaved changes; false with error on failure. */
    bool saveNow(QString *error = nullptr);
    /** Removes the recovery file. */
    void discard();

signals:
    void saveFailed(const QString &message);

private:
    void onTimeout();

    Project *m_project;
    AppSettings *m_settings;
    QString m_recoveryFile;
    QTimer *m_timer;
};

} // namespace flopsheet
