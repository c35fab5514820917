#pragma once

#include <QTableView>

namespace flopsheet {

/**
 * A QTableView that behaves like a spreadsheet grid: cell selection, typing starts an edit,
 * compact rows, and a header context menu that hides and shows columns.
 */
class SheetView : public QTableView {
    Q_OBJECT
public:
    explicit SheetView(QWidget *parent = nullptr);

    /**
     * What an empty table says in its middle ("No workloads yet: …"). When rows exist but a filter
     * hides them all, the view says so instead.
     */
    void setPlaceholderText(const QString &text);
    QString placeholderText() const { return m_placeholder; }
    /** The text painted now: empty while the table has rows. */
    QString shownPlaceholder() const;

    /** Sizes every column to its contents, within a sensible maximum width. */
    void fitColumns();

signals:
    /** The view gained keyboard focus: it is the table Copy, Paste and the row actions act on. */
    void activated();

protected:
    void focusInEvent(QFocusEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    void showHeaderMenu(const QPoint &position);

    QString m_placeholder;
};

} // namespace flopsheet
