#include "ui/mainwindow.h"

#include "core/version.h"

#include "core/document/project.h"
#include "core/models/plannermodel.h"
#include "core/models/resultmodel.h"
#include "core/models/scenariocomparisonmodel.h"
#include "core/models/tablemodel.h"
#include "core/report/explanation.h"
#include "ui/analyzer/analyzeraction.h"
#include "ui/appsettings.h"
#include "ui/calibration/calibrationpanel.h"
#include "ui/charts/chartdock.h"
#include "ui/csvtransfer.h"
#include "ui/delegates/fielddelegate.h"
#include "ui/gettingstarted.h"
#include "ui/icons.h"
#include "ui/languages.h"
#include "ui/monitor/monitorpanel.h"
#include "ui/planner/plannerpanel.h"
#include "ui/pool/poolpanel.h"
#include "ui/projectfiles.h"
#include "ui/recentfilesmenu.h"
#include "ui/report/reportactions.h"
#include "ui/resultsummary.h"
#include "ui/scenarios/scenariopanel.h"
#include "ui/sheetview.h"
#include "ui/tableactions.h"
#include "ui/tablepanel.h"
#include "ui/welcomebanner.h"
#include "ui/whatif/whatifpanel.h"
#include "ui/windowlayout.h"
#include "ui/xlsxexport.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QScrollBar>
#include <QSplitter>
#include <QStatusBar>
#include <QTextBrowser>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace flopsheet {
namespace {

constexpr int kStatusMs = 8000;

const QString kWorkloadsKey = QStringLiteral("workloads");
const QString kHardwareKey = QStringLiteral("hardware");
const QString kResultsKey = QStringLiteral("results");

// The first local .flopsheet file among dropped URLs.
QString droppedProjectFile(const QMimeData *mime)
{
    if (!mime || !mime->hasUrls())
        return {};
    for (const QUrl &url : mime->urls()) {
        const QString path = url.toLocalFile();
        if (!path.isEmpty()
            && QFileInfo(path).suffix().compare(QLatin1String(ProjectFiles::kSuffix), Qt::CaseInsensitive) == 0)
            return path;
    }
    return {};
}

} // namespace

MainWindow::MainWindow(Project *project, AppSettings *settings, QWidget *parent)
    : QMainWindow(parent), m_project(project), m_settings(settings),
      m_workloadModel(new TableModel(project, Table::Workloads, this)),
      m_hardwareModel(new TableModel(project, Table::Hardware, this)), m_resultModel(new ResultModel(project, this)),
      m_files(new ProjectFiles(project, settings, this))
{
    setAcceptDrops(true);
    setWindowIcon(icons::application());
    createPanels();
    m_tableActions = new TableActions(project, m_workloadPanel, m_hardwarePanel, m_resultPanel, this);
    createActions();
    createMenus();
    createToolBar();
    createWelcome();
    m_summary = new QLabel(this);
    statusBar()->addPermanentWidget(m_summary);

    connect(m_project, &Project::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_project, &Project::fileNameChanged, this, &MainWindow::updateTitle);
    connect(m_files, &ProjectFiles::statusMessage, this, &MainWindow::showStatus);
    connect(m_files, &ProjectFiles::projectReplaced, this, &MainWindow::fitColumnsIfPending);
    connect(m_files, &ProjectFiles::projectReplaced, this, &MainWindow::updateTitle);
    connect(m_tableActions, &TableActions::statusMessage, this, &MainWindow::showStatus);
    connect(m_tableActions, &TableActions::activePanelChanged, this, &MainWindow::updateDetails);
    connect(m_workloadModel, &TableModel::editRejected, this, [this](const QModelIndex &index, const QString &message) {
        showPanelMessage(m_workloadPanel, index, message);
    });
    connect(m_hardwareModel, &TableModel::editRejected, this, [this](const QModelIndex &index, const QString &message) {
        showPanelMessage(m_hardwarePanel, index, message);
    });
    m_detailsTimer = new QTimer(this);
    m_detailsTimer->setSingleShot(true);
    m_detailsTimer->setInterval(0);
    connect(m_detailsTimer, &QTimer::timeout, this, [this] {
        // While a what-if slider is held, the tables and charts follow every step; the details pane's
        // derivation (a long text to lay out) catches up when the slider is let go.
        if (!m_whatIfPanel->isDragging())
            updateDetails();
    });
    connect(m_whatIfPanel, &WhatIfPanel::dragFinished, this, &MainWindow::updateDetails);
    for (TablePanel *panel : { m_workloadPanel, m_hardwarePanel, m_resultPanel }) {
        connect(panel, &TablePanel::currentSourceIndexChanged, this, [this, panel] {
            if (panel == m_tableActions->activePanel())
                updateDetails();
        });
        QAbstractItemModel *model = panel->sourceModel();
        for (auto signal : { &QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved })
            connect(model, signal, this, &MainWindow::updateSummary);
        connect(model, &QAbstractItemModel::modelReset, this, &MainWindow::updateSummary);
        // An edit of one GPU cell sends a dataChanged per affected result row: redraw once after them.
        connect(model, &QAbstractItemModel::dataChanged, m_detailsTimer, qOverload<>(&QTimer::start));
        connect(model, &QAbstractItemModel::modelReset, m_detailsTimer, qOverload<>(&QTimer::start));
    }
    connect(m_hardwareModel, &QAbstractItemModel::dataChanged, this, &MainWindow::updateSummary);

    restoreLayout();
    updateTitle();
    updateDetails();
    updateSummary();
}

