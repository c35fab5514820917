#pragma once

#include <QWidget>

class QGridLayout;
class QLabel;

namespace flopsheet {

class Project;
class StepSlider;

/**
 * What-if controls for the shared pool: a slider per job's weight and per pool GPU type's count. Each step
 * edits the pool table through the undo stack, so the plan follows while the slider moves; the steps of
 * one drag merge into one undo step (edits::setField's drag id).
 */
class PoolWhatIf : public QWidget {
    Q_OBJECT
public:
    explicit PoolWhatIf(Project *project, QWidget *parent = nullptr);

    /** The weight slider of a job table row; null when there is none. */
    StepSlider *weightSlider(int jobRow) const { return m_weights.value(jobRow); }
    /** The count slider of a pool GPU table row; null when there is none. */
    StepSlider *countSlider(int gpuRow) const { return m_counts.value(gpuRow); }
    bool isDragging() const { return m_dragId != 0; }

signals:
    /** A slider was pressed: what can wait for the end of a drag (the policy comparison) should. */
    void dragStarted();
    void dragFinished();
    void editRefused(const QString &message);

private:
    void rebuild();
    void sync();
    StepSlider *addSlider(QGridLayout *grid, int row, const QString &name, std::vector<double> steps);
    void apply(bool weight, int tableRow, double value);

    Project *m_project;
    QGridLayout *m_grid;
    QList<StepSlider *> m_weights;
    QList<StepSlider *> m_counts;
    QList<QLabel *> m_weightValues;
    QList<QLabel *> m_countValues;
    QList<QWidget *> m_rowWidgets; ///< everything rebuild() made, deleted by the next
    int m_dragId = 0;
    int m_nextDragId = 0;
};

} // namespace flopsheet
