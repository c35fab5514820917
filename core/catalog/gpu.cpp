#include "core/catalog/gpu.h"

namespace flopsheet {
namespace {
struct GenerationName {
    GpuGeneration generation;
    const char16_t *name;
};
constexpr GenerationName kGenerationNames[] = {
    {GpuGeneration::Volta, u"volta"},     {GpuGeneration::Turing, u"turing"}, {GpuGeneration::Ampere, u"ampere"},
    {GpuGeneration::Ada, u"ada"},         {GpuGeneration::Hopper, u"hopper"}, {GpuGeneration::Blackwell, u"blackwell"},
    {GpuGeneration::Cdna2, u"cdna2"},     {GpuGeneration::Cdna3, u"cdna3"},   {GpuGeneration::TpuV4, u"tpu-v4"},
    {GpuGeneration::TpuV5e, u"tpu-v5e"},
};
} // namespace

QString generationName(GpuGeneration g)
{
    for (const auto &n : kGenerationNames) {
        if (n.generation == g)
            return QString::fromUtf16(n.name);
    }
    return QStringLiteral("unknown");
}

std::optional<GpuGeneration> parseGeneration(QStringView text)
{
    for (const auto &n : kGenerationNames) {
        if (text.compare(QStringView(n.name), Qt::CaseInsensitive) == 0)
            return n.generation;
    }
    return std::nullopt;
}

} // namespace flopsheet
