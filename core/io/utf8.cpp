#include "core/io/utf8.h"

#include <QStringDecoder>

namespace flopsheet {

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
