#include "ui/sortkeyproxy.h"

#include <QElapsedTimer>
#include <QTimer>
#include <QVariant>

#include <algorithm>
#include <climits>
#include <utility>

namespace flopsheet {
namespace {

// Past this many separate runs of rows shown or hidden at once, one reset costs the views less than a
// signal per run (each makes them and the mapping walk the rows after it).
constexpr std::size_t kMostRuns = 64;
// A filter scan reads rows for this long between events: keys typed and frames painted wait no longer.
constexpr qint64 kScanSliceMs = 10;
// Rows read between looks at the clock.
constexpr int kScanChunk = 256;

// The runs of consecutive numbers in ascending `values`, as [first, last] pairs.
std::vector<std::pair<int, int>> runsOf(const std::vector<int> &values)
{
    std::vector<std::pair<int, int>> runs;
    for (int v : values) {
        if (!runs.empty() && runs.back().second + 1 == v)
            runs.back().second = v;
        else
            runs.emplace_back(v, v);
    }
    return runs;
}

} // namespace

SortKeyProxy::SortKeyProxy(QObject *parent) : QAbstractProxyModel(parent), m_scanTimer(new QTimer(this))
{
    m_scanTimer->setSingleShot(true);
    m_scanTimer->setInterval(0);
    connect(m_scanTimer, &QTimer::timeout, this, [this] { scanSlice(); });
}

void SortKeyProxy::setSourceModel(QAbstractItemModel *model)
{
    beginResetModel();
    if (sourceModel())
        disconnect(sourceModel(), nullptr, this, nullptr);
    QAbstractProxyModel::setSourceModel(model);
    if (model) {
        connect(model, &QAbstractItemModel::dataChanged, this, &SortKeyProxy::sourceDataChanged);
        connect(model, &QAbstractItemModel::headerDataChanged, this, &SortKeyProxy::sourceHeaderDataChanged);
        connect(model, &QAbstractItemModel::rowsAboutToBeRemoved, this, &SortKeyProxy::sourceRowsAboutToBeRemoved);
        connect(model, &QAbstractItemModel::rowsRemoved, this, &SortKeyProxy::sourceRowsRemoved);
        connect(model, &QAbstractItemModel::rowsInserted, this, &SortKeyProxy::sourceRowsInserted);
        // A move or a layout change: the rows are sorted again, each persistent index kept on its cell.
        connect(model, &QAbstractItemModel::rowsAboutToBeMoved, this, &SortKeyProxy::sourceLayoutAboutToBeChanged);
        connect(model, &QAbstractItemModel::rowsMoved, this, &SortKeyProxy::sourceLayoutChanged);
        connect(model, &QAbstractItemModel::layoutAboutToBeChanged, this, &SortKeyProxy::sourceLayoutAboutToBeChanged);
        connect(model, &QAbstractItemModel::layoutChanged, this, &SortKeyProxy::sourceLayoutChanged);
        // Changes of the whole table or of its columns: a reset.
        const auto begin = [this] { beginResetModel(); };
        const auto end = [this] { reset(); };
        connect(model, &QAbstractItemModel::modelAboutToBeReset, this, begin);
        connect(model, &QAbstractItemModel::modelReset, this, end);
        connect(model, &QAbstractItemModel::columnsAboutToBeInserted, this, begin);
        connect(model, &QAbstractItemModel::columnsInserted, this, end);
        connect(model, &QAbstractItemModel::columnsAboutToBeRemoved, this, begin);
        connect(model, &QAbstractItemModel::columnsRemoved, this, end);
        connect(model, &QAbstractItemModel::columnsAboutToBeMoved, this, begin);
        connect(model, &QAbstractItemModel::columnsMoved, this, end);
        // A model deleted under the proxy leaves it empty, not holding rows of nothing. Quietly: a reset
        // would send the views (and the panel counting rows) back to the model while it is being destroyed.
        connect(model, &QObject::destroyed, this, [this] {
            m_scanTimer->stop();
            m_scan = Scan {};
            m_rows.clear();
            m_positions.clear();
            m_keys.clear();
        });
    }
    rebuild();
    endResetModel();
}

QModelIndex SortKeyProxy::index(int row, int column, const QModelIndex &parent) const
{
    if (parent.isValid() || row < 0 || column < 0 || row >= rowCount() || column >= columnCount())
        return {};
    return createIndex(row, column);
}

QModelIndex SortKeyProxy::parent(const QModelIndex &) const
{
    return {};
}

QModelIndex SortKeyProxy::sibling(int row, int column, const QModelIndex &) const
{
    return index(row, column);
}

int SortKeyProxy::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SortKeyProxy::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || !sourceModel() ? 0 : sourceModel()->columnCount();
}

