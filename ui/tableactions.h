#pragma once

#include "core/document/table.h"

#include <QObject>

class QAction;
class QWidget;

namespace flopsheet {

class Project;
class TablePanel;
struct InsertResult;

/**
 * The Edit and Table actions of the window: copy and paste cells as tab-separated text, add rows
 * (blank or from the catalog), duplicate, delete and move them. Every change is one undo step.
 * Copy, paste and the row actions act on the active table, the one that last had focus; they are
 * enabled only where they can do something.
 */
class TableActions : public QObject {
    Q_OBJECT
public:
    TableActions(Project *project, TablePanel *workloads, TablePanel *hardware, TablePanel *results, QWidget *window);

    QAction *copyAction() const { return m_copy; }
    QAction *pasteAction() const { return m_paste; }
    QAction *filterAction() const { return m_filter; }
    QAction *addWorkloadAction() const { return m_addWorkload; }
    QAction *addPresetAction() const { return m_addPreset; }
    QAction *addGpuAction() const { return m_addGpu; }
    QAction *addCatalogGpuAction() const { return m_addCatalogGpu; }
    QAction *duplicateAction() const { return m_duplicate; }
    QAction *deleteAction() const { return m_delete; }
    QAction *moveUpAction() const { return m_moveUp; }
    QAction *moveDownAction() const { return m_moveDown; }

    TablePanel *activePanel() const { return m_active; }
    void setActivePanel(TablePanel *panel);

    void copy();
    void paste();
    void addBlankRow(Table table);
    void addFromCatalog(Table table);
    void duplicateRows();
    void deleteRows();
    void moveRow(int delta);

signals:
    void activePanelChanged(TablePanel *panel);
    /** A line for the status bar: what was done, or why nothing was. */
    void statusMessage(const QString &message);

private:
    void createActions();
    void addContextMenus();
    void updateEnabled();
    bool isEditable(const TablePanel *panel) const;
    /** Whether rows went in; when the table or plan refused them, the panel and the status bar say why. */
    bool inserted(TablePanel *panel, const InsertResult &added);
    Table tableOf(const TablePanel *panel) const;
    TablePanel *panelOf(Table table) const;

    Project *m_project;
    TablePanel *m_workloads;
    TablePanel *m_hardware;
    TablePanel *m_results;
    QWidget *m_window;
    TablePanel *m_active;

    QAction *m_copy = nullptr;
    QAction *m_paste = nullptr;
    QAction *m_filter = nullptr;
    QAction *m_addWorkload = nullptr;
    QAction *m_addPreset = nullptr;
    QAction *m_addGpu = nullptr;
    QAction *m_addCatalogGpu = nullptr;
    QAction *m_duplicate = nullptr;
    QAction *m_delete = nullptr;
    QAction *m_moveUp = nullptr;
    QAction *m_moveDown = nullptr;
};

} // namespace flopsheet
