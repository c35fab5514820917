#include "ui/report/reportoptionsdialog.h"

#include "core/document/project.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace flopsheet {
namespace {

QListWidgetItem *checkItem(QListWidget *list, const QString &text, bool checked)
{
    auto *item = new QListWidgetItem(text, list);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
    item->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
    return item;
}

} // namespace

ReportOptionsDialog::ReportOptionsDialog(const Project &project, const ReportOptions &options, QWidget *parent)
    : QDialog(parent), m_project(project), m_options(options), m_author(new QLineEdit(options.author, this)),
      m_sections(new QListWidget(this)), m_workloads(new QListWidget(this)), m_paper(new QComboBox(this)),
      m_filter(new QLineEdit(this)), m_size(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Report Options"));
    m_author->setPlaceholderText(tr("Name printed on the title page"));
    m_paper->addItem(tr("A4"), int(QPageSize::A4));
    m_paper->addItem(tr("US Letter"), int(QPageSize::Letter));
    m_paper->setCurrentIndex(options.pageSize.id() == QPageSize::Letter ? 1 : 0);

    for (ReportSection s : ReportOptions::allSections())
        checkItem(m_sections, reportSectionTitle(s), options.has(s));
    for (int w = 0; w < project.workloadCount(); ++w)
        checkItem(m_workloads, project.workload(w).workload.name, options.includesWorkload(w));

    auto *form = new QFormLayout;
    form->addRow(tr("&Author:"), m_author);
    form->addRow(tr("&Paper:"), m_paper);

    auto *sectionsBox = new QGroupBox(tr("Sections"), this);
    auto *sectionsLayout = new QVBoxLayout(sectionsBox);
    sectionsLayout->addWidget(m_sections);

    auto *workloadsBox = new QGroupBox(tr("Workloads"), this);
    auto *workloadsLayout = new QVBoxLayout(workloadsBox);
    m_filter->setPlaceholderText(tr("Filter workloads…"));
    m_filter->setClearButtonEnabled(true);
    workloadsLayout->addWidget(m_filter);
    workloadsLayout->addWidget(m_workloads);
    auto *tickAll = new QPushButton(tr("Select &All"), workloadsBox);
    auto *tickNone = new QPushButton(tr("Select &None"), workloadsBox);
    tickAll->setToolTip(tr("Tick every workload the filter shows"));
    tickNone->setToolTip(tr("Untick every workload the filter shows"));
    auto *tickButtons = new QHBoxLayout;
    tickButtons->addWidget(tickAll);
    tickButtons->addWidget(tickNone);
    tickButtons->addStretch(1);
    workloadsLayout->addLayout(tickButtons);
    m_size->setWordWrap(true);
    workloadsLayout->addWidget(m_size);
    // Ticking thousands of rows is one update, not one per row.
    const auto tick = [this](Qt::CheckState state) {
        const QSignalBlocker blocker(m_workloads);
        for (int i = 0; i < m_workloads->count(); ++i) {
            if (!m_workloads->item(i)->isHidden())
                m_workloads->item(i)->setCheckState(state);
        }
        m_workloads->viewport()->update();
        updateSize();
    };
    connect(tickAll, &QPushButton::clicked, this, [tick] { tick(Qt::Checked); });
    connect(tickNone, &QPushButton::clicked, this, [tick] { tick(Qt::Unchecked); });
    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString &text) {
        for (int i = 0; i < m_workloads->count(); ++i)
            m_workloads->item(i)->setHidden(!m_workloads->item(i)->text().contains(text, Qt::CaseInsensitive));
    });

    // The sections are a short fixed list: as wide as their titles. The workloads, up to thousands of
    // names, take the rest, wide enough for a name without a horizontal scroll bar and tall enough to pick from.
    m_sections->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_sections->setMinimumWidth(m_sections->sizeHintForColumn(0) + 2 * m_sections->frameWidth() + 8);
    sectionsBox->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Preferred);
    m_workloads->setMinimumSize(fontMetrics().averageCharWidth() * 44, fontMetrics().height() * 12);
    auto *lists = new QHBoxLayout;
    lists->addWidget(sectionsBox);
    lists->addWidget(workloadsBox, 1);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_workloads, &QListWidget::itemChanged, this, &ReportOptionsDialog::updateSize);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(lists, 1);
    layout->addWidget(m_buttons);
    updateSize();
    // Room for the size message under the list in either language without squeezing the list.
    const int line = fontMetrics().height();
    resize(sizeHint().expandedTo(QSize(line * 46, line * 34)));
}

// OK needs a workload (a report of none would be a title page only) and a report small enough to make.
void ReportOptionsDialog::updateSize()
{
    int chosen = 0;
    for (int i = 0; i < m_workloads->count(); ++i)
        chosen += m_workloads->item(i)->checkState() == Qt::Checked ? 1 : 0;
    const bool any = m_workloads->count() == 0 || chosen > 0;
    QString problem = chosen > 0 ? reportSizeProblem(m_project, options()) : QString();
    if (!problem.isEmpty()) {
        problem[0] = problem[0].toUpper();
        m_size->setText(tr("%1. %2", "a too-large report's problem, then the advice").arg(problem, reportSizeAdvice()));
    } else {
        m_size->setText(tr("%n workload(s) of %1 in the report.", "", chosen)
                            .arg(QLocale().toString(qint64(m_workloads->count()))));
    }
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(any && problem.isEmpty());
}

ReportOptions ReportOptionsDialog::options() const
{
    ReportOptions o = m_options;
    o.author = m_author->text().trimmed();
    o.pageSize = QPageSize(QPageSize::PageSizeId(m_paper->currentData().toInt()));
    o.sections.clear();
    for (int i = 0; i < m_sections->count(); ++i) {
        if (m_sections->item(i)->checkState() == Qt::Checked)
            o.sections << ReportSection(i);
    }
    o.workloadRows.clear();
    bool all = true;
    for (int i = 0; i < m_workloads->count(); ++i) {
        if (m_workloads->item(i)->checkState() == Qt::Checked)
            o.workloadRows << i;
        else
            all = false;
    }
    if (all)
        o.workloadRows.clear();
    return o;
}

} // namespace flopsheet
