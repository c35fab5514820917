#include "core/report/planassumptions.h"

#include "core/document/poolentries.h"

#include <QCoreApplication>

namespace flopsheet {

QList<PlanAssumption> planAssumptions(const ProjectAssumptions &a)
{
    using U = PlanAssumption::Unit;
    return {
        { QCoreApplication::translate("PlanAssumptions", "Deadline"),
            a.hasDeadline() ? QVariant(a.deadlineHours) : QVariant(), U::Hours },
        { QCoreApplication::translate("PlanAssumptions", "Budget"), a.hasBudget() ? QVariant(a.budgetUsd) : QVariant(),
            U::Usd },
        { QCoreApplication::translate("PlanAssumptions", "Price multiplier (spot or reserved discount)"),
            a.priceMultiplier, U::Factor },
        { QCoreApplication::translate("PlanAssumptions", "Power usage effectiveness (PUE)"), a.pue, U::Factor },
        { QCoreApplication::translate("PlanAssumptions", "GPUs per node"), a.gpusPerNode, U::Count },
        { QCoreApplication::translate("PlanAssumptions", "Pool policy"),
            choiceLabel(kPoolPolicyChoices, int(a.poolPolicy)), U::Text },
    };
}

} // namespace flopsheet
