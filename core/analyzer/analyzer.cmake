# The model analyzer's part of flopsheet_core: layers, shape propagation, presets, Hugging Face configs.
target_sources(flopsheet_core PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/analysis.h ${CMAKE_CURRENT_LIST_DIR}/analysis.cpp
    ${CMAKE_CURRENT_LIST_DIR}/hfconfig.h ${CMAKE_CURRENT_LIST_DIR}/hfconfig.cpp
    ${CMAKE_CURRENT_LIST_DIR}/layer.h ${CMAKE_CURRENT_LIST_DIR}/layer.cpp
    ${CMAKE_CURRENT_LIST_DIR}/layerfile.h ${CMAKE_CURRENT_LIST_DIR}/layerfile.cpp
    ${CMAKE_CURRENT_LIST_DIR}/layerrules.h ${CMAKE_CURRENT_LIST_DIR}/layerrules.cpp
    ${CMAKE_CURRENT_LIST_DIR}/presets.h ${CMAKE_CURRENT_LIST_DIR}/presets.cpp
    ${CMAKE_CURRENT_LIST_DIR}/shape.h ${CMAKE_CURRENT_LIST_DIR}/shape.cpp
)
