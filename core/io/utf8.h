#pragma once

#include <QByteArray>

namespace flopsheet {

/**
 * The line (1-based) holding the first byte sequence that is not UTF-8, or 0 when all of it is.
 * Readers use it to refuse a file in another encoding with the line named.
 */
int firstNonUtf8Line(const QByteArray &bytes);

} // namespace flopsheet
