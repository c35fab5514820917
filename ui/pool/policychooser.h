#pragma once

#include <QWidget>

class QComboBox;
class QLabel;

namespace flopsheet {

class Project;

/**
 * How the shared pool is divided: a choice of the six policies (ProjectAssumptions::poolPolicy, changed
 * through the undo stack) with the chosen one's objective in a sentence beneath it.
 */
class PolicyChooser : public QWidget {
    Q_OBJECT
public:
    explicit PolicyChooser(Project *project, QWidget *parent = nullptr);

    QComboBox *combo() const { return m_combo; }
    QLabel *objective() const { return m_objective; }

private:
    void choose(int index);
    void sync();

    Project *m_project;
    QComboBox *m_combo;
    QLabel *m_objective;
};

} // namespace flopsheet
