#pragma once

#include "core/catalog/catalog.h"
#include "core/estimate/estimate.h"
#include "core/estimate/scenario.h"
#include "core/estimate/uncertainty.h"
#include "core/validation/measurement.h"

#include <QStringList>

#include <map>

namespace flopsheet {

/** A measured figure next to FlopSheet's prediction of it, or why the row cannot be predicted. */
struct Prediction {
    QString id;
    QString category; ///< errorCategoryName(errorCategory): the group medians are reported for
    ErrorCategory errorCategory = ErrorCategory::ConvNetThroughput;
    QString sourceCategory; ///< the file's own category column (DLE, MLPerf Inference, ...)
    QString quantity; ///< what is compared, with its unit
    double measured = 0;
    double predicted = 0;
    bool predictable = false;
    bool timeLike = false; ///< the figure is a time (hours, GPU-hours, ms), not a rate
    QString skipReason; ///< when not predictable: the missing piece (model not in catalog, no GPU count, ...)
    bool check = false; ///< a row of the check set: never tuned on (Measurement::isCheck)
    /** Workload, GPU, count, precision, mode, metric and lengths: rows with the same key differ only in batch or
     * framework. */
    QString setupKey;
    /** As typed: the `estimate` flags the prediction came from, so a user can run it again. */
    QStringList typedFlags;
    /** predicted / measured - 1 */
    double relativeError() const { return predicted / measured - 1.0; }
    /** Measured time / predicted time (for a rate: predicted / measured rate). */
    double timeRatio() const { return timeLike ? measured / predicted : predicted / measured; }
};

/** The runtime a row's software column names for a training or serving job, as a user would say it with --runtime. */
Runtime runtimeOfSoftware(const QString &software, Mode mode);

/** The catalog GPU a row ran on, or null when the catalog has no such chip. */
const Gpu *measuredGpu(const Measurement &m, const Catalog &catalog);
/** The catalog preset a row's model is, or null. */
const Workload *measuredWorkload(const Measurement &m, const Catalog &catalog, const Gpu &gpu);

/**
 * What a row's own columns say about the run, read once for both ways of predicting it (with presets,
 * predictMeasurement; as typed, app/cli/astyped.h): the GPU, precision, count, lengths, batch, stated layout,
 * recompute and ZeRO, the runtime from the software column, the training amount. skipReason says what is
 * missing when the row cannot be predicted.
 */
struct RowFacts {
    const Gpu *gpu = nullptr;
    const Workload *workload = nullptr; ///< the preset the model is (its published figures)
    Precision precision = Precision::BF16;
    Mode mode = Mode::Train;
    Runtime runtime = Runtime::Eager;
    int gpuCount = 1;
    int promptTokens = 0;
    int outputTokens = 0;
    int seqLen = 0;
    bool batchMax = false;
    int batchPerGpu = 0;
    double globalBatch = kUnknown;
    int tensorParallel = 0;
    int pipelineParallel = 0;
    int contextParallel = 0;
    int interleave = 0;
    Recompute recompute = Recompute::Auto; ///< what the row states, else the layout search's choice
    int zeroStage = kZeroAuto;
    double tokens = kUnknown; ///< time-to-train rows of language models
    double samples = kUnknown; ///< time-to-train rows of the others, with epochs
    double epochs = kUnknown;
    QString skipReason;
    bool ok() const { return skipReason.isEmpty(); }
};
RowFacts rowFacts(const Measurement &m, const Catalog &catalog);

/** A skipped prediction of a row, with the reason. */
Prediction skipped(const Measurement &m, const QString &reason);
/**
 * The row's measured figure beside the same figure of an estimate made for it (throughput in the row's
 * unit, time to train, GPU-hours, achieved TFLOP/s, MFU, first-token latency). workloadKey groups rows
 * of the same setup for findContradictions.
 */
Prediction compareWithEstimate(const Measurement &m, const Estimate &e, const Scenario &sc, const QString &workloadKey);

/** The validation category of a measured row, from its metric, model and task. */
ErrorCategory validationCategory(const Measurement &m);

/**
 * Predicts a measured row with default settings: the workload and GPU from the catalog, the row's
 * precision, GPU count, batch and sequence lengths; FlopSheet's own efficiency model, never a
 * per-row factor. Rows whose model or chip is not in the catalog, or which lack the amount of work
 * or the GPU count, are returned with a reason instead.
 */
Prediction predictMeasurement(const Measurement &m, const Catalog &catalog);

/** Median of |relative error| over predictable rows, overall and per category. */
struct ValidationSummary {
    double maxRatio = 1; ///< the largest of predicted / measured and its inverse over the predicted rows
    double overallMedian = 0;
    int predicted = 0;
    int skipped = 0;
    std::map<QString, double> medianByCategory;
    std::map<QString, int> countByCategory;
};
ValidationSummary summarize(const std::vector<Prediction> &predictions);
/** The same over the rows of the check set (check = true) or of the tune set. */
ValidationSummary summarize(const std::vector<Prediction> &predictions, bool check);

double medianAbsolute(std::vector<double> values);

/** Two rows of the same setup (setupKey) that no single model can both predict within 15 %. */
struct Contradiction {
    QString firstId;
    QString secondId;
    double firstError = 0; ///< relative errors of the two predictions
    double secondError = 0;
};
/**
 * Pairs of predicted rows with the same setup whose prediction ratios (predicted / measured) differ by
 * more than 1.15 / 0.85: a factor that brings one within ±15 % leaves the other outside.
 */
std::vector<Contradiction> findContradictions(const std::vector<Prediction> &predictions);
inline constexpr double kContradictionRatio = 1.15 / 0.85;

/** Bands per category from the predicted rows' time ratios at the given percentiles (uncertainty.h). */
ErrorBands computeErrorBands(
    const std::vector<Prediction> &predictions, double lowPercent = 10.0, double highPercent = 90.0);

} // namespace flopsheet
