#pragma once

#include <QList>
#include <QObject>
#include <QTimer>

class QDockWidget;
class QMainWindow;
class QSplitter;
class QWidget;

namespace flopsheet {

class AppSettings;

/**
 * Where the window's docks go and how large they are: the default arrangement for the window's size,
 * the saved one restored, and a floor under every dock so no arrangement — restored, resized, or
 * dragged to a small screen and back — is worse than the default. The tables are the central widget
 * and take what the docks leave; the docks never go below what their content needs to be read.
 */
class WindowLayout : public QObject {
    Q_OBJECT
public:
    /** The docks by their place in the default arrangement. */
    struct Docks {
        QDockWidget *whatIf = nullptr; ///< left
        QDockWidget *details = nullptr; ///< right, beside the charts when the window is wide, tabbed with them when not
        QDockWidget *charts = nullptr; ///< right
        QList<QDockWidget *> bottom; ///< tabbed under the tables, the first in front
    };

    /** Width from which the details and the charts stand side by side instead of in tabs. */
    static constexpr int kSideBySideWidth = 1500;

    WindowLayout(QMainWindow *window, Docks docks, QSplitter *tables, AppSettings *settings);

    /** The saved geometry and dock state; the default where none is saved or it no longer fits. */
    void restore();
    /** Writes the geometry and dock state to the settings. */
    void save() const;
    /** Puts every dock back in its default place and size for the window's current size (View › Reset Layout). */
    void reset();

    /**
     * Gives every shown dock narrower (a bottom dock: lower) than its floor its default size again;
     * the window calls it when it grows and once it is first shown.
     */
    void keepFloors();

    /** The default size of a dock for the current window: a width for side docks, a height for bottom ones. */
    int preferredSizeOf(const QDockWidget *dock) const;
    /** The size below which keepFloors() restores the default: most of it, never under the dock's minimum. */
    int floorOf(const QDockWidget *dock) const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void arrangeDefault();
    void sizeDefault();
    void applyPending();
    bool detailsTabbedWithCharts() const;

    QMainWindow *m_window;
    Docks m_docks;
    QSplitter *m_tables;
    AppSettings *m_settings;
    QTimer m_applyTimer; ///< one deferred step after the layout settles: default sizes or floors
    bool m_defaultPending = false; ///< the next step applies the default sizes
};

/**
 * A panel in a scroll area, so that a dock holding it can be made smaller than the panel's minimum
 * (the panel scrolls instead of the window refusing to shrink).
 */
QWidget *scrollable(QWidget *panel);

} // namespace flopsheet
