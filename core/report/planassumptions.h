#pragma once

#include "core/document/entries.h"

#include <QList>
#include <QString>
#include <QVariant>

namespace flopsheet {

/** One of the plan's own assumptions, as the report's table and the workbook's sheet show it. */
struct PlanAssumption {
    enum class Unit { Hours, Usd, Factor, Count, Text };
    QString name; ///< translated, without its unit: "Deadline", "Budget"
    QVariant value; ///< a number in its unit, or the word; null = not set ("none")
    Unit unit;
};

/**
 * The plan-wide assumptions in the order a reader checks them: deadline, budget, price multiplier, PUE,
 * GPUs per node and the pool's policy. The one list behind the report's Assumptions table and the Excel
 * workbook's Assumptions sheet.
 */
QList<PlanAssumption> planAssumptions(const ProjectAssumptions &assumptions);

} // namespace flopsheet
