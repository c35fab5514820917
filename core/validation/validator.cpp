#include "core/validation/validator.h"

#include "core/estimate/estimator.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace flopsheet {
namespace {

// Model names in measurements.csv -> catalog ids. Order matters: the first pattern found wins.
struct ModelPattern {
    const char *pattern; ///< case-insensitive regular expression on the model column
    const char *a100; ///< id when the run is on A100s (Megatron's two studies differ)
    const char *other; ///< id otherwise
};
constexpr ModelPattern kModels[] = {
    { "^ResNet-50", "resnet-50", "resnet-50" },
    { "^BERT-large", "bert-large", "bert-large" },
    { "^BERT-base", "bert-base", "bert-base" },
    { "^Llama 2 70B|Llama-2-70B", "llama-2-70b", "llama-2-70b" },
    { "Llama-2-7B|^Llama 2 7B", "llama-2-7b", "llama-2-7b" },
    { "^Llama 3(\\.\\d)? 8B", "llama-3-8b", "llama-3-8b" },
    { "^Llama 3(\\.\\d)? 70B", "llama-3-70b", "llama-3-70b" },
    { "^Llama 3(\\.\\d)? 405B", "llama-3.1-405b", "llama-3.1-405b" },
    { "^LLaMA-65B", "llama-65b", "llama-65b" },
    { "^LLaMA-7B", "llama-7b", "llama-7b" },
    { "^OPT-175B", "opt-175b", "opt-175b" },
    { "^GPT-3 175B \\(Megatron, vocab 131k\\)", "megatron-h100-177b", "megatron-h100-177b" },
    { "^GPT-3 175B", "gpt-3-175b", "gpt-3-175b" },
    { "^MPT-style 7b|^MPT-7B", "mpt-7b", "mpt-7b" },
    { "^TinyLlama", "tinyllama-1.1b", "tinyllama-1.1b" },
    { "^Megatron GPT ([\\d.]+)B$", "megatron-a100-%1b", "megatron-h100-%1b" },
};

// Hardware column -> catalog id; nullptr id = a chip the catalog does not carry as measured.
struct HardwarePattern {
    const char *pattern;
    const char *id;
};
constexpr HardwarePattern kHardware[] = {
    { "H200-SXM-141GB-CTS", nullptr }, // 1,000 W custom-thermal part: not a standard H200 (tests/data/README.md §4.2)
    { "H200", "h200-sxm" },
    { "H100-PCIe", "h100-pcie" },
    { "H100", "h100-sxm" },
    { "A100-40GB|text says 40GB", "a100-40gb-sxm" },
    { "A100", "a100-80gb-sxm" },
    { "V100-SXM2-32GB", "v100-sxm2-32gb" },
    { "V100-SXM2-16GB", "v100-sxm2-16gb" },
    { "L40S", "l40s" },
    { "^L4$", "l4" },
    { "^T4$", "t4" },
    { "TPU v4", "tpu-v4" },
    { "TPU v5e", "tpu-v5e" },
    { "B200", "b200" },
};

bool matches(const QString &text, const char *pattern, QRegularExpressionMatch *match = nullptr)
{
    const QRegularExpression re(QString::fromLatin1(pattern), QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = re.match(text);
    if (match)
        *match = m;
    return m.hasMatch();
}

QString workloadId(const Measurement &m, bool onA100)
{
    for (const ModelPattern &p : kModels) {
        QRegularExpressionMatch match;
        if (matches(m.model, p.pattern, &match)) {
            QString id = QString::fromLatin1(onA100 ? p.a100 : p.other);
            if (id.contains(u"%1"))
                id = id.arg(match.captured(1));
            return id;
        }
    }
    return {};
}

std::optional<Precision> precisionOf(const Measurement &m, const Gpu &gpu)
{
    const QString p = m.precision;
    if (matches(p, "FP4"))
        return std::nullopt;
    if (matches(p, "INT8"))
        return Precision::INT8;
    if (matches(p, "^FP8"))
        return Precision::FP8;
    if (matches(p, "BF16"))
        return Precision::BF16;
    if (matches(p, "TF32"))
        return Precision::TF32;
    if (matches(p, "^FP32"))
        return Precision::FP32;
    if (matches(p, "AMP|FP16"))
        return Precision::FP16;
    // "mixed" or not stated: BF16 where the chip has it (LLM runs since 2021), else FP16.
    return gpu.peakFlops(Precision::BF16) ? Precision::BF16 : Precision::FP16;
}

// "1.4T tokens", "300B tokens", "1,000B tokens", "~15T tokens", "15T+ tokens" -> tokens.
double tokensIn(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("([\\d.,]+)\\s*([TBM])\\+?\\s*tokens"));
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch())
        return kUnknown;
    QString number = m.captured(1);
    number.remove(u',');
    const double scale = m.captured(2) == u"T" ? 1e12 : m.captured(2) == u"B" ? 1e9 : 1e6;
    return number.toDouble() * scale;
}

