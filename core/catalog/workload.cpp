#include "core/catalog/workload.h"

namespace flopsheet {
namespace {
struct FamilyName {
    WorkloadFamily family;
    const char16_t *name;
};
constexpr FamilyName kFamilyNames[] = {
    {WorkloadFamily::Generic, u"generic"}, {WorkloadFamily::Cnn, u"cnn"},         {WorkloadFamily::Vit, u"vit"},
    {WorkloadFamily::Encoder, u"encoder"}, {WorkloadFamily::Decoder, u"decoder"},
};
} // namespace

QString familyName(WorkloadFamily f)
{
    for (const auto &n : kFamilyNames) {
        if (n.family == f)
            return QString::fromUtf16(n.name);
    }
    return QStringLiteral("generic");
}

std::optional<WorkloadFamily> parseFamily(QStringView text)
{
    for (const auto &n : kFamilyNames) {
        if (text.compare(QStringView(n.name), Qt::CaseInsensitive) == 0)
            return n.family;
    }
    return std::nullopt;
}

} // namespace flopsheet
