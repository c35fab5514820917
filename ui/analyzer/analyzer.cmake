# The model analyzer's dialog (issue 6), part of flopsheet_ui; it reads ONNX through flopsheet_onnx.
# Paths are relative to ui/ (included from ui/CMakeLists.txt), so lupdate finds the sources.
target_sources(flopsheet_ui PRIVATE
    analyzer/analyzeraction.h analyzer/analyzeraction.cpp
    analyzer/analyzerdialog.h analyzer/analyzerdialog.cpp
)
target_link_libraries(flopsheet_ui PRIVATE flopsheet_onnx)
