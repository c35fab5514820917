#pragma once

#include "core/document/project.h"
#include "core/estimate/estimate.h"
#include "core/estimate/figures.h"
#include "core/models/calibrationfits.h"

#include <QAbstractTableModel>

#include <optional>
#include <vector>

namespace flopsheet {

/**
 * Every workload × every included GPU type, estimated by the core. Results are cached; an edit of
 * one workload recomputes that workload's rows, an edit of one GPU type recomputes its rows, and
 * only those rows emit dataChanged. Adding, removing, moving or (un)including rows recomputes all.
 */
class ResultModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        WorkloadColumn,
        GpuColumn,
        GpusColumn,
        PrecisionColumn,
        WallHoursColumn,
        GpuHoursColumn,
        CostColumn,
        EnergyColumn,
        MemoryColumn,
        CapacityColumn,
        FitsColumn,
        BoundColumn,
        SamplesPerSColumn,
        TokensPerSColumn,
        MfuColumn,
        TtftColumn,
        TpotColumn,
        CalibratedHoursColumn, ///< wall time with a measured run's calibration (issue 7); empty where none applies
        /** Serving's price, $ per million output tokens (issue 15): the cost column holds training's total
         *  dollars only. Last, so saved column layouts keep their places. */
        CostPerMillionTokensColumn,
        /** Serving's price per million samples (images, sequences, requests): the price of a model that generates
         *  nothing (a conv net, an encoder), and of each request of one that does. */
        CostPerMillionSamplesColumn,
        ColumnCount
    };

    explicit ResultModel(Project *project, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const Estimate &estimateAt(int row) const { return m_estimates[size_t(row)]; }
    int workloadRowOf(int row) const { return m_hardwareCount ? row / m_hardwareCount : 0; }
    int hardwareRowOf(int row) const { return m_includedHardware[size_t(m_hardwareCount ? row % m_hardwareCount : 0)]; }
    /** The scenario the row was estimated with (the GPU count and precision actually used). */
    Scenario scenarioAt(int row) const;
    /** The result row of a workload on a hardware row, or -1 when that GPU type is not included. */
    int rowFor(int workloadRow, int hardwareRow) const;
    /** The calibration applied to a row (index -1 when none applies) and its calibrated figures. */
    AppliedCalibration calibrationAt(int row) const;

    /** The figure (figures.h) whose header titles a column; nullopt for the workload, GPU, count,
     *  precision and calibrated-time columns. */
    static std::optional<FigureId> columnFigure(int column);
    /** The figure a column shows for a row: columnFigure's (each column one unit, figures of the other
     *  mode empty), but the token rate is the output rate where the estimate has one. */
    static std::optional<FigureId> valueFigure(int column, Mode mode, const Estimate &e);

private:
    void recomputeAll();
    void recomputeWorkloads(int first, int last);
    void recomputeHardware(int first, int last);
    void resetAll();
    QString errorText(int row) const;

    Project *m_project;
    std::vector<int> m_includedHardware; ///< hardware rows shown, in table order
    int m_hardwareCount = 0; ///< m_includedHardware.size()
    std::vector<Estimate> m_estimates; ///< row-major: workload × included hardware
    ProjectAssumptions m_assumptionsUsed; ///< what the estimates were computed with
    CalibrationFits *m_calibrationFits; ///< made first, so it forgets stale fits before the rows recompute
};

} // namespace flopsheet
