#pragma once

#include <QAbstractProxyModel>
#include <QPersistentModelIndex>
#include <QString>

#include <vector>

class QTimer;

namespace flopsheet {

/**
 * The tables' sorting and filtering proxy over a flat model. It orders rows as QSortFilterProxyModel
 * does (numbers by value, text by the sort case sensitivity, empty values last, a stable sort from the
 * current order) and keeps the rows whose text in some column contains the filter string.
 *
 * Three things make it our own rather than QSortFilterProxyModel: each row's sort value is read once per
 * column and kept (asking the model for two QVariants on every comparison took 1.3 s to sort 400,000
 * results), and an edit moves its changed rows in one pass. QSortFilterProxyModel rebuilds its whole
 * source-to-proxy mapping once for every run of changed rows it takes out and again for every run it
 * puts back: 40 changed results among 400,000 cost 20-30 ms there (issue 17). Here the changed rows
 * are taken out and merged back in O(rows), and not moved at all when they are still in order (a row
 * whose value ties with a neighbour stays where it is; QSortFilterProxyModel would put it after it).
 * Third, a filter that must read a large table (a new text, a recalculation of every row, a reset) reads it
 * between events instead of before returning (setBackgroundFilterCells).
 */
class SortKeyProxy : public QAbstractProxyModel {
    Q_OBJECT
public:
    explicit SortKeyProxy(QObject *parent = nullptr);

    void setSourceModel(QAbstractItemModel *model) override;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    QModelIndex sibling(int row, int column, const QModelIndex &index) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    QModelIndex mapToSource(const QModelIndex &proxyIndex) const override;
    QModelIndex mapFromSource(const QModelIndex &sourceIndex) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /** Sorts by a column's sortRole() values; -1 restores the model's order. */
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    int sortColumn() const { return m_sortColumn; }
    Qt::SortOrder sortOrder() const { return m_sortOrder; }
    void setSortRole(int role);
    int sortRole() const { return m_sortRole; }
    void setSortCaseSensitivity(Qt::CaseSensitivity sensitivity);
    Qt::CaseSensitivity sortCaseSensitivity() const { return m_sortCase; }

    /**
     * A filter that must read more cells than this is applied in slices between events, so typing never
     * waits on a scan of the whole table: the rows shown stay those of the last filter applied until the
     * scan ends (filteringChanged). A smaller scan is applied at once.
     */
    void setBackgroundFilterCells(qint64 cells) { m_backgroundCells = cells; }
    /** Rows a background scan reads per event: 0 (the default) as many as 10 ms allow; tests take a few. */
    void setFilterSliceRows(int rows) { m_sliceRows = rows; }
    /** Whether a filter scan is under way (rowCount() is still that of the filter before it). */
    bool isFiltering() const { return m_scan.active; }
    /** Ends a filter scan under way at once (an export, or a row the program selects, needs the rows it keeps). */
    void finishFiltering();

    /** The column whose display text the filter looks in (0 by default, as in QSortFilterProxyModel); -1: any. */
    void setFilterKeyColumn(int column);
    void setFilterCaseSensitivity(Qt::CaseSensitivity sensitivity);
    QString filterText() const { return m_filter; }

public slots:
    /** Keeps only rows whose display text contains the string; empty keeps every row. */
    void setFilterFixedString(const QString &text);

signals:
    /** A filter scan started (true) or ended and its rows are shown (false). */
    void filteringChanged(bool filtering);

private:
    struct Key {
        enum Kind : unsigned char { Empty, Number, Text } kind = Empty;
        double number = 0;
        QString text;
    };
    Key keyOf(int sourceRow) const;
    void readKeys();
    bool keyLess(const Key &a, const Key &b) const;
    /** Whether source row a comes before source row b in the proxy's order (false on a tie). */
    bool before(int a, int b) const;
    auto precedes() const
    {
        return [this](int a, int b) { return before(a, b); };
    }
    /** Sorts source rows into the proxy's order, stably (by source row when the proxy is not sorted). */
    void inProxyOrder(std::vector<int> &rows) const;
    bool accepts(int sourceRow) const;
    bool sorted() const { return m_sortColumn >= 0; }

