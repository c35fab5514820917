#pragma once

#include <QDate>
#include <QList>
#include <QLocale>
#include <QPageSize>
#include <QString>

#include <algorithm>

namespace flopsheet {

class Project;

/** The parts of a planning report, in the order they are printed. */
enum class ReportSection {
    Summary,
    Assumptions,
    Workloads,
    Hardware,
    Results,
    Charts,
    Pool,
    Scenarios,
    Calibrations,
    Appendix
};
inline constexpr int kReportSectionCount = 10;

/** What goes into a planning report and how it is laid out. The title page is always printed. */
struct ReportOptions {
    QString projectName; ///< shown on the title page and in every page header
    QString author; ///< from the preferences (AppSettings::reportAuthor) or --author
    QDate date = QDate::currentDate();
    QList<ReportSection> sections = allSections();
    QList<int> workloadRows; ///< the workload rows to report, ascending; empty = every workload
    QPageSize pageSize = QPageSize(QPageSize::A4);

    bool has(ReportSection s) const { return sections.contains(s); }
    /** Whether a workload row is reported. */
    bool includesWorkload(int row) const
    {
        return workloadRows.isEmpty() || std::binary_search(workloadRows.begin(), workloadRows.end(), row);
    }
    static QList<ReportSection> allSections();
};

/**
 * The most results (reported workloads × included GPU types) one report lays out. A report grows by
 * about four pages per workload on 40 GPU types: 200 workloads on 40 types, 8,000 results, is 829 pages
 * in 18 s (`flopsheet-cli report`, 2-core machine), so 20,000 results stay near a minute. A larger plan
 * reports a selection of its workloads; its results go whole to CSV or an Excel workbook.
 */
inline constexpr qsizetype kMaxReportResults = 20000;

/**
 * Why a report with these options would be too large to lay out in about a minute, translated ("the report
 * would cover 10,000 workloads on 40 GPU types ..."), without advice, which each caller adds; empty when
 * it is not.
 */
QString reportSizeProblem(const Project &project, const ReportOptions &options);
/** The window's advice with that problem (the options dialog and the refusal both say it; the CLI names its flags). */
QString reportSizeAdvice();

/** The translated title of a section, as the report and the options dialog show it. */
QString reportSectionTitle(ReportSection section);
/** A stable key for a section ("summary", "charts"), for settings and the command line. */
QString reportSectionKey(ReportSection section);

/**
 * The paper of a locale's territory: US Letter where CLDR's supplemental paperSize data says so
 * (US, Canada, Mexico, Chile, Colombia, Costa Rica, Guatemala, Nicaragua, Panama, Philippines,
 * Puerto Rico, El Salvador, Venezuela, Belize), A4 everywhere else, the C locale included.
 */
QPageSize::PageSizeId paperForLocale(const QLocale &locale);

} // namespace flopsheet
