#pragma once

#include "ui/report/reportoptions.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;

namespace flopsheet {

class Project;

/**
 * File › Report Options…: the author printed on the title page (a preference), the sections and
 * the workloads of the report, and the paper (A4 or Letter, the locale's by default). A filter narrows
 * the workload list, and Select All or None acts on the workloads it shows; below the list, how many
 * results the report covers, and why it cannot be made when they pass kMaxReportResults (OK waits).
 */
class ReportOptionsDialog : public QDialog {
    Q_OBJECT
public:
    ReportOptionsDialog(const Project &project, const ReportOptions &options, QWidget *parent = nullptr);

    /** The options as chosen; workloadRows empty when every workload is ticked. */
    ReportOptions options() const;

private:
    void updateSize();

    const Project &m_project;
    ReportOptions m_options;
    QLineEdit *m_author;
    QListWidget *m_sections;
    QListWidget *m_workloads;
    QComboBox *m_paper;
    QLineEdit *m_filter;
    QLabel *m_size;
    QDialogButtonBox *m_buttons;
};

} // namespace flopsheet
