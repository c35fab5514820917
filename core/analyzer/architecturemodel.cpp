#include "core/analyzer/architecturemodel.h"

#include "core/analyzer/layersettings.h"
#include "core/analyzer/networkeditor.h"
#include "core/estimate/units.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QLocale>

namespace flopsheet {
namespace {

const QColor kProblemColor(0xb7, 0x1c, 0x1c); // dark red: readable on white and on the alternate row colour

} // namespace

ArchitectureModel::ArchitectureModel(NetworkEditor *editor, QObject *parent)
    : QAbstractItemModel(parent), m_editor(editor)
{
    connect(editor, &NetworkEditor::aboutToChange, this, &ArchitectureModel::beginResetModel);
    connect(editor, &NetworkEditor::changed, this, [this] {
        rebuild();
        endResetModel();
    });
    rebuild();
}

void ArchitectureModel::rebuild()
{
    m_nodes.clear();
    m_top.clear();
    addNodes(m_editor->network().layers, -1, false, 1, m_top);
}

void ArchitectureModel::addNodes(
    const std::vector<Layer> &layers, int parent, bool shortcut, std::int64_t instances, std::vector<int> &into)
{
    const LayerPath parentPath = parent < 0 ? LayerPath() : m_nodes[size_t(parent)].path;
    const int firstRow = int(into.size());
    for (size_t i = 0; i < layers.size(); ++i) {
        const Layer &layer = layers[i];
        const int id = int(m_nodes.size());
        Node n;
        n.path = childOf(parentPath, int(i), shortcut);
        n.parent = parent;
        n.row = firstRow + int(i);
        n.instances = layer.kind == LayerKind::Block ? instances * std::max<std::int64_t>(layer.repeat, 1) : instances;
        m_nodes.push_back(n);
        into.push_back(id);
        if (layer.kind == LayerKind::Block) {
            std::vector<int> children;
            addNodes(layer.children, id, false, n.instances, children);
            addNodes(layer.shortcut, id, true, n.instances, children);
            m_nodes[size_t(id)].children = std::move(children);
        }
    }
}

const ArchitectureModel::Node *ArchitectureModel::node(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this || index.internalId() >= m_nodes.size())
        return nullptr;
    return &m_nodes[size_t(index.internalId())];
}

LayerPath ArchitectureModel::pathOf(const QModelIndex &index) const
{
    const Node *n = node(index);
    return n ? n->path : LayerPath();
}

QModelIndex ArchitectureModel::indexOf(const LayerPath &path, int column) const
{
    const std::vector<int> *list = &m_top;
    int id = -1;
    for (size_t depth = 0; depth < path.size(); ++depth) {
        id = -1;
        for (int candidate : *list) {
            if (m_nodes[size_t(candidate)].path[depth] == path[depth]) {
                id = candidate;
                break;
            }
        }
        if (id < 0)
            return {};
        list = &m_nodes[size_t(id)].children;
    }
    return id < 0 ? QModelIndex() : createIndex(m_nodes[size_t(id)].row, column, quintptr(id));
}

QModelIndex ArchitectureModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column < 0 || column >= ColumnCount || row < 0)
        return {};
    const std::vector<int> *list = &m_top;
    if (parent.isValid()) {
        const Node *p = node(parent);
        if (!p)
            return {};
        list = &p->children;
    }
    if (size_t(row) >= list->size())
        return {};
    return createIndex(row, column, quintptr((*list)[size_t(row)]));
}

QModelIndex ArchitectureModel::parent(const QModelIndex &child) const
{
    const Node *n = node(child);
    if (!n || n->parent < 0)
        return {};
    return createIndex(m_nodes[size_t(n->parent)].row, 0, quintptr(n->parent));
}

int ArchitectureModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_top.size());
    const Node *p = node(parent);
    return p && parent.column() == 0 ? int(p->children.size()) : 0;
}

int ArchitectureModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant ArchitectureModel::data(const QModelIndex &index, int role) const
{
    const Node *n = node(index);
    const Layer *layer = n ? layerAt(m_editor->network(), n->path) : nullptr;
    if (!layer)
        return {};
    const Analysis &a = m_editor->analysis();
    const bool failed = !a.ok() && a.errorPath == n->path;
    const LayerRow *row = m_editor->row(n->path);
    const bool analysed = row && !failed;
    const int column = index.column();
    switch (role) {
    case ProblemRole:
        return failed ? a.errorReason : QString();
    case Qt::ForegroundRole:
        if (failed)
            return QBrush(kProblemColor);
        return analysed || column <= Settings ? QVariant() : QVariant(QBrush(Qt::gray));
    case Qt::FontRole:
        if (layer->kind == LayerKind::Block && column == Name) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::TextAlignmentRole:
        return column >= Params || column == Count ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case Qt::ToolTipRole:
        if (failed)
            return tr("Does not fit: %1").arg(a.errorReason);
        if (row)
            return tr("Input %1, output %2").arg(shapeText(row->input), shapeText(row->output));
        return a.ok() ? QVariant() : tr("Not analysed: an earlier layer does not fit");
    case RawValueRole:
        switch (column) {
        case Count:
            return qlonglong(n->instances);
        case Params:
            return analysed ? QVariant(row->params) : QVariant();
        case Macs:
            return analysed ? QVariant(row->macs) : QVariant();
        case Activations:
            return analysed ? QVariant(row->activationBytes) : QVariant();
        default:
            return {};
        }
    case Qt::EditRole:
        if (column == Name)
            return layer->name;
        if (column == Count)
            return qlonglong(layer->repeat);
        return {};
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    const QString name = layerDisplayName(*layer, size_t(n->path.back().index));
    switch (column) {
    case Name:
        return n->path.back().shortcut ? tr("shortcut: %1").arg(name) : name;
    case Kind:
        return layerKindLabel(layer->kind);
    case Settings:
        return layerSummary(*layer);
    case Count:
        return n->instances > 1 ? QStringLiteral("×%1").arg(n->instances) : QString();
    case Output:
        if (failed)
            return tr("does not fit: %1").arg(a.errorReason);
        return analysed ? shapeText(row->output) : QStringLiteral("—");
    case Params:
        return analysed ? QLocale().toString(row->params, 'f', 0) : QString();
    case Macs:
        return analysed ? formatSi(row->macs, 4) : QString();
    case Activations:
        return analysed ? QString(formatSi(row->activationBytes, 4) + u'B') : QString();
    default:
        return {};
    }
}

bool ArchitectureModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    const Node *n = node(index);
    const Layer *layer = n ? layerAt(m_editor->network(), n->path) : nullptr;
    if (!layer || role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable))
        return false;
    if (index.column() == Count) {
        bool ok = false;
        const qlonglong repeat = value.toLongLong(&ok);
        return ok && m_editor->setRepeat(n->path, repeat);
    }
    Layer renamed = *layer;
    renamed.name = value.toString().trimmed();
    return renamed.name == layer->name || m_editor->replaceLayer(n->path, renamed);
}

Qt::ItemFlags ArchitectureModel::flags(const QModelIndex &index) const
{
    const Node *n = node(index);
    const Layer *layer = n ? layerAt(m_editor->network(), n->path) : nullptr;
    if (!layer)
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsSelectable | Qt::ItemIsEnabled;
    if (index.column() == Name || (index.column() == Count && layer->kind == LayerKind::Block))
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant ArchitectureModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractItemModel::headerData(section, orientation, role);
    switch (section) {
    case Name:
        return tr("Layer");
    case Kind:
        return tr("Kind");
    case Settings:
        return tr("Settings");
    case Count:
        return tr("Count");
    case Output:
        return tr("Output shape");
    case Params:
        return tr("Parameters");
    case Macs:
        return tr("MACs");
    case Activations:
        return tr("Activations");
    default:
        return {};
    }
}

} // namespace flopsheet
