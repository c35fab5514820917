#pragma once

#include "core/document/table.h"

#include <QList>

namespace flopsheet {

/**
 * What generic code needs of one table's row type, specialised once per table (workloadtable.h,
 * hardwaretable.h, calibrationtable.h). A specialisation provides:
 *
 *   using Field = ...;                                   // the table's column enum
 *   static const TableDescription &description();
 *   static QVariant value(const Entry &, int field);     // canonical value: what parseField returns
 *   static void set(Entry &, int field, const QVariant &canonical);
 *   static bool applies(const Entry &, int field);       // false greys the cell and refuses edits
 *   static QString toolTip(const Entry &, int field);    // a row's own tip ("" = the field's)
 *   static bool matchesName(const Entry &, const QString &name); // a CSV row starts from this template
 *   static void finishImport(Entry &, const Entry *base, const QList<int> &givenFields);
 *   static Entry blank();                                // what "Add" inserts and a CSV row starts from
 *   static QString rowProblem(const Entry &, int *field); // a rule across fields; "" when the row is fine
 *
 * Adding a table is a specialisation, its FieldSpec array and its tests: the row list, the table model,
 * the undo commands, CSV and the project file section work over any of them.
 */
template <typename Entry> struct TableTraits;

/** The row type of a column enum (the reverse of TableTraits<Entry>::Field), specialised beside it. */
template <typename Field> struct EntryOfField;

template <typename Entry, typename Field> QVariant fieldValue(const Entry &entry, Field field)
{
    return TableTraits<Entry>::value(entry, static_cast<int>(field));
}

template <typename Entry, typename Field> void setField(Entry &entry, Field field, const QVariant &canonical)
{
    TableTraits<Entry>::set(entry, static_cast<int>(field), canonical);
}

template <typename Entry, typename Field> bool fieldApplies(const Entry &entry, Field field)
{
    return TableTraits<Entry>::applies(entry, static_cast<int>(field));
}

/** A column by its enum: spec(WorkloadField::Params), its title, its key, its parser. */
template <typename Field> const FieldSpec &spec(Field field)
{
    return TableTraits<typename EntryOfField<Field>::type>::description().field(static_cast<int>(field));
}

template <typename Field> QString fieldTitle(Field field)
{
    return TableTraits<typename EntryOfField<Field>::type>::description().fieldTitle(static_cast<int>(field));
}

template <typename Field> QString fieldKey(Field field)
{
    return QLatin1String(spec(field).key);
}

template <typename Field> FieldValue parseField(Field field, const QVariant &input)
{
    return parseField(spec(field), input);
}

} // namespace flopsheet
