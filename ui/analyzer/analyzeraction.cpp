#include "ui/analyzer/analyzeraction.h"

#include "core/models/tablemodel.h"
#include "ui/analyzer/analyzerdialog.h"
#include "ui/analyzer/architecturedialog.h"
#include "ui/sheetview.h"
#include "ui/tablepanel.h"

#include <QAction>

namespace flopsheet {

AnalyzerAction::AnalyzerAction(Project *project, TableModel *model, TablePanel *workloads, QWidget *window)
    : QObject(window), m_project(project), m_model(model), m_workloads(workloads), m_window(window),
      m_action(new QAction(tr("A&nalyze Model…"), this)), m_editAction(new QAction(tr("Edit A&rchitecture…"), this))
{
    m_action->setStatusTip(tr("Count a model's parameters and FLOPs layer by layer (preset, ONNX, Hugging Face "
                              "config or layer file) and send them to the current workload"));
    connect(m_action, &QAction::triggered, this, &AnalyzerAction::openDialog);
    m_editAction->setStatusTip(tr("Describe the current workload layer by layer (blocks repeated ×N) and send its "
                                  "parameters and FLOPs to it"));
    connect(m_editAction, &QAction::triggered, this, &AnalyzerAction::openEditor);
    m_workloads->view()->addAction(m_action); // the grid's context menu lists its actions
    m_workloads->view()->addAction(m_editAction);
    connect(m_workloads, &TablePanel::currentSourceIndexChanged, this, &AnalyzerAction::updateEnabled);
    for (auto signal : { &QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved })
        connect(m_model, signal, this, &AnalyzerAction::updateEnabled);
    connect(m_model, &QAbstractItemModel::modelReset, this, &AnalyzerAction::updateEnabled);
    updateEnabled();
}

int AnalyzerAction::targetRow() const
{
    const QModelIndex current = m_workloads->currentSourceIndex();
    return current.isValid() ? current.row() : -1;
}

void AnalyzerAction::updateEnabled()
{
    m_action->setEnabled(targetRow() >= 0);
    m_editAction->setEnabled(targetRow() >= 0);
}

void AnalyzerAction::openDialog()
{
    const int row = targetRow();
    if (row < 0)
        return;
    AnalyzerDialog dialog(m_project, m_model, row, m_window);
    dialog.exec();
}

void AnalyzerAction::openEditor()
{
    const int row = targetRow();
    if (row < 0)
        return;
    ArchitectureDialog dialog(m_project, row, std::nullopt, m_window);
    dialog.exec();
}

} // namespace flopsheet
