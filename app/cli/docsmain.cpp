// flopsheet-cli-docs: a build step, not installed. Writes the man page and the bash completion of
// flopsheet-cli from its command table, so neither can drift from what `help` prints.
//   flopsheet-cli-docs man DATE OUT.1
//   flopsheet-cli-docs bash-completion OUT
#include "app/cli/completion.h"
#include "app/cli/manpage.h"

#include <QCoreApplication>
#include <QSaveFile>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments().mid(1);
    QString text;
    QString out;
    if (args.size() == 3 && args[0] == u"man") {
        text = flopsheet::cli::manPage(args[1]);
        out = args[2];
    } else if (args.size() == 2 && args[0] == u"bash-completion") {
        text = flopsheet::cli::bashCompletion();
        out = args[1];
    } else {
        std::fputs("usage: flopsheet-cli-docs man DATE OUT.1 | bash-completion OUT\n", stderr);
        return 2;
    }
    QSaveFile file(out);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.toUtf8()) < 0 || !file.commit()) {
        std::fprintf(
            stderr, "flopsheet-cli-docs: cannot write %s: %s\n", qPrintable(out), qPrintable(file.errorString()));
        return 1;
    }
    return 0;
}
