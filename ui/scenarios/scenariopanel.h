#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QListView;
class QPushButton;
class QTableView;

namespace flopsheet {

class Project;
class ScenarioComparisonModel;
class ScenarioListModel;

/**
 * Saved scenarios and their comparison: the list (save the plan as it stands, apply one, rename by
 * editing, delete — all undoable) beside a table of the deltas between two sides, each the current
 * plan or a saved scenario. The side that is a saved scenario can be overlaid on the time-vs-cost chart.
 */
class ScenarioPanel : public QWidget {
    Q_OBJECT
public:
    explicit ScenarioPanel(Project *project, QWidget *parent = nullptr);

    ScenarioComparisonModel *comparison() const { return m_comparison; }
    QTableView *comparisonView() const { return m_table; }
    /** Picks the two sides (ScenarioComparisonModel::kCurrentPlan or a scenario index). */
    void compare(int a, int b);
    /** The saved scenario to overlay on the time-vs-cost chart, or -1. */
    int overlayScenario() const;

signals:
    void overlayChanged(int scenarioIndex);
    void statusMessage(const QString &message);

private:
    void saveScenario();
    void applyScenario();
    void deleteScenario();
    void fillSides();
    void sidesChosen();
    int selectedScenario() const;

    Project *m_project;
    ScenarioListModel *m_list;
    ScenarioComparisonModel *m_comparison;
    QListView *m_listView;
    QPushButton *m_saveButton;
    QPushButton *m_applyButton;
    QPushButton *m_deleteButton;
    QComboBox *m_sideA;
    QComboBox *m_sideB;
    QCheckBox *m_overlay;
    QTableView *m_table;
    int m_lastOverlay = -1;
};

} // namespace flopsheet
