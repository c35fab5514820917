# Planning reports (issue 5). Paths are relative to ui/ (included from ui/CMakeLists.txt), so lupdate
# finds the sources.
# The document, its tables, charts and summary and the renderer that pages it onto a printer or a PDF
# need no window: they are flopsheet_report, which flopsheet-cli report links.
target_sources(flopsheet_report PRIVATE
    report/reportbuilder.h report/reportbuilder.cpp
    report/reportcharts.h report/reportcharts.cpp
    report/reportoptions.h report/reportoptions.cpp
    report/reportrenderer.h report/reportrenderer.cpp
    report/reportstyle.h report/reportstyle.cpp
    report/reportsummary.h report/reportsummary.cpp
    report/reporttable.h report/reporttable.cpp
)
# The File menu's actions (print preview, print, PDF) and the Report Options dialog belong to the window.
target_sources(flopsheet_ui PRIVATE
    report/reportactions.h report/reportactions.cpp
    report/reportoptionsdialog.h report/reportoptionsdialog.cpp
)
