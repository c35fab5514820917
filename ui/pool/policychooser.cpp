#include "ui/pool/policychooser.h"

#include "core/document/edits.h"
#include "core/document/project.h"
#include "core/pool/policies.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace flopsheet {

PolicyChooser::PolicyChooser(Project *project, QWidget *parent)
    : QWidget(parent), m_project(project), m_combo(new QComboBox(this)), m_objective(new QLabel(this))
{
    for (const Choice &c : kPoolPolicyChoices) {
        m_combo->addItem(choiceLabel(kPoolPolicyChoices, c.value), c.value);
        m_combo->setItemData(m_combo->count() - 1, policyObjective(PoolPolicy(c.value)), Qt::ToolTipRole);
    }
    m_combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_objective->setWordWrap(true);
    m_objective->setForegroundRole(QPalette::PlaceholderText);
    auto *label = new QLabel(tr("&Policy:"), this);
    label->setBuddy(m_combo);

    auto *row = new QHBoxLayout;
    row->addWidget(label);
    row->addWidget(m_combo);
    row->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    layout->setSpacing(2);
    layout->addLayout(row);
    layout->addWidget(m_objective);

    connect(m_combo, &QComboBox::activated, this, &PolicyChooser::choose);
    connect(m_project, &Project::assumptionsChanged, this, &PolicyChooser::sync);
    connect(m_project, &Project::resetDone, this, &PolicyChooser::sync);
    sync();
}

void PolicyChooser::choose(int index)
{
    ProjectAssumptions a = m_project->assumptions();
    a.poolPolicy = PoolPolicy(m_combo->itemData(index).toInt());
    if (a.poolPolicy != m_project->assumptions().poolPolicy)
        edits::setAssumptions(*m_project, a);
}

void PolicyChooser::sync()
{
    const PoolPolicy policy = m_project->assumptions().poolPolicy;
    const QSignalBlocker blocker(m_combo);
    m_combo->setCurrentIndex(m_combo->findData(int(policy)));
    m_objective->setText(policyObjective(policy));
}

} // namespace flopsheet
