// Numbers as the tables show them (core/models/displayformat.h). fixedText writes what QLocale writes,
// character for character, by a faster road where the locale allows it: QLocale is the reference, over
// the locales whose numbers differ (grouping, separators, minus signs, digits) and the values where
// the two roads could part (exact ties, negative zero, rounding up a digit, large and tiny numbers).
#include "core/models/displayformat.h"

#include <QLocale>
#include <QRandomGenerator>
#include <QTest>

#include <cmath>

using namespace flopsheet;

class tst_DisplayFormat : public QObject {
    Q_OBJECT

private slots:
    void fixedTextIsQLocales_data()
    {
        QTest::addColumn<QString>("locale");
        // English and Chinese (the app's), German and Brazilian (dots and commas swapped), French and
        // Swedish (spaces, a real minus sign), Swiss (apostrophes), Spanish and Polish (4-digit numbers
        // not grouped), India (groups of two), Egypt (Arabic digits), and C (no grouping).
        for (const char *name :
            { "en_US", "zh_CN", "de_DE", "pt_BR", "fr_FR", "sv_SE", "de_CH", "es_ES", "pl_PL", "hi_IN", "ar_EG", "C" })
            QTest::newRow(name) << QString::fromLatin1(name);
    }

    void fixedTextIsQLocales()
    {
        QFETCH(QString, locale);
        const QLocale l(locale);
        const auto check = [&](double v, int decimals) {
            const QString expected = l.toString(v, 'f', decimals);
            const QString written = fixedText(l, v, decimals);
            QVERIFY2(written == expected,
                qPrintable(QStringLiteral("%1 with %2 decimals: %3, QLocale %4")
                               .arg(QString::number(v, 'g', 17))
                               .arg(decimals)
                               .arg(written, expected)));
        };
        // Exact ties (k/2^m: QLocale rounds them away from zero, std::to_chars to even), signs, zeros and
        // a digit carried into a new group.
        const double chosen[] = { 0.0, -0.0, 0.5, 1.5, 2.5, -2.5, 0.125, 0.375, -0.625, 1.25, 1234.5, 99.5, 999.995,
            9999.5, 999999.5, -0.004, 0.0049999, 1e-3, 123456789.125, 999999999999999.0, -1e14, 12, 1234567.891 };
        for (double v : chosen) {
            for (int decimals = 0; decimals <= 6; ++decimals)
                check(v, decimals);
        }
        QRandomGenerator random(17);
        for (int i = 0; i < 20000; ++i) {
            // Magnitudes 10^-4 … 10^16 (past the fast road's limit too), half of them exact ties at some digit.
            double v = std::pow(10.0, random.bounded(20.0) - 4.0) * (random.bounded(2) ? 1 : -1);
            if (i % 2)
                v = std::round(v * 8.0) / 8.0;
            check(v, int(random.bounded(7)));
        }
    }

    // The tables' own formats, written by hand (en_US).
    void tablesFormats()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QCOMPARE(formatNumber(1234.5678), u"1,235"_qs);
        QCOMPARE(formatNumber(0.0014), u"0.0014"_qs);
        QCOMPARE(formatNumber(8.10), u"8.1"_qs);
        QCOMPARE(formatNumber(-2.5, 1), u"-3"_qs); // half away from zero, as QLocale rounds
        QCOMPARE(formatMoney(1234.4), u"$1,234"_qs);
        QCOMPARE(formatMoney(44.245), u"$44.24"_qs); // 44.245 is 44.24499… in binary
        QCOMPARE(formatMoney(30.125), u"$30.13"_qs); // an exact tie
        QCOMPARE(formatMoney(0.906), u"$0.91"_qs);
        QCOMPARE(formatMoney(0.0523), u"$0.052"_qs); // a conv net's price per million images, not "$0.05"
        QCOMPARE(formatMoney(0.004), u"$0.004"_qs); // not "$0.00"
        QCOMPARE(formatMoney(0.0), u"$0.00"_qs);
        QCOMPARE(formatPrice(2.5), u"$2.50"_qs);
        QCOMPARE(formatPrice(0.8048), u"$0.8048"_qs); // AWS's L4 list price, not "$0.80"
        QCOMPARE(formatPrice(0.526), u"$0.526"_qs);
        QCOMPARE(formatPrice(1.1), u"$1.10"_qs); // whole cents, though 1.1 is not exact in binary
        QCOMPARE(formatPrice(123.456), u"$123"_qs);
        QCOMPARE(formatFlops(6.4e13), u"6.40e13"_qs);
        QCOMPARE(formatCount(6.74e9), u"6.74 B"_qs);
        // A duration in a sentence keeps hours from an hour up (a deadline is in hours), minutes below.
        QCOMPARE(formatDuration(36.7), u"36.7 h"_qs);
        QCOMPARE(formatDuration(1.0), u"1 h"_qs);
        QCOMPARE(formatDuration(0.0361), u"2.17 min"_qs); // 0.0361 × 60 = 2.166
        QCOMPARE(formatDuration(59.98 / 60), u"1 h"_qs); // 59.98 min would read "60 min"
        QCOMPARE(formatDuration(59.9 / 60), u"59.9 min"_qs);
        QCOMPARE(formatDuration(1.0 / 60), u"1 min"_qs);
        QCOMPARE(formatDuration(45.0 / 3600), u"45 s"_qs);
        QCOMPARE(formatDuration(0.0), u"0 h"_qs);
        QVERIFY(formatDuration(std::nan("")).isEmpty());
        QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::SimplifiedChineseScript, QLocale::China));
        QCOMPARE(formatMoney(1234567.0), u"$1,234,567"_qs);
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QCOMPARE(formatNumber(1234.5678, 6), u"1.234,57"_qs);
        QLocale::setDefault(QLocale::c());
    }
};

QTEST_GUILESS_MAIN(tst_DisplayFormat)
#include "tst_displayformat.moc"
