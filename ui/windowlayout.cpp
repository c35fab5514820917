#include "ui/windowlayout.h"

#include "ui/appsettings.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QResizeEvent>
#include <QScreen>
#include <QScrollArea>
#include <QSplitter>

#include <algorithm>

namespace flopsheet {
namespace {

// Bumped whenever the set or the nesting of docks changes, so an older saved state (the details pane
// inside the central splitter, before issue 15) is not forced onto the new docks.
constexpr int kStateVersion = 2;

// A first start: large enough for tables, details, charts and what-if side by side, never more
// than 90 % of the screen.
constexpr QSize kDefaultWindowSize(1680, 1000);

// A dock is held at no less than this share of its default size when the window grows again.
constexpr double kFloorShare = 0.8;

int clampInt(double value, int low, int high)
{
    return std::clamp(int(value), low, high);
}

bool isDockedAndShown(const QDockWidget *dock)
{
    return dock && dock->isVisible() && !dock->isFloating();
}

} // namespace

WindowLayout::WindowLayout(QMainWindow *window, Docks docks, QSplitter *tables, AppSettings *settings)
    : QObject(window), m_window(window), m_docks(std::move(docks)), m_tables(tables), m_settings(settings)
{
    m_applyTimer.setSingleShot(true);
    m_applyTimer.setInterval(0);
    connect(&m_applyTimer, &QTimer::timeout, this, &WindowLayout::applyPending);
    arrangeDefault();
    window->installEventFilter(this);
}

void WindowLayout::arrangeDefault()
{
    for (QDockWidget *dock : m_window->findChildren<QDockWidget *>(Qt::FindDirectChildrenOnly)) {
        dock->setFloating(false);
        dock->show();
    }
    m_window->addDockWidget(Qt::LeftDockWidgetArea, m_docks.whatIf);
    m_window->addDockWidget(Qt::RightDockWidgetArea, m_docks.details);
    // Beside each other on a wide window; on a laptop the charts in front and the details one tab away.
    if (m_window->width() >= kSideBySideWidth) {
        m_window->splitDockWidget(m_docks.details, m_docks.charts, Qt::Horizontal);
    } else {
        m_window->addDockWidget(Qt::RightDockWidgetArea, m_docks.charts);
        m_window->tabifyDockWidget(m_docks.details, m_docks.charts);
        m_docks.charts->raise();
    }
    if (m_docks.bottom.isEmpty())
        return;
    QDockWidget *front = m_docks.bottom.first();
    m_window->addDockWidget(Qt::BottomDockWidgetArea, front);
    for (QDockWidget *dock : m_docks.bottom.mid(1)) {
        m_window->addDockWidget(Qt::BottomDockWidgetArea, dock);
        m_window->tabifyDockWidget(front, dock);
    }
    front->raise();
}

void WindowLayout::sizeDefault()
{
    QList<QDockWidget *> horizontal { m_docks.whatIf };
    if (!detailsTabbedWithCharts())
        horizontal << m_docks.details;
    horizontal << m_docks.charts;
    QList<int> widths;
    for (QDockWidget *dock : horizontal)
        widths << preferredSizeOf(dock);
    m_window->resizeDocks(horizontal, widths, Qt::Horizontal);
    if (!m_docks.bottom.isEmpty())
        m_window->resizeDocks({ m_docks.bottom.first() }, { preferredSizeOf(m_docks.bottom.first()) }, Qt::Vertical);
    // The tables share the central height: the results, one row per workload and GPU type, the most.
    const int tablesHeight = std::max(m_tables->height(), 300);
    m_tables->setSizes({ tablesHeight * 3 / 10, tablesHeight * 3 / 10, tablesHeight * 4 / 10 });
}

bool WindowLayout::detailsTabbedWithCharts() const
{
    return m_window->tabifiedDockWidgets(m_docks.charts).contains(m_docks.details);
}

int WindowLayout::preferredSizeOf(const QDockWidget *dock) const
{
    const int width = m_window->width();
    if (m_docks.bottom.contains(dock)) // a height; resizeDocks counts the tab bar in it
        return clampInt(m_window->height() * 0.25, 160, 360);
    int preferred = 0;
    if (dock == m_docks.whatIf)
        preferred = clampInt(width * 0.15, 0, 300);
    else if (detailsTabbedWithCharts())
        preferred = clampInt(width * 0.3, 300, 460);
    else if (dock == m_docks.details)
        preferred = clampInt(width * 0.19, 300, 460);
    else if (dock == m_docks.charts)
        preferred = clampInt(width * 0.27, 380, 760);
    return std::max(dock->minimumSizeHint().width(), preferred);
}

int WindowLayout::floorOf(const QDockWidget *dock) const
{
    const int minimum
        = m_docks.bottom.contains(dock) ? dock->minimumSizeHint().height() : dock->minimumSizeHint().width();
    return std::max(minimum, int(preferredSizeOf(dock) * kFloorShare));
}

void WindowLayout::keepFloors()
{
    QList<QDockWidget *> horizontal;
    QList<int> widths;
    for (QDockWidget *dock : { m_docks.whatIf, m_docks.details, m_docks.charts }) {
        const Qt::DockWidgetArea area = m_window->dockWidgetArea(dock);
        if (isDockedAndShown(dock) && (area == Qt::LeftDockWidgetArea || area == Qt::RightDockWidgetArea)
            && dock->width() < floorOf(dock)) {
            horizontal << dock;
            widths << preferredSizeOf(dock);
        }
    }
    if (!horizontal.isEmpty())
        m_window->resizeDocks(horizontal, widths, Qt::Horizontal);
    for (QDockWidget *dock : m_docks.bottom) {
        const Qt::DockWidgetArea area = m_window->dockWidgetArea(dock);
        if (isDockedAndShown(dock) && (area == Qt::BottomDockWidgetArea || area == Qt::TopDockWidgetArea)
            && dock->height() < floorOf(dock)) {
            m_window->resizeDocks({ dock }, { preferredSizeOf(dock) }, Qt::Vertical);
            break; // tabbed together: one resize moves them all
        }
    }
}

void WindowLayout::applyPending()
{
    if (m_defaultPending) {
        m_defaultPending = false;
        sizeDefault();
    } else {
        keepFloors();
    }
}

void WindowLayout::restore()
{
    const QByteArray geometry = m_settings->windowGeometry();
    if (geometry.isEmpty() || !m_window->restoreGeometry(geometry)) {
        QSize size = kDefaultWindowSize;
        if (const QScreen *screen = m_window->screen())
            size = size.boundedTo(screen->availableSize() * 0.9);
        m_window->resize(size);
        arrangeDefault(); // the arrangement follows the width just set
    }
    const bool restored = m_window->restoreState(m_settings->windowState(), kStateVersion);
    const bool tablesRestored = m_tables->restoreState(m_settings->splitterState(QStringLiteral("tables")));
    // Sizes apply once the window is laid out at its final size.
    m_defaultPending = !restored || !tablesRestored;
    m_applyTimer.start();
}

void WindowLayout::save() const
{
    m_settings->setWindowGeometry(m_window->saveGeometry());
    m_settings->setWindowState(m_window->saveState(kStateVersion));
    m_settings->setSplitterState(QStringLiteral("tables"), m_tables->saveState());
}

void WindowLayout::reset()
{
    arrangeDefault();
    m_defaultPending = true;
    m_applyTimer.start();
}

bool WindowLayout::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::Show) {
        m_applyTimer.start(); // a restored state takes its sizes at the first layout; the floors come after it
    } else if (watched == m_window && event->type() == QEvent::Resize) {
        const auto *resize = static_cast<QResizeEvent *>(event);
        const QSize old = resize->oldSize();
        // Growing again after a squeeze gives the docks their room back; shrinking takes it from the tables.
        if (old.isValid() && (resize->size().width() > old.width() || resize->size().height() > old.height()))
            m_applyTimer.start();
    }
    return QObject::eventFilter(watched, event);
}

QWidget *scrollable(QWidget *panel)
{
    auto *scroll = new QScrollArea;
    scroll->setWidget(panel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    return scroll;
}

} // namespace flopsheet
