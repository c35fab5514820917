#include "ui/mainwindow.h"

#include "core/catalog/catalog.h"
#include "core/document/project.h"
#include "core/document/sampleproject.h"
#include "core/io/projectfile.h"
#include "core/models/hardwaretablemodel.h"
#include "core/models/resultmodel.h"
#include "core/models/workloadtablemodel.h"
#include "core/report/explanation.h"
#include "ui/appsettings.h"
#include "ui/autosaver.h"
#include "ui/catalogdialog.h"
#include "ui/csvtransfer.h"
#include "ui/delegates/fielddelegate.h"
#include "ui/icons.h"
#include "ui/languages.h"
#include "ui/recentfilesmenu.h"
#include "ui/resultsummary.h"
#include "ui/rowoperations.h"
#include "ui/sheetview.h"
#include "ui/tableclipboard.h"
#include "ui/tablepanel.h"

#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QMimeData>
#include <QScreen>
#include <QScrollBar>
#include <QSortFilterProxyModel>
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

constexpr int kStatusMs = 6000;
constexpr QSize kDefaultSize(1400, 900);

const QString kWorkloadsKey = QStringLiteral("workloads");
const QString kHardwareKey = QStringLiteral("hardware");
const QString kResultsKey = QStringLiteral("results");
const QString kProjectSuffix = QStringLiteral("flopsheet");

// The first local .flopsheet file among dropped URLs.
QString droppedProjectFile(const QMimeData *mime)
{
    if (!mime || !mime->hasUrls())
        return {};
    for (const QUrl &url : mime->urls()) {
        const QString path = url.toLocalFile();
        if (!path.isEmpty() && QFileInfo(path).suffix().compare(kProjectSuffix, Qt::CaseInsensitive) == 0)
            return path;
    }
    return {};
}

} // namespace

MainWindow::MainWindow(Project *project, AppSettings *settings, QWidget *parent)
    : QMainWindow(parent)
    , m_project(project)
    , m_settings(settings)
    , m_workloadModel(new WorkloadTableModel(project, this))
    , m_hardwareModel(new HardwareTableModel(project, this))
    , m_resultModel(new ResultModel(project, this))
{
    setAcceptDrops(true);
    setWindowIcon(icons::application());
    createPanels();
    createActions();
    createMenus();
    createToolBar();
    m_summary = new QLabel(this);
    statusBar()->addPermanentWidget(m_summary);

    connect(m_project, &Project::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_project, &Project::fileNameChanged, this, &MainWindow::updateTitle);
    connect(m_project->undoStack(), &QUndoStack::indexChanged, this, &MainWindow::updateActions);
    connect(m_workloadModel, &WorkloadTableModel::editRejected, this,
            [this](const QModelIndex &index, const QString &message) {
                showPanelMessage(m_workloadPanel, index, message);
            });
    connect(m_hardwareModel, &HardwareTableModel::editRejected, this,
            [this](const QModelIndex &index, const QString &message) {
                showPanelMessage(m_hardwarePanel, index, message);
            });
    for (TablePanel *panel : {m_workloadPanel, m_hardwarePanel, m_resultPanel}) {
        connect(panel, &TablePanel::activated, this, [this, panel] { setActivePanel(panel); });
        connect(panel, &TablePanel::currentSourceIndexChanged, this, [this, panel] {
            if (panel == m_activePanel)
                updateDetails();
            updateActions();
        });
        connect(panel->view()->selectionModel(), &QItemSelectionModel::selectionChanged, this,
                &MainWindow::updateActions);
        QAbstractItemModel *model = panel->sourceModel();
        for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
            connect(model, signal, this, &MainWindow::updateSummary);
        connect(model, &QAbstractItemModel::modelReset, this, &MainWindow::updateSummary);
        connect(model, &QAbstractItemModel::dataChanged, this, &MainWindow::updateDetails);
        connect(model, &QAbstractItemModel::modelReset, this, &MainWindow::updateDetails);
    }
    connect(m_hardwareModel, &QAbstractItemModel::dataChanged, this, &MainWindow::updateSummary);

    m_activePanel = m_workloadPanel;
    restoreLayout();
    updateTitle();
    updateActions();
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
    m_resultPanel->setTitle(tr("Results: every workload on every included GPU type"));
    m_resultPanel->view()->setEditTriggers(QAbstractItemView::NoEditTriggers);
    for (TablePanel *panel : {m_workloadPanel, m_hardwarePanel})
        panel->view()->setItemDelegate(new FieldDelegate(panel->view()));

    m_tableSplitter = new QSplitter(Qt::Vertical, this);
    m_tableSplitter->setObjectName(QStringLiteral("tableSplitter"));
    m_tableSplitter->setChildrenCollapsible(false);
    m_tableSplitter->addWidget(m_workloadPanel);
    m_tableSplitter->addWidget(m_hardwarePanel);
    m_tableSplitter->addWidget(m_resultPanel);

    auto *detailsBox = new QWidget(this);
    auto *detailsTitle = new QLabel(tr("Details"), detailsBox);
    QFont bold = detailsTitle->font();
    bold.setBold(true);
    detailsTitle->setFont(bold);
    m_details = new QTextBrowser(detailsBox);
    m_details->setOpenExternalLinks(true);
    m_details->document()->setDocumentMargin(8);
    auto *detailsLayout = new QVBoxLayout(detailsBox);
    detailsLayout->setContentsMargins(4, 4, 4, 4);
    detailsLayout->setSpacing(4);
    detailsLayout->addWidget(detailsTitle);
    detailsLayout->addWidget(m_details, 1);
    // The title row lines up with the tables' title rows, which carry a filter box.
    detailsTitle->setMinimumHeight(m_workloadPanel->findChild<QLineEdit *>()->sizeHint().height());

    m_mainSplitter = new QSplitter(Qt::Horizontal, this);
    m_mainSplitter->setObjectName(QStringLiteral("mainSplitter"));
    m_mainSplitter->setChildrenCollapsible(false);
    m_mainSplitter->addWidget(m_tableSplitter);
    m_mainSplitter->addWidget(detailsBox);
    m_mainSplitter->setStretchFactor(0, 3);
    m_mainSplitter->setStretchFactor(1, 1);
    setCentralWidget(m_mainSplitter);
}

