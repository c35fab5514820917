#pragma once

#include <QByteArray>
#include <QTest>

#include <algorithm>
#include <cmath>

namespace flopsheet::test {

/** |a - b| <= tol × max(|a|, |b|); NaN and infinities never compare equal, so a broken result fails. */
inline bool relativelyEqual(double a, double b, double tol)
{
    if (!std::isfinite(a) || !std::isfinite(b))
        return false;
    if (a == b)
        return true;
    return std::fabs(a - b) <= tol * std::max(std::fabs(a), std::fabs(b));
}

/** The failure message of FS_COMPARE_REL: both values in full precision and the relative difference. */
inline QByteArray relativeMismatch(const char *expression, double actual, double expected, double tol)
{
    const double difference = expected != 0 ? actual / expected - 1.0 : actual;
    return QByteArray(expression) + " = " + QByteArray::number(actual, 'g', 12) + ", expected "
        + QByteArray::number(expected, 'g', 12) + " (off by " + QByteArray::number(difference * 100.0, 'g', 4)
        + " %, tolerance " + QByteArray::number(tol * 100.0, 'g', 4) + " %)";
}

} // namespace flopsheet::test

/** Compares two doubles within a relative tolerance, naming the expression and both values on failure. */
#define FS_COMPARE_REL(actual, expected, tol)                                                                          \
    do {                                                                                                               \
        const double fsActual_ = (actual);                                                                             \
        const double fsExpected_ = (expected);                                                                         \
        QVERIFY2(flopsheet::test::relativelyEqual(fsActual_, fsExpected_, (tol)),                                      \
            flopsheet::test::relativeMismatch(#actual, fsActual_, fsExpected_, (tol)).constData());                    \
    } while (false)
