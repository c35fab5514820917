#pragma once

class QWidget;

namespace flopsheet {

/** Help › Getting Started: the first steps with FlopSheet, in the interface's language. */
void showGettingStarted(QWidget *parent);

} // namespace flopsheet
