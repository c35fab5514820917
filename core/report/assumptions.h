#pragma once

#include "core/catalog/gpu.h"
#include "core/catalog/workload.h"
#include "core/estimate/estimate.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace flopsheet {

/** One assumption an estimate made: what it is, its value in words, and where it came from. */
struct Assumption {
    const char *key; ///< untranslated, for JSON: "family", "runtime", "efficiency", ...
    QString value; ///< translated, for people: "eager", "45 % of dense peak"
    QString source; ///< translated: "as given", "the default for serving a conv net"
    bool given = false; ///< the user said it; false: FlopSheet chose it
    QString word = {}; ///< untranslated value for files and JSON where one exists ("cnn", "eager")
};

/**
 * What an estimate assumed, in the order a reader checks them: the model's family, its runtime, the
 * compute efficiency and its source, the parallel layout, the batch, a shape or depth taken where none
 * was given, and (serving) the latency floor a small batch hits. familySource says how the family was
 * chosen when the user did not give it (the CLI's inference: "assumed a conv net: …"); empty = given. The one list
 * behind the CLI's table and JSON, the details pane, the results tooltip and the report, so none of them can state
 * another story.
 */
QList<Assumption> estimateAssumptions(
    const Workload &w, const Gpu &gpu, const Scenario &sc, const Estimate &e, const QString &familySource = {});

/** "Runtime: eager (the default for serving a conv net)", one line each. */
QStringList assumptionLines(const QList<Assumption> &assumptions);

/** {"family": "cnn", "family_source": "...", ...}; numbers where the figure is one (efficiency, floor). */
QJsonObject assumptionsToJson(const QList<Assumption> &assumptions, const Estimate &e);

} // namespace flopsheet
