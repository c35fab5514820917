#pragma once

#include "core/document/entries.h"
#include "core/estimate/calibration.h"

#include <QJsonObject>
#include <QList>
#include <QString>

class QIODevice;

namespace flopsheet {

class Project;

/** The content of a project file: what Project::reset() takes. */
struct ProjectData {
    QList<WorkloadEntry> workloads;
    QList<HardwareEntry> hardware;
    ProjectAssumptions assumptions;
    QList<SavedScenario> scenarios;
    QList<Calibration> calibrations; ///< measured runs (issue 7); format 3
    QList<PoolGpu> poolGpus; ///< the shared pool (issue 14); format 6
    QList<PoolJob> poolJobs;
};

/** Everything of a project that its file holds. */
ProjectData projectData(const Project &project);
/** Replaces the project's content with data (New, Open, recovery); clears the undo history. */
void resetProject(Project &project, ProjectData data);

/** The `.flopsheet` format version this build writes and the newest it reads. */
/** Version 2 added the deadline, the budget and the saved scenarios; version 3 the calibrations (measured
 *  runs), which a version-2 reader would drop without a word, hence the new number. Versions 1 and 2 read as before.
 *  Version 3 also carries a workload's optional "architecture" (added in the same unreleased version).
 *  Version 4: a scenario's "runtime" may be "auto" (the family's default) or "compiled", words a version-3
 *  reader refuses; files without them read as before.
 *  Version 5: a scenario's batch size over training — "criticalBatch", "planning", "stageGpus" and
 *  "batchSchedule" (parseBatchSchedule's text) — which a version-4 reader would drop without a word. */
/*  Version 6: the shared pool — "poolGpus", "poolJobs" and the assumptions' "poolPolicy" — which a
 *  version-5 reader would drop without a word.
 *  Version 7: a workload's own GPU count per GPU type, "gpuCounts" ({"H100-SXM": 42}: the planner's "Use
 *  This Plan for This Workload"), which a version-6 reader would drop without a word.
 *  Version 8: the training layout search — "zeroStage" -1 and "recompute" "auto" leave them to the search,
 *  "interleave" pins the model chunks per stage — values a version-7 reader refuses. Older files keep the
 *  ZeRO stage and recompute they wrote (0 and "none" were the defaults then), so they estimate as before.
 *  Version 9: "contextParallel" pins the context-parallel width and "attention" ("flash" or "stored")
 *  says whether training keeps the attention scores, which a version-8 reader would drop without a word. */
inline constexpr int kProjectFormatVersion = 9;

/**
 * A `.flopsheet` project as JSON:
 *
 *     {"formatVersion": 2, "application": "FlopSheet",
 *      "assumptions": {"pue": 1.2, "priceMultiplier": 1, "gpusPerNode": 8, "deadlineHours": null, "budgetUsd": null},
 *      "workloads": [{<every Workload member, catalog key names>, "shape": {...}, "scenario": {...},
 *                     "architecture": {<a layer file, core/analyzer/layerfile.h; only on rows described layer by
 * layer>}}], "hardware":  [{<every Gpu member, catalog key names>, "peakTflops": {...}, "count": 8, "included": true}],
 *      "scenarios": [{"name": "Spot H100", "assumptions": {...}, "workloads": [...], "hardware": [...]}],
 *      "calibrations": [{"workload": "Llama 2 7B", "gpuId": "h100-sxm", "gpuName": "H100-SXM", "gpuCount": 8,
 *                        "precision": "bf16", "batchPerGpu": 2, "quantity": "tokens_per_s", "value": 25000,
 *                        "samplesPerStep": null, "note": "..."}]}
 *
 * Workload and GPU objects use the key names of the catalog files (resources/catalog/gpus.json, workloads.json), so a
 * project carries its own copy of every figure and source and opens the same whatever the catalog says later.
 * "scenario" holds what the workload row owns; the GPU count, node size, PUE and price multiplier come
 * from the hardware row and the assumptions. Every key is written; an unknown figure (NaN) is null.
 * Numbers are written in the shortest form that reads back to the same double, so a save, load and
 * save gives the same bytes.
 */
QJsonObject projectToJson(const ProjectData &data);
QJsonObject projectToJson(const Project &project);

/**
 * Reads a project from JSON text (UTF-8). Every value's type and range is checked; on the first problem
 * returns false with an error naming it ("workloads[3].scenario.tokens: must be a positive number",
 * "formatVersion 2 is newer than this FlopSheet reads (1)", "not a FlopSheet project: truncated JSON at
 * byte 1234", bytes and lines counted from 1) and leaves out untouched. Required: formatVersion, application,
 * assumptions, workloads, hardware; per workload "name", "family" and "scenario" with "mode" and "precision"; per
 * hardware row "name" and "count". Other keys may be absent (their default, or unknown); keys this version does not
 * know are ignored. Text that is not UTF-8 is refused.
 */
bool readProject(QIODevice &device, ProjectData &out, QString *error);
bool readProject(const QByteArray &json, ProjectData &out, QString *error);

/** Writes the project as indented UTF-8 JSON; false with the device's error string on failure. */
bool writeProject(const ProjectData &data, QIODevice &device, QString *error);

/**
 * Saves through QSaveFile: the old file stays as it was unless the new one was written completely.
 * Does not touch the project's undo stack or file name; the caller marks it clean.
 */
bool saveProject(const Project &project, const QString &fileName, QString *error);
bool saveProject(const ProjectData &data, const QString &fileName, QString *error);

/** Opens and reads a project file; on error out is untouched and error says what is wrong (not the file name). */
bool loadProject(const QString &fileName, ProjectData &out, QString *error);

} // namespace flopsheet
