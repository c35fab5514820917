#include "core/io/steptimes.h"

#include "core/io/userfile.h"

#include "core/estimate/uncertainty.h"
#include "core/io/csv.h"
#include "core/io/utf8.h"
#include "core/models/displayformat.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace flopsheet {
namespace {

const QString kColumn = QStringLiteral("step_seconds");

std::optional<double> number(const QString &field)
{
    bool ok = false;
    const double v = field.trimmed().toDouble(&ok); // C locale: files never use the user's locale
    return ok ? std::optional<double>(v) : std::nullopt;
}

} // namespace

StepTimes parseStepTimes(const QByteArray &csv)
{
    StepTimes out;
    out.error = otherEncodingProblem(csv);
    if (!out.ok())
        return out;
    if (const int line = firstNonUtf8Line(csv)) {
        out.error = QCoreApplication::translate("StepTimes", "line %1 is not UTF-8 text").arg(line);
        return out;
    }
    const CsvTable table = parseCsv(QString::fromUtf8(csv));
    if (!table.ok()) {
        out.error = QCoreApplication::translate("StepTimes", "line %1, column %2: %3")
                        .arg(table.errorLine)
                        .arg(table.errorColumn)
                        .arg(table.error);
        return out;
    }
    if (table.rows.empty()) {
        out.error = QCoreApplication::translate("StepTimes", "the file holds no step times");
        return out;
    }
    // A header row: any record whose first field is not a number. It must name the step_seconds column
    // unless the file has one column.
    int column = 0;
    size_t first = 0;
    const QStringList &head = table.rows.front();
    if (!number(head.first())) {
        first = 1;
        column = -1;
        for (int i = 0; i < head.size(); ++i) {
            if (head[i].trimmed().compare(kColumn, Qt::CaseInsensitive) == 0)
                column = i;
        }
        if (column < 0 && head.size() == 1)
            column = 0;
        if (column < 0) {
            out.error = QCoreApplication::translate("StepTimes", "line %1: no step_seconds column (the header has %2)")
                            .arg(table.lines.front())
                            .arg(head.join(QStringLiteral(", ")));
            return out;
        }
    } else if (head.size() > 1) {
        out.error = QCoreApplication::translate(
            "StepTimes", "line %1: several columns but no header naming the step_seconds column")
                        .arg(table.lines.front());
        return out;
    }
    for (size_t r = first; r < table.rows.size(); ++r) {
        const QString field = table.rows[r].at(column).trimmed();
        const std::optional<double> v = number(field);
        if (!v || !std::isfinite(*v)) {
            out.error = QCoreApplication::translate("StepTimes", "line %1: \"%2\" is not a number of seconds")
                            .arg(table.lines[r])
                            .arg(field);
            out.seconds.clear();
            return out;
        }
        if (*v <= 0) {
            out.error = QCoreApplication::translate("StepTimes", "line %1: a step time must be positive, not %2")
                            .arg(table.lines[r])
                            .arg(field);
            out.seconds.clear();
            return out;
        }
        out.seconds.append(*v);
    }
    if (out.seconds.isEmpty())
        out.error = QCoreApplication::translate("StepTimes", "the file holds no step times");
    return out;
}

StepTimes readStepTimes(const QString &fileName)
{
    QByteArray bytes;
    StepTimes out;
    if (!readUserFile(fileName, filelimits::kMaxTextBytes, &bytes, &out.error))
        return out;
    return parseStepTimes(bytes);
}

// The first steps of a run include CUDA context set-up, cuDNN autotuning, torch.compile and the caching
// allocator's growth; benchmark scripts discard them (NVIDIA DeepLearningExamples' --benchmark-warmup,
// MLPerf's timing rules start after initialisation). A tenth of the run covers that without losing
// much; the median after it ignores checkpoint and evaluation steps too.
int warmupSteps(int count)
{
    if (count < 3)
        return 0;
    return std::clamp(count / 10, 1, 20);
}

StepTimeSummary summarizeStepTimes(const QList<double> &seconds)
{
    StepTimeSummary s;
    s.total = int(seconds.size());
    s.warmup = warmupSteps(s.total);
    if (s.total <= s.warmup)
        return s;
    const std::vector<double> kept(seconds.begin() + s.warmup, seconds.end());
    s.medianSeconds = percentile(kept, 50.0);
    return s;
}

QString stepTimeNote(const QString &fileName, const StepTimeSummary &s)
{
    if (s.warmup == 0)
        return QCoreApplication::translate("StepTimes", "%1: median %2 s of %3 steps")
            .arg(fileName, formatNumber(s.medianSeconds, 4), QString::number(s.total));
    return QCoreApplication::translate(
        "StepTimes", "%1: median %2 s of %3 steps after dropping the first %4 as warm-up")
        .arg(
            fileName, formatNumber(s.medianSeconds, 4), QString::number(s.total - s.warmup), QString::number(s.warmup));
}

} // namespace flopsheet
