#include "core/analyzer/networkedits.h"

#include <QCoreApplication>

#include <algorithm>

namespace flopsheet {
namespace {

constexpr std::int64_t kMaxRepeat = 1'000'000; // as analyzeNetwork and the layer-file reader

bool fail(QString *error, const QString &why)
{
    *error = why;
    return false;
}

bool noLayer(const LayerPath &path, QString *error)
{
    return fail(error, QCoreApplication::translate("Analyzer", "there is no layer at %1").arg(pathText(path)));
}

bool repeatInRange(std::int64_t repeat, QString *error)
{
    return (repeat >= 1 && repeat <= kMaxRepeat)
        || fail(error,
            QCoreApplication::translate("Analyzer", "repeat must be from 1 to %1 (got %2)")
                .arg(kMaxRepeat)
                .arg(repeat));
}

} // namespace

bool insertLayer(Network &network, const LayerPath &at, Layer layer, QString *error)
{
    auto *list = siblingsAt(network, at);
    if (!list || at.back().index < 0 || size_t(at.back().index) > list->size())
        return fail(error, QCoreApplication::translate("Analyzer", "cannot insert at %1").arg(pathText(at)));
    if (layer.kind == LayerKind::Block && layer.children.empty())
        return fail(error,
            QCoreApplication::translate("Analyzer", "a block needs layers: select layers and wrap them in a block"));
    list->insert(list->begin() + at.back().index, std::move(layer));
    return true;
}

bool removeLayers(Network &network, std::vector<LayerPath> paths, QString *error)
{
    // Deepest and last first, so earlier removals do not shift the paths still to come.
    std::sort(paths.begin(), paths.end(), std::greater<>());
    paths.erase(std::unique(paths.begin(), paths.end()), paths.end());
    Network edited = network;
    for (const LayerPath &path : paths) {
        const LayerPath parent = parentOf(path);
        // Gone already with a block removed before it? Paths are sorted, so a block comes after its layers.
        auto *list = siblingsAt(edited, path);
        if (!list || !layerAt(edited, path))
            return noLayer(path, error);
        list->erase(list->begin() + path.back().index);
        const bool removingParent = std::find(paths.begin(), paths.end(), parent) != paths.end();
        if (!path.back().shortcut && !parent.empty() && list->empty() && !removingParent)
            return fail(error,
                QCoreApplication::translate(
                    "Analyzer", "block %1 would have no layers left: remove or unwrap the block instead")
                    .arg(pathText(parent)));
    }
    network = std::move(edited);
    return true;
}

bool moveLayer(Network &network, const LayerPath &path, int delta, QString *error)
{
    auto *list = siblingsAt(network, path);
    if (!list || !layerAt(network, path))
        return noLayer(path, error);
    const int from = path.back().index;
    const int to = from + delta;
    if (to < 0 || size_t(to) >= list->size())
        return fail(error,
            delta < 0 ? QCoreApplication::translate("Analyzer", "the layer is already the first of its list")
                      : QCoreApplication::translate("Analyzer", "the layer is already the last of its list"));
    Layer moving = std::move((*list)[size_t(from)]);
    list->erase(list->begin() + from);
    list->insert(list->begin() + to, std::move(moving));
    return true;
}

bool wrapInBlock(Network &network, const LayerPath &first, int count, std::int64_t repeat, QString *error)
{
    auto *list = siblingsAt(network, first);
    const int from = first.empty() ? -1 : first.back().index;
    if (!list || from < 0 || count < 1 || size_t(from) + size_t(count) > list->size())
        return fail(
            error, QCoreApplication::translate("Analyzer", "select one or more consecutive layers to wrap in a block"));
    if (!repeatInRange(repeat, error))
        return false;
    if (first.size() >= 32)
        return fail(error, QCoreApplication::translate("Analyzer", "blocks are nested more than 32 deep"));
    Layer block;
    block.kind = LayerKind::Block;
    block.repeat = repeat;
    block.children.assign(
        std::make_move_iterator(list->begin() + from), std::make_move_iterator(list->begin() + from + count));
    list->erase(list->begin() + from, list->begin() + from + count);
    list->insert(list->begin() + from, std::move(block));
    return true;
}

bool unwrapBlock(Network &network, const LayerPath &path, QString *error)
{
    auto *list = siblingsAt(network, path);
    const Layer *block = layerAt(network, path);
    if (!list || !block)
        return noLayer(path, error);
    if (block->kind != LayerKind::Block)
        return fail(error, QCoreApplication::translate("Analyzer", "only a block can be unwrapped"));
    std::vector<Layer> children = block->children;
    const auto at = list->begin() + path.back().index;
    const auto next = list->erase(at);
    list->insert(next, std::make_move_iterator(children.begin()), std::make_move_iterator(children.end()));
    return true;
}

bool replaceLayer(Network &network, const LayerPath &path, Layer layer, QString *error)
{
    Layer *old = layerAt(network, path);
    if (!old)
        return noLayer(path, error);
    const bool wasBlock = old->kind == LayerKind::Block;
    if (wasBlock != (layer.kind == LayerKind::Block))
        return fail(error,
            wasBlock ? QCoreApplication::translate(
                "Analyzer", "a block stays a block: unwrap it to edit its layers one by one")
                     : QCoreApplication::translate(
                         "Analyzer", "a layer cannot become a block: select layers and wrap them in a block"));
    if (wasBlock) {
        if (!repeatInRange(layer.repeat, error))
            return false;
        layer.children = std::move(old->children);
        layer.shortcut = std::move(old->shortcut);
    }
    *old = std::move(layer);
    return true;
}

bool setRepeat(Network &network, const LayerPath &path, std::int64_t repeat, QString *error)
{
    Layer *block = layerAt(network, path);
    if (!block)
        return noLayer(path, error);
    if (block->kind != LayerKind::Block)
        return fail(error, QCoreApplication::translate("Analyzer", "only a block has a repeat count"));
    if (!repeatInRange(repeat, error))
        return false;
    block->repeat = repeat;
    return true;
}

std::optional<std::pair<LayerPath, int>> consecutiveRange(std::vector<LayerPath> paths)
{
    if (paths.empty())
        return std::nullopt;
    std::sort(paths.begin(), paths.end());
    paths.erase(std::unique(paths.begin(), paths.end()), paths.end());
    for (size_t i = 1; i < paths.size(); ++i) {
        if (parentOf(paths[i]) != parentOf(paths[0]) || paths[i].back().shortcut != paths[0].back().shortcut
            || paths[i].back().index != paths[0].back().index + int(i))
            return std::nullopt;
    }
    return std::pair { paths.front(), int(paths.size()) };
}

} // namespace flopsheet
