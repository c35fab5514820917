#pragma once

#include "core/models/calibrationfits.h"

#include <QAbstractTableModel>

namespace flopsheet {

/**
 * The project's measured runs, one row each, with what the model makes of them: the measurement, the
 * modelled figure, measured / modelled time, achieved TFLOP/s and efficiency, and the part of the step
 * the gap was put on. Read-only: edits go through the calibration commands.
 */
class CalibrationListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        WorkloadColumn, GpuColumn, GpusColumn, PrecisionColumn, BatchColumn, MeasuredColumn, ModelledColumn,
        RatioColumn, AchievedColumn, EfficiencyColumn, ModelEfficiencyColumn, GapColumn, NoteColumn, ColumnCount
    };

    explicit CalibrationListModel(Project *project, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const CalibrationFits *fits() const { return m_fits; }

private:
    Project *m_project;
    CalibrationFits *m_fits; ///< made before this model connects, so stale fits are gone when it reads
};

} // namespace flopsheet
