#pragma once

#include "core/estimate/calibration.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace flopsheet {

class Project;

/**
 * Records or edits one measured run: the workload row and hardware row it ran as, the GPU count,
 * precision and batch, and the measured samples/s, tokens/s or step time. OK is refused with the
 * reason shown while a figure is missing or out of range.
 */
class CalibrationDialog : public QDialog {
    Q_OBJECT
public:
    CalibrationDialog(const Project &project, const Calibration &initial, QWidget *parent = nullptr);

    /** The measurement as the form stands (value NaN when the field does not parse). */
    Calibration calibration() const;
    /** Why the form cannot be accepted yet, or empty. */
    QString problem() const;

    QComboBox *workloadBox() const { return m_workload; }
    QComboBox *gpuBox() const { return m_gpu; }
    QSpinBox *countBox() const { return m_count; }
    QSpinBox *batchBox() const { return m_batch; }
    QComboBox *quantityBox() const { return m_quantity; }
    QLineEdit *valueEdit() const { return m_value; }

    void accept() override;

private:
    void updateProblem();

    const Project &m_project;
    Calibration m_initial;
    QComboBox *m_workload;
    QComboBox *m_gpu;
    QSpinBox *m_count;
    QComboBox *m_precision;
    QSpinBox *m_batch;
    QComboBox *m_quantity;
    QLineEdit *m_value;
    QLineEdit *m_samplesPerStep;
    QLineEdit *m_note;
    QLabel *m_problem;
};

} // namespace flopsheet
