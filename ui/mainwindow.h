#pragma once

#include "core/document/table.h"

#include <QMainWindow>

class QAction;
class QDockWidget;
class QActionGroup;
class QLabel;
class QSplitter;
class QTextBrowser;
class QTimer;
class QToolBar;

namespace flopsheet {

class AppSettings;
class CalibrationPanel;
class MonitorPanel;
class ChartDock;
class PlannerPanel;
class PoolPanel;
class ScenarioPanel;
class WhatIfPanel;
class WelcomeBanner;
class WindowLayout;
class Project;
class ProjectFiles;
class ResultModel;
class TableActions;
class TablePanel;
class TableModel;

/**
 * FlopSheet's window: the workload, hardware and results tables over one Project, a details pane
 * that explains the selected row, the menus and the toolbar. File handling is ProjectFiles', the
 * Edit and Table actions are TableActions'. The window owns neither the project nor the settings,
 * so it can be rebuilt around them, which is how a language switch applies at once.
 */
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    /** A table to bring forward; Planner and Scenarios select the results and raise that panel, Pool the Pool dock. */
    enum class View { Workloads, Hardware, Results, Planner, Scenarios, Pool };

    MainWindow(Project *project, AppSettings *settings, QWidget *parent = nullptr);
    ~MainWindow() override;

    ProjectFiles *files() const { return m_files; }
    TableActions *tableActions() const { return m_tableActions; }

    /** View › Reset Layout: every dock in its default place and size for the current window size. */
    QAction *resetLayoutAction() const { return m_resetLayoutAction; }
    void resetLayout();

    /** Brings a table forward: focus, its first row selected, the details pane following it. */
    void showView(View view);

    TablePanel *workloadPanel() const { return m_workloadPanel; }
    TablePanel *hardwarePanel() const { return m_hardwarePanel; }
    TablePanel *resultPanel() const { return m_resultPanel; }
    ResultModel *resultModel() const { return m_resultModel; }
    QTextBrowser *details() const { return m_details; }
    ChartDock *chartDock() const { return m_chartDock; }
    WhatIfPanel *whatIfPanel() const { return m_whatIfPanel; }
    PlannerPanel *plannerPanel() const { return m_plannerPanel; }
    ScenarioPanel *scenarioPanel() const { return m_scenarioPanel; }
    QDockWidget *whatIfDock() const { return m_whatIfDock; }
    QDockWidget *plannerDock() const { return m_plannerDock; }
    QDockWidget *scenarioDock() const { return m_scenarioDock; }
    CalibrationPanel *calibrationPanel() const { return m_calibrationPanel; } // issue 7: measured runs
    MonitorPanel *monitorPanel() const { return m_monitorPanel; } // issue 7: the local GPU
    QDockWidget *calibrationDock() const { return m_calibrationDock; }
    QDockWidget *monitorDock() const { return m_monitorDock; }
    PoolPanel *poolPanel() const { return m_poolPanel; } // issue 14: the shared GPU pool
    QDockWidget *poolDock() const { return m_poolDock; }

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createPanels();
    void createActions();
    void createMenus();
    void createToolBar();
    void createWelcome();
    void updateWelcome();
    void restoreLayout();
    void saveLayout();

    void importCsv(Table table);
    void exportCsv(Table table);
    void exportResultsCsv();
    void exportWorkbook();
    void switchLanguage(const QString &code);
    void about();

    void updateTitle();
    void updateDetails();
    void updateCharts();
    void showResult(int workloadRow, int hardwareRow);
    void updateSummary();
    void fitColumnsIfPending();
    void showStatus(const QString &message);
    void showPanelMessage(TablePanel *panel, const QModelIndex &sourceIndex, const QString &message);
    void showError(const QString &title, const QString &text);

    Project *m_project;
    AppSettings *m_settings;
    TableModel *m_workloadModel;
    TableModel *m_hardwareModel;
    ResultModel *m_resultModel;
    ProjectFiles *m_files;

    TablePanel *m_workloadPanel = nullptr;
    TablePanel *m_hardwarePanel = nullptr;
    TablePanel *m_resultPanel = nullptr;
    TableActions *m_tableActions = nullptr;
    QTextBrowser *m_details = nullptr;
    QDockWidget *m_detailsDock = nullptr;
    QToolBar *m_welcomeBar = nullptr;
    WelcomeBanner *m_welcome = nullptr;
    bool m_welcomeClosedForEmptyPlan = false; ///< closed on this empty plan; back with the next one
    WindowLayout *m_layout = nullptr;
    QSplitter *m_tableSplitter = nullptr;
    QLabel *m_summary = nullptr;
    ChartDock *m_chartDock = nullptr;
    WhatIfPanel *m_whatIfPanel = nullptr;
    PlannerPanel *m_plannerPanel = nullptr;
    ScenarioPanel *m_scenarioPanel = nullptr;
    QDockWidget *m_whatIfDock = nullptr;
    QDockWidget *m_plannerDock = nullptr;
    QDockWidget *m_scenarioDock = nullptr;
    CalibrationPanel *m_calibrationPanel = nullptr;
    MonitorPanel *m_monitorPanel = nullptr;
    QDockWidget *m_calibrationDock = nullptr;
    QDockWidget *m_monitorDock = nullptr;
    PoolPanel *m_poolPanel = nullptr;
    QDockWidget *m_poolDock = nullptr;
    QTimer *m_detailsTimer = nullptr; ///< coalesces the burst of dataChanged one edit sends

    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_importWorkloadsAction = nullptr;
    QAction *m_importHardwareAction = nullptr;
    QAction *m_exportWorkloadsAction = nullptr;
    QAction *m_exportHardwareAction = nullptr;
    QAction *m_exportResultsAction = nullptr;
    QAction *m_exportWorkbookAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_detailsAction = nullptr;
    QAction *m_resetLayoutAction = nullptr;
    QAction *m_guideAction = nullptr;
    QAction *m_startEmptyAction = nullptr;
    QAction *m_chartsAction = nullptr;
    QAction *m_whatIfAction = nullptr;
    QAction *m_plannerAction = nullptr;
    QAction *m_scenariosAction = nullptr;
    QAction *m_poolAction = nullptr;
    QAction *m_fitColumnsAction = nullptr;
    QActionGroup *m_languageGroup = nullptr;
    QAction *m_aboutAction = nullptr;

    QString m_detailsHtml; ///< what the pane shows, to skip identical updates
    QString m_detailsKey; ///< which panel and row it shows
    bool m_rebuilding = false; ///< closing for a language switch: no questions, the project stays
};

} // namespace flopsheet
