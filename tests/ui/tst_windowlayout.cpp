// The window as a new user meets it, offscreen, from a 1024 × 700 laptop to a 2560 × 1440 screen in
// both languages: the tables first, every dock at a size that can be read, Reset Layout, and a
// restored or re-grown layout never worse than the default.
#include "core/document/project.h"
#include "core/models/plannermodel.h"
#include "ui/charts/chartdock.h"
#include "ui/charts/chartview.h"
#include "ui/commandline.h"
#include "ui/languages.h"
#include "ui/mainwindow.h"
#include "ui/planner/plannerpanel.h"
#include "ui/pool/poolpanel.h"
#include "ui/pool/poolresultmodel.h"
#include "ui/projectfiles.h"
#include "ui/scenarios/scenariopanel.h"
#include "ui/sheetview.h"
#include "ui/sortkeyproxy.h"
#include "ui/tableactions.h"
#include "ui/tablepanel.h"
#include "ui/welcomebanner.h"
#include "ui/whatif/whatifpanel.h"
#include "ui/windowlayout.h"
#include "uitestutil.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>

#include <qcustomplot.h>

using namespace flopsheet;

namespace {

void settle()
{
    for (int i = 0; i < 6; ++i)
        QApplication::processEvents();
}

// Whole data rows the table shows without scrolling.
double visibleRows(TablePanel *panel)
{
    const SheetView *view = panel->view();
    return double(view->viewport()->height()) / view->verticalHeader()->defaultSectionSize();
}

QDockWidget *dockNamed(MainWindow &window, const char *name)
{
    return window.findChild<QDockWidget *>(QString::fromLatin1(name));
}

// What one size must give, at the least.
struct Floors {
    double workloadRows;
    double hardwareRows;
    double resultRows;
    QSize plot;
    int plannerHeight;
    bool detailsBesideCharts;
};

Floors floorsFor(const QSize &size)
{
    if (size.width() <= 1024)
        return { 2, 2, 3, QSize(260, 150), 120, false };
    if (size.width() <= 1680)
        return { 4, 4, 7, QSize(380, 300), 190, true };
    return { 6, 6, 12, QSize(600, 450), 250, true };
}

// A window on the sample plan with settings of its own, at a size, with the default layout for it.
struct Window {
    test::TemporarySettings temp;
    Project project;
    MainWindow window { &project, &temp.settings };

    explicit Window(const QSize &size)
    {
        window.files()->openSample();
        window.resize(size);
        window.show();
        window.resetLayoutAction()->trigger();
        settle();
    }
};

} // namespace

class tst_WindowLayout : public QObject {
    Q_OBJECT
private slots:
    void defaultLayoutAtEverySize_data();
    void defaultLayoutAtEverySize();
    void scenarioButtonsShowOnASmallScreen_data();
    void scenarioButtonsShowOnASmallScreen();
    void poolFiguresShowBesideTheJob_data();
    void poolFiguresShowBesideTheJob();
    void whatIfValuesAreNeverCut();
    void squeezedAndGrownAgainGivesTheDocksBack();
    void restoredLayoutIsNeverWorseThanTheDefault();
    void resetLayoutPutsEveryDockBack();
    void screenshotSizeIsParsedStrictly();
    void theExampleSaysWhatItIs();
    void anEmptyPlanOffersTheFirstSteps();
    void helpOffersAGuide();
    void cleanup() { languages::install(QStringLiteral("en")); }
};

void tst_WindowLayout::defaultLayoutAtEverySize_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("language");
    for (const QSize size : { QSize(1024, 700), QSize(1680, 1050), QSize(2560, 1440) }) {
        for (const char *language : { "en", "zh_CN" })
            QTest::addRow("%dx%d-%s", size.width(), size.height(), language) << size << QString::fromLatin1(language);
    }
}

