#pragma once

#include <QString>

namespace flopsheet {

class Project;

/**
 * The whole plan as an Excel workbook (issue 16): a sheet "Results" (every workload on every included GPU
 * type, as the results CSV), a sheet per table (workloads, hardware, measured runs, pool GPUs, pool
 * jobs, as their CSV exports) and "Assumptions". Numbers are number cells with the CSV's values and
 * Excel number formats (dollars, hours, percent); every header names its unit and stays in view.
 *
 * The file is replaced atomically: the workbook is written to a temporary folder, then put in place
 * through QSaveFile, so a failure leaves an existing file as it was. Returns false with the reason
 * (translated, one line) in error. The project is not changed; it is not const because the results are
 * estimated through a ResultModel over it.
 */
bool savePlanWorkbook(Project &project, const QString &fileName, QString *error);

} // namespace flopsheet
