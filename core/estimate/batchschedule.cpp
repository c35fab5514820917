#include "core/estimate/batchschedule.h"

#include "core/estimate/units.h"

#include <QCoreApplication>

#include <cmath>

namespace flopsheet {
namespace {

std::optional<double> positiveCount(QStringView text, const QString &what, QString *error)
{
    const ParsedQuantity q = parseQuantity(text.trimmed(), QuantityKind::Count);
    if (!q) {
        *error = QCoreApplication::translate("BatchSchedule", "%1: %2").arg(what, q.error);
        return std::nullopt;
    }
    if (!(*q.value > 0)) {
        *error = QCoreApplication::translate("BatchSchedule", "%1 must be above zero").arg(what);
        return std::nullopt;
    }
    return q.value;
}

// "12B" for 12e9, "2.87T", "3145728": a suffix only where the value stays exact with two decimals.
QString compact(double v)
{
    struct Scale {
        double factor;
        const char *suffix;
    };
    static constexpr Scale kScales[] = { { 1e12, "T" }, { 1e9, "B" }, { 1e6, "M" }, { 1e3, "k" } };
    for (const Scale &s : kScales) {
        const double hundredths = v / s.factor * 100.0;
        if (v >= s.factor && std::abs(hundredths - std::round(hundredths)) < 1e-6)
            return QString::number(v / s.factor, 'g', 15) + QLatin1String(s.suffix);
    }
    return QString::number(v, 'g', 15);
}

std::optional<BatchSchedule> parseLinear(QStringView body, QString *error)
{
    const qsizetype at = body.indexOf(u'@');
    const qsizetype dash = body.indexOf(u'-', 1);
    if (at < 0 || dash < 0 || dash > at) {
        *error = QCoreApplication::translate(
            "BatchSchedule", "a linear ramp is written linear:B0-B1@T (from B0 to B1 over the first T)");
        return std::nullopt;
    }
    BatchStage ramp;
    const auto b0
        = positiveCount(body.first(dash), QCoreApplication::translate("BatchSchedule", "the starting batch"), error);
    const auto b1 = b0 ? positiveCount(body.sliced(dash + 1, at - dash - 1),
                        QCoreApplication::translate("BatchSchedule", "the final batch"), error)
                       : std::nullopt;
    const auto over = b1
        ? positiveCount(body.sliced(at + 1), QCoreApplication::translate("BatchSchedule", "the ramp's length"), error)
        : std::nullopt;
    if (!over)
        return std::nullopt;
    if (*b1 < *b0) {
        *error = QCoreApplication::translate(
            "BatchSchedule", "the batch decreases: a ramp goes from a smaller batch to a larger one");
        return std::nullopt;
    }
    ramp.startBatch = *b0;
    ramp.endBatch = *b1;
    ramp.until = *over;
    BatchSchedule s;
    s.form = ScheduleForm::Linear;
    s.stages = { ramp, BatchStage { *b1, *b1 } };
    return s;
}

std::optional<BatchSchedule> parseStages(QStringView body, QString *error)
{
    BatchSchedule s;
    s.form = ScheduleForm::Stages;
    const QList<QStringView> parts = body.split(u',');
    for (qsizetype i = 0; i < parts.size(); ++i) {
        const QString stageName = QCoreApplication::translate("BatchSchedule", "stage %1").arg(i + 1);
        QStringView part = parts[i].trimmed();
        const qsizetype at = part.indexOf(u'@');
        const bool last = i + 1 == parts.size();
        if (at < 0 && !last) {
            *error = QCoreApplication::translate(
                "BatchSchedule", "%1 has no end: write B@U (batch B until U) for every stage but the last")
                         .arg(stageName);
            return std::nullopt;
        }
        BatchStage stage;
        const auto batch = positiveCount(at < 0 ? part : part.first(at),
            QCoreApplication::translate("BatchSchedule", "%1's batch").arg(stageName), error);
        if (!batch)
            return std::nullopt;
        stage.startBatch = stage.endBatch = *batch;
        if (at >= 0) {
            QStringView until = part.sliced(at + 1).trimmed();
            for (QStringView word : { QStringView(u"steps"), QStringView(u"step") }) {
                if (until.endsWith(word, Qt::CaseInsensitive)) {
                    until.chop(word.size());
                    stage.untilSteps = true;
                    break;
                }
            }
            const auto end
                = positiveCount(until, QCoreApplication::translate("BatchSchedule", "%1's end").arg(stageName), error);
            if (!end)
                return std::nullopt;
            stage.until = *end;
        }
        if (!s.stages.isEmpty()) {
            const BatchStage &previous = s.stages.constLast();
            if (stage.startBatch < previous.endBatch) {
                *error = QCoreApplication::translate("BatchSchedule", "%1: the batch decreases (%2 after %3)")
                             .arg(stageName, compact(stage.startBatch), compact(previous.endBatch));
                return std::nullopt;
            }
            if (stage.untilSteps == previous.untilSteps && std::isfinite(stage.until)
                && !(stage.until > previous.until)) {
                *error = QCoreApplication::translate(
                    "BatchSchedule", "%1 ends where stage %2 ends or before it: the stages overlap")
                             .arg(stageName)
                             .arg(i);
                return std::nullopt;
            }
        }
        s.stages.append(stage);
    }
    if (s.stages.size() > kMaxScheduleStages) {
        *error
            = QCoreApplication::translate("BatchSchedule", "a schedule has at most %1 stages").arg(kMaxScheduleStages);
        return std::nullopt;
    }
    return s;
}

std::optional<BatchSchedule> parseMegatron(QStringView body, QString *error)
{
    const QList<QStringView> parts = body.split(u',');
    if (parts.size() != 3 && parts.size() != 4) {
        *error = QCoreApplication::translate(
            "BatchSchedule", "Megatron's ramp is written megatron:START,INCREMENT,SAMPLES[,FINAL]");
        return std::nullopt;
    }
    BatchSchedule s;
    s.form = ScheduleForm::Megatron;
    const auto start
        = positiveCount(parts[0], QCoreApplication::translate("BatchSchedule", "the starting batch"), error);
    const auto increment = start
        ? positiveCount(parts[1], QCoreApplication::translate("BatchSchedule", "the increment"), error)
        : std::nullopt;
    const auto samples = increment
        ? positiveCount(parts[2], QCoreApplication::translate("BatchSchedule", "the ramp's samples"), error)
        : std::nullopt;
    if (!samples)
        return std::nullopt;
    s.megatronStart = *start;
    s.megatronIncrement = *increment;
    s.megatronSamples = *samples;
    if (parts.size() == 4) {
        const auto final
            = positiveCount(parts[3], QCoreApplication::translate("BatchSchedule", "the final batch"), error);
        if (!final)
            return std::nullopt;
        if (*final < *start) {
            *error = QCoreApplication::translate(
                "BatchSchedule", "the batch decreases: the final batch is below the starting one");
            return std::nullopt;
        }
        if ((*final - *start) / *increment > kMaxScheduleStages) {
            *error = QCoreApplication::translate("BatchSchedule", "a schedule has at most %1 stages")
                         .arg(kMaxScheduleStages);
            return std::nullopt;
        }
        s.megatronFinal = *final;
    }
    return s;
}

} // namespace

std::optional<BatchSchedule> parseBatchSchedule(QStringView text, QString *error)
{
    const QStringView t = text.trimmed();
    if (t.isEmpty() || t.compare(u"constant", Qt::CaseInsensitive) == 0)
        return BatchSchedule {};
    const qsizetype colon = t.indexOf(u':');
    const QStringView form = colon < 0 ? t : t.first(colon);
    const QStringView body = colon < 0 ? QStringView() : t.sliced(colon + 1);
    if (form.compare(u"linear", Qt::CaseInsensitive) == 0)
        return parseLinear(body, error);
    if (form.compare(u"stages", Qt::CaseInsensitive) == 0)
        return parseStages(body, error);
    if (form.compare(u"megatron", Qt::CaseInsensitive) == 0)
        return parseMegatron(body, error);
    *error = QCoreApplication::translate("BatchSchedule",
        "\"%1\" is not a schedule: write constant, linear:B0-B1@T, stages:B1@U1,...,Bn or "
        "megatron:START,INCREMENT,SAMPLES")
                 .arg(t.toString());
    return std::nullopt;
}

QString batchScheduleText(const BatchSchedule &s)
{
    switch (s.form) {
    case ScheduleForm::Constant:
        return {};
    case ScheduleForm::Linear: {
        const BatchStage &ramp = s.stages.constFirst();
        return QStringLiteral("linear:%1-%2@%3")
            .arg(compact(ramp.startBatch), compact(ramp.endBatch), compact(ramp.until));
    }
    case ScheduleForm::Stages: {
        QStringList parts;
        for (const BatchStage &stage : s.stages) {
            QString part = compact(stage.startBatch);
            if (std::isfinite(stage.until))
                part += u'@' + compact(stage.until) + (stage.untilSteps ? QStringLiteral(" steps") : QString());
            parts << part;
        }
        return QStringLiteral("stages:") + parts.join(u',');
    }
    case ScheduleForm::Megatron: {
        QString text = QStringLiteral("megatron:%1,%2,%3")
                           .arg(compact(s.megatronStart), compact(s.megatronIncrement), compact(s.megatronSamples));
        if (std::isfinite(s.megatronFinal))
            text += u',' + compact(s.megatronFinal);
        return text;
    }
    }
    return {};
}

bool operator==(const BatchSchedule &a, const BatchSchedule &b)
{
    return batchScheduleText(a) == batchScheduleText(b);
}

ResolvedSchedule resolveSchedule(
    const BatchSchedule &schedule, double totalSamples, double tokensPerSample, double finalBatchSamples)
{
    if (schedule.isConstant()) {
        if (finalBatchSamples >= 1)
            return constantSchedule(finalBatchSamples, totalSamples);
        ResolvedSchedule r;
        r.error = QCoreApplication::translate("BatchSchedule", "a constant schedule needs its global batch");
        return r;
    }
    ResolvedSchedule r;
    // Stages in samples: language-model schedules are written in tokens, Megatron's in samples.
    const double perUnit = schedule.inSamples() ? 1.0 : 1.0 / tokensPerSample;
    // Megatron's ramp expands to n constant stages and the final batch, each made when it is laid.
    int stageCount = int(schedule.stages.size());
    double final = 0, perIncrement = 0;
    if (schedule.form == ScheduleForm::Megatron) {
        // Megatron-LM arguments.py / num_microbatches_calculator.py: the batch grows by INC every
        // SAMPLES / ((FINAL − START) / INC) samples until it reaches FINAL.
        final = std::isfinite(schedule.megatronFinal) ? schedule.megatronFinal : finalBatchSamples;
        if (!std::isfinite(final)) {
            r.error = QCoreApplication::translate("BatchSchedule",
                "Megatron's ramp needs its final batch: write megatron:START,INC,SAMPLES,FINAL or give a "
                "global batch");
            return r;
        }
        const double increments = (final - schedule.megatronStart) / schedule.megatronIncrement;
        if (!(increments >= 0) || increments > kMaxScheduleStages
            || std::abs(increments - std::round(increments)) > 1e-9) {
            r.error = QCoreApplication::translate(
                "BatchSchedule", "Megatron's ramp needs (final − start) to be a whole number of increments, at most %1")
                          .arg(kMaxScheduleStages);
            return r;
        }
        stageCount = int(std::round(increments)) + 1;
        perIncrement = stageCount > 1 ? schedule.megatronSamples / (stageCount - 1) : 0.0;
    }
    const auto stageAt = [&](int i) {
        if (schedule.form != ScheduleForm::Megatron)
            return schedule.stages[i];
        if (i + 1 == stageCount)
            return BatchStage { final, final };
        const double batch = schedule.megatronStart + i * schedule.megatronIncrement;
        return BatchStage { batch, batch, perIncrement * (i + 1), false };
    };

    double position = 0; // samples trained before the stage
    double steps = 0;
    const auto add = [&](double b0, double b1, double samples, int stage) {
        // Steps of a ramp linear in data: T / (B1 − B0) · ln(B1 / B0); a constant batch: T / B.
        const double segmentSteps
            = std::abs(b1 - b0) < 1e-9 * b1 ? samples / b0 : samples / (b1 - b0) * std::log(b1 / b0);
        r.segments[std::size_t(r.count++)] = ScheduleSegment { b0, b1, samples, segmentSteps, stage };
        steps += segmentSteps;
        position += samples;
    };
    for (int i = 0; i < stageCount; ++i) {
        const BatchStage s = stageAt(i);
        const double b0 = s.startBatch * perUnit;
        const double b1 = s.endBatch * perUnit;
        if (b0 < 1.0 - 1e-9) {
            r.error = QCoreApplication::translate(
                "BatchSchedule", "stage %1's batch is less than one sample (a sequence of %2 tokens)")
                          .arg(i + 1)
                          .arg(tokensPerSample);
            return r;
        }
        double end = totalSamples;
        if (std::isfinite(s.until)) {
            if (s.untilSteps) {
                if (b0 != b1) {
                    r.error = QCoreApplication::translate(
                        "BatchSchedule", "stage %1 ramps: a ramp ends at an amount of data, not at a step")
                                  .arg(i + 1);
                    return r;
                }
                end = position + (s.until - steps) * b0;
            } else {
                end = s.until * perUnit;
            }
        }
        if (!(end > position * (1 + 1e-12))) {
            r.error = QCoreApplication::translate(
                "BatchSchedule", "stage %1 ends where an earlier stage ends or before it: the stages overlap")
                          .arg(i + 1);
            return r;
        }
        if (end > totalSamples * (1 + 1e-9)) {
            r.error = QCoreApplication::translate(
                "BatchSchedule", "stage %1 ends past the end of training: the schedule exceeds the data")
                          .arg(i + 1);
            return r;
        }
        add(b0, b1, std::min(end, totalSamples) - position, i);
        if (position >= totalSamples * (1 - 1e-12))
            break;
    }
    if (position < totalSamples * (1 - 1e-12) && r.count > 0) {
        const double last = r.segments[std::size_t(r.count - 1)].endBatch;
        add(last, last, totalSamples - position, stageCount);
    }
    r.steps = steps;
    r.samples = position;
    return r;
}

ResolvedSchedule constantSchedule(double batchSamples, double totalSamples)
{
    ResolvedSchedule r;
    r.segments[0] = ScheduleSegment { batchSamples, batchSamples, totalSamples, totalSamples / batchSamples, 0 };
    r.count = 1;
    r.samples = totalSamples;
    r.steps = totalSamples / batchSamples;
    return r;
}

double scheduleDataBySteps(const BatchSchedule &schedule)
{
    if (schedule.form != ScheduleForm::Stages)
        return std::numeric_limits<double>::quiet_NaN();
    double data = 0;
    double stepsSoFar = 0;
    for (const BatchStage &s : schedule.stages) {
        if (!s.untilSteps || !std::isfinite(s.until))
            return std::numeric_limits<double>::quiet_NaN();
        data += (s.until - stepsSoFar) * s.startBatch;
        stepsSoFar = s.until;
    }
    return data;
}

std::span<const SchedulePreset> schedulePresets()
{
    // Batches in tokens; sequences × sequence length where the paper gives sequences.
    static constexpr SchedulePreset kPresets[] = {
        // "32k tokens to the full value over the first 4-12 billion tokens, depending on the model
        // size"; 175B's final 3.2M = 1,536 × 2,048. The paper does not say which size ramps over 12B.
        { "GPT-3 175B", "linear:32768-3145728@12B", "Brown et al. 2020 (arXiv 2005.14165), §2.3, Table 2.1" },
        { "PaLM 540B", "stages:1048576@50k steps,2097152@115k steps,4194304@255k steps",
            "Chowdhery et al. 2022 (arXiv 2204.02311), §5: 512, 1,024, 2,048 sequences of 2,048" },
        // The sequence also grows (4,096 -> 8,192), which the schedule does not model.
        { "Llama 3 405B", "stages:4194304@252M,8388608@2.87T,16777216", "Llama 3 (arXiv 2407.21783), §3.4.1" },
        { "DeepSeek-V2", "linear:9437184-37748736@225B",
            "DeepSeek-V2 (arXiv 2405.04434), §3.2.1: 2,304 -> 9,216 sequences of 4,096" },
        { "DeepSeek-V3", "linear:12582912-62914560@469B",
            "DeepSeek-V3 (arXiv 2412.19437), §4.2: 3,072 -> 15,360 sequences of 4,096" },
    };
    return kPresets;
}

} // namespace flopsheet
