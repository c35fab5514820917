#include "ui/analyzer/analyzerdialog.h"

#include "core/analyzer/layerfile.h"
#include "core/analyzer/layertablemodel.h"
#include "core/analyzer/presets.h"
#include "core/document/edits.h"
#include "core/document/project.h"
#include "core/estimate/units.h"
#include "core/models/tablemodel.h"
#include "ui/analyzer/architecturedialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

namespace flopsheet {
namespace {

constexpr int kFileEntry = -1;

} // namespace

AnalyzerDialog::AnalyzerDialog(Project *project, TableModel *workloads, int row, QWidget *parent)
    : QDialog(parent), m_project(project), m_workloads(workloads), m_row(row), m_source(new QComboBox(this)),
      m_seqLen(new QSpinBox(this)), m_inputShape(new QLineEdit(this)), m_paramsChoice(new QComboBox(this)),
      m_paramsChoiceLabel(new QLabel(tr("Parameters to send:"), this)), m_table(new QTableView(this)),
      m_model(new LayerTableModel(this)), m_totals(new QLabel(this)), m_notes(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Apply | QDialogButtonBox::Close, this)),
      m_editLayers(m_buttons->addButton(tr("&Edit Layers…"), QDialogButtonBox::ActionRole))
{
    const QString rowName = workloads->index(row, int(WorkloadField::Name)).data().toString();
    setWindowTitle(tr("Analyze Model for %1").arg(rowName));
    auto *intro = new QLabel(tr("Count parameters, MACs and activations layer by layer from a preset, an ONNX model, "
                                "a Hugging Face config.json or a FlopSheet layer file. Apply sends the totals to the "
                                "workload \"%1\" as one undo step.")
                                 .arg(rowName),
        this);
    intro->setWordWrap(true);

    for (const QString &id : analyzerPresetIds())
        m_source->addItem(analyzerPreset(id)->name, id);
    m_source->addItem(tr("From a file…"), kFileEntry);
    auto *openButton = new QPushButton(tr("&Open File…"), this);
    auto *sourceRow = new QHBoxLayout;
    sourceRow->addWidget(m_source, 1);
    sourceRow->addWidget(openButton);

    m_seqLen->setRange(0, 1 << 24);
    m_seqLen->setSpecialValueText(tr("the model's default"));
    m_seqLen->setToolTip(
        tr("Tokens per sequence for a Hugging Face config (FLOPs per token include attention over them)"));
    m_inputShape->setPlaceholderText(tr("as the model says, e.g. 1x3x224x224"));
    m_inputShape->setToolTip(tr("Input shape, batch first, for an ONNX model, a layer file or a preset"));
    m_paramsChoice->addItem(tr("Total (memory: every expert is stored)"), false);
    m_paramsChoice->addItem(tr("Active per token (compute: top-k experts)"), true);
    m_paramsChoice->setToolTip(tr("A workload row has one parameter count; a mixture-of-experts model has two"));

    auto *form = new QFormLayout;
    form->addRow(tr("Model:"), sourceRow); // a layout has no buddy, so no mnemonic
    form->addRow(tr("&Sequence length:"), m_seqLen);
    form->addRow(tr("&Input shape:"), m_inputShape);
    form->addRow(m_paramsChoiceLabel, m_paramsChoice);

    m_table->setModel(m_model);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    m_table->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_totals->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_totals->setWordWrap(true);
    m_notes->setWordWrap(true);
    m_notes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_buttons->button(QDialogButtonBox::Apply)->setText(tr("&Apply to Workload"));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_totals);
    layout->addWidget(m_notes);
    layout->addWidget(m_buttons);
    resize(900, 640);

    connect(m_source, &QComboBox::activated, this, [this] {
        if (m_source->currentData().toInt() == kFileEntry)
            browse();
        else
            choosePreset(m_source->currentData().toString());
    });
    connect(openButton, &QPushButton::clicked, this, &AnalyzerDialog::browse);
    connect(m_seqLen, &QSpinBox::editingFinished, this, &AnalyzerDialog::analyze);
    connect(m_inputShape, &QLineEdit::editingFinished, this, &AnalyzerDialog::analyze);
    connect(m_buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, this, [this] {
        if (apply())
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_editLayers->setToolTip(tr("Change the layers in the architecture editor: add, remove, repeat blocks"));
    connect(m_editLayers, &QPushButton::clicked, this, &AnalyzerDialog::editLayers);
    // The row's own model where a preset describes it ("ResNet-50 on ImageNet"), else the first preset.
    const Workload &workload = project->workload(row).workload;
    const QString own = analyzerPresetFor(workload.id, workload.name);
    choosePreset(own.isEmpty() ? analyzerPresetIds().first() : own);
}

void AnalyzerDialog::browse()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Analyze Model"), QFileInfo(m_path).absolutePath(), tr("Models (*.onnx *.json);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
    else if (m_path.isEmpty())
        m_source->setCurrentIndex(m_source->findData(m_presetId));
}

