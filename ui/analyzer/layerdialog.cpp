#include "ui/analyzer/layerdialog.h"

#include "core/estimate/units.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

#include <limits>

namespace flopsheet {
namespace {

using S = LayerSetting;

// Spin boxes hold int; features, vocabularies and lengths beyond 2^31 are not real models.
QSpinBox *spin(int minimum, const QString &special = QString())
{
    auto *box = new QSpinBox;
    box->setRange(minimum, std::numeric_limits<int>::max());
    if (!special.isEmpty())
        box->setSpecialValueText(special);
    box->setGroupSeparatorShown(true);
    return box;
}

QLineEdit *line(const QString &placeholder)
{
    auto *edit = new QLineEdit;
    edit->setPlaceholderText(placeholder);
    return edit;
}

int clampToInt(std::int64_t v)
{
    return int(std::min<std::int64_t>(v, std::numeric_limits<int>::max()));
}

} // namespace

LayerDialog::LayerDialog(const Layer &layer, bool kindFixed, QWidget *parent)
    : QDialog(parent), m_kind(layer.kind), m_layer(layer), m_kindBox(new QComboBox(this)), m_name(new QLineEdit(this)),
      m_form(new QFormLayout), m_error(new QLabel(this))
{
    setWindowTitle(layer.kind == LayerKind::Block ? tr("Block") : tr("Layer"));
    const QList<LayerKind> kinds
        = layer.kind == LayerKind::Block ? QList<LayerKind> { LayerKind::Block } : addableLayerKinds();
    for (LayerKind kind : kinds)
        m_kindBox->addItem(layerKindTitle(kind), int(kind));
    m_kindBox->setEnabled(!kindFixed && layer.kind != LayerKind::Block);
    m_name->setPlaceholderText(tr("optional; numbered after its kind when empty"));
    m_form->addRow(tr("&Kind:"), m_kindBox);
    m_form->addRow(tr("&Name:"), m_name);

    addField(S::Features, tr("Out channels:"), spin(1));
    addField(S::Kernel, tr("Kernel:"), line(tr("3, or 3x3 / 1x3x3 per spatial dimension")));
    addField(S::Stride, tr("Stride:"), line(tr("1")));
    addField(S::Padding, tr("Padding:"), line(tr("0")));
    addField(S::OutputPadding, tr("Output padding:"), line(tr("0")));
    addField(S::Dilation, tr("Dilation:"), line(tr("1")));
    addField(S::Groups, tr("Groups:"), spin(1));
    addField(S::CeilMode, tr("Ceil mode:"), new QCheckBox(tr("Round output sizes up")));
    addField(S::OutputSize, tr("Output size:"), line(tr("1 (global average pooling)")));
    addField(S::InFeatures, tr("In features:"), spin(0, tr("from the input")));
    addField(S::Rows, tr("Rows:"), spin(1));
    addField(S::Heads, tr("Heads:"), spin(1));
    addField(S::KvHeads, tr("KV heads:"), spin(0, tr("as many as heads (multi-head)")));
    addField(S::HeadDim, tr("Head dimension:"), spin(0, tr("hidden size / heads")));
    addField(S::Window, tr("Window:"), spin(0, tr("the whole sequence")));
    addField(S::Ffn, tr("FFN size:"), spin(1));
    addField(S::Experts, tr("Experts:"), spin(1));
    addField(S::TopK, tr("Top-k:"), spin(1));
    addField(S::Activation, tr("Activation:"), new QComboBox);
    addField(S::Gated, tr("Gated:"), new QCheckBox(tr("Gate, up and down matrices (SwiGLU, GeGLU)")));
    addField(S::Bias, tr("Bias:"), new QCheckBox(tr("Learned biases")));
    addField(S::QkvBias, tr("Q, K, V biases:"), new QCheckBox(tr("Biases on the query, key and value projections")));
    addField(S::Causal, tr("Causal:"), new QCheckBox(tr("A decoder: keeps a KV cache while generating")));
    addField(S::SharedWeights, tr("Tied weights:"),
        new QCheckBox(tr("Uses another layer's weights (MACs counted, parameters not)")));
    addField(S::CustomParams, tr("Parameters:"), line(tr("e.g. 1.2M or 1200000")));
    addField(S::CustomMacs, tr("MACs:"), line(tr("per forward pass of the whole input, e.g. 3.4G")));
    addField(S::CustomOutput, tr("Output shape:"), line(tr("the same as the input, or e.g. 1x10")));
    addField(S::Repeat, tr("Repeat ×:"), spin(1));
    addField(S::Residual, tr("Residual:"), new QCheckBox(tr("Add the block's input (or its shortcut) to its output")));
    auto *activation = qobject_cast<QComboBox *>(m_fields.at(S::Activation));
    activation->addItems(activationNames());
    activation->setEditable(false);
    qobject_cast<QSpinBox *>(m_fields.at(S::Repeat))->setMaximum(1'000'000);
    qobject_cast<QSpinBox *>(m_fields.at(S::Heads))->setMaximum(1 << 20);
    qobject_cast<QSpinBox *>(m_fields.at(S::KvHeads))->setMaximum(1 << 20);
    qobject_cast<QSpinBox *>(m_fields.at(S::Experts))->setMaximum(1 << 20);
    qobject_cast<QSpinBox *>(m_fields.at(S::TopK))->setMaximum(1 << 20);

    m_error->setStyleSheet(QStringLiteral("color: #b71c1c"));
    m_error->setWordWrap(true);
    m_error->hide();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(m_form);
    layout->addWidget(m_error);
    layout->addStretch(1);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &LayerDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_kindBox, &QComboBox::activated, this, [this] {
        const auto kind = LayerKind(m_kindBox->currentData().toInt());
        // A new kind starts from its defaults; the name stays.
        Layer fresh = defaultLayer(kind);
        fresh.name = m_name->text().trimmed();
        load(fresh);
    });
    load(layer);
    setMinimumWidth(460);
}

