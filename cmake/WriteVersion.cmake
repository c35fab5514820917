# Run at every build (cmake -P): writes OUTPUT, the header with the git commit of the checkout the build
# comes from, and rewrites it only when the commit changed, so an unchanged checkout recompiles nothing.
# Inputs: SOURCE_DIR (the checkout), OUTPUT (the header). Outside a git checkout the commit is empty.
set(commit "")
find_package(Git QUIET)
if(GIT_FOUND AND EXISTS "${SOURCE_DIR}/.git")
    execute_process(COMMAND "${GIT_EXECUTABLE}" rev-parse --short=10 HEAD
        WORKING_DIRECTORY "${SOURCE_DIR}" OUTPUT_VARIABLE commit OUTPUT_STRIP_TRAILING_WHITESPACE
        RESULT_VARIABLE status ERROR_QUIET)
    if(NOT status EQUAL 0)
        set(commit "")
    endif()
endif()
set(content "// Written by cmake/WriteVersion.cmake at build time; not in the repository.\n#define FLOPSHEET_COMMIT \"${commit}\"\n")
if(EXISTS "${OUTPUT}")
    file(READ "${OUTPUT}" old)
    if(old STREQUAL content)
        return()
    endif()
endif()
file(WRITE "${OUTPUT}" "${content}")
