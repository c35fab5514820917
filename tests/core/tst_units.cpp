// Parsing of typed quantities ("7B", "80 GiB", "312 TFLOPS") and the precision table.
#include "core/estimate/precision.h"
#include "core/estimate/units.h"

#include "testutil.h"

#include <QTest>

using namespace flopsheet;

Q_DECLARE_METATYPE(flopsheet::QuantityKind)
Q_DECLARE_METATYPE(flopsheet::Precision)

class tst_Units : public QObject {
    Q_OBJECT

private slots:
    void parsesQuantity_data();
    void parsesQuantity();
    void refusesQuantity_data();
    void refusesQuantity();
    void macIsTwoFlops();
    void bytesPerValue_data();
    void bytesPerValue();
    void parsesPrecision_data();
    void parsesPrecision();
    void refusesUnknownPrecision_data();
    void refusesUnknownPrecision();
    void precisionNamesRoundTrip();
    void formatsSi_data();
    void formatsSi();
};

void tst_Units::parsesQuantity_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QuantityKind>("kind");
    QTest::addColumn<double>("expected");

    // Counts: "B" after a parameter count means billion (model cards: "Llama 2 7B" = 7e9 parameters).
    QTest::newRow("7B") << QStringLiteral("7B") << QuantityKind::Count << 7e9;
    // ResNet-50 as torchvision lists it: 25.6M parameters.
    QTest::newRow("25.6M") << QStringLiteral("25.6M") << QuantityKind::Count << 25.6e6;
    QTest::newRow("8.2e9") << QStringLiteral("8.2e9") << QuantityKind::Count << 8.2e9;
    QTest::newRow("1.5k") << QStringLiteral("1.5k") << QuantityKind::Count << 1.5e3;
    QTest::newRow("surrounding spaces") << QStringLiteral("  7B  ") << QuantityKind::Count << 7e9;

    // Bytes: GB is decimal (1e9), GiB binary (2^30 = 1,073,741,824).
    QTest::newRow("80 GB") << QStringLiteral("80 GB") << QuantityKind::Bytes << 80e9;
    QTest::newRow("80 GiB") << QStringLiteral("80 GiB") << QuantityKind::Bytes << 80.0 * 1073741824.0;
    QTest::newRow("512 MB") << QStringLiteral("512 MB") << QuantityKind::Bytes << 512e6;

    // Rates as datasheets print them: A100 BF16 312 TFLOPS, H100 SXM BF16 989.5 TFLOP/s,
    // T4 INT8 130 TOPS (NVIDIA datasheets).
    QTest::newRow("312 TFLOPS") << QStringLiteral("312 TFLOPS") << QuantityKind::FlopRate << 312e12;
    QTest::newRow("989.5 TFLOP/s") << QStringLiteral("989.5 TFLOP/s") << QuantityKind::FlopRate << 989.5e12;
    QTest::newRow("1.2 PFLOPS") << QStringLiteral("1.2 PFLOPS") << QuantityKind::FlopRate << 1.2e15;
    QTest::newRow("130 TOPS") << QStringLiteral("130 TOPS") << QuantityKind::FlopRate << 130e12;
    QTest::newRow("bare 312T") << QStringLiteral("312T") << QuantityKind::FlopRate << 312e12;

    // Amounts: GPT-3 175B total 3.14e23 FLOPs (Brown et al. 2020, Table D.1); ResNet-50 4.09 GMACs
    // (torchvision) = 8.18 GFLOPs since one MAC is two FLOPs (fvcore flop_count.py).
    QTest::newRow("3.14e23") << QStringLiteral("3.14e23") << QuantityKind::Flops << 3.14e23;
    QTest::newRow("8.2 GFLOPs") << QStringLiteral("8.2 GFLOPs") << QuantityKind::Flops << 8.2e9;
    QTest::newRow("4.09 GMACs") << QStringLiteral("4.09 GMACs") << QuantityKind::Flops << 8.18e9;
    // Durations in hours: 7 days = 168 h, 2 weeks = 336 h, 90 minutes = 1.5 h.
    QTest::newRow("36 h") << QStringLiteral("36 h") << QuantityKind::Duration << 36.0;
    QTest::newRow("7 d") << QStringLiteral("7 d") << QuantityKind::Duration << 168.0;
    QTest::newRow("7 days") << QStringLiteral("7 days") << QuantityKind::Duration << 168.0;
    QTest::newRow("2w") << QStringLiteral("2w") << QuantityKind::Duration << 336.0;
    QTest::newRow("90 min") << QStringLiteral("90 min") << QuantityKind::Duration << 1.5;
    QTest::newRow("7天") << QStringLiteral("7天") << QuantityKind::Duration << 168.0;
    QTest::newRow("2周") << QStringLiteral("2周") << QuantityKind::Duration << 336.0;
    QTest::newRow("36小时") << QStringLiteral("36小时") << QuantityKind::Duration << 36.0;
    QTest::newRow("90分钟") << QStringLiteral("90分钟") << QuantityKind::Duration << 1.5;
}

