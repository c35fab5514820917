#pragma once

#include "core/io/jsonreader.h"

#include <QJsonObject>

#include <span>

namespace flopsheet {

/**
 * One stored value of a struct T in JSON: its key, its kind, its limits and the member it lives in. A
 * struct's JSON is one constexpr array of these (core/io/entryjson.cpp), written and read by the same
 * two functions below, so a key, its limits and its default are defined once.
 */
template <typename T> struct JsonField {
    enum class Kind {
        Number, ///< double; null or absent = unknown (NaN) unless a fallback is given
        Whole, ///< int within limits; absent = the member's current value
        WholeOrUnset, ///< int where 0 means "not set" (a default applies): 0 or within limits
        Flag, ///< bool
        Text, ///< QString; null or absent = empty
        Word, ///< an enum by its Choice word
    };
    const char *key;
    Kind kind;
    Limits limits {};
    bool required = false;
    double fallback = std::numeric_limits<double>::quiet_NaN(); ///< Number: what absent or null reads as
    double T::*number = nullptr;
    int T::*whole = nullptr;
    bool T::*flag = nullptr;
    QString T::*text = nullptr;
    std::span<const Choice> choices {};
    int (*word)(const T &) = nullptr; ///< Word: the enum's value
    void (*setWord)(T &, int) = nullptr; ///< Word: store a value of the enum
};

template <typename T> void writeJsonFields(QJsonObject &o, const T &value, std::span<const JsonField<T>> fields)
{
    using Kind = typename JsonField<T>::Kind;
    for (const JsonField<T> &f : fields) {
        const QLatin1String key(f.key);
        switch (f.kind) {
        case Kind::Number: {
            const double d = value.*f.number;
            o[key] = d == d ? QJsonValue(d) : QJsonValue(QJsonValue::Null); // NaN (unknown) is null
            break;
        }
        case Kind::Whole:
        case Kind::WholeOrUnset:
            o[key] = value.*f.whole;
            break;
        case Kind::Flag:
            o[key] = value.*f.flag;
            break;
        case Kind::Text:
            o[key] = value.*f.text;
            break;
        case Kind::Word:
            o[key] = choiceWord(f.choices, f.word(value));
            break;
        }
    }
}

/** Reads every field the array lists; the first problem stays in the reader, the rest keep their values. */
template <typename T> void readJsonFields(JsonReader &r, T &value, std::span<const JsonField<T>> fields)
{
    using Kind = typename JsonField<T>::Kind;
    for (const JsonField<T> &f : fields) {
        switch (f.kind) {
        case Kind::Number: {
            const bool hasFallback = f.fallback == f.fallback;
            value.*f.number
                = r.number(f.key, f.limits, hasFallback ? std::optional<double>(f.fallback) : std::nullopt, f.required);
            break;
        }
        case Kind::Whole:
            value.*f.whole = r.integer(f.key, f.limits, value.*f.whole, f.required);
            break;
        case Kind::WholeOrUnset:
            value.*f.whole = r.countOrUnset(f.key, f.limits, value.*f.whole);
            break;
        case Kind::Flag:
            value.*f.flag = r.boolean(f.key, value.*f.flag);
            break;
        case Kind::Text:
            value.*f.text = r.string(f.key, f.required);
            break;
        case Kind::Word:
            if (const std::optional<int> v = r.choice(f.key, f.choices, f.required))
                f.setWord(value, *v);
            break;
        }
    }
}

} // namespace flopsheet

namespace flopsheet::jsonfield {

// Short ways to write the arrays: jsonfield::number("params", &Workload::params, limits::params).

template <typename T>
constexpr JsonField<T> number(
    const char *key, double T::*member, Limits limits, double fallback = std::numeric_limits<double>::quiet_NaN())
{
    return { .key = key, .kind = JsonField<T>::Kind::Number, .limits = limits, .fallback = fallback, .number = member };
}

template <typename T>
constexpr JsonField<T> whole(const char *key, int T::*member, Limits limits, bool required = false)
{
    return { .key = key, .kind = JsonField<T>::Kind::Whole, .limits = limits, .required = required, .whole = member };
}

/** A count where 0 means "not set", as files write unset batch sizes, lengths and degrees. */
template <typename T> constexpr JsonField<T> wholeOrUnset(const char *key, int T::*member, Limits limits)
{
    return { .key = key, .kind = JsonField<T>::Kind::WholeOrUnset, .limits = limits, .whole = member };
}

template <typename T> constexpr JsonField<T> flag(const char *key, bool T::*member)
{
    return { .key = key, .kind = JsonField<T>::Kind::Flag, .flag = member };
}

template <typename T> constexpr JsonField<T> text(const char *key, QString T::*member)
{
    return { .key = key, .kind = JsonField<T>::Kind::Text, .text = member };
}

template <typename> struct MemberOf;
template <typename C, typename V> struct MemberOf<V C::*> {
    using Class = C;
    using Value = V;
};

template <auto Member> int enumValue(const typename MemberOf<decltype(Member)>::Class &t)
{
    return int(t.*Member);
}

template <auto Member> void setEnumValue(typename MemberOf<decltype(Member)>::Class &t, int v)
{
    t.*Member = typename MemberOf<decltype(Member)>::Value(v);
}

/** An enum member by its words: word<&Scenario::mode>("mode", kModeChoices, true). */
template <auto Member>
constexpr JsonField<typename MemberOf<decltype(Member)>::Class> word(
    const char *key, std::span<const Choice> choices, bool required = false)
{
    using T = typename MemberOf<decltype(Member)>::Class;
    return { .key = key,
        .kind = JsonField<T>::Kind::Word,
        .required = required,
        .choices = choices,
        .word = enumValue<Member>,
        .setWord = setEnumValue<Member> };
}

} // namespace flopsheet::jsonfield
