#pragma once

#include "core/estimate/estimator.h"

#include <QString>
#include <QStringList>

namespace flopsheet {

/** How GPUs split, in words: "tensor 8 × context 2 × pipeline 8 × data 8" (context only when > 1). */
QString layoutSplitText(int tensor, int context, int pipeline, int data);

/** A layout in one short line: "TP 8 · CP 2 · PP 8 · DP 8 · micro 1 · ZeRO 1" (CP only when > 1). */
QString layoutShortText(const ParallelLayout &l);

/** The search's runners-up, one line each with why it lost: what the details pane and the report list. */
QStringList runnerUpLines(const LayoutAlternatives &alternatives);

} // namespace flopsheet
