#include "core/onnx/onnxanalyzer.h"

#include "core/onnx/onnxattributes.h"
#include "core/onnx/onnxcounts.h"

#include <onnx/defs/schema.h>
#include <onnx/onnx_pb.h>
#include <onnx/shape_inference/implementation.h>

#include <QCoreApplication>

#include <limits>
#include <map>
#include <unordered_map>
#include <unordered_set>

namespace flopsheet {
namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

bool isFloat(int type)
{
    return type == onnx::TensorProto_DataType_FLOAT || type == onnx::TensorProto_DataType_FLOAT16
        || type == onnx::TensorProto_DataType_BFLOAT16 || type == onnx::TensorProto_DataType_DOUBLE;
}

double bytesOf(int type)
{
    switch (type) {
    case onnx::TensorProto_DataType_DOUBLE:
    case onnx::TensorProto_DataType_INT64:
    case onnx::TensorProto_DataType_UINT64:
        return 8;
    case onnx::TensorProto_DataType_FLOAT16:
    case onnx::TensorProto_DataType_BFLOAT16:
    case onnx::TensorProto_DataType_INT16:
    case onnx::TensorProto_DataType_UINT16:
        return 2;
    case onnx::TensorProto_DataType_INT8:
    case onnx::TensorProto_DataType_UINT8:
    case onnx::TensorProto_DataType_BOOL:
        return 1;
    default:
        return 4;
    }
}

/** A tensor's shape when every dimension is a known positive number (and the whole is countable). */
std::optional<Shape> knownShape(const onnx::TypeProto &type)
{
    if (!type.has_tensor_type() || !type.tensor_type().has_shape())
        return std::nullopt;
    Shape shape;
    const auto &dims = type.tensor_type().shape().dim();
    if (dims.size() > 64)
        return std::nullopt;
    for (const auto &d : dims) {
        if (!d.has_dim_value() || d.dim_value() < 1 || d.dim_value() > kMaxDimension)
            return std::nullopt;
        shape.push_back(d.dim_value());
    }
    if (!elementCount(shape))
        return std::nullopt;
    return shape;
}

struct Value {
    Shape shape;
    int type = 0;
};

const Shape &shapeOf(const Shape &shape)
{
    return shape;
}

const Shape &shapeOf(const Value &value)
{
    return value.shape;
}

/** Sets the first real input's dims (or its unknown dims to 1); forgets every inferred shape so inference starts clean.
 */
bool prepareInputs(onnx::GraphProto &graph, const Shape &inputShape, Analysis &a)
{
    std::unordered_set<std::string> initializers;
    for (const onnx::TensorProto &t : graph.initializer())
        initializers.insert(t.name());
    bool first = true;
    for (onnx::ValueInfoProto &input : *graph.mutable_input()) {
        if (initializers.count(input.name()))
            continue;
        if (!input.type().has_tensor_type()) {
            a.warnings << QCoreApplication::translate("Analyzer", "input %1 is not a tensor; its users are not counted")
                              .arg(qs(input.name()));
            continue;
        }
        auto *shape = input.mutable_type()->mutable_tensor_type()->mutable_shape();
        if (first && !inputShape.empty()) {
            shape->clear_dim();
            for (std::int64_t d : inputShape)
                shape->add_dim()->set_dim_value(d);
        } else {
            for (int i = 0; i < shape->dim_size(); ++i) {
                auto *d = shape->mutable_dim(i);
                if (d->has_dim_value() && d->dim_value() >= 1)
                    continue;
                a.warnings << QCoreApplication::translate(
                    "Analyzer", "input %1, dimension %2 (%3) is not fixed: taken as 1; --input-shape sets it")
                                  .arg(qs(input.name()), QString::number(i),
                                      d->has_dim_param() ? qs(d->dim_param())
                                                         : QCoreApplication::translate("Analyzer", "unknown"));
                d->set_dim_value(1);
            }
        }
        first = false;
    }
    if (first && !inputShape.empty()) {
        a.error = QCoreApplication::translate("Analyzer", "the model has no tensor input for --input-shape");
        return false;
    }
    graph.clear_value_info();
    for (onnx::ValueInfoProto &output : *graph.mutable_output()) {
        if (output.type().has_tensor_type())
            output.mutable_type()->mutable_tensor_type()->clear_shape();
    }
    return true;
}

} // namespace

