#include "core/analyzer/networkeditor.h"

#include "core/analyzer/layersettings.h"
#include "core/analyzer/networkedits.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace flopsheet {
namespace {

// An edit keeps the network before and after: undo and redo put one of them back whole.
class NetworkEditCommand : public QUndoCommand {
public:
    NetworkEditCommand(NetworkEditor *editor, Network before, Network after, const QString &text)
        : m_editor(editor), m_before(std::move(before)), m_after(std::move(after))
    {
        setText(text);
    }
    void redo() override { m_editor->setNetwork(m_after); }
    void undo() override { m_editor->setNetwork(m_before); }

private:
    NetworkEditor *m_editor;
    Network m_before;
    Network m_after;
};

} // namespace

NetworkEditor::NetworkEditor(QObject *parent) : QObject(parent)
{
    setNetwork(Network());
}

const LayerRow *NetworkEditor::row(const LayerPath &path) const
{
    const auto it = m_rowOf.find(path);
    return it == m_rowOf.end() ? nullptr : &m_analysis.rows[it->second];
}

double NetworkEditor::flopsPerSample() const
{
    const Shape &input = m_network.input;
    const double batch = input.size() > 1 ? double(input.front()) : 1.0;
    return m_analysis.flops() / batch;
}

void NetworkEditor::reset(const Network &network)
{
    m_undoStack.clear();
    setNetwork(network);
    m_undoStack.setClean();
}

void NetworkEditor::setNetwork(const Network &network)
{
    emit aboutToChange();
    m_network = network;
    m_analysis = analyzeNetwork(m_network);
    m_rowOf.clear();
    for (size_t i = 0; i < m_analysis.rows.size(); ++i)
        m_rowOf.try_emplace(m_analysis.rows[i].path, i); // a block's header row comes before its add row
    emit changed();
}

bool NetworkEditor::push(bool ok, Network after, const QString &text)
{
    if (!ok)
        return false;
    m_error.clear();
    m_undoStack.push(new NetworkEditCommand(this, m_network, std::move(after), text));
    return true;
}

void NetworkEditor::replaceNetwork(const Network &network, const QString &text)
{
    push(true, network, text);
}

bool NetworkEditor::setInputShape(const Shape &shape)
{
    if (shape.empty() || shape.size() > size_t(kMaxRank) || !elementCount(shape)) {
        m_error = tr("the input shape needs 1 to %1 dimensions, each at least 1").arg(kMaxRank);
        return false;
    }
    m_error.clear();
    if (shape == m_network.input)
        return true;
    Network n = m_network;
    n.input = shape;
    return push(true, n, tr("Input shape %1").arg(shapeText(shape)));
}

bool NetworkEditor::setBytesPerValue(double bytes)
{
    if (!(bytes > 0 && bytes <= 16)) {
        m_error = tr("bytes per value must be from 0 to 16");
        return false;
    }
    m_error.clear();
    if (bytes == m_network.bytesPerValue)
        return true;
    Network n = m_network;
    n.bytesPerValue = bytes;
    return push(true, n, tr("Bytes per activation value"));
}

bool NetworkEditor::insertLayer(const LayerPath &at, const Layer &layer)
{
    Network n = m_network;
    const bool ok = flopsheet::insertLayer(n, at, layer, &m_error); // before n is copied into the command
    return push(ok, n, tr("Add %1").arg(layerKindLabel(layer.kind)));
}

bool NetworkEditor::removeLayers(const std::vector<LayerPath> &paths)
{
    Network n = m_network;
    const bool ok = flopsheet::removeLayers(n, paths, &m_error); // before n is copied into the command
    return push(ok, n, tr("Remove %n layer(s)", nullptr, int(paths.size())));
}

bool NetworkEditor::moveLayer(const LayerPath &path, int delta)
{
    Network n = m_network;
    const bool ok = flopsheet::moveLayer(n, path, delta, &m_error); // before n is copied into the command
    return push(ok, n, delta < 0 ? tr("Move layer up") : tr("Move layer down"));
}

bool NetworkEditor::wrapInBlock(const LayerPath &first, int count, std::int64_t repeat)
{
    Network n = m_network;
    const bool ok = flopsheet::wrapInBlock(n, first, count, repeat, &m_error); // before n is copied into the command
    return push(ok, n, tr("Wrap %n layer(s) in a block", nullptr, count));
}

bool NetworkEditor::unwrapBlock(const LayerPath &path)
{
    Network n = m_network;
    const bool ok = flopsheet::unwrapBlock(n, path, &m_error); // before n is copied into the command
    return push(ok, n, tr("Unwrap block"));
}

bool NetworkEditor::replaceLayer(const LayerPath &path, const Layer &layer)
{
    Network n = m_network;
    const bool ok = flopsheet::replaceLayer(n, path, layer, &m_error); // before n is copied into the command
    return push(ok, n, tr("Edit %1").arg(layerKindLabel(layer.kind)));
}

bool NetworkEditor::setRepeat(const LayerPath &path, std::int64_t repeat)
{
    Network n = m_network;
    const bool ok = flopsheet::setRepeat(n, path, repeat, &m_error); // before n is copied into the command
    return push(ok, n, tr("Repeat block ×%1").arg(repeat));
}

} // namespace flopsheet
