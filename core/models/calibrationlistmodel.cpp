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
    case GapPart::Compute:
        return CalibrationListModel::tr("compute");
    case GapPart::Memory:
        return CalibrationListModel::tr("memory");
    case GapPart::Communication:
        return CalibrationListModel::tr("communication");
    case GapPart::Whole:
        return CalibrationListModel::tr("every part");
    case GapPart::None:
        break;
    }
    return {};
}

} // namespace

CalibrationListModel::CalibrationListModel(Project *project, QObject *parent)
    : TableModel(project, Table::Calibrations, parent), m_fits(new CalibrationFits(project, this))
{
    // What the fits are computed from: every fit may move (the fits themselves know when they are stale).
    for (Table t : { Table::Workloads, Table::Hardware })
        onAnyRowChange(project->table(t), this, [this] { extraColumnsChanged(); });
    connect(project, &Project::assumptionsChanged, this, [this] { extraColumnsChanged(); });
}

QVariant CalibrationListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Calibration &c = project()->calibrations().at(index.row());
    const CalibrationFit &fit = m_fits->fits().at(index.row());
    if (role == Qt::ToolTipRole && index.column() != column(CalibrationField::SamplesPerStep))
        return calibrationSummary(c, fit);
    if (role == Qt::ForegroundRole && !fit.ok())
        return QBrush(QColor(0xb0, 0x20, 0x20));
    return TableModel::data(index, role);
}

QVariant CalibrationListModel::extraData(int row, int column, int role) const
{
    const Calibration &c = project()->calibrations().at(row);
    const CalibrationFit &fit = m_fits->fits().at(row);
    const auto fitColumn = static_cast<FitColumn>(column);
    const double modelled = !fit.ok()                 ? kUnknown
        : c.quantity == MeasuredQuantity::StepSeconds ? c.value / fit.timeRatio
                                                      : c.value * fit.timeRatio;
    auto raw = [&]() -> QVariant {
        switch (fitColumn) {
        case ModelledColumn:
            return knownOrNull(modelled);
        case RatioColumn:
            return knownOrNull(fit.timeRatio);
        case AchievedColumn:
            return knownOrNull(fit.achievedTflopsPerGpu);
        case EfficiencyColumn:
            return knownOrNull(fit.achievedEfficiency * 100.0);
        case ModelEfficiencyColumn:
            return knownOrNull(fit.predictedEfficiency * 100.0);
        case GapColumn:
            return fit.ok() ? gapName(fit.factors.part) : fit.error;
        case FitColumnCount:
            break;
        }
        return {};
    };
    switch (role) {
    case Qt::DisplayRole: {
        const QVariant v = raw();
        if (fitColumn == GapColumn)
            return v;
        if (!v.isValid())
            return QString();
        if (fitColumn == ModelledColumn)
            return tr("%1 %2").arg(formatNumber(v.toDouble(), 4), measuredQuantityUnit(c.quantity));
        return formatNumber(v.toDouble(), 3);
    }
    case SortRole:
        return raw();
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::Alignment(
            fitColumn == GapColumn ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignRight | Qt::AlignVCenter));
    default:
        return {};
    }
}

QVariant CalibrationListModel::extraHeaderData(int column) const
{
    switch (static_cast<FitColumn>(column)) {
    case ModelledColumn:
        return tr("Modelled");
    case RatioColumn:
        return tr("Measured / modelled time");
    case AchievedColumn:
        return tr("Achieved (TFLOP/s per GPU)");
    case EfficiencyColumn:
        return tr("Efficiency (% of peak)");
    case ModelEfficiencyColumn:
        return tr("Model efficiency (%)");
    case GapColumn:
        return tr("Gap put on");
    case FitColumnCount:
        break;
    }
    return {};
}

} // namespace flopsheet
