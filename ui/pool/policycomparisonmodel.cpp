#include "ui/pool/policycomparisonmodel.h"

#include "core/models/displayformat.h"
#include "core/models/tablemodelroles.h"
#include "core/pool/policies.h"
#include "ui/pool/pooltext.h"

#include <QFont>

namespace flopsheet {

PolicyComparisonModel::PolicyComparisonModel(QObject *parent) : QAbstractTableModel(parent) { }

void PolicyComparisonModel::setOutcomes(const QList<PolicyOutcome> &outcomes, PoolPolicy current)
{
    const bool sameRows = outcomes.size() == m_outcomes.size();
    if (!sameRows)
        beginResetModel();
    m_outcomes = outcomes;
    m_current = current;
    // Both time columns in one unit: the policies are compared down them.
    QList<double> spans;
    for (const PolicyOutcome &o : outcomes)
        spans << o.averageCompletionHours << o.makespanHours;
    m_timeUnit = pooltext::durationUnit(spans);
    if (!sameRows)
        endResetModel();
    else if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int PolicyComparisonModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_outcomes.size());
}

int PolicyComparisonModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString PolicyComparisonModel::displayText(const PolicyOutcome &o, int column) const
{
    switch (Column(column)) {
    case PolicyColumn:
        return choiceLabel(kPoolPolicyChoices, int(o.policy));
    case AverageCompletionColumn:
        return isKnown(o.averageCompletionHours) ? pooltext::duration(o.averageCompletionHours, m_timeUnit)
                                                 : QStringLiteral("—");
    case MakespanColumn:
        return pooltext::duration(o.makespanHours, m_timeUnit);
    case CostColumn:
        return formatMoney(o.costUsd);
    case PoolCostColumn:
        return formatMoney(o.poolCostUsd);
    case WorstRhoColumn:
        return pooltext::rho(o.worstRho);
    case DeadlinesColumn: {
        QString text = o.deadlines > 0 ? tr("%1 of %2").arg(o.deadlinesMet).arg(o.deadlines) : QStringLiteral("—");
        if (o.unfinished > 0)
            text = tr("%1; %n unfinished", nullptr, o.unfinished).arg(text);
        return text;
    }
    case ColumnCount:
        break;
    }
    return {};
}

QVariant PolicyComparisonModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const PolicyOutcome &o = m_outcomes[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        return displayText(o, index.column());
    case Qt::ToolTipRole:
        return index.column() == PolicyColumn ? policyObjective(o.policy) : QVariant();
    case Qt::TextAlignmentRole:
        return index.column() == PolicyColumn ? int(Qt::AlignLeft | Qt::AlignVCenter)
                                              : int(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        if (o.policy == m_current) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case SortRole:
        switch (Column(index.column())) {
        case AverageCompletionColumn:
            return knownOrNull(o.averageCompletionHours);
        case MakespanColumn:
            return o.makespanHours;
        case CostColumn:
            return o.costUsd;
        case PoolCostColumn:
            return o.poolCostUsd;
        case WorstRhoColumn:
            return knownOrNull(o.worstRho);
        case DeadlinesColumn:
            return o.deadlinesMet;
        default:
            return displayText(o, index.column());
        }
    default:
        return {};
    }
}

QVariant PolicyComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && Column(section) == WorstRhoColumn)
        return pooltext::rhoDefinition();
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case PolicyColumn:
        return tr("Policy");
    case AverageCompletionColumn:
        return tr("Average completion");
    case MakespanColumn:
        return tr("Makespan");
    case CostColumn:
        return tr("Jobs' cost");
    case PoolCostColumn:
        return tr("Pool cost");
    case WorstRhoColumn:
        return tr("Worst ρ");
    case DeadlinesColumn:
        return tr("Deadlines met");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace flopsheet