bool SortKeyProxy::hasChildren(const QModelIndex &parent) const
{
    return !parent.isValid() && !m_rows.empty();
}

QModelIndex SortKeyProxy::mapToSource(const QModelIndex &proxyIndex) const
{
    if (!proxyIndex.isValid() || proxyIndex.model() != this || !sourceModel()
        || std::size_t(proxyIndex.row()) >= m_rows.size())
        return {};
    return sourceModel()->index(m_rows[std::size_t(proxyIndex.row())], proxyIndex.column());
}

QModelIndex SortKeyProxy::mapFromSource(const QModelIndex &sourceIndex) const
{
    if (!sourceIndex.isValid() || sourceIndex.model() != sourceModel() || sourceIndex.parent().isValid()
        || std::size_t(sourceIndex.row()) >= m_positions.size())
        return {};
    const int row = m_positions[std::size_t(sourceIndex.row())];
    return row < 0 ? QModelIndex() : createIndex(row, sourceIndex.column());
}

QVariant SortKeyProxy::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (!sourceModel())
        return {};
    // Column headers stay when the filter leaves no row; a row header is its row's.
    if (orientation == Qt::Vertical && section >= 0 && std::size_t(section) < m_rows.size())
        section = m_rows[std::size_t(section)];
    return sourceModel()->headerData(section, orientation, role);
}

void SortKeyProxy::sort(int column, Qt::SortOrder order)
{
    if (column >= columnCount())
        column = -1;
    if (column == m_sortColumn && (column < 0 || order == m_sortOrder))
        return;
    relayout([&] {
        m_sortColumn = column;
        m_sortOrder = order;
        readKeys();
        inProxyOrder(m_rows); // by source row when not sorted
        updatePositions();
    });
}

void SortKeyProxy::setSortRole(int role)
{
    if (role == m_sortRole)
        return;
    m_sortRole = role;
    if (!sorted())
        return;
    relayout([this] {
        readKeys();
        inProxyOrder(m_rows);
        updatePositions();
    });
}

void SortKeyProxy::setSortCaseSensitivity(Qt::CaseSensitivity sensitivity)
{
    if (sensitivity == m_sortCase)
        return;
    m_sortCase = sensitivity;
    if (!sorted())
        return;
    relayout([this] {
        inProxyOrder(m_rows);
        updatePositions();
    });
}

void SortKeyProxy::setFilterKeyColumn(int column)
{
    if (column == m_filterColumn)
        return;
    m_filterColumn = column;
    refilter();
}

void SortKeyProxy::setFilterCaseSensitivity(Qt::CaseSensitivity sensitivity)
{
    if (sensitivity == m_filterCase)
        return;
    m_filterCase = sensitivity;
    refilter();
}

void SortKeyProxy::setFilterFixedString(const QString &text)
{
    if (text == m_filter)
        return;
    // Typing on narrows what is shown and deleting widens it: only the rows on the side that can change
    // are read again (every cell of 400,000 results as the view shows them takes about a second). The
    // rows shown follow the filter last applied, unless the table changed during a scan under way.
    const bool follows = m_shownFollowApplied;
    const QString &shownBy = m_appliedFilter;
    m_filter = text;
    if (follows && text == shownBy) { // back to the filter shown: nothing to read
        if (dropScan())
            emit filteringChanged(false);
        return;
    }
    const bool narrower = follows && !shownBy.isEmpty() && text.contains(shownBy, m_filterCase);
    const bool wider = follows && (text.isEmpty() || shownBy.contains(text, m_filterCase));
    refilter(narrower ? Rows::Shown : wider ? Rows::Hidden : Rows::All);
}

void SortKeyProxy::finishFiltering()
{
    if (!m_scan.active)
        return;
    m_scanTimer->stop();
    scanSlice(true);
}

bool SortKeyProxy::dropScan()
{
    m_scanTimer->stop();
    return std::exchange(m_scan, Scan {}).active;
}

