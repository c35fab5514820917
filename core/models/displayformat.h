#pragma once

#include <QString>

class QLocale;

namespace flopsheet {

/**
 * Numbers as people read them in tables, in the current QLocale: counts with a suffix ("6.74 B",
 * "1.28 M"), money with thousands separators, durations in hours. Files never use these.
 */
QString formatCount(double value);
QString formatFlops(double flops);
QString formatNumber(double value, int significantDigits = 3);
QString formatMoney(double usd);
/** A price per GPU-hour: "$2.50" when it is whole cents, else its own digits to 4 significant ("$0.8048", "$7.912"). */
QString formatPrice(double usdPerHour);
QString formatHours(double hours);
/**
 * A duration in a sentence, with its unit: hours from one hour up ("36.7 h", comparable with a deadline in
 * hours), minutes below ("2.17 min", where "0.0361 h" made the reader convert), seconds below a minute.
 */
QString formatDuration(double hours);
/**
 * locale.toString(value, 'f', decimals), written the same, character for character, by std::to_chars
 * where the locale's digits are ASCII in groups of three: 83 against 131 ns a figure (BM_FixedText), and
 * the results' filter reads 400,000 rows of figures as the view shows them (issue 17). Other locales,
 * and magnitudes from 10^15, go to QLocale.
 */
QString fixedText(const QLocale &locale, double value, int decimals);
/** Text for editing a count: plain digits with a suffix users can retype ("6.74B", "25.6M"). */
QString editableCount(double value);

} // namespace flopsheet
