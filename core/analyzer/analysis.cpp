#include "core/analyzer/analysis.h"

#include "core/analyzer/layerrules.h"
#include "core/analyzer/layersettings.h"

#include <QCoreApplication>

namespace flopsheet {
namespace {

constexpr int kMaxDepth = 32;
constexpr std::int64_t kMaxRepeat = 1'000'000;

struct Walker {
    Analysis &out;
    double bytesPerValue;

    /** Runs layers in order from `shape`; totals go into `sum`. Their paths are children of `parent`. */
    bool run(const std::vector<Layer> &layers, Shape &shape, int depth, std::int64_t instances, const QString &path,
        LayerRow &sum, const LayerPath &parent, bool shortcut = false)
    {
        const QString prefix = shortcut ? QStringLiteral("shortcut.") : QString();
        for (size_t i = 0; i < layers.size(); ++i) {
            const Layer &layer = layers[i];
            const QString name = prefix + layerDisplayName(layer, i);
            const QString where = path.isEmpty() ? name : path + u'/' + name;
            LayerRow row;
            row.path = childOf(parent, int(i), shortcut);
            if (!apply(layer, shape, depth, instances, where, row))
                return false;
            add(sum, row);
        }
        return true;
    }

    static void add(LayerRow &sum, const LayerRow &row)
    {
        sum.params += row.params;
        sum.activeParams += row.activeParams;
        sum.macs += row.macs;
        sum.otherFlops += row.otherFlops;
        sum.activationBytes += row.activationBytes;
    }

    bool fail(const QString &where, const LayerPath &at, const QString &why)
    {
        out.errorPath = at;
        out.errorReason = why;
        out.error = QCoreApplication::translate("Analyzer", "layer %1: %2").arg(where, why);
        return false;
    }

    bool apply(const Layer &layer, Shape &shape, int depth, std::int64_t instances, const QString &where, LayerRow &row)
    {
        row.name = where.section(u'/', -1);
        row.kind = layerKindName(layer.kind);
        row.kindLabel = layerKindLabel(layer.kind);
        row.depth = depth;
        row.instances = instances;
        row.input = shape;
        if (layer.kind != LayerKind::Block) {
            QString why;
            const auto c = applyLayer(layer, shape, &why);
            if (!c)
                return fail(where, row.path, why);
            const double n = double(instances);
            row.output = c->output;
            row.params = n * c->params;
            row.activeParams = n * c->activeParams;
            row.macs = n * c->macs;
            row.otherFlops = n * c->otherFlops;
            row.activationBytes = n * double(*elementCount(c->output)) * bytesPerValue;
            out.kvValuesPerToken += n * c->kvValuesPerToken;
            out.hasExperts = out.hasExperts || layer.kind == LayerKind::Moe;
            out.rows.push_back(row);
            shape = c->output;
            return true;
        }
        if (depth >= kMaxDepth)
            return fail(where, row.path,
                QCoreApplication::translate("Analyzer", "blocks are nested more than %1 deep").arg(kMaxDepth));
        if (layer.repeat < 1 || layer.repeat > kMaxRepeat)
            return fail(where, row.path,
                QCoreApplication::translate("Analyzer", "repeat must be from 1 to %1 (got %2)")
                    .arg(kMaxRepeat)
                    .arg(layer.repeat));
        std::int64_t total = 0;
        if (__builtin_mul_overflow(instances, layer.repeat, &total) || total > kMaxRepeat)
            return fail(where, row.path,
                QCoreApplication::translate("Analyzer", "nested repeats exceed %1 instances").arg(kMaxRepeat));
        row.isBlock = true;
        row.instances = total;
        const size_t headerAt = out.rows.size();
        out.rows.push_back(row);
        const Shape input = shape;
        const LayerPath blockPath = row.path;
        if (!run(layer.children, shape, depth + 1, total, where, row, blockPath))
            return false;
        if (layer.residual) {
            Shape branch = input;
            if (!run(layer.shortcut, branch, depth + 1, total, where, row, blockPath, true))
                return false;
            if (branch != shape)
                return fail(where, row.path,
                    QCoreApplication::translate("Analyzer", "the residual add needs equal shapes, got %1 and %2")
                        .arg(shapeText(shape), shapeText(branch)));
            LayerRow addRow;
            addRow.name = QStringLiteral("add");
            addRow.kind = QStringLiteral("add");
            addRow.kindLabel = QCoreApplication::translate("Analyzer", "Residual add");
            addRow.depth = depth + 1;
            addRow.path = blockPath;
            addRow.instances = total;
            addRow.input = addRow.output = shape;
            const double elements = double(*elementCount(shape));
            addRow.otherFlops = double(total) * elements; // one addition per element
            addRow.activationBytes = double(total) * elements * bytesPerValue;
            out.rows.push_back(addRow);
            add(row, addRow);
        }
        if (layer.repeat > 1 && shape != input)
            return fail(where, row.path,
                QCoreApplication::translate("Analyzer", "a repeated block must keep its shape (in %1, out %2)")
                    .arg(shapeText(input), shapeText(shape)));
        row.output = shape;
        out.rows[headerAt] = row;
        return true;
    }
};

} // namespace

Analysis analyzeNetwork(const Network &network)
{
    Analysis a;
    a.name = network.name;
    a.input = network.input;
    a.bytesPerValue = network.bytesPerValue;
    if (!(network.bytesPerValue > 0 && network.bytesPerValue <= 16)) {
        a.error = QCoreApplication::translate("Analyzer", "bytes per value must be from 0 to 16 (got %1)")
                      .arg(network.bytesPerValue);
        return a;
    }
    if (network.input.empty() || network.input.size() > size_t(kMaxRank) || !elementCount(network.input)) {
        a.error = QCoreApplication::translate(
            "Analyzer", "the input shape %1 needs 1 to %2 dimensions, each at least 1, and at most 2^50 elements")
                      .arg(shapeText(network.input))
                      .arg(kMaxRank);
        return a;
    }
    Shape shape = network.input;
    LayerRow total;
    Walker walker { a, network.bytesPerValue };
    if (!walker.run(network.layers, shape, 0, 1, QString(), total, LayerPath()))
        return a;
    a.output = shape;
    a.params = total.params;
    a.activeParams = total.activeParams;
    a.macs = total.macs;
    a.otherFlops = total.otherFlops;
    a.activationBytes = total.activationBytes;
    return a;
}

} // namespace flopsheet
