#include "core/monitor/gpumatch.h"

#include "core/catalog/catalog.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>

namespace flopsheet {
namespace {

// Vendor and brand words NVML puts in front of the model ("NVIDIA GeForce RTX 4090", "Tesla T4").
const QStringList kBrandWords
    = { QStringLiteral("nvidia"), QStringLiteral("tesla"), QStringLiteral("geforce"), QStringLiteral("quadro") };

QStringList words(const QString &name)
{
    static const QRegularExpression separators(QStringLiteral("[^a-z0-9]+"));
    QStringList out = name.toLower().split(separators, Qt::SkipEmptyParts);
    out.removeIf([](const QString &w) { return kBrandWords.contains(w); });
    return out;
}

bool hasDigit(const QString &w)
{
    return std::any_of(w.begin(), w.end(), [](QChar c) { return c.isDigit(); });
}

// A word of letters ("sxm", "pcie") also matches with a generation number after it ("sxm4", "hbm3");
// a word with digits must match exactly, so "a10" is not "a100" and "l4" is not "l40s".
bool matches(const QString &catalogWord, const QStringList &reported)
{
    for (const QString &r : reported) {
        if (r == catalogWord)
            return true;
        if (!hasDigit(catalogWord) && r.startsWith(catalogWord)
            && std::all_of(r.begin() + catalogWord.size(), r.end(), [](QChar c) { return c.isDigit(); }))
            return true;
    }
    return false;
}

} // namespace

std::optional<GpuMatch> closestCatalogGpu(const Catalog &catalog, const QString &reportedName, double memoryGiB)
{
    const QStringList reported = words(reportedName);
    const Gpu *best = nullptr;
    double bestScore = 0;
    double bestMemoryGap = 0;
    for (const Gpu &gpu : catalog.gpus()) {
        const QStringList catalogWords = words(gpu.name);
        // The model number: the first word with a digit ("a100", "4090", "t4").
        const auto model = std::find_if(catalogWords.begin(), catalogWords.end(), hasDigit);
        if (model == catalogWords.end() || !matches(*model, reported))
            continue;
        double score = 0;
        for (const QString &w : catalogWords) {
            if (matches(w, reported))
                score += 1.0;
            else // an unnamed form factor is most likely SXM (NVML's names for SXM boards omit it)
                score -= w == QLatin1String("sxm") ? 0.1 : 0.5;
        }
        const double gap = isKnown(memoryGiB) && isKnown(gpu.memoryGiB) ? std::abs(gpu.memoryGiB - memoryGiB) : 0.0;
        if (!best || score > bestScore || (score == bestScore && gap < bestMemoryGap)) {
            best = &gpu;
            bestScore = score;
            bestMemoryGap = gap;
        }
    }
    if (best)
        return GpuMatch { best->id, true };
    const QStringList closest = catalog.closestGpuIds(reported.join(u'-'), 1);
    if (closest.isEmpty())
        return std::nullopt;
    return GpuMatch { closest.first(), false };
}

HardwareEntry localHardwareEntry(const Gpu &catalogGpu, const QString &reportedName, int count, bool sameModel)
{
    HardwareEntry e;
    e.gpu = catalogGpu;
    e.count = std::max(1, count);
    e.included = true;
    const QString detected = sameModel
        ? QCoreApplication::translate("GpuMatch", "Detected on this machine through NVML as \"%1\".").arg(reportedName)
        : QCoreApplication::translate("GpuMatch",
            "Detected on this machine through NVML as \"%1\", which is not in the "
            "catalog: the figures are those of the closest catalog GPU, %2; check them.")
              .arg(reportedName, catalogGpu.name);
    e.gpu.notes = e.gpu.notes.isEmpty() ? detected : detected + u' ' + e.gpu.notes;
    return e;
}

} // namespace flopsheet
