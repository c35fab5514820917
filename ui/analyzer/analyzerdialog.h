#pragma once

#include "core/onnx/modelfile.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableView;

namespace flopsheet {

class LayerTableModel;
class Project;
class TableModel;

/**
 * "Analyze Model": a preset, an .onnx file, a Hugging Face config.json or a layer file analysed
 * layer by layer; Apply sends the totals (parameters, forward FLOPs per sample where the row takes
 * them) into one workload row through TableModel::setData, as one undo step.
 */
class AnalyzerDialog : public QDialog {
    Q_OBJECT
public:
    AnalyzerDialog(Project *project, TableModel *workloads, int row, QWidget *parent = nullptr);

    /** Analyses a file (the Open button calls it; tests call it directly). */
    void openFile(const QString &path);
    /** Analyses a preset by id (analyzerPresetIds()). */
    void choosePreset(const QString &id);
    const ModelReport &report() const { return m_report; }

    /** Writes the figures into the row; false (with the reason shown) when the row refused them. */
    bool apply();
    /** Opens the architecture editor on the layers analysed (presets, layer files, Hugging Face configs). */
    void editLayers();

private:
    void analyze();
    void showReport();
    void browse();

    Project *m_project;
    TableModel *m_workloads;
    int m_row;
    QString m_path; ///< the file analysed, or empty for a preset
    QString m_presetId;
    ModelReport m_report;

    QComboBox *m_source;
    QSpinBox *m_seqLen;
    QLineEdit *m_inputShape;
    QComboBox *m_paramsChoice;
    QLabel *m_paramsChoiceLabel;
    QTableView *m_table;
    LayerTableModel *m_model;
    QLabel *m_totals;
    QLabel *m_notes;
    QDialogButtonBox *m_buttons;
    QPushButton *m_editLayers;
};

} // namespace flopsheet
