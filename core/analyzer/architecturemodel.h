#pragma once

#include "core/analyzer/layerpath.h"

#include <QAbstractItemModel>

namespace flopsheet {

class NetworkEditor;

/**
 * The architecture editor's layer tree: one row per layer, a block's layers (then its shortcut) under
 * it, with each layer's output shape, parameters, MACs and activation memory from the editor's
 * analysis. The layer that does not fit its input shows the reason in red in place of its output;
 * layers after it are grey and empty. Names and a block's repeat count are edited in place (each an
 * undo step of the editor); everything else goes through NetworkEditor. Resets on every change.
 */
class ArchitectureModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Column { Name, Kind, Settings, Count, Output, Params, Macs, Activations, ColumnCount };
    enum Role {
        RawValueRole = Qt::UserRole, ///< Params, Macs, Activations and Count as numbers
        ProblemRole, ///< the reason this layer does not fit; empty when it fits
    };

    explicit ArchitectureModel(NetworkEditor *editor, QObject *parent = nullptr);

    LayerPath pathOf(const QModelIndex &index) const;
    QModelIndex indexOf(const LayerPath &path, int column = Name) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Node {
        LayerPath path;
        int parent = -1; ///< node id, -1 at the top level
        int row = 0;
        std::int64_t instances = 1;
        std::vector<int> children;
    };
    void rebuild();
    void addNodes(
        const std::vector<Layer> &layers, int parent, bool shortcut, std::int64_t instances, std::vector<int> &into);
    const Node *node(const QModelIndex &index) const;

    NetworkEditor *m_editor;
    std::vector<Node> m_nodes;
    std::vector<int> m_top;
};

} // namespace flopsheet
