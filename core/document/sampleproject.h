#pragma once

#include "core/catalog/catalog.h"
#include "core/document/entries.h"

#include <QList>

namespace flopsheet {

/** What a first start shows: a realistic plan built from the catalog. */
struct SampleProject {
    QList<WorkloadEntry> workloads;
    QList<HardwareEntry> hardware;
};

/**
 * Pre-train a 7B transformer (Llama 2 7B shape) on 1T tokens, fine-tune Llama 2 7B on 2B tokens,
 * train ResNet-50 on ImageNet for 90 epochs, serve Llama 3 8B (1,000 tokens in, 500 out, largest
 * batch); on T4, L4, A100 80GB, H100 and H200, eight of each.
 */
SampleProject sampleProject(const Catalog &catalog);

} // namespace flopsheet