void MainWindow::createActions()
{
    m_newAction = new QAction(icons::newFile(), tr("&New"), this);
    m_newAction->setShortcut(QKeySequence::New);
    m_newAction->setStatusTip(tr("Start an empty plan"));
    connect(m_newAction, &QAction::triggered, this, &MainWindow::newProject);

    m_openAction = new QAction(icons::open(), tr("&Open…"), this);
    m_openAction->setShortcut(QKeySequence::Open);
    m_openAction->setStatusTip(tr("Open a FlopSheet plan"));
    connect(m_openAction, &QAction::triggered, this, &MainWindow::open);

    m_saveAction = new QAction(icons::save(), tr("&Save"), this);
    m_saveAction->setShortcut(QKeySequence::Save);
    m_saveAction->setStatusTip(tr("Save the plan"));
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::save);

    m_saveAsAction = new QAction(tr("Save &As…"), this);
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    connect(m_saveAsAction, &QAction::triggered, this, &MainWindow::saveAs);

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

    m_copyAction = new QAction(icons::copy(), tr("&Copy"), this);
    m_copyAction->setShortcut(QKeySequence::Copy);
    m_copyAction->setStatusTip(tr("Copy the selected cells as tab-separated text"));
    connect(m_copyAction, &QAction::triggered, this, &MainWindow::copy);
    m_pasteAction = new QAction(icons::paste(), tr("&Paste"), this);
    m_pasteAction->setShortcut(QKeySequence::Paste);
    m_pasteAction->setStatusTip(tr("Paste cells from a spreadsheet, as one undo step"));
    connect(m_pasteAction, &QAction::triggered, this, &MainWindow::paste);
    m_filterAction = new QAction(tr("&Filter Table"), this);
    m_filterAction->setShortcut(QKeySequence::Find);
    connect(m_filterAction, &QAction::triggered, this, [this] {
        if (m_activePanel)
            m_activePanel->focusFilter();
    });

    m_addWorkloadAction = new QAction(icons::addRow(), tr("Add &Workload"), this);
    m_addWorkloadAction->setStatusTip(tr("Add a workload row to fill in"));
    connect(m_addWorkloadAction, &QAction::triggered, this, [this] { addBlankRow(Table::Workloads); });
    m_addPresetAction = new QAction(icons::catalog(), tr("Add Workloads from &Catalog…"), this);
    m_addPresetAction->setIconText(tr("Workloads…"));
    m_addPresetAction->setToolTip(tr("Add workloads from the catalog presets"));
    m_addPresetAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W));
    connect(m_addPresetAction, &QAction::triggered, this, [this] { addFromCatalog(Table::Workloads); });
    m_addGpuAction = new QAction(icons::addRow(), tr("Add &GPU"), this);
    m_addGpuAction->setStatusTip(tr("Add a GPU row to fill in with its figures"));
    connect(m_addGpuAction, &QAction::triggered, this, [this] { addBlankRow(Table::Hardware); });
    m_addCatalogGpuAction = new QAction(icons::gpu(), tr("Add GPUs from C&atalog…"), this);
    m_addCatalogGpuAction->setIconText(tr("GPUs…"));
    m_addCatalogGpuAction->setToolTip(tr("Add GPU types from the catalog"));
    m_addCatalogGpuAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G));
    connect(m_addCatalogGpuAction, &QAction::triggered, this, [this] { addFromCatalog(Table::Hardware); });

    m_duplicateAction = new QAction(icons::duplicate(), tr("D&uplicate Rows"), this);
    m_duplicateAction->setIconText(tr("Duplicate"));
    m_duplicateAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    connect(m_duplicateAction, &QAction::triggered, this, &MainWindow::duplicateRows);
    m_deleteAction = new QAction(icons::deleteRow(), tr("&Delete Rows"), this);
    m_deleteAction->setIconText(tr("Delete"));
    m_deleteAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Delete));
    connect(m_deleteAction, &QAction::triggered, this, &MainWindow::deleteRows);
    m_moveUpAction = new QAction(icons::moveUp(), tr("Move Row &Up"), this);
    m_moveUpAction->setIconText(tr("Up"));
    m_moveUpAction->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Up));
    connect(m_moveUpAction, &QAction::triggered, this, [this] { moveRow(-1); });
    m_moveDownAction = new QAction(icons::moveDown(), tr("Move Row Dow&n"), this);
    m_moveDownAction->setIconText(tr("Down"));
    m_moveDownAction->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Down));
    connect(m_moveDownAction, &QAction::triggered, this, [this] { moveRow(+1); });

    m_detailsAction = new QAction(tr("&Details Pane"), this);
    m_detailsAction->setCheckable(true);
    m_detailsAction->setChecked(true);
    m_detailsAction->setShortcut(QKeySequence(Qt::Key_F9));
    connect(m_detailsAction, &QAction::toggled, this,
            [this](bool shown) { m_mainSplitter->widget(1)->setVisible(shown); });
    m_fitColumnsAction = new QAction(tr("&Fit Columns to Contents"), this);
    connect(m_fitColumnsAction, &QAction::triggered, this, [this] {
        for (TablePanel *panel : {m_workloadPanel, m_hardwarePanel, m_resultPanel})
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

    m_aboutAction = new QAction(tr("&About FlopSheet"), this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::about);

    // The grids offer the actions that apply to a row on a right click.
    for (TablePanel *panel : {m_workloadPanel, m_hardwarePanel}) {
        SheetView *view = panel->view();
        view->setContextMenuPolicy(Qt::ActionsContextMenu);
        auto *separator = new QAction(view);
        separator->setSeparator(true);
        auto *separator2 = new QAction(view);
        separator2->setSeparator(true);
        view->addActions({m_copyAction, m_pasteAction, separator,
                          panel == m_workloadPanel ? m_addWorkloadAction : m_addGpuAction,
                          panel == m_workloadPanel ? m_addPresetAction : m_addCatalogGpuAction, m_duplicateAction,
                          m_deleteAction, separator2, m_moveUpAction, m_moveDownAction});
    }
    m_resultPanel->view()->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_resultPanel->view()->addActions({m_copyAction});
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_newAction);
    file->addAction(m_openAction);
    m_recentMenu = new RecentFilesMenu(m_settings, file);
    connect(m_recentMenu, &RecentFilesMenu::fileChosen, this, [this](const QString &fileName) { openFile(fileName); });
    file->addMenu(m_recentMenu);
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
    file->addSeparator();
    file->addAction(m_quitAction);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(m_undoAction);
    edit->addAction(m_redoAction);
    edit->addSeparator();
    edit->addAction(m_copyAction);
    edit->addAction(m_pasteAction);
    edit->addSeparator();
    edit->addAction(m_filterAction);

    QMenu *table = menuBar()->addMenu(tr("&Table"));
    table->addAction(m_addWorkloadAction);
    table->addAction(m_addPresetAction);
    table->addSeparator();
    table->addAction(m_addGpuAction);
    table->addAction(m_addCatalogGpuAction);
    table->addSeparator();
    table->addAction(m_duplicateAction);
    table->addAction(m_deleteAction);
    table->addSeparator();
    table->addAction(m_moveUpAction);
    table->addAction(m_moveDownAction);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_detailsAction);
    view->addAction(m_fitColumnsAction);
    view->addSeparator();
    QMenu *language = view->addMenu(tr("&Language"));
    language->addActions(m_languageGroup->actions());

    QMenu *help = menuBar()->addMenu(tr("&Help"));
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
    bar->addAction(m_addPresetAction);
    bar->addAction(m_addCatalogGpuAction);
    bar->addAction(m_duplicateAction);
    bar->addAction(m_deleteAction);
    bar->addAction(m_moveUpAction);
    bar->addAction(m_moveDownAction);
    // Undo and redo name the step in their text, too long for a toolbar: icons with the text as tooltip.
    for (QAction *action : {m_undoAction, m_redoAction}) {
        if (auto *button = qobject_cast<QToolButton *>(bar->widgetForAction(action)))
            button->setToolButtonStyle(Qt::ToolButtonIconOnly);
    }
}

