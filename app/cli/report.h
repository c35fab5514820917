#pragma once

namespace flopsheet::cli {

/**
 * flopsheet-cli report PROJECT [--pdf OUT.pdf] [--xlsx OUT.xlsx] [--csv OUT.csv] [--lang en|zh_CN]
 * [--author NAME] [--paper a4|letter]: the planning report the app prints and the plan's Excel workbook
 * (one of them at least), without a display. It makes its own QApplication (the charts are QCustomPlot
 * widgets), so main() calls it before any other application object exists. Returns the exit code: 0, or
 * 2 with one line on standard error.
 */
int runReport(int argc, char *argv[]);

} // namespace flopsheet::cli
