#include "core/document/calibrationtable.h"

#include <QCoreApplication>

namespace flopsheet {
namespace {

constexpr FieldSpec kFields[kCalibrationFieldCount] = {
    { .key = "workload",
        .title = QT_TRANSLATE_NOOP("Fields", "Workload"),
        .kind = FieldKind::Text,
        .required = true,
        .fileKey = "workload" },
    { .key = "gpu_name", .title = QT_TRANSLATE_NOOP("Fields", "GPU"), .kind = FieldKind::Text, .fileKey = "gpuName" },
    { .key = "gpu_id", .title = QT_TRANSLATE_NOOP("Fields", "GPU id"), .kind = FieldKind::Text, .fileKey = "gpuId" },
    { .key = "gpu_count",
        .title = QT_TRANSLATE_NOOP("Fields", "GPUs"),
        .kind = FieldKind::Count,
        .limits = limits::gpuCount,
        .required = true,
        .format = CellFormat::Integer,
        .fileKey = "gpuCount" },
    { .key = "precision",
        .title = QT_TRANSLATE_NOOP("Fields", "Precision"),
        .kind = FieldKind::Choice,
        .required = true,
        .choices = kPrecisionChoices,
        .fileKey = "precision" },
    { .key = "batch_per_gpu",
        .title = QT_TRANSLATE_NOOP("Fields", "Batch / GPU"),
        .kind = FieldKind::Count,
        .limits = limits::batchPerGpu,
        .required = true,
        .format = CellFormat::Integer,
        .fileKey = "batchPerGpu" },
    { .key = "quantity",
        .title = QT_TRANSLATE_NOOP("Fields", "Measured"),
        .kind = FieldKind::Choice,
        .required = true,
        .choices = kMeasuredQuantityChoices,
        .fileKey = "quantity" },
    { .key = "value",
        .title = QT_TRANSLATE_NOOP("Fields", "Value"),
        .limits = limits::measuredValue,
        .required = true,
        .fileKey = "value" },
    { .key = "samples_per_step",
        .title = QT_TRANSLATE_NOOP("Fields", "Samples / step"),
        .kind = FieldKind::Count,
        .limits = limits::samplesPerStep,
        .format = CellFormat::Count,
        .empty = EmptyCell::Auto,
        .toolTip = QT_TRANSLATE_NOOP("Fields", "Samples one step processes; empty = batch × data-parallel GPUs"),
        .fileKey = "samplesPerStep" },
    { .key = "note", .title = QT_TRANSLATE_NOOP("Fields", "Source"), .kind = FieldKind::Text, .fileKey = "note" },
};

const TableDescription kDescription {
    .table = Table::Calibrations,
    .key = "calibrations",
    .title = QT_TRANSLATE_NOOP("Tables", "measured runs"),
    .fields = kFields,
    .nameField = int(CalibrationField::Workload),
    .rowsNoun = QT_TRANSLATE_N_NOOP("Tables", "%n measured run(s)"),
    .addText = QT_TRANSLATE_N_NOOP("Tables", "Add %n measured run(s)"),
    .deleteText = QT_TRANSLATE_N_NOOP("Tables", "Delete %n measured run(s)"),
    .setText = QT_TRANSLATE_N_NOOP("Tables", "Set %1 of %n measured run(s)"),
};

QVariant number(double v)
{
    return isKnown(v) ? QVariant(v) : QVariant();
}

} // namespace

const TableDescription &TableTraits<Calibration>::description()
{
    return kDescription;
}

QVariant TableTraits<Calibration>::value(const Calibration &c, int field)
{
    switch (static_cast<CalibrationField>(field)) {
    case CalibrationField::Workload:
        return c.workloadName;
    case CalibrationField::GpuName:
        return c.gpuName;
    case CalibrationField::GpuId:
        return c.gpuId;
    case CalibrationField::GpuCount:
        return double(c.gpuCount);
    case CalibrationField::Precision:
        return precisionName(c.precision);
    case CalibrationField::BatchPerGpu:
        return double(c.batchPerGpu);
    case CalibrationField::Quantity:
        return measuredQuantityName(c.quantity);
    case CalibrationField::Value:
        return number(c.value);
    case CalibrationField::SamplesPerStep:
        return number(c.samplesPerStep);
    case CalibrationField::Note:
        return c.note;
    case CalibrationField::FieldCount:
        break;
    }
    return {};
}

void TableTraits<Calibration>::set(Calibration &c, int field, const QVariant &v)
{
    const double d = v.isValid() ? v.toDouble() : kUnknown;
    switch (static_cast<CalibrationField>(field)) {
    case CalibrationField::Workload:
        c.workloadName = v.toString();
        break;
    case CalibrationField::GpuName:
        c.gpuName = v.toString();
        break;
    case CalibrationField::GpuId:
        c.gpuId = v.toString();
        break;
    case CalibrationField::GpuCount:
        c.gpuCount = isKnown(d) ? int(d) : 1;
        break;
    case CalibrationField::Precision:
        c.precision = parsePrecision(v.toString()).value_or(Precision::BF16);
        break;
    case CalibrationField::BatchPerGpu:
        c.batchPerGpu = isKnown(d) ? int(d) : 1;
        break;
    case CalibrationField::Quantity:
        c.quantity = parseMeasuredQuantity(v.toString()).value_or(MeasuredQuantity::SamplesPerS);
        break;
    case CalibrationField::Value:
        c.value = d;
        break;
    case CalibrationField::SamplesPerStep:
        c.samplesPerStep = d;
        break;
    case CalibrationField::Note:
        c.note = v.toString();
        break;
    case CalibrationField::FieldCount:
        break;
    }
}

bool TableTraits<Calibration>::applies(const Calibration &c, int field)
{
    if (static_cast<CalibrationField>(field) == CalibrationField::SamplesPerStep)
        return c.quantity == MeasuredQuantity::StepSeconds;
    return true;
}

QString TableTraits<Calibration>::rowProblem(const Calibration &c, int *field)
{
    if (c.gpuId.isEmpty() && c.gpuName.isEmpty()) {
        *field = int(CalibrationField::GpuId);
        return QCoreApplication::translate("Fields", "is missing (or give gpuName)");
    }
    return {};
}

} // namespace flopsheet
