#pragma once

#include "core/document/tabletraits.h"

#include <QList>
#include <QObject>

#include <algorithm>
#include <any>

namespace flopsheet {

/** Whole rows of one table held by value (a QList of its row type), for undo and for moving rows between tables. */
using RowBlock = std::any;

/**
 * One table of a project, seen without its row type: what the generic table model, the undo commands,
 * CSV and the project file need. The rows live in a RowList<Entry>; this base holds the signals (Qt's
 * signals need a class that is not a template).
 *
 * The mutators are for the undo commands (core/document/commands.h) only: every user edit is a command.
 */
class TableRows : public QObject {
    Q_OBJECT
public:
    explicit TableRows(const TableDescription &description, QObject *parent = nullptr)
        : QObject(parent), m_description(description)
    {
    }

    const TableDescription &description() const { return m_description; }
    Table table() const { return m_description.table; }
    virtual int count() const = 0;
    /** The canonical value of a field, as parseField returns it. */
    virtual QVariant value(int row, int field) const = 0;
    virtual bool applies(int row, int field) const = 0;
    /** The row's own tip for a cell; empty: the field's. */
    virtual QString toolTip(int row, int field) const = 0;
    QString rowName(int row) const { return value(row, m_description.nameField).toString(); }
    /** Counts changes of the rows (any mutator), so a cache can tell it is stale whatever order signals arrive in. */
    quint64 revision() const { return m_revision; }

    virtual RowBlock copyRows(int first, int count) const = 0;
    virtual int blockSize(const RowBlock &rows) const = 0;
    /** Rows first … first + count − 1 of a block. */
    virtual RowBlock blockRows(const RowBlock &rows, int first, int count) const = 0;
    /** Appends b's rows to block a in place: a CSV import of 50,000 rows joined block by block was quadratic. */
    virtual void appendBlock(RowBlock &a, const RowBlock &b) const = 0;
    /** value() and applies() of a block's first row. */
    virtual QVariant blockValue(const RowBlock &rows, int field) const = 0;
    virtual bool blockApplies(const RowBlock &rows, int field) const = 0;
    /** The rows of a block with one field set to a canonical value. */
    virtual RowBlock withField(const RowBlock &rows, int field, const QVariant &canonical) const = 0;
    /** Whether every row of a block already holds the value (a drag that came back to where it began). */
    virtual bool allHold(const RowBlock &rows, int field, const QVariant &canonical) const = 0;

    /** The first row of templates that a CSV row of this name starts from, or -1. */
    virtual int findTemplate(const RowBlock &templates, const QString &name) const = 0;
    /** Fixes what a CSV row's cells left inconsistent (TableTraits::finishImport); base may be null. */
    virtual RowBlock finishImport(const RowBlock &row, const RowBlock *base, const QList<int> &givenFields) const = 0;
    /** count rows as "Add" makes them (a blank to fill in, with sensible figures). */
    virtual RowBlock blankRows(int count) const = 0;
    /** count rows with nothing set: what a CSV row or a file row starts from, so an empty cell stays unknown. */
    virtual RowBlock emptyRows(int count) const = 0;
    /** The first rule across fields that a row of the block breaks, naming the field; empty when none. */
    virtual QString rowProblem(const RowBlock &rows, int *field) const = 0;

