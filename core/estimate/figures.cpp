#include "core/estimate/figures.h"

#include <QCoreApplication>

namespace flopsheet {
namespace {

// Headers keep the context the results table's column headers were translated in (figures.h).
constexpr const char *kHeaderContext = "flopsheet::ResultModel";

} // namespace

const FigureDescriptor *figureWithKey(QStringView key)
{
    for (const FigureDescriptor &f : figures()) {
        if (key == QLatin1String(f.key))
            return &f;
    }
    return nullptr;
}

QString figureTitle(const FigureDescriptor &f)
{
    return QCoreApplication::translate("Figures", f.title);
}

QString figureUnit(const FigureDescriptor &f)
{
    return *f.unit ? QCoreApplication::translate("Figures", f.unit) : QString();
}

QString figureUnit(const FigureDescriptor &f, const Estimate &e)
{
    if (f.id == FigureId::CriticalBatch)
        return e.batchUnitsPerSample > 1 ? QCoreApplication::translate("Figures", "tokens")
                                         : QCoreApplication::translate("Figures", "samples");
    return figureUnit(f);
}

QString figureHeader(const FigureDescriptor &f)
{
    return QCoreApplication::translate(kHeaderContext, f.header);
}

double rangeLow(const FigureDescriptor &f, const Estimate &e)
{
    const double v = f.value(e);
    switch (f.range) {
    case RangeKind::None:
        return kUnknown;
    case RangeKind::Time:
        return e.hasRange() ? e.optimisticTime(v) : kUnknown;
    case RangeKind::Rate:
        return e.hasRange() ? e.pessimisticRate(v) : kUnknown;
    case RangeKind::FirstToken:
        return isKnown(e.ttftRatioLow) && isKnown(e.ttftRatioHigh) ? v * e.ttftRatioLow : kUnknown;
    }
    return kUnknown;
}

double rangeHigh(const FigureDescriptor &f, const Estimate &e)
{
    const double v = f.value(e);
    switch (f.range) {
    case RangeKind::None:
        return kUnknown;
    case RangeKind::Time:
        return e.hasRange() ? e.pessimisticTime(v) : kUnknown;
    case RangeKind::Rate:
        return e.hasRange() ? e.optimisticRate(v) : kUnknown;
    case RangeKind::FirstToken:
        return isKnown(e.ttftRatioLow) && isKnown(e.ttftRatioHigh) ? v * e.ttftRatioHigh : kUnknown;
    }
    return kUnknown;
}

} // namespace flopsheet
