#include "ui/report/reportactions.h"

#include "core/document/project.h"
#include "ui/appsettings.h"
#include "ui/report/reportoptionsdialog.h"
#include "ui/report/reportrenderer.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>

namespace flopsheet {

ReportActions::ReportActions(Project *project, AppSettings *settings, QWidget *window)
    : QObject(window), m_project(project), m_settings(settings), m_window(window),
      m_pageSize(paperForLocale(QLocale::system())), m_previewAction(new QAction(tr("Print Pre&view…"), this)),
      m_printAction(new QAction(tr("&Print…"), this)), m_pdfAction(new QAction(tr("Export P&DF…"), this)),
      m_optionsAction(new QAction(tr("Report &Options…"), this))
{
    m_printAction->setShortcut(QKeySequence::Print);
    m_previewAction->setStatusTip(tr("Show the planning report as it will print"));
    m_printAction->setStatusTip(tr("Print the planning report"));
    m_pdfAction->setStatusTip(tr("Save the planning report as a PDF file"));
    m_optionsAction->setStatusTip(tr("Choose the author, sections, workloads and paper of the planning report"));
    connect(m_previewAction, &QAction::triggered, this, &ReportActions::preview);
    connect(m_printAction, &QAction::triggered, this, &ReportActions::print);
    connect(m_pdfAction, &QAction::triggered, this, &ReportActions::exportPdf);
    connect(m_optionsAction, &QAction::triggered, this, &ReportActions::editOptions);
}

QList<QAction *> ReportActions::actions() const
{
    return { m_previewAction, m_printAction, m_pdfAction, m_optionsAction };
}

ReportOptions ReportActions::currentOptions() const
{
    ReportOptions o;
    o.projectName = m_project->fileName().isEmpty() ? QString() : QFileInfo(m_project->fileName()).completeBaseName();
    o.author = m_settings->reportAuthor();
    const QStringList keys = m_settings->reportSections();
    if (!keys.isEmpty()) {
        o.sections.clear();
        for (ReportSection s : ReportOptions::allSections()) {
            if (keys.contains(reportSectionKey(s)))
                o.sections << s;
        }
    }
    if (!m_leftOutWorkloads.isEmpty()) {
        for (int w = 0; w < m_project->workloadCount(); ++w) {
            if (!m_leftOutWorkloads.contains(m_project->workload(w).workload.name))
                o.workloadRows << w;
        }
    }
    o.pageSize = m_pageSize;
    return o;
}

bool ReportActions::reportFitsOrChooseWorkloads()
{
    QString problem = reportSizeProblem(*m_project, currentOptions());
    if (problem.isEmpty())
        return true;
    problem[0] = problem[0].toUpper();
    QMessageBox box(QMessageBox::Information, tr("Report Too Large"), problem + u'.', QMessageBox::Cancel, m_window);
    box.setInformativeText(reportSizeAdvice());
    QPushButton *choose = box.addButton(tr("Choose Workloads…"), QMessageBox::AcceptRole);
    box.setDefaultButton(choose);
    box.exec();
    if (box.clickedButton() != choose)
        return false;
    editOptions(); // its OK waits for a selection small enough
    return reportSizeProblem(*m_project, currentOptions()).isEmpty();
}

void ReportActions::preview()
{
    if (!reportFitsOrChooseWorkloads())
        return;
    const ReportRenderer renderer(m_project, currentOptions());
    QPrinter printer(QPrinter::HighResolution);
    renderer.setUpPage(&printer);
    QPrintPreviewDialog dialog(&printer, m_window);
    dialog.setWindowTitle(tr("Print Preview — Planning Report"));
    connect(&dialog, &QPrintPreviewDialog::paintRequested, this, [&renderer](QPrinter *p) { renderer.paint(p); });
    dialog.exec();
}

void ReportActions::print()
{
    if (!reportFitsOrChooseWorkloads())
        return;
    const ReportRenderer renderer(m_project, currentOptions());
    QPrinter printer(QPrinter::HighResolution);
    renderer.setUpPage(&printer);
    QPrintDialog dialog(&printer, m_window);
    dialog.setWindowTitle(tr("Print Planning Report"));
    if (dialog.exec() != QDialog::Accepted)
        return;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const bool ok = renderer.paint(&printer);
    QApplication::restoreOverrideCursor();
    if (!ok)
        QMessageBox::warning(m_window, tr("Could Not Print"), tr("The printer could not be started."));
}

bool ReportActions::exportPdfTo(const QString &fileName, QString *error)
{
    return ReportRenderer(m_project, currentOptions()).writePdf(fileName, error);
}

void ReportActions::exportPdf()
{
    if (!reportFitsOrChooseWorkloads())
        return;
    const QString base
        = m_project->fileName().isEmpty() ? tr("report") : QFileInfo(m_project->fileName()).completeBaseName();
    QString fileName = QFileDialog::getSaveFileName(m_window, tr("Export Planning Report as PDF"),
        QDir(m_settings->lastDirectory()).filePath(base + QStringLiteral(".pdf")), tr("PDF document (*.pdf)"));
    if (fileName.isEmpty())
        return;
    if (QFileInfo(fileName).suffix().isEmpty())
        fileName += QStringLiteral(".pdf");
    m_settings->setLastDirectory(QFileInfo(fileName).absolutePath());
    QApplication::setOverrideCursor(Qt::WaitCursor);
    QString error;
    const bool ok = exportPdfTo(fileName, &error);
    QApplication::restoreOverrideCursor();
    if (!ok)
        QMessageBox::warning(m_window, tr("Could Not Export"), error);
}

void ReportActions::editOptions()
{
    ReportOptionsDialog dialog(*m_project, currentOptions(), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const ReportOptions o = dialog.options();
    m_settings->setReportAuthor(o.author);
    QStringList keys;
    for (ReportSection s : o.sections)
        keys << reportSectionKey(s);
    m_settings->setReportSections(keys);
    m_pageSize = o.pageSize;
    m_leftOutWorkloads.clear();
    for (int w = 0; w < m_project->workloadCount(); ++w) {
        if (!o.includesWorkload(w))
            m_leftOutWorkloads.insert(m_project->workload(w).workload.name);
    }
}

} // namespace flopsheet
