#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QTableWidget;

namespace flopsheet {

class Project;

/**
 * Edits one workload's batch schedule: a published schedule to start from, the schedule's text
 * (parseBatchSchedule's grammar, help beside it) checked as it is typed, and the stages it makes on
 * the workload's data — batch, data at the end, steps — so a mistake shows before it is applied.
 * OK writes it through the table's own cell check (edits::setCell), one undo step.
 */
class ScheduleEditor : public QDialog {
    Q_OBJECT
public:
    ScheduleEditor(Project *project, int workloadRow, QWidget *parent = nullptr);

    QLineEdit *textEdit() const { return m_text; }
    QComboBox *presetBox() const { return m_presets; }
    QTableWidget *stagesTable() const { return m_stages; }
    /** Why the text cannot be applied; empty when it can. */
    QString problem() const { return m_problem; }

    void accept() override;

private:
    void refresh();

    Project *m_project;
    int m_row;
    QComboBox *m_presets;
    QLineEdit *m_text;
    QLabel *m_status;
    QTableWidget *m_stages;
    QString m_problem;
};

} // namespace flopsheet
