#pragma once

#include <QObject>
#include <QString>

#include <memory>

class QLockFile;
class QTimer;

namespace flopsheet {

class AppSettings;
class Project;

/**
 * Crash insurance: while the project has unsaved changes, writes it every interval (a minute) to a
 * recovery file, atomically. The file goes away when the project becomes clean (saved, or undone to
 * the saved state) and when FlopSheet ends normally, so one found at start-up means a crash.
 */
class Autosaver : public QObject {
    Q_OBJECT
public:
    static constexpr int kDefaultIntervalMs = 60 * 1000;

    Autosaver(Project *project, AppSettings *settings, const QString &recoveryFile, QObject *parent = nullptr);
    ~Autosaver() override;

    /** recovery.flopsheet in the application data folder (QStandardPaths::AppDataLocation). */
    static QString defaultRecoveryFile();
    /**
     * The recovery file of the first slot no running FlopSheet holds (recovery.flopsheet,
     * recovery-2.flopsheet … in folder), and the lock that holds it while this one runs. Two copies
     * running at once so never overwrite each other's recovery; a slot whose owner crashed is free
     * again (a stale lock), and its recovery file is the one to offer.
     */
    static QString claimRecoveryFile(const QString &folder, std::unique_ptr<QLockFile> *lock);

    QString recoveryFile() const { return m_recoveryFile; }
    bool hasRecovery() const;
    /** The project's file when the recovery copy was written (kept per recovery file); empty for an untitled plan. */
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
