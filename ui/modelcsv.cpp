#include "ui/modelcsv.h"

#include "core/io/tablecsv.h"
#include "core/models/tablemodelroles.h"

#include <QAbstractItemModel>

namespace flopsheet::csvtransfer {

QString csvCell(const QModelIndex &index)
{
    const QVariant raw = index.data(SortRole);
    if (raw.typeId() == QMetaType::Double)
        return QString::number(raw.toDouble(), 'g', 10);
    if (raw.typeId() == QMetaType::Bool)
        return raw.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (raw.isValid())
        return raw.toString();
    return {}; // unknown, or does not apply
}

QString modelCsv(const QAbstractItemModel *model)
{
    QList<QStringList> rows;
    QStringList titles;
    for (int c = 0; c < model->columnCount(); ++c)
        titles << model->headerData(c, Qt::Horizontal).toString();
    rows << titles;
    for (int r = 0; r < model->rowCount(); ++r) {
        QStringList line;
        for (int c = 0; c < model->columnCount(); ++c)
            line << csvCell(model->index(r, c));
        rows << line;
    }
    return tableToCsv(rows);
}

} // namespace flopsheet::csvtransfer