MainWindow::~MainWindow() = default;

void MainWindow::createPanels()
{
    m_workloadPanel = new TablePanel(m_workloadModel, this);
    m_workloadPanel->setTitle(tr("Workloads"));
    m_hardwarePanel = new TablePanel(m_hardwareModel, this);
    m_hardwarePanel->setTitle(tr("Hardware"));
    m_resultPanel = new TablePanel(m_resultModel, this);
    m_resultPanel->setTitle(tr("Results"));
    m_resultPanel->view()->setEditTriggers(QAbstractItemView::NoEditTriggers);
    for (TablePanel *panel : { m_workloadPanel, m_hardwarePanel })
        panel->view()->setItemDelegate(new FieldDelegate(panel->view()));

    m_tableSplitter = new QSplitter(Qt::Vertical, this);
    m_tableSplitter->setChildrenCollapsible(false);
    m_tableSplitter->addWidget(m_workloadPanel);
    m_tableSplitter->addWidget(m_hardwarePanel);
    m_tableSplitter->addWidget(m_resultPanel);

    m_details = new QTextBrowser(this);
    m_details->setOpenExternalLinks(true);
    m_details->document()->setDocumentMargin(8);
    m_detailsDock = new QDockWidget(tr("Details"), this);
    m_detailsDock->setObjectName(QStringLiteral("detailsDock"));
    m_detailsDock->setWidget(m_details);
    setCentralWidget(m_tableSplitter);

    m_chartDock = new ChartDock(m_project, m_resultModel, this);
    m_chartDock->setAllowedAreas(Qt::AllDockWidgetAreas);
    connect(m_chartDock, &ChartDock::resultRequested, this, &MainWindow::showResult);

    m_whatIfPanel = new WhatIfPanel(m_project, this);
    m_whatIfDock = new QDockWidget(tr("What-if"), this);
    m_whatIfDock->setObjectName(QStringLiteral("whatIfDock"));
    m_whatIfDock->setWidget(m_whatIfPanel);
    m_whatIfPanel->setWorkloadRow(0);
    m_whatIfPanel->setHardwareRow(0);

    m_plannerPanel = new PlannerPanel(m_project, this);
    m_plannerDock = new QDockWidget(tr("Planner"), this);
    m_plannerDock->setObjectName(QStringLiteral("plannerDock"));
    m_plannerDock->setWidget(scrollable(m_plannerPanel));
    m_plannerPanel->setWorkloadRow(0);
    connect(m_plannerPanel, &PlannerPanel::hardwareRowActivated, this,
        [this](int hardwareRow) { showResult(m_plannerPanel->model()->workloadRow(), hardwareRow); });
    connect(m_plannerPanel, &PlannerPanel::statusMessage, this, &MainWindow::showStatus);

    m_scenarioPanel = new ScenarioPanel(m_project, this);
    m_scenarioDock = new QDockWidget(tr("Scenarios"), this);
    m_scenarioDock->setObjectName(QStringLiteral("scenarioDock"));
    m_scenarioDock->setWidget(scrollable(m_scenarioPanel));
    connect(m_scenarioPanel, &ScenarioPanel::overlayChanged, m_chartDock, &ChartDock::setOverlayScenario);
    connect(m_scenarioPanel, &ScenarioPanel::statusMessage, this, &MainWindow::showStatus);
    // The comparison recomputes only while its tab is in front.
    connect(m_scenarioDock, &QDockWidget::visibilityChanged, m_scenarioPanel->comparison(),
        &ScenarioComparisonModel::setActive);
    m_chartDock->setOverlayScenario(m_scenarioPanel->overlayScenario());

    // Issue 7: measured runs and the local GPU, tabbed with the planner. The monitor reads NVML only
    // while its tab is in front.
    m_calibrationPanel = new CalibrationPanel(m_project, this);
    m_calibrationDock = new QDockWidget(tr("Calibrations"), this);
    m_calibrationDock->setObjectName(QStringLiteral("calibrationDock"));
    m_calibrationDock->setWidget(scrollable(m_calibrationPanel));
    m_monitorPanel = new MonitorPanel(m_project, QString(), this);
    m_monitorDock = new QDockWidget(tr("GPU Monitor"), this);
    m_monitorDock->setObjectName(QStringLiteral("monitorDock"));
    m_monitorDock->setWidget(scrollable(m_monitorPanel));
    connect(m_calibrationPanel, &CalibrationPanel::statusMessage, this, &MainWindow::showStatus);
    connect(m_monitorPanel, &MonitorPanel::statusMessage, this, &MainWindow::showStatus);

    // Issue 14: the shared GPU pool, tabbed with the planner too.
    m_poolPanel = new PoolPanel(m_project, this);
    m_poolDock = new QDockWidget(tr("Pool"), this);
    m_poolDock->setObjectName(QStringLiteral("poolDock"));
    m_poolDock->setWidget(scrollable(m_poolPanel));
    connect(m_poolPanel, &PoolPanel::statusMessage, this, &MainWindow::showStatus);

    m_layout = new WindowLayout(this,
        { m_whatIfDock, m_detailsDock, m_chartDock,
            { m_plannerDock, m_scenarioDock, m_calibrationDock, m_monitorDock, m_poolDock } },
        m_tableSplitter, m_settings);
}

