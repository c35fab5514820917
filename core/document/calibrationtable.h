#pragma once

#include "core/document/tabletraits.h"
#include "core/estimate/calibration.h"

namespace flopsheet {

/** Columns of the measured runs (Calibrations dock), in display order; fileKey names them in project files. */
enum class CalibrationField : int {
    Workload,
    GpuName,
    GpuId,
    GpuCount,
    Precision,
    BatchPerGpu,
    Quantity,
    Value,
    SamplesPerStep,
    Note,
    FieldCount
};
inline constexpr int kCalibrationFieldCount = static_cast<int>(CalibrationField::FieldCount);

template <> struct EntryOfField<CalibrationField> {
    using type = Calibration;
};

/** Measured runs: stored field by field, so the project file section comes from the description alone. */
template <> struct TableTraits<Calibration> {
    using Field = CalibrationField;
    static const TableDescription &description();
    static QVariant value(const Calibration &c, int field);
    static void set(Calibration &c, int field, const QVariant &canonical);
    /** Samples per step belongs to step-time measurements only. */
    static bool applies(const Calibration &c, int field);
    static QString toolTip(const Calibration &, int) { return {}; }
    static bool matchesName(const Calibration &, const QString &) { return false; }
    static void finishImport(Calibration &, const Calibration *, const QList<int> &) { }
    static Calibration blank() { return {}; }
    /** What a whole row lacks beyond its fields' own checks (a GPU id or a GPU name); empty when none. */
    static QString rowProblem(const Calibration &c, int *field);
};

} // namespace flopsheet
