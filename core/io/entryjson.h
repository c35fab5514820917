#pragma once

#include "core/document/entries.h"
#include "core/document/rowlist.h"
#include "core/io/jsonreader.h"

#include <QJsonObject>

namespace flopsheet {

/**
 * The JSON of a GPU, a workload, a transformer shape and a workload's scenario: one writer and one reader
 * each, shared by the catalog (the JSON under resources/catalog/, --catalog files) and project files, so
 * both hold the same keys with the same limits. Readers record the first problem in the JsonReader and leave the
 * rest of the value at its defaults.
 */
QJsonObject gpuToJson(const Gpu &gpu);
/** named: a name is required (project rows); else it may be absent (the catalog names a GPU by its id). */
void readGpu(JsonReader &r, Gpu &gpu, bool named = false);

QJsonObject shapeToJson(const TransformerShape &shape);
void readShape(JsonReader &r, TransformerShape &shape);

QJsonObject workloadToJson(const Workload &workload);
/** Also takes "forwardMacsPerSample" (a catalog writes MACs where a paper gives them; 1 MAC = 2 FLOPs). */
/** named: a name and a family are required (project rows). */
void readWorkload(JsonReader &r, Workload &workload, bool named = false);

/** What a workload row owns; gpuCount, gpusPerNode, pue and priceMultiplier come from elsewhere. */
QJsonObject scenarioToJson(const Scenario &scenario);
void readScenario(JsonReader &r, Scenario &scenario);

/** Catalog ids: lower-case letters, digits, '-', '.' or '_', at most 64 characters. */
bool isValidId(const QString &id);

/** A project's rows (the file section of each table, core/io/projectfile.cpp). */
QJsonObject rowToJson(const WorkloadEntry &row);
void readRow(JsonReader &r, WorkloadEntry &row);
QJsonObject rowToJson(const HardwareEntry &row);
void readRow(JsonReader &r, HardwareEntry &row);

/** A row of a table stored field by field (every FieldSpec has a fileKey: measured runs). */
QJsonObject fieldsToJson(const TableRows &rows, int row);
/** Reads the fields of one row into an empty row of table's kind and checks the row's own rules. */
RowBlock readFields(JsonReader &r, const TableRows &table);

template <typename Entry> QJsonObject rowToJson(const Entry &row)
{
    RowList<Entry> list;
    list.setRows({ row });
    return fieldsToJson(list, 0);
}
template <typename Entry> void readRow(JsonReader &r, Entry &row)
{
    RowList<Entry> kind;
    row = std::any_cast<const QList<Entry> &>(readFields(r, kind)).front();
}

} // namespace flopsheet
