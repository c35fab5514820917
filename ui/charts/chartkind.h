#pragma once

namespace flopsheet {

/** The app's charts, in the chart dock's tab order; the report draws the same ones. */
enum class ChartKind { TimeCost, Bars, Memory, Scaling, Batch, Roofline };
inline constexpr int kChartKindCount = 6;

} // namespace flopsheet
