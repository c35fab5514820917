#include "ui/languages.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QTranslator>

namespace flopsheet::languages {
namespace {

const QString kEnglish = QStringLiteral("en");
const QString kChinese = QStringLiteral("zh_CN");

// The translators this module installed, so a later call can take them out again.
QPointer<QTranslator> s_appTranslator;
QPointer<QTranslator> s_qtTranslator;

void removeInstalled()
{
    for (QPointer<QTranslator> *t : { &s_appTranslator, &s_qtTranslator }) {
        if (*t) {
            QCoreApplication::removeTranslator(*t);
            delete t->data();
        }
    }
}

// FlopSheet's own translation from :/i18n. English has one too: its plural forms ("1 row", "2 rows").
bool installTranslation(const QString &code)
{
    const bool chinese = code == kChinese;
    auto *app = new QTranslator(QCoreApplication::instance());
    if (!app->load(QStringLiteral(":/i18n/flopsheet_%1.qm").arg(chinese ? kChinese : kEnglish))) {
        delete app;
        return !chinese; // English reads fine without it, only "row(s)" shows
    }
    QCoreApplication::installTranslator(app);
    s_appTranslator = app;
    return true;
}

} // namespace

QStringList available()
{
    return { kEnglish, kChinese };
}

QString nativeName(const QString &code)
{
    if (code == kChinese)
        return QStringLiteral("简体中文");
    return QStringLiteral("English");
}

QString fromSystem()
{
    for (const QString &ui : QLocale::system().uiLanguages()) {
        const QLocale locale(ui);
        if (locale.language() == QLocale::Chinese)
            return kChinese; // Simplified is the only Chinese we ship; better than English for zh_TW too
        if (locale.language() == QLocale::English)
            return kEnglish;
    }
    return kEnglish;
}

QString resolve(const QString &setting)
{
    return available().contains(setting) ? setting : fromSystem();
}

bool install(const QString &code)
{
    removeInstalled();
    const bool chinese = code == kChinese;
    const QLocale locale = chinese ? QLocale(QLocale::Chinese, QLocale::SimplifiedChineseScript, QLocale::China)
                                   : QLocale(QLocale::English, QLocale::UnitedStates);
    QLocale::setDefault(locale);

    if (chinese) {
        auto *qt = new QTranslator(QCoreApplication::instance());
        if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            QCoreApplication::installTranslator(qt);
            s_qtTranslator = qt;
        } else {
            delete qt; // Qt's own dialog buttons stay English; FlopSheet's text does not depend on it
        }
    }

    return installTranslation(code);
}

bool installPluralForms()
{
    removeInstalled();
    return installTranslation(kEnglish);
}

} // namespace flopsheet::languages
