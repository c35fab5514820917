#pragma once

#include <QString>

namespace flopsheet::version {

/** The one version, CMake's project(FlopSheet VERSION x.y.z): "0.1.0". */
QString number();

/** The git commit the build comes from ("1143c20a3b"), or empty for a build outside a checkout. */
QString commit();

/** What --version, About, the report footer and the package show: "0.1.0 (git 1143c20a3b)" or "0.1.0". */
QString text();

/** The reverse-DNS application id of the launcher, icon, metainfo and file type. */
QString applicationId();

} // namespace flopsheet::version