Analysis analyzeOnnx(const QByteArray &bytes, const Shape &inputShape)
{
    onnx::ModelProto model;
    if (bytes.size() >= std::numeric_limits<int>::max() || !model.ParseFromArray(bytes.constData(), int(bytes.size()))
        || !model.has_graph() || model.ir_version() < 1) {
        Analysis a;
        a.error = QCoreApplication::translate("Analyzer",
            "not an ONNX model, or a truncated one: the file does not parse as an ONNX ModelProto with a graph");
        return a;
    }
    return analyzeOnnxModel(model, inputShape);
}

Analysis analyzeOnnxModel(onnx::ModelProto &model, const Shape &inputShape)
{
    Analysis a;
    onnx::GraphProto &graph = *model.mutable_graph();
    a.name = qs(graph.name());
    bool hasDefaultOpset = false;
    for (const auto &opset : model.opset_import())
        hasDefaultOpset = hasDefaultOpset || opset.domain().empty() || opset.domain() == "ai.onnx";
    if (!hasDefaultOpset)
        a.warnings << QCoreApplication::translate("Analyzer", "the model imports no opset of the default ONNX domain");
    if (graph.node_size() == 0) {
        a.error = QCoreApplication::translate("Analyzer", "the model's graph has no nodes");
        return a;
    }
    if (!prepareInputs(graph, inputShape, a))
        return a;
    // The spec's attribute rules before shape inference: libonnx divides by strides and dilations unchecked.
    std::unordered_map<std::string, Shape> declared;
    for (const onnx::TensorProto &t : graph.initializer()) {
        if (t.dims_size() <= kMaxRank)
            declared[t.name()] = Shape(t.dims().begin(), t.dims().end());
    }
    for (const auto &input : graph.input()) {
        if (auto shape = knownShape(input.type()))
            declared[input.name()] = *shape;
    }
    const auto lookIn = [](const auto &map) {
        return [&map](const std::string &name) -> const Shape * {
            const auto it = map.find(name);
            return it == map.end() ? nullptr : &shapeOf(it->second);
        };
    };
    a.error = onnxAttributeProblem(graph, lookIn(declared));
    if (!a.error.isEmpty())
        return a;
    spellOutKernelShapes(graph, lookIn(declared));
    try {
        // Strict type checks off, node errors kept per node, data propagation on (Shape -> Gather -> Reshape chains).
        onnx::shape_inference::InferShapes(
            model, onnx::OpSchemaRegistry::Instance(), onnx::ShapeInferenceOptions(false, 0, true));
    } catch (const std::exception &e) {
        a.warnings
            << QCoreApplication::translate("Analyzer", "ONNX shape inference stopped: %1").arg(qs(e.what()).left(300));
    }

    std::unordered_map<std::string, Value> values;
    auto remember = [&values](const onnx::ValueInfoProto &v) {
        if (auto shape = knownShape(v.type()))
            values[v.name()] = Value { *shape, v.type().tensor_type().elem_type() };
    };
    for (const auto &v : graph.input())
        remember(v);
    for (const auto &v : graph.value_info())
        remember(v);
    for (const auto &v : graph.output())
        remember(v);
    // Weights: floating-point initializers (and Constant nodes) by element count; their data is never read.
    std::unordered_map<std::string, double> weights;
    for (const onnx::TensorProto &t : graph.initializer()) {
        Shape dims(t.dims().begin(), t.dims().end());
        const auto n = dims.size() <= size_t(kMaxRank) * 8 ? elementCount(dims) : std::nullopt;
        if (n && isFloat(t.data_type()))
            weights[t.name()] = double(*n);
        if (n)
            values[t.name()] = Value { dims, t.data_type() };
    }
    for (const onnx::NodeProto &node : graph.node()) {
        if (node.op_type() != "Constant" || node.output_size() != 1)
            continue;
        for (const onnx::AttributeProto &attr : node.attribute()) {
            if (attr.name() != "value" || !attr.has_t() || !isFloat(attr.t().data_type()))
                continue;
            const Shape dims(attr.t().dims().begin(), attr.t().dims().end());
            if (const auto n = elementCount(dims); n && *n > 1)
                weights[node.output(0)] = double(*n);
        }
    }
    if (!graph.input().empty()) {
        for (const auto &input : graph.input()) {
            if (!weights.count(input.name()) && input.type().has_tensor_type()) {
                a.bytesPerValue = bytesOf(input.type().tensor_type().elem_type());
                if (const auto it = values.find(input.name()); it != values.end())
                    a.input = it->second.shape;
                break;
            }
        }
    }

    // Again with the inferred shapes: an inner convolution's input channels are known only now.
    a.error = onnxAttributeProblem(graph, lookIn(values));
    if (!a.error.isEmpty())
        return a;

    std::unordered_set<std::string> counted;
    std::map<std::string, int> unsupported; // operator -> nodes, sorted for stable output
    std::map<std::string, std::string> unsupportedWhy;
    OnnxNodeShapes shapes;
    a.rows.reserve(size_t(graph.node_size()));
    for (int i = 0; i < graph.node_size(); ++i) {
        const onnx::NodeProto &node = graph.node(i);
        shapes.inputs.clear();
        shapes.outputs.clear();
        for (const std::string &name : node.input()) {
            const auto it = values.find(name);
            shapes.inputs.push_back(it == values.end() ? nullptr : &it->second.shape);
        }
        for (const std::string &name : node.output()) {
            const auto it = values.find(name);
            shapes.outputs.push_back(it == values.end() ? nullptr : &it->second.shape);
        }
        LayerCounts c;
        std::string why;
        const OnnxRule rule = countOnnxNode(node, shapes, c, &why);
        LayerRow row;
        row.name = node.name().empty() ? qs(node.op_type()) + QString::number(i) : qs(node.name());
        row.kind = qs(node.op_type());
        row.kindLabel = row.kind;
        if (!shapes.inputs.empty() && shapes.inputs[0])
            row.input = *shapes.inputs[0];
        if (!shapes.outputs.empty() && shapes.outputs[0])
            row.output = *shapes.outputs[0];
        for (int k = 0; k < node.input_size(); ++k) {
            const std::string &name = node.input(k);
            const auto w = weights.find(name);
            if (w == weights.end() || isOnnxBufferInput(node.op_type(), k) || !counted.insert(name).second)
                continue;
            row.params += w->second;
        }
        if (rule == OnnxRule::Counted) {
            row.macs = c.macs;
            row.otherFlops = c.otherFlops;
            if (!isOnnxDataMovement(node.op_type())) {
                for (const std::string &name : node.output()) {
                    if (const auto it = values.find(name); it != values.end())
                        row.activationBytes += double(*elementCount(it->second.shape)) * bytesOf(it->second.type);
                }
            }
        } else {
            const std::string key = node.op_type() + (rule == OnnxRule::ShapeUnknown ? " (shape unknown)" : "");
            if (++unsupported[key] == 1)
                unsupportedWhy[key] = why;
        }
        row.activeParams = row.params;
        a.params += row.params;
        a.macs += row.macs;
        a.otherFlops += row.otherFlops;
        a.activationBytes += row.activationBytes;
        a.rows.push_back(std::move(row));
    }
    a.activeParams = a.params;
    for (const auto &[op, count] : unsupported)
        a.unsupported << QCoreApplication::translate("Analyzer", "%1: %n node(s), %2", nullptr, count)
                             .arg(qs(op), qs(unsupportedWhy[op]));
    for (const auto &output : graph.output()) {
        if (const auto it = values.find(output.name()); it != values.end()) {
            a.output = it->second.shape;
            break;
        }
    }
    return a;
}

} // namespace flopsheet
