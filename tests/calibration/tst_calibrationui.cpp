// The Calibrations dock and the GPU monitor (issue 7), offscreen: recording a measured run through the
// real dialog fills the results' "Calibrated time (h)" column and the details pane; the monitor reads
// a stand-in NVML only while visible and adds this machine's GPU as one undo step.
#include "../core/testutil.h"
#include "../ui/uitestutil.h"

#include "core/models/calibrationlistmodel.h"
#include "core/models/resultmodel.h"
#include "core/models/tablemodelroles.h"
#include "ui/calibration/calibrationdialog.h"
#include "ui/calibration/calibrationpanel.h"
#include "ui/mainwindow.h"
#include "ui/monitor/monitorpanel.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTextBrowser>
#include <QTimer>
#include <QUndoStack>
#include <qcustomplot.h>

using namespace flopsheet;

namespace {

struct Fixture {
    test::TemporarySettings temp;
    Project project;
    MainWindow window { &project, &temp.settings };
    Fixture()
    {
        test::loadSample(project);
        window.show();
    }
};

} // namespace

class tst_CalibrationUi : public QObject {
    Q_OBJECT
private slots:
    void addingAMeasurementFillsTheCalibratedColumn();
    void dialogRefusesBadInput();
    void stepTimesImport();
    void monitorWithoutNvml();
    void monitorReadsOnlyWhileVisible();
    void addThisMachinesGpu();
};

void tst_CalibrationUi::addingAMeasurementFillsTheCalibratedColumn()
{
    Fixture f;
    ResultModel *results = f.window.resultModel();
    QAbstractItemModelTester tester(results, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(results->headerData(ResultModel::CalibratedHoursColumn, Qt::Horizontal).toString(),
        QStringLiteral("Calibrated time (h)"));
    for (int row = 0; row < results->rowCount(); ++row)
        QVERIFY(results->index(row, ResultModel::CalibratedHoursColumn).data().toString().isEmpty());

    // The dialog suggests the first workload on the first GPU type at the plan's count and batch: the
    // configuration of result row 0. Measure it at half the modelled throughput.
    const Estimate modelled = results->estimateAt(0);
    QVERIFY(modelled.ok() && isKnown(modelled.wallHours));
    const double measured = modelled.samplesPerS / 2;
    QTimer::singleShot(0, this, [measured] {
        auto *dialog = qobject_cast<CalibrationDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        dialog->valueEdit()->clear();
        QTest::keyClicks(dialog->valueEdit(), QString::number(measured, 'g', 17));
        dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    });
    CalibrationPanel *panel = f.window.calibrationPanel();
    QPushButton *add = nullptr;
    for (QPushButton *b : panel->findChildren<QPushButton *>()) {
        if (b->text() == QStringLiteral("Add…"))
            add = b;
    }
    QVERIFY(add);
    add->click();
    QCOMPARE(f.project.calibrations().size(), 1);
    QVERIFY(f.project.undoStack()->undoText().startsWith(QStringLiteral("Add measurement of")));
    QCOMPARE(panel->model()->rowCount(), 1);

    // The run as measured takes twice the modelled time, so its result row shows twice the wall time.
    const QVariant calibrated = results->index(0, ResultModel::CalibratedHoursColumn).data(SortRole);
    QVERIFY(calibrated.isValid());
    FS_COMPARE_REL(calibrated.toDouble(), 2 * modelled.wallHours, 1e-9);
    QVERIFY(!results->index(0, ResultModel::CalibratedHoursColumn).data().toString().isEmpty());
    QVERIFY(results->index(0, ResultModel::CalibratedHoursColumn)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("Calibrated with the measurement of")));
    // The theoretical column is unchanged beside it.
    FS_COMPARE_REL(
        results->index(0, ResultModel::WallHoursColumn).data(SortRole).toDouble(), modelled.wallHours, 1e-12);
    // The same workload on another GPU type (L4) is calibrated too; another workload (ResNet-50) is not.
    QVERIFY(results->index(results->rowFor(0, 1), ResultModel::CalibratedHoursColumn).data(SortRole).isValid());
    QVERIFY(results->index(results->rowFor(2, 0), ResultModel::CalibratedHoursColumn).data().toString().isEmpty());

    // The details pane shows both, the measurement used and the diagnosis.
    f.window.showView(MainWindow::View::Results);
    QTRY_VERIFY(f.window.details()->toPlainText().contains(QStringLiteral("Theoretical and calibrated")));
    QVERIFY(f.window.details()->toPlainText().contains(QStringLiteral("Diagnosis of the measured run")));
    // The panel's diagnosis follows its selection.
    panel->view()->selectRow(0);
    QTRY_VERIFY(panel->diagnosis()->toPlainText().contains(QStringLiteral("modelled speed")));

    // Undo takes it away again.
    f.project.undoStack()->undo();
    QVERIFY(results->index(0, ResultModel::CalibratedHoursColumn).data().toString().isEmpty());
    QCOMPARE(panel->model()->rowCount(), 0);
}

