#pragma once

#include "core/document/entries.h"
#include "core/document/tabletraits.h"

namespace flopsheet {

/** Columns of the hardware table, in display order. */
enum class GpuField : int {
    Name,
    Fp32,
    Tf32,
    Fp16,
    Bf16,
    Fp8,
    Int8,
    Fp4,
    MemoryGiB,
    BandwidthGBps,
    InterconnectGBps,
    TdpW,
    PricePerHour,
    Count,
    Included,
    FieldCount
};
inline constexpr int kGpuFieldCount = static_cast<int>(GpuField::FieldCount);

template <> struct EntryOfField<GpuField> {
    using type = HardwareEntry;
};

/** The hardware table: a GPU type, how many of it to plan with, and whether to use it. */
template <> struct TableTraits<HardwareEntry> {
    using Field = GpuField;
    static const TableDescription &description();
    static QVariant value(const HardwareEntry &e, int field);
    static void set(HardwareEntry &e, int field, const QVariant &canonical);
    static bool applies(const HardwareEntry &, int) { return true; }
    /** The name's tip cites the datasheet and the price list. */
    static QString toolTip(const HardwareEntry &e, int field);
    /** By name or catalog id, so a catalog GPU keeps its generation and sources. */
    static bool matchesName(const HardwareEntry &e, const QString &name);
    static void finishImport(HardwareEntry &, const HardwareEntry *, const QList<int> &) { }
    /** A new GPU type to fill in: memory and bandwidth set, peaks unknown until typed. */
    static HardwareEntry blank();
    static QString rowProblem(const HardwareEntry &, int *) { return {}; }
};

} // namespace flopsheet
