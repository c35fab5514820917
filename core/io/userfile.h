#pragma once

#include <QByteArray>
#include <QString>

namespace flopsheet {

/** The most any file a user opens may hold, one place for every reader (issue 17). */
namespace filelimits {
/** Plans, CSV tables, catalogs, step-time logs, measurements, layer files and configs: text far smaller. */
inline constexpr qint64 kMaxTextBytes = qint64(256) * 1024 * 1024;
/** ONNX models: protobuf reads at most 2 GB; larger models keep their weights in external files. */
inline constexpr qint64 kMaxModelBytes = qint64(2000) * 1024 * 1024;
} // namespace filelimits

/**
 * Reads a file a user named, at most maxBytes of it. A folder, a file that cannot be opened, or one
 * larger than maxBytes (a huge file, or a device or pipe that never ends) is refused; error says why in
 * words without the file name, which the caller puts in front ("it is a folder, not a file"). Pipes and
 * process substitutions (<(...)) are read like files.
 */
bool readUserFile(const QString &path, qint64 maxBytes, QByteArray *bytes, QString *error);

} // namespace flopsheet
