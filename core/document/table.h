#pragma once

#include "core/catalog/choice.h"
#include "core/catalog/limits.h"
#include "core/estimate/units.h"

#include <QString>
#include <QStringList>
#include <QVariant>

#include <cstdint>
#include <span>

namespace flopsheet {

/** The tables of a project. Each is described once (TableDescription) and stored in a RowList. */
enum class Table : std::uint8_t { Workloads, Hardware, Calibrations, PoolGpus, PoolJobs };

/** How a field's value is typed; decides the editor and the parser. */
enum class FieldKind { Text, Count, Flops, Choice, Boolean, Number };

/** How a cell shows its value. */
enum class CellFormat {
    Plain, ///< text as stored; numbers to 4 significant digits
    Count, ///< "7B", "1.28M"
    Integer, ///< "8", "1024"
    Flops, ///< "8.2 GFLOPs"
    Money, ///< a price: "$2.50", "$0.8048" (formatPrice)
};

/** What a cell with no value shows. */
enum class EmptyCell {
    Blank,
    Auto, ///< "auto": a default the estimator chooses (batch per GPU, training tokens)
    Searched, ///< "Searched": a part of the training layout the layout search chooses (as Recompute's choice reads)
    Unknown, ///< "unknown": a figure no source gives (price, TDP)
    Dash, ///< "—"
};

/**
 * What an empty cell of this kind reads, in this language ("auto", "Searched"); empty for a blank one. A cell
 * also takes this word, or its English, as typed or pasted back: it empties the cell (parseField).
 */
QString emptyCellText(EmptyCell empty);

/**
 * One column of a table: its file and CSV key, its title with the unit, how it is typed and checked,
 * and how its cell reads. Plain data, so a table's columns are one constexpr array anyone can read.
 */
struct FieldSpec {
    const char *key; ///< untranslated, stable: CSV headers ("price_usd_per_hour")
    const char *title; ///< QT_TRANSLATE_NOOP("Fields", ...), with the unit: "Price ($/GPU-h)"
    FieldKind kind = FieldKind::Number;
    Limits limits {}; ///< numbers, in the column's unit
    bool required = false; ///< an empty cell is refused (else it clears an optional figure)
    QuantityKind quantity = QuantityKind::Count; ///< which units typed text may carry
    double unitScale = 1; ///< the column's unit in base units of quantity (1e12 for TFLOPS)
    const char *suffix = nullptr; ///< a unit word typed after the number and dropped ("%", "W")
    std::span<const Choice> choices {};
    CellFormat format = CellFormat::Plain;
    EmptyCell empty = EmptyCell::Blank;
    /**
     * A word a number cell also takes, stored as itself ("max" for the batch: the largest that fits); typed in
     * English or as wordLabel reads in this language, and shown as wordLabel.
     */
    const char *word = nullptr;
    const char *wordLabel = nullptr; ///< QT_TRANSLATE_NOOP("Fields", ...)
    const char *toolTip = nullptr; ///< QT_TRANSLATE_NOOP("Fields", ...)
    /** When the field does not apply but still has a value (derived), the cell shows it greyed with this tip. */
    const char *derivedToolTip = nullptr;
    /** Rewrites typed text before parsing (memory: "80 GB" from a datasheet means 80 GiB). */
    QString (*normalizeText)(const QString &text) = nullptr;
    /** Text fields with a grammar (a batch schedule): the canonical text, or the reason it is refused in *problem. */
    QString (*canonicalText)(const QString &text, QString *problem) = nullptr;
    /**
     * The key in project files of a table stored field by field (every value of its rows is a field:
     * measured runs); nullptr where a row holds more than its columns (workloads, GPUs: core/io/entryjson.h).
     */
    const char *fileKey = nullptr;
};

/** Everything generic code needs to know of a table that is not about one of its rows. */
struct TableDescription {
    Table table;
    const char *key; ///< untranslated ("workloads"): file section, test names
    const char *title; ///< QT_TRANSLATE_NOOP("Tables", ...), in a sentence: "Export %1 as CSV" ("workloads")
    std::span<const FieldSpec> fields;
    int nameField = 0; ///< the field that names a row (CSV template matching, undo texts)
    /** Fields whose value decides what the others mean; a CSV row parses them first (kind, mode). */
    std::span<const int> parseFirst {};
    // Undo texts, QT_TRANSLATE_N_NOOP("Tables", ...): "%n" is the row count, "%1" the field's title.
    const char *rowsNoun; ///< "%n workload(s)"
    const char *addText;
    const char *deleteText;
    const char *setText;
    const char *emptyToolTip = nullptr; ///< tooltip of a cell with no value, QT_TRANSLATE_NOOP("Fields", ...)

    int fieldCount() const { return int(fields.size()); }
    const FieldSpec &field(int f) const { return fields[std::size_t(f)]; }
    QString tableTitle() const;
    QString fieldTitle(int f) const;
    QString fieldKey(int f) const { return QLatin1String(field(f).key); }
    /** The field with this key (case-sensitive), or -1. */
    int fieldFromKey(QStringView key) const;
    QStringList fieldKeys() const;
    QString rowsText(int count) const;
    QString addRowsText(int count) const;
    QString deleteRowsText(int count) const;
    QString setFieldText(int field, int count) const;
};

/** The description of every table, by id. */
const TableDescription &tableDescription(Table table);

/** Whether a number field's value is its word (FieldSpec::word) rather than a number. */
bool isFieldWord(const FieldSpec &field, const QVariant &value);

/** The words a Choice field accepts, in order ("train", "infer"). */
QStringList choiceWords(const FieldSpec &field);
/** How a choice word reads in the interface, translated ("infer" -> "Serve"); files and CSV keep the words. */
QString choiceLabel(const FieldSpec &field, const QString &word);

/** A checked, canonical value, or the reason the input was refused (translated, one line). */
struct FieldValue {
    QVariant value;
    QString error;
    bool ok() const { return error.isEmpty(); }
};

/**
 * Checks and converts what a user gave a field (a number, or text such as "7B", "80 GB", "bf16") to the
 * canonical value to store: numbers as double in the column's unit (no value = unknown), choices as their
 * word, booleans as bool, text trimmed. Nothing is changed; the error names the problem.
 */
FieldValue parseField(const FieldSpec &field, const QVariant &input);

} // namespace flopsheet
