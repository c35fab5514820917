#pragma once

#include <QIcon>

namespace flopsheet::icons {

/**
 * Toolbar and window icons: the desktop theme's icon where it has one, else a small drawn glyph,
 * so the toolbar reads the same on a bare system and offscreen.
 */
QIcon application();
QIcon newFile();
QIcon open();
QIcon save();
QIcon undo();
QIcon redo();
QIcon copy();
QIcon paste();
QIcon addRow();
QIcon catalog();
QIcon gpu();
QIcon duplicate();
QIcon deleteRow();
QIcon moveUp();
QIcon moveDown();

} // namespace flopsheet::icons
