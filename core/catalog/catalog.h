#pragma once

#include "core/catalog/gpu.h"
#include "core/catalog/workload.h"

#include <QByteArray>
#include <QStringList>

#include <vector>

namespace flopsheet {

/**
 * GPUs and workload presets. The built-in catalog is embedded from resources/catalog/ (gpus.json, workloads.json); a
 * user catalog (same format, either list optional) extends it, replacing entries with the same id.
 */
class Catalog {
public:
    /** The embedded catalog. Aborts with a message if the embedded files are broken (a build error). */
    static const Catalog &builtIn();

    /**
     * Merges a JSON document {"formatVersion": 1, "gpus": [...], "workloads": [...]} into this catalog.
     * On error returns false, sets error (names the entry and key) and leaves the catalog unchanged.
     */
    bool merge(const QByteArray &json, QString *error);
    /** Reads a user catalog file and merges it; the error names the file. */
    bool mergeFile(const QString &fileName, QString *error);

    const std::vector<Gpu> &gpus() const { return m_gpus; }
    const std::vector<Workload> &workloads() const { return m_workloads; }
    const Gpu *gpu(QStringView id) const;
    const Workload *workload(QStringView id) const;

    /** Ids closest to a mistyped one (edit distance, then shared prefix), best first. */
    QStringList closestGpuIds(QStringView id, int count = 3) const;
    QStringList closestWorkloadIds(QStringView id, int count = 3) const;

private:
    std::vector<Gpu> m_gpus;
    std::vector<Workload> m_workloads;
};

/** Edit distance between two ids, case-insensitive (Levenshtein). */
int editDistance(QStringView a, QStringView b);

} // namespace flopsheet
