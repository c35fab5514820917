#pragma once

#include <QString>

#include <vector>

namespace flopsheet {

/** One published measured run, as a row of tests/data/measurements.csv (columns named by its header row). */
struct Measurement {
    QString id;
    QString category;
    QString model;
    QString task; ///< "training" or "inference"
    QString workloadDetail;
    QString hardware;
    QString gpuCount; ///< as written: "8", "not stated in article", ""
    QString precision;
    QString batchSize;
    QString seqOrIoLen;
    QString metric;
    double value = 0;
    QString unit;
    QString dataset; ///< training_tokens_or_dataset
    QString epochs;
    QString mfuReported;
    QString parallelism;
    QString reliability;
    QString software; ///< what ran it ("TensorRT-LLM v0.6.1", "PyTorch NGC 21.03")
    QString modelParams; ///< the parameter count as published ("25.6M", "7B")
    /** "tune" or "check": check rows come from sources chosen before any tuning and never tuned on
     *  (tests/data/README.md, "Check set"); empty in files without the column (= tune). */
    QString set;
    bool isCheck() const { return set == u"check"; }
    int line = 0;
};

/**
 * Reads measurements.csv. Columns are found by their header names, so extra columns are fine.
 * Returns false with an error naming the line and column on malformed input.
 */
bool readMeasurements(QStringView csvText, std::vector<Measurement> &out, QString *error);

} // namespace flopsheet
