#pragma once

#include "core/document/entries.h"

#include <QMainWindow>

class QAction;
class QActionGroup;
class QLabel;
class QSplitter;
class QTextBrowser;

namespace flopsheet {

class AppSettings;
class Autosaver;
class HardwareTableModel;
class Project;
class RecentFilesMenu;
class ResultModel;
class TablePanel;
class WorkloadTableModel;

/**
 * FlopSheet's window: the workload, hardware and results tables over one Project, a details pane
 * that explains the selected result, and the File, Edit, Table and View actions. The window does
 * not own the project or the settings, so it can be rebuilt around them (a language switch does).
 */
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    enum class View { Workloads, Hardware, Results };

    MainWindow(Project *project, AppSettings *settings, QWidget *parent = nullptr);
    ~MainWindow() override;

    /** At start-up: offers a crash-recovery copy, else opens fileName, else the sample plan. */
    void openAtStart(const QString &fileName, Autosaver *autosaver);
    /** Replaces the project with the sample plan (untitled, unmodified). */
    void openSample();
    /** Reads a project file into the project without asking; on failure the project is untouched. */
    bool loadFile(const QString &fileName, QString *error);
    /** Asks to save unsaved changes, then loads; a failure is shown in a message box. */
    bool openFile(const QString &fileName);
    /** Saves to fileName (atomically); marks the project clean and remembers the file. */
    bool saveFile(const QString &fileName, QString *error);
    /** Loads a recovery copy: the project gets the origin's file name and counts as modified. */
    bool restoreRecovery(const QString &recoveryFile, const QString &origin, QString *error);

    /** Brings a table forward: focus, its first row selected, the details pane following it. */
    void showView(View view);

    TablePanel *workloadPanel() const { return m_workloadPanel; }
    TablePanel *hardwarePanel() const { return m_hardwarePanel; }
    TablePanel *resultPanel() const { return m_resultPanel; }
    ResultModel *resultModel() const { return m_resultModel; }
    QTextBrowser *details() const { return m_details; }
    /** The table Copy, Paste and the row actions act on: the one that last had focus. */
    TablePanel *activePanel() const { return m_activePanel; }
    void setActivePanel(TablePanel *panel);

    void copy();
    void paste();

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createPanels();
    void createActions();
    void createMenus();
    void createToolBar();
    void restoreLayout();
    void saveLayout();

    void newProject();
    void open();
    bool save();
    bool saveAs();
    bool maybeSave();
    void importCsv(Table table);
    void exportCsv(Table table);
    void exportResultsCsv();

    void addBlankRow(Table table);
    void addFromCatalog(Table table);
    void duplicateRows();
    void deleteRows();
    void moveRow(int delta);

    void switchLanguage(const QString &code);
    void about();

    void updateTitle();
    void updateActions();
    void updateDetails();
    void updateSummary();
    void showPanelMessage(TablePanel *panel, const QModelIndex &sourceIndex, const QString &message);
    void showError(const QString &title, const QString &text);
    Table tableOf(const TablePanel *panel) const;
    bool isEditablePanel(const TablePanel *panel) const;
    TablePanel *panelOf(Table table) const;
    void rememberFile(const QString &fileName);

    Project *m_project;
    AppSettings *m_settings;
    WorkloadTableModel *m_workloadModel;
    HardwareTableModel *m_hardwareModel;
    ResultModel *m_resultModel;

    TablePanel *m_workloadPanel = nullptr;
    TablePanel *m_hardwarePanel = nullptr;
    TablePanel *m_resultPanel = nullptr;
    TablePanel *m_activePanel = nullptr;
    QTextBrowser *m_details = nullptr;
    QSplitter *m_mainSplitter = nullptr;
    QSplitter *m_tableSplitter = nullptr;
    QLabel *m_summary = nullptr;
    RecentFilesMenu *m_recentMenu = nullptr;

    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_importWorkloadsAction = nullptr;
    QAction *m_importHardwareAction = nullptr;
    QAction *m_exportWorkloadsAction = nullptr;
    QAction *m_exportHardwareAction = nullptr;
    QAction *m_exportResultsAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_copyAction = nullptr;
    QAction *m_pasteAction = nullptr;
    QAction *m_filterAction = nullptr;
    QAction *m_addWorkloadAction = nullptr;
    QAction *m_addPresetAction = nullptr;
    QAction *m_addGpuAction = nullptr;
    QAction *m_addCatalogGpuAction = nullptr;
    QAction *m_duplicateAction = nullptr;
    QAction *m_deleteAction = nullptr;
    QAction *m_moveUpAction = nullptr;
    QAction *m_moveDownAction = nullptr;
    QAction *m_detailsAction = nullptr;
    QAction *m_fitColumnsAction = nullptr;
    QActionGroup *m_languageGroup = nullptr;
    QAction *m_aboutAction = nullptr;

    QString m_detailsHtml; ///< what the pane shows, to skip identical updates
    QString m_detailsKey;  ///< which panel and row it shows
    bool m_rebuilding = false; ///< closing for a language switch: no questions, the project stays
};

} // namespace flopsheet
