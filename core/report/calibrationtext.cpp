#include "core/report/calibrationtext.h"

#include "core/document/project.h"
#include "core/models/displayformat.h"

#include <QCoreApplication>

#include <functional>

namespace flopsheet {
namespace {

QString partName(GapPart part)
{
    switch (part) {
    case GapPart::Compute:
        return QCoreApplication::translate("CalibrationText", "compute");
    case GapPart::Memory:
        return QCoreApplication::translate("CalibrationText", "memory traffic");
    case GapPart::Communication:
        return QCoreApplication::translate("CalibrationText", "communication");
    case GapPart::Whole:
    case GapPart::None:
        break;
    }
    return QCoreApplication::translate("CalibrationText", "every part");
}

double factorOf(const CalibrationFactors &k)
{
    switch (k.part) {
    case GapPart::Compute:
        return k.compute;
    case GapPart::Memory:
        return k.memory;
    case GapPart::Communication:
        return k.communication;
    case GapPart::Whole:
    case GapPart::None:
        break;
    }
    return k.other;
}

QString factorText(const CalibrationFactors &k)
{
    return QCoreApplication::translate("CalibrationText", "%1 × %2")
        .arg(partName(k.part), formatNumber(factorOf(k), 3));
}

// The modelled figure of the quantity that was measured.
double modelledValue(const Calibration &c, const CalibrationFit &fit)
{
    return c.quantity == MeasuredQuantity::StepSeconds ? c.value / fit.timeRatio : c.value * fit.timeRatio;
}

QString runText(const Calibration &c)
{
    return QCoreApplication::translate("CalibrationText", "%1 on %2 × %3, %4, batch %5")
        .arg(c.workloadName, QString::number(c.gpuCount), c.gpuName.isEmpty() ? c.gpuId : c.gpuName,
            precisionName(c.precision), QString::number(c.batchPerGpu));
}

QString tableRow(const QString &label, double model, double calibrated, const std::function<QString(double)> &format)
{
    if (!isKnown(model))
        return {};
    return QStringLiteral(
        "<tr><td style='padding-right:12px'>%1</td><td align='right' style='padding-right:12px'>%2</td>"
        "<td align='right'><b>%3</b></td></tr>")
        .arg(label.toHtmlEscaped(), format(model), isKnown(calibrated) ? format(calibrated) : QString());
}

} // namespace

QString calibrationSummary(const Calibration &c, const CalibrationFit &fit)
{
    if (!fit.ok())
        return QCoreApplication::translate("CalibrationText", "%1: not applied — %2").arg(runText(c), fit.error);
    return QCoreApplication::translate("CalibrationText",
        "%1: measured %2 %3 against %4 modelled (%5× the modelled time); %6 TFLOP/s per GPU, %7 % of peak "
        "(model %8 %); gap put on %9")
        .arg(runText(c), formatNumber(c.value, 4), measuredQuantityUnit(c.quantity),
            formatNumber(modelledValue(c, fit), 4), formatNumber(fit.timeRatio, 3),
            formatNumber(fit.achievedTflopsPerGpu, 3), formatNumber(fit.achievedEfficiency * 100.0, 3),
            formatNumber(fit.predictedEfficiency * 100.0, 3), factorText(fit.factors));
}

QStringList calibrationReportLines(const Project &project)
{
    QStringList lines;
    const Project &p = project;
    for (const Calibration &c : p.calibrations()) {
        const CalibrationFit fit = fitInPlan(c, p.workloads(), p.hardwareRows(), p.assumptions());
        QString line = calibrationSummary(c, fit);
        if (!c.note.isEmpty())
            line += QCoreApplication::translate("CalibrationText", " (%1)").arg(c.note);
        lines << line;
        for (const Diagnosis &d : diagnoseInPlan(c, fit, p.workloads(), p.hardwareRows(), p.assumptions()))
            lines << QCoreApplication::translate("CalibrationText", "  – %1 %2").arg(d.finding, d.advice);
    }
    return lines;
}

QString calibrationToolTip(const AppliedCalibration &a)
{
    if (!a.ok())
        return {};
    return QCoreApplication::translate(
        "CalibrationText", "Calibrated with the measurement of %1: %2 on this result's modelled time (gap put on %3)")
        .arg(runText(a.calibration),
            QCoreApplication::translate("CalibrationText", "× %1").arg(formatNumber(a.figures.timeRatio, 3)),
            factorText(a.fit.factors));
}

QString calibrationDetailsHtml(const AppliedCalibration &a, const Estimate &e, Mode mode)
{
    if (!a.ok())
        return {};
    const CalibratedFigures &f = a.figures;
    auto number = [](double v) { return formatNumber(v, 4); };
    QString html = QStringLiteral("<h4 style='margin:8px 0 2px 0'>%1</h4><table>")
                       .arg(QCoreApplication::translate("CalibrationText", "Theoretical and calibrated"));
    html += QStringLiteral(
        "<tr><td></td><td align='right' style='padding-right:12px'><i>%1</i></td><td align='right'><i>%2</i></td></tr>")
                .arg(QCoreApplication::translate("CalibrationText", "model"),
                    QCoreApplication::translate("CalibrationText", "calibrated"));
    if (mode == Mode::Train) {
        html += tableRow(
            QCoreApplication::translate("CalibrationText", "Wall time (h)"), e.wallHours, f.wallHours, formatHours);
        html += tableRow(QCoreApplication::translate("CalibrationText", "GPU-hours"), e.gpuHours, f.gpuHours, number);
        html += tableRow(QCoreApplication::translate("CalibrationText", "Cost"), e.costUsd, f.costUsd, formatMoney);
        html += tableRow(
            QCoreApplication::translate("CalibrationText", "Energy (kWh)"), e.energyKwh, f.energyKwh, number);
    } else {
        html += tableRow(
            QCoreApplication::translate("CalibrationText", "Latency (ms)"), e.latencyMs, f.latencyMs, number);
        html += tableRow(QCoreApplication::translate("CalibrationText", "Cost per million output tokens"),
            e.costPerMillionTokensUsd, f.costPerMillionTokensUsd, formatMoney);
    }
    html += tableRow(QCoreApplication::translate("CalibrationText", "Samples/s"), e.samplesPerS, f.samplesPerS, number);
    html += tableRow(QCoreApplication::translate("CalibrationText", "Tokens/s"),
        isKnown(e.outputTokensPerS) ? e.outputTokensPerS : e.tokensPerS,
        isKnown(f.outputTokensPerS) ? f.outputTokensPerS : f.tokensPerS, number);
    html += QStringLiteral("</table>");

    const CalibrationFit &fit = a.fit;
    html
        += QStringLiteral("<p style='margin:4px 0'>%1</p>").arg(calibrationSummary(a.calibration, fit).toHtmlEscaped());
    if (!a.calibration.note.isEmpty())
        html += QStringLiteral("<p style='margin:2px 0;color:#666'>%1</p>").arg(a.calibration.note.toHtmlEscaped());
    html += QStringLiteral("<p style='margin:2px 0;color:#666'>%1</p>")
                .arg(QCoreApplication::translate("CalibrationText",
                    "One measurement fixes one number: the whole gap goes to the part that dominates the modelled time "
                    "(compute, memory traffic or communication), and the other parts keep the model's figures. Here "
                    "%1; this result's modelled time × %2. Matrix efficiency %3 % of peak against the assumed %4 %.")
                         .arg(factorText(fit.factors), formatNumber(f.timeRatio, 3),
                             formatNumber(fit.calibratedComputeEfficiency * 100.0, 3),
                             formatNumber(fit.theory.computeEfficiency * 100.0, 3))
                         .toHtmlEscaped());
    if (!a.diagnoses.isEmpty()) {
        html += QStringLiteral("<h4 style='margin:8px 0 2px 0'>%1</h4><ul style='margin:0'>")
                    .arg(QCoreApplication::translate("CalibrationText", "Diagnosis of the measured run"));
        for (const Diagnosis &d : a.diagnoses)
            html += QStringLiteral("<li>%1 <i>%2</i></li>").arg(d.finding.toHtmlEscaped(), d.advice.toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    return html;
}

} // namespace flopsheet
