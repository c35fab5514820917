#pragma once

#include "core/catalog/workload.h"
#include "core/estimate/scenario.h"

#include <array>
#include <optional>

namespace flopsheet {

struct Estimate;

/**
 * The groups of published measurements FlopSheet is validated against (issue 7). An estimate's
 * range comes from the errors of the group its figure belongs to.
 */
enum class ErrorCategory : std::uint8_t {
    ConvNetThroughput, ///< conv-net training and inference throughput (and time to train)
    TransformerTraining, ///< transformer training throughput (BERT, MPT, TinyLlama, LLaMA)
    TransformerInference, ///< encoder (BERT) inference throughput
    LlmPretraining, ///< LLM pre-training GPU-hours and wall time
    LargeRunTflops, ///< achieved TFLOP/s per GPU or MFU of large runs
    LlmServing, ///< LLM serving throughput (output tokens/s)
    TimeToFirstToken, ///< LLM first-token latency
};
inline constexpr int kErrorCategoryCount = 7;
inline constexpr std::array<ErrorCategory, kErrorCategoryCount> kAllErrorCategories
    = { ErrorCategory::ConvNetThroughput, ErrorCategory::TransformerTraining, ErrorCategory::TransformerInference,
          ErrorCategory::LlmPretraining, ErrorCategory::LargeRunTflops, ErrorCategory::LlmServing,
          ErrorCategory::TimeToFirstToken };

/** Stable key used in files ("conv-net-throughput"); never translated. */
QString errorCategoryId(ErrorCategory c);
/** Translated name for people ("conv-net training and inference throughput"). */
QString errorCategoryName(ErrorCategory c);
std::optional<ErrorCategory> parseErrorCategory(QStringView id);

/** The category whose errors describe an estimate's time (wall time, GPU-hours, throughput). */
ErrorCategory timeCategory(WorkloadFamily family, Mode mode);

/**
 * How far the measured time strayed from the predicted one in a category: measured time / predicted
 * time at the low and high percentiles of the validation rows (a throughput row's ratio is
 * predicted / measured throughput). The range always contains 1, the expected value.
 */
struct ErrorBand {
    double timeRatioLow = 1.0;
    double timeRatioHigh = 1.0;
    int rows = 0; ///< validation rows behind the band; 0 = no band
    bool known() const { return rows > 0; }
};

/** One band per category, as written by `flopsheet-cli validate --write-bands`. */
struct ErrorBands {
    std::array<ErrorBand, kErrorCategoryCount> bands {};
    double lowPercentile = 10.0;
    double highPercentile = 90.0;
    const ErrorBand &operator[](ErrorCategory c) const { return bands[std::size_t(c)]; }
    ErrorBand &operator[](ErrorCategory c) { return bands[std::size_t(c)]; }
};

/**
 * Percentile by linear interpolation between closest ranks (Hyndman & Fan 1996, type 7; numpy's
 * default). values need not be sorted; NaN when empty.
 */
double percentile(std::vector<double> values, double percent);

/**
 * Band from a category's time ratios (measured time / predicted time): the given percentiles,
 * widened to contain 1. Rounded to 4 decimals so a written file and a recomputation compare equal.
 */
ErrorBand bandFromTimeRatios(const std::vector<double> &timeRatios, double lowPercent, double highPercent);

/**
 * Fills an estimate's optimistic and pessimistic figures from its category's band: time, GPU-hours,
 * cost and energy scale with the time ratio, throughput with its inverse; first-token latency uses
 * the first-token band. Leaves the range unknown when the band has no rows.
 */
void applyErrorBands(Estimate &e, WorkloadFamily family, Mode mode, const ErrorBands &bands);

} // namespace flopsheet
