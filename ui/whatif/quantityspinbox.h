#pragma once

#include "core/estimate/units.h"

#include <QDoubleSpinBox>

namespace flopsheet {

/**
 * A spin box that reads what people type with its unit, through the same parser as a table cell
 * (parseQuantity): a deadline box takes "7 d", "2 w", "36 h", "90 min" or "3天" as hours, a budget box "250k"
 * or "1.2M" as dollars. Text it cannot read is never reinterpreted: the box keeps its value and emits
 * refused() with the reason.
 */
class QuantitySpinBox : public QDoubleSpinBox {
    Q_OBJECT
public:
    QuantitySpinBox(QuantityKind kind, QWidget *parent = nullptr);

    QValidator::State validate(QString &text, int &pos) const override;
    double valueFromText(const QString &text) const override;
    void fixup(QString &text) const override;

signals:
    /** Typed text was refused and the value kept; why is one translated line. */
    void refused(const QString &why) const;

private:
    /** The typed number and unit without the box's prefix, suffix and group separators. */
    QString typed(const QString &text) const;
    /** The value in the box's unit, or nullopt with why. */
    std::optional<double> parse(const QString &text, QString *why) const;

    QuantityKind m_kind;
};

} // namespace flopsheet
