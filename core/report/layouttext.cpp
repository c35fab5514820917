#include "core/report/layouttext.h"

#include <QCoreApplication>

namespace flopsheet {

QString layoutSplitText(int tensor, int context, int pipeline, int data)
{
    if (context > 1)
        return QCoreApplication::translate("Explanation", "tensor %1 × context %2 × pipeline %3 × data %4")
            .arg(tensor)
            .arg(context)
            .arg(pipeline)
            .arg(data);
    return QCoreApplication::translate("Explanation", "tensor %1 × pipeline %2 × data %3")
        .arg(tensor)
        .arg(pipeline)
        .arg(data);
}

QString layoutShortText(const ParallelLayout &l)
{
    const QString context
        = l.context > 1 ? QCoreApplication::translate("Explanation", " · CP %1").arg(l.context) : QString();
    QString text = QCoreApplication::translate("Explanation", "TP %1%2 · PP %3 · DP %4 · micro %5 · ZeRO %6")
                       .arg(l.tensor)
                       .arg(context)
                       .arg(l.pipeline)
                       .arg(l.data)
                       .arg(l.microBatch)
                       .arg(l.zeroStage);
    // What else tells two runners-up apart: chunks per stage and recompute.
    if (l.pipeline > 1 && l.interleave > 1)
        text += QCoreApplication::translate("Explanation", " · %n chunk(s) per stage", nullptr, l.interleave);
    if (l.recompute == Recompute::Full && l.recomputeLayers > 0)
        text += QCoreApplication::translate(
            "Explanation", " · recompute %n layer(s) per stage", nullptr, l.recomputeLayers);
    else if (l.recompute == Recompute::Full)
        text += QCoreApplication::translate("Explanation", " · full recompute");
    else if (l.recompute == Recompute::Selective)
        text += QCoreApplication::translate("Explanation", " · selective recompute");
    return text;
}

QStringList runnerUpLines(const LayoutAlternatives &alternatives)
{
    QStringList lines;
    for (std::size_t i = 0; i < alternatives.runnersUp.size(); ++i) {
        lines << QCoreApplication::translate("Explanation", "%1: %2")
                     .arg(layoutShortText(alternatives.runnersUp[i].layout), alternatives.whyLost[i]);
    }
    return lines;
}

} // namespace flopsheet
