#include "core/catalog/choice.h"

#include <QCoreApplication>

namespace flopsheet {

QString choiceWord(std::span<const Choice> choices, int value)
{
    for (const Choice &c : choices) {
        if (c.value == value)
            return QLatin1String(c.word);
    }
    return {};
}

std::optional<int> choiceValue(std::span<const Choice> choices, QStringView word)
{
    for (const Choice &c : choices) {
        if (word.compare(QLatin1String(c.word), Qt::CaseInsensitive) == 0)
            return c.value;
    }
    return std::nullopt;
}

QString choiceLabel(std::span<const Choice> choices, int value)
{
    for (const Choice &c : choices) {
        if (c.value == value)
            return c.label ? QCoreApplication::translate("Fields", c.label) : QLatin1String(c.word);
    }
    return {};
}

} // namespace flopsheet
