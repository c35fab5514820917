#pragma once

#include "core/analyzer/layersettings.h"

#include <QDialog>

#include <map>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;

namespace flopsheet {

/**
 * One layer's kind and settings as a form: the rows shown are the kind's settings (layerSettings), so
 * a convolution asks for kernel, stride, padding, dilation and groups, attention for heads and
 * kv-heads, a mixture of experts for experts and top-k, a custom layer for its parameters and MACs.
 * A block shows only its repeat count and residual add. OK is refused while a field does not parse.
 */
class LayerDialog : public QDialog {
    Q_OBJECT
public:
    /** kindFixed: the kind cannot change (editing a block). */
    LayerDialog(const Layer &layer, bool kindFixed, QWidget *parent = nullptr);

    /** The layer as the form says; valid after accept(). */
    Layer layer() const { return m_layer; }
    /** Chooses a kind as the combo box does (tests). */
    void setKind(LayerKind kind);
    /** The editor of one setting (tests fill it in as a user would). */
    QWidget *field(LayerSetting setting) const { return m_fields.at(setting); }

    void accept() override;

private:
    void addField(LayerSetting setting, const QString &label, QWidget *widget);
    void showKind(LayerKind kind);
    void load(const Layer &layer);
    /** Reads the form into a layer; false with the reason shown when a field does not parse. */
    bool read(Layer &out);

    LayerKind m_kind;
    Layer m_layer;
    QComboBox *m_kindBox;
    QLineEdit *m_name;
    QFormLayout *m_form;
    QLabel *m_error;
    std::map<LayerSetting, QWidget *> m_fields;
    std::map<LayerSetting, QLabel *> m_labels;
};

} // namespace flopsheet
