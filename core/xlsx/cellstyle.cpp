#include "core/xlsx/cellstyle.h"

#include "core/document/table.h"
#include "core/estimate/figures.h"

#include <QByteArrayView>

namespace flopsheet::xlsx {

CellStyle fieldStyle(const FieldSpec &field)
{
    switch (field.kind) {
    case FieldKind::Text:
    case FieldKind::Choice:
        return CellStyle::Text;
    case FieldKind::Boolean:
        return CellStyle::Boolean;
    case FieldKind::Count:
    case FieldKind::Flops:
    case FieldKind::Number:
        break;
    }
    if (field.format == CellFormat::Money)
        return CellStyle::Currency;
    if (field.quantity == QuantityKind::Duration)
        return CellStyle::Hours; // durations are stored in hours (units.h)
    if (field.suffix && QByteArrayView(field.suffix) == "%")
        return CellStyle::Percent;
    switch (field.format) {
    case CellFormat::Count:
    case CellFormat::Integer:
        return CellStyle::Integer;
    case CellFormat::Flops:
        return CellStyle::Scientific;
    case CellFormat::Plain:
    case CellFormat::Money:
        break;
    }
    return CellStyle::General;
}

CellStyle figureStyle(const FigureDescriptor &figure)
{
    switch (figure.kind) {
    case FigureKind::Flag:
        return CellStyle::Boolean;
    case FigureKind::Bound:
        return CellStyle::Text;
    case FigureKind::Count:
        return CellStyle::Integer;
    case FigureKind::Number:
        break;
    }
    if (figure.isMoney())
        return CellStyle::Currency;
    const QByteArrayView unit(figure.unit);
    if (unit == "h" || unit == "GPU-h")
        return CellStyle::Hours;
    if (unit == "FLOP")
        return CellStyle::Scientific;
    if (figure.textScale == 100.0)
        return CellStyle::Percent;
    return CellStyle::General;
}

} // namespace flopsheet::xlsx
