#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace flopsheet {

/** Step times read from a CSV file, in file order, or the first problem (translated, with its line). */
struct StepTimes {
    QList<double> seconds;
    QString error;
    bool ok() const { return error.isEmpty(); }
};

/**
 * Reads a CSV of training step times in seconds: one number per line, or a header row with a
 * `step_seconds` column (other columns ignored). UTF-8, RFC 4180 quoting, blank lines skipped; a value
 * that is not a positive number is refused with its line ("line 7: \"abc\" is not a number of seconds").
 */
StepTimes parseStepTimes(const QByteArray &csv);
/** The same for a file (a folder, an unreadable or an oversized file refused: readUserFile). */
StepTimes readStepTimes(const QString &fileName);

/** The steps counted as warm-up: the first 10 %, at least 1 when there are 3 or more, at most 20. */
int warmupSteps(int count);

/** The median step time after the warm-up steps, and how many were used and dropped. */
struct StepTimeSummary {
    int total = 0;
    int warmup = 0;
    double medianSeconds = 0;
    bool ok() const { return total > warmup && medianSeconds > 0; }
};
StepTimeSummary summarizeStepTimes(const QList<double> &seconds);

/** A note for the calibration saying so: "steps.csv: median 0.412 s of 90 steps after dropping the first 10 as
 * warm-up". */
QString stepTimeNote(const QString &fileName, const StepTimeSummary &summary);

} // namespace flopsheet
