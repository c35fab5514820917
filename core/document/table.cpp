#include "core/document/table.h"

#include "core/document/calibrationtable.h"
#include "core/document/hardwaretable.h"
#include "core/document/poolgputable.h"
#include "core/document/pooljobtable.h"
#include "core/document/workloadtable.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>

namespace flopsheet {
namespace {

constexpr int kMaxTextLength = 200;

FieldValue refuse(const QString &message)
{
    return { QVariant(), message };
}

// Thousands separators ("1,281,167") are dropped; any other comma is a decimal comma we refuse
// rather than misread ("1,5" is not 15).
bool dropThousandsSeparators(QString &text)
{
    if (!text.contains(u','))
        return true;
    static const QRegularExpression grouped(QStringLiteral("^[+-]?\\d{1,3}(,\\d{3})+(\\.\\d*)?(\\s*\\D.*)?$"));
    if (!grouped.match(text).hasMatch())
        return false;
    text.remove(u',');
    return true;
}

// An empty cell's word, untranslated (QT_TRANSLATE_NOOP: emptyCellText translates it).
const char *emptyCellWord(EmptyCell empty)
{
    switch (empty) {
    case EmptyCell::Blank:
        return "";
    case EmptyCell::Auto:
        return QT_TRANSLATE_NOOP("Fields", "auto");
    case EmptyCell::Searched:
        return QT_TRANSLATE_NOOP("Fields", "Searched"); // Recompute's Auto choice reads the same
    case EmptyCell::Unknown:
        return QT_TRANSLATE_NOOP("Fields", "unknown");
    case EmptyCell::Dash:
        return "—";
    }
    return "";
}

// A bare number in the column's unit, or text with a unit ("80 GB", "312 TFLOPS", "7B").
FieldValue parseNumber(const FieldSpec &field, const QVariant &input)
{
    double value = 0;
    const int type = input.typeId();
    if (type == QMetaType::Double || type == QMetaType::Int || type == QMetaType::LongLong) {
        value = input.toDouble();
    } else {
        QString text = input.toString().trimmed();
        // The word an empty cell shows ("auto"), typed or pasted back, empties it; a searched layout cell also
        // takes "auto", as the CLI's --zero auto and the Recompute cell do.
        const auto says = [&text](EmptyCell empty) {
            return empty != EmptyCell::Blank
                && (text.compare(emptyCellText(empty), Qt::CaseInsensitive) == 0
                    || text.compare(QString::fromUtf8(emptyCellWord(empty)), Qt::CaseInsensitive) == 0);
        };
        if (text.isEmpty() || says(field.empty) || (field.empty == EmptyCell::Searched && says(EmptyCell::Auto))) {
            if (field.required)
                return refuse(QCoreApplication::translate("Fields", "a value is required"));
            return { QVariant(), {} };
        }
        if (field.word
            && (text.compare(QLatin1String(field.word), Qt::CaseInsensitive) == 0
                || text.compare(QCoreApplication::translate("Fields", field.wordLabel), Qt::CaseInsensitive) == 0))
            return { QVariant(QString::fromLatin1(field.word)), {} };
        if (field.normalizeText)
            text = field.normalizeText(text);
        text.remove(u'$');
        if (!dropThousandsSeparators(text))
            return refuse(
                QCoreApplication::translate("Fields", "\"%1\": use a point for decimals (1.5, not 1,5)").arg(text));
        if (field.quantity == QuantityKind::Bytes && text.endsWith(u"/s", Qt::CaseInsensitive))
            text.chop(2);
        if (field.suffix && text.endsWith(QLatin1String(field.suffix), Qt::CaseInsensitive))
            text = text.chopped(qsizetype(qstrlen(field.suffix))).trimmed();
        bool bare = false;
        value = text.toDouble(&bare);
        if (!bare) {
            const ParsedQuantity q = parseQuantity(text, field.quantity);
            if (!q)
                return refuse(q.error);
            value = *q.value / field.unitScale;
        }
    }
    if (!std::isfinite(value))
        return refuse(QCoreApplication::translate("Fields", "\"%1\" is not a finite number").arg(input.toString()));
    if (const QString problem = limitProblem(field.limits, value); !problem.isEmpty()) {
        // A fraction typed into a percent cell (0.45 for 45 %) is named, as the CLI names a percent typed for a
        // fraction.
        if (field.suffix && qstrcmp(field.suffix, "%") == 0 && limitProblem(field.limits, value * 100.0).isEmpty())
            return refuse(QCoreApplication::translate("Fields", "%1; a percent: %2 is %3 %")
                              .arg(problem, QString::number(value, 'g', 6), QString::number(value * 100.0, 'g', 6)));
        return refuse(problem);
    }
    return { QVariant(value), {} };
}

// A choice is its word ("infer") or, as copied from the table, its label in this language ("Serve").
FieldValue parseChoice(const FieldSpec &field, const QVariant &input)
{
    const QString typed = input.toString().trimmed();
    for (const Choice &c : field.choices) {
        const QString word = QLatin1String(c.word);
        if (typed.compare(word, Qt::CaseInsensitive) == 0
            || typed.compare(choiceLabel(field, word), Qt::CaseInsensitive) == 0)
            return { QVariant(word), {} };
    }
    return refuse(
        QCoreApplication::translate("Fields", "must be one of %1").arg(choiceWords(field).join(QStringLiteral(", "))));
}

FieldValue parseBoolean(const QVariant &input)
{
    if (input.typeId() == QMetaType::Bool)
        return { input.toBool(), {} };
    const QString t = input.toString().trimmed().toLower();
    if (t == u"true" || t == u"yes" || t == u"1")
        return { true, {} };
    if (t == u"false" || t == u"no" || t == u"0")
        return { false, {} };
    return refuse(QCoreApplication::translate("Fields", "must be true or false"));
}

FieldValue parseText(const FieldSpec &field, const QVariant &input)
{
    const QString text = input.toString().trimmed();
    if (text.isEmpty() && field.required)
        return refuse(QCoreApplication::translate("Fields", "a name is required"));
    if (text.size() > kMaxTextLength)
        return refuse(QCoreApplication::translate("Fields", "at most %1 characters").arg(kMaxTextLength));
    if (field.canonicalText) {
        QString problem;
        const QString canonical = field.canonicalText(text, &problem);
        if (!problem.isEmpty())
            return refuse(problem);
        return { canonical, {} };
    }
    return { text, {} };
}

} // namespace

QString TableDescription::tableTitle() const
{
    return QCoreApplication::translate("Tables", title);
}

QString TableDescription::fieldTitle(int f) const
{
    return QCoreApplication::translate("Fields", field(f).title);
}

int TableDescription::fieldFromKey(QStringView key) const
{
    for (int f = 0; f < fieldCount(); ++f) {
        if (key == QLatin1String(field(f).key))
            return f;
    }
    return -1;
}

QStringList TableDescription::fieldKeys() const
{
    QStringList keys;
    for (int f = 0; f < fieldCount(); ++f)
        keys << fieldKey(f);
    return keys;
}

QString TableDescription::rowsText(int count) const
{
    return QCoreApplication::translate("Tables", rowsNoun, nullptr, count);
}

QString TableDescription::addRowsText(int count) const
{
    return QCoreApplication::translate("Tables", addText, nullptr, count);
}

QString TableDescription::deleteRowsText(int count) const
{
    return QCoreApplication::translate("Tables", deleteText, nullptr, count);
}

QString TableDescription::setFieldText(int f, int count) const
{
    return QCoreApplication::translate("Tables", setText, nullptr, count).arg(fieldTitle(f));
}

const TableDescription &tableDescription(Table table)
{
    switch (table) {
    case Table::Workloads:
        return TableTraits<WorkloadEntry>::description();
    case Table::Hardware:
        return TableTraits<HardwareEntry>::description();
    case Table::Calibrations:
        return TableTraits<Calibration>::description();
    case Table::PoolGpus:
        return TableTraits<PoolGpu>::description();
    case Table::PoolJobs:
        return TableTraits<PoolJob>::description();
    }
    Q_UNREACHABLE();
}

bool isFieldWord(const FieldSpec &field, const QVariant &value)
{
    return field.word && value.typeId() == QMetaType::QString && value.toString() == QLatin1String(field.word);
}

QStringList choiceWords(const FieldSpec &field)
{
    QStringList words;
    for (const Choice &c : field.choices)
        words << QLatin1String(c.word);
    return words;
}

QString choiceLabel(const FieldSpec &field, const QString &word)
{
    for (const Choice &c : field.choices) {
        if (c.label && word == QLatin1String(c.word))
            return QCoreApplication::translate("Fields", c.label);
    }
    return word;
}

QString emptyCellText(EmptyCell empty)
{
    return QCoreApplication::translate("Fields", emptyCellWord(empty)); // "—" and "" have no translation: as written
}

FieldValue parseField(const FieldSpec &field, const QVariant &input)
{
    switch (field.kind) {
    case FieldKind::Text:
        return parseText(field, input);
    case FieldKind::Choice:
        return parseChoice(field, input);
    case FieldKind::Boolean:
        return parseBoolean(input);
    case FieldKind::Count:
    case FieldKind::Flops:
    case FieldKind::Number:
        return parseNumber(field, input);
    }
    return refuse(QCoreApplication::translate("Fields", "unknown field"));
}

} // namespace flopsheet
