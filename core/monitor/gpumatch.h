#pragma once

#include "core/document/entries.h"

#include <QString>

#include <optional>

namespace flopsheet {

class Catalog;

/** The catalog GPU a reported name stands for, and how sure the match is. */
struct GpuMatch {
    QString id;
    /** The catalog's model number is in the reported name ("H100" in "NVIDIA H100 80GB HBM3"). When
     *  false, the id is only the closest by edit distance and its figures need checking. */
    bool sameModel = false;
};

/**
 * Maps a name as NVML reports it ("NVIDIA A100-SXM4-80GB", "Tesla T4", "NVIDIA GeForce RTX 4090") to
 * the closest catalog GPU. Words of the catalog name count when they appear in the reported name (a
 * word of letters also as a prefix: "SXM" in "SXM4"); the model number must match exactly. Ties go to
 * the memory size closest to memoryGiB (NVML's total), then to SXM boards, whose reported names often
 * leave the form factor out ("NVIDIA H100 80GB HBM3"). Without a model-number match, the closest id
 * by edit distance (Catalog::closestGpuIds), marked as not the same model. Empty only for an empty catalog.
 */
std::optional<GpuMatch> closestCatalogGpu(
    const Catalog &catalog, const QString &reportedName, double memoryGiB = kUnknown);

/** A hardware row for GPUs found on this machine: the catalog GPU, how many, and a note naming the detection. */
HardwareEntry localHardwareEntry(const Gpu &catalogGpu, const QString &reportedName, int count, bool sameModel);

} // namespace flopsheet
