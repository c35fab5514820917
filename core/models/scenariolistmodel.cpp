#include "core/models/scenariolistmodel.h"

#include "core/document/project.h"
#include "core/document/scenariocommands.h"
#include "core/models/displayformat.h"

namespace flopsheet {

ScenarioListModel::ScenarioListModel(Project *project, QObject *parent)
    : QAbstractListModel(parent), m_project(project)
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
        QStringList lines{tr("%n workload(s)", nullptr, int(s.workloads.size())),
                          tr("%n GPU type(s)", nullptr, int(s.hardware.size())),
                          tr("price × %1").arg(formatNumber(s.assumptions.priceMultiplier, 3))};
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
    const QString name = value.toString().trimmed();
    if (name == m_project->scenarios().at(index.row()).name)
        return true;
    if (name.isEmpty()) {
        emit editRejected(index, tr("A scenario needs a name."));
        return false;
    }
    for (const SavedScenario &s : m_project->scenarios()) {
        if (s.name == name) {
            emit editRejected(index, tr("Another scenario is already called \"%1\".").arg(name));
            return false;
        }
    }
    m_project->undoStack()->push(new RenameScenarioCommand(m_project, index.row(), name));
    return true;
}

Qt::ItemFlags ScenarioListModel::flags(const QModelIndex &index) const
{
    return QAbstractListModel::flags(index) | (index.isValid() ? Qt::ItemIsEditable : Qt::NoItemFlags);
}

} // namespace flopsheet
