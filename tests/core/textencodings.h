#pragma once

// The encodings every reader of a text file must name rather than misread (issue 18): UTF-16 and
// UTF-32 in both byte orders, with and without a byte-order mark. Shared by the suites of each reader.

#include <QByteArray>
#include <QString>
#include <QStringEncoder>
#include <QTest>

namespace flopsheet::test {

/**
 * Adds the columns "encoding" (a QStringConverter::Encoding), "bom" and "named" (the words the message
 * names it by) and a row per case.
 */
inline void addOtherEncodingRows()
{
    QTest::addColumn<int>("encoding");
    QTest::addColumn<bool>("bom");
    QTest::addColumn<QString>("named");
    const struct {
        const char *row;
        QStringConverter::Encoding encoding;
        const char *named;
    } encodings[] = {
        { "UTF-16LE", QStringConverter::Utf16LE, "UTF-16 (little-endian)" },
        { "UTF-16BE", QStringConverter::Utf16BE, "UTF-16 (big-endian)" },
        { "UTF-32LE", QStringConverter::Utf32LE, "UTF-32 (little-endian)" },
        { "UTF-32BE", QStringConverter::Utf32BE, "UTF-32 (big-endian)" },
    };
    for (const auto &e : encodings) {
        for (bool bom : { true, false }) {
            QTest::newRow(qPrintable(QString::fromLatin1(e.row) + (bom ? QStringLiteral(" with BOM") : QString())))
                << int(e.encoding) << bom << QString::fromLatin1(e.named);
        }
    }
}

/** text in that encoding, a byte-order mark in front when asked. */
inline QByteArray encodedAs(const QString &text, int encoding, bool bom)
{
    QStringEncoder encoder(
        QStringConverter::Encoding(encoding), bom ? QStringConverter::Flag::WriteBom : QStringConverter::Flag::Default);
    return encoder(text);
}

/** The message every reader gives for a file in that encoding. */
inline QString otherEncodingMessage(const QString &named)
{
    return QStringLiteral("the file is %1; save it as UTF-8").arg(named);
}

} // namespace flopsheet::test
