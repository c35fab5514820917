#pragma once

#include <QObject>

class QAction;
class QWidget;

namespace flopsheet {

class Project;
class TablePanel;
class TableModel;

/**
 * Table › Analyze Model… (also in the workload grid's context menu): opens the AnalyzerDialog on the
 * current workload row; Table › Edit Architecture… (also in the grid's context menu) opens the
 * ArchitectureDialog on it, with the row's stored layers. Enabled while the workload table has a current row.
 */
class AnalyzerAction : public QObject {
    Q_OBJECT
public:
    AnalyzerAction(Project *project, TableModel *model, TablePanel *workloads, QWidget *window);

    QAction *action() const { return m_action; }
    QAction *editAction() const { return m_editAction; }
    /** The row the dialog would act on; -1 when none is current. */
    int targetRow() const;

private:
    void updateEnabled();
    void openDialog();
    void openEditor();

    Project *m_project;
    TableModel *m_model;
    TablePanel *m_workloads;
    QWidget *m_window;
    QAction *m_action;
    QAction *m_editAction;
};

} // namespace flopsheet
