#include "ui/calibration/calibrationpanel.h"

#include "core/document/edits.h"
#include "core/document/project.h"
#include "core/estimate/estimator.h"
#include "core/io/steptimes.h"
#include "core/models/calibrationlistmodel.h"
#include "core/models/tablemodelroles.h"
#include "core/report/calibrationtext.h"
#include "ui/calibration/calibrationdialog.h"
#include "ui/delegates/fielddelegate.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QMessageBox>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace flopsheet {

CalibrationPanel::CalibrationPanel(Project *project, QWidget *parent)
    : QWidget(parent), m_project(project), m_model(new CalibrationListModel(project, this))
{
    auto *proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(m_model);
    proxy->setSortRole(SortRole);
    m_view = new QTableView(this);
    m_view->setModel(proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(-1, Qt::AscendingOrder); // recorded order until a header is clicked
    // The run's own cells edit in place, checked and undoable like any table's; the fit columns are read-only.
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_view->setItemDelegate(new FieldDelegate(m_view));
    m_view->hideColumn(CalibrationListModel::column(CalibrationField::GpuId));
    connect(m_model, &TableModel::editRejected, this,
        [this](const QModelIndex &, const QString &message) { emit statusMessage(message); });
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_diagnosis = new QTextBrowser(this);
    m_diagnosis->setPlaceholderText(tr("Select a measurement to see what its gap to the model points at."));

    m_addButton = new QPushButton(tr("Add…"), this);
    m_addButton->setToolTip(tr("Record a measured run: samples/s, tokens/s or step time"));
    m_editButton = new QPushButton(tr("Edit…"), this);
    m_deleteButton = new QPushButton(tr("Delete"), this);
    m_importButton = new QPushButton(tr("Import Step Times…"), this);
    m_importButton->setToolTip(tr("A CSV of step times in seconds (one per line, or a step_seconds column): the median "
                                  "after the first 10 % of steps, dropped as warm-up"));
    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : { m_addButton, m_editButton, m_deleteButton, m_importButton })
        buttons->addWidget(b);
    buttons->addStretch(1);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_view);
    splitter->addWidget(m_diagnosis);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->addLayout(buttons);
    layout->addWidget(splitter, 1);

    connect(m_addButton, &QPushButton::clicked, this, &CalibrationPanel::addCalibration);
    connect(m_editButton, &QPushButton::clicked, this, &CalibrationPanel::editCalibration);
    connect(m_deleteButton, &QPushButton::clicked, this, &CalibrationPanel::deleteCalibration);
    connect(m_importButton, &QPushButton::clicked, this, &CalibrationPanel::importStepTimes);
    connect(m_view, &QTableView::doubleClicked, this, &CalibrationPanel::editCalibration);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
        &CalibrationPanel::updateButtonsAndDiagnosis);
    connect(proxy, &QAbstractItemModel::modelReset, this, &CalibrationPanel::updateButtonsAndDiagnosis);
    connect(proxy, &QAbstractItemModel::layoutChanged, this, &CalibrationPanel::updateButtonsAndDiagnosis);
    connect(proxy, &QAbstractItemModel::dataChanged, this, &CalibrationPanel::updateButtonsAndDiagnosis);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        if (m_model->rowCount() <= 100)
            m_view->resizeColumnsToContents();
    });
    updateButtonsAndDiagnosis();
}

int CalibrationPanel::selectedRow() const
{
    const auto *proxy = static_cast<const QSortFilterProxyModel *>(m_view->model());
    const QModelIndex current = proxy->mapToSource(m_view->currentIndex());
    return current.isValid() ? current.row() : -1;
}

