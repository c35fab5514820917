#include "core/io/tablecsv.h"

#include "core/document/fields.h"
#include "core/io/csv.h"
#include "core/io/utf8.h"

#include <QCoreApplication>
#include <QFile>
#include <QIODevice>
#include <QLocale>
#include <QSaveFile>
#include <QStringDecoder>

#include <cmath>
#include <optional>

namespace flopsheet {
namespace {


const QByteArray kUtf8Bom = QByteArrayLiteral("\xEF\xBB\xBF");

// Integers as plain digits (a spreadsheet shows "2000000000000", not "2e+12"), the rest in the
// shortest form that reads back to the same double. Never the locale: files are read everywhere.
QString formatNumber(double v)
{
    if (v == std::floor(v) && std::fabs(v) < 9007199254740992.0) // 2^53: every such integer is exact
        return QString::number(static_cast<qint64>(v));
    return QString::number(v, 'g', QLocale::FloatingPointShortest);
}

QString formatCell(const QVariant &v)
{
    switch (v.typeId()) {
    case QMetaType::UnknownType: return {};
    case QMetaType::Bool: return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QMetaType::Double:
    case QMetaType::Float:
    case QMetaType::Int:
    case QMetaType::LongLong: return formatNumber(v.toDouble());
    default: return v.toString();
    }
}

QString csvLine(const QStringList &cells)
{
    QString line;
    for (qsizetype i = 0; i < cells.size(); ++i) {
        if (i > 0)
            line += u',';
        line += csvField(cells[i]);
    }
    return line + u"\r\n";
}

QString at(int line, int column) { return QCoreApplication::translate("TableCsv", "line %1, column %2").arg(line).arg(column); }

/** What the importers share: the parsed table and the column of each field. */
template <typename Field>
struct Columns {
    CsvTable table;
    QList<Field> fields; ///< field of each column
    int nameColumn = -1;
};

template <typename Field, typename FromKey, typename KeyOf>
bool readHeader(QStringView text, Columns<Field> &columns, FromKey fromKey, KeyOf keyOf, int fieldCount,
                QString *error)
{
    auto refuse = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    columns.table = parseCsv(text);
    const CsvTable &table = columns.table;
    if (!table.ok())
        return refuse(QCoreApplication::translate("TableCsv", "line %1, character %2: %3").arg(table.errorLine).arg(table.errorColumn).arg(table.error));
    if (table.rows.empty())
        return refuse(QCoreApplication::translate("TableCsv", "the file has no header row"));

    const QStringList &header = table.rows.front();
    const int line = table.lines.front();
    for (qsizetype i = 0; i < header.size(); ++i) {
        const QString key = header[i].trimmed().toLower();
        const std::optional<Field> field = fromKey(key);
        if (!field) {
            QStringList known;
            for (int f = 0; f < fieldCount; ++f)
                known << keyOf(static_cast<Field>(f));
            return refuse(QCoreApplication::translate("TableCsv", "%1: unknown column \"%2\" (columns are %3)")
                              .arg(at(line, int(i) + 1), header[i], known.join(QStringLiteral(", "))));
        }
        if (columns.fields.contains(*field))
            return refuse(QCoreApplication::translate("TableCsv", "%1: column \"%2\" appears twice").arg(at(line, int(i) + 1), key));
        if (static_cast<int>(*field) == 0) // Name is the first field of both tables
            columns.nameColumn = int(i);
        columns.fields << *field;
    }
    if (columns.nameColumn < 0)
        return refuse(QCoreApplication::translate("TableCsv", "line %1: the header has no \"%2\" column").arg(line).arg(keyOf(static_cast<Field>(0))));
    return true;
}

template <typename Entry, typename Matches>
const Entry *findTemplate(const QList<Entry> &templates, const QString &name, Matches matches)
{
    const QString wanted = name.trimmed();
    for (const Entry &t : templates) {
        if (matches(t, wanted))
            return &t;
    }
    return nullptr;
}

bool isTokenModel(WorkloadFamily f) { return f == WorkloadFamily::Decoder || f == WorkloadFamily::Encoder; }

} // namespace

QString tableToCsv(const QList<QStringList> &rows)
{
    QString csv;
    for (const QStringList &row : rows)
        csv += csvLine(row);
    return csv;
}

QString workloadsToCsv(const QList<WorkloadEntry> &rows)
{
    QStringList header;
    for (int f = 0; f < kWorkloadFieldCount; ++f)
        header << workloadFieldKey(static_cast<WorkloadField>(f));
    QString csv = csvLine(header);
    for (const WorkloadEntry &e : rows) {
        QStringList cells;
        for (int i = 0; i < kWorkloadFieldCount; ++i) {
            const auto f = static_cast<WorkloadField>(i);
            cells << (workloadFieldApplies(e, f) ? formatCell(workloadFieldValue(e, f)) : QString());
        }
        csv += csvLine(cells);
    }
    return csv;
}

QString hardwareToCsv(const QList<HardwareEntry> &rows)
{
    QStringList header;
    for (int f = 0; f < kGpuFieldCount; ++f)
        header << gpuFieldKey(static_cast<GpuField>(f));
    QString csv = csvLine(header);
    for (const HardwareEntry &e : rows) {
        QStringList cells;
        for (int f = 0; f < kGpuFieldCount; ++f)
            cells << formatCell(gpuFieldValue(e, static_cast<GpuField>(f)));
        csv += csvLine(cells);
    }
    return csv;
}

QByteArray csvBytes(const QString &text, bool byteOrderMark)
{
    return byteOrderMark ? kUtf8Bom + text.toUtf8() : text.toUtf8();
}

bool writeCsv(QIODevice &device, const QString &text, bool byteOrderMark, QString *error)
{
    const QByteArray bytes = csvBytes(text, byteOrderMark);
    if (device.write(bytes) != bytes.size()) {
        if (error)
            *error = device.errorString();
        return false;
    }
    return true;
}

bool saveCsv(const QString &fileName, const QString &text, bool byteOrderMark, QString *error)
{
    QSaveFile file(fileName);
    if (file.open(QIODevice::WriteOnly) && writeCsv(file, text, byteOrderMark, error) && file.commit())
        return true;
    if (error)
        *error = file.errorString();
    return false;
}

bool decodeCsv(const QByteArray &bytes, QString *text, QString *error)
{
    if (const int line = firstNonUtf8Line(bytes)) {
        if (error)
            *error = QCoreApplication::translate("TableCsv", "line %1 is not UTF-8 text; save the file as CSV UTF-8").arg(line);
        return false;
    }
    *text = QString::fromUtf8(bytes.startsWith(kUtf8Bom) ? bytes.mid(kUtf8Bom.size()) : bytes);
    return true;
}

bool loadCsv(const QString &fileName, QString *text, QString *error)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return decodeCsv(file.readAll(), text, error);
}

