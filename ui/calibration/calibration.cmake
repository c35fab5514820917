# Issue 7's second half, part of flopsheet_ui: the Calibrations dock and the local GPU monitor.
# Paths are relative to ui/ (included from ui/CMakeLists.txt), so lupdate finds the sources.
target_sources(flopsheet_ui PRIVATE
    calibration/calibrationdialog.h calibration/calibrationdialog.cpp
    calibration/calibrationpanel.h calibration/calibrationpanel.cpp
    monitor/monitorpanel.h monitor/monitorpanel.cpp
)
