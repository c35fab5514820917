#include "core/analyzer/layertablemodel.h"

#include "core/estimate/units.h"

#include <QLocale>

namespace flopsheet {

LayerTableModel::LayerTableModel(QObject *parent) : QAbstractTableModel(parent) { }

void LayerTableModel::setAnalysis(const Analysis &analysis)
{
    beginResetModel();
    m_analysis = analysis;
    endResetModel();
}

int LayerTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_analysis.rows.size());
}

int LayerTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LayerTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const LayerRow &row = m_analysis.rows[size_t(index.row())];
    if (role == Qt::TextAlignmentRole)
        return index.column() >= Params || index.column() == Count ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                                                   : QVariant();
    if (role == Qt::ToolTipRole && index.column() == Name)
        return tr("Input %1").arg(shapeText(row.input));
    if (role == Qt::UserRole) { // raw numbers for sorting and tests
        switch (index.column()) {
        case Params:
            return row.params;
        case Macs:
            return row.macs;
        case Activations:
            return row.activationBytes;
        case Count:
            return qlonglong(row.instances);
        default:
            break;
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    const QLocale locale;
    switch (index.column()) {
    case Name:
        return QString(QString(row.depth * 2, u' ') + row.name);
    case Kind:
        return row.kindLabel;
    case Count:
        return row.instances > 1 ? tr("×%1").arg(row.instances) : QString();
    case Output:
        return row.output.empty() ? tr("unknown") : shapeText(row.output);
    case Params:
        return locale.toString(row.params, 'f', 0);
    case Macs:
        return formatSi(row.macs, 4);
    case Activations:
        return QString(formatSi(row.activationBytes, 4) + u'B');
    default:
        return {};
    }
}

QVariant LayerTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Name:
        return tr("Layer");
    case Kind:
        return tr("Kind");
    case Count:
        return tr("Count");
    case Output:
        return tr("Output shape");
    case Params:
        return tr("Parameters");
    case Macs:
        return tr("MACs");
    case Activations:
        return tr("Activations");
    default:
        return {};
    }
}

} // namespace flopsheet
