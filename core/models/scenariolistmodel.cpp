#include "core/models/scenariolistmodel.h"

#include "core/document/edits.h"
#include "core/document/project.h"
#include "core/models/displayformat.h"

namespace flopsheet {

ScenarioListModel::ScenarioListModel(Project *project, QObject *parent) : QAbstractListModel(parent), m_project(project)
{
    // Scenarios change one at a time and rarely; a reset keeps this model simple.
    connect(project, &Project::scenariosChanged, this, [this] {
        beginResetModel();
        endResetModel();
    });
}

int ScenarioListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_project->scenarios().size());
}

QVariant ScenarioListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const SavedScenario &s = m_project->scenarios().at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        return s.name;
    case Qt::ToolTipRole: {
        QStringList lines { tr("%n workload(s)", nullptr, int(s.workloads.size())),
            tr("%n GPU type(s)", nullptr, int(s.hardware.size())),
            tr("price × %1").arg(formatNumber(s.assumptions.priceMultiplier, 3)) };
        if (s.assumptions.hasDeadline())
            lines << tr("deadline %1 h").arg(formatHours(s.assumptions.deadlineHours));
        if (s.assumptions.hasBudget())
            lines << tr("budget %1").arg(formatMoney(s.assumptions.budgetUsd));
        return lines.join(QStringLiteral(", "));
    }
    default:
        return {};
    }
}

bool ScenarioListModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return false;
    const EditResult result = edits::renameScenario(*m_project, index.row(), value.toString());
    if (!result.ok()) {
        emit editRejected(index, result.error);
        return false;
    }
    return true;
}

Qt::ItemFlags ScenarioListModel::flags(const QModelIndex &index) const
{
    return QAbstractListModel::flags(index) | (index.isValid() ? Qt::ItemIsEditable : Qt::NoItemFlags);
}

} // namespace flopsheet