    /**
     * Every accepted row, in the model's order, then sorted: the mapping from nothing. filterLater: a
     * filter too large to read at once is read by a scan instead, no row shown until it ends.
     */
    void rebuild(bool filterLater = false);
    void reset();
    /** m_positions from m_rows, from proxy row `from` on (rows before it kept their places). */
    void updatePositions(int from = 0);
    /** Where source row `row` goes among `rows`: after every row it does not precede. */
    int insertionPoint(const std::vector<int> &rows, int row) const;
    /** `rows` with each of `added` (in proxy order) put at its insertion point. */
    std::vector<int> merged(const std::vector<int> &rows, const std::vector<int> &added) const;
    /** Sorts the shown rows again inside a layout change that carries the persistent indexes along. */
    template <typename Change> void relayout(Change change);
    /** Hides shown source rows, or shows hidden ones, a run of proxy rows at a time (a reset past kMostRuns). */
    void hideRows(const std::vector<int> &rows);
    void showRows(std::vector<int> rows);
    /** Which rows the filter may have changed: all, or only those shown (or hidden) now. */
    enum class Rows { All, Shown, Hidden };
    void refilter(Rows which = Rows::All);
    /** Starts a scan of the rows `which` says, dropping one under way (wasActive: one was, and says so already). */
    void startScan(Rows which, bool wasActive = false);
    /** Reads the next rows of the scan under way for a slice of time, and applies it once every row is read. */
    void scanSlice(bool toEnd = false);
    /** Stops a scan under way, forgetting what it read; whether there was one. */
    bool dropScan();
    /** Whether filtering `rows` rows (a new text, changed rows, a rebuild) is too much to read at once. */
    bool readsInBackground(qint64 rows) const;
    /** A change to the source during a scan: the scan starts again over every row (its rows may have moved). */
    void restartScan();
    /** Of source rows first..last (those `which` says), the shown ones the filter now hides and the hidden
     * ones it now keeps. */
    void sortOutByFilter(int first, int last, Rows which, std::vector<int> &hide, std::vector<int> &show) const;

    void sourceDataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight, const QList<int> &roles);
    void sourceRowsAboutToBeRemoved(const QModelIndex &parent, int first, int last);
    void sourceRowsRemoved(const QModelIndex &parent, int first, int last);
    void sourceRowsInserted(const QModelIndex &parent, int first, int last);
    void sourceLayoutAboutToBeChanged();
    void sourceLayoutChanged();
    void sourceHeaderDataChanged(Qt::Orientation orientation, int first, int last);

    std::vector<int> m_rows; ///< proxy row -> source row
    std::vector<int> m_positions; ///< source row -> proxy row, -1 when filtered out
    std::vector<Key> m_keys; ///< by source row, for m_sortColumn; empty when not sorted
    int m_sortColumn = -1;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
    int m_sortRole = Qt::DisplayRole;
    Qt::CaseSensitivity m_sortCase = Qt::CaseSensitive;
    int m_filterColumn = 0;
    Qt::CaseSensitivity m_filterCase = Qt::CaseSensitive;
    QString m_filter;
    /** The filter the rows shown follow: m_filter except during a scan (then as typed before it). */
    QString m_appliedFilter;
    /**
     * False while the rows shown may not be those the applied filter keeps (the table changed under a
     * scan, many rows changed, or it was rebuilt with none shown), until a scan of every row ends.
     */
    bool m_shownFollowApplied = true;
    /** A filter scan under way: the rows read so far and what the filter does to them. */
    struct Scan {
        bool active = false;
        Rows which = Rows::All;
        int next = 0; ///< the next source row to read
        std::vector<int> hide, show;
    } m_scan;
    qint64 m_backgroundCells = 200000;
    int m_sliceRows = 0;
    QTimer *m_scanTimer = nullptr;
    QModelIndexList m_layoutFrom; ///< persistent proxy indexes across a source layout change
    QList<QPersistentModelIndex> m_layoutSources; ///< their source cells
};

} // namespace flopsheet
