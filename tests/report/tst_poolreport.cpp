// The report's "Shared pool" section (issue 14): present only when the plan has a pool, it states the policy
// and its objective, charts the plan, lists every job's result and compares every policy. Read from the
// report's own documents, as laid out for a PDF page.
#include "core/document/project.h"
#include "core/document/sampleproject.h"
#include "core/pool/policies.h"
#include "core/pool/poolplan.h"
#include "ui/languages.h"
#include "ui/pool/pooltext.h"
#include "ui/report/reportbuilder.h"
#include "ui/report/reportoptions.h"
#include "ui/report/reporttableobjects.h"

#include <QBuffer>
#include <QPdfWriter>
#include <QTextDocument>
#include <QtTest>

using namespace flopsheet;

namespace {

/** The report's text, every part, as it would print. */
QString reportText(Project &project, const ReportOptions &options, int *charts = nullptr)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setPageSize(options.pageSize);
    const QRectF body = writer.pageLayout().paintRectPixels(writer.resolution());
    ReportBuilder builder(&project, options);
    QString text;
    for (const auto &part : builder.build(&writer, body.size()))
        text += ReportTableObjects::plainText(*part) + u'\n';
    if (charts)
        *charts = int(text.count(QChar::ObjectReplacementCharacter));
    return text;
}

void loadSample(Project &project, bool withPool)
{
    const SampleProject s = sampleProject(Catalog::builtIn());
    project.reset(s.workloads, s.hardware, s.assumptions, s.scenarios, {}, withPool ? s.poolGpus : QList<PoolGpu> {},
        withPool ? s.poolJobs : QList<PoolJob> {});
}

} // namespace

class tst_PoolReport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { languages::install(QStringLiteral("en")); }
    void sectionStatesThePlan();
    void noPoolNoSection();
};

void tst_PoolReport::sectionStatesThePlan()
{
    Project project;
    loadSample(project, true);
    ReportOptions options;
    options.sections = { ReportSection::Pool };
    int charts = 0;
    const QString text = reportText(project, options, &charts);
    QVERIFY2(text.contains(reportSectionTitle(ReportSection::Pool)), qPrintable(text.left(400)));
    const PoolPolicy policy = project.assumptions().poolPolicy;
    QVERIFY(text.contains(choiceLabel(kPoolPolicyChoices, int(policy))));
    QVERIFY2(text.simplified().contains(policyObjective(policy).simplified()), qPrintable(policyObjective(policy)));
    // The Gantt chart and the utilization.
    QCOMPARE(charts, 2);
    // Every job has its row, every policy its row in the comparison.
    for (const PoolJob &job : project.poolJobs())
        QVERIFY2(text.contains(job.workloadName), qPrintable(job.workloadName));
    for (const Choice &c : kPoolPolicyChoices)
        QVERIFY2(text.contains(choiceLabel(kPoolPolicyChoices, c.value)), c.word);
    QVERIFY(text.contains(QStringLiteral("Policy comparison")));
    QVERIFY(text.contains(QStringLiteral("Makespan")));
    // The ρ of the jobs' table is defined under it, in the words of its column's tooltip.
    QVERIFY2(text.simplified().contains(pooltext::rhoDefinition().simplified()), qPrintable(pooltext::rhoDefinition()));
    // What the planner found it could not do is said.
    const PoolProblem problem = poolProblem(project);
    const PoolSchedule schedule = planPool(problem, policy);
    for (const QString &note : schedule.notes)
        QVERIFY2(text.simplified().contains(note.simplified()), qPrintable(note));
    // Listed in the contents of a full report.
    QVERIFY(reportText(project, ReportOptions()).count(reportSectionTitle(ReportSection::Pool)) >= 2);
}

void tst_PoolReport::noPoolNoSection()
{
    Project project;
    loadSample(project, false);
    const QString text = reportText(project, ReportOptions());
    QVERIFY(!text.contains(reportSectionTitle(ReportSection::Pool)));
    QVERIFY(!text.contains(QStringLiteral("Policy comparison")));
}

QTEST_MAIN(tst_PoolReport)
#include "tst_poolreport.moc"
