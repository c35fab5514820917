#pragma once

class QTableView;

namespace flopsheet {

/** The height a table needs to show its column header and `rows` rows in full, its frame included. */
int tableHeightForRows(const QTableView *view, int rows);

} // namespace flopsheet
