#include "core/validation/measurement.h"

#include "core/catalog/limits.h"
#include "core/io/csv.h"

#include <QCoreApplication>

#include <map>

namespace flopsheet {

bool readMeasurements(QStringView csvText, std::vector<Measurement> &out, QString *error)
{
    const CsvTable table = parseCsv(csvText);
    if (!table.ok()) {
        *error = QCoreApplication::translate("Measurement", "line %1, column %2: %3")
                     .arg(table.errorLine)
                     .arg(table.errorColumn)
                     .arg(table.error);
        return false;
    }
    if (table.rows.empty()) {
        *error = QCoreApplication::translate("Measurement", "the file is empty");
        return false;
    }
    const QStringList &header = table.rows.front();
    static const char *const required[] = { "id", "category", "model", "task", "hardware", "gpu_count", "precision",
        "batch_size", "seq_or_io_len", "metric", "value", "unit" };
    for (const char *name : required) {
        if (!header.contains(QLatin1String(name))) {
            *error = QCoreApplication::translate("Measurement", "line 1: the header has no \"%1\" column")
                         .arg(QLatin1String(name));
            return false;
        }
    }
    auto column = [&header](const char *name) { return header.indexOf(QLatin1String(name)); };
    const int cId = column("id"), cCategory = column("category"), cModel = column("model"), cTask = column("task"),
              cDetail = column("workload_detail"), cHardware = column("hardware"), cCount = column("gpu_count"),
              cPrecision = column("precision"), cBatch = column("batch_size"), cSeq = column("seq_or_io_len"),
              cMetric = column("metric"), cValue = column("value"), cUnit = column("unit"),
              cDataset = column("training_tokens_or_dataset"), cEpochs = column("epochs"),
              cMfu = column("mfu_reported"), cParallel = column("parallelism"), cReliability = column("reliability"),
              cSoftware = column("software"), cParams = column("model_params"), cSet = column("set");
    auto at = [](const QStringList &row, int c) { return c >= 0 && c < row.size() ? row.at(c).trimmed() : QString(); };

    std::vector<Measurement> rows;
    std::map<QString, int> firstLineOf;
    for (size_t r = 1; r < table.rows.size(); ++r) {
        const QStringList &row = table.rows[r];
        Measurement m;
        m.line = table.lines[r];
        m.id = at(row, cId);
        m.category = at(row, cCategory);
        m.model = at(row, cModel);
        m.task = at(row, cTask);
        m.workloadDetail = at(row, cDetail);
        m.hardware = at(row, cHardware);
        m.gpuCount = at(row, cCount);
        m.precision = at(row, cPrecision);
        m.batchSize = at(row, cBatch);
        m.seqOrIoLen = at(row, cSeq);
        m.metric = at(row, cMetric);
        m.unit = at(row, cUnit);
        m.dataset = at(row, cDataset);
        m.epochs = at(row, cEpochs);
        m.mfuReported = at(row, cMfu);
        m.parallelism = at(row, cParallel);
        m.reliability = at(row, cReliability);
        m.software = at(row, cSoftware);
        m.modelParams = at(row, cParams);
        m.set = at(row, cSet);
        bool ok = false;
        m.value = at(row, cValue).toDouble(&ok);
        if (!ok) {
            *error = QCoreApplication::translate("Measurement", "line %1, column %2: \"%3\" is not a number")
                         .arg(m.line)
                         .arg(cValue + 1)
                         .arg(at(row, cValue));
            return false;
        }
        // The calibration table's limit: "nan" and "inf" read as numbers, and would spoil every median after them.
        if (const QString problem = limitProblem(limits::measuredValue, m.value); !problem.isEmpty()) {
            *error = QCoreApplication::translate("Measurement", "line %1, column %2: \"%3\" %4")
                         .arg(m.line)
                         .arg(cValue + 1)
                         .arg(at(row, cValue), problem);
            return false;
        }
        // An id names one measured run: a second row under it would count that run twice.
        if (!m.id.isEmpty()) {
            if (const auto [it, added] = firstLineOf.try_emplace(m.id, m.line); !added) {
                *error = QCoreApplication::translate(
                    "Measurement", "line %1, column %2: the id \"%3\" is already used on line %4")
                             .arg(m.line)
                             .arg(cId + 1)
                             .arg(m.id)
                             .arg(it->second);
                return false;
            }
        }
        rows.push_back(std::move(m));
    }
    if (rows.empty()) {
        *error = QCoreApplication::translate("Measurement", "the file has a header but no measurements");
        return false;
    }
    out = std::move(rows);
    return true;
}

} // namespace flopsheet
