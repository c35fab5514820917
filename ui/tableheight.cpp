#include "ui/tableheight.h"

#include <QHeaderView>
#include <QTableView>

namespace flopsheet {

int tableHeightForRows(const QTableView *view, int rows)
{
    const QHeaderView *header = view->horizontalHeader();
    return (header->isHidden() ? 0 : header->sizeHint().height()) + rows * view->verticalHeader()->defaultSectionSize()
        + 2 * view->frameWidth();
}

} // namespace flopsheet
