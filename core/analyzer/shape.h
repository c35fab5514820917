#pragma once

#include <QString>
#include <QStringView>

#include <cstdint>
#include <optional>
#include <vector>

namespace flopsheet {

/** A tensor shape, batch first ([1, 3, 224, 224]; [1, 2048] token ids). Every dimension is >= 1. */
using Shape = std::vector<std::int64_t>;

/** Bounds that keep every product exact in a double and refuse absurd inputs before they overflow. */
inline constexpr std::int64_t kMaxDimension = std::int64_t(1) << 40;
inline constexpr std::int64_t kMaxElements = std::int64_t(1) << 50;
inline constexpr int kMaxRank = 8;

/** Number of elements, or nullopt when it exceeds kMaxElements or a dimension is not positive. */
std::optional<std::int64_t> elementCount(const Shape &shape);

/** "1x3x224x224"; "scalar" for an empty shape. */
QString shapeText(const Shape &shape);

/**
 * Parses "1x3x224x224" (also "1,3,224,224"). Refuses zero, negative, non-integer and oversized
 * dimensions and more than kMaxRank of them; error says which.
 */
std::optional<Shape> parseShape(QStringView text, QString *error);

} // namespace flopsheet
