#pragma once

#include <QList>
#include <QString>
#include <QStringView>

#include <array>
#include <limits>
#include <optional>
#include <span>

namespace flopsheet {

/**
 * One stage of a batch-size schedule: from where the previous stage ended until `until`, the global
 * batch goes linearly in data from startBatch to endBatch (equal for a constant stage). Batches and
 * data are in batch units: tokens for language models, samples otherwise (BatchSchedule::inSamples
 * says samples for all).
 */
struct BatchStage {
    double startBatch = 0;
    double endBatch = 0;
    double until = std::numeric_limits<double>::quiet_NaN(); ///< NaN: to the end of training
    bool untilSteps = false; ///< until counts optimizer steps from the start, not data
};

/** How a schedule was written, so it reads back as typed. */
enum class ScheduleForm : std::uint8_t { Constant, Linear, Stages, Megatron };

/**
 * How the global batch grows over training. Constant (no stages) keeps the workload's global batch.
 * Text forms (parseBatchSchedule, `flopsheet-cli help estimate`):
 *   linear:B0-B1@T            from B0 to B1, linear in data, over the first T (GPT-3, DeepSeek-V2/V3)
 *   stages:B1@U1,B2@U2,...,Bn  B1 until U1, then B2 until U2, ..., Bn to the end; U in data, or in
 *                             optimizer steps with "steps" after it (PaLM: "512 sequences until step 50k")
 *   megatron:START,INC,SAMPLES[,FINAL]
 *                             Megatron-LM's --rampup-batch-size: from START, INC more every
 *                             SAMPLES / ((FINAL - START) / INC) samples, all in samples (sequences);
 *                             FINAL defaults to the workload's global batch
 */
struct BatchSchedule {
    ScheduleForm form = ScheduleForm::Constant;
    QList<BatchStage> stages; ///< linear and stages forms
    // Megatron's three (four) numbers, expanded when the final batch is known (resolveSchedule).
    double megatronStart = 0;
    double megatronIncrement = 0;
    double megatronSamples = 0;
    double megatronFinal = std::numeric_limits<double>::quiet_NaN();

    bool isConstant() const { return form == ScheduleForm::Constant; }
    bool inSamples() const { return form == ScheduleForm::Megatron; }
    /** Equal when they read the same (NaN ends compare equal). */
    friend bool operator==(const BatchSchedule &a, const BatchSchedule &b);
};

/** Parses a schedule's text; an empty text or "constant" is the constant schedule. The error names the stage. */
std::optional<BatchSchedule> parseBatchSchedule(QStringView text, QString *error);
/** The text parseBatchSchedule reads back to the same schedule ("" for constant). */
QString batchScheduleText(const BatchSchedule &schedule);

/** The most stages a schedule may expand to (a Megatron ramp of 16 by 16 to 1,536 has 96). */
inline constexpr int kMaxScheduleStages = 256;

/** One stretch of training at a constant or linearly growing global batch, in samples. Trivial (no
 *  initialisers), so a ResolvedSchedule's array costs nothing until a segment is written. */
struct ScheduleSegment {
    double startBatch; ///< samples per optimizer step at the start of the segment
    double endBatch; ///< at its end (equal: constant)
    double samples; ///< samples the segment trains on
    double steps; ///< optimizer steps it takes
    int stage; ///< the schedule's stage it belongs to, from 0; the constant tail after the last is stages.size()
};

/** A schedule laid over a job's data: its segments and their totals. */
struct ResolvedSchedule {
    std::array<ScheduleSegment, kMaxScheduleStages + 1> segments;
    int count = 0;
    double steps = 0;
    double samples = 0;
    QString error; ///< why the schedule does not fit the data; empty when it does
    std::span<const ScheduleSegment> view() const { return { segments.data(), std::size_t(count) }; }
    bool ok() const { return error.isEmpty(); }
};

/**
 * Lays the schedule over totalSamples of data (samplesPerUnit: tokens per sample for language models,
 * 1 otherwise) with finalBatch (samples) as Megatron's default final batch and a constant schedule's
 * batch. Steps of a linear ramp from B0 to B1 over T samples: ∫ dx / B(x) = T / (B1 − B0) · ln(B1 / B0)
 * (worked from the ramp). A stage ending before the data ends leaves its last batch to the end; a stage
 * ending past it is refused.
 */
ResolvedSchedule resolveSchedule(
    const BatchSchedule &schedule, double totalSamples, double tokensPerSample, double finalBatchSamples);
/** A constant batch of batchSamples over totalSamples: one segment. */
ResolvedSchedule constantSchedule(double batchSamples, double totalSamples);

/** The data a schedule whose every stage ends at a step count trains on, in batch units (PaLM: 775.9B tokens); NaN if
 * any stage ends at a data amount or runs to the end. */
double scheduleDataBySteps(const BatchSchedule &schedule);

/** A published schedule users can start from (the schedule editor's presets, `help estimate`). */
struct SchedulePreset {
    const char *name; ///< untranslated model name
    const char *text; ///< parseBatchSchedule text, in tokens
    const char *source;
};
std::span<const SchedulePreset> schedulePresets();

} // namespace flopsheet