    virtual void replaceRows(int first, const RowBlock &rows) = 0;
    virtual void insertRows(int row, const RowBlock &rows) = 0;
    virtual void removeRows(int row, int count) = 0;
    virtual void moveRow(int from, int to) = 0;

signals:
    /** Rows first … last changed in place (an edit, or a what-if change of several rows at once). */
    void rowsChanged(int first, int last);
    void rowsAboutToBeInserted(int first, int last);
    void rowsInserted(int first, int last);
    void rowsAboutToBeRemoved(int first, int last);
    void rowsRemoved(int first, int last);
    void rowAboutToMove(int from, int to);
    void rowMoved(int from, int to);

protected:
    void changed() { ++m_revision; }

private:
    const TableDescription &m_description;
    quint64 m_revision = 0;
};

/** Calls f after rows were inserted, removed or moved (not edited in place). */
template <typename F> void onRowsRestructured(const TableRows &rows, const QObject *context, F f)
{
    for (auto signal : { &TableRows::rowsInserted, &TableRows::rowsRemoved, &TableRows::rowMoved })
        QObject::connect(&rows, signal, context, f);
}

/** Calls f before rows are inserted, removed or moved. */
template <typename F> void onRowsAboutToRestructure(const TableRows &rows, const QObject *context, F f)
{
    for (auto signal :
        { &TableRows::rowsAboutToBeInserted, &TableRows::rowsAboutToBeRemoved, &TableRows::rowAboutToMove })
        QObject::connect(&rows, signal, context, f);
}

/** Calls f after any change of the rows: edits in place, inserts, removals and moves. */
template <typename F> void onAnyRowChange(const TableRows &rows, const QObject *context, F f)
{
    onRowsRestructured(rows, context, f);
    QObject::connect(&rows, &TableRows::rowsChanged, context, f);
}

/** The rows of one table, by value, with the signals of TableRows. */
template <typename Entry> class RowList final : public TableRows {
    using Traits = TableTraits<Entry>;

public:
    explicit RowList(QObject *parent = nullptr) : TableRows(Traits::description(), parent) { }

    const QList<Entry> &rows() const { return m_rows; }
    const Entry &at(int row) const { return m_rows.at(row); }
    /** Replaces every row without signals: the project's reset wraps it in aboutToReset/resetDone. */
    void setRows(QList<Entry> rows)
    {
        m_rows = std::move(rows);
        changed();
    }

    int count() const override { return int(m_rows.size()); }
    QVariant value(int row, int field) const override { return Traits::value(at(row), field); }
    bool applies(int row, int field) const override { return Traits::applies(at(row), field); }
    QString toolTip(int row, int field) const override { return Traits::toolTip(at(row), field); }

    RowBlock copyRows(int first, int n) const override { return m_rows.mid(first, n); }
    int blockSize(const RowBlock &rows) const override { return int(block(rows).size()); }
    RowBlock blockRows(const RowBlock &rows, int first, int n) const override { return block(rows).mid(first, n); }
    void appendBlock(RowBlock &a, const RowBlock &b) const override
    {
        std::any_cast<QList<Entry> &>(a).append(block(b));
    }
    QVariant blockValue(const RowBlock &rows, int field) const override
    {
        return Traits::value(block(rows).front(), field);
    }
    bool blockApplies(const RowBlock &rows, int field) const override
    {
        return Traits::applies(block(rows).front(), field);
    }
    RowBlock withField(const RowBlock &rows, int field, const QVariant &canonical) const override
    {
        QList<Entry> changed = block(rows);
        for (Entry &e : changed)
            Traits::set(e, field, canonical);
        return changed;
    }
    bool allHold(const RowBlock &rows, int field, const QVariant &canonical) const override
    {
        const QList<Entry> &b = block(rows);
        return std::all_of(b.begin(), b.end(), [&](const Entry &e) { return Traits::value(e, field) == canonical; });
    }

    int findTemplate(const RowBlock &templates, const QString &name) const override
    {
        if (!templates.has_value())
            return -1;
        const QList<Entry> &t = block(templates);
        const QString wanted = name.trimmed();
        for (qsizetype i = 0; i < t.size(); ++i) {
            if (Traits::matchesName(t[i], wanted))
                return int(i);
        }
        return -1;
    }
    RowBlock finishImport(const RowBlock &row, const RowBlock *base, const QList<int> &givenFields) const override
    {
        QList<Entry> rows = block(row);
        Traits::finishImport(rows.front(), base ? &block(*base).front() : nullptr, givenFields);
        return rows;
    }
    RowBlock blankRows(int n) const override { return QList<Entry>(n, Traits::blank()); }
    RowBlock emptyRows(int n) const override { return QList<Entry>(n); }
    QString rowProblem(const RowBlock &rows, int *field) const override
    {
        for (const Entry &e : block(rows)) {
            if (QString problem = Traits::rowProblem(e, field); !problem.isEmpty())
                return problem;
        }
        return {};
    }

    void replaceRows(int first, const RowBlock &rows) override
    {
        const QList<Entry> &b = block(rows);
        if (b.isEmpty())
            return;
        std::copy(b.begin(), b.end(), m_rows.begin() + first);
        changed();
        emit rowsChanged(first, first + int(b.size()) - 1);
    }
    void insertRows(int row, const RowBlock &rows) override
    {
        const QList<Entry> &b = block(rows);
        if (b.isEmpty())
            return;
        const int last = row + int(b.size()) - 1;
        emit rowsAboutToBeInserted(row, last);
        m_rows = m_rows.mid(0, row) + b + m_rows.mid(row);
        changed();
        emit rowsInserted(row, last);
    }
    void removeRows(int row, int n) override
    {
        if (n <= 0)
            return;
        emit rowsAboutToBeRemoved(row, row + n - 1);
        m_rows.remove(row, n);
        changed();
        emit rowsRemoved(row, row + n - 1);
    }
    void moveRow(int from, int to) override
    {
        if (from == to)
            return;
        emit rowAboutToMove(from, to);
        m_rows.move(from, to);
        changed();
        emit rowMoved(from, to);
    }

private:
    static const QList<Entry> &block(const RowBlock &rows) { return std::any_cast<const QList<Entry> &>(rows); }

    QList<Entry> m_rows;
};

} // namespace flopsheet
