#!/usr/bin/python3
"""Writes one small ONNX model per attribute rule of the ONNX operator spec that FlopSheet checks
(core/onnx/onnxattributes.cpp), each breaking exactly that rule, and one valid model beside them.
Run with Debian's python3-onnx (1.12): /usr/bin/python3 make_invalid.py  (writes the .onnx files here).
The models are kept in the repository so the suite needs no Python; rerun this after changing it."""
import os
import onnx
from onnx import TensorProto, helper, numpy_helper
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))


def model(name, op, attrs, weight_shape=None, x_shape=(1, 3, 8, 8)):
    inputs = [helper.make_tensor_value_info("x", TensorProto.FLOAT, list(x_shape))]
    initializers = []
    node_inputs = ["x"]
    if weight_shape is not None:
        initializers.append(numpy_helper.from_array(np.zeros(weight_shape, dtype=np.float32), "w"))
        node_inputs.append("w")
    node = helper.make_node(op, node_inputs, ["y"], name=name.replace("-", "_"), **attrs)
    output = helper.make_tensor_value_info("y", TensorProto.FLOAT, None)
    graph = helper.make_graph([node], name, inputs, [output], initializer=initializers)
    m = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)], producer_name="make_invalid.py")
    m.ir_version = 7
    onnx.save(m, os.path.join(HERE, name + ".onnx"))


W = (4, 3, 3, 3)  # Conv: 4 filters over 3 channels, 3x3
# Conv
model("conv-valid", "Conv", dict(kernel_shape=[3, 3], strides=[1, 1], pads=[1, 1, 1, 1]), W)
model("conv-kernel-zero", "Conv", dict(kernel_shape=[0, 0]), W)
model("conv-kernel-not-weight", "Conv", dict(kernel_shape=[5, 5]), W)
model("conv-stride-zero", "Conv", dict(kernel_shape=[3, 3], strides=[0, 1]), W)
model("conv-stride-negative", "Conv", dict(kernel_shape=[3, 3], strides=[-2, 1]), W)
model("conv-dilation-zero", "Conv", dict(kernel_shape=[3, 3], dilations=[0, 0]), W)
model("conv-pad-negative", "Conv", dict(kernel_shape=[3, 3], pads=[-1, 0, 0, 0]), W)
model("conv-pads-length", "Conv", dict(kernel_shape=[3, 3], pads=[1, 1]), W)
model("conv-group-zero", "Conv", dict(kernel_shape=[3, 3], group=0), W)
model("conv-group-channels", "Conv", dict(kernel_shape=[3, 3], group=7), (7, 1, 3, 3))
model("conv-group-filters", "Conv", dict(kernel_shape=[3, 3], group=3), (4, 1, 3, 3))
model("conv-auto-pad", "Conv", dict(kernel_shape=[3, 3], auto_pad="SAME"), W)


def two_convs(name, group):
    """conv1 (3 -> 4 channels) feeds conv2, whose input channels only shape inference knows."""
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 3, 8, 8])
    w1 = numpy_helper.from_array(np.zeros((4, 3, 3, 3), dtype=np.float32), "w1")
    w2 = numpy_helper.from_array(np.zeros((4, 1, 3, 3), dtype=np.float32), "w2")
    n1 = helper.make_node("Conv", ["x", "w1"], ["h"], name="conv1", kernel_shape=[3, 3])
    n2 = helper.make_node("Conv", ["h", "w2"], ["y"], name="conv2", kernel_shape=[3, 3], group=group)
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, None)
    graph = helper.make_graph([n1, n2], name, [x], [y], initializer=[w1, w2])
    m = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)], producer_name="make_invalid.py")
    m.ir_version = 7
    onnx.save(m, os.path.join(HERE, name + ".onnx"))


two_convs("conv-inner-valid", 4)  # depthwise: 4 groups of 1 channel
two_convs("conv-inner-group", 2)  # 2 groups of 1 channel need 2 input channels; conv1 gives 4
# ConvTranspose: weight is (C, M / group, k...)
model("convtranspose-stride-zero", "ConvTranspose", dict(kernel_shape=[3, 3], strides=[0, 0]), (3, 4, 3, 3))
model("convtranspose-output-padding-negative", "ConvTranspose",
      dict(kernel_shape=[3, 3], strides=[2, 2], output_padding=[-1, 0]), (3, 4, 3, 3))
# Pools
model("maxpool-kernel-zero", "MaxPool", dict(kernel_shape=[0, 0]))
model("maxpool-stride-zero", "MaxPool", dict(kernel_shape=[2, 2], strides=[0, 2]))
model("maxpool-dilation-zero", "MaxPool", dict(kernel_shape=[2, 2], dilations=[0, 1]))
model("maxpool-no-kernel", "MaxPool", dict())
model("averagepool-kernel-zero", "AveragePool", dict(kernel_shape=[0, 2]))
model("averagepool-pad-negative", "AveragePool", dict(kernel_shape=[2, 2], pads=[0, 0, -1, 0]))
model("lppool-stride-negative", "LpPool", dict(kernel_shape=[2, 2], strides=[-1, -1]))


def resnet18_with(name, attribute, value):
    """../resnet18-stripped.onnx with one attribute of its first convolution changed."""
    m = onnx.load(os.path.join(HERE, "..", "resnet18-stripped.onnx"))
    conv = next(n for n in m.graph.node if n.op_type == "Conv")
    for a in list(conv.attribute):
        if a.name == attribute:
            conv.attribute.remove(a)
    conv.attribute.append(helper.make_attribute(attribute, value))
    onnx.save(m, os.path.join(HERE, name + ".onnx"))


resnet18_with("resnet18-kernel-zero", "kernel_shape", [0, 0])
resnet18_with("resnet18-stride-zero", "strides", [0, 0])
resnet18_with("resnet18-dilation-zero", "dilations", [0, 0])
resnet18_with("resnet18-group-seven", "group", 7)