bool importWorkloadsCsv(QStringView text, QList<WorkloadEntry> &out, QString *error,
                        const QList<WorkloadEntry> &templates)
{
    Columns<WorkloadField> columns;
    if (!readHeader(text, columns, workloadFieldFromKey, workloadFieldKey, kWorkloadFieldCount, error))
        return false;

    // Kind and mode first: they decide what the other cells mean.
    QList<int> order;
    for (WorkloadField first : {WorkloadField::Family, WorkloadField::Mode}) {
        if (const qsizetype i = columns.fields.indexOf(first); i >= 0)
            order << int(i);
    }
    for (int i = 0; i < columns.fields.size(); ++i) {
        if (!order.contains(i))
            order << i;
    }

    QList<WorkloadEntry> rows;
    const CsvTable &table = columns.table;
    for (size_t r = 1; r < table.rows.size(); ++r) {
        const QStringList &cells = table.rows[r];
        const WorkloadEntry *base = findTemplate(templates, cells[columns.nameColumn],
                                                 [](const WorkloadEntry &t, const QString &name) {
                                                     return t.workload.name.compare(name, Qt::CaseInsensitive) == 0;
                                                 });
        WorkloadEntry entry = base ? *base : WorkloadEntry();
        bool tokensGiven = false;
        bool samplesGiven = false;
        for (int i : order) {
            const WorkloadField field = columns.fields[i];
            const QString cell = cells[i].trimmed();
            if (cell.isEmpty() && field != WorkloadField::Name)
                continue;
            const FieldValue value = parseWorkloadField(field, cell);
            if (!value.ok()) {
                if (error)
                    *error = QCoreApplication::translate("TableCsv", "%1 (%2): %3").arg(at(table.lines[r], i + 1), workloadFieldKey(field), value.error);
                return false;
            }
            setWorkloadField(entry, field, value.value);
            tokensGiven = tokensGiven || field == WorkloadField::Tokens;
            samplesGiven = samplesGiven || field == WorkloadField::Samples;
        }
        // A tokens or samples cell switches the amount as a side effect; keep the one the kind uses.
        const bool tokenModel = isTokenModel(entry.workload.family);
        AmountKind amount = base ? base->scenario.amount : (tokenModel ? AmountKind::Tokens : AmountKind::Samples);
        if (tokenModel && tokensGiven)
            amount = AmountKind::Tokens;
        else if (!tokenModel && samplesGiven)
            amount = AmountKind::Samples;
        entry.scenario.amount = amount;
        rows << entry;
    }
    out = std::move(rows);
    return true;
}

