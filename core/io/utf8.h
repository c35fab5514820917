#pragma once

#include <QByteArray>
#include <QString>

struct QJsonParseError;

namespace flopsheet {

/** The encodings a text file may come in; FlopSheet's readers read UTF-8 only. */
enum class TextEncoding { Utf8, Utf16LittleEndian, Utf16BigEndian, Utf32LittleEndian, Utf32BigEndian };

/**
 * The encoding of a file's bytes: UTF-16 or UTF-32 by their byte-order mark, or without one by where the
 * NUL bytes fall, as they do in text that is mostly ASCII (the JSON and CSV FlopSheet reads): "{\0" is
 * UTF-16 little-endian, "\0\0\0{" UTF-32 big-endian. Anything else, a UTF-8 byte-order mark included,
 * is taken as UTF-8, for firstNonUtf8Line to check. Only the first kilobyte is looked at.
 */
TextEncoding textEncoding(const QByteArray &bytes);

/**
 * Why a reader refuses the file: "the file is UTF-16 (little-endian); save it as UTF-8" (translated), or
 * an empty string for UTF-8. Every reader of a text file asks this first, so each names the encoding
 * instead of failing on what the bytes look like.
 */
QString otherEncodingProblem(const QByteArray &bytes);

/** The bytes after a UTF-8 byte-order mark, which editors may put in front, or all of them without one. */
QByteArrayView withoutUtf8Bom(QByteArrayView bytes);

/**
 * The line (1-based) holding the first byte sequence that is not UTF-8, or 0 when all of it is.
 * Readers use it to refuse a file in another encoding with the line named.
 */
int firstNonUtf8Line(const QByteArray &bytes);

/** A place in a text file as people find it in an editor: line and column, both from 1. */
struct TextPlace {
    int line = 1;
    int column = 1;
};

/**
 * Where the byte at `index` (from 0) of UTF-8 text lies: its line, and its column counted in characters, so a
 * parser's byte offset ("at byte 4,812") can be told as "line 97, column 12". An index past the end is the end.
 */
TextPlace placeOfByte(QByteArrayView bytes, qsizetype index);

/** Where QJsonDocument::fromJson(json) stopped: Qt's offset is just past the character it stopped at. */
TextPlace placeOfJsonError(QByteArrayView json, const QJsonParseError &error);

} // namespace flopsheet
