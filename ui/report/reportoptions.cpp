#include "ui/report/reportoptions.h"

#include "core/document/project.h"

#include <QCoreApplication>

namespace flopsheet {

QString reportSizeProblem(const Project &project, const ReportOptions &options)
{
    const qsizetype workloads = options.workloadRows.isEmpty() ? project.workloadCount() : options.workloadRows.size();
    qsizetype gpuTypes = 0;
    for (int h = 0; h < project.hardwareCount(); ++h)
        gpuTypes += project.hardware(h).included ? 1 : 0;
    const qint64 results = qint64(workloads) * qint64(gpuTypes);
    if (results <= kMaxReportResults)
        return {};
    const QLocale locale;
    return QCoreApplication::translate("ReportOptions",
        "the report would cover %1 workloads on %2 GPU types (%3 results), more than the %4 a report lays out "
        "in about a minute")
        .arg(locale.toString(qint64(workloads)), locale.toString(qint64(gpuTypes)), locale.toString(results),
            locale.toString(qint64(kMaxReportResults)));
}

QString reportSizeAdvice()
{
    return QCoreApplication::translate("ReportOptions",
        "Choose fewer workloads to report, or export the results as CSV or an Excel workbook, which hold every "
        "result.");
}

QList<ReportSection> ReportOptions::allSections()
{
    QList<ReportSection> all;
    for (int i = 0; i < kReportSectionCount; ++i)
        all << ReportSection(i);
    return all;
}

QString reportSectionTitle(ReportSection section)
{
    switch (section) {
    case ReportSection::Assumptions:
        return QCoreApplication::translate("Report", "Assumptions");
    case ReportSection::Summary:
        return QCoreApplication::translate("Report", "Executive summary");
    case ReportSection::Workloads:
        return QCoreApplication::translate("Report", "Workloads");
    case ReportSection::Hardware:
        return QCoreApplication::translate("Report", "Hardware");
    case ReportSection::Results:
        return QCoreApplication::translate("Report", "Results");
    case ReportSection::Charts:
        return QCoreApplication::translate("Report", "Charts");
    case ReportSection::Pool:
        return QCoreApplication::translate("Report", "Shared pool");
    case ReportSection::Scenarios:
        return QCoreApplication::translate("Report", "Scenario comparison");
    case ReportSection::Calibrations:
        return QCoreApplication::translate("Report", "Measured runs and diagnostics");
    case ReportSection::Appendix:
        return QCoreApplication::translate("Report", "Appendix: formulas and sources");
    }
    return {};
}

QString reportSectionKey(ReportSection section)
{
    static const char *const keys[kReportSectionCount] = { "summary", "assumptions", "workloads", "hardware", "results",
        "charts", "pool", "scenarios", "calibrations", "appendix" };
    return QString::fromLatin1(keys[int(section)]);
}

QPageSize::PageSizeId paperForLocale(const QLocale &locale)
{
    // CLDR common/supplemental/supplementalData.xml, <paperSize>: US-Letter territories.
    static const QLocale::Territory letter[] = {
        QLocale::UnitedStates,
        QLocale::Canada,
        QLocale::Mexico,
        QLocale::Chile,
        QLocale::Colombia,
        QLocale::CostaRica,
        QLocale::Guatemala,
        QLocale::Nicaragua,
        QLocale::Panama,
        QLocale::Philippines,
        QLocale::PuertoRico,
        QLocale::ElSalvador,
        QLocale::Venezuela,
        QLocale::Belize,
    };
    for (QLocale::Territory t : letter) {
        if (locale.territory() == t)
            return QPageSize::Letter;
    }
    return QPageSize::A4;
}

} // namespace flopsheet