bool SortKeyProxy::readsInBackground(qint64 rows) const
{
    const int columns = m_filterColumn < 0 ? columnCount() : 1;
    return !m_filter.isEmpty() && rows * columns > m_backgroundCells;
}

SortKeyProxy::Key SortKeyProxy::keyOf(int sourceRow) const
{
    const QVariant value = sourceModel()->index(sourceRow, m_sortColumn).data(m_sortRole);
    Key key;
    switch (value.typeId()) {
    case QMetaType::UnknownType:
        break;
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Float:
    case QMetaType::Double:
    case QMetaType::Bool:
        key.kind = Key::Number;
        key.number = value.toDouble();
        break;
    default:
        key.kind = Key::Text;
        key.text = value.toString();
        break;
    }
    return key;
}

void SortKeyProxy::readKeys()
{
    m_keys.clear();
    if (!sorted() || !sourceModel())
        return;
    const int rows = sourceModel()->rowCount();
    m_keys.reserve(std::size_t(rows));
    for (int r = 0; r < rows; ++r)
        m_keys.push_back(keyOf(r));
}

// QSortFilterProxyModel's comparison (QAbstractItemModelPrivate::isVariantLessThan, Qt 6) on kept
// keys: an empty value is never less and sorts after everything else; the left value's kind decides.
bool SortKeyProxy::keyLess(const Key &a, const Key &b) const
{
    if (a.kind == Key::Empty)
        return false;
    if (b.kind == Key::Empty)
        return true;
    if (a.kind == Key::Number)
        return a.number < (b.kind == Key::Number ? b.number : b.text.toDouble());
    const QString rightText = b.kind == Key::Text ? b.text : QString::number(b.number);
    return a.text.compare(rightText, m_sortCase) < 0;
}

// Descending is ascending with the operands swapped, as QSortFilterProxyModel sorts (empty values first).
bool SortKeyProxy::before(int a, int b) const
{
    if (!sorted())
        return a < b;
    const Key &ka = m_keys[std::size_t(a)];
    const Key &kb = m_keys[std::size_t(b)];
    return m_sortOrder == Qt::AscendingOrder ? keyLess(ka, kb) : keyLess(kb, ka);
}

// QSortFilterProxyModel's fixed-string filter: the display text of the key column, or of any column.
bool SortKeyProxy::accepts(int sourceRow) const
{
    if (m_filter.isEmpty())
        return true;
    const QAbstractItemModel *model = sourceModel();
    const int columns = model->columnCount();
    const auto matches = [&](int column) {
        return model->index(sourceRow, column).data(Qt::DisplayRole).toString().contains(m_filter, m_filterCase);
    };
    if (m_filterColumn >= 0)
        return m_filterColumn < columns && matches(m_filterColumn);
    for (int c = 0; c < columns; ++c) {
        if (matches(c))
            return true;
    }
    return false;
}

void SortKeyProxy::rebuild(bool filterLater)
{
    // Every row is read with the filter as typed (now, or by a scan from none shown): a scan under way
    // has nothing left to do.
    const bool wasScanning = dropScan();
    m_appliedFilter = m_filter;
    m_shownFollowApplied = true;
    if (m_sortColumn >= columnCount())
        m_sortColumn = -1;
    readKeys();
    m_rows.clear();
    const int rows = sourceModel() ? sourceModel()->rowCount() : 0;
    filterLater = filterLater && readsInBackground(rows);
    if (!filterLater) {
        m_rows.reserve(std::size_t(rows));
        for (int r = 0; r < rows; ++r) {
            if (accepts(r))
                m_rows.push_back(r);
        }
        if (sorted())
            inProxyOrder(m_rows);
    }
    updatePositions();
    if (filterLater) {
        m_shownFollowApplied = false; // none shown: the filter has not been applied yet
        startScan(Rows::All, wasScanning);
    } else if (wasScanning) {
        emit filteringChanged(false);
    }
}

void SortKeyProxy::reset()
{
    // A large table's rows wait for a scan between events (a plan of 400,000 results reset by a GPU type
    // included, or a workload added, would otherwise wait a second more for the filter).
    rebuild(true);
    endResetModel();
}

void SortKeyProxy::updatePositions(int from)
{
    const std::size_t rows = sourceModel() ? std::size_t(sourceModel()->rowCount()) : 0;
    if (from == 0 || m_positions.size() != rows)
        m_positions.assign(rows, -1);
    for (std::size_t p = std::size_t(from); p < m_rows.size(); ++p)
        m_positions[std::size_t(m_rows[p])] = int(p);
}

