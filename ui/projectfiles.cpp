#include "ui/projectfiles.h"

#include "core/catalog/catalog.h"
#include "core/document/project.h"
#include "core/document/sampleproject.h"
#include "core/io/projectfile.h"
#include "ui/appsettings.h"
#include "ui/autosaver.h"

#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QUndoStack>

namespace flopsheet {

ProjectFiles::ProjectFiles(Project *project, AppSettings *settings, QWidget *window)
    : QObject(window), m_project(project), m_settings(settings), m_window(window)
{
}

void ProjectFiles::openAtStart(const QString &fileName, Autosaver *autosaver)
{
    if (autosaver && autosaver->hasRecovery()) {
        const QFileInfo info(autosaver->recoveryFile());
        const QString origin = autosaver->recoveryOrigin();
        QMessageBox box(QMessageBox::Question, tr("Restore Unsaved Changes?"),
            tr("FlopSheet did not close properly. A copy of the plan %1 with its unsaved changes was "
               "kept at %2.")
                .arg(origin.isEmpty() ? tr("(untitled)") : QDir::toNativeSeparators(origin),
                    QLocale().toString(info.lastModified(), QLocale::ShortFormat)),
            QMessageBox::NoButton, m_window);
        box.setInformativeText(tr("Restore it now? A copy you discard is deleted."));
        QPushButton *restore = box.addButton(tr("&Restore"), QMessageBox::AcceptRole);
        box.addButton(QMessageBox::Discard);
        box.setDefaultButton(restore);
        box.exec();
        if (box.clickedButton() == static_cast<QAbstractButton *>(restore)) {
            QString error;
            if (restoreRecovery(autosaver->recoveryFile(), origin, &error)) {
                emit statusMessage(tr("Restored the unsaved plan. Save it to keep it."));
                return;
            }
            showError(tr("Could Not Restore"), tr("The recovery copy cannot be read: %1").arg(error));
        }
        autosaver->discard();
    }
    if (!fileName.isEmpty()) {
        QString error;
        if (loadFile(fileName, &error))
            return;
        showError(tr("Could Not Open"), tr("Could not open %1: %2").arg(QDir::toNativeSeparators(fileName), error));
    }
    openSample();
}

void ProjectFiles::openSample()
{
    const SampleProject sample = sampleProject(Catalog::builtIn());
    m_project->reset(
        sample.workloads, sample.hardware, sample.assumptions, sample.scenarios, {}, sample.poolGpus, sample.poolJobs);
    m_project->setFileName(QString());
    m_example = true;
    emit projectReplaced();
}

bool ProjectFiles::showsExample() const
{
    return m_example && m_project->fileName().isEmpty();
}

bool ProjectFiles::loadFile(const QString &fileName, QString *error)
{
    ProjectData data;
    if (!loadProject(fileName, data, error))
        return false;
    resetProject(*m_project, std::move(data));
    m_project->setFileName(QFileInfo(fileName).absoluteFilePath());
    rememberFile(fileName);
    m_example = false;
    emit projectReplaced();
    return true;
}

bool ProjectFiles::saveFile(const QString &fileName, QString *error)
{
    if (!saveProject(*m_project, fileName, error))
        return false;
    m_project->setFileName(QFileInfo(fileName).absoluteFilePath());
    m_project->undoStack()->setClean();
    rememberFile(fileName);
    return true;
}

bool ProjectFiles::restoreRecovery(const QString &recoveryFile, const QString &origin, QString *error)
{
    ProjectData data;
    if (!loadProject(recoveryFile, data, error))
        return false;
    resetProject(*m_project, std::move(data));
    m_project->setFileName(origin);
    m_project->undoStack()->resetClean(); // unsaved until the user saves it
    m_example = false;
    emit projectReplaced();
    return true;
}

void ProjectFiles::newProject()
{
    if (!maybeSave())
        return;
    m_project->reset({}, {});
    m_project->setFileName(QString());
    m_example = false;
    emit projectReplaced();
    emit statusMessage(tr("New plan: add workloads and GPUs from the catalog (Table menu)."));
}

void ProjectFiles::open()
{
    if (!maybeSave())
        return;
    const QString fileName = QFileDialog::getOpenFileName(
        m_window, tr("Open Plan"), m_settings->lastDirectory(), tr("FlopSheet plans (*.flopsheet);;All files (*)"));
    if (fileName.isEmpty())
        return;
    QString error;
    if (!loadFile(fileName, &error))
        showError(tr("Could Not Open"), tr("Could not open %1: %2").arg(QDir::toNativeSeparators(fileName), error));
}

bool ProjectFiles::openFile(const QString &fileName)
{
    if (!maybeSave())
        return false;
    QString error;
    if (!loadFile(fileName, &error)) {
        if (!QFileInfo::exists(fileName))
            m_settings->removeRecentFile(fileName);
        showError(tr("Could Not Open"), tr("Could not open %1: %2").arg(QDir::toNativeSeparators(fileName), error));
        return false;
    }
    emit statusMessage(tr("Opened %1").arg(QDir::toNativeSeparators(fileName)));
    return true;
}

bool ProjectFiles::save()
{
    if (m_project->fileName().isEmpty())
        return saveAs();
    QString error;
    if (!saveFile(m_project->fileName(), &error)) {
        showError(tr("Could Not Save"),
            tr("Could not save %1: %2").arg(QDir::toNativeSeparators(m_project->fileName()), error));
        return false;
    }
    emit statusMessage(tr("Saved %1").arg(QDir::toNativeSeparators(m_project->fileName())));
    return true;
}

bool ProjectFiles::saveAs()
{
    const QString current = m_project->fileName();
    const QString suggested
        = current.isEmpty() ? QDir(m_settings->lastDirectory()).filePath(tr("plan.flopsheet")) : current;
    QString fileName
        = QFileDialog::getSaveFileName(m_window, tr("Save Plan As"), suggested, tr("FlopSheet plans (*.flopsheet)"));
    if (fileName.isEmpty())
        return false;
    if (QFileInfo(fileName).suffix().isEmpty())
        fileName += u'.' + QLatin1String(kSuffix);
    QString error;
    if (!saveFile(fileName, &error)) {
        showError(tr("Could Not Save"), tr("Could not save %1: %2").arg(QDir::toNativeSeparators(fileName), error));
        return false;
    }
    emit statusMessage(tr("Saved %1").arg(QDir::toNativeSeparators(fileName)));
    return true;
}

bool ProjectFiles::maybeSave()
{
    if (!m_project->isModified())
        return true;
    const QString name = m_project->fileName().isEmpty() ? tr("Untitled") : QFileInfo(m_project->fileName()).fileName();
    QMessageBox box(QMessageBox::Warning, tr("Unsaved Changes"),
        tr("The plan \"%1\" has changes that are not saved.").arg(name),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_window);
    box.setInformativeText(tr("Do you want to save them?"));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        return save();
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

void ProjectFiles::showError(const QString &title, const QString &text)
{
    emit statusMessage(text);
    QMessageBox::warning(m_window, title, text);
}

void ProjectFiles::rememberFile(const QString &fileName)
{
    m_settings->addRecentFile(fileName);
    m_settings->setLastDirectory(QFileInfo(fileName).absolutePath());
}

} // namespace flopsheet
