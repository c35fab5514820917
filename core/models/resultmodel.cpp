#include "core/models/resultmodel.h"

#include "core/report/assumptions.h"

#include "core/document/entries.h"
#include "core/estimate/estimator.h"
#include "core/estimate/parallel.h"
#include "core/models/calibrationfits.h"
#include "core/models/displayformat.h"
#include "core/models/tablemodelroles.h"
#include "core/report/calibrationtext.h"
#include "core/report/rangetext.h"

#include <QBrush>
#include <QColor>

namespace flopsheet {

ResultModel::ResultModel(Project *project, QObject *parent)
    : QAbstractTableModel(parent), m_project(project), m_calibrationFits(new CalibrationFits(project, this))
{
    recomputeAll();
    connect(&project->table(Table::Workloads), &TableRows::rowsChanged, this, &ResultModel::recomputeWorkloads);
    connect(&project->table(Table::Hardware), &TableRows::rowsChanged, this, &ResultModel::recomputeHardware);
    // Structural changes: the reset begins before the project changes and ends after, so views never
    // read a row mapping that no longer matches the project.
    for (Table t : { Table::Workloads, Table::Hardware }) {
        onRowsAboutToRestructure(project->table(t), this, [this] { beginResetModel(); });
        onRowsRestructured(project->table(t), this, [this] {
            recomputeAll();
            endResetModel();
        });
    }
    connect(project, &Project::aboutToReset, this, [this] { beginResetModel(); });
    connect(project, &Project::resetDone, this, [this] {
        recomputeAll();
        endResetModel();
    });
    // New assumptions change every figure but no row; the deadline and the budget change none.
    connect(project, &Project::assumptionsChanged, this, [this] {
        ProjectAssumptions used = m_project->assumptions();
        used.deadlineHours = m_assumptionsUsed.deadlineHours;
        used.budgetUsd = m_assumptionsUsed.budgetUsd;
        if (used == m_assumptionsUsed)
            return;
        recomputeAll();
        if (rowCount() > 0)
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    });
    connect(m_calibrationFits, &CalibrationFits::calibrationsChanged, this, [this] {
        if (rowCount() > 0)
            emit dataChanged(index(0, CalibratedHoursColumn), index(rowCount() - 1, CalibratedHoursColumn));
    });
}

void ResultModel::resetAll()
{
    beginResetModel();
    recomputeAll();
    endResetModel();
}

void ResultModel::recomputeAll()
{
    m_includedHardware.clear();
    for (int h = 0; h < m_project->hardwareCount(); ++h) {
        if (m_project->hardware(h).included)
            m_includedHardware.push_back(h);
    }
    m_hardwareCount = int(m_includedHardware.size());
    m_estimates.assign(size_t(m_project->workloadCount()) * size_t(m_hardwareCount), Estimate());
    const ProjectAssumptions &a = m_project->assumptions();
    m_assumptionsUsed = a;
    // Every result on every core: a plan of 10,000 workloads × 40 GPU types is 400,000 estimates.
    forEachInParallel(m_estimates.size(), [&](std::size_t i) {
        const WorkloadEntry &entry = m_project->workload(int(i / size_t(m_hardwareCount)));
        const HardwareEntry &hw = m_project->hardware(m_includedHardware[i % size_t(m_hardwareCount)]);
        m_estimates[i] = estimate(entry.workload, hw.gpu, scenarioFor(entry, hw, a));
    });
}

void ResultModel::recomputeWorkloads(int first, int last)
{
    if (m_hardwareCount == 0)
        return;
    const ProjectAssumptions &a = m_project->assumptions();
    for (int w = first; w <= last; ++w) {
        const WorkloadEntry &entry = m_project->workload(w);
        for (int k = 0; k < m_hardwareCount; ++k) {
            const HardwareEntry &hw = m_project->hardware(m_includedHardware[size_t(k)]);
            m_estimates[size_t(w * m_hardwareCount + k)] = estimate(entry.workload, hw.gpu, scenarioFor(entry, hw, a));
        }
    }
    // The changed workloads' results are one block of rows.
    emit dataChanged(index(first * m_hardwareCount, 0), index((last + 1) * m_hardwareCount - 1, ColumnCount - 1));
}

void ResultModel::recomputeHardware(int first, int last)
{
    std::vector<int> shownColumns; // positions k in m_includedHardware of the changed rows
    for (int h = first; h <= last; ++h) {
        const auto it = std::find(m_includedHardware.begin(), m_includedHardware.end(), h);
        const bool shown = it != m_includedHardware.end();
        if (shown != m_project->hardware(h).included) {
            resetAll(); // rows appear or disappear
            return;
        }
        if (shown)
            shownColumns.push_back(int(it - m_includedHardware.begin()));
    }
    if (shownColumns.empty())
        return;
    const ProjectAssumptions &a = m_project->assumptions();
    forEachInParallel(
        size_t(m_project->workloadCount()),
        [&](std::size_t w) {
            const WorkloadEntry &entry = m_project->workload(int(w));
            for (int k : shownColumns) {
                const HardwareEntry &hw = m_project->hardware(m_includedHardware[size_t(k)]);
                m_estimates[w * size_t(m_hardwareCount) + size_t(k)]
                    = estimate(entry.workload, hw.gpu, scenarioFor(entry, hw, a));
            }
        },
        64);
    if (shownColumns.size() == 1) {
        // One GPU type: its rows are spread one per workload, so only they are announced.
        for (int w = 0; w < m_project->workloadCount(); ++w) {
            const int row = w * m_hardwareCount + shownColumns.front();
            emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
        }
    } else if (rowCount() > 0) {
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    }
}

Scenario ResultModel::scenarioAt(int row) const
{
    return scenarioFor(
        m_project->workload(workloadRowOf(row)), m_project->hardware(hardwareRowOf(row)), m_project->assumptions());
}

int ResultModel::rowFor(int workloadRow, int hardwareRow) const
{
    const auto it = std::find(m_includedHardware.begin(), m_includedHardware.end(), hardwareRow);
    if (it == m_includedHardware.end())
        return -1;
    return workloadRow * m_hardwareCount + int(it - m_includedHardware.begin());
}

AppliedCalibration ResultModel::calibrationAt(int row) const
{
    return m_calibrationFits->applied(workloadRowOf(row), hardwareRowOf(row), estimateAt(row));
}

int ResultModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_estimates.size());
}

int ResultModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ResultModel::errorText(int row) const
{
    const Scenario sc = scenarioAt(row);
    const EstimateError error = estimateAt(row).error;
    // The pinned split's own reason ("tensor parallel 16 needs 16 GPUs; the job has 8") says what to change.
    if (error == EstimateError::LayoutCannotRun)
        if (const QString why = layoutPinProblem(m_project->workload(workloadRowOf(row)).workload, sc); !why.isEmpty())
            return why;
    return errorMessage(error, m_project->hardware(hardwareRowOf(row)).gpu.name, sc.precision);
}

QVariant ResultModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const int row = index.row();
    const Estimate &e = estimateAt(row);
    const WorkloadEntry &w = m_project->workload(workloadRowOf(row));
    const HardwareEntry &h = m_project->hardware(hardwareRowOf(row));
    const auto column = static_cast<Column>(index.column());

    // The raw value of a column: what sorting, charts and CSV use. Figure columns read the figure table.
    auto raw = [&]() -> QVariant {
        if (const std::optional<FigureId> id = valueFigure(column, w.scenario.mode, e)) {
            const FigureDescriptor &f = figure(*id);
            switch (f.kind) {
            case FigureKind::Number:
                return knownOrNull(f.value(e) * f.textScale);
            case FigureKind::Count:
                return int(f.value(e));
            case FigureKind::Flag:
                return f.value(e) != 0.0;
            case FigureKind::Bound:
                return boundName(e.bound);
            }
        }
        switch (column) {
        case WorkloadColumn:
            return w.workload.name;
        case GpuColumn:
            return h.gpu.name;
        case GpusColumn:
            return scenarioAt(row).gpuCount; // the workload's own count for this type where it has one
        case PrecisionColumn:
            return precisionName(scenarioAt(row).precision);
        case CalibratedHoursColumn:
            return knownOrNull(calibrationAt(row).figures.wallHours);
        default:
            break;
        }
        return {};
    };

    const bool textColumn = column == WorkloadColumn || column == GpuColumn || column == PrecisionColumn;
    switch (role) {
    case Qt::DisplayRole: {
        if (!e.ok() && !textColumn && column != GpusColumn)
            return column == FitsColumn ? tr("error") : QString();
        const QVariant v = raw();
        switch (column) {
        case WorkloadColumn:
        case GpuColumn:
            return v;
        case PrecisionColumn: {
            const QString used = v.toString();
            const QString asked = precisionName(w.scenario.precision);
            return used == asked ? used : tr("%1 (no %2)").arg(used, asked);
        }
        case GpusColumn:
            return QString::number(scenarioAt(row).gpuCount);
        case CostColumn:
        case CostPerMillionTokensColumn:
        case CostPerMillionSamplesColumn: {
            // Each cost column prices one mode; the other mode's rows leave it empty.
            const bool applies = figure(*columnFigure(column)).appliesTo(w.scenario.mode)
                && (column != CostPerMillionTokensColumn || e.servingPricedPerToken()); // generated tokens only
            return v.isValid()                              ? formatMoney(v.toDouble())
                : applies && !isKnown(e.pricePerGpuHourUsd) ? tr("no price")
                                                            : QString();
        }
        case FitsColumn:
            return e.fits ? tr("yes") : tr("no");
        case BoundColumn: {
            switch (e.bound) {
            case Bound::Compute:
                return tr("compute");
            case Bound::Memory:
                return tr("memory");
            case Bound::Communication:
                return tr("communication");
            case Bound::Overhead:
                return tr("overhead");
            }
            return {};
        }
        case MfuColumn:
            return v.isValid() ? formatNumber(v.toDouble(), 3) : QString();
        default:
            return v.isValid() ? formatNumber(v.toDouble(), 3) : QString();
        }
    }
    case SortRole:
        return raw();
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::Alignment(textColumn || column == FitsColumn || column == BoundColumn
                ? Qt::AlignLeft | Qt::AlignVCenter
                : Qt::AlignRight | Qt::AlignVCenter));
    case Qt::ForegroundRole:
        if (!e.ok() || (column == FitsColumn && !e.fits))
            return QBrush(QColor(0xb0, 0x20, 0x20));
        return {};
    case Qt::ToolTipRole:
        if (!e.ok())
            return errorText(row);
        if (column == WallHoursColumn || column == GpuHoursColumn || column == CostColumn
            || column == CostPerMillionTokensColumn || column == CostPerMillionSamplesColumn
            || column == SamplesPerSColumn || column == TokensPerSColumn) {
            const QStringList lines = QStringList { rangeText(e, scenarioAt(row).mode) } + warningMessages(e);
            return lines.join(u'\n').trimmed();
        }
        if (column == CalibratedHoursColumn)
            return calibrationToolTip(calibrationAt(row));
        if (column == GpusColumn && w.gpuCounts.contains(h.gpu.name))
            return tr("\"%1\" plans with %2 × %3 of its own (Use This Plan for This Workload); the %3 row plans "
                      "the other workloads with %4. Use This Plan for Every Workload gives that up.")
                .arg(w.workload.name, QString::number(scenarioAt(row).gpuCount), h.gpu.name, QString::number(h.count));
        if (column == WorkloadColumn || column == GpuColumn) {
            // Where a row's figures come from: what the estimate assumed (core/report/assumptions.h).
            const QList<Assumption> assumed = estimateAssumptions(m_project->workload(workloadRowOf(row)).workload,
                m_project->hardware(hardwareRowOf(row)).gpu, scenarioAt(row), e);
            return (assumptionLines(assumed) + warningMessages(e)).join(u'\n');
        }
        if (e.warnings)
            return warningMessages(e).join(u'\n');
        return {};
    default:
        return {};
    }
}

