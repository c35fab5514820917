#include "ui/sortkeyproxy.h"

#include <QVariant>

namespace flopsheet {

void SortKeyProxy::setSourceModel(QAbstractItemModel *model)
{
    if (sourceModel())
        disconnect(sourceModel(), nullptr, this, nullptr);
    forgetKeys();
    if (model) {
        // Connected before the base class connects its own handlers, so the keys are current by the
        // time it re-sorts changed or inserted rows.
        connect(model, &QAbstractItemModel::dataChanged, this, &SortKeyProxy::updateKeys);
        connect(model, &QAbstractItemModel::modelReset, this, &SortKeyProxy::forgetKeys);
        connect(model, &QAbstractItemModel::layoutChanged, this, &SortKeyProxy::forgetKeys);
        connect(model, &QAbstractItemModel::rowsInserted, this, &SortKeyProxy::forgetKeys);
        connect(model, &QAbstractItemModel::rowsRemoved, this, &SortKeyProxy::forgetKeys);
        connect(model, &QAbstractItemModel::rowsMoved, this, &SortKeyProxy::forgetKeys);
        connect(model, &QAbstractItemModel::columnsInserted, this, &SortKeyProxy::forgetKeys);
        connect(model, &QAbstractItemModel::columnsRemoved, this, &SortKeyProxy::forgetKeys);
        connect(model, &QAbstractItemModel::columnsMoved, this, &SortKeyProxy::forgetKeys);
    }
    QSortFilterProxyModel::setSourceModel(model);
}

SortKeyProxy::Key SortKeyProxy::keyOf(int row, int column) const
{
    const QVariant value = sourceModel()->index(row, column).data(sortRole());
    Key key;
    switch (value.typeId()) {
    case QMetaType::UnknownType:
        break;
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Float:
    case QMetaType::Double:
    case QMetaType::Bool:
        key.kind = Key::Number;
        key.number = value.toDouble();
        break;
    default:
        key.kind = Key::Text;
        key.text = value.toString();
        break;
    }
    return key;
}

const SortKeyProxy::Key &SortKeyProxy::cachedKey(int row, int column) const
{
    if (m_keyColumn != column) {
        const int rows = sourceModel()->rowCount();
        m_keys.clear();
        m_keys.reserve(size_t(rows));
        for (int r = 0; r < rows; ++r)
            m_keys.push_back(keyOf(r, column));
        m_keyColumn = column;
    }
    return m_keys[size_t(row)];
}

void SortKeyProxy::updateKeys(const QModelIndex &topLeft, const QModelIndex &bottomRight, const QList<int> &roles)
{
    if (m_keyColumn < topLeft.column() || m_keyColumn > bottomRight.column())
        return;
    if (!roles.isEmpty() && !roles.contains(sortRole()))
        return;
    for (int r = topLeft.row(); r <= bottomRight.row() && size_t(r) < m_keys.size(); ++r)
        m_keys[size_t(r)] = keyOf(r, m_keyColumn);
}

// QSortFilterProxyModel's comparison (QAbstractItemModelPrivate::isVariantLessThan, Qt 6) on kept
// keys: an empty value is never less and sorts after everything else; the left value's kind decides.
bool SortKeyProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    if (left.model() != sourceModel() || left.column() != right.column())
        return QSortFilterProxyModel::lessThan(left, right);
    const Key &a = cachedKey(left.row(), left.column());
    const Key &b = cachedKey(right.row(), right.column());
    if (a.kind == Key::Empty)
        return false;
    if (b.kind == Key::Empty)
        return true;
    if (a.kind == Key::Number)
        return a.number < (b.kind == Key::Number ? b.number : b.text.toDouble());
    const QString rightText = b.kind == Key::Text ? b.text : QString::number(b.number);
    return isSortLocaleAware() ? a.text.localeAwareCompare(rightText) < 0
                               : a.text.compare(rightText, sortCaseSensitivity()) < 0;
}

} // namespace flopsheet
