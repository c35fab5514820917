#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

class QSettings;

namespace flopsheet {

/**
 * Every preference and piece of window state, typed, with its key and default in one place
 * (KeePassXC's Config). Reads and writes an injected QSettings, so tests use a temporary file.
 */
class AppSettings {
public:
    explicit AppSettings(QSettings *settings);

    static constexpr int kMaxRecentFiles = 8;

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray &geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray &state);
    /** Splitter and header states by a stable name ("main", "workloads"). */
    QByteArray splitterState(const QString &name) const;
    void setSplitterState(const QString &name, const QByteArray &state);
    QByteArray headerState(const QString &table) const;
    void setHeaderState(const QString &table, const QByteArray &state);

    /** Where the next file dialog starts; the documents folder (or home) until a file was chosen. */
    QString lastDirectory() const;
    void setLastDirectory(const QString &directory);

    /** Most recent first, at most kMaxRecentFiles, no duplicates. */
    QStringList recentFiles() const;
    void addRecentFile(const QString &fileName);
    void removeRecentFile(const QString &fileName);
    void clearRecentFiles();

    /** "en", "zh_CN", or empty to follow the system locale. */
    QString language() const;
    void setLanguage(const QString &language);

    /** Whether the user closed the note over the built-in example plan (it then stays closed). */
    bool exampleNoteClosed() const;
    void setExampleNoteClosed(bool closed);

    /** Whether CSV exports start with a UTF-8 byte-order mark (Excel reads Chinese correctly then). */
    bool csvWithBom() const;
    void setCsvWithBom(bool withBom);

    /** The author printed on planning reports' title pages; empty until set in Report Options. */
    QString reportAuthor() const;
    void setReportAuthor(const QString &author);
    /** The report sections chosen last, by key ("summary", "charts"); empty = every section. */
    QStringList reportSections() const;
    void setReportSections(const QStringList &keys);

    /** The file the crash-recovery copy was made from (empty for an untitled project). */
    /** The plan a recovery file (by its name: each running copy has its own) was written for. */
    QString recoveryOrigin(const QString &recoveryName) const;
    void setRecoveryOrigin(const QString &recoveryName, const QString &fileName);

    void sync();

private:
    QSettings *m_settings;
};

} // namespace flopsheet