void tst_Units::parsesQuantity()
{
    QFETCH(QString, text);
    QFETCH(QuantityKind, kind);
    QFETCH(double, expected);

    const ParsedQuantity parsed = parseQuantity(text, kind);
    QVERIFY2(parsed, qPrintable(parsed.error));
    QVERIFY(parsed.error.isEmpty());
    FS_COMPARE_REL(*parsed.value, expected, 1e-12);
}

void tst_Units::refusesQuantity_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QuantityKind>("kind");

    QTest::newRow("empty") << QString() << QuantityKind::Count;
    QTest::newRow("only spaces") << QStringLiteral("   ") << QuantityKind::Count;
    QTest::newRow("letters") << QStringLiteral("abc") << QuantityKind::Count;
    QTest::newRow("unknown suffix") << QStringLiteral("7X") << QuantityKind::Count;
    QTest::newRow("nan") << QStringLiteral("nan") << QuantityKind::Count;
    QTest::newRow("inf") << QStringLiteral("inf") << QuantityKind::Count;
    // Beyond the largest double (~1.8e308).
    QTest::newRow("1e400") << QStringLiteral("1e400") << QuantityKind::Count;
    // Finite number, infinite after the unit factor: 1e300 × 1e12.
    QTest::newRow("1e300 TFLOPS") << QStringLiteral("1e300 TFLOPS") << QuantityKind::FlopRate;
    QTest::newRow("repeated unit") << QStringLiteral("7 B B") << QuantityKind::Count;
    QTest::newRow("two dots") << QStringLiteral("1.2.3") << QuantityKind::Count;
    // A unit of the wrong kind: bytes are not a FLOP rate, a FLOP rate is not a count.
    QTest::newRow("bytes as rate") << QStringLiteral("80 GB") << QuantityKind::FlopRate;
    QTest::newRow("rate as count") << QStringLiteral("312 TFLOPS") << QuantityKind::Count;
    // "B" is billion only for counts; for bytes it must be the byte unit, never a factor of 1e9.
    QTest::newRow("7BB bytes") << QStringLiteral("7 BB") << QuantityKind::Bytes;
    // A duration never takes an SI factor ("7k" hours) or an unknown word ("7 dayz"), never silently.
    QTest::newRow("7k hours") << QStringLiteral("7k") << QuantityKind::Duration;
    QTest::newRow("7 dayz") << QStringLiteral("7 dayz") << QuantityKind::Duration;
    QTest::newRow("7 months") << QStringLiteral("7 months") << QuantityKind::Duration;
}

void tst_Units::refusesQuantity()
{
    QFETCH(QString, text);
    QFETCH(QuantityKind, kind);

    const ParsedQuantity parsed = parseQuantity(text, kind);
    QVERIFY2(!parsed, qPrintable(QStringLiteral("accepted as %1").arg(parsed.value.value_or(0))));
    QVERIFY2(!parsed.error.isEmpty(), "a refusal must say why");
}

void tst_Units::macIsTwoFlops()
{
    // fvcore counts "one fused multiply-add as one flop"; FlopSheet reports real FLOPs (docs/FORMULAS.md C8).
    QCOMPARE(macsToFlops(1.0), 2.0);
    QCOMPARE(macsToFlops(4.09e9), 8.18e9);
}

void tst_Units::bytesPerValue_data()
{
    QTest::addColumn<Precision>("precision");
    QTest::addColumn<double>("bytes");

    // IEEE 754 single 32 bits; TF32 is a compute mode whose operands stay in FP32 storage (A100 whitepaper);
    // half and bfloat16 16 bits; FP8 (E4M3/E5M2) and INT8 8 bits; NVFP4 4 bits and an FP8 scale per 16 values
    // (NVIDIA, "Introducing NVFP4", 2025): 4.5 bits.
    QTest::newRow("fp32") << Precision::FP32 << 4.0;
    QTest::newRow("tf32") << Precision::TF32 << 4.0;
    QTest::newRow("fp16") << Precision::FP16 << 2.0;
    QTest::newRow("bf16") << Precision::BF16 << 2.0;
    QTest::newRow("fp8") << Precision::FP8 << 1.0;
    QTest::newRow("int8") << Precision::INT8 << 1.0;
    QTest::newRow("fp4") << Precision::FP4 << 0.5625;
}

