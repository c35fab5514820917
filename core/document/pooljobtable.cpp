#include "core/document/pooljobtable.h"

#include <QCoreApplication>

namespace flopsheet {
namespace {

constexpr FieldSpec kFields[kPoolJobFieldCount] = {
    { .key = "workload",
        .title = QT_TRANSLATE_NOOP("Fields", "Workload"),
        .kind = FieldKind::Text,
        .required = true,
        .toolTip = QT_TRANSLATE_NOOP("Fields", "A workload of the workload table, by name"),
        .fileKey = "workload" },
    { .key = "weight",
        .title = QT_TRANSLATE_NOOP("Fields", "Weight"),
        .limits = limits::poolWeight,
        .required = true,
        .toolTip = QT_TRANSLATE_NOOP("Fields", "Its share against the other jobs' (2 = twice a job of weight 1)"),
        .fileKey = "weight" },
    { .key = "priority",
        .title = QT_TRANSLATE_NOOP("Fields", "Priority class"),
        .kind = FieldKind::Count,
        .limits = limits::priorityClass,
        .format = CellFormat::Integer,
        .toolTip = QT_TRANSLATE_NOOP("Fields", "Strict priority runs the higher class first"),
        .fileKey = "priorityClass" },
    { .key = "start_h",
        .title = QT_TRANSLATE_NOOP("Fields", "Earliest start (h)"),
        .limits = limits::poolHours,
        .quantity = QuantityKind::Duration,
        .toolTip = QT_TRANSLATE_NOOP("Fields", "Hours from the plan's start (\"2d\" reads as 48)"),
        .fileKey = "startHours" },
    { .key = "deadline_h",
        .title = QT_TRANSLATE_NOOP("Fields", "Deadline (h)"),
        .limits = limits::deadlineHours,
        .quantity = QuantityKind::Duration,
        .empty = EmptyCell::Dash,
        .toolTip = QT_TRANSLATE_NOOP(
            "Fields", "Hours from the plan's start by which it must finish; a serving job stops then. Empty: none"),
        .fileKey = "deadlineHours" },
    { .key = "min_gpus",
        .title = QT_TRANSLATE_NOOP("Fields", "Min GPUs"),
        .kind = FieldKind::Count,
        .limits = limits::gpuCount,
        .format = CellFormat::Integer,
        .empty = EmptyCell::Auto,
        .toolTip = QT_TRANSLATE_NOOP("Fields", "The gang's smallest size; auto: the fewest GPUs it fits on"),
        .fileKey = "minGpus" },
    { .key = "max_gpus",
        .title = QT_TRANSLATE_NOOP("Fields", "Max GPUs"),
        .kind = FieldKind::Count,
        .limits = limits::gpuCount,
        .format = CellFormat::Integer,
        .empty = EmptyCell::Auto,
        .toolTip = QT_TRANSLATE_NOOP(
            "Fields", "The largest useful count; auto: the most GPUs its critical batch allows on fixed data"),
        .fileKey = "maxGpus" },
    { .key = "mixed_types",
        .title = QT_TRANSLATE_NOOP("Fields", "Mixed GPU types"),
        .kind = FieldKind::Boolean,
        .toolTip = QT_TRANSLATE_NOOP("Fields",
            "May move between GPU types over its run (checkpoint and resume); off: it keeps the type it starts on"),
        .fileKey = "mixedTypes" },
    { .key = "load",
        .title = QT_TRANSLATE_NOOP("Fields", "Load to hold"),
        .kind = FieldKind::Count,
        .limits = limits::servingLoad,
        .format = CellFormat::Count,
        .empty = EmptyCell::Dash,
        .toolTip = QT_TRANSLATE_NOOP("Fields",
            "Serving workloads: the load it must hold at its prompt and output lengths; it reserves the fewest "
            "GPUs that do, first"),
        .fileKey = "load" },
    { .key = "load_unit",
        .title = QT_TRANSLATE_NOOP("Fields", "Load unit"),
        .kind = FieldKind::Choice,
        .choices = kLoadUnitChoices,
        .fileKey = "loadUnit" },
};

const TableDescription kDescription {
    .table = Table::PoolJobs,
    .key = "poolJobs",
    .title = QT_TRANSLATE_NOOP("Tables", "pool jobs"),
    .fields = kFields,
    .nameField = int(PoolJobField::Workload),
    .rowsNoun = QT_TRANSLATE_N_NOOP("Tables", "%n pool job(s)"),
    .addText = QT_TRANSLATE_N_NOOP("Tables", "Add %n pool job(s)"),
    .deleteText = QT_TRANSLATE_N_NOOP("Tables", "Delete %n pool job(s)"),
    .setText = QT_TRANSLATE_N_NOOP("Tables", "Set %1 of %n pool job(s)"),
};

QVariant number(double v)
{
    return isKnown(v) ? QVariant(v) : QVariant();
}

QVariant count(int v)
{
    return v > 0 ? QVariant(double(v)) : QVariant();
}

} // namespace

const TableDescription &TableTraits<PoolJob>::description()
{
    return kDescription;
}

QVariant TableTraits<PoolJob>::value(const PoolJob &j, int field)
{
    switch (static_cast<PoolJobField>(field)) {
    case PoolJobField::Workload:
        return j.workloadName;
    case PoolJobField::Weight:
        return j.weight;
    case PoolJobField::Priority:
        return double(j.priorityClass);
    case PoolJobField::Start:
        return j.startHours;
    case PoolJobField::Deadline:
        return number(j.deadlineHours);
    case PoolJobField::MinGpus:
        return count(j.minGpus);
    case PoolJobField::MaxGpus:
        return count(j.maxGpus);
    case PoolJobField::MixedTypes:
        return j.mixedTypes;
    case PoolJobField::Load:
        return number(j.load);
    case PoolJobField::LoadUnit:
        return choiceWord(kLoadUnitChoices, int(j.loadUnit));
    case PoolJobField::FieldCount:
        break;
    }
    return {};
}

void TableTraits<PoolJob>::set(PoolJob &j, int field, const QVariant &v)
{
    const double d = v.isValid() ? v.toDouble() : kUnknown;
    switch (static_cast<PoolJobField>(field)) {
    case PoolJobField::Workload:
        j.workloadName = v.toString();
        break;
    case PoolJobField::Weight:
        j.weight = isKnown(d) ? d : 1;
        break;
    case PoolJobField::Priority:
        j.priorityClass = isKnown(d) ? int(d) : 0;
        break;
    case PoolJobField::Start:
        j.startHours = isKnown(d) ? d : 0;
        break;
    case PoolJobField::Deadline:
        j.deadlineHours = d;
        break;
    case PoolJobField::MinGpus:
        j.minGpus = isKnown(d) ? int(d) : 0;
        break;
    case PoolJobField::MaxGpus:
        j.maxGpus = isKnown(d) ? int(d) : 0;
        break;
    case PoolJobField::MixedTypes:
        j.mixedTypes = v.isValid() ? v.toBool() : true;
        break;
    case PoolJobField::Load:
        j.load = d;
        break;
    case PoolJobField::LoadUnit:
        j.loadUnit = choiceAs<LoadUnit>(kLoadUnitChoices, v.toString()).value_or(LoadUnit::OutputTokensPerS);
        break;
    case PoolJobField::FieldCount:
        break;
    }
}

bool TableTraits<PoolJob>::matchesName(const PoolJob &j, const QString &name)
{
    return j.workloadName.compare(name, Qt::CaseInsensitive) == 0;
}

QString TableTraits<PoolJob>::rowProblem(const PoolJob &j, int *field)
{
    auto refuse = [field](PoolJobField f, const QString &problem) {
        if (field)
            *field = int(f);
        return problem;
    };
    if (j.minGpus > 0 && j.maxGpus > 0 && j.minGpus > j.maxGpus)
        return refuse(PoolJobField::MaxGpus,
            QCoreApplication::translate("PoolJobs", "the largest gang (%1 GPUs) is below the smallest (%2 GPUs)")
                .arg(j.maxGpus)
                .arg(j.minGpus));
    if (isKnown(j.deadlineHours) && j.deadlineHours <= j.startHours)
        return refuse(PoolJobField::Deadline,
            QCoreApplication::translate("PoolJobs", "the deadline (%1 h) is not after the earliest start (%2 h)")
                .arg(j.deadlineHours)
                .arg(j.startHours));
    return {};
}

} // namespace flopsheet
