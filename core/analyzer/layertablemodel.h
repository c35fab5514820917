#pragma once

#include "core/analyzer/analysis.h"

#include <QAbstractTableModel>

namespace flopsheet {

/** The per-layer table of an analysis, read-only: one row per LayerRow, names indented by depth. */
class LayerTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Name, Kind, Count, Output, Params, Macs, Activations, ColumnCount };

    explicit LayerTableModel(QObject *parent = nullptr);

    /** Replaces the rows (a model reset). */
    void setAnalysis(const Analysis &analysis);
    const Analysis &analysis() const { return m_analysis; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    Analysis m_analysis;
};

} // namespace flopsheet
