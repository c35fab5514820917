#include "core/onnx/onnxattributes.h"

#include <onnx/onnx_pb.h>

#include <QCoreApplication>
#include <QStringList>

#include <optional>
#include <vector>

namespace flopsheet {
namespace {

QString listText(const std::vector<std::int64_t> &values)
{
    QStringList parts;
    for (std::int64_t v : values)
        parts << QString::number(v);
    return u'[' + parts.join(QStringLiteral(", ")) + u']';
}

const onnx::AttributeProto *find(const onnx::NodeProto &node, const char *name)
{
    for (const onnx::AttributeProto &a : node.attribute()) {
        if (a.name() == name)
            return &a;
    }
    return nullptr;
}

/** Checks one node; the messages name the attribute and the rule, the caller adds the node. */
class NodeCheck {
    Q_DECLARE_TR_FUNCTIONS(Analyzer)

public:
    NodeCheck(const onnx::NodeProto &node, const OnnxShapeOf &shapeOf) : m_node(node), m_shapeOf(shapeOf) { }

    QString run()
    {
        const std::string &op = m_node.op_type();
        const bool conv = op == "Conv" || op == "ConvTranspose";
        const Shape *x = input(0);
        const Shape *w = conv ? input(1) : nullptr;
        // X is N × C × D1 … Dn and W is M × C/group × k1 … kn: a weight of another rank gives libonnx a kernel it
        // indexes past the input's spatial axes.
        if (x && w && x->size() != w->size())
            return tr("the weight has %1 dimensions and the input %2; they must have as many")
                .arg(w->size())
                .arg(x->size());
        // The spatial axes: from the weight, else the input, else the kernel (ONNX: N × C × D1 … Dn).
        std::optional<qsizetype> spatial;
        if (w && w->size() >= 3)
            spatial = qsizetype(w->size()) - 2;
        else if (x && x->size() >= 3)
            spatial = qsizetype(x->size()) - 2;

        std::vector<std::int64_t> kernel;
        if (!ints("kernel_shape", &kernel))
            return m_problem;
        if (kernel.empty() && !conv)
            return tr("kernel_shape is missing; %1 requires it").arg(QString::fromStdString(op));
        if (!kernel.empty() && !spatial)
            spatial = qsizetype(kernel.size());
        if (!checkList("kernel_shape", kernel, Rule::Positive, spatial, 1))
            return m_problem;
        if (w && w->size() >= 3 && !kernel.empty()) {
            const std::vector<std::int64_t> weightKernel(w->begin() + 2, w->end());
            if (kernel != weightKernel)
                return tr("kernel_shape %1 differs from the weight's spatial shape %2")
                    .arg(listText(kernel), listText(weightKernel));
        }
        for (const char *name : { "strides", "dilations" }) {
            std::vector<std::int64_t> values;
            if (!ints(name, &values) || !checkList(name, values, Rule::Positive, spatial, 1))
                return m_problem;
        }
        std::vector<std::int64_t> pads;
        if (!ints("pads", &pads) || !checkList("pads", pads, Rule::NotNegative, spatial, 2))
            return m_problem;
        if (op == "ConvTranspose") {
            std::vector<std::int64_t> outputPadding;
            if (!ints("output_padding", &outputPadding)
                || !checkList("output_padding", outputPadding, Rule::NotNegative, spatial, 1))
                return m_problem;
        }
        if (const onnx::AttributeProto *autoPad = find(m_node, "auto_pad")) {
            const std::string &s = autoPad->s();
            if (s != "NOTSET" && s != "SAME_UPPER" && s != "SAME_LOWER" && s != "VALID")
                return tr("auto_pad \"%1\" is not one of NOTSET, SAME_UPPER, SAME_LOWER and VALID")
                    .arg(QString::fromStdString(s).left(40));
        }
        if (conv)
            return groupProblem(op == "Conv", x, w);
        return {};
    }

private:
    enum class Rule { Positive, NotNegative };

    const Shape *input(int i) const
    {
        return i < m_node.input_size() && !m_node.input(i).empty() ? m_shapeOf(m_node.input(i)) : nullptr;
    }

    /** The attribute's integers; false (with the problem) when it is there but not a list of integers. */
    bool ints(const char *name, std::vector<std::int64_t> *out)
    {
        const onnx::AttributeProto *a = find(m_node, name);
        if (!a)
            return true;
        if (a->type() != onnx::AttributeProto::INTS && a->ints_size() == 0) {
            m_problem = tr("%1 must be a list of integers").arg(QLatin1StringView(name));
            return false;
        }
        out->assign(a->ints().begin(), a->ints().end());
        return true;
    }