double leadingNumber(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("^\\s*~?([\\d.]+)"));
    const QRegularExpressionMatch m = re.match(text);
    return m.hasMatch() ? m.captured(1).toDouble() : kUnknown;
}

double hoursFromUnit(double value, const QString &unit)
{
    if (unit.startsWith(u"minutes"))
        return value / 60.0;
    if (unit.startsWith(u"seconds"))
        return value / 3600.0;
    if (unit.startsWith(u"hours"))
        return value;
    if (unit.startsWith(u"days"))
        return value * 24.0;
    if (unit.startsWith(u"weeks"))
        return value * 24.0 * 7.0;
    if (unit.startsWith(u"months"))
        return value * 24.0 * 30.44;
    return kUnknown;
}

Prediction skip(Prediction p, const QString &reason)
{
    p.predictable = false;
    p.skipReason = reason;
    return p;
}

} // namespace

ErrorCategory validationCategory(const Measurement &m)
{
    if (m.metric.contains(u"time_to_first_token"))
        return ErrorCategory::TimeToFirstToken;
    if (m.metric == u"achieved_tflops_per_gpu" || m.metric == u"mfu")
        return ErrorCategory::LargeRunTflops;
    if (matches(m.model, "ResNet|VGG|MobileNet|EfficientNet"))
        return ErrorCategory::ConvNetThroughput; // its time-to-train rows are throughput over a fixed dataset
    if (m.metric == u"time_to_train" || m.metric == u"total_gpu_hours")
        return ErrorCategory::LlmPretraining;
    if (m.task.startsWith(u"inference"))
        return m.unit.contains(u"tok") ? ErrorCategory::LlmServing : ErrorCategory::TransformerInference;
    return ErrorCategory::TransformerTraining;
}

