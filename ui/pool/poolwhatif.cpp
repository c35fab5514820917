#include "ui/pool/poolwhatif.h"

#include "core/document/edits.h"
#include "core/document/poolgputable.h"
#include "core/document/pooljobtable.h"
#include "core/document/project.h"
#include "core/models/displayformat.h"
#include "ui/whatif/stepslider.h"

#include <QGridLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>

namespace flopsheet {
namespace {

// Weights from a quarter to 16 shares, ten steps per decade (1, 1.2, 1.5, 2 …).
std::vector<double> weightSteps()
{
    return StepSlider::logScale(0.25, 16, 10);
}

std::vector<double> countSteps(int count)
{
    return StepSlider::linear(1, std::max(64, 2 * count), 1);
}

} // namespace

PoolWhatIf::PoolWhatIf(Project *project, QWidget *parent) : QWidget(parent), m_project(project), m_grid(new QGridLayout)
{
    m_grid->setContentsMargins(4, 2, 4, 2);
    m_grid->setHorizontalSpacing(8);
    m_grid->setVerticalSpacing(2);
    m_grid->setColumnStretch(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(m_grid);
    layout->addStretch(1);
    // New or removed rows need new sliders; an edit in place only moves them.
    for (Table table : { Table::PoolGpus, Table::PoolJobs }) {
        onRowsRestructured(m_project->table(table), this, [this] { rebuild(); });
        connect(&m_project->table(table), &TableRows::rowsChanged, this, &PoolWhatIf::sync);
    }
    connect(m_project, &Project::resetDone, this, &PoolWhatIf::rebuild);
    rebuild();
}

StepSlider *PoolWhatIf::addSlider(QGridLayout *grid, int row, const QString &name, std::vector<double> steps)
{
    auto *title = new QLabel(name, this);
    title->setMinimumWidth(60);
    auto *slider = new StepSlider(std::move(steps), this);
    slider->setMinimumWidth(120);
    auto *value = new QLabel(this);
    value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    value->setMinimumWidth(QFontMetrics(value->font()).horizontalAdvance(QStringLiteral("× 0000")));
    grid->addWidget(title, row, 0);
    grid->addWidget(slider, row, 1);
    grid->addWidget(value, row, 2);
    m_rowWidgets << title << slider << value;
    // A drag is one undo step: its id is fixed from press to release. Clicks and keys are one step each.
    connect(slider, &QSlider::sliderPressed, this, [this] {
        m_dragId = ++m_nextDragId;
        emit dragStarted();
    });
    connect(slider, &QSlider::sliderReleased, this, [this] {
        m_dragId = 0;
        emit dragFinished();
    });
    return slider;
}

void PoolWhatIf::rebuild()
{
    qDeleteAll(m_rowWidgets);
    m_rowWidgets.clear();
    m_weights.clear();
    m_counts.clear();
    m_weightValues.clear();
    m_countValues.clear();
    int row = 0;
    auto heading = [this, &row](const QString &text) {
        auto *label = new QLabel(text, this);
        QFont bold = label->font();
        bold.setBold(true);
        label->setFont(bold);
        m_grid->addWidget(label, row++, 0, 1, 3);
        m_rowWidgets << label;
    };
    const QList<PoolJob> &jobs = m_project->poolJobs();
    if (!jobs.isEmpty())
        heading(tr("Job weights"));
    for (int j = 0; j < jobs.size(); ++j) {
        StepSlider *slider = addSlider(m_grid, row++, jobs[j].workloadName, weightSteps());
        slider->setToolTip(
            tr("%1's share against the other jobs' (proportional share, max-min fairness)").arg(jobs[j].workloadName));
        m_weights << slider;
        m_weightValues << static_cast<QLabel *>(m_rowWidgets.constLast());
        connect(slider, &QSlider::valueChanged, this, [this, j, slider] { apply(true, j, slider->stepValue()); });
    }
    const QList<PoolGpu> &gpus = m_project->poolGpus();
    if (!gpus.isEmpty())
        heading(tr("GPUs in the pool"));
    for (int g = 0; g < gpus.size(); ++g) {
        StepSlider *slider = addSlider(m_grid, row++, gpus[g].gpuName, countSteps(gpus[g].count));
        slider->setToolTip(tr("How many %1 the pool has").arg(gpus[g].gpuName));
        m_counts << slider;
        m_countValues << static_cast<QLabel *>(m_rowWidgets.constLast());
        connect(slider, &QSlider::valueChanged, this, [this, g, slider] { apply(false, g, slider->stepValue()); });
    }
    sync();
}

void PoolWhatIf::sync()
{
    const QList<PoolJob> &jobs = m_project->poolJobs();
    for (int j = 0; j < jobs.size() && j < m_weights.size(); ++j) {
        const QSignalBlocker blocker(m_weights[j]);
        m_weights[j]->setStepValue(jobs[j].weight);
        m_weightValues[j]->setText(tr("× %1").arg(formatNumber(jobs[j].weight, 3)));
    }
    const QList<PoolGpu> &gpus = m_project->poolGpus();
    for (int g = 0; g < gpus.size() && g < m_counts.size(); ++g) {
        const QSignalBlocker blocker(m_counts[g]);
        m_counts[g]->setStepValue(gpus[g].count);
        m_countValues[g]->setText(QString::number(gpus[g].count));
    }
}

void PoolWhatIf::apply(bool weight, int tableRow, double value)
{
    const Table table = weight ? Table::PoolJobs : Table::PoolGpus;
    const int field = weight ? int(PoolJobField::Weight) : int(PoolGpuField::Count);
    const EditResult r = edits::setField(*m_project, table, tableRow, 1, field, value, m_dragId);
    if (!r.ok()) {
        emit editRefused(r.error);
        sync();
    }
}

} // namespace flopsheet
