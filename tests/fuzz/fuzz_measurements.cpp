// A CSV of published runs given to `validate`: read, then each row predicted with presets and as typed.
#include "app/cli/astyped.h"
#include "core/catalog/catalog.h"
#include "core/io/tablecsv.h"
#include "core/validation/measurement.h"
#include "core/validation/validator.h"
#include "tests/fuzz/fuzzbytes.h"
#include "tests/fuzz/fuzztargets.h"

#include <algorithm>

namespace flopsheet::fuzz {

int measurements(const std::uint8_t *data, std::size_t size)
{
    QString text, error;
    std::vector<Measurement> rows;
    if (!decodeCsv(bytesOf(data, size), &text, &error) || !readMeasurements(text, rows, &error)) {
        require(!error.isEmpty(), "a refused measurements file says why");
        return 0;
    }
    const Catalog &catalog = Catalog::builtIn();
    const std::size_t count = std::min<std::size_t>(rows.size(), 32);
    for (std::size_t i = 0; i < count; ++i) {
        (void)predictMeasurement(rows[i], catalog);
        (void)cli::predictAsTyped(rows[i], catalog);
    }
    return 0;
}

} // namespace flopsheet::fuzz
