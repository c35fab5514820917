#include "core/estimate/precision.h"

namespace flopsheet {

QString precisionName(Precision p)
{
    switch (p) {
    case Precision::FP32: return QStringLiteral("fp32");
    case Precision::TF32: return QStringLiteral("tf32");
    case Precision::FP16: return QStringLiteral("fp16");
    case Precision::BF16: return QStringLiteral("bf16");
    case Precision::FP8: return QStringLiteral("fp8");
    case Precision::INT8: return QStringLiteral("int8");
    }
    return {};
}

std::optional<Precision> parsePrecision(QStringView text)
{
    const QString t = text.trimmed().toString().toLower();
    for (Precision p : kAllPrecisions) {
        if (t == precisionName(p))
            return p;
    }
    if (t == u"float32" || t == u"single")
        return Precision::FP32;
    // Mixed precision with FP16 compute is what "AMP" means in NVIDIA's DeepLearningExamples.
    if (t == u"float16" || t == u"half" || t == u"amp" || t == u"fp16-mixed")
        return Precision::FP16;
    if (t == u"bfloat16" || t == u"bf16-mixed")
        return Precision::BF16;
    return std::nullopt;
}

} // namespace flopsheet
