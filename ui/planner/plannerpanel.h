#pragma once

#include <QWidget>

class QAction;
class QLabel;
class QRadioButton;
class QTableView;
class QToolButton;

namespace flopsheet {

class PlannerModel;
class Project;

/**
 * The deadline and budget planner for the selected workload: the goal, a sentence with the answer,
 * and the PlannerModel table with the recommendation highlighted. "Use This Plan for This Workload"
 * (the button) plans the selected workload alone with the chosen GPU type's planned count; its menu's
 * "… for Every Workload on <GPU>" sets the hardware row's count instead (edits::usePlan, one undo step each).
 */
class PlannerPanel : public QWidget {
    Q_OBJECT
public:
    explicit PlannerPanel(Project *project, QWidget *parent = nullptr);

    void setWorkloadRow(int row);
    PlannerModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    void setBudgetGoal(bool budget);
    /** The button's two scopes: the selected workload alone (the button's own click), every workload on the type. */
    QAction *useForWorkloadAction() const { return m_useForWorkload; }
    QAction *useForEveryWorkloadAction() const { return m_useForEveryWorkload; }

signals:
    /** A row was activated: show that workload × GPU result. */
    void hardwareRowActivated(int hardwareRow);
    void statusMessage(const QString &message);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void useSelectedPlan(bool everyWorkload);
    void updateButton();

    Project *m_project;
    PlannerModel *m_model;
    QRadioButton *m_deadlineGoal;
    QRadioButton *m_budgetGoal;
    QLabel *m_summary;
    QTableView *m_view;
    QToolButton *m_useButton;
    QAction *m_useForWorkload;
    QAction *m_useForEveryWorkload;
};

} // namespace flopsheet
