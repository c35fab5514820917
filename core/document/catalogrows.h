#pragma once

#include "core/catalog/catalog.h"
#include "core/document/rowlist.h"

namespace flopsheet {

/**
 * The catalog's entries as rows of a table, as "Add from Catalog" inserts them and a CSV row of the same
 * name starts from: presets as workload rows (entries.h, workloadEntryFromPreset), GPUs as hardware rows
 * planned with 8 of each; no rows for a table the catalog does not hold (measured runs).
 */
RowBlock catalogRows(const Catalog &catalog, Table table);

} // namespace flopsheet
