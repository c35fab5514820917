#pragma once

#include <QString>

namespace flopsheet {

class Project;
class ResultModel;

/**
 * HTML for the details pane when a workload or hardware row is selected: that row's results on
 * every included GPU type (or of every workload), as the results table shows them, the fastest and
 * the cheapest runnable ones marked (bestResultRow), and for a training workload the planner's
 * answers to the project's deadline and budget. Translated.
 */
QString workloadSummaryHtml(const Project &project, const ResultModel &results, int workloadRow);
QString hardwareSummaryHtml(const Project &project, const ResultModel &results, int hardwareRow);
/** What the pane says when nothing is selected. */
QString detailsHintHtml();

} // namespace flopsheet
