#pragma once

#include "core/document/edits.h"

#include <QString>

namespace flopsheet {

class Project;
class TablePanel;

/** Copy and paste between a table panel and spreadsheets, as tab-separated text. */
namespace tableclipboard {

/**
 * The selected cells as TSV, in the order the view shows them (sorted rows, moved and hidden
 * columns), the bounding block of the selection with unselected cells empty. Editable tables give
 * the text a cell edits as ("6.74B"), so it pastes back exactly; results give plain numbers.
 */
QString selectionAsTsv(const TablePanel *panel);

/**
 * Pastes TSV at the top-left selected cell, filling the view's visible columns to the right and its
 * rows downwards; a single value fills every selected cell. One undo step, or nothing and an error.
 */
PasteResult paste(Project *project, Table table, const TablePanel *panel, const QString &text);

} // namespace tableclipboard
} // namespace flopsheet
