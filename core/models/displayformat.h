#pragma once

#include <QString>

namespace flopsheet {

/**
 * Numbers as people read them in tables, in the current QLocale: counts with a suffix ("6.74 B",
 * "1.28 M"), money with thousands separators, durations in hours. Files never use these.
 */
QString formatCount(double value);
QString formatFlops(double flops);
QString formatNumber(double value, int significantDigits = 3);
QString formatMoney(double usd);
QString formatHours(double hours);
/** Text for editing a count: plain digits with a suffix users can retype ("6.74B", "25.6M"). */
QString editableCount(double value);

} // namespace flopsheet
