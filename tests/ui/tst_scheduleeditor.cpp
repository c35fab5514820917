// The batch schedule editor as a user meets it: a preset fills the text and its stages, a bad text is
// named and applies nothing, OK writes one undo step through the table's own cell check.
#include "core/catalog/catalog.h"
#include "core/document/project.h"
#include "core/document/sampleproject.h"
#include "core/estimate/batchschedule.h"
#include "ui/schedule/scheduleeditor.h"

#include <QComboBox>
#include <QLineEdit>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

using namespace flopsheet;

class tst_ScheduleEditor : public QObject {
    Q_OBJECT
private slots:
    void presetShowsItsStagesAndApplies();
    void badScheduleIsNamedAndNotApplied();
};

namespace {
void loadSample(Project &project)
{
    const SampleProject sample = sampleProject(Catalog::builtIn());
    project.reset(sample.workloads, sample.hardware, sample.assumptions);
}
} // namespace

void tst_ScheduleEditor::presetShowsItsStagesAndApplies()
{
    Project project;
    loadSample(project);
    ScheduleEditor editor(&project, 0); // pre-training 7B on 1T tokens
    QCOMPARE(editor.textEdit()->text(), QString()); // constant
    // DeepSeek-V2's ramp over its first 225B tokens: the ramp, then the final batch to the end.
    const int deepSeek = editor.presetBox()->findText(QStringLiteral("DeepSeek-V2"));
    QVERIFY(deepSeek > 0);
    editor.presetBox()->setCurrentIndex(deepSeek);
    emit editor.presetBox()->activated(deepSeek);
    QCOMPARE(editor.textEdit()->text(), QStringLiteral("linear:9437184-37748736@225B"));
    QVERIFY2(editor.problem().isEmpty(), qPrintable(editor.problem()));
    QCOMPARE(editor.stagesTable()->rowCount(), 2);
    editor.accept();
    QCOMPARE(batchScheduleText(project.workload(0).scenario.schedule), QStringLiteral("linear:9437184-37748736@225B"));
    QCOMPARE(project.undoStack()->count(), 1);
}

void tst_ScheduleEditor::badScheduleIsNamedAndNotApplied()
{
    Project project;
    loadSample(project);
    ScheduleEditor editor(&project, 0);
    editor.textEdit()->setText(QStringLiteral("stages:2M@1B,1M@2B,4M"));
    QVERIFY2(editor.problem().contains(QStringLiteral("stage 2: the batch decreases")), qPrintable(editor.problem()));
    QCOMPARE(editor.stagesTable()->rowCount(), 0);
    // Past the 1T tokens the workload trains on: refused with the stage.
    editor.textEdit()->setText(QStringLiteral("linear:32k-4M@2T"));
    QVERIFY2(editor.problem().contains(QStringLiteral("stage 1 ends past the end of training")),
        qPrintable(editor.problem()));
    editor.accept();
    QVERIFY(project.workload(0).scenario.schedule.isConstant());
    QCOMPARE(project.undoStack()->count(), 0);
}

QTEST_MAIN(tst_ScheduleEditor)
#include "tst_scheduleeditor.moc"