void AnalyzerDialog::openFile(const QString &path)
{
    m_path = path;
    m_presetId.clear();
    m_source->setItemText(m_source->count() - 1, QFileInfo(path).fileName());
    m_source->setCurrentIndex(m_source->count() - 1);
    analyze();
}

void AnalyzerDialog::choosePreset(const QString &id)
{
    m_presetId = id;
    m_path.clear();
    m_source->setItemText(m_source->count() - 1, tr("From a file…"));
    m_source->setCurrentIndex(m_source->findData(id));
    analyze();
}

void AnalyzerDialog::analyze()
{
    ModelOptions options;
    options.seqLen = m_seqLen->value();
    QString shapeError;
    if (!m_inputShape->text().trimmed().isEmpty()) {
        if (const auto shape = parseShape(m_inputShape->text(), &shapeError))
            options.inputShape = *shape;
    }
    auto run = [this, &options] {
        m_report = m_path.isEmpty() ? analyzeModelPreset(m_presetId, options) : analyzeModelFile(m_path, options);
    };
    run();
    // An option that does not apply to this kind of model is cleared and greyed, not refused.
    if (m_report.optionError == ModelOptionError::SeqLenNotApplicable) {
        m_seqLen->setValue(0);
        options.seqLen = 0;
        run();
    } else if (m_report.optionError == ModelOptionError::InputShapeNotApplicable) {
        m_inputShape->clear();
        options.inputShape.clear();
        run();
    }
    const bool config = m_report.source == ModelSource::HfConfig;
    m_seqLen->setEnabled(config);
    m_inputShape->setEnabled(!config);
    if (!shapeError.isEmpty()) {
        m_report = ModelReport();
        m_report.analysis.error = tr("input shape: %1").arg(shapeError);
    }
    showReport();
}

void AnalyzerDialog::showReport()
{
    const Analysis &a = m_report.analysis;
    m_paramsChoice->setVisible(a.hasExperts);
    m_paramsChoiceLabel->setVisible(a.hasExperts);
    m_model->setAnalysis(a.ok() ? a : Analysis());
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setSectionResizeMode(LayerTableModel::Name, QHeaderView::Stretch);
    m_buttons->button(QDialogButtonBox::Apply)->setEnabled(m_report.ok());
    m_editLayers->setEnabled(m_report.network.has_value());
    if (!m_report.ok()) {
        m_totals->setText(tr("Cannot analyse this model: %1").arg(a.error));
        m_notes->clear();
        m_notes->hide();
        return;
    }
    const QLocale locale;
    QStringList totals;
    totals << tr("Parameters: %1").arg(locale.toString(a.params, 'f', 0));
    if (a.hasExperts)
        totals << tr("active per token: %1").arg(locale.toString(a.activeParams, 'f', 0));
    totals << tr("MACs: %1").arg(formatSi(a.macs, 4))
           << tr("forward FLOPs per sample: %1").arg(formatSi(m_report.flopsPerSample(), 4));
    if (m_report.seqLen > 0)
        totals << tr("per token: %1 at %2 tokens")
                      .arg(formatSi(a.flops() / double(m_report.seqLen), 4))
                      .arg(m_report.seqLen);
    if (m_report.generative)
        totals << tr("KV cache: %1B per token").arg(formatSi(a.kvCacheBytesPerToken(), 4));
    totals << tr("activations: %1B").arg(formatSi(a.activationBytes, 4));
    m_totals->setText(totals.join(QStringLiteral(" · ")));
    QStringList notes;
    for (const QString &op : a.unsupported)
        notes << tr("Not counted: %1").arg(op);
    notes << a.warnings;
    m_notes->setText(notes.join(u'\n'));
    m_notes->setVisible(!notes.isEmpty());
}

bool AnalyzerDialog::apply()
{
    const Analysis &a = m_report.analysis;
    if (!m_report.ok())
        return false;
    const bool active = a.hasExperts && m_paramsChoice->currentData().toBool();
    // The layers go with the figures (an ONNX model has none to keep: the row's old layers are dropped,
    // since they no longer describe its figures). One command: one undo step.
    const EditResult result = edits::applyArchitecture(
        *m_project, m_row, active ? a.activeParams : a.params, m_report.flopsPerSample(), m_report.network);
    if (!result.ok()) {
        m_totals->setText(tr("Cannot apply: %1").arg(result.error));
        return false;
    }
    return true;
}

void AnalyzerDialog::editLayers()
{
    if (!m_report.network)
        return;
    ArchitectureDialog editor(m_project, m_row, m_report.network, this);
    if (editor.exec() == QDialog::Accepted)
        accept(); // applied there: nothing left to do here
}

} // namespace flopsheet
