#include "core/estimate/scenario.h"

namespace flopsheet {

QString modeName(Mode m)
{
    return choiceWord(kModeChoices, int(m));
}
std::optional<Mode> parseMode(QStringView text)
{
    return choiceAs<Mode>(kModeChoices, text);
}
QString runtimeName(Runtime r)
{
    return choiceWord(kRuntimeChoices, int(r));
}
std::optional<Runtime> parseRuntime(QStringView text)
{
    return choiceAs<Runtime>(kRuntimeChoices, text);
}
QString amountName(AmountKind a)
{
    return choiceWord(kAmountChoices, int(a));
}
std::optional<AmountKind> parseAmount(QStringView text)
{
    return choiceAs<AmountKind>(kAmountChoices, text);
}
QString optimizerName(Optimizer o)
{
    return choiceWord(kOptimizerChoices, int(o));
}

std::optional<Optimizer> parseOptimizer(QStringView text)
{
    if (const auto o = choiceAs<Optimizer>(kOptimizerChoices, text))
        return o;
    if (text.compare(u"adamw", Qt::CaseInsensitive) == 0)
        return Optimizer::Adam;
    return std::nullopt;
}

QString attentionName(Attention a)
{
    return choiceWord(kAttentionChoices, int(a));
}
std::optional<Attention> parseAttention(QStringView text)
{
    return choiceAs<Attention>(kAttentionChoices, text);
}

QString recomputeName(Recompute r)
{
    return choiceWord(kRecomputeChoices, int(r));
}
std::optional<Recompute> parseRecompute(QStringView text)
{
    return choiceAs<Recompute>(kRecomputeChoices, text);
}

} // namespace flopsheet
