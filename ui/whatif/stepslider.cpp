#include "ui/whatif/stepslider.h"

#include <algorithm>
#include <cmath>

namespace flopsheet {

StepSlider::StepSlider(std::vector<double> steps, QWidget *parent)
    : QSlider(Qt::Horizontal, parent), m_steps(std::move(steps))
{
    setRange(0, int(m_steps.size()) - 1);
    setPageStep(1);
    setTracking(true);
}

void StepSlider::setStepValue(double v)
{
    const bool positive = v > 0 && m_steps.front() > 0;
    int best = 0;
    double bestDistance = INFINITY;
    for (int i = 0; i < int(m_steps.size()); ++i) {
        const double d = positive ? std::abs(std::log(m_steps[size_t(i)] / v)) : std::abs(m_steps[size_t(i)] - v);
        if (d < bestDistance) {
            bestDistance = d;
            best = i;
        }
    }
    setValue(best);
}

std::vector<double> StepSlider::powersOfTwo(double max)
{
    std::vector<double> out;
    for (double v = 1; v <= max; v *= 2)
        out.push_back(v);
    return out;
}

std::vector<double> StepSlider::logScale(double lo, double hi, int perDecade)
{
    std::vector<double> out;
    const double steps = std::log10(hi / lo) * perDecade;
    for (int i = 0; i <= int(std::lround(steps)); ++i) {
        const double raw = lo * std::pow(10.0, double(i) / perDecade);
        // Round to two significant figures so the steps read as people write them (3.2 h, $25,000).
        const double magnitude = std::pow(10.0, std::floor(std::log10(raw)) - 1);
        // Divide by a whole power of ten below 1 so 1.8 is the double nearest 1.8, not 1.8000000000000003.
        const double rounded = magnitude < 1 ? std::round(raw / magnitude) / std::round(1 / magnitude)
                                             : std::round(raw / magnitude) * magnitude;
        if (out.empty() || rounded > out.back())
            out.push_back(rounded);
    }
    return out;
}

std::vector<double> StepSlider::linear(double lo, double hi, double step)
{
    std::vector<double> out;
    for (int i = 0; lo + i * step <= hi + step / 2; ++i)
        out.push_back(std::round((lo + i * step) * 1e6) / 1e6); // 0.15, not 0.15000000000000002
    return out;
}

} // namespace flopsheet
