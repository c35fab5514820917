#include "core/document/poolgputable.h"

#include <QCoreApplication>

namespace flopsheet {
namespace {

constexpr FieldSpec kFields[kPoolGpuFieldCount] = {
    { .key = "gpu",
        .title = QT_TRANSLATE_NOOP("Fields", "GPU"),
        .kind = FieldKind::Text,
        .required = true,
        .toolTip = QT_TRANSLATE_NOOP("Fields", "A GPU of the hardware table, by name"),
        .fileKey = "gpu" },
    { .key = "count",
        .title = QT_TRANSLATE_NOOP("Fields", "GPUs in pool"),
        .kind = FieldKind::Count,
        .limits = limits::gpuCount,
        .required = true,
        .format = CellFormat::Integer,
        .fileKey = "count" },
    { .key = "price_usd_per_hour",
        .title = QT_TRANSLATE_NOOP("Fields", "Price ($/GPU-h)"),
        .limits = limits::priceUsdPerHour,
        .format = CellFormat::Money,
        .empty = EmptyCell::Auto,
        .toolTip = QT_TRANSLATE_NOOP("Fields", "Empty: the hardware table's price × the price multiplier"),
        .fileKey = "priceUsdPerHour" },
    { .key = "available_from_h",
        .title = QT_TRANSLATE_NOOP("Fields", "Available from (h)"),
        .limits = limits::poolHours,
        .quantity = QuantityKind::Duration,
        .toolTip = QT_TRANSLATE_NOOP(
            "Fields", "Hours from the plan's start when these GPUs join the pool (a reservation); 0 = from the start"),
        .fileKey = "availableFromHours" },
};

const TableDescription kDescription {
    .table = Table::PoolGpus,
    .key = "poolGpus",
    .title = QT_TRANSLATE_NOOP("Tables", "pool GPUs"),
    .fields = kFields,
    .nameField = int(PoolGpuField::Gpu),
    .rowsNoun = QT_TRANSLATE_N_NOOP("Tables", "%n pool GPU type(s)"),
    .addText = QT_TRANSLATE_N_NOOP("Tables", "Add %n pool GPU type(s)"),
    .deleteText = QT_TRANSLATE_N_NOOP("Tables", "Delete %n pool GPU type(s)"),
    .setText = QT_TRANSLATE_N_NOOP("Tables", "Set %1 of %n pool GPU type(s)"),
};

QVariant number(double v)
{
    return isKnown(v) ? QVariant(v) : QVariant();
}

} // namespace

const TableDescription &TableTraits<PoolGpu>::description()
{
    return kDescription;
}

QVariant TableTraits<PoolGpu>::value(const PoolGpu &g, int field)
{
    switch (static_cast<PoolGpuField>(field)) {
    case PoolGpuField::Gpu:
        return g.gpuName;
    case PoolGpuField::Count:
        return double(g.count);
    case PoolGpuField::Price:
        return number(g.priceUsdPerHour);
    case PoolGpuField::AvailableFrom:
        return g.availableFromHours;
    case PoolGpuField::FieldCount:
        break;
    }
    return {};
}

void TableTraits<PoolGpu>::set(PoolGpu &g, int field, const QVariant &v)
{
    const double d = v.isValid() ? v.toDouble() : kUnknown;
    switch (static_cast<PoolGpuField>(field)) {
    case PoolGpuField::Gpu:
        g.gpuName = v.toString();
        break;
    case PoolGpuField::Count:
        g.count = isKnown(d) ? int(d) : 1;
        break;
    case PoolGpuField::Price:
        g.priceUsdPerHour = d;
        break;
    case PoolGpuField::AvailableFrom:
        g.availableFromHours = isKnown(d) ? d : 0;
        break;
    case PoolGpuField::FieldCount:
        break;
    }
}

bool TableTraits<PoolGpu>::matchesName(const PoolGpu &g, const QString &name)
{
    return g.gpuName.compare(name, Qt::CaseInsensitive) == 0;
}

} // namespace flopsheet
