#include "core/document/entries.h"

namespace flopsheet {
namespace {

bool sameFigure(double a, double b)
{
    return a == b || (!isKnown(a) && !isKnown(b));
}

} // namespace

bool operator==(const ProjectAssumptions &a, const ProjectAssumptions &b)
{
    return a.pue == b.pue && a.priceMultiplier == b.priceMultiplier && a.gpusPerNode == b.gpusPerNode
        && sameFigure(a.deadlineHours, b.deadlineHours) && sameFigure(a.budgetUsd, b.budgetUsd)
        && a.poolPolicy == b.poolPolicy;
}

WorkloadEntry workloadEntryFromPreset(const Workload &preset)
{
    WorkloadEntry e;
    e.workload = preset;
    Scenario &sc = e.scenario;
    sc.mode = Mode::Train;
    sc.precision = Precision::BF16;
    const bool tokenModel = isTokenModelFamily(preset.family);
    if (tokenModel) {
        sc.amount = AmountKind::Tokens;
        sc.tokens = preset.trainingTokens;
    } else {
        sc.amount = AmountKind::Samples;
        sc.samples = preset.datasetSamples;
        sc.epochs = preset.epochs;
    }
    return e;
}

Scenario scenarioFor(const WorkloadEntry &w, const HardwareEntry &h, const ProjectAssumptions &a)
{
    Scenario sc = w.scenario;
    sc.gpuCount = w.gpuCounts.value(h.gpu.name, h.count); // the workload's own count for this type, if it has one
    sc.gpusPerNode = a.gpusPerNode;
    sc.pue = a.pue;
    sc.priceMultiplier = a.priceMultiplier;
    sc.precision = nearestPrecision(h.gpu, sc.precision);
    return sc;
}

} // namespace flopsheet
