#include "ui/report/reportoptionsdialog.h"

#include "core/document/project.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
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
    : QDialog(parent), m_options(options), m_author(new QLineEdit(options.author, this)),
      m_sections(new QListWidget(this)), m_workloads(new QListWidget(this)), m_paper(new QComboBox(this))
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
    workloadsLayout->addWidget(m_workloads);
    auto *tickAll = new QPushButton(tr("Select &All"), workloadsBox);
    auto *tickNone = new QPushButton(tr("Select &None"), workloadsBox);
    auto *tickButtons = new QHBoxLayout;
    tickButtons->addWidget(tickAll);
    tickButtons->addWidget(tickNone);
    tickButtons->addStretch(1);
    workloadsLayout->addLayout(tickButtons);
    const auto tick = [this](Qt::CheckState state) {
        for (int i = 0; i < m_workloads->count(); ++i)
            m_workloads->item(i)->setCheckState(state);
    };
    connect(tickAll, &QPushButton::clicked, this, [tick] { tick(Qt::Checked); });
    connect(tickNone, &QPushButton::clicked, this, [tick] { tick(Qt::Unchecked); });

    auto *lists = new QHBoxLayout;
    lists->addWidget(sectionsBox);
    lists->addWidget(workloadsBox, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // A report of no workload would be a title page only.
    const auto updateOk = [this, buttons] {
        bool any = m_workloads->count() == 0;
        for (int i = 0; i < m_workloads->count() && !any; ++i)
            any = m_workloads->item(i)->checkState() == Qt::Checked;
        buttons->button(QDialogButtonBox::Ok)->setEnabled(any);
    };
    connect(m_workloads, &QListWidget::itemChanged, this, updateOk);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(lists, 1);
    layout->addWidget(buttons);
    updateOk();
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