QVariant ResultModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1;
    // A serving row's rate is its output tokens (valueFigure), not the prompt and output the CLI's
    // "Throughput" counts: the header says so, so the two never read as the same figure.
    if (section == TokensPerSColumn)
        return tr("Throughput (tokens/s; output when serving)");
    if (const std::optional<FigureId> id = columnFigure(section))
        return figureHeader(figure(*id));
    switch (static_cast<Column>(section)) {
    case WorkloadColumn:
        return tr("Workload");
    case GpuColumn:
        return tr("GPU");
    case GpusColumn:
        return tr("GPUs");
    case PrecisionColumn:
        return tr("Precision");
    case CalibratedHoursColumn:
        return tr("Calibrated time (h)");
    default:
        break;
    }
    return {};
}

std::optional<FigureId> ResultModel::columnFigure(int column)
{
    switch (static_cast<Column>(column)) {
    case WallHoursColumn:
        return FigureId::WallHours;
    case GpuHoursColumn:
        return FigureId::GpuHours;
    case CostColumn:
        return FigureId::CostUsd;
    case EnergyColumn:
        return FigureId::EnergyKwh;
    case MemoryColumn:
        return FigureId::MemoryPerGpuGiB;
    case CapacityColumn:
        return FigureId::MemoryCapacityGiB;
    case FitsColumn:
        return FigureId::Fits;
    case BoundColumn:
        return FigureId::Bound;
    case SamplesPerSColumn:
        return FigureId::SamplesPerS;
    case TokensPerSColumn:
        return FigureId::TokensPerS;
    case MfuColumn:
        return FigureId::Mfu;
    case TtftColumn:
        return FigureId::TimeToFirstTokenMs;
    case TpotColumn:
        return FigureId::TimePerOutputTokenMs;
    case CostPerMillionTokensColumn:
        return FigureId::CostPerMillionTokensUsd;
    case CostPerMillionSamplesColumn:
        return FigureId::CostPerMillionSamplesUsd;
    case WorkloadColumn:
    case GpuColumn:
    case GpusColumn:
    case PrecisionColumn:
    case CalibratedHoursColumn:
    case ColumnCount:
        break;
    }
    return std::nullopt;
}

std::optional<FigureId> ResultModel::valueFigure(int column, Mode mode, const Estimate &e)
{
    // Tokens per second either way: a served model's rate is the tokens it produces.
    if (column == TokensPerSColumn && isKnown(e.outputTokensPerS))
        return FigureId::OutputTokensPerS;
    const std::optional<FigureId> id = columnFigure(column);
    if (id && !figure(*id).appliesTo(mode))
        return std::nullopt; // a training total on a serving row, or the reverse: no value, not another unit
    return id;
}

} // namespace flopsheet