Prediction predictMeasurement(const Measurement &m, const Catalog &catalog)
{
    Prediction p;
    p.id = m.id;
    p.errorCategory = validationCategory(m);
    p.category = errorCategoryName(p.errorCategory);
    p.sourceCategory = m.category;
    p.measured = m.value;
    p.timeLike
        = m.metric == u"time_to_train" || m.metric == u"total_gpu_hours" || m.metric.contains(u"time_to_first_token");
    p.quantity = m.metric + QStringLiteral(" [") + m.unit + u']';

    const Gpu *gpu = nullptr;
    for (const HardwarePattern &h : kHardware) {
        if (matches(m.hardware, h.pattern)) {
            gpu = h.id ? catalog.gpu(QString::fromLatin1(h.id)) : nullptr;
            break;
        }
    }
    if (!gpu)
        return skip(
            p, QCoreApplication::translate("Validator", "hardware \"%1\" is not in the catalog").arg(m.hardware));
    const QString id = workloadId(m, gpu->id.startsWith(u"a100"));
    const Workload *workload = id.isEmpty() ? nullptr : catalog.workload(id);
    if (!workload)
        return skip(p, QCoreApplication::translate("Validator", "model \"%1\" is not in the catalog").arg(m.model));
    const std::optional<Precision> precision = precisionOf(m, *gpu);
    if (!precision)
        return skip(p, QCoreApplication::translate("Validator", "precision \"%1\" is not modelled").arg(m.precision));

    Scenario sc;
    sc.precision = *precision;
    sc.mode = m.task.startsWith(u"inference") ? Mode::Infer : Mode::Train;
    bool countOk = false;
    const int count = m.gpuCount.toInt(&countOk);
    const bool countMatters = m.metric != u"total_gpu_hours";
    if (countOk && count > 0)
        sc.gpuCount = count;
    else if (countMatters)
        return skip(p, QCoreApplication::translate("Validator", "GPU count not stated"));
    else
        sc.gpuCount = 1024; // GPU-hours barely depend on the count; a typical pre-training cluster

    // Sequence lengths: "128", "in 128 / out 2048", "in 2048".
    static const QRegularExpression io(QStringLiteral("in (\\d+)(?: / out (\\d+))?"));
    const QRegularExpressionMatch ioMatch = io.match(m.seqOrIoLen);
    if (ioMatch.hasMatch()) {
        sc.promptTokens = ioMatch.captured(1).toInt();
        sc.outputTokens = ioMatch.captured(2).toInt();
    } else if (const double s = leadingNumber(m.seqOrIoLen); isKnown(s)) {
        sc.seqLen = int(s);
    }
    if (m.metric.contains(u"time_to_first_token"))
        sc.outputTokens = 1;

    // Batch: "256/GPU ..." is per GPU; "512 sequences", "48 sequences global" and "4M tokens" are
    // per optimizer step over all GPUs; "max" / tuned means the largest that fits.
    const QString batch = m.batchSize;
    if (batch.contains(u"max") || batch.contains(u"submitter-tuned")) {
        sc.batchMax = true;
    } else if (batch.contains(u"dynamic")) {
        return skip(p, QCoreApplication::translate("Validator", "batch is dynamic (server scenario)"));
    } else if (const double b = leadingNumber(batch); isKnown(b)) {
        if (batch.contains(u"tokens")) {
            static const QRegularExpression tokens(QStringLiteral("^\\s*([\\d.]+)\\s*M tokens"));
            const QRegularExpressionMatch t = tokens.match(batch);
            if (t.hasMatch() && sc.seqLen > 0)
                sc.globalBatch = t.captured(1).toDouble() * 1e6 / sc.seqLen;
        } else if (batch.contains(u"sequences") || (sc.mode == Mode::Train && !batch.contains(u"GPU"))) {
            sc.globalBatch = b;
        } else {
            sc.batchPerGpu = int(b); // per GPU, or per serving instance ("per TP2 instance")
        }
    }
    // Parallel layout when the source states it: "TP8 CP1 PP16 DP64", "TP2 x 4 instances", "TP4".
    static const QRegularExpression tp(QStringLiteral("TP(\\d+)"));
    static const QRegularExpression pp(QStringLiteral("PP(\\d+)"));
    if (const QRegularExpressionMatch t = tp.match(m.parallelism); t.hasMatch())
        sc.tensorParallel = t.captured(1).toInt();
    if (const QRegularExpressionMatch q = pp.match(m.parallelism); q.hasMatch())
        sc.pipelineParallel = q.captured(1).toInt();
    // DeepLearningExamples run eager PyTorch/TensorFlow/MXNet, not TensorRT (tests/data/README.md §4.2).
    if (m.category == u"DLE")
        sc.runtime = Runtime::Eager;

    if (sc.mode == Mode::Train) {
        sc.amount = AmountKind::Samples;
        sc.samples = 1e7;
        sc.epochs = 1;
        // Megatron-LM 2021 ran with full activation recompute and counts its FLOPs (tests/data/README.md §4.3).
        if (m.category == u"LLM training benchmark" && gpu->id.startsWith(u"a100") && m.mfuReported.isEmpty())
            sc.recompute = Recompute::Full;
        if (m.workloadDetail.contains(u"activation checkpointing: yes"))
            sc.recompute = Recompute::Full;
        if (m.parallelism.contains(u"FSDP") || m.workloadDetail.contains(u"ZeRO-3"))
            sc.zeroStage = 3;
    } else if (workload->family == WorkloadFamily::Decoder && sc.outputTokens == 0) {
        return skip(p, QCoreApplication::translate("Validator", "prompt and output lengths not stated"));
    }

    if (m.metric == u"time_to_train" || m.metric == u"total_gpu_hours") {
        double tokens = tokensIn(m.dataset.isEmpty() ? m.unit : m.dataset + u' ' + m.unit);
        // MLPerf's GPT-3 slice is stated as "~0.4% of full GPT-3 training": that share of the
        // workload's own training tokens (GPT-3: 300B, Brown et al. 2020).
        static const QRegularExpression share(QStringLiteral("([\\d.]+)% of full"));
        if (const QRegularExpressionMatch s = share.match(m.workloadDetail); !isKnown(tokens) && s.hasMatch())
            tokens = s.captured(1).toDouble() / 100.0 * workload->trainingTokens;
        if (workload->family == WorkloadFamily::Decoder) {
            if (!isKnown(tokens))
                return skip(p, QCoreApplication::translate("Validator", "number of training tokens not stated"));
            sc.amount = AmountKind::Tokens;
            sc.tokens = tokens;
        } else {
            const double epochs = leadingNumber(m.epochs);
            if (!isKnown(epochs) || !isKnown(workload->datasetSamples))
                return skip(p, QCoreApplication::translate("Validator", "dataset size or epochs not stated"));
            sc.samples = workload->datasetSamples;
            sc.epochs = epochs;
        }
    }

    const Estimate e = estimate(*workload, *gpu, sc);
    if (!e.ok())
        return skip(p, errorMessage(e.error, gpu->name, sc.precision));

    const QString unit = m.unit;
    const bool perGpu = unit.contains(u"per GPU") || unit.contains(u"per-GPU vs total ambiguous");
    const double gpus = sc.gpuCount;
    double predicted = kUnknown;
    if (m.metric == u"throughput") {
        if (unit.contains(u"output tokens") || unit.contains(u"out tok"))
            predicted = e.outputTokensPerS;
        else if (unit.contains(u"tokens/s"))
            predicted = e.tokensPerS;
        else
            predicted = e.samplesPerS;
        if (perGpu)
            predicted /= gpus;
    } else if (m.metric == u"achieved_tflops_per_gpu") {
        // Rows that also report MFU count model FLOPs; the others (Megatron 2021) count recompute too.
        predicted = m.mfuReported.isEmpty() ? e.achievedTflopsPerGpu : e.mfu * e.peakFlopsUsed / 1e12;
    } else if (m.metric == u"mfu") {
        predicted = e.mfu * 100.0;
    } else if (m.metric == u"time_to_train") {
        predicted = e.wallHours;
        p.measured = hoursFromUnit(m.value, unit);
        p.quantity = QStringLiteral("time_to_train [hours]");
        if (!isKnown(p.measured))
            return skip(p, QCoreApplication::translate("Validator", "unknown time unit \"%1\"").arg(unit));
    } else if (m.metric == u"total_gpu_hours") {
        predicted = e.gpuHours;
    } else if (m.metric == u"time_to_first_token") {
        predicted = e.timeToFirstTokenMs;
    } else {
        return skip(p, QCoreApplication::translate("Validator", "metric \"%1\" is not predicted").arg(m.metric));
    }
    if (!isKnown(predicted) || predicted <= 0)
        return skip(p, QCoreApplication::translate("Validator", "the estimate has no figure for %1").arg(m.metric));
    p.predicted = predicted;
    p.predictable = true;
    p.setupKey = QStringLiteral("%1|%2|%3|%4|%5|%6|%7|%8|%9")
                     .arg(id, gpu->id)
                     .arg(sc.gpuCount)
                     .arg(precisionName(sc.precision))
                     .arg(int(sc.mode))
                     .arg(p.quantity)
                     .arg(sc.seqLen)
                     .arg(sc.promptTokens)
                     .arg(sc.outputTokens);
    return p;
}

