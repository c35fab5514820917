#pragma once

#include "core/document/project.h"

#include <QAbstractTableModel>

namespace flopsheet {

/**
 * Any table of a Project as a Qt model: one row per row, one column per field of its description.
 * Cells read as the field's CellFormat says, fields that do not apply are greyed, Boolean fields are
 * check boxes. Edits go through the edits API (core/document/edits.h): checked by the field's parser,
 * then pushed as one undo step; a refusal emits editRejected with the reason. The view updates from the
 * table's signals.
 *
 * A table with figures of its own beyond its fields (measured runs: the modelled figure) subclasses this
 * and appends read-only columns after the fields (extraColumnCount, extraData, extraHeaderData).
 */
class TableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    TableModel(Project *project, Table table, QObject *parent = nullptr);

    Table table() const { return m_rows->table(); }
    const TableDescription &description() const { return m_rows->description(); }
    /** The field a column shows, or -1 for an appended column. */
    int fieldForColumn(int column) const { return column < description().fieldCount() ? column : -1; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    /** Refuses invalid input with editRejected(); otherwise pushes one undo step. */
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

signals:
    void editRejected(const QModelIndex &index, const QString &message);

protected:
    Project *project() const { return m_project; }
    virtual int extraColumnCount() const { return 0; }
    virtual QVariant extraData(int row, int column, int role) const;
    virtual QVariant extraHeaderData(int column) const;
    /** Every appended column of every row may have changed (what they are computed from moved). */
    void extraColumnsChanged();

private:
    QVariant fieldData(int row, int field, int role) const;

    Project *m_project;
    TableRows *m_rows;
};

} // namespace flopsheet
