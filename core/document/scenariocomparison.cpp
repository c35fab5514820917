#include "core/document/scenariocomparison.h"

#include "core/estimate/estimator.h"

namespace flopsheet {
namespace {

// Serving is compared per million output tokens: hours at the measured rate, and the cost of them.
double servingHoursPerMillion(const Estimate &e)
{
    const double rate = isKnown(e.outputTokensPerS) ? e.outputTokensPerS : e.tokensPerS;
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
    std::vector<ScenarioDelta> out;
    for (const WorkloadEntry &wa : a.workloads) {
        const int wb = findWorkload(b.workloads, wa.workload.name);
        if (wb < 0)
            continue;
        for (const HardwareEntry &ha : a.hardware) {
            const int hb = findHardware(b.hardware, ha.gpu.name);
            if (!ha.included || hb < 0 || !b.hardware[hb].included)
                continue;
            const WorkloadEntry &wbEntry = b.workloads[wb];
            const HardwareEntry &hbEntry = b.hardware[hb];
            ScenarioDelta d;
            d.workload = wa.workload.name;
            d.gpu = ha.gpu.name;
            d.serving = wa.scenario.mode == Mode::Infer;
            d.a = estimate(wa.workload, ha.gpu, scenarioFor(wa, ha, a.assumptions));
            d.b = estimate(wbEntry.workload, hbEntry.gpu, scenarioFor(wbEntry, hbEntry, b.assumptions));
            auto hours = [](const Estimate &e, bool serving) {
                return !e.ok() ? kUnknown : serving ? servingHoursPerMillion(e) : e.wallHours;
            };
            auto cost = [](const Estimate &e, bool serving) {
                return !e.ok() ? kUnknown : serving ? e.costPerMillionTokensUsd : e.costUsd;
            };
            d.hoursA = hours(d.a, d.serving);
            d.costA = cost(d.a, d.serving);
            const bool servingB = wbEntry.scenario.mode == Mode::Infer;
            // A row that changed mode between the scenarios has no comparable time or cost.
            d.hoursB = servingB == d.serving ? hours(d.b, servingB) : kUnknown;
            d.costB = servingB == d.serving ? cost(d.b, servingB) : kUnknown;
            out.push_back(std::move(d));
        }
    }
    return out;
}

} // namespace flopsheet
