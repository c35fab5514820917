#pragma once

#include "core/analyzer/analysis.h"

#include <QObject>
#include <QUndoStack>

#include <map>

namespace flopsheet {

/**
 * The network being edited in the architecture editor, its analysis (redone after every change) and an
 * undo stack of its own. Every edit is one undo step that keeps the whole network before and after
 * (networks are small; a 126-layer transformer is one block ×126). Refused edits change nothing and
 * leave the reason in errorString().
 */
class NetworkEditor : public QObject {
    Q_OBJECT
public:
    explicit NetworkEditor(QObject *parent = nullptr);

    const Network &network() const { return m_network; }
    const Analysis &analysis() const { return m_analysis; }
    QUndoStack *undoStack() { return &m_undoStack; }
    QString errorString() const { return m_error; }

    /** The analysis row of a layer; null when the analysis stopped before reaching it. */
    const LayerRow *row(const LayerPath &path) const;
    /** Forward FLOPs of one sample: 2 × MACs over the batch (first) dimension of the input. */
    double flopsPerSample() const;

    /** Starts over from a network (a preset, a file, a workload's layers); clears the undo history. */
    void reset(const Network &network);
    /** Replaces the network without an undo step: what the undo commands call. */
    void setNetwork(const Network &network);

    /** Replaces the whole network (start from a preset or a file) as one undo step. */
    void replaceNetwork(const Network &network, const QString &text);
    bool setInputShape(const Shape &shape);
    bool setBytesPerValue(double bytes);
    bool insertLayer(const LayerPath &at, const Layer &layer);
    bool removeLayers(const std::vector<LayerPath> &paths);
    bool moveLayer(const LayerPath &path, int delta);
    bool wrapInBlock(const LayerPath &first, int count, std::int64_t repeat);
    bool unwrapBlock(const LayerPath &path);
    bool replaceLayer(const LayerPath &path, const Layer &layer);
    bool setRepeat(const LayerPath &path, std::int64_t repeat);

signals:
    /** Before and after the network (and its analysis) change: an edit, an undo, a redo or a reset. */
    void aboutToChange();
    void changed();

private:
    /** Pushes the edit as one undo step when `ok`, else keeps the reason; returns ok. */
    bool push(bool ok, Network after, const QString &text);

    Network m_network;
    Analysis m_analysis;
    std::map<LayerPath, size_t> m_rowOf;
    QUndoStack m_undoStack;
    QString m_error;
};

} // namespace flopsheet
