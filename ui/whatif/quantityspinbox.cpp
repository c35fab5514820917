#include "ui/whatif/quantityspinbox.h"

#include <QLineEdit>
#include <QLocale>

namespace flopsheet {

QuantitySpinBox::QuantitySpinBox(QuantityKind kind, QWidget *parent) : QDoubleSpinBox(parent), m_kind(kind) { }

QString QuantitySpinBox::typed(const QString &text) const
{
    QString t = text.trimmed();
    if (!prefix().isEmpty() && t.startsWith(prefix().trimmed()))
        t = t.mid(prefix().trimmed().size());
    if (!suffix().isEmpty() && t.endsWith(suffix().trimmed()))
        t.chop(suffix().trimmed().size());
    t.remove(u'$');
    t.remove(locale().groupSeparator());
    t.remove(u',');
    return t.trimmed();
}

std::optional<double> QuantitySpinBox::parse(const QString &text, QString *why) const
{
    if (!specialValueText().isEmpty() && text.trimmed() == specialValueText())
        return minimum();
    const QString t = typed(text);
    bool plain = false;
    double value = locale().toDouble(t, &plain); // a bare number as the box shows it
    if (!plain) {
        const ParsedQuantity q = parseQuantity(t, m_kind);
        if (!q) {
            if (why)
                *why = q.error;
            return std::nullopt;
        }
        value = *q.value;
    }
    if (value < minimum() || value > maximum()) {
        if (why)
            *why = tr("%1 is outside %2 to %3")
                       .arg(t, locale().toString(minimum(), 'g', 6), locale().toString(maximum(), 'g', 6));
        return std::nullopt;
    }
    return value;
}

QValidator::State QuantitySpinBox::validate(QString &text, int &) const
{
    // Anything may be on its way to a value ("7 d" passes through "7 "); Enter or leaving the box decides.
    return parse(text, nullptr) ? QValidator::Acceptable : QValidator::Intermediate;
}

double QuantitySpinBox::valueFromText(const QString &text) const
{
    return parse(text, nullptr).value_or(value());
}

void QuantitySpinBox::fixup(QString &text) const
{
    QString why;
    if (!parse(text, &why)) {
        emit refused(why);
        text = textFromValue(value()); // the value stays as it was
    }
}

} // namespace flopsheet