int SortKeyProxy::insertionPoint(const std::vector<int> &rows, int row) const
{
    return int(std::upper_bound(rows.begin(), rows.end(), row, precedes()) - rows.begin());
}

std::vector<int> SortKeyProxy::merged(const std::vector<int> &rows, const std::vector<int> &added) const
{
    // Each added row after every row it does not precede (ties keep the rows already there first), found
    // by binary search: a few added rows cost a few comparisons, not one per row (the keys of 400,000 rows
    // do not stay in cache).
    std::vector<int> out;
    out.reserve(rows.size() + added.size());
    auto from = rows.begin();
    for (int row : added) {
        const auto at = std::upper_bound(from, rows.end(), row, precedes());
        out.insert(out.end(), from, at);
        out.push_back(row);
        from = at;
    }
    out.insert(out.end(), from, rows.end());
    return out;
}

template <typename Change> void SortKeyProxy::relayout(Change change)
{
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList from = persistentIndexList();
    std::vector<int> sources;
    sources.reserve(std::size_t(from.size()));
    for (const QModelIndex &index : from)
        sources.push_back(std::size_t(index.row()) < m_rows.size() ? m_rows[std::size_t(index.row())] : -1);
    change();
    QModelIndexList to;
    to.reserve(from.size());
    for (qsizetype i = 0; i < from.size(); ++i) {
        const int source = sources[std::size_t(i)];
        const int row = source >= 0 && std::size_t(source) < m_positions.size() ? m_positions[std::size_t(source)] : -1;
        to << (row >= 0 ? createIndex(row, from[i].column()) : QModelIndex());
    }
    changePersistentIndexList(from, to);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

void SortKeyProxy::hideRows(const std::vector<int> &rows)
{
    if (rows.empty())
        return;
    std::vector<int> shownAt;
    shownAt.reserve(rows.size());
    for (int r : rows)
        shownAt.push_back(m_positions[std::size_t(r)]);
    std::sort(shownAt.begin(), shownAt.end());
    const auto runs = runsOf(shownAt);
    if (runs.size() > kMostRuns) {
        beginResetModel();
        for (int r : rows)
            m_positions[std::size_t(r)] = -1;
        std::erase_if(m_rows, [this](int r) { return m_positions[std::size_t(r)] < 0; });
        updatePositions();
        endResetModel();
        return;
    }
    for (auto run = runs.rbegin(); run != runs.rend(); ++run) {
        beginRemoveRows({}, run->first, run->second);
        for (int p = run->first; p <= run->second; ++p)
            m_positions[std::size_t(m_rows[std::size_t(p)])] = -1;
        m_rows.erase(m_rows.begin() + run->first, m_rows.begin() + run->second + 1);
        updatePositions(run->first);
        endRemoveRows();
    }
}

void SortKeyProxy::showRows(std::vector<int> rows)
{
    if (rows.empty())
        return;
    // In proxy order (a stable sort of source order), each at its insertion point among the shown rows.
    inProxyOrder(rows);
    std::vector<int> points;
    points.reserve(rows.size());
    for (int r : rows)
        points.push_back(insertionPoint(m_rows, r));
    std::size_t runs = 0;
    for (std::size_t i = 0; i < points.size(); ++i)
        runs += i == 0 || points[i] != points[i - 1];
    if (runs > kMostRuns) {
        beginResetModel();
        m_rows = merged(m_rows, rows);
        updatePositions();
        endResetModel();
        return;
    }
    // The last run first, so the earlier insertion points still hold.
    for (std::size_t end = rows.size(); end > 0;) {
        std::size_t begin = end - 1;
        while (begin > 0 && points[begin - 1] == points[end - 1])
            --begin;
        const int at = points[end - 1];
        beginInsertRows({}, at, at + int(end - begin) - 1);
        m_rows.insert(m_rows.begin() + at, rows.begin() + std::ptrdiff_t(begin), rows.begin() + std::ptrdiff_t(end));
        updatePositions(at);
        endInsertRows();
        end = begin;
    }
}

void SortKeyProxy::inProxyOrder(std::vector<int> &rows) const
{
    std::stable_sort(rows.begin(), rows.end(), precedes());
}

void SortKeyProxy::sortOutByFilter(
    int first, int last, Rows which, std::vector<int> &hide, std::vector<int> &show) const
{
    for (int r = first; r <= last; ++r) {
        const bool shown = m_positions[std::size_t(r)] >= 0;
        if ((which == Rows::Shown && !shown) || (which == Rows::Hidden && shown))
            continue;
        const bool accepted = accepts(r);
        if (shown && !accepted)
            hide.push_back(r);
        else if (!shown && accepted)
            show.push_back(r);
    }
}

void SortKeyProxy::refilter(Rows which)
{
    if (!sourceModel())
        return;
    const bool wasActive = dropScan();
    const qint64 rows = sourceModel()->rowCount();
    const qint64 shown = qint64(m_rows.size());
    if (!readsInBackground(which == Rows::Shown ? shown : which == Rows::Hidden ? rows - shown : rows)) {
        // An empty filter reads no cell; a small table is read at once.
        std::vector<int> hide, show;
        sortOutByFilter(0, int(rows) - 1, which, hide, show);
        m_appliedFilter = m_filter;
        m_shownFollowApplied = true;
        hideRows(hide);
        showRows(std::move(show));
        if (wasActive)
            emit filteringChanged(false);
        return;
    }
    startScan(which, wasActive);
}

void SortKeyProxy::startScan(Rows which, bool wasActive)
{
    wasActive = dropScan() || wasActive;
    m_scan.active = true;
    m_scan.which = which;
    m_scanTimer->start();
    if (!wasActive)
        emit filteringChanged(true);
}

void SortKeyProxy::scanSlice(bool toEnd)
{
    if (!m_scan.active || !sourceModel())
        return;
    QElapsedTimer clock;
    clock.start();
    const int rows = sourceModel()->rowCount();
    const int chunk = m_sliceRows > 0 ? m_sliceRows : kScanChunk;
    while (m_scan.next < rows) {
        const int last = std::min(rows - 1, m_scan.next + chunk - 1);
        sortOutByFilter(m_scan.next, last, m_scan.which, m_scan.hide, m_scan.show);
        m_scan.next = last + 1;
        if (!toEnd && (m_sliceRows > 0 || clock.elapsed() >= kScanSliceMs))
            break;
    }
    if (m_scan.next < rows) {
        m_scanTimer->start();
        return;
    }
    // Every row read: the rows change in one go, as a filter applied at once changes them.
    Scan done = std::exchange(m_scan, Scan {});
    m_appliedFilter = m_filter;
    m_shownFollowApplied = true;
    hideRows(done.hide);
    showRows(std::move(done.show));
    emit filteringChanged(false);
}

void SortKeyProxy::restartScan()
{
    if (!m_scan.active)
        return;
    // Rows moved or changed under the scan: read every row again, and the rows shown no longer follow
    // one filter (rows inserted meanwhile wait hidden for the scan).
    m_shownFollowApplied = false;
    startScan(Rows::All);
}

void SortKeyProxy::sourceDataChanged(
    const QModelIndex &topLeft, const QModelIndex &bottomRight, const QList<int> &roles)
{
    if (!topLeft.isValid() || topLeft.parent().isValid())
        return;
    const int first = topLeft.row(), last = bottomRight.row();
    const bool sortHit = sorted() && m_sortColumn >= topLeft.column() && m_sortColumn <= bottomRight.column()
        && (roles.isEmpty() || roles.contains(m_sortRole));
    const bool filterHit = !m_filter.isEmpty()
        && (m_filterColumn < 0 || (m_filterColumn >= topLeft.column() && m_filterColumn <= bottomRight.column()))
        && (roles.isEmpty() || roles.contains(Qt::DisplayRole));
    if (sortHit) {
        for (int r = first; r <= last; ++r)
            m_keys[std::size_t(r)] = keyOf(r);
    }
    std::vector<int> hide, show;
    if (filterHit && (m_scan.active || readsInBackground(last - first + 1))) {
        // Many rows changed (a recalculation of every result), or a scan is under way: a scan of every row
        // reads them between events, the rows shown keeping their places until it ends.
        m_shownFollowApplied = false;
        startScan(Rows::All);
    } else if (filterHit) {
        sortOutByFilter(first, last, Rows::All, hide, show);
    }
    hideRows(hide);
    if (sortHit) {
        // The order holds unless a changed row now precedes the row above it or follows the one below.
        std::vector<int> changed;
        bool outOfOrder = false;
        for (int r = first; r <= last; ++r) {
            const int p = m_positions[std::size_t(r)];
            if (p < 0)
                continue;
            changed.push_back(r);
            outOfOrder = outOfOrder || (p > 0 && before(r, m_rows[std::size_t(p - 1)]))
                || (std::size_t(p) + 1 < m_rows.size() && before(m_rows[std::size_t(p) + 1], r));
        }
        // Every changed row is taken out and merged back in at its place: one pass over the rows.
        if (outOfOrder) {
            relayout([&] {
                // Taken out in one sequential pass over their old places.
                std::vector<int> places;
                places.reserve(changed.size());
                for (int r : changed)
                    places.push_back(m_positions[std::size_t(r)]);
                std::sort(places.begin(), places.end());
                std::size_t kept = std::size_t(places.front()), next = 0;
                for (std::size_t p = kept; p < m_rows.size(); ++p) {
                    if (next < places.size() && p == std::size_t(places[next]))
                        ++next;
                    else
                        m_rows[kept++] = m_rows[p];
                }
                m_rows.resize(kept);
                // Rows above the first changed row's old and new places keep theirs.
                int from = places.front();
                inProxyOrder(changed);
                from = std::min(from, insertionPoint(m_rows, changed.front()));
                m_rows = merged(m_rows, changed);
                updatePositions(from);
            });
        }
    }
    showRows(std::move(show));
    int top = INT_MAX, bottom = -1;
    for (int r = first; r <= last; ++r) {
        const int p = m_positions[std::size_t(r)];
        if (p >= 0) {
            top = std::min(top, p);
            bottom = std::max(bottom, p);
        }
    }
    if (bottom >= 0)
        emit dataChanged(index(top, topLeft.column()), index(bottom, bottomRight.column()), roles);
}

void SortKeyProxy::sourceRowsAboutToBeRemoved(const QModelIndex &parent, int first, int last)
{
    if (parent.isValid())
        return;
    std::vector<int> shown;
    for (int r = first; r <= last; ++r) {
        if (m_positions[std::size_t(r)] >= 0)
            shown.push_back(r);
    }
    hideRows(shown);
}

void SortKeyProxy::sourceRowsRemoved(const QModelIndex &parent, int first, int last)
{
    if (parent.isValid())
        return;
    const int count = last - first + 1;
    for (int &r : m_rows) {
        if (r > last)
            r -= count;
    }
    if (!m_keys.empty())
        m_keys.erase(m_keys.begin() + first, m_keys.begin() + last + 1);
    updatePositions();
    restartScan();
}

void SortKeyProxy::sourceRowsInserted(const QModelIndex &parent, int first, int last)
{
    if (parent.isValid())
        return;
    const int count = last - first + 1;
    for (int &r : m_rows) {
        if (r >= first)
            r += count;
    }
    if (sorted()) {
        m_keys.insert(m_keys.begin() + first, std::size_t(count), Key {});
        for (int r = first; r <= last; ++r)
            m_keys[std::size_t(r)] = keyOf(r);
    }
    updatePositions();
    if (m_scan.active) {
        restartScan(); // the new rows wait hidden for the scan
        return;
    }
    std::vector<int> show;
    for (int r = first; r <= last; ++r) {
        if (accepts(r))
            show.push_back(r);
    }
    showRows(std::move(show));
}

void SortKeyProxy::sourceLayoutAboutToBeChanged()
{
    emit layoutAboutToBeChanged();
    m_layoutFrom = persistentIndexList();
    m_layoutSources.clear();
    for (const QModelIndex &index : std::as_const(m_layoutFrom))
        m_layoutSources << QPersistentModelIndex(mapToSource(index));
}

void SortKeyProxy::sourceLayoutChanged()
{
    rebuild();
    QModelIndexList to;
    for (const QPersistentModelIndex &source : std::as_const(m_layoutSources))
        to << mapFromSource(source);
    changePersistentIndexList(m_layoutFrom, to);
    m_layoutFrom.clear();
    m_layoutSources.clear();
    emit layoutChanged();
}

void SortKeyProxy::sourceHeaderDataChanged(Qt::Orientation orientation, int first, int last)
{
    if (orientation == Qt::Horizontal)
        emit headerDataChanged(orientation, first, last);
    else if (!m_rows.empty())
        emit headerDataChanged(orientation, 0, rowCount() - 1);
}

} // namespace flopsheet
