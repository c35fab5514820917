#pragma once

#include <QPaintDevice>
#include <QSize>

#include <memory>
#include <vector>

class QPainter;

namespace flopsheet {

/**
 * A paint device that keeps what is painted on it as a list of painter calls in memory, to be replayed
 * onto another painter (a report's PDF or printer page) at any scale. It does what QPicture does for the
 * report's charts without QPicture's costs: no serialising into a byte stream, no checksum of the whole
 * stream when recording ends and again before each playback, no parsing when played (a 20 × 50 report
 * spent about a tenth of its time there). Text is kept as text and laid out again when replayed, so the
 * PDF keeps searchable, selectable text, as it did with QPicture.
 *
 * The device has the size and resolution given, which is what text is measured against while recording;
 * replaying scales fonts so that text keeps its size relative to the drawing on a device of another
 * resolution.
 */
class PaintRecording : public QPaintDevice {
public:
    PaintRecording(QSize size, int dpi);
    ~PaintRecording() override;
    Q_DISABLE_COPY_MOVE(PaintRecording)

    QPaintEngine *paintEngine() const override;
    /** Paints the recording onto painter in its current coordinates (one unit: one unit of the recording). */
    void replay(QPainter &painter) const;
    /** Painter calls recorded (state changes included). */
    std::size_t size() const;

protected:
    int metric(PaintDeviceMetric metric) const override;

private:
    struct Data;
    std::unique_ptr<Data> d;
};

} // namespace flopsheet
