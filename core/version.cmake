# flopsheet_version: the one version and application id (core/version.h). The commit comes from a header
# written at every build (cmake/WriteVersion.cmake), so `--version` names the checkout the build came from;
# only this small library recompiles when the commit changes.
set(FLOPSHEET_GENERATED_DIR "${CMAKE_BINARY_DIR}/generated")
add_custom_target(flopsheet_commit_header
    COMMAND ${CMAKE_COMMAND} -DSOURCE_DIR=${PROJECT_SOURCE_DIR}
            -DOUTPUT=${FLOPSHEET_GENERATED_DIR}/flopsheet_commit.h -P ${PROJECT_SOURCE_DIR}/cmake/WriteVersion.cmake
    BYPRODUCTS ${FLOPSHEET_GENERATED_DIR}/flopsheet_commit.h
    COMMENT "Reading the git commit" VERBATIM)
add_library(flopsheet_version STATIC version.h version.cpp)
add_dependencies(flopsheet_version flopsheet_commit_header)
target_include_directories(flopsheet_version PRIVATE ${FLOPSHEET_GENERATED_DIR})
target_compile_definitions(flopsheet_version PRIVATE
    FLOPSHEET_VERSION="${PROJECT_VERSION}" FLOPSHEET_APP_ID="${FLOPSHEET_APP_ID}")
target_link_libraries(flopsheet_version PUBLIC Qt6::Core PRIVATE flopsheet_options)
