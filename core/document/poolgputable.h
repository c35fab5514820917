#pragma once

#include "core/document/poolentries.h"
#include "core/document/tabletraits.h"

namespace flopsheet {

/** Columns of the shared pool's GPU table (Pool dock), in display order; fileKey names them in project files. */
enum class PoolGpuField : int { Gpu, Count, Price, AvailableFrom, FieldCount };
inline constexpr int kPoolGpuFieldCount = static_cast<int>(PoolGpuField::FieldCount);

template <> struct EntryOfField<PoolGpuField> {
    using type = PoolGpu;
};

/** The pool's GPU types: stored field by field, so the project file section comes from the description alone. */
template <> struct TableTraits<PoolGpu> {
    using Field = PoolGpuField;
    static const TableDescription &description();
    static QVariant value(const PoolGpu &g, int field);
    static void set(PoolGpu &g, int field, const QVariant &canonical);
    static bool applies(const PoolGpu &, int) { return true; }
    static QString toolTip(const PoolGpu &, int) { return {}; }
    static bool matchesName(const PoolGpu &g, const QString &name);
    static void finishImport(PoolGpu &, const PoolGpu *, const QList<int> &) { }
    static PoolGpu blank() { return {}; }
    static QString rowProblem(const PoolGpu &, int *) { return {}; }
};

} // namespace flopsheet
