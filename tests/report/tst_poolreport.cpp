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
#include <QRegularExpression>
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
    void notesFollowTheLanguage();
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

// The planner's notes and a job's problem read in the user's language, in the report as in the dock and the CLI
// (all three show PoolProblem::notes and PoolSchedule::notes). They were once looked up under a context that
// lupdate never filled, and stayed English in a Chinese report.
void tst_PoolReport::notesFollowTheLanguage()
{
    const SampleProject s = sampleProject(Catalog::builtIn());
    QList<PoolJob> jobs = s.poolJobs;
    QVERIFY(jobs.size() >= 2 && !jobs[1].workloadName.isEmpty());
    jobs[1].deadlineHours = 0.01; // the fine-tune: misses it, and cannot meet it even alone
    PoolJob unknown = jobs[0];
    unknown.workloadName = QStringLiteral("No such workload");
    jobs << unknown;
    Project project;
    project.reset(s.workloads, s.hardware, s.assumptions, s.scenarios, {}, s.poolGpus, jobs);
    ReportOptions options;
    options.sections = { ReportSection::Pool };

    const auto notesIn = [&project](const QString &language) {
        languages::install(language);
        const PoolProblem problem = poolProblem(project);
        const PoolSchedule schedule = planPool(problem, project.assumptions().poolPolicy);
        return problem.notes + schedule.notes;
    };
    const QStringList english = notesIn(QStringLiteral("en"));
    const QStringList chinese = notesIn(QStringLiteral("zh_CN"));
    const QString report = reportText(project, options);
    languages::install(QStringLiteral("en"));

    // One note of the tables (a job naming no workload) and two of the timeline (the missed deadline).
    QVERIFY2(english.size() >= 3, qPrintable(english.join(u'\n')));
    QCOMPARE(chinese.size(), english.size());
    static const QRegularExpression han(QStringLiteral("\\p{Han}"));
    for (qsizetype i = 0; i < chinese.size(); ++i) {
        QVERIFY2(chinese[i] != english[i] && chinese[i].contains(han), qPrintable(chinese[i]));
        QVERIFY2(report.simplified().contains(chinese[i].simplified()), qPrintable(chinese[i]));
    }
}

QTEST_MAIN(tst_PoolReport)
#include "tst_poolreport.moc"