void MainWindow::restoreLayout()
{
    const QByteArray geometry = m_settings->windowGeometry();
    if (geometry.isEmpty() || !restoreGeometry(geometry)) {
        QSize size = kDefaultSize;
        if (const QScreen *s = screen())
            size = size.boundedTo(s->availableSize() * 0.9);
        resize(size);
    }
    restoreState(m_settings->windowState());
    if (!m_mainSplitter->restoreState(m_settings->splitterState(QStringLiteral("main"))))
        m_mainSplitter->setSizes({width() * 7 / 10, width() * 3 / 10});
    if (!m_tableSplitter->restoreState(m_settings->splitterState(QStringLiteral("tables"))))
        m_tableSplitter->setSizes({220, 240, 440});
    m_detailsAction->setChecked(m_mainSplitter->widget(1)->isVisibleTo(this) || !m_mainSplitter->widget(1)->isHidden());

    const QList<std::pair<TablePanel *, QString>> panels = {
        {m_workloadPanel, kWorkloadsKey}, {m_hardwarePanel, kHardwareKey}, {m_resultPanel, kResultsKey}};
    for (const auto &[panel, key] : panels) {
        const QByteArray state = m_settings->headerState(key);
        if (state.isEmpty() || !panel->view()->horizontalHeader()->restoreState(state))
            panel->setColumnsFitPending(true);
    }
}

