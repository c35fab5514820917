#pragma once

#include <QString>

class QAbstractItemModel;
class QModelIndex;

namespace flopsheet::csvtransfer {

/** One cell as the CSV exports write it: the raw value (numbers to 10 digits, no locale), empty when unknown. */
QString csvCell(const QModelIndex &index);

/** Every row and column of a model as resultsCsv writes cells (the report command's --csv). */
QString modelCsv(const QAbstractItemModel *model);

} // namespace flopsheet::csvtransfer
