#pragma once

#include <QByteArray>

#include <cstddef>
#include <cstdint>

namespace flopsheet::fuzz {

/** The fuzzer's bytes as a QByteArray, without a copy (valid while the target runs). */
inline QByteArray bytesOf(const std::uint8_t *data, std::size_t size)
{
    return QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
}

} // namespace flopsheet::fuzz