void tst_WindowLayout::defaultLayoutAtEverySize()
{
    QFETCH(QSize, size);
    QFETCH(QString, language);
    QVERIFY(languages::install(language));
    Window w(size);
    MainWindow &window = w.window;
    const Floors floors = floorsFor(size);

    // Nothing in the window asks for more than the screen: a 1024 × 700 laptop gets a 1024 × 700 window.
    QCOMPARE(window.size(), size);

    // The tables first.
    QVERIFY2(visibleRows(window.workloadPanel()) >= floors.workloadRows,
        qPrintable(QString::number(visibleRows(window.workloadPanel()))));
    QVERIFY2(visibleRows(window.hardwarePanel()) >= floors.hardwareRows,
        qPrintable(QString::number(visibleRows(window.hardwarePanel()))));
    QVERIFY2(visibleRows(window.resultPanel()) >= floors.resultRows,
        qPrintable(QString::number(visibleRows(window.resultPanel()))));
    QVERIFY(window.workloadPanel()->view()->viewport()->width() >= 300);

    // The time-vs-cost plot, in front in the charts dock.
    QCustomPlot *plot = window.chartDock()->chart(ChartKind::TimeCost)->plot();
    QVERIFY(plot->isVisible());
    QVERIFY2(plot->width() >= floors.plot.width() && plot->height() >= floors.plot.height(),
        qPrintable(QStringLiteral("%1 × %2").arg(plot->width()).arg(plot->height())));

    // Details beside the charts when there is room, one tab away when not.
    QDockWidget *details = dockNamed(window, "detailsDock");
    QVERIFY(details);
    const bool tabbed = window.tabifiedDockWidgets(details).contains(window.chartDock());
    QCOMPARE(!tabbed, floors.detailsBesideCharts);
    if (!tabbed)
        QVERIFY2(details->width() >= 300, qPrintable(QString::number(details->width())));

    // The planner, in front of the bottom tabs, shows its controls and some rows.
    QDockWidget *planner = dockNamed(window, "plannerDock");
    QVERIFY(planner->isVisible());
    QVERIFY2(planner->height() >= floors.plannerHeight, qPrintable(QString::number(planner->height())));
    // ... and its recommendation among the rows it shows, however few.
    const PlannerPanel *plannerPanel = window.plannerPanel();
    const int recommended = plannerPanel->model()->recommendedRow();
    QVERIFY(recommended >= 0);
    const QRect row = plannerPanel->view()->visualRect(plannerPanel->model()->index(recommended, 0));
    QVERIFY2(plannerPanel->view()->viewport()->rect().contains(row),
        qPrintable(QStringLiteral("row %1 at y %2 of %3")
                       .arg(recommended)
                       .arg(row.y())
                       .arg(plannerPanel->view()->viewport()->height())));
    // ... in the part of the dock a user sees: the panel sits in a scroll area, and a table taller than the
    // dock once ran below its edge, the recommendation with it.
    const QWidget *shown = plannerPanel->parentWidget(); // the scroll area's viewport
    const QRect onScreen(plannerPanel->view()->viewport()->mapTo(shown, row.topLeft()), row.size());
    QVERIFY2(shown->rect().contains(onScreen),
        qPrintable(QStringLiteral("row %1 at y %2 of the %3 pixels the dock shows")
                       .arg(recommended)
                       .arg(onScreen.y())
                       .arg(shown->height())));

    // The what-if dock is as wide as its controls need.
    QDockWidget *whatIf = dockNamed(window, "whatIfDock");
    QVERIFY(whatIf->isVisible());
    QVERIFY(whatIf->width() >= whatIf->widget()->minimumSizeHint().width());
}

void tst_WindowLayout::scenarioButtonsShowOnASmallScreen_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

void tst_WindowLayout::scenarioButtonsShowOnASmallScreen()
{
    // The Scenarios tab on a 1024 × 640 screen: Save Current…, Apply and Delete fell below the dock's edge while
    // the list of saved scenarios kept its whole preferred height; the list now gives way first.
    QFETCH(QString, language);
    QVERIFY(languages::install(language));
    Window w(QSize(1024, 640));
    MainWindow &window = w.window;
    QDockWidget *scenarios = dockNamed(window, "scenarioDock");
    QVERIFY(scenarios);
    scenarios->raise();
    settle();
    const auto buttons = window.scenarioPanel()->findChildren<QPushButton *>();
    QVERIFY(!buttons.isEmpty());
    const QWidget *shown = window.scenarioPanel()->parentWidget(); // the scroll area's viewport
    for (const QPushButton *button : buttons) {
        const QRect at(button->mapTo(shown, QPoint(0, 0)), button->size());
        QVERIFY2(shown->rect().contains(at),
            qPrintable(QStringLiteral("\"%1\" at y %2-%3 of the %4 pixels the dock shows")
                           .arg(button->text())
                           .arg(at.top())
                           .arg(at.bottom())
                           .arg(shown->height())));
    }
}

