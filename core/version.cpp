#include "core/version.h"

#include "flopsheet_commit.h" // FLOPSHEET_COMMIT, written at build time (cmake/WriteVersion.cmake)

namespace flopsheet::version {

QString number()
{
    return QStringLiteral(FLOPSHEET_VERSION);
}

QString commit()
{
    return QStringLiteral(FLOPSHEET_COMMIT);
}

QString text()
{
    const QString hash = commit();
    return hash.isEmpty() ? number() : number() + QStringLiteral(" (git ") + hash + u')';
}

QString applicationId()
{
    return QStringLiteral(FLOPSHEET_APP_ID);
}

} // namespace flopsheet::version