void MainWindow::saveLayout()
{
    m_settings->setWindowGeometry(saveGeometry());
    m_settings->setWindowState(saveState());
    m_settings->setSplitterState(QStringLiteral("main"), m_mainSplitter->saveState());
    m_settings->setSplitterState(QStringLiteral("tables"), m_tableSplitter->saveState());
    m_settings->setHeaderState(kWorkloadsKey, m_workloadPanel->view()->horizontalHeader()->saveState());
    m_settings->setHeaderState(kHardwareKey, m_hardwarePanel->view()->horizontalHeader()->saveState());
    m_settings->setHeaderState(kResultsKey, m_resultPanel->view()->horizontalHeader()->saveState());
    m_settings->sync();
}

// ---- File ------------------------------------------------------------------------------------------

void MainWindow::openAtStart(const QString &fileName, Autosaver *autosaver)
{
    if (autosaver && autosaver->hasRecovery()) {
        const QFileInfo info(autosaver->recoveryFile());
        const QString origin = autosaver->recoveryOrigin();
        QMessageBox box(QMessageBox::Question, tr("Restore Unsaved Changes?"),
                        tr("FlopSheet did not close properly. A copy of the plan %1 with its unsaved changes was "
                           "kept at %2.")
                            .arg(origin.isEmpty() ? tr("(untitled)") : QDir::toNativeSeparators(origin),
                                 QLocale().toString(info.lastModified(), QLocale::ShortFormat)),
                        QMessageBox::NoButton, this);
        box.setInformativeText(tr("Restore it now? A copy you discard is deleted."));
        QPushButton *restore = box.addButton(tr("&Restore"), QMessageBox::AcceptRole);
        box.addButton(QMessageBox::Discard);
        box.setDefaultButton(restore);
        box.exec();
        if (box.clickedButton() == static_cast<QAbstractButton *>(restore)) {
            QString error;
            if (restoreRecovery(autosaver->recoveryFile(), origin, &error)) {
                statusBar()->showMessage(tr("Restored the unsaved plan. Save it to keep it."), kStatusMs);
                return;
            }
            showError(tr("Could Not Restore"), tr("The recovery copy cannot be read: %1").arg(error));
        }
        autosaver->discard();
    }
    if (!fileName.isEmpty()) {
        QString error;
        if (loadFile(fileName, &error))
            return;
        showError(tr("Could Not Open"),
                  tr("Could not open %1: %2").arg(QDir::toNativeSeparators(fileName), error));
    }
    openSample();
}

