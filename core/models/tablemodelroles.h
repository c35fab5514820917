#pragma once

#include "core/catalog/gpu.h"

#include <QVariant>
#include <Qt>

namespace flopsheet {

/** Roles the table models add for delegates, sorting and charts. */
enum TableRole {
    FieldKindRole = Qt::UserRole + 1, ///< int(FieldKind): which editor the delegate opens
    ChoicesRole, ///< QStringList of accepted words for a choice field
    SortRole, ///< raw number (or text) to sort by
    AppliesRole, ///< false when the field does not apply to the row
    ChoiceLabelsRole, ///< QStringList of translated labels, parallel to ChoicesRole
};

/** A figure as a model's raw value (SortRole, charts, CSV): the number, or no value when unknown. */
inline QVariant knownOrNull(double v)
{
    return isKnown(v) ? QVariant(v) : QVariant();
}

} // namespace flopsheet