void tst_WindowLayout::poolFiguresShowBesideTheJob_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    QTest::newRow("en 1400x900") << QStringLiteral("en") << QSize(1400, 900);
    QTest::newRow("zh_CN 1400x900") << QStringLiteral("zh_CN") << QSize(1400, 900);
    QTest::newRow("en 1920x1080") << QStringLiteral("en") << QSize(1920, 1080);
}

void tst_WindowLayout::poolFiguresShowBesideTheJob()
{
    // The Pool tab's results: "GPUs over time" (up to 300 px of text) sat second and pushed the cost past the
    // dock's right edge at 1400 x 900. Each job's start, finish, GPU-hours and cost now show without scrolling.
    QFETCH(QString, language);
    QFETCH(QSize, size);
    QVERIFY(languages::install(language));
    Window w(size);
    w.window.showView(MainWindow::View::Pool);
    settle();
    const QTableView *view = w.window.poolPanel()->resultView();
    QVERIFY(view->isVisible());
    const QHeaderView *columns = view->horizontalHeader();
    for (int c : { PoolResultModel::JobColumn, PoolResultModel::StartColumn, PoolResultModel::FinishColumn,
             PoolResultModel::GpuHoursColumn, PoolResultModel::CostColumn }) {
        const int left = columns->sectionViewportPosition(c);
        const int right = left + columns->sectionSize(c);
        QVERIFY2(left >= 0 && right <= view->viewport()->width(),
            qPrintable(QStringLiteral("\"%1\" at x %2-%3 of the %4 pixels the table shows")
                           .arg(view->model()->headerData(c, Qt::Horizontal).toString())
                           .arg(left)
                           .arg(right)
                           .arg(view->viewport()->width())));
    }
}

void tst_WindowLayout::whatIfValuesAreNeverCut()
{
    // Chinese values ("自动", "× 1") at the right edge were cut off by the scroll bar: the viewport must
    // be as wide as the content asks, at the narrowest window, in both languages.
    for (const char *language : { "en", "zh_CN" }) {
        QVERIFY(languages::install(QString::fromLatin1(language)));
        Window w(QSize(1024, 700));
        auto *scroll = w.window.whatIfPanel()->findChild<QScrollArea *>();
        QVERIFY(scroll);
        QVERIFY(scroll->verticalScrollBar()->isVisible()); // the panel is taller than a laptop
        QVERIFY2(scroll->viewport()->width() >= scroll->widget()->minimumSizeHint().width(),
            qPrintable(QStringLiteral("%1: viewport %2 < content %3")
                           .arg(QString::fromLatin1(language))
                           .arg(scroll->viewport()->width())
                           .arg(scroll->widget()->minimumSizeHint().width())));
    }
}

void tst_WindowLayout::squeezedAndGrownAgainGivesTheDocksBack()
{
    Window w(QSize(1680, 1050));
    MainWindow &window = w.window;
    QDockWidget *whatIf = dockNamed(window, "whatIfDock");
    QDockWidget *charts = window.chartDock();
    QDockWidget *planner = dockNamed(window, "plannerDock");
    const int whatIfBefore = whatIf->width();
    const int chartsBefore = charts->width();
    const int plannerBefore = planner->height();

    window.resize(1024, 700);
    settle();
    QCOMPARE(window.size(), QSize(1024, 700));
    window.resize(1680, 1050);
    settle();
    // Not crushed: at least the floor for this size, which is most of the default.
    auto *layout = window.findChild<WindowLayout *>();
    QVERIFY(layout);
    QVERIFY2(whatIf->width() >= layout->floorOf(whatIf), qPrintable(QString::number(whatIf->width())));
    QVERIFY2(charts->width() >= layout->floorOf(charts), qPrintable(QString::number(charts->width())));
    QVERIFY2(planner->height() >= layout->floorOf(planner), qPrintable(QString::number(planner->height())));
    QVERIFY(whatIf->width() >= whatIfBefore * 8 / 10);
    QVERIFY(charts->width() >= chartsBefore * 7 / 10);
    QVERIFY(planner->height() >= plannerBefore * 7 / 10);
}

