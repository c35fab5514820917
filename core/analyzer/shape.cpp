#include "core/analyzer/shape.h"

#include <QCoreApplication>

namespace flopsheet {

std::optional<std::int64_t> elementCount(const Shape &shape)
{
    std::int64_t n = 1;
    for (std::int64_t d : shape) {
        if (d < 1 || d > kMaxDimension || __builtin_mul_overflow(n, d, &n) || n > kMaxElements)
            return std::nullopt;
    }
    return n;
}

QString shapeText(const Shape &shape)
{
    if (shape.empty())
        return QStringLiteral("scalar");
    QString out;
    for (size_t i = 0; i < shape.size(); ++i) {
        if (i)
            out += u'x';
        out += QString::number(shape[i]);
    }
    return out;
}

std::optional<Shape> parseShape(QStringView text, QString *error)
{
    const QString trimmed = text.trimmed().toString();
    const QStringList parts = trimmed.split(trimmed.contains(u',') ? u',' : u'x');
    if (trimmed.isEmpty() || parts.size() > kMaxRank) {
        *error
            = QCoreApplication::translate("Analyzer", "a shape has 1 to %1 dimensions such as 1x3x224x224 (got \"%2\")")
                  .arg(kMaxRank)
                  .arg(trimmed);
        return std::nullopt;
    }
    Shape shape;
    for (const QString &part : parts) {
        bool ok = false;
        const qlonglong d = part.trimmed().toLongLong(&ok);
        if (!ok || d < 1 || d > kMaxDimension) {
            *error = QCoreApplication::translate(
                "Analyzer", "each dimension must be a whole number from 1 to %1 (got \"%2\" in \"%3\")")
                         .arg(kMaxDimension)
                         .arg(part, trimmed);
            return std::nullopt;
        }
        shape.push_back(d);
    }
    if (!elementCount(shape)) {
        *error = QCoreApplication::translate("Analyzer", "the shape %1 has more than 2^50 elements").arg(trimmed);
        return std::nullopt;
    }
    return shape;
}

} // namespace flopsheet
