# The shared GPU pool (issue 14). Paths are relative to ui/ (included from ui/CMakeLists.txt), so lupdate
# finds the sources.
# What the report draws and tabulates needs no window: the pool's text, its result and comparison models,
# and its charts are flopsheet_report's.
target_sources(flopsheet_report PRIVATE
    charts/ganttchart.h charts/ganttchart.cpp
    charts/utilizationchart.h charts/utilizationchart.cpp
    pool/policycomparisonmodel.h pool/policycomparisonmodel.cpp
    pool/poolresultmodel.h pool/poolresultmodel.cpp
    pool/pooltext.h pool/pooltext.cpp
)
# The Pool dock: its tables, policy choice, what-if sliders and the planner that keeps the plan current.
target_sources(flopsheet_ui PRIVATE
    pool/namedelegate.h pool/namedelegate.cpp
    pool/policychooser.h pool/policychooser.cpp
    pool/poolpanel.h pool/poolpanel.cpp
    pool/poolplanner.h pool/poolplanner.cpp
    pool/pooltables.h pool/pooltables.cpp
    pool/poolwhatif.h pool/poolwhatif.cpp
)
