#pragma once

#include <QObject>
#include <QString>

class QWidget;

namespace flopsheet {

class AppSettings;
class Autosaver;
class Project;

/**
 * The plan's life as a file: New, Open, Save, Save As, the question before unsaved changes are
 * lost, the recovery copy after a crash and what a start opens. Reading goes through loadProject
 * (a failure leaves the open plan as it was), writing through saveProject (atomic). Dialogs and
 * message boxes are parented to the window; the *File functions ask nothing, for tests and scripts.
 */
class ProjectFiles : public QObject {
    Q_OBJECT
public:
    static constexpr const char *kSuffix = "flopsheet";

    ProjectFiles(Project *project, AppSettings *settings, QWidget *window);

    /** At start-up: offers a crash-recovery copy, else opens fileName, else the sample plan. */
    void openAtStart(const QString &fileName, Autosaver *autosaver);
    /** Replaces the project with the sample plan (untitled, unmodified). */
    void openSample();
    /** Whether the window shows the built-in example, not yet saved as a file of the user's. */
    bool showsExample() const;
    /** Reads a plan into the project without asking; on failure the project is untouched. */
    bool loadFile(const QString &fileName, QString *error);
    /** Saves to fileName; marks the project clean and remembers the file. */
    bool saveFile(const QString &fileName, QString *error);
    /** Loads a recovery copy: the project gets the origin's file name and counts as modified. */
    bool restoreRecovery(const QString &recoveryFile, const QString &origin, QString *error);

    void newProject();
    void open();
    /** Asks to save unsaved changes, then loads; a failure is shown in a message box. */
    bool openFile(const QString &fileName);
    bool save();
    bool saveAs();
    /** Save, Discard or Cancel when there are unsaved changes; true when it is fine to go on. */
    bool maybeSave();

signals:
    /** A line for the status bar ("Saved plan.flopsheet"). */
    void statusMessage(const QString &message);
    /** The project now holds another plan (opened, new, sample, restored). */
    void projectReplaced();

private:
    void showError(const QString &title, const QString &text);
    void rememberFile(const QString &fileName);

    Project *m_project;
    AppSettings *m_settings;
    QWidget *m_window;
    bool m_example = false; ///< the last replacement was openSample()
};

} // namespace flopsheet
