#!/usr/bin/python3
"""Regenerates the ONNX networks under tests/data/analyzer/ (only needed to change them).

Needs Debian's python3-torch, python3-torchvision and python3-onnx (not part of setup.sh: the tests
read the committed files). Exports torchvision's ResNet-18 and MobileNetV2 with untrained weights,
keeping BatchNormalization nodes (training-mode export, so PyTorch does not fold them into the
convolutions and the parameter counts stay torchvision's), then strips the weights so the files are
small: every floating-point initializer keeps its dims but loses its data. ResNet-18 keeps its
initializers without data and a symbolic batch dimension; MobileNetV2 points its weights at an
external file that is not shipped. Small integer tensors (Reshape shapes) keep their values.

    python3 scripts/make-onnx-testdata.py [OUTPUT_DIR]
"""
import os
import sys

import onnx
import torch
import torchvision

FLOAT_TYPES = {onnx.TensorProto.FLOAT, onnx.TensorProto.FLOAT16, onnx.TensorProto.BFLOAT16, onnx.TensorProto.DOUBLE}


def export(model, path, dynamic_batch):
    model.train()  # keeps BatchNormalization nodes (eval export folds them into Conv)
    x = torch.zeros(1, 3, 224, 224)
    axes = {"input": {0: "batch"}, "logits": {0: "batch"}} if dynamic_batch else None
    torch.onnx.export(model, x, path, input_names=["input"], output_names=["logits"], opset_version=13,
                      training=torch.onnx.TrainingMode.TRAINING, do_constant_folding=False, dynamic_axes=axes)


def strip(path, external):
    model = onnx.load(path)
    for tensor in model.graph.initializer:
        if tensor.data_type not in FLOAT_TYPES:
            continue
        for field in ("raw_data", "float_data", "double_data", "int32_data"):
            tensor.ClearField(field)
        if external:
            # Weights "stored" next to the model in a file that does not come with it.
            tensor.data_location = onnx.TensorProto.EXTERNAL
            entry = tensor.external_data.add()
            entry.key, entry.value = "location", "weights-not-shipped.bin"
    onnx.save(model, path)


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "tests", "data", "analyzer")
    torch.manual_seed(0)
    resnet = os.path.join(out, "resnet18-stripped.onnx")
    export(torchvision.models.resnet18(), resnet, dynamic_batch=True)
    strip(resnet, external=False)
    mobilenet = os.path.join(out, "mobilenetv2-external-missing.onnx")
    export(torchvision.models.mobilenet_v2(), mobilenet, dynamic_batch=False)
    strip(mobilenet, external=True)
    for path in (resnet, mobilenet):
        model = onnx.load(path, load_external_data=False)
        ops = sorted({n.op_type for n in model.graph.node})
        print(f"{os.path.basename(path)}: {os.path.getsize(path)} bytes, {len(model.graph.node)} nodes, ops {ops}")


if __name__ == "__main__":
    main()