bool importHardwareCsv(QStringView text, QList<HardwareEntry> &out, QString *error,
                       const QList<HardwareEntry> &templates)
{
    Columns<GpuField> columns;
    if (!readHeader(text, columns, gpuFieldFromKey, gpuFieldKey, kGpuFieldCount, error))
        return false;

    QList<HardwareEntry> rows;
    const CsvTable &table = columns.table;
    for (size_t r = 1; r < table.rows.size(); ++r) {
        const QStringList &cells = table.rows[r];
        const HardwareEntry *base = findTemplate(templates, cells[columns.nameColumn],
                                                 [](const HardwareEntry &t, const QString &name) {
                                                     return t.gpu.name.compare(name, Qt::CaseInsensitive) == 0
                                                            || t.gpu.id.compare(name, Qt::CaseInsensitive) == 0;
                                                 });
        HardwareEntry entry = base ? *base : HardwareEntry();
        for (int i = 0; i < columns.fields.size(); ++i) {
            const GpuField field = columns.fields[i];
            const QString cell = cells[i].trimmed();
            if (cell.isEmpty() && field != GpuField::Name)
                continue;
            const FieldValue value = parseGpuField(field, cell);
            if (!value.ok()) {
                if (error)
                    *error = QCoreApplication::translate("TableCsv", "%1 (%2): %3").arg(at(table.lines[r], i + 1), gpuFieldKey(field), value.error);
                return false;
            }
            setGpuField(entry, field, value.value);
        }
        rows << entry;
    }
    out = std::move(rows);
    return true;
}

QString toTsv(const QList<QStringList> &cells)
{
    QString tsv;
    for (const QStringList &row : cells) {
        for (qsizetype i = 0; i < row.size(); ++i) {
            if (i > 0)
                tsv += u'\t';
            const QString &cell = row[i];
            if (cell.contains(u'\t') || cell.contains(u'\n') || cell.contains(u'\r') || cell.contains(u'"')) {
                QString quoted = cell;
                quoted.replace(QStringLiteral("\""), QStringLiteral("\"\""));
                tsv += u'"' + quoted + u'"';
            } else {
                tsv += cell;
            }
        }
        tsv += u'\n';
    }
    return tsv;
}

QList<QStringList> fromTsv(QStringView text)
{
    QList<QStringList> rows;
    if (text.isEmpty())
        return rows;
    QStringList row;
    const qsizetype n = text.size();
    qsizetype i = 0;
    auto isBreak = [](QChar c) { return c == u'\t' || c == u'\n' || c == u'\r'; };
    while (true) {
        QString cell;
        bool quoted = false;
        if (i < n && text[i] == u'"') {
            // A quoted cell ends at a quote that is not doubled; without one the quote is plain text.
            QString content;
            qsizetype j = i + 1;
            while (j < n) {
                if (text[j] == u'"') {
                    if (j + 1 < n && text[j + 1] == u'"') {
                        content += u'"';
                        j += 2;
                        continue;
                    }
                    quoted = true;
                    ++j;
                    break;
                }
                content += text[j++];
            }
            if (quoted) {
                cell = content;
                i = j;
            }
        }
        while (i < n && !isBreak(text[i])) // plain cell, or what follows a closing quote
            cell += text[i++];
        row << cell;
        if (i >= n) {
            rows << row;
            break;
        }
        if (text[i] == u'\t') {
            ++i;
            continue;
        }
        // A line break: CRLF, LF or CR.
        i += (text[i] == u'\r' && i + 1 < n && text[i + 1] == u'\n') ? 2 : 1;
        rows << row;
        row.clear();
        if (i >= n)
            break;
    }
    return rows;
}

} // namespace flopsheet
