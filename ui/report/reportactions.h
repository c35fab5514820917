#pragma once

#include "ui/report/reportoptions.h"

#include <QList>
#include <QObject>
#include <QSet>

class QAction;
class QPrinter;
class QWidget;

namespace flopsheet {

class AppSettings;
class Project;

/**
 * File › Print Preview…, Print…, Export PDF… and Report Options…: one planning report
 * (ReportRenderer) painted onto the preview's printer, the printer or a PDF file. The author and the
 * sections are preferences; the workloads left out are remembered by name for the session.
 */
class ReportActions : public QObject {
    Q_OBJECT
public:
    ReportActions(Project *project, AppSettings *settings, QWidget *window);

    /** The four actions, in menu order. */
    QList<QAction *> actions() const;
    /** The options the next report is made with (tests). */
    ReportOptions currentOptions() const;

    void preview();
    void print();
    void exportPdf();
    void editOptions();
    /** Writes the report as a PDF without asking (tests); false with the reason in *error. */
    bool exportPdfTo(const QString &fileName, QString *error);

private:
    /**
     * Whether a report can be made with the current options; when it would be too large
     * (reportSizeProblem), says so and offers the options dialog to choose fewer workloads.
     */
    bool reportFitsOrChooseWorkloads();

    Project *m_project;
    AppSettings *m_settings;
    QWidget *m_window;
    QSet<QString> m_leftOutWorkloads;
    QPageSize m_pageSize;
    QAction *m_previewAction;
    QAction *m_printAction;
    QAction *m_pdfAction;
    QAction *m_optionsAction;
};

} // namespace flopsheet
