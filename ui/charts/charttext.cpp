#include "ui/charts/charttext.h"

#include <QFontMetrics>
#include <QStringList>
#include <QTextLayout>

#include <algorithm>

namespace flopsheet::charttext {

Wrapped wrap(const QString &text, const QFont &font, int width, int maxLines)
{
    const QFontMetrics metrics(font);
    width = std::max(width, metrics.horizontalAdvance(QStringLiteral("MM")));
    maxLines = std::max(maxLines, 1);
    QStringList lines;
    bool elided = false;
    // "H100-SXM × 8" stays on one line: the sign is glued to both neighbours while the text is broken.
    QString glued = text;
    glued.replace(QStringLiteral(" × "), QStringLiteral("\u00A0×\u00A0"));
    const QStringList paragraphs = glued.split(u'\n');
    for (qsizetype p = 0; p < paragraphs.size() && !elided && lines.size() < maxLines; ++p) {
        const QString &paragraph = paragraphs[p];
        if (paragraph.isEmpty()) {
            lines << QString();
            continue;
        }
        QTextLayout layout(paragraph, font);
        QTextOption option;
        option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        layout.setTextOption(option);
        layout.beginLayout();
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(width);
            if (lines.size() + 1 < maxLines) {
                lines << paragraph.mid(line.textStart(), line.textLength()).trimmed();
                continue;
            }
            // The last line allowed: the rest of the text, with "…" when anything is left out.
            const QString rest = paragraph.mid(line.textStart()).trimmed();
            QString shown = metrics.elidedText(rest, Qt::ElideRight, width);
            if (shown == rest && p + 1 < paragraphs.size())
                shown = metrics.elidedText(rest + QChar(0x2026), Qt::ElideRight, width);
            elided = shown != rest;
            lines << shown;
            break;
        }
        layout.endLayout();
    }
    Wrapped out;
    out.text = lines.join(u'\n').replace(QChar::Nbsp, u' ');
    out.elided = elided;
    out.width = widestLine(out.text, font);
    return out;
}

int widestLine(const QString &text, const QFont &font)
{
    const QFontMetrics metrics(font);
    int widest = 0;
    for (const QString &line : text.split(u'\n'))
        widest = std::max(widest, metrics.horizontalAdvance(line));
    return widest;
}

} // namespace flopsheet::charttext
