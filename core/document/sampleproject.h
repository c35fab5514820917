#pragma once

#include "core/catalog/catalog.h"
#include "core/document/entries.h"

#include <QList>

namespace flopsheet {

/** What a first start shows: a realistic plan built from the catalog. */
struct SampleProject {
    QList<WorkloadEntry> workloads;
    QList<HardwareEntry> hardware;
    ProjectAssumptions assumptions;
    QList<SavedScenario> scenarios;
    QList<PoolGpu> poolGpus;
    QList<PoolJob> poolJobs;
};

/**
 * Pre-train a 7B transformer (Llama 2 7B shape) on 1T tokens, fine-tune Llama 2 7B on 2B tokens,
 * train ResNet-50 on ImageNet for 90 epochs, serve Llama 3 8B (1,000 tokens in, 500 out, largest
 * batch); on T4, L4, A100 80GB, H100 and H200, eight of each. A 30-day deadline and a $250,000
 * budget for the planner, and two saved scenarios to compare: spot prices (60 % off on-demand,
 * a typical spot discount) and the pre-training in FP8. A shared pool of 32 A100 80GB and 64 H100 from the
 * start, 16 H200 joining after a week (a reservation) and 8 L4, shared by all four: the pre-training (weight 2, due in
 * 30 days), the fine-tune due in three days, ResNet-50 from day two, and the Llama 3 8B service holding 2,000 output
 * tokens/s.
 */
SampleProject sampleProject(const Catalog &catalog);

} // namespace flopsheet
