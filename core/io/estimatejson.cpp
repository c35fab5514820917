#include "core/io/estimatejson.h"

#include "core/estimate/figures.h"
#include "core/estimate/units.h"

#include <QJsonArray>

namespace flopsheet {
namespace {
QJsonValue number(double v)
{
    return isKnown(v) && std::isfinite(v) ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
}
} // namespace

QJsonObject estimateToJson(const Estimate &e)
{
    QJsonObject o;
    for (const FigureDescriptor &f : figures()) {
        const QString key = QLatin1String(f.key);
        switch (f.kind) {
        case FigureKind::Number:
            o[key] = number(f.value(e));
            break;
        case FigureKind::Count:
            o[key] = int(f.value(e));
            break;
        case FigureKind::Flag:
            o[key] = f.value(e) != 0.0;
            break;
        case FigureKind::Bound:
            o[key] = boundName(e.bound);
            break;
        }
        // Optimistic (low time) and pessimistic (high time) ends from the validation errors of the
        // estimate's category (uncertainty.h); null when no band applies.
        if (f.range != RangeKind::None) {
            o[f.rangeStem() + QLatin1String("_low")] = number(rangeLow(f, e));
            o[f.rangeStem() + QLatin1String("_high")] = number(rangeHigh(f, e));
        }
    }
    o[QLatin1String("range_category")]
        = e.hasRange() ? QJsonValue(errorCategoryId(e.rangeCategory)) : QJsonValue(QJsonValue::Null);
    o[QLatin1String("range_rows")] = e.rangeRows;
    QJsonObject memory;
    memory[QLatin1String("weights_gib")] = e.memory.weights / kGiB;
    memory[QLatin1String("gradients_gib")] = e.memory.gradients / kGiB;
    memory[QLatin1String("optimizer_gib")] = e.memory.optimizer / kGiB;
    memory[QLatin1String("activations_gib")] = e.memory.activations / kGiB;
    memory[QLatin1String("kv_cache_gib")] = e.memory.kvCache / kGiB;
    memory[QLatin1String("overhead_gib")] = e.memory.overhead / kGiB;
    o[QLatin1String("memory_breakdown")] = memory;
    o[QLatin1String("warnings")] = QJsonArray::fromStringList(warningMessages(e));
    return o;
}

QJsonObject layoutToJson(const ParallelLayout &l, double accumulation)
{
    QJsonObject o;
    o[QLatin1String("tp")] = l.tensor;
    o[QLatin1String("pp")] = l.pipeline;
    o[QLatin1String("cp")] = l.context;
    o[QLatin1String("dp")] = l.data;
    o[QLatin1String("micro_batch")] = l.microBatch;
    if (isKnown(accumulation))
        o[QLatin1String("accumulation")] = accumulation;
    o[QLatin1String("interleave")] = l.interleave;
    o[QLatin1String("recompute")] = recomputeName(l.recompute);
    o[QLatin1String("recompute_layers")] = l.recomputeLayers; // full recompute: layers per stage; 0 = all
    o[QLatin1String("zero")] = l.zeroStage;
    o[QLatin1String("sequence_parallel")] = l.sequenceParallel();
    o[QLatin1String("stage_layers")] = l.stageLayers;
    o[QLatin1String("gpus_used")] = l.gpus();
    // Activation memory assumes FlashAttention (no s² attention scores stored, M7) unless --attention stored.
    o[QLatin1String("attention_scores_stored")] = l.scoresStored;
    return o;
}

QJsonArray layoutAlternativesToJson(const LayoutAlternatives &a)
{
    QJsonArray list;
    for (std::size_t i = 0; i < a.runnersUp.size(); ++i) {
        const LayoutCandidate &c = a.runnersUp[i];
        QJsonObject o = layoutToJson(c.layout, c.step.accumulation);
        o[QLatin1String("samples_per_s")] = number(1.0 / c.secondsPerSample());
        o[QLatin1String("step_seconds")] = number(c.step.seconds);
        o[QLatin1String("memory_per_gpu_gib")] = number(c.memory.total() / kGiB);
        o[QLatin1String("slower_percent")] = number((c.secondsPerSample() / a.chosen.secondsPerSample() - 1.0) * 100.0);
        o[QLatin1String("why")] = i < a.whyLost.size() ? a.whyLost[i] : QString();
        list.append(o);
    }
    return list;
}

QJsonObject estimateToJson(const Estimate &e, const QList<StageFigures> &stages)
{
    QJsonObject o = estimateToJson(e);
    if (isKnown(e.stepSeconds)) {
        QJsonObject layout = layoutToJson(e.layout, e.accumulation);
        layout[QLatin1String("searched")] = e.layoutSearched;
        layout[QLatin1String("layouts_costed")] = e.layoutsCosted;
        o[QLatin1String("layout")] = layout;
        // The chosen layout idles GPUs: the fastest that uses them all, and how much slower it is.
        if (isKnown(e.everyGpuSlowdown)) {
            QJsonObject all = layoutToJson(e.everyGpuLayout, kUnknown);
            all[QLatin1String("slower_percent")] = number((e.everyGpuSlowdown - 1.0) * 100.0);
            o[QLatin1String("layout_every_gpu")] = all;
        }
    }
    o[QLatin1String("planning")] = planningName(e.planning);
    QJsonArray list;
    double trained = 0;
    for (const StageFigures &s : stages) {
        trained += s.samples;
        QJsonObject stage;
        stage[QLatin1String("stage")] = s.stage + 1;
        stage[QLatin1String("global_batch_start")] = number(s.startBatch);
        stage[QLatin1String("global_batch")] = number(s.endBatch);
        stage[QLatin1String("until")] = number(trained);
        stage[QLatin1String("steps")] = number(s.steps);
        stage[QLatin1String("gpus_busy")] = s.gpusBusy;
        stage[QLatin1String("gpus_busy_end")] = s.gpusBusyEnd;
        stage[QLatin1String("micro_batch")] = s.microBatch;
        stage[QLatin1String("accumulation")] = number(s.accumulation);
        stage[QLatin1String("hours")] = number(s.hours);
        stage[QLatin1String("gpu_hours")] = number(s.gpuHours);
        stage[QLatin1String("memory_per_gpu_gib")] = number(s.memoryGiB);
        stage[QLatin1String("fits")] = s.fits;
        list.append(stage);
    }
    o[QLatin1String("stages")] = list;
    return o;
}

} // namespace flopsheet
