#include "core/validation/validator.h"

#include "core/catalog/limits.h"
#include "core/estimate/estimator.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <functional>

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
    { "Llama-2-13B|^Llama 2 13B", "llama-2-13b", "llama-2-13b" },
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
    { "GH200", nullptr }, // a Grace Hopper superchip, not an H200
    { "H100 NVL", nullptr }, // the 94 GB dual-board part, not an H100 SXM
    { "H100-SXM-9[56]GB-HBM2e",
        nullptr }, // the 500 W HBM2e H100 (tests/data/README.md §6): not the catalog's 700 W part
    { "H200", "h200-sxm" },
    { "H100-PCIe", "h100-pcie" },
    { "H100", "h100-sxm" },
    { "A100-PCIe", "a100-80gb-pcie" },
    { "A100-40GB|text says 40GB", "a100-40gb-sxm" },
    { "A100", "a100-80gb-sxm" },
    { "^A10$|^A10 ", "a10" },
    { "MI300X", "mi300x" },
    { "V100-SXM3", nullptr }, // DGX-2H's 450 W V100: not in the catalog
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
        return Precision::FP4;
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
    // A generating request's whole latency (vLLM's benchmark_latency.py) is serving, like its throughput.
    if (m.task.startsWith(u"inference"))
        return m.unit.contains(u"tok") || m.metric == u"end_to_end_latency" ? ErrorCategory::LlmServing
                                                                            : ErrorCategory::TransformerInference;
    return ErrorCategory::TransformerTraining;
}

Runtime runtimeOfSoftware(const QString &software, Mode mode)
{
    // Engines that fuse and launch from graphs; compilers; everything else runs eager (DeepLearningExamples'
    // PyTorch and TensorFlow rows; Megatron, NeMo, DeepSpeed and FSDP train in eager PyTorch with fused kernels).
    if (matches(software, "TensorRT|\\bTRT|vLLM|SGLang|\\bTGI\\b|Text Generation Inference"))
        return Runtime::Optimized;
    if (matches(software, "XLA|JAX|MaxText|T5X|Pathways|Lingvo|torch\\.compile|compiled"))
        return Runtime::Compiled;
    // MXNet trains hybridized into a static graph (NVIDIA's ResNet-50 scripts: hybridize(static_alloc=True,
    // static_shape=True), NHWC with fused batch norm + add + ReLU); its DeepLearningExamples inference numbers
    // are dispatch-bound like eager ones (AMP slower than FP32 at batch 1, tests/data/README.md §4.2).
    if (mode == Mode::Train && matches(software, "MXNet"))
        return Runtime::Compiled;
    return Runtime::Eager;
}

const Gpu *measuredGpu(const Measurement &m, const Catalog &catalog)
{
    for (const HardwarePattern &h : kHardware) {
        if (matches(m.hardware, h.pattern))
            return h.id ? catalog.gpu(QString::fromLatin1(h.id)) : nullptr;
    }
    return nullptr;
}

const Workload *measuredWorkload(const Measurement &m, const Catalog &catalog, const Gpu &gpu)
{
    const QString id = workloadId(m, gpu.id.startsWith(u"a100"));
    return id.isEmpty() ? nullptr : catalog.workload(id);
}