void MainWindow::openSample()
{
    const SampleProject sample = sampleProject(Catalog::builtIn());
    m_project->reset(sample.workloads, sample.hardware);
    m_project->setFileName(QString());
    for (TablePanel *panel : {m_workloadPanel, m_hardwarePanel, m_resultPanel})
        panel->fitColumnsIfPending();
}

bool MainWindow::loadFile(const QString &fileName, QString *error)
{
    ProjectData data;
    if (!loadProject(fileName, data, error))
        return false;
    m_project->reset(data.workloads, data.hardware, data.assumptions);
    m_project->setFileName(QFileInfo(fileName).absoluteFilePath());
    rememberFile(fileName);
    for (TablePanel *panel : {m_workloadPanel, m_hardwarePanel, m_resultPanel})
        panel->fitColumnsIfPending();
    return true;
}

bool MainWindow::openFile(const QString &fileName)
{
    if (!maybeSave())
        return false;
    QString error;
    if (!loadFile(fileName, &error)) {
        if (!QFileInfo::exists(fileName))
            m_settings->removeRecentFile(fileName);
        showError(tr("Could Not Open"), tr("Could not open %1: %2").arg(QDir::toNativeSeparators(fileName), error));
        return false;
    }
    statusBar()->showMessage(tr("Opened %1").arg(QDir::toNativeSeparators(fileName)), kStatusMs);
    return true;
}

bool MainWindow::saveFile(const QString &fileName, QString *error)
{
    if (!saveProject(*m_project, fileName, error))
        return false;
    m_project->setFileName(QFileInfo(fileName).absoluteFilePath());
    m_project->undoStack()->setClean();
    rememberFile(fileName);
    return true;
}

bool MainWindow::restoreRecovery(const QString &recoveryFile, const QString &origin, QString *error)
{
    ProjectData data;
    if (!loadProject(recoveryFile, data, error))
        return false;
    m_project->reset(data.workloads, data.hardware, data.assumptions);
    m_project->setFileName(origin);
    m_project->undoStack()->resetClean(); // unsaved until the user saves it
    for (TablePanel *panel : {m_workloadPanel, m_hardwarePanel, m_resultPanel})
        panel->fitColumnsIfPending();
    return true;
}