void tst_WindowLayout::restoredLayoutIsNeverWorseThanTheDefault()
{
    test::TemporarySettings temp;
    {
        // A layout saved with the docks dragged as small as they go.
        Project project;
        MainWindow window(&project, &temp.settings);
        window.files()->openSample();
        window.resize(1680, 1050);
        window.show();
        window.resetLayoutAction()->trigger();
        settle();
        window.resizeDocks({ dockNamed(window, "detailsDock") }, { 10 }, Qt::Horizontal);
        window.resizeDocks({ dockNamed(window, "plannerDock") }, { 10 }, Qt::Vertical);
        settle();
        auto *layout = window.findChild<WindowLayout *>();
        QVERIFY(dockNamed(window, "detailsDock")->width() < layout->floorOf(dockNamed(window, "detailsDock")));
        QVERIFY(dockNamed(window, "plannerDock")->height() < layout->floorOf(dockNamed(window, "plannerDock")));
        window.close();
    }
    Project project;
    MainWindow window(&project, &temp.settings);
    window.files()->openSample();
    window.show();
    settle();
    QCOMPARE(window.size(), QSize(1680, 1050));
    auto *layout = window.findChild<WindowLayout *>();
    for (QDockWidget *dock : { dockNamed(window, "whatIfDock"), dockNamed(window, "detailsDock"),
             static_cast<QDockWidget *>(window.chartDock()) })
        QVERIFY2(dock->width() >= layout->floorOf(dock), qPrintable(dock->objectName()));
    QDockWidget *planner = dockNamed(window, "plannerDock");
    QVERIFY2(planner->height() >= layout->floorOf(planner), qPrintable(QString::number(planner->height())));
}

void tst_WindowLayout::resetLayoutPutsEveryDockBack()
{
    Window w(QSize(1680, 1050));
    MainWindow &window = w.window;
    QDockWidget *whatIf = dockNamed(window, "whatIfDock");
    QDockWidget *pool = dockNamed(window, "poolDock");
    window.chartDock()->setFloating(true);
    whatIf->hide();
    window.addDockWidget(Qt::LeftDockWidgetArea, pool);
    settle();

    window.resetLayoutAction()->trigger();
    settle();
    QVERIFY(!window.chartDock()->isFloating());
    QCOMPARE(window.dockWidgetArea(window.chartDock()), Qt::RightDockWidgetArea);
    QVERIFY(whatIf->isVisible());
    QCOMPARE(window.dockWidgetArea(whatIf), Qt::LeftDockWidgetArea);
    QCOMPARE(window.dockWidgetArea(pool), Qt::BottomDockWidgetArea);
    QVERIFY(window.tabifiedDockWidgets(dockNamed(window, "plannerDock")).contains(pool));
    // Qt keeps tabs behind the front one "visible" but moves them out of the window.
    QVERIFY(!dockNamed(window, "plannerDock")->visibleRegion().isEmpty());
    QVERIFY(pool->visibleRegion().isEmpty());
}

void tst_WindowLayout::screenshotSizeIsParsedStrictly()
{
    QCOMPARE(parseScreenshotSize(QStringLiteral("1024x700")), std::optional<QSize>(QSize(1024, 700)));
    QCOMPARE(parseScreenshotSize(QStringLiteral(" 2560X1440 ")), std::optional<QSize>(QSize(2560, 1440)));
    for (const char *bad :
        { "1024", "1024x", "x700", "1024x700x2", "10x10", "199x700", "99999x700", "-1024x700", "1024,700" })
        QVERIFY2(!parseScreenshotSize(QString::fromLatin1(bad)), bad);
}

