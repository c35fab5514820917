#include "core/analyzer/layerpath.h"

#include <QCoreApplication>
#include <QStringList>

namespace flopsheet {
namespace {

template <typename N, typename L> L *siblings(N &network, const LayerPath &path)
{
    if (path.empty() || path.front().shortcut)
        return nullptr;
    L *list = &network.layers;
    for (size_t i = 0; i + 1 < path.size(); ++i) {
        const LayerStep &step = path[i];
        if (step.index < 0 || size_t(step.index) >= list->size())
            return nullptr;
        auto &layer = (*list)[size_t(step.index)];
        if (layer.kind != LayerKind::Block)
            return nullptr;
        list = path[i + 1].shortcut ? &layer.shortcut : &layer.children;
    }
    return list;
}

} // namespace

const std::vector<Layer> *siblingsAt(const Network &network, const LayerPath &path)
{
    return siblings<const Network, const std::vector<Layer>>(network, path);
}

std::vector<Layer> *siblingsAt(Network &network, const LayerPath &path)
{
    return siblings<Network, std::vector<Layer>>(network, path);
}

const Layer *layerAt(const Network &network, const LayerPath &path)
{
    const auto *list = siblingsAt(network, path);
    if (!list || path.back().index < 0 || size_t(path.back().index) >= list->size())
        return nullptr;
    return &(*list)[size_t(path.back().index)];
}

Layer *layerAt(Network &network, const LayerPath &path)
{
    return const_cast<Layer *>(layerAt(std::as_const(network), path));
}

LayerPath parentOf(const LayerPath &path)
{
    return path.empty() ? path : LayerPath(path.begin(), path.end() - 1);
}

LayerPath childOf(const LayerPath &parent, int index, bool shortcut)
{
    LayerPath path = parent;
    path.push_back({ index, shortcut && !parent.empty() });
    return path;
}

LayerPath withIndex(LayerPath path, int index)
{
    if (!path.empty())
        path.back().index = index;
    return path;
}

QString pathText(const LayerPath &path)
{
    QStringList parts;
    for (const LayerStep &step : path) {
        parts << (step.shortcut ? QCoreApplication::translate("Analyzer", "shortcut %1").arg(step.index + 1)
                                : QString::number(step.index + 1));
    }
    return parts.join(QStringLiteral(" › "));
}

} // namespace flopsheet
