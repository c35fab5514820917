# Planning reports (issue 5). Paths are relative to ui/ (included from ui/CMakeLists.txt), so lupdate
# finds the sources.
# The document, its tables, charts and summary and the renderer that pages it onto a printer or a PDF
# need no window: they are flopsheet_report, which flopsheet-cli report links.
target_sources(flopsheet_report PRIVATE
    report/paintrecording.h report/paintrecording.cpp
    report/reportbuilder.h report/reportbuilder.cpp
    report/reportcharts.h report/reportcharts.cpp
    report/reportoptions.h report/reportoptions.cpp
    report/reportpage.h
    report/reportplans.h report/reportplans.cpp
    report/reportrenderer.h report/reportrenderer.cpp
    report/reportstyle.h report/reportstyle.cpp
    report/reportsummary.h report/reportsummary.cpp
    report/reporttable.h report/reporttable.cpp
    report/reporttableobjects.h report/reporttableobjects.cpp
)
# What keeps the text of every chart (the app's and the report's) readable at any size (issue 15): the
# placement of labels, the fitted legend and the wrapping of titles, beside the chart classes.
target_sources(flopsheet_report PRIVATE
    charts/chartlabels.h charts/chartlabels.cpp
    charts/chartlegend.h charts/chartlegend.cpp
    charts/charttext.h charts/charttext.cpp
)
# The File menu's actions (print preview, print, PDF) and the Report Options dialog belong to the window.
target_sources(flopsheet_ui PRIVATE
    report/reportactions.h report/reportactions.cpp
    report/reportoptionsdialog.h report/reportoptionsdialog.cpp
)
