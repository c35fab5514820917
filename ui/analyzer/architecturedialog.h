#pragma once

#include "core/analyzer/layerpath.h"

#include <QDialog>

#include <optional>

class QAction;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QTreeView;

namespace flopsheet {

class ArchitectureModel;
class NetworkEditor;
class Project;

/**
 * "Edit Architecture": a workload described as layers. Starts from the row's stored layers, a
 * preset, a layer file or nothing; layers are added (a form per kind), edited, removed, moved, wrapped
 * in repeated blocks, and the whole is re-analysed after every edit, with its own undo history.
 * Apply sends parameters, forward FLOPs per sample and the layers themselves to the row as one undo
 * step of the project (ApplyArchitectureCommand).
 */
class ArchitectureDialog : public QDialog {
    Q_OBJECT
public:
    /** Where Add puts a new layer relative to the current one. */
    enum class Placement { After, InsideBlock, InShortcut };

    /** start: the network to begin with; none = the row's stored layers, or an empty network. */
    ArchitectureDialog(
        Project *project, int row, const std::optional<Network> &start = std::nullopt, QWidget *parent = nullptr);

    NetworkEditor *editor() const { return m_editor; }
    ArchitectureModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    QAction *action(const char *name) const;

    /** Inserts a layer where Add would (relative to the current row); false with the reason shown. */
    bool insertLayer(const Layer &layer, Placement placement);
    /** Replaces the network with a layer file's (one undo step); false with the reason shown. */
    bool openFile(const QString &fileName);
    bool saveFile(const QString &fileName);
    /** Sends the totals and the layers to the workload row; false with the reason shown. */
    bool apply();
    /** The totals line as shown (tests read it). */
    QString totalsText() const;

    /** Close: asks first when there are edits that were neither applied nor saved. */
    void reject() override;

private:
    void buildActions();
    void addWithForm(Placement placement, LayerKind kind);
    void editCurrent();
    void removeSelected();
    void moveCurrent(int delta);
    void wrapSelected();
    void unwrapCurrent();
    void startFrom(int sourceIndex);
    /** Selects (adding it first if needed) the "Start from" entry of the network shown. */
    void showSource(const QString &key, const QString &text);
    void browse();
    void saveAs();
    void applyInputShape();
    void applyPrecision();
    void refresh();
    void rememberView();
    void restoreView();
    void showProblem(const QString &text);
    LayerPath currentPath() const;
    std::vector<LayerPath> selectedPaths() const;

    Project *m_project;
    int m_row;
    QString m_fileName;
    std::optional<Network> m_start;
    NetworkEditor *m_editor;
    ArchitectureModel *m_model;
    QTreeView *m_view;
    QComboBox *m_source;
    QLineEdit *m_inputShape;
    QComboBox *m_precision;
    QComboBox *m_paramsChoice; ///< mixture of experts: send total or active parameters
    QLabel *m_totals;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
    std::vector<LayerPath> m_expanded;
    LayerPath m_current; ///< the row to make current after the next change
};

} // namespace flopsheet
