#include "core/report/explanation.h"

#include "core/estimate/modelfigures.h"
#include "core/estimate/transformer.h"
#include "core/estimate/units.h"
#include "core/models/displayformat.h"

#include <QCoreApplication>

namespace flopsheet {
namespace {

QString tr(const char *text) { return QCoreApplication::translate("Explanation", text); }

QString sci(double v) { return isKnown(v) ? QString::number(v, 'g', 3) : tr("unknown"); }

QString row(const QString &label, const QString &value)
{
    return QStringLiteral("<tr><td style='padding-right:12px'>%1</td><td>%2</td></tr>").arg(label.toHtmlEscaped(), value);
}

QString formula(const QString &text, const QString &source)
{
    if (source.isEmpty())
        return QStringLiteral("<p style='margin:2px 0'><code>%1</code></p>").arg(text.toHtmlEscaped());
    return QStringLiteral("<p style='margin:2px 0'><code>%1</code><br><span style='color:#666'>%2</span></p>")
        .arg(text.toHtmlEscaped(), source.toHtmlEscaped());
}

} // namespace

QString explanationHtml(const WorkloadEntry &we, const HardwareEntry &hw, const ProjectAssumptions &a, const Estimate &e)
{
    const Scenario sc = scenarioFor(we, hw, a);
    const ModelFigures m = modelFigures(we.workload, sc.seqLen);
    const Gpu &g = hw.gpu;
    const bool train = sc.mode == Mode::Train;
    QString html;
    html += QStringLiteral("<h3 style='margin:0 0 6px 0'>%1</h3>")
                .arg(tr("%1 on %2 × %3").arg(we.workload.name, QString::number(sc.gpuCount), g.name).toHtmlEscaped());
    html += QStringLiteral("<p style='margin:0 0 6px 0'>%1</p>")
                .arg((train ? tr("Training in %1") : tr("Inference in %1")).arg(precisionName(sc.precision)));
    if (sc.precision != we.scenario.precision) {
        html += QStringLiteral("<p style='color:#8a5a00'>%1</p>")
                    .arg(tr("%1 has no %2 peak: %3 is used instead.")
                             .arg(g.name, precisionName(we.scenario.precision), precisionName(sc.precision))
                             .toHtmlEscaped());
    }
    if (!e.ok()) {
        html += QStringLiteral("<p style='color:#b02020'><b>%1</b></p>")
                    .arg(errorMessage(e.error, g.name, sc.precision).toHtmlEscaped());
        return html;
    }

    // Inputs.
    html += QStringLiteral("<h4 style='margin:8px 0 2px 0'>%1</h4><table>").arg(tr("Inputs"));
    html += row(tr("Parameters"), formatCount(m.params));
    html += row(tr("Forward FLOPs per sample"), sci(m.forwardFlopsPerSample));
    if (m.isTokenModel)
        html += row(tr("Tokens per sample (sequence)"), QString::number(m.seqLen));
    html += row(tr("Batch per GPU"), QString::number(e.batchPerGpu));
    html += row(tr("Dense peak"), tr("%1 TFLOPS (%2)").arg(formatNumber(e.peakFlopsUsed / 1e12, 4), precisionName(sc.precision)));
    html += row(tr("Assumed efficiency"), tr("%1 % of peak").arg(formatNumber(e.computeEfficiency * 100, 3)));
    html += row(tr("Memory bandwidth"), tr("%1 GB/s").arg(formatNumber(g.memoryBandwidthGBps, 4)));
    html += QStringLiteral("</table>");

    html += QStringLiteral("<h4 style='margin:8px 0 2px 0'>%1</h4>").arg(tr("How it was derived"));
    if (train) {
        if (m.isTokenModel && m.attentionCounted) {
            html += formula(tr("forward FLOPs/token = 2 × %1 + 4 × L × h × s = %2")
                                .arg(sci(m.params), sci(m.forwardFlopsPerSample / m.seqLen)),
                            tr("PaLM (Chowdhery et al. 2022), appendix B"));
        }
        html += formula(tr("training FLOPs = 3 × forward × samples%1 = %2")
                            .arg(sc.recompute == Recompute::Full ? tr(" + recompute") : QString(), sci(e.totalFlops)),
                        tr("Kaplan et al. 2020 §2.1 (backward ≈ 2 × forward); full recompute adds a forward pass"));
        html += formula(tr("wall time = FLOPs / (GPUs × peak × efficiency × scaling) = %1 / (%2 × %3 T × %4 × %5) = %6 h")
                            .arg(sci(e.totalFlops), QString::number(sc.gpuCount), formatNumber(e.peakFlopsUsed / 1e12, 4),
                                 formatNumber(e.computeEfficiency, 3), formatNumber(e.scalingEfficiency, 3),
                                 formatHours(e.wallHours)),
                        tr("conv nets add the memory traffic of their activations; scaling includes the gradient all-reduce"));
        html += formula(tr("GPU-hours = %1 h × %2 GPUs = %3").arg(formatHours(e.wallHours), QString::number(sc.gpuCount),
                                                                   formatNumber(e.gpuHours, 4)),
                        QString());
        if (isKnown(e.costUsd)) {
            html += formula(tr("cost = GPU-hours × price = %1 × $%2 = %3")
                                .arg(formatNumber(e.gpuHours, 4), formatNumber(g.pricePerHourUsd * a.priceMultiplier, 4),
                                     formatMoney(e.costUsd)),
                            g.priceSource);
        }
        if (isKnown(e.energyKwh)) {
            html += formula(tr("energy = GPUs × TDP × hours × PUE = %1 × %2 W × %3 h × %4 = %5 kWh")
                                .arg(QString::number(sc.gpuCount), formatNumber(g.tdpW, 4), formatHours(e.wallHours),
                                     formatNumber(a.pue, 3), formatNumber(e.energyKwh, 4)),
                            tr("GPU power only; PUE covers cooling and power delivery"));
        }
    } else {
        if (isKnown(e.timeToFirstTokenMs)) {
            html += formula(tr("time to first token = max(prefill FLOPs / (peak × efficiency), weights / bandwidth) = %1 ms")
                                .arg(formatNumber(e.timeToFirstTokenMs, 4)),
                            tr("roofline (Williams et al. 2009); prefill FLOPs 2·N·s + attention"));
            html += formula(tr("time per output token = weights/bandwidth + KV cache/bandwidth (or compute when larger) = %1 ms")
                                .arg(formatNumber(e.timePerOutputTokenMs, 4)),
                            tr("kipply, \"Transformer Inference Arithmetic\"; KV = 2 · L · kv_heads · head_dim · bytes per token"));
        } else {
            html += formula(tr("latency = max(FLOPs / (peak × efficiency), bytes / bandwidth) = %1 ms").arg(formatNumber(e.latencyMs, 4)),
                            tr("roofline (Williams et al. 2009)"));
        }
        if (isKnown(e.costPerMillionTokensUsd))
            html += formula(tr("cost per million tokens = %1").arg(formatMoney(e.costPerMillionTokensUsd)),
                            tr("1e6 × price × GPUs / 3600 / tokens per second"));
    }

    // Memory.
    html += QStringLiteral("<h4 style='margin:8px 0 2px 0'>%1</h4><table>").arg(tr("Memory per GPU"));
    auto gib = [](double bytes) { return QStringLiteral("%1 GiB").arg(formatNumber(bytes / kGiB, 3)); };
    html += row(tr("Weights"), gib(e.memory.weights));
    if (train) {
        html += row(tr("Gradients"), gib(e.memory.gradients));
        html += row(tr("Optimizer states"), gib(e.memory.optimizer));
    }
    html += row(tr("Activations"), gib(e.memory.activations));
    if (e.memory.kvCache > 0)
        html += row(tr("KV cache"), gib(e.memory.kvCache));
    html += row(tr("Framework overhead"), gib(e.memory.overhead));
    html += row(tr("Total / capacity"), QStringLiteral("<b>%1 / %2 GiB</b> — %3")
                                            .arg(formatNumber(e.memoryPerGpuGiB, 3), formatNumber(g.memoryGB, 4),
                                                 e.fits ? tr("fits") : QStringLiteral("<span style='color:#b02020'>%1</span>").arg(tr("does not fit"))));
    html += row(tr("Largest batch that fits"), QString::number(e.maxBatchPerGpu));
    html += row(tr("Parallel layout"), tr("tensor %1 × pipeline %2 × data %3").arg(e.tensorParallel).arg(e.pipelineParallel).arg(e.dataParallel));
    html += QStringLiteral("</table>");
    html += QStringLiteral("<p style='color:#666;margin:2px 0'>%1</p>")
                .arg(tr("Mixed-precision Adam keeps 16 bytes per parameter (ZeRO paper); activations after Korthikanti et al. 2022 with FlashAttention.").toHtmlEscaped());

    const QStringList warnings = warningMessages(e.warnings);
    if (!warnings.isEmpty()) {
        html += QStringLiteral("<h4 style='margin:8px 0 2px 0;color:#8a5a00'>%1</h4><ul style='margin:0'>").arg(tr("Warnings"));
        for (const QString &w : warnings)
            html += QStringLiteral("<li>%1</li>").arg(w.toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    return html;
}

} // namespace flopsheet
