#pragma once

#include "core/document/fields.h"
#include "core/document/project.h"

#include <QAbstractTableModel>

namespace flopsheet {

/** The hardware table over a Project: one row per GPU type, one column per GpuField. */
class HardwareTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    explicit HardwareTableModel(Project *project, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    /** Refuses invalid input with editRejected(); otherwise pushes a SetCellCommand. */
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

    static GpuField fieldForColumn(int column) { return static_cast<GpuField>(column); }

signals:
    void editRejected(const QModelIndex &index, const QString &message);

private:
    Project *m_project;
};

} // namespace flopsheet
