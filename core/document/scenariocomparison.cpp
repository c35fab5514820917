#include "core/document/scenariocomparison.h"

#include "core/estimate/estimator.h"
#include "core/estimate/parallel.h"

#include <QHash>

namespace flopsheet {
namespace {

// Serving is compared per million of its unit (Estimate::servingCostPerMillion: output tokens for a model that
// generates, else samples): hours at the estimated rate, and the cost of them.
double servingHoursPerMillion(const Estimate &e)
{
    const double rate = e.servingPricedPerToken() ? e.outputTokensPerS : e.samplesPerS;
    return isKnown(rate) && rate > 0 ? 1e6 / rate / 3600.0 : kUnknown;
}

} // namespace

double relativeChange(double a, double b)
{
    if (!isKnown(a) || !isKnown(b) || a == 0)
        return kUnknown;
    return (b - a) / a;
}

int findHardware(const QList<HardwareEntry> &rows, const QString &name)
{
    for (int i = 0; i < rows.size(); ++i) {
        if (rows[i].gpu.name == name)
            return i;
    }
    return -1;
}

int findWorkload(const QList<WorkloadEntry> &rows, const QString &name)
{
    for (int i = 0; i < rows.size(); ++i) {
        if (rows[i].workload.name == name)
            return i;
    }
    return -1;
}

std::vector<ScenarioDelta> compareScenarios(const SavedScenario &a, const SavedScenario &b)
{
    // B's rows by name, the first of each name, so matching is one lookup per row (plans run to
    // 10,000 workloads; a scan of B for each row of A would be quadratic).
    QHash<QString, int> workloadsOfB, hardwareOfB;
    for (int i = b.workloads.size() - 1; i >= 0; --i)
        workloadsOfB.insert(b.workloads[i].workload.name, i);
    for (int i = b.hardware.size() - 1; i >= 0; --i)
        hardwareOfB.insert(b.hardware[i].gpu.name, i);

    struct Pair {
        int workloadA, hardwareA, workloadB, hardwareB;
    };
    std::vector<Pair> pairs;
    for (int wa = 0; wa < a.workloads.size(); ++wa) {
        const int wb = workloadsOfB.value(a.workloads[wa].workload.name, -1);
        if (wb < 0)
            continue;
        for (int ha = 0; ha < a.hardware.size(); ++ha) {
            const int hb = hardwareOfB.value(a.hardware[ha].gpu.name, -1);
            if (a.hardware[ha].included && hb >= 0 && b.hardware[hb].included)
                pairs.push_back({ wa, ha, wb, hb });
        }
    }

    std::vector<ScenarioDelta> out(pairs.size());
    forEachInParallel(pairs.size(), [&](std::size_t i) {
        const Pair &p = pairs[i];
        const WorkloadEntry &wa = a.workloads[p.workloadA];
        const HardwareEntry &ha = a.hardware[p.hardwareA];
        const WorkloadEntry &wb = b.workloads[p.workloadB];
        const HardwareEntry &hb = b.hardware[p.hardwareB];
        ScenarioDelta &d = out[i];
        d.workload = wa.workload.name;
        d.gpu = ha.gpu.name;
        d.serving = wa.scenario.mode == Mode::Infer;
        const Estimate ea = estimate(wa.workload, ha.gpu, scenarioFor(wa, ha, a.assumptions));
        // A side compared with itself (the plan against the plan, before any scenario is saved) is estimated once.
        const bool sameRow = &a == &b && p.workloadA == p.workloadB && p.hardwareA == p.hardwareB;
        const Estimate eb = sameRow ? ea : estimate(wb.workload, hb.gpu, scenarioFor(wb, hb, b.assumptions));
        auto hours = [](const Estimate &e, bool serving) {
            return !e.ok() ? kUnknown : serving ? servingHoursPerMillion(e) : e.wallHours;
        };
        auto cost = [](const Estimate &e, bool serving) {
            return !e.ok() ? kUnknown : serving ? e.servingCostPerMillion() : e.costUsd;
        };
        d.hoursA = hours(ea, d.serving);
        d.costA = cost(ea, d.serving);
        // A failed A still says its unit where B can.
        d.perToken = d.serving && (ea.ok() ? ea.servingPricedPerToken() : eb.servingPricedPerToken());
        const bool servingB = wb.scenario.mode == Mode::Infer;
        // A row that changed mode, or from tokens to samples, between the scenarios has no comparable time or cost.
        const bool comparable
            = servingB == d.serving && (!eb.ok() || !d.serving || eb.servingPricedPerToken() == d.perToken);
        d.hoursB = comparable ? hours(eb, servingB) : kUnknown;
        d.costB = comparable ? cost(eb, servingB) : kUnknown;
        d.memoryGiBA = ea.ok() ? ea.memoryPerGpuGiB : kUnknown;
        d.memoryGiBB = eb.ok() ? eb.memoryPerGpuGiB : kUnknown;
        d.fitsA = ea.ok() && ea.fits;
        d.fitsB = eb.ok() && eb.fits;
    });
    return out;
}

} // namespace flopsheet
