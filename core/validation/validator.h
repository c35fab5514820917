#pragma once

#include "core/catalog/catalog.h"
#include "core/estimate/scenario.h"
#include "core/validation/measurement.h"

#include <map>

namespace flopsheet {

/** A measured figure next to FlopSheet's prediction of it, or why the row cannot be predicted. */
struct Prediction {
    QString id;
    QString category;
    QString quantity;   ///< what is compared, with its unit
    double measured = 0;
    double predicted = 0;
    bool predictable = false;
    QString skipReason; ///< when not predictable: the missing piece (model not in catalog, no GPU count, ...)
    /** predicted / measured - 1 */
    double relativeError() const { return predicted / measured - 1.0; }
};

/**
 * Predicts a measured row with default settings: the workload and GPU from the catalog, the row's
 * precision, GPU count, batch and sequence lengths; FlopSheet's own efficiency model, never a
 * per-row factor. Rows whose model or chip is not in the catalog, or which lack the amount of work
 * or the GPU count, are returned with a reason instead.
 */
Prediction predictMeasurement(const Measurement &m, const Catalog &catalog);

/** Median of |relative error| over predictable rows, overall and per category. */
struct ValidationSummary {
    double overallMedian = 0;
    int predicted = 0;
    int skipped = 0;
    std::map<QString, double> medianByCategory;
    std::map<QString, int> countByCategory;
};
ValidationSummary summarize(const std::vector<Prediction> &predictions);

double medianAbsolute(std::vector<double> values);

} // namespace flopsheet
