# Planning reports (issue 5): print preview, print and PDF of one document, part of flopsheet_ui.
# Paths are relative to ui/ (included from ui/CMakeLists.txt), so lupdate finds the sources.
target_sources(flopsheet_ui PRIVATE
    report/reportactions.h report/reportactions.cpp
    report/reportbuilder.h report/reportbuilder.cpp
    report/reportcharts.h report/reportcharts.cpp
    report/reportoptions.h report/reportoptions.cpp
    report/reportoptionsdialog.h report/reportoptionsdialog.cpp
    report/reportrenderer.h report/reportrenderer.cpp
    report/reportstyle.h report/reportstyle.cpp
    report/reportsummary.h report/reportsummary.cpp
    report/reporttable.h report/reporttable.cpp
)
