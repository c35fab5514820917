#pragma once

#include "core/document/project.h"

#include <QTimer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QPushButton;
class QDoubleSpinBox;
class QGridLayout;
class QLabel;
class QRadioButton;

namespace flopsheet {

class QuantitySpinBox;

class Project;
class StepSlider;

/**
 * The what-if controls: efficiency, precision, batch, pruning, 2:4 sparsity, recompute and ZeRO for
 * the selected workload or for all of them (an explicit choice), the GPU count of the selected GPU
 * type or of all, and the plan's price multiplier, deadline and budget. Every change goes through
 * the undo stack at once, so tables and charts follow while a slider moves; the steps of one drag
 * merge into one undo step (core/document/edits.h).
 */
class WhatIfPanel : public QWidget {
    Q_OBJECT
public:
    enum class Scope { SelectedWorkload, AllWorkloads };
    enum class Slider { Efficiency, Batch, Pruning, CriticalBatch, GpuCount, PriceMultiplier, Deadline, Budget, Count };

    explicit WhatIfPanel(Project *project, QWidget *parent = nullptr);

    void setWorkloadRow(int row);
    void setHardwareRow(int row);
    void setScope(Scope scope);
    Scope scope() const;
    /** Whether the GPU count applies to every GPU type (otherwise to the selected one). */
    void setGpuCountForAll(bool all);

    StepSlider *slider(Slider which) const { return m_sliders[int(which)]; }
    /** The text beside a slider ("45 %", "auto"); empty where a spin box shows the value. */
    QString valueLabel(Slider which) const;
    QComboBox *precisionBox() const { return m_precision; }
    QComboBox *runtimeBox() const { return m_runtime; }
    QComboBox *planningBox() const { return m_planning; }
    QComboBox *scheduleBox() const { return m_schedule; }
    QPushButton *editScheduleButton() const { return m_editSchedule; }
    QComboBox *recomputeBox() const { return m_recompute; }
    QComboBox *zeroBox() const { return m_zero; }
    QCheckBox *sparsityBox() const { return m_sparsity; }
    QuantitySpinBox *deadlineBox() const { return m_deadlineBox; }
    QuantitySpinBox *budgetBox() const { return m_budgetBox; }
    /** Sets the controls from the project now (normally after the edits of one event). */
    void syncNow();
    /** Whether a slider is held down. */
    bool isDragging() const { return m_dragId != 0; }

signals:
    /** A slider was let go: what waits for the end of a drag can update now. */
    void dragFinished();
    /** An edit the document refused (a value outside its limits), to show where the user looks. */
    void editRefused(const QString &message);

private:
    StepSlider *addSlider(QGridLayout *grid, int row, const QString &label, Slider which, std::vector<double> steps,
        const QString &tip, QWidget *valueWidget = nullptr);
    void setValueText(Slider which, const QString &text);
    QComboBox *addCombo(QGridLayout *grid, int row, const QString &label, const QString &tip);
    void sliderMoved(Slider which);
    void applyWorkloadField(WorkloadField field, const QVariant &value, int dragId);
    void applyGpuCount(int count, int dragId);
    void applyAssumptions(const ProjectAssumptions &a, int dragId);
    void sync();
    void updateScopeTexts();
    QString valueText(Slider which, double v) const;
    int referenceRow() const;
    std::pair<int, int> workloadRows() const;
    std::pair<int, int> hardwareRows() const;
    bool varies(WorkloadField field) const;

    Project *m_project;
    int m_workloadRow = -1;
    int m_hardwareRow = -1;
    QRadioButton *m_selectedScope;
    QLabel *m_selectedName;
    QRadioButton *m_allScope;
    QComboBox *m_gpuTarget;
    StepSlider *m_sliders[int(Slider::Count)] = {};
    QLabel *m_values[int(Slider::Count)] = {}; ///< null where a spin box shows the value
    QComboBox *m_precision;
    QComboBox *m_runtime;
    QComboBox *m_planning;
    QPushButton *m_editSchedule; ///< the schedule editor for the selected workload
    QComboBox *m_schedule; ///< constant, the published schedules, and the row's own when it is none of them
    QComboBox *m_recompute;
    QComboBox *m_zero;
    QCheckBox *m_sparsity;
    QuantitySpinBox *m_deadlineBox;
    QuantitySpinBox *m_budgetBox;
    QTimer m_syncTimer;
    bool m_syncing = false;
    int m_dragId = 0; ///< non-zero while a slider is held down
    int m_nextDragId = 0;
};

} // namespace flopsheet
