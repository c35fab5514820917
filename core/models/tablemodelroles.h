#pragma once

#include <Qt>

namespace flopsheet {

/** Roles the table models add for delegates, sorting and charts. */
enum TableRole {
    FieldKindRole = Qt::UserRole + 1, ///< int(FieldKind): which editor the delegate opens
    ChoicesRole,                      ///< QStringList of accepted words for a choice field
    SortRole,                         ///< raw number (or text) to sort by
    AppliesRole,                      ///< false when the field does not apply to the row
    ChoiceLabelsRole,                 ///< QStringList of translated labels, parallel to ChoicesRole
};

} // namespace flopsheet