void tst_WindowLayout::theExampleSaysWhatItIs()
{
    test::TemporarySettings temp;
    {
        Project project;
        MainWindow window(&project, &temp.settings);
        window.files()->openSample();
        window.show();
        settle();
        QVERIFY2(window.windowTitle().startsWith(QStringLiteral("Example plan")), qPrintable(window.windowTitle()));
        auto *banner = window.findChild<WelcomeBanner *>();
        QVERIFY(banner && banner->isVisible());
        QCOMPARE(banner->state(), WelcomeBanner::State::Example);
        QVERIFY(banner->message()->text().contains(QStringLiteral("example plan")));
        // One line across the window, even at its narrowest: a strip, not a block over the tables.
        window.resize(1024, 700);
        settle();
        QVERIFY2(banner->height() <= banner->message()->fontMetrics().height() * 5 / 2,
            qPrintable(QString::number(banner->height())));
        QVERIFY2(banner->message()->width() >= banner->message()->sizeHint().width(), "the note is cut");
        // Closing it is remembered.
        auto *close = banner->findChildren<QToolButton *>().value(0);
        QVERIFY(close);
        QTest::mouseClick(close, Qt::LeftButton);
        QVERIFY(!banner->isVisible());
        QVERIFY(temp.settings.exampleNoteClosed());
        window.close();
    }
    Project project;
    MainWindow window(&project, &temp.settings);
    window.files()->openSample();
    window.show();
    settle();
    QVERIFY(!window.findChild<WelcomeBanner *>()->isVisible());
    QVERIFY(window.windowTitle().startsWith(QStringLiteral("Example plan"))); // the title still says it
}

void tst_WindowLayout::anEmptyPlanOffersTheFirstSteps()
{
    Window w(QSize(1024, 700));
    MainWindow &window = w.window;
    window.files()->newProject(); // the example is unmodified: no question
    settle();
    QCOMPARE(w.project.workloadCount(), 0);
    QVERIFY(window.windowTitle().startsWith(QStringLiteral("Untitled")));
    auto *banner = window.findChild<WelcomeBanner *>();
    QCOMPARE(banner->state(), WelcomeBanner::State::EmptyPlan);
    QVERIFY(banner->isVisible());
    QStringList buttons;
    for (const QPushButton *button : banner->findChildren<QPushButton *>()) {
        if (button->isVisible())
            buttons << button->text();
    }
    QCOMPARE(buttons,
        QStringList({ QStringLiteral("Add Workloads from Catalog…"), QStringLiteral("Add GPUs from Catalog…") }));
    // Every table says what goes in it, in full: the message fits the narrowest window.
    for (TablePanel *panel : { window.workloadPanel(), window.hardwarePanel(), window.resultPanel() }) {
        const QString text = panel->view()->shownPlaceholder();
        QVERIFY(!text.isEmpty());
        const QRect needed = panel->view()->fontMetrics().boundingRect(
            panel->view()->viewport()->rect().adjusted(12, 8, -12, -8), Qt::AlignCenter | Qt::TextWordWrap, text);
        QVERIFY2(needed.height() <= panel->view()->viewport()->height(), qPrintable(text));
    }
    // The first workload ends the empty state of its table and the banner's.
    window.tableActions()->addWorkloadAction()->trigger();
    settle();
    QCOMPARE(w.project.workloadCount(), 1);
    QVERIFY(window.workloadPanel()->view()->shownPlaceholder().isEmpty());
    QVERIFY(!banner->isVisible());
    // A filter that hides every row says so, not "no workloads yet".
    window.workloadPanel()->proxy()->setFilterFixedString(QStringLiteral("no such name"));
    QCOMPARE(window.workloadPanel()->view()->shownPlaceholder(), QStringLiteral("No row matches the filter."));
}

void tst_WindowLayout::helpOffersAGuide()
{
    Window w(QSize(1024, 700));
    QAction *guide = nullptr;
    for (QAction *action : w.window.findChildren<QAction *>()) {
        if (action->text() == QStringLiteral("&Getting Started"))
            guide = action;
    }
    QVERIFY(guide);
    QCOMPARE(guide->shortcut(), QKeySequence(QKeySequence::HelpContents));
    QTimer::singleShot(0, [] {
        auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        auto *text = dialog->findChild<QTextBrowser *>();
        QVERIFY(text->toPlainText().contains(QStringLiteral("Add Workloads from Catalog")));
        QVERIFY(text->toPlainText().contains(QStringLiteral("deadline")));
        dialog->reject();
    });
    guide->trigger();
}

QTEST_MAIN(tst_WindowLayout)
#include "tst_windowlayout.moc"
