#pragma once

#include <QString>
#include <QStringView>

#include <optional>
#include <span>

namespace flopsheet {

/**
 * One value of an enum as files, CSV and the command line write it ("bf16", "decoder"), and as the
 * interface shows it (QT_TRANSLATE_NOOP("Fields", ...); nullptr for a technical name shown as is).
 * Each enum has one constexpr list of its choices, beside the enum: its name and parse functions, the
 * table columns and the file readers all read that list.
 */
struct Choice {
    int value;
    const char *word;
    const char *label = nullptr;
};

/** The word of a value; empty when the list does not have it. */
QString choiceWord(std::span<const Choice> choices, int value);
/** How a value reads in the interface: its label translated in "Fields", else its word. */
QString choiceLabel(std::span<const Choice> choices, int value);
/** The value of a word, compared without case; nullopt when the list does not have it. */
std::optional<int> choiceValue(std::span<const Choice> choices, QStringView word);

template <typename Enum> std::optional<Enum> choiceAs(std::span<const Choice> choices, QStringView word)
{
    if (const std::optional<int> v = choiceValue(choices, word))
        return static_cast<Enum>(*v);
    return std::nullopt;
}

} // namespace flopsheet