RowFacts rowFacts(const Measurement &m, const Catalog &catalog)
{
    RowFacts f;
    auto refuse = [&f](const QString &why) {
        f.skipReason = why;
        return f;
    };
    f.gpu = measuredGpu(m, catalog);
    if (!f.gpu)
        return refuse(
            QCoreApplication::translate("Validator", "hardware \"%1\" is not in the catalog").arg(m.hardware));
    f.workload = measuredWorkload(m, catalog, *f.gpu);
    if (!f.workload)
        return refuse(QCoreApplication::translate("Validator", "model \"%1\" is not in the catalog").arg(m.model));
    const std::optional<Precision> precision = precisionOf(m, *f.gpu);
    if (!precision)
        return refuse(QCoreApplication::translate("Validator", "precision \"%1\" is not modelled").arg(m.precision));
    f.precision = *precision;
    f.mode = m.task.startsWith(u"inference") ? Mode::Infer : Mode::Train;
    f.runtime = runtimeOfSoftware(m.software, f.mode);

    bool countOk = false;
    const int count = m.gpuCount.toInt(&countOk);
    if (countOk && count > 0)
        f.gpuCount = count;
    else if (!m.gpuCount.trimmed().isEmpty())
        return refuse(QCoreApplication::translate("Validator", "GPU count \"%1\" is not a positive whole number")
                          .arg(m.gpuCount));
    else if (m.metric != u"total_gpu_hours")
        return refuse(QCoreApplication::translate("Validator", "GPU count not stated"));
    else
        f.gpuCount = 1024; // GPU-hours barely depend on the count; a typical pre-training cluster

    // Sequence lengths: "128", "in 128 / out 2048", "in 2048".
    static const QRegularExpression io(QStringLiteral("in (\\d+)(?: / out (\\d+))?"));
    const QRegularExpressionMatch ioMatch = io.match(m.seqOrIoLen);
    if (ioMatch.hasMatch()) {
        f.promptTokens = ioMatch.captured(1).toInt();
        f.outputTokens = ioMatch.captured(2).toInt();
    } else if (const double s = leadingNumber(m.seqOrIoLen); isKnown(s)) {
        // The cell's own limit: a length past it would overflow the int it is kept in.
        if (!limits::seqLen.contains(s))
            return refuse(QCoreApplication::translate("Validator", "sequence length %1 is out of range").arg(s));
        f.seqLen = int(s);
    }
    if (m.metric.contains(u"time_to_first_token"))
        f.outputTokens = 1;

    // Batch: "256/GPU ..." is per GPU; "512 sequences", "48 sequences global" and "4M tokens" are
    // per optimizer step over all GPUs; "max" / tuned means the largest that fits.
    QString batch = m.batchSize;
    // DLE rows give one batch per sequence length and precision: "256 (AMP) / 126 (TF32) per GPU at
    // seq128; 32/16 at seq512" — take the part of this row's length, then its precision's figure.
    static const QRegularExpression perLength(QStringLiteral("([^;]*?)\\s*at seq(\\d+)"));
    for (auto it = perLength.globalMatch(batch); it.hasNext();) {
        const QRegularExpressionMatch part = it.next();
        if (f.seqLen > 0 && part.captured(2).toInt() == f.seqLen) {
            static const QRegularExpression pair(QStringLiteral("(\\d+)[^/\\d]*/\\s*(\\d+)"));
            const QRegularExpressionMatch two = pair.match(part.captured(1));
            if (two.hasMatch()) {
                const bool tf32 = f.precision == Precision::TF32 || f.precision == Precision::FP32;
                batch = two.captured(tf32 ? 2 : 1) + QStringLiteral(" per GPU");
            }
            break;
        }
    }
    // vLLM's --max-num-seqs is a cap: the engine runs as many sequences as its KV cache holds.
    if (batch.contains(u"max") || batch.contains(u"submitter-tuned")) {
        f.batchMax = true;
    } else if (batch.contains(u"dynamic")) {
        return refuse(QCoreApplication::translate("Validator", "batch is dynamic (server scenario)"));
    } else if (const double b = leadingNumber(batch); isKnown(b)) {
        if (batch.contains(u"tokens")) {
            static const QRegularExpression tokens(QStringLiteral("^\\s*([\\d.]+)\\s*M tokens"));
            const QRegularExpressionMatch t = tokens.match(batch);
            if (t.hasMatch() && f.seqLen > 0)
                f.globalBatch = t.captured(1).toDouble() * 1e6 / f.seqLen;
        } else if (batch.contains(u"sequences") || (f.mode == Mode::Train && !batch.contains(u"GPU"))) {
            f.globalBatch = b;
            // A global batch may state its micro-batch too: "(d_batch_size 2 per GPU in the log)", "(MBS 1)".
            static const QRegularExpression micro(QStringLiteral("(?:d_batch_size|MBS) (\\d+)"));
            if (const QRegularExpressionMatch mb = micro.match(batch); mb.hasMatch())
                f.batchPerGpu = mb.captured(1).toInt();
        } else {
            // The workload table's limit: a batch past it would overflow the int it is kept in.
            if (!limits::batchPerGpu.contains(b))
                return refuse(QCoreApplication::translate("Validator", "batch size %1 is out of range").arg(b));
            f.batchPerGpu = int(b); // per GPU, or per serving instance ("per TP2 instance")
        }
        if (isKnown(f.globalBatch) && !limits::globalBatch.contains(f.globalBatch))
            return refuse(
                QCoreApplication::translate("Validator", "global batch %1 is out of range").arg(f.globalBatch));
    }
    // Parallel layout when the source states it: "TP8 CP1 PP16 DP64", "TP2 x 4 instances", "TP4".
    static const QRegularExpression tp(QStringLiteral("TP(\\d+)"));
    static const QRegularExpression pp(QStringLiteral("PP(\\d+)"));
    if (const QRegularExpressionMatch t = tp.match(m.parallelism); t.hasMatch())
        f.tensorParallel = t.captured(1).toInt();
    if (const QRegularExpressionMatch q = pp.match(m.parallelism); q.hasMatch())
        f.pipelineParallel = q.captured(1).toInt();
    // Megatron's context-parallel size and virtual pipeline (chunks per stage): "CP2", "VP8".
    static const QRegularExpression cp(QStringLiteral("\\bCP(\\d+)"));
    static const QRegularExpression vp(QStringLiteral("\\bVP(\\d+)"));
    if (const QRegularExpressionMatch c = cp.match(m.parallelism); c.hasMatch())
        f.contextParallel = c.captured(1).toInt();
    if (const QRegularExpressionMatch v = vp.match(m.parallelism); v.hasMatch())
        f.interleave = v.captured(1).toInt();

    if (f.mode == Mode::Train) {
        // Megatron-LM 2021 ran with full activation recompute and counts its FLOPs (tests/data/README.md §4.3).
        if (m.category == u"LLM training benchmark" && f.gpu->id.startsWith(u"a100") && m.mfuReported.isEmpty())
            f.recompute = Recompute::Full;
        if (m.workloadDetail.contains(u"activation checkpointing: yes"))
            f.recompute = Recompute::Full;
        if (m.parallelism.contains(u"FSDP") || m.workloadDetail.contains(u"ZeRO-3"))
            f.zeroStage = 3;
    } else if (f.workload->family == WorkloadFamily::Decoder && f.outputTokens == 0) {
        return refuse(QCoreApplication::translate("Validator", "prompt and output lengths not stated"));
    }

    if (m.metric == u"time_to_train" || m.metric == u"total_gpu_hours") {
        double tokens = tokensIn(m.dataset.isEmpty() ? m.unit : m.dataset + u' ' + m.unit);
        // MLPerf's GPT-3 slice is stated as "~0.4% of full GPT-3 training": that share of the
        // workload's own training tokens (GPT-3: 300B, Brown et al. 2020).
        static const QRegularExpression share(QStringLiteral("([\\d.]+)% of full"));
        if (const QRegularExpressionMatch s = share.match(m.workloadDetail); !isKnown(tokens) && s.hasMatch())
            tokens = s.captured(1).toDouble() / 100.0 * f.workload->trainingTokens;
        if (f.workload->family == WorkloadFamily::Decoder) {
            if (!isKnown(tokens))
                return refuse(QCoreApplication::translate("Validator", "number of training tokens not stated"));
            f.tokens = tokens;
        } else {
            const double epochs = leadingNumber(m.epochs);
            if (!isKnown(epochs) || !isKnown(f.workload->datasetSamples))
                return refuse(QCoreApplication::translate("Validator", "dataset size or epochs not stated"));
            f.samples = f.workload->datasetSamples;
            f.epochs = epochs;
        }
    }
    return f;
}

