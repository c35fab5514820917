#include "core/io/utf8.h"

#include <QCoreApplication>
#include <QJsonParseError>
#include <QStringDecoder>

#include <algorithm>

namespace flopsheet {
namespace {

// Enough characters to tell an encoding by its NUL bytes, and the same cost for a file of any size.
constexpr qsizetype kSampleBytes = 1024;

bool startsWith(QByteArrayView bytes, std::initializer_list<unsigned char> mark)
{
    return bytes.size() >= qsizetype(mark.size())
        && std::equal(mark.begin(), mark.end(), bytes.begin(),
            [](unsigned char m, char b) { return m == static_cast<unsigned char>(b); });
}

// Whether the sample reads as code units of unitBytes bytes in this byte order: no unit is NUL (text has
// none), every unit is a code point UTF-32 may hold, and at least half of them are ASCII characters.
// UTF-8 text has no NUL byte at all, and binary data has NUL units, so neither passes.
bool looksLike(QByteArrayView sample, qsizetype unitBytes, bool littleEndian)
{
    const qsizetype units = sample.size() / unitBytes;
    if (units == 0)
        return false;
    qsizetype ascii = 0;
    for (qsizetype u = 0; u < units; ++u) {
        char32_t value = 0;
        for (qsizetype i = 0; i < unitBytes; ++i) {
            const qsizetype at = u * unitBytes + (littleEndian ? unitBytes - 1 - i : i);
            value = value << 8 | static_cast<unsigned char>(sample[at]);
        }
        if (value == 0 || value > 0x10FFFF)
            return false;
        if (value < 0x80)
            ++ascii;
    }
    return 2 * ascii >= units;
}

} // namespace

TextEncoding textEncoding(const QByteArray &bytes)
{
    // Byte-order marks (Unicode §23.8). UTF-32's little-endian mark starts with UTF-16's: it goes first.
    if (startsWith(bytes, { 0xFF, 0xFE, 0x00, 0x00 }))
        return TextEncoding::Utf32LittleEndian;
    if (startsWith(bytes, { 0x00, 0x00, 0xFE, 0xFF }))
        return TextEncoding::Utf32BigEndian;
    if (startsWith(bytes, { 0xFF, 0xFE }))
        return TextEncoding::Utf16LittleEndian;
    if (startsWith(bytes, { 0xFE, 0xFF }))
        return TextEncoding::Utf16BigEndian;
    const QByteArrayView sample = QByteArrayView(bytes).first(std::min(bytes.size(), kSampleBytes));
    if (looksLike(sample, 4, true))
        return TextEncoding::Utf32LittleEndian;
    if (looksLike(sample, 4, false))
        return TextEncoding::Utf32BigEndian;
    if (looksLike(sample, 2, true))
        return TextEncoding::Utf16LittleEndian;
    if (looksLike(sample, 2, false))
        return TextEncoding::Utf16BigEndian;
    return TextEncoding::Utf8;
}

QString otherEncodingProblem(const QByteArray &bytes)
{
    const char *name = nullptr;
    switch (textEncoding(bytes)) {
    case TextEncoding::Utf8:
        return {};
    case TextEncoding::Utf16LittleEndian:
        name = QT_TRANSLATE_NOOP("TableCsv", "UTF-16 (little-endian)");
        break;
    case TextEncoding::Utf16BigEndian:
        name = QT_TRANSLATE_NOOP("TableCsv", "UTF-16 (big-endian)");
        break;
    case TextEncoding::Utf32LittleEndian:
        name = QT_TRANSLATE_NOOP("TableCsv", "UTF-32 (little-endian)");
        break;
    case TextEncoding::Utf32BigEndian:
        name = QT_TRANSLATE_NOOP("TableCsv", "UTF-32 (big-endian)");
        break;
    }
    return QCoreApplication::translate("TableCsv", "the file is %1; save it as UTF-8")
        .arg(QCoreApplication::translate("TableCsv", name));
}

QByteArrayView withoutUtf8Bom(QByteArrayView bytes)
{
    return startsWith(bytes, { 0xEF, 0xBB, 0xBF }) ? bytes.sliced(3) : bytes;
}

TextPlace placeOfByte(QByteArrayView bytes, qsizetype index)
{
    TextPlace place;
    const qsizetype end = std::clamp<qsizetype>(index, 0, bytes.size());
    for (qsizetype i = 0; i < end; ++i) {
        const auto byte = static_cast<unsigned char>(bytes[i]);
        if (byte == '\n') {
            ++place.line;
            place.column = 1;
        } else if ((byte & 0xC0) != 0x80) {
            ++place.column; // a character starts here; continuation bytes (10xxxxxx) add nothing
        }
    }
    return place;
}

TextPlace placeOfJsonError(QByteArrayView json, const QJsonParseError &error)
{
    return placeOfByte(json, error.offset - 1);
}

int firstNonUtf8Line(const QByteArray &bytes)
{
    // UTF-8 never uses the byte 0x0A inside a character, so each line can be checked on its own.
    int line = 1;
    qsizetype start = 0;
    while (start <= bytes.size()) {
        qsizetype end = bytes.indexOf('\n', start);
        if (end < 0)
            end = bytes.size();
        QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        const QString text = decoder.decode(QByteArrayView(bytes).sliced(start, end - start));
        if (decoder.hasError())
            return line;
        start = end + 1;
        ++line;
    }
    return 0;
}

} // namespace flopsheet
