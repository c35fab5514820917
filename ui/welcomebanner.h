#pragma once

#include <QFrame>
#include <QList>

class QAction;
class QLabel;
class QPushButton;

namespace flopsheet {

/**
 * A one-line strip above the tables for a new user: on the built-in example it says what the example
 * is and offers an empty plan and the guide; on an empty plan it gives the first steps as buttons.
 * The window hides its bar in State::Hidden. Closing it on the example is remembered (AppSettings).
 */
class WelcomeBanner : public QFrame {
    Q_OBJECT
public:
    enum class State { Hidden, Example, EmptyPlan };

    /** firstSteps: the actions an empty plan starts with (add workloads, add GPUs); newPlan and guide for the example.
     */
    WelcomeBanner(QList<QAction *> firstSteps, QAction *newPlan, QAction *guide, QWidget *parent = nullptr);

    void setState(State state);
    State state() const { return m_state; }
    QLabel *message() const { return m_message; }

signals:
    /** The close button: the user has read it. */
    void dismissed(State state);

private:
    QLabel *m_message;
    QList<QPushButton *> m_firstStepButtons;
    QList<QPushButton *> m_exampleButtons;
    State m_state = State::Hidden;
};

} // namespace flopsheet
