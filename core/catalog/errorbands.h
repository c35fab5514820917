#pragma once

#include "core/estimate/uncertainty.h"

#include <QByteArray>

namespace flopsheet {

/**
 * Reads error bands written by `flopsheet-cli validate --write-bands`: {"formatVersion": 1,
 * "percentiles": [low, high], "categories": {id: {"rows", "timeRatioLow", "timeRatioHigh"}}}.
 * Returns false with the key named on malformed input; an unknown category id is an error.
 */
bool readErrorBands(const QByteArray &json, ErrorBands &out, QString *error);

/** The same format; `source` names the measurements file the bands were computed from. */
QByteArray writeErrorBands(const ErrorBands &bands, const QString &source);

/**
 * The bands shipped in resources/catalog/error-bands.json (computed from tests/data/measurements.csv;
 * tst_validation recomputes them and fails when they differ). Loaded once.
 */
const ErrorBands &builtInErrorBands();

} // namespace flopsheet
