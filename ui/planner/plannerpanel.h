#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QRadioButton;
class QTableView;

namespace flopsheet {

class PlannerModel;
class Project;

/**
 * The deadline and budget planner for the selected workload: the goal, a sentence with the answer,
 * and the PlannerModel table with the recommendation highlighted. "Use this plan" sets the chosen
 * GPU type's count to the planned one (one undo step).
 */
class PlannerPanel : public QWidget {
    Q_OBJECT
public:
    explicit PlannerPanel(Project *project, QWidget *parent = nullptr);

    void setWorkloadRow(int row);
    PlannerModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    void setBudgetGoal(bool budget);

signals:
    /** A row was activated: show that workload × GPU result. */
    void hardwareRowActivated(int hardwareRow);
    void statusMessage(const QString &message);

private:
    void useSelectedPlan();
    void updateButton();

    Project *m_project;
    PlannerModel *m_model;
    QRadioButton *m_deadlineGoal;
    QRadioButton *m_budgetGoal;
    QLabel *m_summary;
    QTableView *m_view;
    QPushButton *m_useButton;
};

} // namespace flopsheet
