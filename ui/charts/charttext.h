#pragma once

#include <QFont>
#include <QString>

namespace flopsheet::charttext {

/** Text broken into lines for a width, and whether any of it had to be cut. */
struct Wrapped {
    QString text; ///< lines joined by '\n'
    bool elided = false; ///< the last line ends in "…": the text had more
    int width = 0; ///< the widest line, in pixels
};

/**
 * Breaks text (which may hold '\n') into lines no wider than width pixels in font, between words in
 * English and between characters in Chinese, at most maxLines of them; the last line is elided when
 * the text needs more.
 */
Wrapped wrap(const QString &text, const QFont &font, int width, int maxLines);

/** The width in pixels of text's widest line. */
int widestLine(const QString &text, const QFont &font);

} // namespace flopsheet::charttext
