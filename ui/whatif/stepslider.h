#pragma once

#include <QSlider>

#include <functional>
#include <vector>

namespace flopsheet {

/**
 * A horizontal slider over a list of values (powers of two, a log scale of hours or dollars): the
 * slider moves over positions, the panel reads and writes values. value() is the nearest step's.
 */
class StepSlider : public QSlider {
    Q_OBJECT
public:
    explicit StepSlider(std::vector<double> steps, QWidget *parent = nullptr);

    double stepValue() const { return m_steps[size_t(value())]; }
    /** Moves to the step nearest to v (on a log scale when every step is positive). */
    void setStepValue(double v);
    const std::vector<double> &steps() const { return m_steps; }

    /** 1, 2, 4 … up to max. */
    static std::vector<double> powersOfTwo(double max);
    /** perDecade values per factor of ten from lo to hi, rounded to 1, 2 or 5 significant figures. */
    static std::vector<double> logScale(double lo, double hi, int perDecade);
    /** lo, lo + step … hi. */
    static std::vector<double> linear(double lo, double hi, double step);

private:
    std::vector<double> m_steps;
};

} // namespace flopsheet