void LayerDialog::addField(LayerSetting setting, const QString &label, QWidget *widget)
{
    auto *title = new QLabel(label, this);
    title->setBuddy(widget);
    m_form->addRow(title, widget);
    m_fields[setting] = widget;
    m_labels[setting] = title;
}

void LayerDialog::setKind(LayerKind kind)
{
    const int at = m_kindBox->findData(int(kind));
    if (at < 0)
        return;
    m_kindBox->setCurrentIndex(at);
    emit m_kindBox->activated(at);
}

void LayerDialog::showKind(LayerKind kind)
{
    m_kind = kind;
    m_kindBox->setCurrentIndex(m_kindBox->findData(int(kind)));
    const QList<LayerSetting> shown = layerSettings(kind);
    for (const auto &[setting, widget] : m_fields)
        m_form->setRowVisible(widget, shown.contains(setting));
    // One number, several meanings: the label follows the kind (PyTorch's argument names).
    const bool conv = kind == LayerKind::Conv || kind == LayerKind::ConvTranspose;
    m_labels.at(S::Features)
        ->setText(conv                         ? tr("Out channels:")
                : kind == LayerKind::Embedding ? tr("Dimension:")
                                               : tr("Out features:"));
    m_labels.at(S::InFeatures)->setText(conv ? tr("In channels:") : tr("In features:"));
    m_labels.at(S::Rows)->setText(kind == LayerKind::Embedding ? tr("Vocabulary:")
            : kind == LayerKind::PositionEmbedding             ? tr("Positions:")
            : kind == LayerKind::ClassToken                    ? tr("Tokens:")
                                                               : tr("Rows:"));
    m_labels.at(S::Ffn)->setText(kind == LayerKind::Moe ? tr("FFN size per expert:") : tr("FFN size:"));
    adjustSize();
}

void LayerDialog::load(const Layer &l)
{
    m_name->setText(l.name);
    auto setText
        = [this](LayerSetting s, const QString &text) { qobject_cast<QLineEdit *>(m_fields.at(s))->setText(text); };
    auto setValue
        = [this](LayerSetting s, std::int64_t v) { qobject_cast<QSpinBox *>(m_fields.at(s))->setValue(clampToInt(v)); };
    auto setChecked = [this](LayerSetting s, bool on) { qobject_cast<QCheckBox *>(m_fields.at(s))->setChecked(on); };
    setText(S::Kernel, intListText(l.kernel));
    setText(S::Stride, intListText(l.stride));
    setText(S::Padding, intListText(l.padding));
    setText(S::OutputPadding, intListText(l.outputPadding));
    setText(S::Dilation, intListText(l.dilation));
    setText(S::OutputSize, intListText(l.outputSize));
    setText(S::CustomOutput, intListText(l.customOutput));
    setText(S::CustomParams, l.kind == LayerKind::Custom ? QString::number(l.customParams, 'g', 17) : QString());
    setText(S::CustomMacs, l.kind == LayerKind::Custom ? QString::number(l.customMacs, 'g', 17) : QString());
    setValue(S::Features, std::max<std::int64_t>(l.features, 1));
    setValue(S::Groups, l.groups);
    setValue(S::InFeatures, l.inFeatures);
    setValue(S::Rows, std::max<std::int64_t>(l.rows, 1));
    setValue(S::Heads, std::max<std::int64_t>(l.heads, 1));
    setValue(S::KvHeads, l.kvHeads);
    setValue(S::HeadDim, l.headDim);
    setValue(S::Window, l.window);
    setValue(S::Ffn, std::max<std::int64_t>(l.ffn, 1));
    setValue(S::Experts, std::max<std::int64_t>(l.experts, 1));
    setValue(S::TopK, std::max<std::int64_t>(l.topK, 1));
    setValue(S::Repeat, l.repeat);
    setChecked(S::CeilMode, l.ceilMode);
    setChecked(S::Bias, l.bias);
    setChecked(S::QkvBias, l.qkvBias.value_or(l.bias));
    setChecked(S::Causal, l.causal);
    setChecked(S::Gated, l.gated);
    setChecked(S::SharedWeights, l.sharedWeights);
    setChecked(S::Residual, l.residual);
    auto *activation = qobject_cast<QComboBox *>(m_fields.at(S::Activation));
    const QString word
        = l.activation.isEmpty() ? (l.gated ? QStringLiteral("silu") : QStringLiteral("gelu")) : l.activation;
    activation->setCurrentIndex(std::max(0, activation->findText(word)));
    m_layer = l;
    showKind(l.kind);
}

