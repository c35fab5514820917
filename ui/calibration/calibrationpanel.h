#pragma once

#include "core/estimate/calibration.h"

#include <QWidget>

#include <optional>

class QPushButton;
class QTableView;
class QTextBrowser;

namespace flopsheet {

class CalibrationListModel;
class Project;

/**
 * The Calibrations dock: measured runs of the plan's workloads with what the model makes of each
 * (measured against modelled, achieved TFLOP/s and efficiency, where the gap went), and the selected
 * run's diagnosis. Add, edit and delete are undoable; a CSV of step times imports as a step-time
 * measurement (median after the warm-up steps).
 */
class CalibrationPanel : public QWidget {
    Q_OBJECT
public:
    explicit CalibrationPanel(Project *project, QWidget *parent = nullptr);

    CalibrationListModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QTextBrowser *diagnosis() const { return m_diagnosis; }

    /** A new measurement as the selected result or first rows suggest (workload, GPU, count, precision, batch). */
    Calibration suggestion() const;
    /** A step-time measurement from a CSV file, or nothing with the reason in *error. */
    std::optional<Calibration> fromStepTimes(const QString &fileName, QString *error) const;

    void addCalibration();
    void editCalibration();
    void deleteCalibration();
    void importStepTimes();

signals:
    void statusMessage(const QString &message);

private:
    int selectedRow() const;
    bool runDialog(Calibration *calibration, const QString &title);
    /** Adds a measured run at the end as one undo step and selects it; false (and says why) when refused. */
    bool appendCalibration(const Calibration &c);
    void updateButtonsAndDiagnosis();

    Project *m_project;
    CalibrationListModel *m_model;
    QTableView *m_view;
    QTextBrowser *m_diagnosis;
    QPushButton *m_addButton;
    QPushButton *m_editButton;
    QPushButton *m_deleteButton;
    QPushButton *m_importButton;
};

} // namespace flopsheet
