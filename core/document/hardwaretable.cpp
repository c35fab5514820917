#include "core/document/hardwaretable.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace flopsheet {
namespace {

// The column holds the datasheet capacity, which for HBM parts is GiB (gpu.h): "80 GB" typed from a
// datasheet means the same 80, so GB and GiB both read as GiB here.
QString datasheetGigabytes(const QString &text)
{
    QString t = text;
    t.replace(QRegularExpression(QStringLiteral("\\s*GB$"), QRegularExpression::CaseInsensitiveOption),
        QStringLiteral(" GiB"));
    t.replace(QRegularExpression(QStringLiteral("\\s*TB$"), QRegularExpression::CaseInsensitiveOption),
        QStringLiteral(" TiB"));
    return t;
}

constexpr FieldSpec peak(const char *key, const char *title)
{
    return { .key = key,
        .title = title,
        .limits = limits::peakTflops,
        .quantity = QuantityKind::FlopRate,
        .unitScale = 1e12,
        .empty = EmptyCell::Dash };
}

constexpr FieldSpec kFields[kGpuFieldCount] = {
    { .key = "name", .title = QT_TRANSLATE_NOOP("Fields", "GPU"), .kind = FieldKind::Text, .required = true },
    peak("fp32_tflops", QT_TRANSLATE_NOOP("Fields", "FP32 (TFLOPS)")),
    peak("tf32_tflops", QT_TRANSLATE_NOOP("Fields", "TF32 (TFLOPS)")),
    peak("fp16_tflops", QT_TRANSLATE_NOOP("Fields", "FP16 (TFLOPS)")),
    peak("bf16_tflops", QT_TRANSLATE_NOOP("Fields", "BF16 (TFLOPS)")),
    peak("fp8_tflops", QT_TRANSLATE_NOOP("Fields", "FP8 (TFLOPS)")),
    peak("int8_tops", QT_TRANSLATE_NOOP("Fields", "INT8 (TOPS)")),
    peak("fp4_tflops", QT_TRANSLATE_NOOP("Fields", "FP4 (TFLOPS)")),
    { .key = "memory_gib",
        .title = QT_TRANSLATE_NOOP("Fields", "Memory (GiB)"),
        .limits = limits::memoryGiB,
        .required = true,
        .quantity = QuantityKind::Bytes,
        .unitScale = kGiB,
        .empty = EmptyCell::Dash,
        .normalizeText = datasheetGigabytes },
    { .key = "bandwidth_gbps",
        .title = QT_TRANSLATE_NOOP("Fields", "Bandwidth (GB/s)"),
        .limits = limits::bandwidthGBps,
        .required = true,
        .quantity = QuantityKind::Bytes,
        .unitScale = 1e9,
        .empty = EmptyCell::Dash },
    { .key = "interconnect_gbps",
        .title = QT_TRANSLATE_NOOP("Fields", "Interconnect (GB/s)"),
        .limits = limits::interconnectGBps,
        .quantity = QuantityKind::Bytes,
        .unitScale = 1e9,
        .empty = EmptyCell::Unknown },
    { .key = "tdp_w",
        .title = QT_TRANSLATE_NOOP("Fields", "TDP (W)"),
        .limits = limits::tdpW,
        .suffix = "W",
        .empty = EmptyCell::Unknown },
    { .key = "price_usd_per_hour",
        .title = QT_TRANSLATE_NOOP("Fields", "Price ($/GPU-h)"),
        .limits = limits::priceUsdPerHour,
        .format = CellFormat::Money,
        .empty = EmptyCell::Unknown },
    { .key = "count",
        .title = QT_TRANSLATE_NOOP("Fields", "GPUs to plan"),
        .kind = FieldKind::Count,
        .limits = limits::gpuCount,
        .required = true,
        .format = CellFormat::Integer },
    { .key = "included",
        .title = QT_TRANSLATE_NOOP("Fields", "Included"),
        .kind = FieldKind::Boolean,
        .toolTip = QT_TRANSLATE_NOOP("Fields", "Include this GPU type in the results") },
};

const TableDescription kDescription {
    .table = Table::Hardware,
    .key = "hardware",
    .title = QT_TRANSLATE_NOOP("Tables", "hardware"),
    .fields = kFields,
    .nameField = int(GpuField::Name),
    .rowsNoun = QT_TRANSLATE_N_NOOP("Tables", "%n GPU type(s)"),
    .addText = QT_TRANSLATE_N_NOOP("Tables", "Add %n GPU type(s)"),
    .deleteText = QT_TRANSLATE_N_NOOP("Tables", "Delete %n GPU type(s)"),
    .setText = QT_TRANSLATE_N_NOOP("Tables", "Set %1 of %n GPU type(s)"),
    .emptyToolTip = QT_TRANSLATE_NOOP("Fields", "No source gives this figure; type one to use it"),
};

QVariant number(double v)
{
    return isKnown(v) ? QVariant(v) : QVariant();
}

// The peak columns are in Precision order.
int precisionIndex(int field)
{
    return field - int(GpuField::Fp32);
}

} // namespace