void tst_CalibrationUi::dialogRefusesBadInput()
{
    Fixture f;
    Calibration c = f.window.calibrationPanel()->suggestion();
    CalibrationDialog dialog(f.project, c);
    dialog.valueEdit()->setText(QStringLiteral("-3"));
    QVERIFY(dialog.problem().contains(QStringLiteral("positive")));
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Rejected)); // still open: the reason is shown instead
    QVERIFY(dialog.findChild<QLabel *>() != nullptr);
    dialog.valueEdit()->setText(QStringLiteral("1200"));
    QVERIFY(dialog.problem().isEmpty());
    QCOMPARE(dialog.calibration().value, 1200.0);
    QCOMPARE(dialog.calibration().workloadName, f.project.workload(0).workload.name);
}

void tst_CalibrationUi::stepTimesImport()
{
    Fixture f;
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("steps.csv"));
    {
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        // Ten steps: the first (10 %) is warm-up; the median of the other nine is 0.5.
        out.write("step,step_seconds\n1,7.5\n2,0.5\n3,0.4\n4,0.6\n5,0.5\n6,0.5\n7,0.45\n8,0.55\n9,3.0\n10,0.5\n");
    }
    QString error;
    const std::optional<Calibration> c = f.window.calibrationPanel()->fromStepTimes(file, &error);
    QVERIFY2(c, qPrintable(error));
    QCOMPARE(c->quantity, MeasuredQuantity::StepSeconds);
    QCOMPARE(c->value, 0.5);
    QCOMPARE(c->note, QStringLiteral("steps.csv: median 0.5 s of 9 steps after dropping the first 1 as warm-up"));
    QVERIFY(!f.window.calibrationPanel()->fromStepTimes(dir.filePath(QStringLiteral("missing.csv")), &error));
    QVERIFY(error.contains(QStringLiteral("missing.csv")));
}

void tst_CalibrationUi::monitorWithoutNvml()
{
    Project project;
    MonitorPanel panel(&project, QStringLiteral("/nonexistent/libnvidia-ml.so.1"));
    panel.show();
    QVERIFY(!panel.ensureNvml());
    QVERIFY(panel.statusLabel()->text().startsWith(QStringLiteral("NVML not found: no NVIDIA driver on this machine")));
    QVERIFY(panel.statusLabel()->text().contains(QStringLiteral("everything else works without them")));
    QVERIFY(!panel.addButton()->isEnabled());
    QVERIFY(!panel.timer()->isActive());
    panel.addLocalGpu();
    QCOMPARE(project.hardwareCount(), 0);
}

void tst_CalibrationUi::monitorReadsOnlyWhileVisible()
{
    Project project;
    MonitorPanel panel(&project, QStringLiteral(FLOPSHEET_FAKE_NVML));
    QVERIFY(!panel.timer()->isActive()); // nothing is loaded or read before it shows
    panel.show();
    QVERIFY(panel.timer()->isActive());
    QCOMPARE(panel.timer()->interval(), 1000);
    QCOMPARE(panel.deviceBox()->count(), 2);
    QCOMPARE(panel.history(0).size(), 1);
    panel.sampleNow();
    QCOMPARE(panel.history(0).size(), 2);
    QCOMPARE(panel.plot(MonitorHistory::Metric::PowerW)->graph(0)->dataCount(), 2);
    QCOMPARE(panel.plot(MonitorHistory::Metric::Utilization)->graph(0)->data()->at(0)->value, 87.0);
    // The memory axis ends at the capacity: 85,520,809,984 bytes = 79.65 GiB.
    FS_COMPARE_REL(
        panel.plot(MonitorHistory::Metric::MemoryUsedGiB)->yAxis->range().upper, 85520809984.0 / (1 << 30), 1e-12);
    QVERIFY(panel.statusLabel()->text().contains(QStringLiteral("312.5 W")));
    panel.hide();
    QVERIFY(!panel.timer()->isActive());
}

void tst_CalibrationUi::addThisMachinesGpu()
{
    Project project;
    MonitorPanel panel(&project, QStringLiteral(FLOPSHEET_FAKE_NVML));
    panel.show();
    panel.deviceBox()->setCurrentIndex(0); // "NVIDIA H100 80GB HBM3"
    panel.addLocalGpu();
    QCOMPARE(project.hardwareCount(), 1);
    QCOMPARE(project.hardware(0).gpu.id, QStringLiteral("h100-sxm"));
    QCOMPARE(project.hardware(0).count, 1); // one H100 and one T4 on the stand-in machine
    panel.deviceBox()->setCurrentIndex(1);
    panel.addLocalGpu();
    QCOMPARE(project.hardware(1).gpu.id, QStringLiteral("t4"));
    project.undoStack()->undo();
    project.undoStack()->undo();
    QCOMPARE(project.hardwareCount(), 0);

    // The window's Table menu item on this machine, whose NVML is the system's: either it adds a row or
    // the status bar says why it cannot.
    Fixture f;
    const int before = f.project.hardwareCount();
    QAction *action = nullptr;
    for (QAction *a : f.window.findChildren<QAction *>()) {
        if (a->text() == QStringLiteral("Add &This Machine's GPU"))
            action = a;
    }
    QVERIFY(action);
    action->trigger();
    QVERIFY(f.window.monitorDock()->isVisible());
    if (f.window.monitorPanel()->ensureNvml())
        QCOMPARE(f.project.hardwareCount(), before + 1);
    else
        QCOMPARE(f.project.hardwareCount(), before);
}

QTEST_MAIN(tst_CalibrationUi)
#include "tst_calibrationui.moc"
