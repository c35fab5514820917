#pragma once

namespace flopsheet {

/** The app's charts, in the chart dock's tab order; the report draws the same ones. */
enum class ChartKind { TimeCost, Bars, Memory, Scaling, Batch, Schedule, Speedup, Roofline };
inline constexpr int kChartKindCount = 8;

} // namespace flopsheet