const TableDescription &TableTraits<HardwareEntry>::description()
{
    return kDescription;
}

QVariant TableTraits<HardwareEntry>::value(const HardwareEntry &e, int field)
{
    const Gpu &g = e.gpu;
    switch (static_cast<GpuField>(field)) {
    case GpuField::Name:
        return g.name;
    case GpuField::Fp32:
    case GpuField::Tf32:
    case GpuField::Fp16:
    case GpuField::Bf16:
    case GpuField::Fp8:
    case GpuField::Int8:
    case GpuField::Fp4:
        return number(g.peakTflops[std::size_t(precisionIndex(field))]);
    case GpuField::MemoryGiB:
        return number(g.memoryGiB);
    case GpuField::BandwidthGBps:
        return number(g.memoryBandwidthGBps);
    case GpuField::InterconnectGBps:
        return number(g.interconnectGBps);
    case GpuField::TdpW:
        return number(g.tdpW);
    case GpuField::PricePerHour:
        return number(g.pricePerHourUsd);
    case GpuField::Count:
        return double(e.count);
    case GpuField::Included:
        return e.included;
    case GpuField::FieldCount:
        break;
    }
    return {};
}

void TableTraits<HardwareEntry>::set(HardwareEntry &e, int field, const QVariant &v)
{
    Gpu &g = e.gpu;
    const double d = v.isValid() ? v.toDouble() : kUnknown;
    switch (static_cast<GpuField>(field)) {
    case GpuField::Name:
        g.name = v.toString();
        break;
    case GpuField::Fp32:
    case GpuField::Tf32:
    case GpuField::Fp16:
    case GpuField::Bf16:
    case GpuField::Fp8:
    case GpuField::Int8:
    case GpuField::Fp4:
        g.peakTflops[std::size_t(precisionIndex(field))] = d;
        break;
    case GpuField::MemoryGiB:
        g.memoryGiB = d;
        break;
    case GpuField::BandwidthGBps:
        g.memoryBandwidthGBps = d;
        break;
    case GpuField::InterconnectGBps:
        g.interconnectGBps = d;
        break;
    case GpuField::TdpW:
        g.tdpW = d;
        break;
    case GpuField::PricePerHour:
        g.pricePerHourUsd = d;
        break;
    case GpuField::Count:
        e.count = isKnown(d) ? int(d) : 1;
        break;
    case GpuField::Included:
        e.included = v.toBool();
        break;
    case GpuField::FieldCount:
        break;
    }
}

QString TableTraits<HardwareEntry>::toolTip(const HardwareEntry &e, int field)
{
    if (static_cast<GpuField>(field) != GpuField::Name)
        return {};
    QString tip = e.gpu.specSource;
    if (!e.gpu.priceSource.isEmpty())
        tip += u"\n" + QCoreApplication::translate("Fields", "Price: %1 (%2)").arg(e.gpu.priceSource, e.gpu.priceDate);
    return tip;
}

HardwareEntry TableTraits<HardwareEntry>::blank()
{
    HardwareEntry h;
    h.gpu.id = QStringLiteral("custom");
    h.gpu.name = QCoreApplication::translate("Tables", "New GPU");
    h.gpu.memoryGiB = 80;
    h.gpu.memoryBandwidthGBps = 2000;
    return h;
}

bool TableTraits<HardwareEntry>::matchesName(const HardwareEntry &e, const QString &name)
{
    return e.gpu.name.compare(name, Qt::CaseInsensitive) == 0 || e.gpu.id.compare(name, Qt::CaseInsensitive) == 0;
}

} // namespace flopsheet
