#pragma once

class QObject;
class QStandardItemModel;

namespace flopsheet {

class Catalog;

/** Roles of the catalog list models. */
enum CatalogRole {
    CatalogIndexRole = 0x0101, ///< int: position in Catalog::workloads() or Catalog::gpus() (column 0)
    CatalogSortRole, ///< raw number or text to sort by
};

/** The catalog's workload presets as rows: name, kind, parameters, sequence, source. */
QStandardItemModel *createPresetListModel(const Catalog &catalog, QObject *parent);
/** The catalog's GPUs as rows: name, vendor, year, memory, BF16 peak, bandwidth, price. */
QStandardItemModel *createGpuListModel(const Catalog &catalog, QObject *parent);

} // namespace flopsheet
