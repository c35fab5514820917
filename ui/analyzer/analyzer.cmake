# The model analyzer's dialogs (issue 6): Analyze Model and the architecture editor, part of flopsheet_ui; it reads ONNX through flopsheet_onnx.
# Paths are relative to ui/ (included from ui/CMakeLists.txt), so lupdate finds the sources.
target_sources(flopsheet_ui PRIVATE
    analyzer/analyzeraction.h analyzer/analyzeraction.cpp
    analyzer/analyzerdialog.h analyzer/analyzerdialog.cpp
    analyzer/architecturedialog.h analyzer/architecturedialog.cpp
    analyzer/layerdialog.h analyzer/layerdialog.cpp
)
target_link_libraries(flopsheet_ui PRIVATE flopsheet_onnx)