void MainWindow::rememberFile(const QString &fileName)
{
    m_settings->addRecentFile(fileName);
    m_settings->setLastDirectory(QFileInfo(fileName).absolutePath());
}

void MainWindow::newProject()
{
    if (!maybeSave())
        return;
    m_project->reset({}, {});
    m_project->setFileName(QString());
    statusBar()->showMessage(tr("New plan: add workloads and GPUs from the catalog (Table menu)."), kStatusMs);
}

void MainWindow::open()
{
    if (!maybeSave())
        return;
    const QString fileName = QFileDialog::getOpenFileName(this, tr("Open Plan"), m_settings->lastDirectory(),
                                                          tr("FlopSheet plans (*.flopsheet);;All files (*)"));
    if (fileName.isEmpty())
        return;
    QString error;
    if (!loadFile(fileName, &error))
        showError(tr("Could Not Open"), tr("Could not open %1: %2").arg(QDir::toNativeSeparators(fileName), error));
}

bool MainWindow::save()
{
    if (m_project->fileName().isEmpty())
        return saveAs();
    QString error;
    if (!saveFile(m_project->fileName(), &error)) {
        showError(tr("Could Not Save"),
                  tr("Could not save %1: %2").arg(QDir::toNativeSeparators(m_project->fileName()), error));
        return false;
    }
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(m_project->fileName())), kStatusMs);
    return true;
}

bool MainWindow::saveAs()
{
    const QString current = m_project->fileName();
    const QString suggested = current.isEmpty() ? QDir(m_settings->lastDirectory()).filePath(tr("plan.flopsheet"))
                                                : current;
    QString fileName = QFileDialog::getSaveFileName(this, tr("Save Plan As"), suggested,
                                                    tr("FlopSheet plans (*.flopsheet)"));
    if (fileName.isEmpty())
        return false;
    if (QFileInfo(fileName).suffix().isEmpty())
        fileName += u'.' + kProjectSuffix;
    QString error;
    if (!saveFile(fileName, &error)) {
        showError(tr("Could Not Save"), tr("Could not save %1: %2").arg(QDir::toNativeSeparators(fileName), error));
        return false;
    }
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(fileName)), kStatusMs);
    return true;
}

bool MainWindow::maybeSave()
{
    if (!m_project->isModified())
        return true;
    const QString name = m_project->fileName().isEmpty() ? tr("Untitled") : QFileInfo(m_project->fileName()).fileName();
    QMessageBox box(QMessageBox::Warning, tr("Unsaved Changes"),
                    tr("The plan \"%1\" has changes that are not saved.").arg(name),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setInformativeText(tr("Do you want to save them?"));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save: return save();
    case QMessageBox::Discard: return true;
    default: return false;
    }
}

void MainWindow::importCsv(Table table)
{
    const csvtransfer::Outcome outcome = csvtransfer::importTable(this, m_project, m_settings, table);
    if (!outcome.error.isEmpty())
        showError(tr("Could Not Import"), outcome.error);
    else if (!outcome.message.isEmpty())
        statusBar()->showMessage(outcome.message, kStatusMs);
}

void MainWindow::exportCsv(Table table)
{
    const csvtransfer::Outcome outcome = csvtransfer::exportTable(this, *m_project, m_settings, table);
    if (!outcome.error.isEmpty())
        showError(tr("Could Not Export"), outcome.error);
    else if (!outcome.message.isEmpty())
        statusBar()->showMessage(outcome.message, kStatusMs);
}

void MainWindow::exportResultsCsv()
{
    const csvtransfer::Outcome outcome = csvtransfer::exportResults(this, m_resultPanel, m_settings);
    if (!outcome.error.isEmpty())
        showError(tr("Could Not Export"), outcome.error);
    else if (!outcome.message.isEmpty())
        statusBar()->showMessage(outcome.message, kStatusMs);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_rebuilding && !maybeSave()) {
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
    QTimer::singleShot(0, this, [this, fileName] { openFile(fileName); });
}

// ---- Edit ------------------------------------------------------------------------------------------

