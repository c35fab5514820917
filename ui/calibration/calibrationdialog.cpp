#include "ui/calibration/calibrationdialog.h"

#include "core/document/project.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace flopsheet {
namespace {

// A number as the user types it: in their locale, or with a dot.
double parseNumber(const QString &text)
{
    bool ok = false;
    double v = QLocale().toDouble(text.trimmed(), &ok);
    if (!ok)
        v = QLocale::c().toDouble(text.trimmed(), &ok);
    return ok ? v : kUnknown;
}

QString numberText(double v)
{
    return isKnown(v) ? QLocale().toString(v, 'g', 12) : QString();
}

} // namespace

CalibrationDialog::CalibrationDialog(const Project &project, const Calibration &initial, QWidget *parent)
    : QDialog(parent), m_project(project), m_initial(initial)
{
    setWindowTitle(tr("Measured Run"));
    m_workload = new QComboBox(this);
    for (const WorkloadEntry &w : project.workloads()) {
        if (m_workload->findText(w.workload.name) < 0)
            m_workload->addItem(w.workload.name);
    }
    if (!initial.workloadName.isEmpty() && m_workload->findText(initial.workloadName) < 0)
        m_workload->addItem(initial.workloadName);
    if (!initial.workloadName.isEmpty())
        m_workload->setCurrentIndex(m_workload->findText(initial.workloadName));

    // GPUs: the hardware table's, and the measurement's own when the table no longer has it.
    m_gpu = new QComboBox(this);
    auto addGpu = [this](const QString &id, const QString &name) {
        for (int i = 0; i < m_gpu->count(); ++i) {
            const QStringList key = m_gpu->itemData(i).toStringList();
            if (key.value(0) == id && key.value(1) == name)
                return i;
        }
        m_gpu->addItem(name.isEmpty() ? id : name, QStringList { id, name });
        return m_gpu->count() - 1;
    };
    for (const HardwareEntry &h : project.hardwareRows())
        addGpu(h.gpu.id, h.gpu.name);
    if (!initial.gpuId.isEmpty() || !initial.gpuName.isEmpty())
        m_gpu->setCurrentIndex(addGpu(initial.gpuId, initial.gpuName));

    m_count = new QSpinBox(this);
    m_count->setRange(1, 1000000);
    m_count->setValue(initial.gpuCount);
    m_precision = new QComboBox(this);
    for (Precision p : kAllPrecisions)
        m_precision->addItem(precisionName(p), int(p));
    m_precision->setCurrentIndex(m_precision->findData(int(initial.precision)));
    m_batch = new QSpinBox(this);
    m_batch->setRange(1, 1 << 20);
    m_batch->setValue(initial.batchPerGpu);
    m_quantity = new QComboBox(this);
    m_quantity->addItem(tr("Samples per second (all GPUs)"), int(MeasuredQuantity::SamplesPerS));
    m_quantity->addItem(tr("Tokens per second (all GPUs; serving: output tokens)"), int(MeasuredQuantity::TokensPerS));
    m_quantity->addItem(tr("Seconds per optimizer step (serving: per batch)"), int(MeasuredQuantity::StepSeconds));
    m_quantity->setCurrentIndex(m_quantity->findData(int(initial.quantity)));
    m_value = new QLineEdit(numberText(initial.value), this);
    m_samplesPerStep = new QLineEdit(numberText(initial.samplesPerStep), this);
    m_samplesPerStep->setPlaceholderText(tr("batch × data-parallel GPUs"));
    m_samplesPerStep->setToolTip(tr("Samples one measured step processes, with gradient accumulation; blank: one "
                                    "micro-batch on each data-parallel GPU"));
    m_note = new QLineEdit(initial.note, this);
    m_note->setPlaceholderText(tr("where the figure comes from"));

    auto *form = new QFormLayout;
    form->addRow(tr("&Workload:"), m_workload);
    form->addRow(tr("&GPU:"), m_gpu);
    form->addRow(tr("GPU &count:"), m_count);
    form->addRow(tr("&Precision:"), m_precision);
    form->addRow(tr("&Batch per GPU:"), m_batch);
    form->addRow(tr("&Measured:"), m_quantity);
    form->addRow(tr("&Value:"), m_value);
    form->addRow(tr("&Samples per step:"), m_samplesPerStep);
    form->addRow(tr("&Source:"), m_note);
    m_problem = new QLabel(this);
    m_problem->setStyleSheet(QStringLiteral("color:#b02020"));
    m_problem->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &CalibrationDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &CalibrationDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);

    for (QLineEdit *edit : { m_value, m_samplesPerStep })
        connect(edit, &QLineEdit::textChanged, this, &CalibrationDialog::updateProblem);
    for (QComboBox *box : { m_workload, m_gpu, m_quantity })
        connect(box, &QComboBox::currentIndexChanged, this, &CalibrationDialog::updateProblem);
    connect(m_quantity, &QComboBox::currentIndexChanged, this,
        [this] { m_samplesPerStep->setEnabled(calibration().quantity == MeasuredQuantity::StepSeconds); });
    m_samplesPerStep->setEnabled(initial.quantity == MeasuredQuantity::StepSeconds);
    updateProblem();
}

Calibration CalibrationDialog::calibration() const
{
    Calibration c = m_initial;
    c.workloadName = m_workload->currentText();
    const QStringList gpu = m_gpu->currentData().toStringList();
    c.gpuId = gpu.value(0);
    c.gpuName = gpu.value(1);
    c.gpuCount = m_count->value();
    c.precision = static_cast<Precision>(m_precision->currentData().toInt());
    c.batchPerGpu = m_batch->value();
    c.quantity = static_cast<MeasuredQuantity>(m_quantity->currentData().toInt());
    c.value = parseNumber(m_value->text());
    const QString perStep = m_samplesPerStep->text().trimmed();
    c.samplesPerStep
        = c.quantity == MeasuredQuantity::StepSeconds && !perStep.isEmpty() ? parseNumber(perStep) : kUnknown;
    if (c.quantity == MeasuredQuantity::StepSeconds && !perStep.isEmpty() && !isKnown(c.samplesPerStep))
        c.samplesPerStep = -1; // typed but not a number: refused as not positive
    c.note = m_note->text().trimmed();
    return c;
}

QString CalibrationDialog::problem() const
{
    if (m_workload->count() == 0)
        return tr("The plan has no workload to measure: add one first.");
    if (m_gpu->count() == 0)
        return tr("The plan has no GPU type: add one first.");
    return calibrationProblem(calibration());
}

void CalibrationDialog::updateProblem()
{
    const QString text = problem();
    // "the measured samples/s must be …" reads as a sentence with its first letter raised.
    m_problem->setText(text.isEmpty() ? QString() : text.left(1).toUpper() + text.mid(1));
}

void CalibrationDialog::accept()
{
    updateProblem();
    if (!problem().isEmpty())
        return; // the reason is on screen
    QDialog::accept();
}

} // namespace flopsheet