void MainWindow::createActions()
{
    m_newAction = new QAction(icons::newFile(), tr("&New"), this);
    m_newAction->setShortcut(QKeySequence::New);
    m_newAction->setStatusTip(tr("Start an empty plan"));
    m_newAction->setIconText(tr("New")); // toolbar text without the menu's accelerator ("新建(N)")
    connect(m_newAction, &QAction::triggered, m_files, &ProjectFiles::newProject);

    m_openAction = new QAction(icons::open(), tr("&Open…"), this);
    m_openAction->setShortcut(QKeySequence::Open);
    m_openAction->setStatusTip(tr("Open a FlopSheet plan"));
    m_openAction->setIconText(tr("Open"));
    connect(m_openAction, &QAction::triggered, m_files, &ProjectFiles::open);

    m_saveAction = new QAction(icons::save(), tr("&Save"), this);
    m_saveAction->setShortcut(QKeySequence::Save);
    m_saveAction->setStatusTip(tr("Save the plan"));
    m_saveAction->setIconText(tr("Save"));
    connect(m_saveAction, &QAction::triggered, m_files, &ProjectFiles::save);

    m_saveAsAction = new QAction(tr("Save &As…"), this);
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    connect(m_saveAsAction, &QAction::triggered, m_files, &ProjectFiles::saveAs);

    m_importWorkloadsAction = new QAction(tr("&Workloads…"), this);
    m_importWorkloadsAction->setStatusTip(tr("Append workload rows from a CSV file"));
    connect(m_importWorkloadsAction, &QAction::triggered, this, [this] { importCsv(Table::Workloads); });
    m_importHardwareAction = new QAction(tr("&Hardware…"), this);
    m_importHardwareAction->setStatusTip(tr("Append GPU rows from a CSV file"));
    connect(m_importHardwareAction, &QAction::triggered, this, [this] { importCsv(Table::Hardware); });
    m_exportWorkloadsAction = new QAction(tr("&Workloads…"), this);
    connect(m_exportWorkloadsAction, &QAction::triggered, this, [this] { exportCsv(Table::Workloads); });
    m_exportHardwareAction = new QAction(tr("&Hardware…"), this);
    connect(m_exportHardwareAction, &QAction::triggered, this, [this] { exportCsv(Table::Hardware); });
    m_exportResultsAction = new QAction(tr("&Results…"), this);
    m_exportResultsAction->setStatusTip(tr("Write the results as shown: sorted, filtered, visible columns"));
    connect(m_exportResultsAction, &QAction::triggered, this, &MainWindow::exportResultsCsv);
    m_exportWorkbookAction = new QAction(tr("Export E&xcel Workbook…"), this);
    m_exportWorkbookAction->setStatusTip(
        tr("Write the whole plan to one .xlsx file: results, every table, assumptions"));
    connect(m_exportWorkbookAction, &QAction::triggered, this, &MainWindow::exportWorkbook);

    m_quitAction = new QAction(tr("&Quit"), this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_undoAction = m_project->undoStack()->createUndoAction(this, tr("&Undo"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_undoAction->setIcon(icons::undo());
    m_redoAction = m_project->undoStack()->createRedoAction(this, tr("&Redo"));
    m_redoAction->setShortcut(QKeySequence::Redo);
    m_redoAction->setIcon(icons::redo());

    m_detailsAction = m_detailsDock->toggleViewAction();
    m_detailsAction->setText(tr("&Details Pane"));
    m_detailsAction->setShortcut(QKeySequence(Qt::Key_F9));
    m_detailsAction->setStatusTip(tr("Show or hide how the selected row's figures were derived"));
    m_resetLayoutAction = new QAction(tr("&Reset Layout"), this);
    m_resetLayoutAction->setStatusTip(tr("Put every panel back in its default place and size for this window"));
    connect(m_resetLayoutAction, &QAction::triggered, this, [this] {
        resetLayout();
        showStatus(tr("Layout reset to the default for a %1 × %2 window.").arg(width()).arg(height()));
    });
    m_chartsAction = m_chartDock->toggleViewAction();
    m_chartsAction->setText(tr("&Charts"));
    m_chartsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K));
    m_chartsAction->setStatusTip(tr("Show or hide the charts of the selected workload"));
    m_whatIfAction = m_whatIfDock->toggleViewAction();
    m_whatIfAction->setText(tr("&What-if Controls"));
    m_whatIfAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W));
    m_plannerAction = m_plannerDock->toggleViewAction();
    m_plannerAction->setText(tr("&Planner"));
    m_plannerAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    m_scenariosAction = m_scenarioDock->toggleViewAction();
    m_scenariosAction->setText(tr("&Scenarios"));
    m_poolAction = m_poolDock->toggleViewAction();
    m_poolAction->setText(tr("Shared &Pool"));
    m_poolAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_poolAction->setStatusTip(tr("Show or hide the shared GPU pool: its jobs, policy, plan and charts"));
    m_fitColumnsAction = new QAction(tr("&Fit Columns to Contents"), this);
    connect(m_fitColumnsAction, &QAction::triggered, this, [this] {
        for (TablePanel *panel : { m_workloadPanel, m_hardwarePanel, m_resultPanel })
            panel->view()->fitColumns();
    });

    m_languageGroup = new QActionGroup(this);
    const QString current = m_settings->language();
    auto addLanguage = [this, &current](const QString &code, const QString &text) {
        QAction *action = m_languageGroup->addAction(text);
        action->setCheckable(true);
        action->setChecked(code == current || (code.isEmpty() && !languages::available().contains(current)));
        connect(action, &QAction::triggered, this, [this, code] { switchLanguage(code); });
    };
    addLanguage(QString(), tr("&System Default (%1)").arg(languages::nativeName(languages::fromSystem())));
    for (const QString &code : languages::available())
        addLanguage(code, languages::nativeName(code));

    m_guideAction = new QAction(tr("&Getting Started"), this);
    m_guideAction->setShortcut(QKeySequence::HelpContents);
    m_guideAction->setStatusTip(tr("The first steps: workloads, GPUs, results, a deadline or a budget, a report"));
    connect(m_guideAction, &QAction::triggered, this, [this] { showGettingStarted(this); });
    m_startEmptyAction = new QAction(icons::newFile(), tr("Start an Empty Plan"), this);
    m_startEmptyAction->setStatusTip(tr("Close the example and start a plan of your own"));
    connect(m_startEmptyAction, &QAction::triggered, m_files, &ProjectFiles::newProject);

    m_aboutAction = new QAction(tr("&About FlopSheet"), this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::about);
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_newAction);
    file->addAction(m_openAction);
    auto *recent = new RecentFilesMenu(m_settings, file);
    connect(recent, &RecentFilesMenu::fileChosen, m_files, &ProjectFiles::openFile);
    file->addMenu(recent);
    file->addSeparator();
    file->addAction(m_saveAction);
    file->addAction(m_saveAsAction);
    file->addSeparator();
    QMenu *import = file->addMenu(tr("&Import CSV"));
    import->addAction(m_importWorkloadsAction);
    import->addAction(m_importHardwareAction);
    QMenu *exportMenu = file->addMenu(tr("&Export CSV"));
    exportMenu->addAction(m_exportWorkloadsAction);
    exportMenu->addAction(m_exportHardwareAction);
    exportMenu->addAction(m_exportResultsAction);
    file->addAction(m_exportWorkbookAction);
    file->addSeparator();
    file->addActions((new ReportActions(m_project, m_settings, this))->actions()); // planning reports (issue 5)
    file->addSeparator();
    file->addAction(m_quitAction);

    const TableActions *t = m_tableActions;
    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(m_undoAction);
    edit->addAction(m_redoAction);
    edit->addSeparator();
    edit->addAction(t->copyAction());
    edit->addAction(t->pasteAction());
    edit->addSeparator();
    edit->addAction(t->filterAction());

    QMenu *table = menuBar()->addMenu(tr("&Table"));
    table->addAction(t->addWorkloadAction());
    table->addAction(t->addPresetAction());
    auto *analyzer = new AnalyzerAction(m_project, m_workloadModel, m_workloadPanel, this);
    table->addAction(analyzer->action());
    table->addAction(analyzer->editAction());
    table->addSeparator();
    table->addAction(t->addGpuAction());
    table->addAction(t->addCatalogGpuAction());
    connect(table->addAction(tr("Add &This Machine's GPU")), &QAction::triggered, this, [this] {
        m_monitorDock->show();
        m_monitorDock->raise();
        if (!m_monitorPanel->ensureNvml())
            showStatus(m_monitorPanel->statusText());
        else
            m_monitorPanel->addLocalGpu();
    });
    table->addSeparator();
    table->addAction(t->duplicateAction());
    table->addAction(t->deleteAction());
    table->addSeparator();
    table->addAction(t->moveUpAction());
    table->addAction(t->moveDownAction());

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_detailsAction);
    view->addAction(m_chartsAction);
    view->addAction(m_whatIfAction);
    view->addAction(m_plannerAction);
    view->addAction(m_scenariosAction);
    view->addAction(m_calibrationDock->toggleViewAction());
    view->addAction(m_monitorDock->toggleViewAction());
    view->addAction(m_poolAction);
    view->addAction(m_fitColumnsAction);
    view->addAction(m_resetLayoutAction);
    view->addSeparator();
    QMenu *language = view->addMenu(tr("&Language"));
    language->addActions(m_languageGroup->actions());

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(m_guideAction);
    help->addSeparator();
    help->addAction(m_aboutAction);
    connect(help->addAction(tr("About &Qt")), &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::createToolBar()
{
    QToolBar *bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->setIconSize(QSize(18, 18));
    bar->addAction(m_newAction);
    bar->addAction(m_openAction);
    bar->addAction(m_saveAction);
    bar->addSeparator();
    bar->addAction(m_undoAction);
    bar->addAction(m_redoAction);
    bar->addSeparator();
    const TableActions *t = m_tableActions;
    for (QAction *action : { t->addPresetAction(), t->addCatalogGpuAction(), t->duplicateAction(), t->deleteAction(),
             t->moveUpAction(), t->moveDownAction() })
        bar->addAction(action);
    // Undo and redo name the step in their text, too long for a toolbar: icons, the text as tooltip.
    for (QAction *action : { m_undoAction, m_redoAction }) {
        if (auto *button = qobject_cast<QToolButton *>(bar->widgetForAction(action)))
            button->setToolButtonStyle(Qt::ToolButtonIconOnly);
    }
}

void MainWindow::resetLayout()
{
    m_layout->reset();
    for (TablePanel *panel : { m_workloadPanel, m_hardwarePanel, m_resultPanel })
        panel->view()->fitColumns();
}

void MainWindow::createWelcome()
{
    const TableActions *t = m_tableActions;
    m_welcome
        = new WelcomeBanner({ t->addPresetAction(), t->addCatalogGpuAction() }, m_startEmptyAction, m_guideAction);
    // One line across the whole window under the toolbar: it takes a strip from every panel, not rows from the tables.
    m_welcomeBar = new QToolBar(tr("Welcome"), this);
    m_welcomeBar->setObjectName(QStringLiteral("welcomeBar"));
    m_welcomeBar->setMovable(false);
    m_welcomeBar->setFloatable(false);
    m_welcomeBar->toggleViewAction()->setVisible(false);
    m_welcomeBar->addWidget(m_welcome);
    addToolBarBreak();
    addToolBar(Qt::TopToolBarArea, m_welcomeBar);
    connect(m_welcome, &WelcomeBanner::dismissed, this, [this](WelcomeBanner::State closed) {
        if (closed == WelcomeBanner::State::Example)
            m_settings->setExampleNoteClosed(true);
        m_welcomeClosedForEmptyPlan = closed == WelcomeBanner::State::EmptyPlan;
        updateWelcome();
    });
    connect(m_files, &ProjectFiles::projectReplaced, this, [this] {
        m_welcomeClosedForEmptyPlan = false;
        updateWelcome();
    });
    for (TableModel *model : { m_workloadModel, m_hardwareModel }) {
        for (auto signal : { &QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved })
            connect(model, signal, this, &MainWindow::updateWelcome);
        connect(model, &QAbstractItemModel::modelReset, this, &MainWindow::updateWelcome);
    }

    m_workloadPanel->view()->setPlaceholderText(
        tr("No workloads yet: Table › Add Workloads from Catalog (Ctrl+Shift+M), or Add Workload for a model of "
           "your own."));
    m_hardwarePanel->view()->setPlaceholderText(tr(
        "No GPU types yet. Table › Add GPUs from Catalog (Ctrl+Shift+G) adds datasheet figures with their sources."));
    m_resultPanel->view()->setPlaceholderText(
        tr("Results appear here: one row for every workload on every included GPU type."));
    updateWelcome();
}

void MainWindow::updateWelcome()
{
    using State = WelcomeBanner::State;
    State state = State::Hidden;
    if (m_project->workloadCount() == 0 && m_project->hardwareCount() == 0)
        state = m_welcomeClosedForEmptyPlan ? State::Hidden : State::EmptyPlan;
    else if (m_files->showsExample() && !m_settings->exampleNoteClosed())
        state = State::Example;
    if (state != m_welcome->state())
        m_welcome->setState(state);
    m_welcomeBar->setVisible(state != State::Hidden);
}

void MainWindow::restoreLayout()
{
    m_layout->restore();
    updateWelcome(); // a restored state may have shown or hidden the note's bar

    const QList<std::pair<TablePanel *, QString>> panels
        = { { m_workloadPanel, kWorkloadsKey }, { m_hardwarePanel, kHardwareKey }, { m_resultPanel, kResultsKey } };
    for (const auto &[panel, key] : panels) {
        const QByteArray state = m_settings->headerState(key);
        if (state.isEmpty() || !panel->view()->horizontalHeader()->restoreState(state))
            panel->setColumnsFitPending(true);
    }
    fitColumnsIfPending();
}

void MainWindow::saveLayout()
{
    m_layout->save();
    m_settings->setHeaderState(kWorkloadsKey, m_workloadPanel->view()->horizontalHeader()->saveState());
    m_settings->setHeaderState(kHardwareKey, m_hardwarePanel->view()->horizontalHeader()->saveState());
    m_settings->setHeaderState(kResultsKey, m_resultPanel->view()->horizontalHeader()->saveState());
    m_settings->sync();
}

void MainWindow::fitColumnsIfPending()
{
    for (TablePanel *panel : { m_workloadPanel, m_hardwarePanel, m_resultPanel })
        panel->fitColumnsIfPending();
}

// ---- File ------------------------------------------------------------------------------------------

void MainWindow::importCsv(Table table)
{
    const csvtransfer::Outcome outcome = csvtransfer::importTable(this, m_project, m_settings, table);
    if (!outcome.error.isEmpty())
        showError(tr("Could Not Import"), outcome.error);
    else if (!outcome.message.isEmpty())
        showStatus(outcome.message);
}

void MainWindow::exportCsv(Table table)
{
    // The table's panel: its filter decides which rows the export offers.
    const TablePanel *panel = table == Table::Workloads ? m_workloadPanel
        : table == Table::Hardware                      ? m_hardwarePanel
                                                        : nullptr;
    const csvtransfer::Outcome outcome = csvtransfer::exportTable(this, *m_project, m_settings, table, panel);
    if (!outcome.error.isEmpty())
        showError(tr("Could Not Export"), outcome.error);
    else if (!outcome.message.isEmpty())
        showStatus(outcome.message);
}

void MainWindow::exportResultsCsv()
{
    const csvtransfer::Outcome outcome = csvtransfer::exportResults(this, m_resultPanel, m_settings);
    if (!outcome.error.isEmpty())
        showError(tr("Could Not Export"), outcome.error);
    else if (!outcome.message.isEmpty())
        showStatus(outcome.message);
}

void MainWindow::exportWorkbook()
{
    const csvtransfer::Outcome outcome = xlsxexport::exportPlan(this, m_project, m_settings);
    if (!outcome.error.isEmpty())
        showError(tr("Could Not Export"), outcome.error);
    else if (!outcome.message.isEmpty())
        showStatus(outcome.message);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_rebuilding && !m_files->maybeSave()) {
        event->ignore();
        return;
    }
    saveLayout();
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!droppedProjectFile(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QString fileName = droppedProjectFile(event->mimeData());
    if (fileName.isEmpty())
        return;
    event->acceptProposedAction();
    // Not inside the drop: a "save changes?" question must not hold the dragging application.
    QTimer::singleShot(0, m_files, [this, fileName] { m_files->openFile(fileName); });
}

// ---- View ------------------------------------------------------------------------------------------

void MainWindow::showView(View view)
{
    TablePanel *panel = view == View::Workloads ? m_workloadPanel
        : view == View::Hardware                ? m_hardwarePanel
                                                : m_resultPanel;
    if (view == View::Planner || view == View::Scenarios || view == View::Pool) {
        QDockWidget *dock = view == View::Planner ? m_plannerDock
            : view == View::Scenarios             ? m_scenarioDock
                                                  : m_poolDock;
        dock->show();
        dock->raise();
    }
    m_tableActions->setActivePanel(panel);
    if (panel->sourceModel()->rowCount() > 0)
        panel->selectSourceCell(0, 0);
    panel->view()->setFocus();
    updateDetails();
}

void MainWindow::switchLanguage(const QString &code)
{
    if (code == m_settings->language())
        return;
    m_settings->setLanguage(code);
    const QString language = languages::resolve(code);
    if (!languages::install(language))
        showError(tr("Language"),
            tr("The translation for %1 is missing from this build.").arg(languages::nativeName(language)));
    // Rebuild the window around the same project: every text is made again in the new language.
    saveLayout();
    auto *next = new MainWindow(m_project, m_settings);
    next->setAttribute(Qt::WA_DeleteOnClose);
    next->show();
    m_rebuilding = true;
    close();
}

void MainWindow::about()
{
    QMessageBox::about(this, tr("About FlopSheet"),
        tr("<h3>FlopSheet %1</h3><p>GPU capacity planning: how many FLOPs a job needs, how long it "
           "takes on which GPUs, whether it fits in memory and what it costs.</p>"
           "<p>Every figure in the details pane names its formula and source.</p>")
            .arg(version::text()));
}

// ---- Updates ---------------------------------------------------------------------------------------

void MainWindow::updateTitle()
{
    const QString fileName = m_project->fileName();
    const QString name = !fileName.isEmpty() ? QFileInfo(fileName).fileName()
        : m_files->showsExample()            ? tr("Example plan")
                                             : tr("Untitled");
    setWindowTitle(tr("%1[*] — FlopSheet").arg(name));
    setWindowModified(m_project->isModified());
    setWindowFilePath(fileName);
}

void MainWindow::updateCharts()
{
    const TablePanel *panel = m_tableActions->activePanel();
    const QModelIndex current = panel->currentSourceIndex();
    if (!current.isValid())
        return; // keep charting what was last selected
    int workloadRow = -1;
    int hardwareRow = -1;
    if (panel == m_resultPanel) {
        workloadRow = m_resultModel->workloadRowOf(current.row());
        hardwareRow = m_resultModel->hardwareRowOf(current.row());
    } else if (panel == m_workloadPanel) {
        workloadRow = current.row();
    } else {
        hardwareRow = current.row();
    }
    // The charts, the what-if controls and the planner all follow the selected workload and GPU type.
    if (workloadRow >= 0) {
        m_chartDock->setWorkloadRow(workloadRow);
        m_whatIfPanel->setWorkloadRow(workloadRow);
        m_plannerPanel->setWorkloadRow(workloadRow);
    }
    if (hardwareRow >= 0) {
        m_chartDock->setHardwareRow(hardwareRow);
        m_whatIfPanel->setHardwareRow(hardwareRow);
    }
}

void MainWindow::showResult(int workloadRow, int hardwareRow)
{
    const int row = m_resultModel->rowFor(workloadRow, hardwareRow);
    if (row < 0)
        return;
    m_tableActions->setActivePanel(m_resultPanel);
    m_resultPanel->selectSourceCell(row, ResultModel::GpuColumn);
    updateDetails();
}

void MainWindow::updateDetails()
{
    updateCharts();
    const TablePanel *panel = m_tableActions->activePanel();
    const QModelIndex current = panel->currentSourceIndex();
    QString html;
    if (!current.isValid()) {
        html = detailsHintHtml();
    } else if (panel == m_resultPanel) {
        const int row = current.row();
        html = explanationHtml(m_project->workload(m_resultModel->workloadRowOf(row)),
            m_project->hardware(m_resultModel->hardwareRowOf(row)), m_project->assumptions(),
            m_resultModel->estimateAt(row), m_resultModel->calibrationAt(row));
    } else if (panel == m_workloadPanel) {
        html = workloadSummaryHtml(*m_project, *m_resultModel, current.row());
    } else {
        html = hardwareSummaryHtml(*m_project, *m_resultModel, current.row());
    }
    if (html == m_detailsHtml)
        return; // unchanged: keep the reader's place
    // The same row recomputed keeps its scroll position; another row starts at the top.
    const QString key = QStringLiteral("%1:%2").arg(quintptr(panel)).arg(current.row());
    const int scroll = m_details->verticalScrollBar()->value();
    m_details->setHtml(html);
    if (key == m_detailsKey)
        m_details->verticalScrollBar()->setValue(scroll);
    m_detailsHtml = html;
    m_detailsKey = key;
}

void MainWindow::updateSummary()
{
    int included = 0;
    for (const HardwareEntry &h : m_project->hardwareRows())
        included += h.included ? 1 : 0;
    m_summary->setText(
        tr("%1 × %2 = %3", "workloads × GPU types = results")
            .arg(tr("%n workload(s)", nullptr, m_project->workloadCount()), tr("%n GPU type(s)", nullptr, included),
                tr("%n result(s)", nullptr, m_resultModel->rowCount())));
}

void MainWindow::showStatus(const QString &message)
{
    statusBar()->showMessage(message, kStatusMs);
}

void MainWindow::showPanelMessage(TablePanel *panel, const QModelIndex &sourceIndex, const QString &message)
{
    panel->showRejection(sourceIndex, message);
    showStatus(message);
}

void MainWindow::showError(const QString &title, const QString &text)
{
    showStatus(text);
    QMessageBox::warning(this, title, text);
}

} // namespace flopsheet