bool LayerDialog::read(Layer &out)
{
    const QList<LayerSetting> shown = layerSettings(m_kind);
    // Settings the kind does not show keep their defaults, so a file stays free of stray keys.
    Layer l = m_kind == LayerKind::Block ? m_layer : Layer();
    l.kind = m_kind;
    l.name = m_name->text().trimmed();
    QString why;
    auto fail = [this](const QLabel *label, const QString &reason) {
        m_error->setText(tr("%1 %2").arg(label->text(), reason));
        m_error->show();
        return false;
    };
    for (LayerSetting s : shown) {
        QWidget *w = m_fields.at(s);
        const auto *edit = qobject_cast<QLineEdit *>(w);
        const auto *box = qobject_cast<QSpinBox *>(w);
        const auto *check = qobject_cast<QCheckBox *>(w);
        auto list = [&](std::int64_t minimum, std::vector<std::int64_t> &into) {
            const auto parsed = parseIntList(edit->text(), minimum, &why);
            if (!parsed)
                return fail(m_labels.at(s), why);
            into = *parsed;
            return true;
        };
        auto quantity = [&](double &into) {
            const ParsedQuantity q = parseQuantity(
                edit->text().trimmed().isEmpty() ? QStringLiteral("0") : edit->text(), QuantityKind::Count);
            if (!q || *q.value < 0)
                return fail(m_labels.at(s), q ? tr("must not be negative") : q.error);
            into = *q.value;
            return true;
        };
        bool ok = true;
        switch (s) {
        case S::Kernel:
            ok = list(1, l.kernel) && (!l.kernel.empty() || fail(m_labels.at(s), tr("is needed")));
            break;
        case S::Stride:
            ok = list(1, l.stride);
            break;
        case S::Padding:
            ok = list(0, l.padding);
            break;
        case S::OutputPadding:
            ok = list(0, l.outputPadding);
            break;
        case S::Dilation:
            ok = list(1, l.dilation);
            break;
        case S::OutputSize:
            ok = list(1, l.outputSize);
            break;
        case S::CustomOutput:
            ok = list(1, l.customOutput);
            break;
        case S::CustomParams:
            ok = quantity(l.customParams);
            break;
        case S::CustomMacs:
            ok = quantity(l.customMacs);
            break;
        case S::Features:
            l.features = box->value();
            break;
        case S::Groups:
            l.groups = box->value();
            break;
        case S::InFeatures:
            l.inFeatures = box->value();
            break;
        case S::Rows:
            l.rows = box->value();
            break;
        case S::Heads:
            l.heads = box->value();
            break;
        case S::KvHeads:
            l.kvHeads = box->value();
            break;
        case S::HeadDim:
            l.headDim = box->value();
            break;
        case S::Window:
            l.window = box->value();
            break;
        case S::Ffn:
            l.ffn = box->value();
            break;
        case S::Experts:
            l.experts = box->value();
            break;
        case S::TopK:
            l.topK = box->value();
            break;
        case S::Repeat:
            l.repeat = box->value();
            break;
        case S::CeilMode:
            l.ceilMode = check->isChecked();
            break;
        case S::Bias:
            l.bias = check->isChecked();
            break;
        case S::Causal:
            l.causal = check->isChecked();
            break;
        case S::Gated:
            l.gated = check->isChecked();
            break;
        case S::SharedWeights:
            l.sharedWeights = check->isChecked();
            break;
        case S::Residual:
            l.residual = check->isChecked();
            break;
        case S::QkvBias:
            break; // after Bias, which it defaults to
        case S::Activation:
            l.activation = qobject_cast<QComboBox *>(w)->currentText();
            break;
        }
        if (!ok)
            return false;
    }
    if (shown.contains(S::QkvBias)) {
        const bool qkv = qobject_cast<QCheckBox *>(m_fields.at(S::QkvBias))->isChecked();
        if (qkv != l.bias)
            l.qkvBias = qkv;
    }
    if (m_kind == LayerKind::Moe && l.topK > l.experts)
        return fail(m_labels.at(S::TopK), tr("must not exceed the number of experts (%1)").arg(l.experts));
    m_error->hide();
    out = l;
    return true;
}

void LayerDialog::accept()
{
    Layer l;
    if (!read(l))
        return;
    m_layer = l;
    QDialog::accept();
}

} // namespace flopsheet
