// A CSV file imported into any table (File > Import), as the window does it: decoded, read against the
// catalog's rows, inserted, and written back out.
#include "core/catalog/catalog.h"
#include "core/document/catalogrows.h"
#include "core/document/edits.h"
#include "core/document/plansize.h"
#include "core/document/project.h"
#include "core/io/tablecsv.h"
#include "tests/fuzz/fuzzbytes.h"
#include "tests/fuzz/fuzztargets.h"

namespace flopsheet::fuzz {

int tableCsv(const std::uint8_t *data, std::size_t size)
{
    QString text, error;
    if (!decodeCsv(bytesOf(data, size), &text, &error)) {
        require(!error.isEmpty(), "a refused encoding says why");
        return 0;
    }
    for (Table table : { Table::Workloads, Table::Hardware, Table::Calibrations, Table::PoolGpus, Table::PoolJobs }) {
        Project project;
        const TableRows &list = project.table(table);
        RowBlock rows;
        if (!importCsv(list, text, rows, &error, catalogRows(Catalog::builtIn(), table))) {
            require(!error.isEmpty(), "a refused CSV says why");
            continue;
        }
        const int count = list.blockSize(rows);
        // A header without rows inserts nothing and says nothing; only a table past its size is refused.
        if (const InsertResult inserted = edits::insertRows(project, table, 0, rows); !inserted.error.isEmpty()) {
            require(count > plansize::kMaxTableRows, "only a table past its size refuses rows");
            continue;
        }
        require(list.count() == count, "imported rows are inserted");
        // What was imported exports, and the export imports again with the same number of rows.
        const QString exported = flopsheet::tableCsv(list);
        Project other;
        RowBlock again;
        require(importCsv(other.table(table), exported, again, &error, catalogRows(Catalog::builtIn(), table)),
            "an exported table imports");
        require(other.table(table).blockSize(again) == count, "an exported table keeps its rows");
    }
    return 0;
}

} // namespace flopsheet::fuzz
