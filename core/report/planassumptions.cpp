#include "core/report/planassumptions.h"

#include "core/document/poolentries.h"

#include <QCoreApplication>

namespace flopsheet {

QList<PlanAssumption> planAssumptions(const ProjectAssumptions &a)
{
    const auto tr = [](const char *text) { return QCoreApplication::translate("PlanAssumptions", text); };
    using U = PlanAssumption::Unit;
    return {
        { tr("Deadline"), a.hasDeadline() ? QVariant(a.deadlineHours) : QVariant(), U::Hours },
        { tr("Budget"), a.hasBudget() ? QVariant(a.budgetUsd) : QVariant(), U::Usd },
        { tr("Price multiplier (spot or reserved discount)"), a.priceMultiplier, U::Factor },
        { tr("Power usage effectiveness (PUE)"), a.pue, U::Factor },
        { tr("GPUs per node"), a.gpusPerNode, U::Count },
        { tr("Pool policy"), poolPolicyName(a.poolPolicy), U::Text },
    };
}

} // namespace flopsheet
