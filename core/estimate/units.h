#pragma once

#include <QString>
#include <QStringView>

#include <optional>

namespace flopsheet {

/** What a typed quantity measures; decides which suffixes and unit words are accepted. */
enum class QuantityKind {
    Count, ///< plain numbers: "7B" = 7e9 (B = billion), "25.6M", "8.2e9", "1.5k"
    Bytes, ///< "80 GB" = 80e9 bytes, "80 GiB" = 80 * 2^30, "512 MB"
    FlopRate, ///< FLOP/s: "312 TFLOPS", "989.5 TFLOP/s", "1.2 PFLOPS", "130 TOPS", bare "312T"
    Flops, ///< an amount of FLOPs: "3.14e23", "8.2 GFLOPs", "4.09 GMACs" (1 MAC = 2 FLOPs)
    Duration, ///< hours: "36", "36 h", "7 d", "2 w", "90 min", "7天", "2周", "36小时", "90分钟"
};

/** A parsed value, or the reason it was refused (already translated, one line). */
struct ParsedQuantity {
    std::optional<double> value;
    QString error;
    explicit operator bool() const { return value.has_value(); }
};

/**
 * Parses human input such as "7B", "80 GB" or "312 TFLOPS" into base units (count, bytes, FLOP/s,
 * FLOPs). Refuses empty text, NaN, infinities and trailing garbage; sign checks are the caller's.
 */
ParsedQuantity parseQuantity(QStringView text, QuantityKind kind);

/** One multiply-accumulate is two floating-point operations (fvcore flop_count.py docstring). */
constexpr double macsToFlops(double macs)
{
    return 2.0 * macs;
}

inline constexpr double kTera = 1e12;
inline constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
inline constexpr double kSecondsPerHour = 3600.0;

/** Compact engineering form for tables: 6.74e9 -> "6.74G" style with the given significant digits. */
QString formatSi(double value, int significantDigits = 3);

} // namespace flopsheet
