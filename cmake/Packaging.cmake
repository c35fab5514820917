# `cpack -G DEB` in the build directory: a Debian package of what `cmake --install` installs.
# Its dependencies come from the shared libraries the programs actually link (dpkg-shlibdeps), plus what
# they load at run time that no link line names.
set(CPACK_PACKAGE_NAME "flopsheet")
set(CPACK_PACKAGE_VENDOR "The FlopSheet developers")
set(CPACK_PACKAGE_CONTACT "The FlopSheet developers <flopsheet@users.noreply.github.com>")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
string(CONCAT CPACK_PACKAGE_DESCRIPTION
    "FlopSheet estimates how many FLOPs a training or inference job needs, how long it takes on which GPU "
    "and on how many of them, whether it fits in memory and what it costs. A desktop application (flopsheet) "
    "and a scriptable command-line tool (flopsheet-cli) over one estimator and one GPU catalog.")
set(CPACK_PACKAGE_HOMEPAGE_URL "${FLOPSHEET_HOMEPAGE}")
set(CPACK_PACKAGE_FILE_NAME "flopsheet_${PROJECT_VERSION}_amd64")
set(CPACK_GENERATOR "DEB")
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_PACKAGE_SECTION "science")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
set(CPACK_DEBIAN_PACKAGE_ARCHITECTURE "amd64")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The window's platform plugin (xcb, wayland) and Qt's own translations are loaded, not linked; the
# Chinese interface needs a CJK font.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-wayland, qt6-translations-l10n, fonts-noto-cjk")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "bash-completion")
include(CPack)