std::vector<Contradiction> findContradictions(const std::vector<Prediction> &predictions)
{
    std::vector<Contradiction> out;
    for (size_t i = 0; i < predictions.size(); ++i) {
        const Prediction &a = predictions[i];
        if (!a.predictable)
            continue;
        for (size_t j = i + 1; j < predictions.size(); ++j) {
            const Prediction &b = predictions[j];
            if (!b.predictable || b.setupKey != a.setupKey)
                continue;
            const double ratio = (1.0 + a.relativeError()) / (1.0 + b.relativeError());
            if (ratio > kContradictionRatio || ratio < 1.0 / kContradictionRatio)
                out.push_back({ a.id, b.id, a.relativeError(), b.relativeError() });
        }
    }
    return out;
}

ErrorBands computeErrorBands(const std::vector<Prediction> &predictions, double lowPercent, double highPercent)
{
    std::array<std::vector<double>, kErrorCategoryCount> ratios;
    for (const Prediction &p : predictions) {
        if (p.predictable)
            ratios[std::size_t(p.errorCategory)].push_back(p.timeRatio());
    }
    ErrorBands bands;
    bands.lowPercentile = lowPercent;
    bands.highPercentile = highPercent;
    for (ErrorCategory c : kAllErrorCategories)
        bands[c] = bandFromTimeRatios(ratios[std::size_t(c)], lowPercent, highPercent);
    return bands;
}

double medianAbsolute(std::vector<double> values)
{
    if (values.empty())
        return 0.0;
    for (double &v : values)
        v = std::fabs(v);
    std::sort(values.begin(), values.end());
    const size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2.0;
}

ValidationSummary summarize(const std::vector<Prediction> &predictions)
{
    ValidationSummary s;
    std::vector<double> all;
    std::map<QString, std::vector<double>> byCategory;
    for (const Prediction &p : predictions) {
        if (!p.predictable) {
            ++s.skipped;
            continue;
        }
        ++s.predicted;
        all.push_back(p.relativeError());
        byCategory[p.category].push_back(p.relativeError());
    }
    s.overallMedian = medianAbsolute(all);
    for (auto &[category, errors] : byCategory) {
        s.countByCategory[category] = int(errors.size());
        s.medianByCategory[category] = medianAbsolute(errors);
    }
    return s;
}

} // namespace flopsheet
