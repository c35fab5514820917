#include "ui/charts/chartstyle.h"

#include "core/models/displayformat.h"

#include <QRegularExpression>

#include <array>
#include <cmath>

namespace flopsheet::chartstyle {
namespace {

// Okabe–Ito (colour-blind safe) first, then Tableau's darker hues.
constexpr std::array<QRgb, 10> kPalette
    = { 0x0072B2, 0xD55E00, 0x009E73, 0xCC79A7, 0xE69F00, 0x56B4E9, 0x8C564B, 0x7F3C8D, 0x000000, 0xB8860B };
constexpr std::array<QCPScatterStyle::ScatterShape, 8> kShapes = { QCPScatterStyle::ssCircle, QCPScatterStyle::ssSquare,
    QCPScatterStyle::ssTriangle, QCPScatterStyle::ssDiamond, QCPScatterStyle::ssTriangleInverted,
    QCPScatterStyle::ssCross, QCPScatterStyle::ssPlus, QCPScatterStyle::ssStar };

// "$300,000" as "$300k", "1,000,000" as "1M": the number in a tick label, shortened, whatever is around it.
QString compactTick(const QString &label, double tick)
{
    const double magnitude = std::fabs(tick);
    if (magnitude < 10000)
        return label;
    const QLocale locale;
    static const QString pattern = QStringLiteral("\\d[\\d%1]*(%2\\d+)?");
    const QRegularExpression number(pattern.arg(
        QRegularExpression::escape(locale.groupSeparator()), QRegularExpression::escape(locale.decimalPoint())));
    const QRegularExpressionMatch match = number.match(label);
    if (!match.hasMatch())
        return label;
    // Already short ("8.39M" from formatSi): the number written is not the tick's value; leave it.
    bool parsed = false;
    const double written = locale.toDouble(QString(match.captured()).remove(locale.groupSeparator()), &parsed);
    if (!parsed || std::fabs(written - magnitude) > 0.01 * magnitude)
        return label;
    const auto [factor, suffix] = magnitude >= 1e9 ? std::pair { 1e9, u'G' }
        : magnitude >= 1e6                         ? std::pair { 1e6, u'M' }
                                                   : std::pair { 1e3, u'k' };
    QString out = label;
    out.replace(match.capturedStart(), match.capturedLength(), formatNumber(magnitude / factor, 3) + suffix);
    return out;
}

class FormattedTicker : public QCPAxisTicker {
public:
    explicit FormattedTicker(TickFormat format) : m_format(std::move(format)) { }
    void setCompact(bool compact) { m_compact = compact; }

protected:
    QString getTickLabel(double tick, const QLocale &, QChar, int) override
    {
        if (std::fabs(tick) < 1e-12)
            tick = 0;
        const QString label = m_format ? m_format(tick) : formatNumber(tick);
        return m_compact ? compactTick(label, tick) : label;
    }

private:
    TickFormat m_format;
    bool m_compact = false;
};

class LogTicker : public FormattedTicker {
public:
    LogTicker(double base, TickFormat format) : FormattedTicker(std::move(format)), m_base(base) { }

protected:
    int getSubTickCount(double) override { return 0; }
    QVector<double> createTickVector(double, const QCPRange &range) override
    {
        QVector<double> ticks;
        const double hi = range.upper;
        const double lo = range.lower > 0 ? range.lower : hi * 1e-6;
        if (!(hi > lo) || !std::isfinite(hi))
            return ticks;
        if (m_base == 2) {
            const int first = int(std::ceil(std::log2(lo) - 1e-9));
            const int last = int(std::floor(std::log2(hi) + 1e-9));
            const int step = std::max(1, int(std::ceil(double(last - first + 1) / std::max(2, tickCount()))));
            for (int k = first; k <= last; k += step)
                ticks << std::ldexp(1.0, k);
            return ticks;
        }
        // The richest 1-2-5 style set that keeps to about tickCount() ticks.
        const double decades = std::max(std::log10(hi / lo), 0.01);
        const int budget = std::max(2, tickCount());
        const std::vector<std::vector<double>> sets
            = { { 1, 1.2, 1.4, 1.6, 1.8, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6, 7, 8, 9 }, { 1, 1.5, 2, 3, 4, 5, 6, 7, 8 },
                  { 1, 2, 5 }, { 1, 3 }, { 1 } };
        std::vector<double> mantissas = sets.back();
        for (const auto &set : sets) {
            if (decades * double(set.size()) <= budget * 1.2) {
                mantissas = set;
                break;
            }
        }
        const int first = int(std::floor(std::log10(lo)));
        const int last = int(std::ceil(std::log10(hi)));
        const int step = std::max(1, int(std::ceil(decades / budget)));
        for (int d = first; d <= last; ++d) {
            if (mantissas.size() == 1 && (d % step) != 0)
                continue;
            for (double m : mantissas) {
                const double t = m * std::pow(10.0, d);
                if (t >= lo && t <= hi)
                    ticks << t;
            }
        }
        return ticks;
    }

private:
    double m_base;
};

} // namespace

QColor gpuColor(int hardwareRow)
{
    const size_t i = size_t(hardwareRow < 0 ? 0 : hardwareRow) % kPalette.size();
    return QColor(kPalette[i]);
}

QCPScatterStyle::ScatterShape gpuShape(int hardwareRow)
{
    const size_t i = size_t(hardwareRow < 0 ? 0 : hardwareRow) % kShapes.size();
    return kShapes[i];
}

QCPScatterStyle gpuScatter(int hardwareRow, double size, bool filled)
{
    const QColor c = gpuColor(hardwareRow);
    QCPScatterStyle style(gpuShape(hardwareRow), QPen(c, 1.6), filled ? QBrush(c) : QBrush(Qt::white), size);
    return style;
}

QString moneyTick(double usd)
{
    return usd == 0 ? QStringLiteral("$0") : formatMoney(usd);
}

QColor unplannableColor()
{
    return QColor(0xA0, 0xA0, 0xA0);
}

void setLogAxis(QCPAxis *axis, double base, TickFormat format)
{
    axis->setScaleType(QCPAxis::stLogarithmic);
    axis->setTicker(QSharedPointer<QCPAxisTicker>(new LogTicker(base, std::move(format))));
    axis->grid()->setSubGridVisible(false);
}

void setLinearAxis(QCPAxis *axis, TickFormat format)
{
    axis->setScaleType(QCPAxis::stLinear);
    auto *ticker = new FormattedTicker(std::move(format));
    ticker->setTickCount(6);
    axis->setTicker(QSharedPointer<QCPAxisTicker>(ticker));
    axis->grid()->setSubGridVisible(false);
}

void setCompactTicks(QCPAxis *axis, bool compact)
{
    if (auto *ticker = dynamic_cast<FormattedTicker *>(axis->ticker().data()))
        ticker->setCompact(compact);
}

void styleAxes(QCustomPlot *plot)
{
    QFont labelFont = plot->font();
    labelFont.setPointSizeF(labelFont.pointSizeF() + 1);
    QFont tickFont = plot->font();
    for (QCPAxis *axis : plot->axisRect()->axes()) {
        axis->setLabelFont(labelFont);
        axis->setTickLabelFont(tickFont);
        axis->grid()->setPen(QPen(QColor(0xD8, 0xD8, 0xD8), 0, Qt::SolidLine));
        axis->grid()->setSubGridPen(QPen(QColor(0xEE, 0xEE, 0xEE), 0, Qt::DotLine));
        axis->grid()->setZeroLinePen(Qt::NoPen);
    }
    plot->legend->setFont(tickFont);
    plot->legend->setBorderPen(QPen(QColor(0xC0, 0xC0, 0xC0)));
    plot->legend->setBrush(QColor(255, 255, 255, 230));
}

} // namespace flopsheet::chartstyle