Prediction basePrediction(const Measurement &m)
{
    Prediction p;
    p.id = m.id;
    p.errorCategory = validationCategory(m);
    p.category = errorCategoryName(p.errorCategory);
    p.sourceCategory = m.category;
    p.check = m.isCheck();
    p.measured = m.value;
    p.timeLike = m.metric == u"time_to_train" || m.metric == u"total_gpu_hours"
        || m.metric.contains(u"time_to_first_token") || m.metric == u"end_to_end_latency";
    p.quantity = m.metric + QStringLiteral(" [") + m.unit + u']';
    return p;
}

Prediction skipped(const Measurement &m, const QString &reason)
{
    return skip(basePrediction(m), reason);
}

Prediction compareWithEstimate(const Measurement &m, const Estimate &e, const Scenario &sc, const QString &workloadKey)
{
    Prediction p = basePrediction(m);
    if (!e.ok())
        return skip(p, QCoreApplication::translate("Validator", "no estimate (error %1)").arg(int(e.error)));
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
    } else if (m.metric == u"end_to_end_latency") {
        // One batch of requests from the first prompt token to the last output token (the estimate's latency).
        if (unit == u"s")
            predicted = e.latencyMs / 1000.0;
        else if (unit == u"ms")
            predicted = e.latencyMs;
        else
            return skip(p, QCoreApplication::translate("Validator", "unknown time unit \"%1\"").arg(unit));
    } else {
        return skip(p, QCoreApplication::translate("Validator", "metric \"%1\" is not predicted").arg(m.metric));
    }
    if (!isKnown(predicted) || predicted <= 0)
        return skip(p, QCoreApplication::translate("Validator", "the estimate has no figure for %1").arg(m.metric));
    p.predicted = predicted;
    p.predictable = true;
    p.setupKey = QStringLiteral("%1|%2|%3|%4|%5|%6|%7|%8")
                     .arg(workloadKey, QString::number(sc.gpuCount), precisionName(sc.precision),
                         QString::number(int(sc.mode)), p.quantity, QString::number(sc.seqLen),
                         QString::number(sc.promptTokens), QString::number(sc.outputTokens));
    return p;
}

