# Issue 7's second half, part of flopsheet_core: calibration from measured runs, diagnostics, step-time
# CSV, and the local GPU through NVML (loaded at run time with QLibrary, never linked).
# Paths are relative to core/ (included from core/CMakeLists.txt), so lupdate finds the sources.
target_sources(flopsheet_core PRIVATE
    document/calibrations.h document/calibrations.cpp
    estimate/calibration.h estimate/calibration.cpp
    io/steptimes.h io/steptimes.cpp
    models/calibrationfits.h models/calibrationfits.cpp
    models/calibrationlistmodel.h models/calibrationlistmodel.cpp
    monitor/gpumatch.h monitor/gpumatch.cpp
    monitor/monitorhistory.h monitor/monitorhistory.cpp
    monitor/nvml.h monitor/nvml.cpp
    report/calibrationtext.h report/calibrationtext.cpp
    report/diagnostics.h report/diagnostics.cpp
)