void CalibrationPanel::updateButtonsAndDiagnosis()
{
    const int row = selectedRow();
    m_editButton->setEnabled(row >= 0);
    m_deleteButton->setEnabled(row >= 0);
    if (row < 0) {
        m_diagnosis->clear();
        return;
    }
    const Calibration &c = m_project->calibrations().at(row);
    const CalibrationFit &fit = m_model->fits()->fits().at(row);
    QString html = QStringLiteral("<p>%1</p>").arg(calibrationSummary(c, fit).toHtmlEscaped());
    if (!c.note.isEmpty())
        html += QStringLiteral("<p style='color:#666'>%1</p>").arg(c.note.toHtmlEscaped());
    const QList<Diagnosis> diagnoses = m_model->fits()->diagnoses().at(row);
    if (!diagnoses.isEmpty()) {
        html += QStringLiteral("<ul style='margin:0'>");
        for (const Diagnosis &d : diagnoses)
            html += QStringLiteral("<li>%1 <i>%2</i></li>").arg(d.finding.toHtmlEscaped(), d.advice.toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    m_diagnosis->setHtml(html);
}

Calibration CalibrationPanel::suggestion() const
{
    Calibration c;
    if (m_project->workloadCount() == 0 || m_project->hardwareCount() == 0)
        return c;
    const WorkloadEntry &w = m_project->workload(0);
    int h = 0;
    while (h + 1 < m_project->hardwareCount() && !m_project->hardware(h).included)
        ++h;
    const HardwareEntry &hw = m_project->hardware(h);
    const Scenario sc = scenarioFor(w, hw, m_project->assumptions());
    const Estimate e = estimate(w.workload, hw.gpu, sc);
    c.workloadName = w.workload.name;
    c.gpuId = hw.gpu.id;
    c.gpuName = hw.gpu.name;
    c.gpuCount = hw.count;
    c.precision = sc.precision;
    c.batchPerGpu = e.batchPerGpu > 0 ? e.batchPerGpu : 1;
    return c;
}

std::optional<Calibration> CalibrationPanel::fromStepTimes(const QString &fileName, QString *error) const
{
    const StepTimes times = readStepTimes(fileName);
    if (!times.ok()) {
        *error = tr("%1: %2").arg(QDir::toNativeSeparators(fileName), times.error);
        return std::nullopt;
    }
    const StepTimeSummary summary = summarizeStepTimes(times.seconds);
    if (!summary.ok()) {
        *error = tr("%1: too few steps to tell warm-up from the rest").arg(QDir::toNativeSeparators(fileName));
        return std::nullopt;
    }
    Calibration c = suggestion();
    c.quantity = MeasuredQuantity::StepSeconds;
    c.value = summary.medianSeconds;
    c.note = stepTimeNote(QFileInfo(fileName).fileName(), summary);
    return c;
}

bool CalibrationPanel::runDialog(Calibration *calibration, const QString &title)
{
    CalibrationDialog dialog(*m_project, *calibration, this);
    dialog.setWindowTitle(title);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    *calibration = dialog.calibration();
    return true;
}

void CalibrationPanel::addCalibration()
{
    Calibration c = suggestion();
    if (!runDialog(&c, tr("Add Measured Run")))
        return;
    if (appendCalibration(c))
        emit statusMessage(tr("Recorded a measurement of %1 on %2").arg(c.workloadName, c.gpuName));
}

bool CalibrationPanel::appendCalibration(const Calibration &c)
{
    const InsertResult added = edits::insertRows(*m_project, m_project->calibrations().size(), QList<Calibration> { c },
        tr("Add measurement of %1 on %2").arg(c.workloadName, c.gpuName));
    if (!added.inserted()) {
        QMessageBox::warning(this, tr("Not Added"), added.error);
        return false;
    }
    m_view->selectRow(m_view->model()->rowCount() - 1);
    return true;
}

void CalibrationPanel::editCalibration()
{
    const int row = selectedRow();
    if (row < 0)
        return;
    Calibration c = m_project->calibrations().at(row);
    if (!runDialog(&c, tr("Edit Measured Run")) || c == m_project->calibrations().at(row))
        return;
    const EditResult result
        = edits::replaceRow(*m_project, row, c, tr("Edit measurement of %1 on %2").arg(c.workloadName, c.gpuName));
    if (!result.ok())
        QMessageBox::warning(this, tr("Not Changed"), result.error);
}

void CalibrationPanel::deleteCalibration()
{
    const int row = selectedRow();
    if (row >= 0)
        edits::removeRows(*m_project, Table::Calibrations, { row });
}

void CalibrationPanel::importStepTimes()
{
    const QString fileName = QFileDialog::getOpenFileName(
        this, tr("Import Step Times"), QString(), tr("CSV files (*.csv *.txt);;All files (*)"));
    if (fileName.isEmpty())
        return;
    QString error;
    std::optional<Calibration> c = fromStepTimes(fileName, &error);
    if (!c) {
        QMessageBox::warning(this, tr("Could Not Import"), error);
        return;
    }
    if (!runDialog(&*c, tr("Add Measured Run")))
        return;
    if (appendCalibration(*c))
        emit statusMessage(c->note);
}

} // namespace flopsheet