void MainWindow::copy()
{
    if (!m_activePanel)
        return;
    const QString text = tableclipboard::selectionAsTsv(m_activePanel);
    if (text.isEmpty())
        return;
    QGuiApplication::clipboard()->setText(text);
    statusBar()->showMessage(tr("Copied the selected cells"), kStatusMs);
}

void MainWindow::paste()
{
    TablePanel *panel = m_activePanel;
    if (!isEditablePanel(panel))
        return;
    const PasteResult result =
        tableclipboard::paste(m_project, tableOf(panel), panel, QGuiApplication::clipboard()->text());
    if (!result.ok()) {
        showPanelMessage(panel, QModelIndex(), result.error);
        return;
    }
    panel->clearMessage();
    statusBar()->showMessage(tr("Pasted %n cell(s)", nullptr, result.changedCells), kStatusMs);
}

// ---- Table -----------------------------------------------------------------------------------------

void MainWindow::addBlankRow(Table table)
{
    TablePanel *panel = panelOf(table);
    const QList<int> rows = panel->selectedSourceRows();
    const int at = rows.isEmpty() ? panel->sourceModel()->rowCount() : rows.last() + 1;
    const int row = table == Table::Workloads
                        ? rowoperations::insertWorkloads(m_project, at, {rowoperations::blankWorkload()})
                        : rowoperations::insertHardware(m_project, at, {rowoperations::blankHardware()});
    setActivePanel(panel);
    panel->selectSourceCell(row, 0);
    panel->view()->setFocus();
    panel->view()->edit(panel->view()->currentIndex()); // the name first
}

void MainWindow::addFromCatalog(Table table)
{
    const Catalog &catalog = Catalog::builtIn();
    CatalogDialog dialog(catalog,
                         table == Table::Workloads ? CatalogDialog::Kind::Workloads : CatalogDialog::Kind::Gpus, this);
    if (dialog.exec() != QDialog::Accepted || dialog.chosen().isEmpty())
        return;
    TablePanel *panel = panelOf(table);
    const int at = panel->sourceModel()->rowCount();
    int row = -1;
    if (table == Table::Workloads) {
        QList<WorkloadEntry> entries;
        for (int i : dialog.chosen())
            entries << workloadEntryFromPreset(catalog.workloads()[size_t(i)]);
        row = rowoperations::insertWorkloads(m_project, at, entries);
    } else {
        QList<HardwareEntry> entries;
        for (int i : dialog.chosen())
            entries << HardwareEntry{catalog.gpus()[size_t(i)], 8, true};
        row = rowoperations::insertHardware(m_project, at, entries);
    }
    setActivePanel(panel);
    panel->selectSourceCell(row, 0);
    panel->view()->setFocus();
}

void MainWindow::duplicateRows()
{
    TablePanel *panel = m_activePanel;
    if (!isEditablePanel(panel))
        return;
    const int row = rowoperations::duplicate(m_project, tableOf(panel), panel->selectedSourceRows());
    if (row >= 0)
        panel->selectSourceCell(row, 0);
}

void MainWindow::deleteRows()
{
    TablePanel *panel = m_activePanel;
    if (!isEditablePanel(panel))
        return;
    const QList<int> rows = panel->selectedSourceRows();
    const int column = qMax(0, panel->currentSourceIndex().column());
    if (!rowoperations::remove(m_project, tableOf(panel), rows))
        return;
    const int count = panel->sourceModel()->rowCount();
    if (count > 0)
        panel->selectSourceCell(qMin(rows.first(), count - 1), column);
}

void MainWindow::moveRow(int delta)
{
    TablePanel *panel = m_activePanel;
    if (!isEditablePanel(panel))
        return;
    const QModelIndex current = panel->currentSourceIndex();
    if (!current.isValid())
        return;
    // Moving is about table order: a sorted view would hide the move, so go back to table order.
    if (panel->proxy()->sortColumn() >= 0)
        panel->view()->sortByColumn(-1, Qt::AscendingOrder);
    const int row = rowoperations::move(m_project, tableOf(panel), current.row(), delta);
    if (row >= 0)
        panel->selectSourceCell(row, current.column());
}

// ---- View ------------------------------------------------------------------------------------------