Prediction predictMeasurement(const Measurement &m, const Catalog &catalog)
{
    const RowFacts f = rowFacts(m, catalog);
    if (!f.ok())
        return skipped(m, f.skipReason);
    Scenario sc;
    sc.precision = f.precision;
    sc.mode = f.mode;
    sc.runtime = f.runtime;
    sc.gpuCount = f.gpuCount;
    sc.promptTokens = f.promptTokens;
    sc.outputTokens = f.outputTokens;
    sc.seqLen = f.seqLen;
    sc.batchMax = f.batchMax;
    sc.batchPerGpu = f.batchPerGpu;
    sc.globalBatch = f.globalBatch;
    sc.tensorParallel = f.tensorParallel;
    sc.pipelineParallel = f.pipelineParallel;
    sc.contextParallel = f.contextParallel;
    sc.interleave = f.interleave;
    if (sc.mode == Mode::Train) {
        sc.recompute = f.recompute;
        sc.zeroStage = f.zeroStage;
        sc.amount = AmountKind::Samples;
        sc.samples = 1e7;
        sc.epochs = 1;
        if (isKnown(f.tokens)) {
            sc.amount = AmountKind::Tokens;
            sc.tokens = f.tokens;
        } else if (isKnown(f.samples)) {
            sc.samples = f.samples;
            sc.epochs = f.epochs;
        }
    }
    const Estimate e = estimate(*f.workload, *f.gpu, sc);
    if (!e.ok())
        return skipped(m, errorMessage(e.error, f.gpu->name, sc.precision));
    return compareWithEstimate(m, e, sc, f.workload->id + u'|' + f.gpu->id);
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

namespace {

ValidationSummary summarizeIf(
    const std::vector<Prediction> &predictions, const std::function<bool(const Prediction &)> &take)
{
    ValidationSummary s;
    std::vector<double> all;
    std::map<QString, std::vector<double>> byCategory;
    for (const Prediction &p : predictions) {
        if (!take(p))
            continue;
        if (!p.predictable) {
            ++s.skipped;
            continue;
        }
        ++s.predicted;
        const double ratio = p.predicted / p.measured;
        s.maxRatio = std::max(s.maxRatio, std::max(ratio, 1.0 / ratio));
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

} // namespace

ValidationSummary summarize(const std::vector<Prediction> &predictions)
{
    return summarizeIf(predictions, [](const Prediction &) { return true; });
}

ValidationSummary summarize(const std::vector<Prediction> &predictions, bool check)
{
    return summarizeIf(predictions, [check](const Prediction &p) { return p.check == check; });
}

} // namespace flopsheet
