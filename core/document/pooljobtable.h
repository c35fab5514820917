#pragma once

#include "core/document/poolentries.h"
#include "core/document/tabletraits.h"

namespace flopsheet {

/** Columns of the shared pool's job table (Pool dock), in display order; fileKey names them in project files. */
enum class PoolJobField : int {
    Workload,
    Weight,
    Priority,
    Start,
    Deadline,
    MinGpus,
    MaxGpus,
    MixedTypes,
    Load,
    LoadUnit,
    FieldCount
};
inline constexpr int kPoolJobFieldCount = static_cast<int>(PoolJobField::FieldCount);

template <> struct EntryOfField<PoolJobField> {
    using type = PoolJob;
};

/** The jobs sharing the pool: stored field by field, so the project file section comes from the description alone. */
template <> struct TableTraits<PoolJob> {
    using Field = PoolJobField;
    static const TableDescription &description();
    static QVariant value(const PoolJob &j, int field);
    static void set(PoolJob &j, int field, const QVariant &canonical);
    static bool applies(const PoolJob &, int) { return true; }
    static QString toolTip(const PoolJob &, int) { return {}; }
    static bool matchesName(const PoolJob &j, const QString &name);
    static void finishImport(PoolJob &, const PoolJob *, const QList<int> &) { }
    static PoolJob blank() { return {}; }
    /** A gang whose smallest size is above its largest, or a deadline before the earliest start. */
    static QString rowProblem(const PoolJob &j, int *field);
};

} // namespace flopsheet