    /** values (when given) keep the rule and have perAxis × spatial entries. */
    bool checkList(const char *name, const std::vector<std::int64_t> &values, Rule rule,
        std::optional<qsizetype> spatial, qsizetype perAxis)
    {
        if (values.empty())
            return true;
        const QString attr = QLatin1StringView(name);
        if (spatial && qsizetype(values.size()) != perAxis * *spatial) {
            m_problem = perAxis == 2 ? tr("%1 %2 has %3 values; %4 spatial axes need %5 (a begin and an end for each)")
                                           .arg(attr, listText(values))
                                           .arg(values.size())
                                           .arg(*spatial)
                                           .arg(perAxis * *spatial)
                                     : tr("%1 %2 has %3 values for %4 spatial axes")
                                           .arg(attr, listText(values))
                                           .arg(values.size())
                                           .arg(*spatial);
            return false;
        }
        for (std::int64_t v : values) {
            if (rule == Rule::Positive && v < 1) {
                m_problem = tr("%1 %2: every value must be positive").arg(attr, listText(values));
                return false;
            }
            if (rule == Rule::NotNegative && v < 0) {
                m_problem = tr("%1 %2: no value may be negative").arg(attr, listText(values));
                return false;
            }
            if (v > kMaxDimension) {
                m_problem = tr("%1 %2: a value is larger than any tensor FlopSheet reads").arg(attr, listText(values));
                return false;
            }
        }
        return true;
    }

    /**
     * group ≥ 1, and it divides the channels: Conv's weight is M × C/group × k…, so C = W[1] × group and
     * group divides M; ConvTranspose's is C × M/group × k…, so group divides C = W[0].
     */
    QString groupProblem(bool conv, const Shape *x, const Shape *w) const
    {
        const onnx::AttributeProto *a = find(m_node, "group");
        const std::int64_t group = a ? a->i() : 1;
        if (group < 1)
            return tr("group %1 must be at least 1").arg(group);
        if (!w || w->size() < 2)
            return {};
        const std::int64_t filters = conv ? (*w)[0] : (*w)[1] * group;
        const std::int64_t weightChannels = conv ? (*w)[1] * group : (*w)[0];
        if (conv && filters % group != 0)
            return tr("group %1 must divide the %2 output channels (the weight's first dimension)")
                .arg(group)
                .arg(filters);
        if (!conv && weightChannels % group != 0)
            return tr("group %1 must divide the %2 input channels (the weight's first dimension)")
                .arg(group)
                .arg(weightChannels);
        if (x && x->size() >= 2 && (*x)[1] != weightChannels)
            return conv
                ? tr("group %1 needs %2 input channels (the weight has %3 per group); the input has %4")
                      .arg(group)
                      .arg(weightChannels)
                      .arg((*w)[1])
                      .arg((*x)[1])
                : tr("the weight's %1 input channels differ from the input's %2").arg(weightChannels).arg((*x)[1]);
        return {};
    }

    const onnx::NodeProto &m_node;
    const OnnxShapeOf &m_shapeOf;
    QString m_problem;
};

bool hasCheckedAttributes(const std::string &op)
{
    return op == "Conv" || op == "ConvTranspose" || op == "MaxPool" || op == "AveragePool" || op == "LpPool";
}

} // namespace

void spellOutKernelShapes(onnx::GraphProto &graph, const OnnxShapeOf &shapeOf)
{
    for (onnx::NodeProto &node : *graph.mutable_node()) {
        if ((node.op_type() != "Conv" && node.op_type() != "ConvTranspose")
            || (!node.domain().empty() && node.domain() != "ai.onnx") || find(node, "kernel_shape")
            || node.input_size() < 2)
            continue;
        const Shape *w = shapeOf(node.input(1));
        if (!w || w->size() < 3)
            continue;
        onnx::AttributeProto *kernel = node.add_attribute();
        kernel->set_name("kernel_shape");
        kernel->set_type(onnx::AttributeProto::INTS);
        for (auto d = w->begin() + 2; d != w->end(); ++d)
            kernel->add_ints(*d);
    }
}

QString onnxAttributeProblem(const onnx::GraphProto &graph, const OnnxShapeOf &shapeOf)
{
    for (int i = 0; i < graph.node_size(); ++i) {
        const onnx::NodeProto &node = graph.node(i);
        if (!hasCheckedAttributes(node.op_type()) || (!node.domain().empty() && node.domain() != "ai.onnx"))
            continue;
        const QString problem = NodeCheck(node, shapeOf).run();
        if (problem.isEmpty())
            continue;
        const QString name = node.name().empty() ? QString::fromStdString(node.op_type()) + QString::number(i)
                                                 : QString::fromStdString(node.name()).left(80);
        return QCoreApplication::translate("Analyzer", "node \"%1\" (%2) breaks the ONNX operator spec: %3")
            .arg(name, QString::fromStdString(node.op_type()), problem);
    }
    return {};
}

} // namespace flopsheet
