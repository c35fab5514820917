#pragma once

#include "ui/report/reportoptions.h"

#include <QCoreApplication>
#include <QString>

class QPagedPaintDevice;

namespace flopsheet {

class Project;

/**
 * Paints a planning report onto any paged device — the printer, the print preview's printer or a
 * QPdfWriter — so preview, print and PDF are one document: the ReportBuilder lays it out for the
 * device, and each page gets a header (report and project name, date) and a footer (page X of Y).
 * The title page has neither.
 */
class ReportRenderer {
    Q_DECLARE_TR_FUNCTIONS(ReportRenderer)
public:
    ReportRenderer(Project *project, ReportOptions options);

    /** Sets the options' paper with the report's margins on a device the user has not set up. */
    void setUpPage(QPagedPaintDevice *device) const;
    /**
     * Lays out and paints every page; false when the device cannot be painted on or the report is too
     * large to make (reportSizeProblem). Returns the page count in *pages.
     */
    bool paint(QPagedPaintDevice *device, int *pages = nullptr) const;
    /** Writes the report as a PDF file (vector text and charts); false with the reason in *error (a report too large
     * too). */
    bool writePdf(const QString &fileName, QString *error, int *pages = nullptr) const;

private:
    Project *m_project;
    ReportOptions m_options;
};

} // namespace flopsheet
