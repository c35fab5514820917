#include "core/models/calibrationlistmodel.h"

#include "core/models/displayformat.h"
#include "core/models/tablemodelroles.h"
#include "core/report/calibrationtext.h"

#include <QBrush>
#include <QColor>

namespace flopsheet {
namespace {

QString gapName(GapPart part)
{
    switch (part) {
    case GapPart::Compute: return CalibrationListModel::tr("compute");
    case GapPart::Memory: return CalibrationListModel::tr("memory");
    case GapPart::Communication: return CalibrationListModel::tr("communication");
    case GapPart::Whole: return CalibrationListModel::tr("every part");
    case GapPart::None: break;
    }
    return {};
}

} // namespace

CalibrationListModel::CalibrationListModel(Project *project, QObject *parent)
    : QAbstractTableModel(parent), m_project(project), m_fits(new CalibrationFits(project, this))
{
    // The list itself: rows come and go. Anything else the fits depend on: every figure may move.
    connect(m_fits, &CalibrationFits::calibrationsChanged, this, [this] {
        beginResetModel();
        endResetModel();
    });
    auto refresh = [this] {
        if (rowCount() > 0)
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    };
    connect(project, &Project::workloadsChanged, this, refresh);
    connect(project, &Project::hardwareRowsChanged, this, refresh);
    for (auto signal : {&Project::workloadsInserted, &Project::workloadsRemoved, &Project::hardwareInserted,
                        &Project::hardwareRemoved})
        connect(project, signal, this, refresh);
    connect(project, &Project::assumptionsChanged, this, refresh);
    connect(project, &Project::resetDone, this, [this] { // New, Open, or a scenario applied
        beginResetModel();
        endResetModel();
    });
}

int CalibrationListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_project->calibrations().size());
}

int CalibrationListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CalibrationListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Calibration &c = m_project->calibrations().at(index.row());
    const CalibrationFit &fit = m_fits->fits().at(index.row());
    const auto column = static_cast<Column>(index.column());
    const double modelled = !fit.ok() ? kUnknown
                            : c.quantity == MeasuredQuantity::StepSeconds ? c.value / fit.timeRatio
                                                                           : c.value * fit.timeRatio;
    auto raw = [&]() -> QVariant {
        switch (column) {
        case WorkloadColumn: return c.workloadName;
        case GpuColumn: return c.gpuName.isEmpty() ? c.gpuId : c.gpuName;
        case GpusColumn: return c.gpuCount;
        case PrecisionColumn: return precisionName(c.precision);
        case BatchColumn: return c.batchPerGpu;
        case MeasuredColumn: return knownOrNull(c.value);
        case ModelledColumn: return knownOrNull(modelled);
        case RatioColumn: return knownOrNull(fit.timeRatio);
        case AchievedColumn: return knownOrNull(fit.achievedTflopsPerGpu);
        case EfficiencyColumn: return knownOrNull(fit.achievedEfficiency * 100.0);
        case ModelEfficiencyColumn: return knownOrNull(fit.predictedEfficiency * 100.0);
        case GapColumn: return fit.ok() ? gapName(fit.factors.part) : fit.error;
        case NoteColumn: return c.note;
        case ColumnCount: break;
        }
        return {};
    };
    switch (role) {
    case Qt::DisplayRole: {
        const QVariant v = raw();
        switch (column) {
        case MeasuredColumn:
        case ModelledColumn:
            return v.isValid() ? tr("%1 %2").arg(formatNumber(v.toDouble(), 4), measuredQuantityUnit(c.quantity)) : QString();
        case RatioColumn:
        case AchievedColumn:
        case EfficiencyColumn:
        case ModelEfficiencyColumn:
            return v.isValid() ? formatNumber(v.toDouble(), 3) : QString();
        default:
            return v.typeId() == QMetaType::Int ? QString::number(v.toInt()) : v;
        }
    }
    case SortRole:
        return raw();
    case Qt::ToolTipRole:
        return calibrationSummary(c, fit);
    case Qt::ForegroundRole:
        return fit.ok() ? QVariant() : QVariant(QBrush(QColor(0xb0, 0x20, 0x20)));
    case Qt::TextAlignmentRole: {
        const bool text = column == WorkloadColumn || column == GpuColumn || column == PrecisionColumn
                          || column == GapColumn || column == NoteColumn;
        return QVariant::fromValue(Qt::Alignment(text ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignRight | Qt::AlignVCenter));
    }
    default:
        return {};
    }
}

QVariant CalibrationListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return {};
    switch (static_cast<Column>(section)) {
    case WorkloadColumn: return tr("Workload");
    case GpuColumn: return tr("GPU");
    case GpusColumn: return tr("GPUs");
    case PrecisionColumn: return tr("Precision");
    case BatchColumn: return tr("Batch / GPU");
    case MeasuredColumn: return tr("Measured");
    case ModelledColumn: return tr("Modelled");
    case RatioColumn: return tr("Measured / modelled time");
    case AchievedColumn: return tr("Achieved (TFLOP/s per GPU)");
    case EfficiencyColumn: return tr("Efficiency (% of peak)");
    case ModelEfficiencyColumn: return tr("Model efficiency (%)");
    case GapColumn: return tr("Gap put on");
    case NoteColumn: return tr("Source");
    case ColumnCount: break;
    }
    return {};
}

} // namespace flopsheet
