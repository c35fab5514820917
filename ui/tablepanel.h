#pragma once

#include <QModelIndex>
#include <QWidget>

class QLabel;
class QLineEdit;
class QTimer;
class QAbstractItemModel;

namespace flopsheet {

class SheetView;
class SortKeyProxy;

/**
 * One table of the window: a title, a filter box, the grid over a sorting and filtering proxy of
 * the model, and a message line where a refused edit says why. Rows are reported and selected in
 * the source model's numbering, whatever the sorting.
 */
class TablePanel : public QWidget {
    Q_OBJECT
public:
    explicit TablePanel(QAbstractItemModel *model, QWidget *parent = nullptr);

    void setTitle(const QString &title);
    SheetView *view() const { return m_view; }
    SortKeyProxy *proxy() const { return m_proxy; }
    QAbstractItemModel *sourceModel() const { return m_model; }

    QModelIndex currentSourceIndex() const;
    /** Rows with a selected cell (or the current row), ascending, in source numbering. */
    QList<int> selectedSourceRows() const;
    /** Makes a source cell current and selected, scrolling to it; clears the filter if it hides it. */
    void selectSourceCell(int row, int column = 0);

    /** Shows why an edit of a source cell was refused, at the cell and on the message line. */
    void showRejection(const QModelIndex &sourceIndex, const QString &message);
    /** The row count beside the title: "6 rows", or "5 of 6 rows" while the filter hides some. */
    QString countText() const;
    /** The refusal shown on the message line; empty when none is shown. */
    QString message() const;
    void clearMessage();
    /** Shows only rows where some cell contains the text (case-insensitive); empty shows all. */
    void setFilterText(const QString &text);
    QString filterText() const;
    /** Puts the cursor in the filter box. */
    void focusFilter();

    /** Columns not sized yet (no saved widths): fitColumnsIfPending() sizes them once rows exist. */
    void setColumnsFitPending(bool pending) { m_fitPending = pending; }
    void fitColumnsIfPending();

signals:
    void currentSourceIndexChanged(const QModelIndex &sourceIndex);
    /** The grid gained focus: this table is the one Edit actions act on. */
    void activated();

private:
    void updateCount();

    QAbstractItemModel *m_model;
    SortKeyProxy *m_proxy;
    QLabel *m_title;
    QLabel *m_count;
    QLineEdit *m_filter;
    QLabel *m_message;
    QTimer *m_messageTimer;
    SheetView *m_view;
    bool m_fitPending = false;
};

} // namespace flopsheet
