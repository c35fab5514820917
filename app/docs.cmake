# The man pages and the bash completion, written at build time from the texts the programs print, so
# they cannot drift from them: flopsheet-cli's from its command table (flopsheet-cli-docs), flopsheet's
# from its own --help and --version (help2man runs it on the offscreen platform).
qt_add_executable(flopsheet-cli-docs cli/docsmain.cpp)
target_link_libraries(flopsheet-cli-docs PRIVATE flopsheet_cliflags flopsheet_options)
set_target_properties(flopsheet-cli-docs PROPERTIES MACOSX_BUNDLE FALSE)

set(docs_dir "${CMAKE_BINARY_DIR}/docs")
set(FLOPSHEET_CLI_MAN "${docs_dir}/flopsheet-cli.1" PARENT_SCOPE)
set(FLOPSHEET_GUI_MAN "${docs_dir}/flopsheet.1" PARENT_SCOPE)
set(FLOPSHEET_COMPLETION "${docs_dir}/flopsheet-cli.bash" PARENT_SCOPE)

add_custom_command(OUTPUT "${docs_dir}/flopsheet-cli.1" "${docs_dir}/flopsheet-cli.bash"
    COMMAND ${CMAKE_COMMAND} -E make_directory "${docs_dir}"
    COMMAND flopsheet-cli-docs man "${FLOPSHEET_RELEASE_DATE}" "${docs_dir}/flopsheet-cli.1"
    COMMAND flopsheet-cli-docs bash-completion "${docs_dir}/flopsheet-cli.bash"
    DEPENDS flopsheet-cli-docs
    COMMENT "Writing flopsheet-cli's man page and bash completion" VERBATIM)

find_program(HELP2MAN help2man REQUIRED)
add_custom_command(OUTPUT "${docs_dir}/flopsheet.1"
    COMMAND ${CMAKE_COMMAND} -E make_directory "${docs_dir}"
    COMMAND ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen
            ${HELP2MAN} --no-info --section 1 --source "FlopSheet"
            --name "GPU capacity planning for training and serving ML models"
            --version-string "${PROJECT_VERSION}"
            --include "${CMAKE_CURRENT_SOURCE_DIR}/gui/flopsheet.h2m"
            --output "${docs_dir}/flopsheet.1" $<TARGET_FILE:flopsheet>
    DEPENDS flopsheet "${CMAKE_CURRENT_SOURCE_DIR}/gui/flopsheet.h2m"
    COMMENT "Writing flopsheet's man page from its --help" VERBATIM)

add_custom_target(flopsheet_docs ALL
    DEPENDS "${docs_dir}/flopsheet-cli.1" "${docs_dir}/flopsheet-cli.bash" "${docs_dir}/flopsheet.1")

install(FILES "${docs_dir}/flopsheet.1" "${docs_dir}/flopsheet-cli.1" DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
# bash-completion's own place for completions loaded on demand (pkg-config's completionsdir, under the prefix).
install(FILES "${docs_dir}/flopsheet-cli.bash" DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions
    RENAME flopsheet-cli)
