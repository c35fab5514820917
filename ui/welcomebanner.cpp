#include "ui/welcomebanner.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QStyle>
#include <QToolButton>

namespace flopsheet {
namespace {

// A push button that runs the action, labelled with its menu text (the toolbar's short text says too little here).
QPushButton *buttonFor(QAction *action, QWidget *parent)
{
    // Without the menu's accelerator: "&Add" and the Chinese form "添加(&A)" alike.
    static const QRegularExpression accelerator(QStringLiteral("\\(&[^)]\\)|&(?=.)"));
    auto *button = new QPushButton(action->icon(), QString(action->text()).remove(accelerator), parent);
    button->setToolTip(action->statusTip());
    QObject::connect(button, &QPushButton::clicked, action, &QAction::trigger);
    return button;
}

} // namespace

WelcomeBanner::WelcomeBanner(QList<QAction *> firstSteps, QAction *newPlan, QAction *guide, QWidget *parent)
    : QFrame(parent), m_message(new QLabel(this))
{
    setObjectName(QStringLiteral("welcomeBanner"));
    setFrameShape(QFrame::StyledPanel);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    // A pale blue strip, readable on light and dark palettes alike because it sets both colours.
    setStyleSheet(
        QStringLiteral("#welcomeBanner { background: #eaf2fb; border: 1px solid #b6d0ee; border-radius: 3px; }"
                       "#welcomeBanner QLabel { color: #17324d; }"));
    // One line: a toolbar sizes its widgets by their size hint, which a wrapping label makes tall.
    m_message->setWordWrap(false);
    // Never what decides the window's minimum width: on a very narrow window the end is cut, the tooltip has it all.
    m_message->setMinimumWidth(120);
    m_message->setTextFormat(Qt::RichText);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 3, 3, 3);
    layout->setSpacing(6);
    layout->addWidget(m_message, 1);
    for (QAction *action : firstSteps) {
        m_firstStepButtons << buttonFor(action, this);
        layout->addWidget(m_firstStepButtons.last());
    }
    for (QAction *action : { newPlan, guide }) {
        m_exampleButtons << buttonFor(action, this);
        layout->addWidget(m_exampleButtons.last());
    }
    auto *close = new QToolButton(this);
    close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    close->setAutoRaise(true);
    close->setToolTip(tr("Close this note"));
    connect(close, &QToolButton::clicked, this, [this] {
        const State closed = m_state;
        setState(State::Hidden);
        emit dismissed(closed);
    });
    layout->addWidget(close);
    setState(State::Hidden);
}

void WelcomeBanner::setState(State state)
{
    m_state = state;
    switch (state) {
    case State::Hidden:
        break;
    case State::Example:
        m_message->setText(tr("<b>An example plan</b>: four workloads, five GPU types, a shared pool. Change any cell; "
                              "every figure follows."));
        break;
    case State::EmptyPlan:
        m_message->setText(tr("<b>An empty plan.</b> Add the workloads and the GPU types to compare."));
        break;
    }
    m_message->setToolTip(m_message->text());
    for (QPushButton *button : m_firstStepButtons)
        button->setVisible(state == State::EmptyPlan);
    for (QPushButton *button : m_exampleButtons)
        button->setVisible(state == State::Example);
}

} // namespace flopsheet
