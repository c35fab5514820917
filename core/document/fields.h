#pragma once

#include "core/document/entries.h"

#include <QString>
#include <QVariant>

#include <optional>

namespace flopsheet {

/** Editable columns of the workload table, in display order. */
enum class WorkloadField : int {
    Name, Family, Mode, Params, ForwardFlops, Tokens, Samples, Epochs, BatchPerGpu, SeqLen, Precision,
    Optimizer, ZeroStage, Recompute, PromptTokens, OutputTokens, Efficiency, PrunedPercent, Sparse24, FieldCount
};

/** Editable columns of the hardware table, in display order. */
enum class GpuField : int {
    Name, Fp32, Tf32, Fp16, Bf16, Fp8, Int8, MemoryGB, BandwidthGBps, InterconnectGBps, TdpW, PricePerHour,
    Count, Included, FieldCount
};

inline constexpr int kWorkloadFieldCount = static_cast<int>(WorkloadField::FieldCount);
inline constexpr int kGpuFieldCount = static_cast<int>(GpuField::FieldCount);

/** Column title with its unit, translated ("Parameters", "Price ($/GPU-h)"). */
QString workloadFieldTitle(WorkloadField f);
QString gpuFieldTitle(GpuField f);
/** Stable, untranslated key for files and CSV headers ("params", "price_usd_per_hour"). */
QString workloadFieldKey(WorkloadField f);
QString gpuFieldKey(GpuField f);
std::optional<WorkloadField> workloadFieldFromKey(QStringView key);
std::optional<GpuField> gpuFieldFromKey(QStringView key);

/** How a field's value is typed; decides the editor and the parser. */
enum class FieldKind { Text, Count, Flops, Choice, Boolean, Number };
FieldKind workloadFieldKind(WorkloadField f);
FieldKind gpuFieldKind(GpuField f);
/** The words a Choice field accepts, in order ("train", "infer"). */
QStringList workloadFieldChoices(WorkloadField f);
/** How a choice word reads in the interface, translated ("infer" -> "Serve"); the word itself when it
 *  is a technical name that stays as is ("bf16", "adam"). Files and CSV keep the words. */
QString workloadChoiceLabel(WorkloadField f, const QString &word);

/**
 * The stored value of a field as a QVariant for editing and files: numbers as double (NaN for
 * unknown is an invalid QVariant), choices as their lower-case word, booleans as bool.
 */
QVariant workloadFieldValue(const WorkloadEntry &e, WorkloadField f);
QVariant gpuFieldValue(const HardwareEntry &e, GpuField f);

/**
 * Checks and converts a user value (a number, or text such as "7B", "80 GB", "bf16") for a field.
 * Returns the canonical value to store, or an error message naming the problem; nothing is changed.
 * An empty value clears an optional figure (unknown).
 */
struct FieldValue {
    QVariant value;
    QString error;
    bool ok() const { return error.isEmpty(); }
};
FieldValue parseWorkloadField(WorkloadField f, const QVariant &input);
FieldValue parseGpuField(GpuField f, const QVariant &input);

/** Stores an already parsed (canonical) value; used by the undo commands. */
void setWorkloadField(WorkloadEntry &e, WorkloadField f, const QVariant &canonical);
void setGpuField(HardwareEntry &e, GpuField f, const QVariant &canonical);

/** Whether a field applies to this row (Tokens to language models, PromptTokens to inference...). */
bool workloadFieldApplies(const WorkloadEntry &e, WorkloadField f);

} // namespace flopsheet
