#pragma once

#include <cstdint>

namespace flopsheet {

struct FieldSpec;
struct FigureDescriptor;

namespace xlsx {

/**
 * How a column's cells are typed and shown in a workbook. A number keeps its full value; the style is
 * only the number format Excel shows it with.
 */
enum class CellStyle : std::uint8_t {
    Text, ///< a string cell
    Boolean, ///< TRUE or FALSE
    General, ///< a number in Excel's General format
    Integer, ///< #,##0: counts, GPUs, tokens
    Scientific, ///< 0.00E+00: FLOPs
    Currency, ///< "$"#,##0.00: a column in dollars
    Hours, ///< #,##0.00" h": a column in hours
    Percent, ///< 0.0%: a column in percent; the cell holds the fraction, as Excel's percent expects
};
inline constexpr int kCellStyleCount = int(CellStyle::Percent) + 1;

/** A table column's style, read from its FieldSpec: money, durations, "%" fields, counts, FLOPs. */
CellStyle fieldStyle(const FieldSpec &field);

/**
 * A figure column's style (core/estimate/figures.h): dollars, hours, percent (text shown × 100),
 * counts, flags; the bound is a word.
 */
CellStyle figureStyle(const FigureDescriptor &figure);

} // namespace xlsx
} // namespace flopsheet
