#include "core/estimate/precision.h"

namespace flopsheet {

QString precisionName(Precision p)
{
    return choiceWord(kPrecisionChoices, int(p));
}

QString precisionNames(QStringView separator)
{
    QString names;
    for (const Choice &c : kPrecisionChoices)
        names += (names.isEmpty() ? QString() : separator.toString()) + QString::fromLatin1(c.word);
    return names;
}

std::optional<Precision> parsePrecision(QStringView text)
{
    const QString t = text.trimmed().toString().toLower();
    if (const auto p = choiceAs<Precision>(kPrecisionChoices, t))
        return p;
    if (t == u"float32" || t == u"single")
        return Precision::FP32;
    // Mixed precision with FP16 compute is what "AMP" means in NVIDIA's DeepLearningExamples.
    if (t == u"float16" || t == u"half" || t == u"amp" || t == u"fp16-mixed")
        return Precision::FP16;
    if (t == u"bfloat16" || t == u"bf16-mixed")
        return Precision::BF16;
    if (t == u"nvfp4")
        return Precision::FP4;
    return std::nullopt;
}

} // namespace flopsheet
