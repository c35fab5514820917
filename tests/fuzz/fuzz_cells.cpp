// What a user types into a cell or a flag: every table's every field, every quantity kind ("7B",
// "80 GB", "$2.50", "7 d", "36小时"), batch schedules, ONNX input shapes and layer settings.
#include "core/analyzer/layersettings.h"
#include "core/analyzer/shape.h"
#include "core/document/table.h"
#include "core/estimate/batchschedule.h"
#include "core/estimate/units.h"
#include "tests/fuzz/fuzzbytes.h"
#include "tests/fuzz/fuzztargets.h"

#include <cmath>

namespace flopsheet::fuzz {

int cells(const std::uint8_t *data, std::size_t size)
{
    const QString text = QString::fromUtf8(bytesOf(data, size));
    for (QuantityKind kind : { QuantityKind::Count, QuantityKind::Bytes, QuantityKind::FlopRate, QuantityKind::Flops,
             QuantityKind::Duration }) {
        const ParsedQuantity q = parseQuantity(text, kind);
        require(q.value.has_value() || !q.error.isEmpty(), "a refused quantity says why");
        require(!q.value || !std::isnan(*q.value), "a quantity read is a number");
    }
    for (Table table : { Table::Workloads, Table::Hardware, Table::Calibrations, Table::PoolGpus, Table::PoolJobs }) {
        const TableDescription &description = tableDescription(table);
        for (int f = 0; f < description.fieldCount(); ++f) {
            const FieldSpec &field = description.field(f);
            const FieldValue v = parseField(field, QVariant(text));
            // A number kept is within the column's limits (an empty cell keeps no value: "unknown"; a column's
            // word, such as Batch / GPU's "max" typed "mAx", is no number).
            const bool number
                = field.kind == FieldKind::Count || field.kind == FieldKind::Flops || field.kind == FieldKind::Number;
            if (v.ok() && number && v.value.isValid() && !isFieldWord(field, v.value)
                && !std::isnan(v.value.toDouble()))
                require(field.limits.contains(v.value.toDouble()),
                    QByteArray("a number kept is within its limits: ") + field.key);
        }
    }
    QString error;
    if (!parseBatchSchedule(text, &error))
        require(!error.isEmpty(), "a refused schedule says why");
    error.clear();
    if (!parseShape(text, &error))
        require(!error.isEmpty(), "a refused shape says why");
    error.clear();
    if (!parseIntList(text, 1, &error))
        require(!error.isEmpty(), "a refused list says why");
    return 0;
}

} // namespace flopsheet::fuzz
