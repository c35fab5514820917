# The model analyzer's part of flopsheet_core: layers, shape propagation, presets, Hugging Face configs,
# and the architecture editor's widget-free half (edits, undo, tree model, apply command).
# Paths are relative to core/ (included from core/CMakeLists.txt), so lupdate finds the sources.
target_sources(flopsheet_core PRIVATE
    analyzer/analysis.h analyzer/analysis.cpp
    analyzer/architecturemodel.h analyzer/architecturemodel.cpp
    analyzer/hfconfig.h analyzer/hfconfig.cpp
    analyzer/layer.h analyzer/layer.cpp
    analyzer/layerfile.h analyzer/layerfile.cpp
    analyzer/layerpath.h analyzer/layerpath.cpp
    analyzer/layerrules.h analyzer/layerrules.cpp
    analyzer/layersettings.h analyzer/layersettings.cpp
    analyzer/layertablemodel.h analyzer/layertablemodel.cpp
    analyzer/networkedits.h analyzer/networkedits.cpp
    analyzer/networkeditor.h analyzer/networkeditor.cpp
    analyzer/presets.h analyzer/presets.cpp
    analyzer/shape.h analyzer/shape.cpp
)
