#pragma once

#include <QSortFilterProxyModel>
#include <QString>

#include <vector>

namespace flopsheet {

/**
 * A sorting and filtering proxy that reads each row's sort value once per column and sorts on those
 * keys, in the order QSortFilterProxyModel's own comparison gives (numbers by value, text by the
 * sort case sensitivity, empty values last). Asking the model for two QVariants on every comparison
 * took 1.3 s to sort 400,000 results; the keys are kept until the model says they changed (a
 * dataChanged updates only its rows, so an edit under a sorted column stays cheap).
 */
class SortKeyProxy : public QSortFilterProxyModel {
    Q_OBJECT
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    void setSourceModel(QAbstractItemModel *model) override;

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    struct Key {
        enum Kind : unsigned char { Empty, Number, Text } kind = Empty;
        double number = 0;
        QString text;
    };
    Key keyOf(int row, int column) const;
    const Key &cachedKey(int row, int column) const;
    void forgetKeys() { m_keyColumn = -1; }
    void updateKeys(const QModelIndex &topLeft, const QModelIndex &bottomRight, const QList<int> &roles);

    mutable std::vector<Key> m_keys; ///< by source row, for m_keyColumn
    mutable int m_keyColumn = -1; ///< -1: no keys kept
};

} // namespace flopsheet
