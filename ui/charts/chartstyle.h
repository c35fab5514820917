#pragma once

#include <qcustomplot.h>

#include <QColor>

#include <functional>

namespace flopsheet::chartstyle {

/** The colour of a hardware row, the same in every chart (a fixed palette, cycled). */
QColor gpuColor(int hardwareRow);
/** The marker of a hardware row, so the charts read in grey too. */
QCPScatterStyle::ScatterShape gpuShape(int hardwareRow);
/** A filled (or hollow) marker of a hardware row. */
QCPScatterStyle gpuScatter(int hardwareRow, double size = 9, bool filled = true);

/** Money tick labels: formatMoney, "$0" at zero. */
QString moneyTick(double usd);

/** Grey for points that do not fit, error or have no price. */
QColor unplannableColor();

/** How tick labels read: formatNumber() by default; formatMoney, formatHours … */
using TickFormat = std::function<QString(double)>;

/** A logarithmic scale: 1-2-5 ticks per decade (fewer over wide ranges), or powers of 2 with base 2. */
void setLogAxis(QCPAxis *axis, double base = 10, TickFormat format = {});
/** A linear scale with ordinary ticks. */
void setLinearAxis(QCPAxis *axis, TickFormat format = {});
/** Whether an axis set up here writes large ticks short ("$300k" for "$300,000"), for a narrow chart. */
void setCompactTicks(QCPAxis *axis, bool compact);

/** Axis fonts, grids and colours shared by every chart. */
void styleAxes(QCustomPlot *plot);

} // namespace flopsheet::chartstyle
