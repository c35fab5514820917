#pragma once

#include "core/models/calibrationfits.h"
#include "core/models/tablemodel.h"

namespace flopsheet {

/**
 * The project's measured runs as a table (the generic TableModel over Table::Calibrations: editable,
 * undoable cells), followed by what the model makes of each: the modelled figure, measured / modelled
 * time, achieved TFLOP/s and efficiency, and the part of the step the gap was put on.
 */
class CalibrationListModel : public TableModel {
    Q_OBJECT
public:
    /** The columns after the measured run's own fields. */
    enum FitColumn {
        ModelledColumn,
        RatioColumn,
        AchievedColumn,
        EfficiencyColumn,
        ModelEfficiencyColumn,
        GapColumn,
        FitColumnCount
    };

    explicit CalibrationListModel(Project *project, QObject *parent = nullptr);

    /** The model column of a fit column. */
    static int column(FitColumn c) { return kCalibrationFieldCount + int(c); }
    static int column(CalibrationField f) { return int(f); }

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    const CalibrationFits *fits() const { return m_fits; }

protected:
    int extraColumnCount() const override { return FitColumnCount; }
    QVariant extraData(int row, int column, int role) const override;
    QVariant extraHeaderData(int column) const override;

private:
    CalibrationFits *m_fits;
};

} // namespace flopsheet
