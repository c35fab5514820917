#include "core/estimate/uncertainty.h"

#include "core/estimate/estimate.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace flopsheet {

QString errorCategoryId(ErrorCategory c)
{
    switch (c) {
    case ErrorCategory::ConvNetThroughput:
        return QStringLiteral("conv-net-throughput");
    case ErrorCategory::TransformerTraining:
        return QStringLiteral("transformer-training-throughput");
    case ErrorCategory::TransformerInference:
        return QStringLiteral("transformer-inference-throughput");
    case ErrorCategory::LlmPretraining:
        return QStringLiteral("llm-pretraining-gpu-hours");
    case ErrorCategory::LargeRunTflops:
        return QStringLiteral("large-run-tflops");
    case ErrorCategory::LlmServing:
        return QStringLiteral("llm-serving-throughput");
    case ErrorCategory::TimeToFirstToken:
        return QStringLiteral("time-to-first-token");
    }
    return {};
}

QString errorCategoryName(ErrorCategory c)
{
    switch (c) {
    case ErrorCategory::ConvNetThroughput:
        return QCoreApplication::translate("ErrorCategory", "conv-net training and inference throughput");
    case ErrorCategory::TransformerTraining:
        return QCoreApplication::translate("ErrorCategory", "transformer training throughput");
    case ErrorCategory::TransformerInference:
        return QCoreApplication::translate("ErrorCategory", "transformer (encoder) inference throughput");
    case ErrorCategory::LlmPretraining:
        return QCoreApplication::translate("ErrorCategory", "LLM pre-training GPU-hours and time");
    case ErrorCategory::LargeRunTflops:
        return QCoreApplication::translate("ErrorCategory", "achieved TFLOP/s in large runs");
    case ErrorCategory::LlmServing:
        return QCoreApplication::translate("ErrorCategory", "LLM serving throughput");
    case ErrorCategory::TimeToFirstToken:
        return QCoreApplication::translate("ErrorCategory", "time to first token");
    }
    return {};
}

std::optional<ErrorCategory> parseErrorCategory(QStringView id)
{
    for (ErrorCategory c : kAllErrorCategories) {
        if (errorCategoryId(c) == id)
            return c;
    }
    return std::nullopt;
}

ErrorCategory timeCategory(WorkloadFamily family, Mode mode)
{
    if (family == WorkloadFamily::Cnn)
        return ErrorCategory::ConvNetThroughput;
    if (mode == Mode::Train)
        return family == WorkloadFamily::Decoder ? ErrorCategory::LlmPretraining : ErrorCategory::TransformerTraining;
    return family == WorkloadFamily::Decoder ? ErrorCategory::LlmServing : ErrorCategory::TransformerInference;
}

double percentile(std::vector<double> values, double percent)
{
    if (values.empty())
        return kUnknown;
    std::sort(values.begin(), values.end());
    // Type 7: rank h = (n - 1) p, interpolated between the neighbouring order statistics.
    const double h = (values.size() - 1) * std::clamp(percent, 0.0, 100.0) / 100.0;
    const std::size_t below = std::size_t(std::floor(h));
    const std::size_t above = std::min(below + 1, values.size() - 1);
    return values[below] + (h - below) * (values[above] - values[below]);
}

ErrorBand bandFromTimeRatios(const std::vector<double> &timeRatios, double lowPercent, double highPercent)
{
    ErrorBand b;
    if (timeRatios.empty())
        return b;
    auto round4 = [](double v) { return std::round(v * 1e4) / 1e4; };
    b.rows = int(timeRatios.size());
    b.timeRatioLow = round4(std::min(1.0, percentile(timeRatios, lowPercent)));
    b.timeRatioHigh = round4(std::max(1.0, percentile(timeRatios, highPercent)));
    return b;
}

void applyErrorBands(Estimate &e, WorkloadFamily family, Mode mode, const ErrorBands &bands)
{
    const ErrorCategory category = timeCategory(family, mode);
    const ErrorBand &time = bands[category];
    e.rangeCategory = category;
    e.rangeRows = time.rows;
    if (time.known()) {
        e.timeRatioLow = time.timeRatioLow;
        e.timeRatioHigh = time.timeRatioHigh;
    }
    const ErrorBand &ttft = bands[ErrorCategory::TimeToFirstToken];
    if (isKnown(e.timeToFirstTokenMs) && ttft.known()) {
        e.ttftRatioLow = ttft.timeRatioLow;
        e.ttftRatioHigh = ttft.timeRatioHigh;
        e.ttftRangeRows = ttft.rows;
    }
}

} // namespace flopsheet
