#include "ui/analyzer/architecturedialog.h"

#include "core/analyzer/architecturemodel.h"
#include "core/analyzer/layerfile.h"
#include "core/analyzer/layersettings.h"
#include "core/analyzer/networkeditor.h"
#include "core/analyzer/networkedits.h"
#include "core/analyzer/presets.h"
#include "core/document/edits.h"
#include "core/document/project.h"
#include "core/estimate/units.h"
#include "ui/analyzer/layerdialog.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>

namespace flopsheet {
namespace {

// Entries of the "Start from" box that are not presets.
const QString kStored = QStringLiteral(":stored");
const QString kEmpty = QStringLiteral(":empty");
const QString kStart = QStringLiteral(":start"); // the network the dialog was opened with
const QString kFile = QStringLiteral(":file");

Network emptyNetwork(const QString &name)
{
    Network n;
    n.name = name;
    n.input = { 1, 3, 224, 224 };
    return n;
}

} // namespace

ArchitectureDialog::ArchitectureDialog(Project *project, int row, const std::optional<Network> &start, QWidget *parent)
    : QDialog(parent), m_project(project), m_row(row), m_start(start), m_editor(new NetworkEditor(this)),
      m_model(new ArchitectureModel(m_editor, this)), m_view(new QTreeView(this)), m_source(new QComboBox(this)),
      m_inputShape(new QLineEdit(this)), m_precision(new QComboBox(this)), m_paramsChoice(new QComboBox(this)),
      m_totals(new QLabel(this)), m_problem(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Apply | QDialogButtonBox::Close, this))
{
    const QString rowName = project->workload(row).workload.name;
    setWindowTitle(tr("Edit Architecture of %1").arg(rowName));
    auto *intro
        = new QLabel(tr("Describe \"%1\" layer by layer: every edit re-counts parameters, MACs and activations, "
                        "blocks repeat ×N, and Apply sends the totals and the layers to the workload as one undo step.")
                         .arg(rowName),
            this);
    intro->setWordWrap(true);

    // The row's stored layers, else the network given, else nothing.
    const std::optional<Network> &stored = project->workload(row).architecture;
    if (stored)
        m_source->addItem(tr("This workload's layers"), kStored);
    m_source->addItem(tr("Empty network"), kEmpty);
    for (const QString &id : analyzerPresetIds())
        m_source->addItem(tr("Preset: %1").arg(analyzerPreset(id)->name), id);
    auto *openButton = new QPushButton(tr("&Open Layer File…"), this);
    auto *saveButton = new QPushButton(tr("&Save As…"), this);
    auto *sourceRow = new QHBoxLayout;
    sourceRow->addWidget(m_source, 1);
    sourceRow->addWidget(openButton);
    sourceRow->addWidget(saveButton);
    // Return in the input shape applies the shape; it must not press a button of the dialog.
    for (QPushButton *button : { openButton, saveButton })
        button->setAutoDefault(false);

    m_inputShape->setObjectName(QStringLiteral("inputShape"));
    m_inputShape->setToolTip(tr("Batch first: 1x3x224x224 for an image, 1x2048 for token ids"));
    m_precision->addItem(tr("FP32 (4 bytes)"), 4.0);
    m_precision->addItem(tr("BF16 / FP16 (2 bytes)"), 2.0);
    m_precision->addItem(tr("FP8 / INT8 (1 byte)"), 1.0);
    m_precision->setToolTip(tr("Bytes per activation value, for the activation memory column"));
    auto *shapeRow = new QHBoxLayout;
    shapeRow->addWidget(m_inputShape, 1);
    shapeRow->addWidget(new QLabel(tr("Activations in:"), this));
    shapeRow->addWidget(m_precision);

    auto *form = new QFormLayout;
    form->addRow(tr("Start from:"), sourceRow);
    auto *shapeLabel = new QLabel(tr("&Input shape:"), this);
    shapeLabel->setBuddy(m_inputShape);
    form->addRow(shapeLabel, shapeRow);

    m_view->setModel(m_model);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::EditKeyPressed | QAbstractItemView::SelectedClicked);
    m_view->setAlternatingRowColors(true);
    m_view->setUniformRowHeights(true);
    m_view->header()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(ArchitectureModel::Name, QHeaderView::Stretch);

    m_totals->setWordWrap(true);
    m_totals->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b71c1c"));
    m_problem->hide();
    m_buttons->button(QDialogButtonBox::Apply)->setText(tr("&Apply to Workload"));
    for (QAbstractButton *button : m_buttons->buttons()) {
        if (auto *push = qobject_cast<QPushButton *>(button))
            push->setAutoDefault(false);
    }

    auto *toolBar = new QToolBar(this);
    toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_paramsChoice->setObjectName(QStringLiteral("paramsChoice"));
    m_paramsChoice->addItem(tr("Send total parameters (memory: every expert is stored)"), false);
    m_paramsChoice->addItem(tr("Send active parameters per token (compute: top-k experts)"), true);
    m_paramsChoice->setToolTip(tr("A workload row has one parameter count; a mixture-of-experts model has two"));
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_paramsChoice);
    bottom->addStretch(1);
    bottom->addWidget(m_buttons);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(toolBar);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_totals);
    layout->addWidget(m_problem);
    layout->addLayout(bottom);
    buildActions();
    for (const char *name : { "add", "addCustom", "edit", "remove", "up", "down", "wrap", "unwrap" }) {
        toolBar->addAction(action(name));
        if (qstrcmp(name, "addCustom") == 0 || qstrcmp(name, "down") == 0)
            toolBar->addSeparator();
    }
    toolBar->addSeparator();
    toolBar->addAction(action("undo"));
    toolBar->addAction(action("redo"));
    if (auto *addButton = qobject_cast<QToolButton *>(toolBar->widgetForAction(action("add"))))
        addButton->setPopupMode(QToolButton::MenuButtonPopup);
    resize(1000, 680);

    connect(m_editor, &NetworkEditor::aboutToChange, this, &ArchitectureDialog::rememberView);
    connect(m_editor, &NetworkEditor::changed, this, &ArchitectureDialog::refresh);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &ArchitectureDialog::refresh);
    connect(m_view, &QTreeView::doubleClicked, this, &ArchitectureDialog::editCurrent); // names and counts: F2
    connect(m_source, &QComboBox::activated, this, &ArchitectureDialog::startFrom);
    connect(openButton, &QPushButton::clicked, this, &ArchitectureDialog::browse);
    connect(saveButton, &QPushButton::clicked, this, &ArchitectureDialog::saveAs);
    connect(m_inputShape, &QLineEdit::editingFinished, this, &ArchitectureDialog::applyInputShape);
    connect(m_precision, &QComboBox::activated, this, &ArchitectureDialog::applyPrecision);
    connect(m_buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, this, [this] {
        if (apply())
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    // Without layers of its own, the row starts from the preset of its model ("ResNet-50 on ImageNet"),
    // else from nothing.
    const Workload &workload = project->workload(row).workload;
    const QString own = start || stored ? QString() : analyzerPresetFor(workload.id, workload.name);
    if (start)
        showSource(kStart, tr("As analysed: %1").arg(start->name));
    else if (!own.isEmpty())
        m_source->setCurrentIndex(m_source->findData(own));
    m_editor->reset(start ? *start : stored ? *stored : own.isEmpty() ? emptyNetwork(rowName) : *analyzerPreset(own));
    m_view->expandToDepth(0);
}

void ArchitectureDialog::showSource(const QString &key, const QString &text)
{
    int at = m_source->findData(key);
    if (at < 0) {
        m_source->insertItem(0, text, key);
        at = 0;
    }
    m_source->setItemText(at, text);
    m_source->setCurrentIndex(at);
}

QAction *ArchitectureDialog::action(const char *name) const
{
    return findChild<QAction *>(QLatin1StringView(name));
}

void ArchitectureDialog::buildActions()
{
    auto make = [this](const char *name, const QString &text, const QKeySequence &shortcut, auto slot) {
        auto *a = new QAction(text, this);
        a->setObjectName(QLatin1StringView(name));
        if (!shortcut.isEmpty()) {
            a->setShortcut(shortcut);
            a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        }
        addAction(a);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    QAction *add = make("add", tr("&Add Layer…"), QKeySequence(Qt::CTRL | Qt::Key_N),
        [this] { addWithForm(Placement::After, LayerKind::Conv); });
    add->setToolTip(tr("Add a layer after the current one (the menu: inside a block, or in its shortcut)"));
    auto *menu = new QMenu(this);
    menu->addAction(tr("Add Layer &After Current…"), this, [this] { addWithForm(Placement::After, LayerKind::Conv); });
    menu->addAction(
            tr("Add Layer &Inside Block…"), this, [this] { addWithForm(Placement::InsideBlock, LayerKind::Conv); })
        ->setObjectName(QStringLiteral("addInside"));
    menu->addAction(tr("Add Layer to Block's &Shortcut…"), this,
            [this] { addWithForm(Placement::InShortcut, LayerKind::Conv); })
        ->setObjectName(QStringLiteral("addShortcut"));
    add->setMenu(menu);
    make("addCustom", tr("Add &Custom…"), QKeySequence(), [this] {
        addWithForm(Placement::After, LayerKind::Custom);
    })->setToolTip(tr("A layer without a built-in rule: give its parameters, MACs and output shape"));
    make("edit", tr("&Edit…"), QKeySequence(), [this] {
        editCurrent();
    })->setToolTip(tr("Change the current layer's settings (or double-click it)"));
    make("remove", tr("&Remove"), QKeySequence::Delete, [this] { removeSelected(); });
    make("up", tr("Move &Up"), QKeySequence(Qt::CTRL | Qt::Key_Up), [this] { moveCurrent(-1); });
    make("down", tr("Move &Down"), QKeySequence(Qt::CTRL | Qt::Key_Down), [this] { moveCurrent(1); });
    make("wrap", tr("&Wrap in Block…"), QKeySequence(Qt::CTRL | Qt::Key_G), [this] {
        wrapSelected();
    })->setToolTip(tr("Put the selected consecutive layers into a block repeated N times"));
    make("unwrap", tr("Un&wrap"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G), [this] {
        unwrapCurrent();
    })->setToolTip(tr("Replace a block by its layers, once"));
    QAction *undo = m_editor->undoStack()->createUndoAction(this, tr("Undo"));
    undo->setObjectName(QStringLiteral("undo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(undo);
    QAction *redo = m_editor->undoStack()->createRedoAction(this, tr("Redo"));
    redo->setObjectName(QStringLiteral("redo"));
    redo->setShortcut(QKeySequence::Redo);
    redo->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(redo);
}

LayerPath ArchitectureDialog::currentPath() const
{
    return m_model->pathOf(m_view->currentIndex());
}

std::vector<LayerPath> ArchitectureDialog::selectedPaths() const
{
    std::vector<LayerPath> paths;
    for (const QModelIndex &index : m_view->selectionModel()->selectedRows())
        paths.push_back(m_model->pathOf(index));
    if (paths.empty() && m_view->currentIndex().isValid())
        paths.push_back(currentPath());
    return paths;
}

void ArchitectureDialog::showProblem(const QString &text)
{
    m_problem->setText(text);
    m_problem->setVisible(!text.isEmpty());
}

bool ArchitectureDialog::insertLayer(const Layer &layer, Placement placement)
{
    const LayerPath current = currentPath();
    const Layer *block = layerAt(m_editor->network(), current);
    LayerPath at;
    if (placement == Placement::After) {
        at = current.empty() ? LayerPath { { int(m_editor->network().layers.size()), false } }
                             : withIndex(current, current.back().index + 1);
    } else if (!block || block->kind != LayerKind::Block) {
        showProblem(tr("Select a block to add a layer inside it or to its shortcut."));
        return false;
    } else if (placement == Placement::InsideBlock) {
        at = childOf(current, 0);
    } else {
        at = childOf(current, int(block->shortcut.size()), true);
    }
    m_current = at;
    if (!m_editor->insertLayer(at, layer)) {
        showProblem(m_editor->errorString());
        return false;
    }
    if (placement != Placement::After)
        m_view->expand(m_model->indexOf(current));
    return true;
}

void ArchitectureDialog::addWithForm(Placement placement, LayerKind kind)
{
    const Layer *current = layerAt(m_editor->network(), currentPath());
    // A new layer starts as a copy of the current one's kind where that helps (conv after conv).
    const LayerKind start
        = kind == LayerKind::Custom || !current || current->kind == LayerKind::Block ? kind : current->kind;
    LayerDialog dialog(defaultLayer(start), false, this);
    dialog.setWindowTitle(kind == LayerKind::Custom ? tr("Add Custom Layer") : tr("Add Layer"));
    if (dialog.exec() == QDialog::Accepted)
        insertLayer(dialog.layer(), placement);
}

void ArchitectureDialog::editCurrent()
{
    const LayerPath path = currentPath();
    const Layer *layer = layerAt(m_editor->network(), path);
    if (!layer)
        return;
    LayerDialog dialog(*layer, false, this);
    dialog.setWindowTitle(tr("Edit %1").arg(layerDisplayName(*layer, size_t(path.back().index))));
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_current = path;
    if (!m_editor->replaceLayer(path, dialog.layer()))
        showProblem(m_editor->errorString());
}

void ArchitectureDialog::removeSelected()
{
    const std::vector<LayerPath> paths = selectedPaths();
    if (paths.empty())
        return;
    m_current = *std::min_element(paths.begin(), paths.end());
    if (!m_editor->removeLayers(paths))
        showProblem(m_editor->errorString());
}

void ArchitectureDialog::moveCurrent(int delta)
{
    const LayerPath path = currentPath();
    if (path.empty())
        return;
    m_current = withIndex(path, path.back().index + delta);
    if (!m_editor->moveLayer(path, delta))
        showProblem(m_editor->errorString());
}

void ArchitectureDialog::wrapSelected()
{
    const auto range = consecutiveRange(selectedPaths());
    if (!range) {
        showProblem(tr("Select one or more consecutive layers of the same block to wrap them."));
        return;
    }
    bool ok = false;
    const int repeat
        = QInputDialog::getInt(this, tr("Wrap in Block"), tr("Repeat the block ×"), 1, 1, 1'000'000, 1, &ok);
    if (!ok)
        return;
    m_current = range->first;
    if (!m_editor->wrapInBlock(range->first, range->second, repeat))
        showProblem(m_editor->errorString());
    else
        m_expanded.push_back(range->first);
    restoreView();
}

void ArchitectureDialog::unwrapCurrent()
{
    const LayerPath path = currentPath();
    m_current = path;
    if (!m_editor->unwrapBlock(path))
        showProblem(m_editor->errorString());
}

void ArchitectureDialog::startFrom(int sourceIndex)
{
    const QString id = m_source->itemData(sourceIndex).toString();
    Network network = emptyNetwork(m_project->workload(m_row).workload.name);
    if (id == kStart && m_start) {
        network = *m_start;
    } else if (id == kFile) {
        openFile(m_fileName);
        return;
    } else if (id == kStored) {
        network = m_project->workload(m_row).architecture.value_or(network);
    } else if (id != kEmpty) {
        network = analyzerPreset(id).value_or(network);
    }
    m_current.clear();
    m_editor->replaceNetwork(network, tr("Start from %1").arg(m_source->itemText(sourceIndex)));
    m_view->expandToDepth(0);
}

void ArchitectureDialog::browse()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Layer File"), QFileInfo(m_fileName).absolutePath(),
        tr("FlopSheet layer files (*.json);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool ArchitectureDialog::openFile(const QString &fileName)
{
    QString error;
    const auto network = loadLayerFile(fileName, &error);
    if (!network) {
        showProblem(tr("Could not open %1: %2").arg(QDir::toNativeSeparators(fileName), error));
        return false;
    }
    m_fileName = fileName;
    m_current.clear();
    m_editor->replaceNetwork(*network, tr("Open %1").arg(QFileInfo(fileName).fileName()));
    showSource(kFile, tr("File: %1").arg(QFileInfo(fileName).fileName()));
    m_view->expandToDepth(0);
    return true;
}

void ArchitectureDialog::saveAs()
{
    const QString suggested = m_fileName.isEmpty() ? m_editor->network().name + QStringLiteral(".json") : m_fileName;
    const QString path
        = QFileDialog::getSaveFileName(this, tr("Save Layer File"), suggested, tr("FlopSheet layer files (*.json)"));
    if (!path.isEmpty())
        saveFile(path);
}

bool ArchitectureDialog::saveFile(const QString &fileName)
{
    QString error;
    if (!saveLayerFile(m_editor->network(), fileName, &error)) {
        showProblem(tr("Could not save %1: %2").arg(QDir::toNativeSeparators(fileName), error));
        return false;
    }
    m_fileName = fileName;
    m_editor->undoStack()->setClean();
    return true;
}

void ArchitectureDialog::applyInputShape()
{
    QString error;
    const auto shape = parseShape(m_inputShape->text(), &error);
    if (!shape) {
        showProblem(tr("Input shape: %1").arg(error));
        return;
    }
    if (!m_editor->setInputShape(*shape))
        showProblem(m_editor->errorString());
}

void ArchitectureDialog::applyPrecision()
{
    m_editor->setBytesPerValue(m_precision->currentData().toDouble());
}

void ArchitectureDialog::rememberView()
{
    m_expanded.clear();
    for (int i = 0; i < int(m_model->rowCount()); ++i) {
        std::vector<QModelIndex> stack { m_model->index(i, 0) };
        while (!stack.empty()) {
            const QModelIndex index = stack.back();
            stack.pop_back();
            if (!m_view->isExpanded(index))
                continue;
            m_expanded.push_back(m_model->pathOf(index));
            for (int r = 0; r < m_model->rowCount(index); ++r)
                stack.push_back(m_model->index(r, 0, index));
        }
    }
    if (m_current.empty())
        m_current = currentPath();
}

void ArchitectureDialog::restoreView()
{
    for (const LayerPath &path : m_expanded)
        m_view->expand(m_model->indexOf(path));
    QModelIndex current = m_model->indexOf(m_current);
    if (!current.isValid() && !m_current.empty()) // removed the last of a list: the one before it
        current = m_model->indexOf(withIndex(m_current, m_current.back().index - 1));
    if (!current.isValid() && !m_current.empty())
        current = m_model->indexOf(parentOf(m_current));
    if (current.isValid()) {
        m_view->setCurrentIndex(current);
        m_view->scrollTo(current);
    }
    m_current.clear();
}

void ArchitectureDialog::refresh()
{
    if (sender() == m_editor) {
        restoreView();
        showProblem(QString());
        // Figures to their width plus a gap, so neighbouring numbers never touch; the names take the rest.
        // A long reason in the output column is cut (the tooltip and the totals line give it whole).
        const int gap = fontMetrics().horizontalAdvance(QStringLiteral("00"));
        const int widest = fontMetrics().horizontalAdvance(QStringLiteral("1x1024x112x112x16")) + gap;
        for (int c = 1; c < ArchitectureModel::ColumnCount; ++c) {
            m_view->resizeColumnToContents(c);
            m_view->setColumnWidth(c,
                std::min(m_view->columnWidth(c) + gap,
                    c == ArchitectureModel::Output         ? 3 * widest
                        : c == ArchitectureModel::Settings ? 2 * widest
                                                           : widest));
        }
    }
    const Network &n = m_editor->network();
    const Analysis &a = m_editor->analysis();
    if (!m_inputShape->hasFocus())
        m_inputShape->setText(shapeText(n.input));
    m_precision->setCurrentIndex(m_precision->findData(n.bytesPerValue));

    const LayerPath path = currentPath();
    const Layer *current = layerAt(n, path);
    const bool isBlock = current && current->kind == LayerKind::Block;
    action("edit")->setEnabled(current);
    action("remove")->setEnabled(current);
    action("up")->setEnabled(current && path.back().index > 0);
    action("down")->setEnabled(current && size_t(path.back().index) + 1 < siblingsAt(n, path)->size());
    action("wrap")->setEnabled(consecutiveRange(selectedPaths()).has_value());
    action("unwrap")->setEnabled(isBlock);
    action("addInside")->setEnabled(isBlock);
    action("addShortcut")->setEnabled(isBlock && current->residual);

    m_buttons->button(QDialogButtonBox::Apply)->setEnabled(a.ok() && !n.layers.empty());
    m_paramsChoice->setVisible(a.ok() && a.hasExperts);
    const QLocale locale;
    if (n.layers.empty()) {
        m_totals->setText(tr("No layers yet: add one, or start from a preset or a layer file."));
    } else if (!a.ok()) {
        m_totals->setText(tr("<b style=\"color:#b71c1c\">The model is invalid:</b> %1. Totals are shown once every "
                             "layer fits its input.")
                              .arg(a.error.toHtmlEscaped()));
    } else {
        QStringList totals;
        totals << tr("<b>Parameters:</b> %1").arg(locale.toString(a.params, 'f', 0));
        if (a.hasExperts)
            totals << tr("active per token: %1").arg(locale.toString(a.activeParams, 'f', 0));
        totals << tr("<b>MACs:</b> %1").arg(formatSi(a.macs, 4))
               << tr("<b>forward FLOPs per sample:</b> %1").arg(formatSi(m_editor->flopsPerSample(), 4))
               << tr("activations: %1B").arg(formatSi(a.activationBytes, 4))
               << tr("output %1").arg(shapeText(a.output));
        m_totals->setText(totals.join(QStringLiteral(" · ")));
    }
}

void ArchitectureDialog::reject()
{
    // Saving a layer file marks the editor clean; Apply closes through accept() and never asks.
    if (!m_editor->undoStack()->isClean()
        && QMessageBox::question(this, tr("Close the Architecture Editor"),
               tr("Your layer edits were neither applied to the workload nor saved. Close anyway?"),
               QMessageBox::Close | QMessageBox::Cancel, QMessageBox::Cancel)
            != QMessageBox::Close)
        return;
    QDialog::reject();
}

QString ArchitectureDialog::totalsText() const
{
    return m_totals->text();
}

bool ArchitectureDialog::apply()
{
    const Analysis &a = m_editor->analysis();
    if (!a.ok() || m_editor->network().layers.empty())
        return false;
    const bool active = a.hasExperts && m_paramsChoice->currentData().toBool();
    const EditResult result = edits::applyArchitecture(
        *m_project, m_row, active ? a.activeParams : a.params, m_editor->flopsPerSample(), m_editor->network());
    if (!result.ok()) {
        showProblem(tr("Cannot apply: %1").arg(result.error));
        return false;
    }
    return true;
}

} // namespace flopsheet
