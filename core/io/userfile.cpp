#include "core/io/userfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace flopsheet {

bool readUserFile(const QString &path, qint64 maxBytes, QByteArray *bytes, QString *error)
{
    const auto refuse = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (QFileInfo(path).isDir())
        return refuse(QCoreApplication::translate("UserFile", "it is a folder, not a file"));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return refuse(file.errorString());
    const auto tooLarge = [&] {
        return refuse(
            QCoreApplication::translate("UserFile", "it is larger than %1 MB, far more than such a file holds")
                .arg(maxBytes / (1024 * 1024)));
    };
    if (!file.isSequential() && file.size() > maxBytes)
        return tooLarge();
    // Read in pieces up to the limit: a device or a pipe has no size to check first.
    QByteArray read;
    constexpr qint64 kPiece = 1 << 20;
    for (;;) {
        const QByteArray piece = file.read(std::min(kPiece, maxBytes + 1 - read.size()));
        if (piece.isEmpty())
            break;
        read.append(piece);
        if (read.size() > maxBytes)
            return tooLarge();
    }
    if (file.error() != QFileDevice::NoError)
        return refuse(file.errorString());
    *bytes = std::move(read);
    return true;
}

} // namespace flopsheet