void MainWindow::showView(View view)
{
    TablePanel *panel = view == View::Workloads ? m_workloadPanel
                        : view == View::Hardware ? m_hardwarePanel
                                                 : m_resultPanel;
    setActivePanel(panel);
    if (panel->sourceModel()->rowCount() > 0)
        panel->selectSourceCell(0, 0);
    panel->view()->setFocus();
    updateDetails();
}

void MainWindow::setActivePanel(TablePanel *panel)
{
    if (panel == m_activePanel)
        return;
    m_activePanel = panel;
    updateDetails();
    updateActions();
}

void MainWindow::switchLanguage(const QString &code)
{
    if (code == m_settings->language())
        return;
    m_settings->setLanguage(code);
    const QString language = languages::resolve(code);
    if (!languages::install(language))
        showError(tr("Language"), tr("The translation for %1 is missing from this build.")
                                      .arg(languages::nativeName(language)));
    // Rebuild the window around the same project: every text is created again in the new language.
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
                           .arg(QCoreApplication::applicationVersion()));
}

// ---- Updates ---------------------------------------------------------------------------------------

void MainWindow::updateTitle()
{
    const QString fileName = m_project->fileName();
    const QString name = fileName.isEmpty() ? tr("Untitled") : QFileInfo(fileName).fileName();
    setWindowTitle(tr("%1[*] — FlopSheet").arg(name));
    setWindowModified(m_project->isModified());
    setWindowFilePath(fileName);
}

void MainWindow::updateActions()
{
    TablePanel *panel = m_activePanel;
    const bool editable = isEditablePanel(panel);
    const QModelIndex current = panel ? panel->currentSourceIndex() : QModelIndex();
    const bool hasRows = editable && !panel->selectedSourceRows().isEmpty();
    const int count = panel ? panel->sourceModel()->rowCount() : 0;
    m_duplicateAction->setEnabled(hasRows);
    m_deleteAction->setEnabled(hasRows);
    m_moveUpAction->setEnabled(editable && current.isValid() && current.row() > 0);
    m_moveDownAction->setEnabled(editable && current.isValid() && current.row() < count - 1);
    m_copyAction->setEnabled(current.isValid());
    m_pasteAction->setEnabled(editable && current.isValid());
    m_saveAction->setEnabled(m_project->isModified() || m_project->fileName().isEmpty());
}

void MainWindow::updateDetails()
{
    const TablePanel *panel = m_activePanel;
    const QModelIndex current = panel ? panel->currentSourceIndex() : QModelIndex();
    QString html;
    if (!current.isValid()) {
        html = detailsHintHtml();
    } else if (panel == m_resultPanel) {
        const int row = current.row();
        html = explanationHtml(m_project->workload(m_resultModel->workloadRowOf(row)),
                               m_project->hardware(m_resultModel->hardwareRowOf(row)), m_project->assumptions(),
                               m_resultModel->estimateAt(row));
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
    m_summary->setText(tr("%1 × %2 = %3", "workloads × GPU types = results")
                           .arg(tr("%n workload(s)", nullptr, m_project->workloadCount()),
                                tr("%n GPU type(s)", nullptr, included),
                                tr("%n result(s)", nullptr, m_resultModel->rowCount())));
}

void MainWindow::showPanelMessage(TablePanel *panel, const QModelIndex &sourceIndex, const QString &message)
{
    panel->showRejection(sourceIndex, message);
    statusBar()->showMessage(message, kStatusMs * 2);
}

void MainWindow::showError(const QString &title, const QString &text)
{
    statusBar()->showMessage(text, kStatusMs * 2);
    QMessageBox::warning(this, title, text);
}

Table MainWindow::tableOf(const TablePanel *panel) const
{
    return panel == m_hardwarePanel ? Table::Hardware : Table::Workloads;
}

bool MainWindow::isEditablePanel(const TablePanel *panel) const
{
    return panel && (panel == m_workloadPanel || panel == m_hardwarePanel);
}

TablePanel *MainWindow::panelOf(Table table) const
{
    return table == Table::Workloads ? m_workloadPanel : m_hardwarePanel;
}

} // namespace flopsheet
