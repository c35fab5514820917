#include "core/onnx/onnxcounts.h"

#include <onnx/onnx_pb.h>

#include <unordered_map>
#include <unordered_set>

namespace flopsheet {
namespace {

double elements(const Shape &s)
{
    double n = 1;
    for (std::int64_t d : s)
        n *= double(d);
    return n;
}

const onnx::AttributeProto *attribute(const onnx::NodeProto &node, const char *name)
{
    for (const onnx::AttributeProto &a : node.attribute()) {
        if (a.name() == name)
            return &a;
    }
    return nullptr;
}

// Element-wise operators: one operation per output element (Softmax: exponent, sum, divide).
const std::unordered_map<std::string, double> &elementwiseCost()
{
    static const std::unordered_map<std::string, double> cost
        = { { "Add", 1 }, { "Sub", 1 }, { "Mul", 1 }, { "Div", 1 }, { "Pow", 1 }, { "Sqrt", 1 }, { "Exp", 1 },
              { "Log", 1 }, { "Relu", 1 }, { "LeakyRelu", 1 }, { "PRelu", 1 }, { "Elu", 1 }, { "Selu", 1 },
              { "Celu", 1 }, { "Sigmoid", 1 }, { "HardSigmoid", 1 }, { "HardSwish", 1 }, { "Tanh", 1 }, { "Erf", 1 },
              { "Clip", 1 }, { "Softplus", 1 }, { "Softsign", 1 }, { "Neg", 1 }, { "Abs", 1 }, { "Reciprocal", 1 },
              { "Max", 1 }, { "Min", 1 }, { "Sum", 1 }, { "Mean", 1 }, { "Where", 1 }, { "Equal", 1 }, { "Less", 1 },
              { "LessOrEqual", 1 }, { "Greater", 1 }, { "GreaterOrEqual", 1 }, { "Not", 1 }, { "And", 1 }, { "Or", 1 },
              { "Xor", 1 }, { "Floor", 1 }, { "Ceil", 1 }, { "Round", 1 }, { "Sign", 1 }, { "Cos", 1 }, { "Sin", 1 },
              { "Tan", 1 }, { "Atan", 1 }, { "Mod", 1 }, { "IsNaN", 1 }, { "IsInf", 1 }, { "ThresholdedRelu", 1 },
              { "Shrink", 1 }, { "Mish", 1 }, { "BitShift", 1 }, { "Resize", 1 }, { "Upsample", 1 }, { "Softmax", 3 },
              { "LogSoftmax", 3 }, { "Hardmax", 1 }, { "QuantizeLinear", 1 }, { "DequantizeLinear", 1 } };
    return cost;
}

// Reductions: one operation per input element.
const std::unordered_set<std::string> &reductions()
{
    static const std::unordered_set<std::string> ops = { "ReduceMean", "ReduceSum", "ReduceMax", "ReduceMin",
        "ReduceProd", "ReduceL1", "ReduceL2", "ReduceLogSum", "ReduceLogSumExp", "ReduceSumSquare", "ArgMax", "ArgMin",
        "GlobalAveragePool", "GlobalMaxPool", "GlobalLpPool", "TopK", "CumSum" };
    return ops;
}

const std::unordered_set<std::string> &dataMovement()
{
    static const std::unordered_set<std::string> ops
        = { "Reshape", "Flatten", "Transpose", "Squeeze", "Unsqueeze", "Concat", "Split", "Slice", "Gather",
              "GatherElements", "GatherND", "Shape", "Size", "Constant", "ConstantOfShape", "Identity", "Cast",
              "CastLike", "Dropout", "Expand", "Tile", "Pad", "Range", "ScatterND", "ScatterElements", "NonZero",
              "DepthToSpace", "SpaceToDepth", "OneHot", "EyeLike", "Trilu", "SequenceConstruct", "Compress" };
    return ops;
}

OnnxRule unknown(std::string *why, const char *what)
{
    *why = what;
    return OnnxRule::ShapeUnknown;
}

// "bij,bjk->bik": MACs = product of the sizes of every index letter (two operands).
OnnxRule einsum(const onnx::NodeProto &node, const OnnxNodeShapes &s, LayerCounts &c, std::string *why)
{
    const onnx::AttributeProto *eq = attribute(node, "equation");
    if (node.input_size() == 1 && eq && eq->s().find("...") == std::string::npos) {
        if (s.inputs.empty() || !s.inputs[0])
            return unknown(why, "the Einsum operand's shape is unknown");
        c.otherFlops = elements(*s.inputs[0]); // one operand: a transpose, trace or sum
        return OnnxRule::Counted;
    }
    if (!eq || eq->s().find("...") != std::string::npos || node.input_size() != 2) {
        *why = "Einsum with an ellipsis or other than two operands";
        return OnnxRule::Unsupported;
    }
    std::string equation;
    for (char ch : eq->s()) {
        if (ch != ' ')
            equation += ch;
    }
    const size_t arrow = equation.find("->");
    const size_t comma = equation.find(',');
    if (arrow == std::string::npos || comma == std::string::npos || comma > arrow) {
        *why = "Einsum equation without an explicit output";
        return OnnxRule::Unsupported;
    }
    const std::string terms[2] = { equation.substr(0, comma), equation.substr(comma + 1, arrow - comma - 1) };
    std::unordered_map<char, std::int64_t> sizes;
    for (int i = 0; i < 2; ++i) {
        if (!s.inputs[size_t(i)])
            return unknown(why, "an Einsum operand's shape is unknown");
        const Shape &shape = *s.inputs[size_t(i)];
        if (shape.size() != terms[i].size()) {
            *why = "Einsum equation does not match its operands' ranks";
            return OnnxRule::Unsupported;
        }
        for (size_t k = 0; k < shape.size(); ++k)
            sizes[terms[i][k]] = std::max(sizes[terms[i][k]], shape[k]);
    }
    c.macs = 1;
    for (const auto &entry : sizes)
        c.macs *= double(entry.second);
    return OnnxRule::Counted;
}

} // namespace

bool isOnnxBufferInput(const std::string &opType, int inputIndex)
{
    return opType == "BatchNormalization" && (inputIndex == 3 || inputIndex == 4);
}

bool isOnnxDataMovement(const std::string &opType)
{
    return dataMovement().count(opType) > 0;
}

OnnxRule countOnnxNode(const onnx::NodeProto &node, const OnnxNodeShapes &s, LayerCounts &c, std::string *why)
{
    const std::string &op = node.op_type();
    if (!node.domain().empty() && node.domain() != "ai.onnx") {
        *why = "operator of the domain " + node.domain();
        return OnnxRule::Unsupported;
    }
    const Shape *x = s.inputs.empty() ? nullptr : s.inputs[0];
    const Shape *w = s.inputs.size() > 1 ? s.inputs[1] : nullptr;
    const Shape *y = s.outputs.empty() ? nullptr : s.outputs[0];
    if (isOnnxDataMovement(op))
        return OnnxRule::Counted;
    if (op == "Conv" || op == "ConvTranspose") {
        if (!w || (op == "Conv" ? !y : !x) || w->size() < 2)
            return unknown(why, "the weight or output shape is unknown");
        // Conv: each output element meets C/groups × kernel weights; ConvTranspose: each input element meets M/groups ×
        // kernel.
        c.macs = elements(op == "Conv" ? *y : *x) * elements(Shape(w->begin() + 1, w->end()));
        return OnnxRule::Counted;
    }
    if (op == "Gemm") {
        if (!x || !y || x->size() != 2 || y->size() != 2)
            return unknown(why, "the operand shapes are unknown");
        const onnx::AttributeProto *transA = attribute(node, "transA");
        const std::int64_t k = transA && transA->i() ? (*x)[0] : (*x)[1];
        c.macs = elements(*y) * double(k); // Y[M,N] = A[M,K]·B[K,N]
        if (node.input_size() > 2)
            c.otherFlops = elements(*y); // + C
        return OnnxRule::Counted;
    }
    if (op == "MatMul" || op == "MatMulInteger") {
        if (!x || !y || x->empty())
            return unknown(why, "the operand shapes are unknown");
        c.macs = elements(*y) * double(x->back()); // batched: every output element is a K-long dot product
        return OnnxRule::Counted;
    }
    if (op == "Einsum")
        return einsum(node, s, c, why);
    if (op == "BatchNormalization" || op == "InstanceNormalization" || op == "LayerNormalization"
        || op == "GroupNormalization" || op == "LpNormalization" || op == "MeanVarianceNormalization") {
        if (!x)
            return unknown(why, "the input shape is unknown");
        // fvcore: batch norm at inference 2 per element (scale, shift); the others normalise as well, 5 per element.
        c.otherFlops = (op == "BatchNormalization" ? 2.0 : 5.0) * elements(*x);
        return OnnxRule::Counted;
    }
    if (op == "MaxPool" || op == "AveragePool" || op == "LpPool") {
        const onnx::AttributeProto *kernel = attribute(node, "kernel_shape");
        if (!y || !kernel)
            return unknown(why, "the output shape or kernel_shape is unknown");
        double window = 1;
        for (std::int64_t k : kernel->ints())
            window *= double(k);
        c.otherFlops = elements(*y) * window;
        return OnnxRule::Counted;
    }
    if (reductions().count(op)) {
        if (!x)
            return unknown(why, "the input shape is unknown");
        c.otherFlops = elements(*x);
        return OnnxRule::Counted;
    }
    const auto it = elementwiseCost().find(op);
    if (it != elementwiseCost().end()) {
        if (!y)
            return unknown(why, "the output shape is unknown");
        c.otherFlops = it->second * elements(*y);
        return OnnxRule::Counted;
    }
    if (op == "If" || op == "Loop" || op == "Scan")
        *why = "control flow (subgraphs are not analysed)";
    else
        *why = "no rule for this operator";
    return OnnxRule::Unsupported;
}

} // namespace flopsheet