void tst_Units::bytesPerValue()
{
    QFETCH(Precision, precision);
    QFETCH(double, bytes);
    QCOMPARE(flopsheet::bytesPerValue(precision), bytes);
}

void tst_Units::parsesPrecision_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Precision>("expected");

    QTest::newRow("BF16 upper case") << QStringLiteral("BF16") << Precision::BF16;
    QTest::newRow("bf16") << QStringLiteral("bf16") << Precision::BF16;
    QTest::newRow("TF32") << QStringLiteral("TF32") << Precision::TF32;
    QTest::newRow("fp8") << QStringLiteral("fp8") << Precision::FP8;
    QTest::newRow("int8") << QStringLiteral("int8") << Precision::INT8;
    QTest::newRow("fp4") << QStringLiteral("fp4") << Precision::FP4;
    QTest::newRow("NVFP4") << QStringLiteral("NVFP4") << Precision::FP4;
    QTest::newRow("float32") << QStringLiteral("float32") << Precision::FP32;
    // NVIDIA DeepLearningExamples call FP16 mixed precision "AMP".
    QTest::newRow("amp") << QStringLiteral("amp") << Precision::FP16;
    QTest::newRow("half") << QStringLiteral("half") << Precision::FP16;
    QTest::newRow("bf16-mixed (Lightning)") << QStringLiteral("bf16-mixed") << Precision::BF16;
}

void tst_Units::parsesPrecision()
{
    QFETCH(QString, text);
    QFETCH(Precision, expected);
    const std::optional<Precision> parsed = parsePrecision(text);
    QVERIFY(parsed.has_value());
    QCOMPARE(*parsed, expected);
    // The list that messages and help print names every precision, in column order.
    QCOMPARE(precisionNames(u"|"), u"fp32|tf32|fp16|bf16|fp8|int8|fp4"_qs);
}

void tst_Units::refusesUnknownPrecision_data()
{
    QTest::addColumn<QString>("text");
    // FP4 and INT4 are not modelled: no catalog column holds their peaks.
    QTest::newRow("fp6") << QStringLiteral("fp6");
    QTest::newRow("int4") << QStringLiteral("int4");
    QTest::newRow("empty") << QString();
    QTest::newRow("fp") << QStringLiteral("fp");
}

void tst_Units::refusesUnknownPrecision()
{
    QFETCH(QString, text);
    QVERIFY(!parsePrecision(text).has_value());
}

void tst_Units::precisionNamesRoundTrip()
{
    // Names are written to files and read back, so every precision must survive the trip.
    for (Precision p : kAllPrecisions) {
        const std::optional<Precision> back = parsePrecision(precisionName(p));
        QVERIFY2(back && *back == p, qPrintable(precisionName(p)));
    }
}

void tst_Units::formatsSi_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("digits");
    QTest::addColumn<QString>("expected");
    // Engineering suffixes for tables: Llama 2 7B's 6,738,415,616 parameters read "6.74G" at 3 digits.
    QTest::newRow("llama params") << 6738415616.0 << 3 << QStringLiteral("6.74G");
    // Beyond the largest suffix (E = 1e18) plain scientific notation, not "3.14e+05E", which mixes both.
    QTest::newRow("gpt-3 flops") << 3.14e23 << 3 << QStringLiteral("3.14e+23");
    QTest::newRow("a100 peak") << 312e12 << 3 << QStringLiteral("312T");
    QTest::newRow("small") << 42.0 << 3 << QStringLiteral("42");
    QTest::newRow("kilo") << 1500.0 << 2 << QStringLiteral("1.5k");
    QTest::newRow("negative") << -2.5e6 << 3 << QStringLiteral("-2.5M");
    QTest::newRow("nan") << qQNaN() << 3 << QStringLiteral("-");
}

void tst_Units::formatsSi()
{
    QFETCH(double, value);
    QFETCH(int, digits);
    QFETCH(QString, expected);
    QCOMPARE(formatSi(value, digits), expected);
}

QTEST_GUILESS_MAIN(tst_Units)
#include "tst_units.moc"
