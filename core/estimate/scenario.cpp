#include "core/estimate/scenario.h"

namespace flopsheet {

QString optimizerName(Optimizer o)
{
    switch (o) {
    case Optimizer::Adam: return QStringLiteral("adam");
    case Optimizer::Adam8bit: return QStringLiteral("adam-8bit");
    case Optimizer::SgdMomentum: return QStringLiteral("sgd-momentum");
    case Optimizer::Sgd: return QStringLiteral("sgd");
    case Optimizer::Lion: return QStringLiteral("lion");
    }
    return {};
}

std::optional<Optimizer> parseOptimizer(QStringView text)
{
    for (Optimizer o : {Optimizer::Adam, Optimizer::Adam8bit, Optimizer::SgdMomentum, Optimizer::Sgd, Optimizer::Lion}) {
        if (text.compare(optimizerName(o), Qt::CaseInsensitive) == 0)
            return o;
    }
    if (text.compare(u"adamw", Qt::CaseInsensitive) == 0)
        return Optimizer::Adam;
    return std::nullopt;
}

QString recomputeName(Recompute r)
{
    switch (r) {
    case Recompute::None: return QStringLiteral("none");
    case Recompute::Selective: return QStringLiteral("selective");
    case Recompute::Full: return QStringLiteral("full");
    }
    return {};
}

std::optional<Recompute> parseRecompute(QStringView text)
{
    for (Recompute r : {Recompute::None, Recompute::Selective, Recompute::Full}) {
        if (text.compare(recomputeName(r), Qt::CaseInsensitive) == 0)
            return r;
    }
    return std::nullopt;
}

} // namespace flopsheet
