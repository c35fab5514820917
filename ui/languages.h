#pragma once

#include <QString>
#include <QStringList>

namespace flopsheet::languages {

/** The languages FlopSheet ships: "en" and "zh_CN". */
QStringList available();
/** A language's name in itself ("English", "简体中文"), the same whatever language is active. */
QString nativeName(const QString &code);
/** The shipped language closest to the system's UI languages; English when none matches. */
QString fromSystem();
/** The language to use for a setting: the setting when it is one we ship, else the system's. */
QString resolve(const QString &setting);

/**
 * Makes a language current: replaces the translators installed by an earlier call (FlopSheet's own
 * from :/i18n, Qt's from the Qt translations folder) and sets the default QLocale, so numbers follow.
 * Returns false when FlopSheet's translation for the language is missing (English always succeeds).
 */
bool install(const QString &code);

/**
 * Installs FlopSheet's English translation alone, for its plural forms ("22 layouts costed", not
 * "layout(s)"), and leaves the locale as it is: the command line's text, whose numbers keep one format.
 */
bool installPluralForms();

} // namespace flopsheet::languages
