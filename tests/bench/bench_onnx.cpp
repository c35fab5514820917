// Speed of the ONNX import: a 10,000-node graph built in memory with the onnx protobuf API, serialised
// once, then parsed, shape-inferred and counted per iteration (what `flopsheet-cli analyze` does).
// Run: build/tests/bench/bench_onnx  (figure in README.md, "Model analyzer").
#include "core/onnx/onnxanalyzer.h"

#include <onnx/onnx_pb.h>

#include <benchmark/benchmark.h>

#include <string>

using namespace flopsheet;

namespace {

void addInitializer(onnx::GraphProto &g, const std::string &name, std::initializer_list<std::int64_t> dims)
{
    onnx::TensorProto *t = g.add_initializer();
    t->set_name(name);
    t->set_data_type(onnx::TensorProto_DataType_FLOAT);
    for (std::int64_t d : dims)
        t->add_dims(d); // no data: the analyzer needs only the dims
}

void addNode(onnx::GraphProto &g, const char *op, std::initializer_list<std::string> inputs, const std::string &output)
{
    onnx::NodeProto *n = g.add_node();
    n->set_op_type(op);
    n->set_name(output);
    for (const std::string &i : inputs)
        n->add_input(i);
    n->add_output(output);
}

// "w" + number without GCC 12's false -Wrestrict warning on operator+(const char *, std::string).
std::string named(const char *prefix, int i)
{
    std::string s(prefix);
    s += std::to_string(i);
    return s;
}

/** An MLP of `nodes` / 4 blocks: MatMul, Add (bias), Relu, Add (residual), on a [batch, seq, width] input. */
QByteArray mlpModel(int nodes)
{
    onnx::ModelProto model;
    model.set_ir_version(8);
    model.add_opset_import()->set_version(13);
    onnx::GraphProto &g = *model.mutable_graph();
    g.set_name("bench-mlp");
    onnx::ValueInfoProto *input = g.add_input();
    input->set_name("x0");
    auto *type = input->mutable_type()->mutable_tensor_type();
    type->set_elem_type(onnx::TensorProto_DataType_FLOAT);
    for (std::int64_t d : { 8, 128, 512 })
        type->mutable_shape()->add_dim()->set_dim_value(d);
    std::string x = "x0";
    for (int i = 0; i < nodes / 4; ++i) {
        addInitializer(g, named("w", i), { 512, 512 });
        addInitializer(g, named("b", i), { 512 });
        addNode(g, "MatMul", { x, named("w", i) }, named("mm", i));
        addNode(g, "Add", { named("mm", i), named("b", i) }, named("bias", i));
        addNode(g, "Relu", { named("bias", i) }, named("relu", i));
        addNode(g, "Add", { named("relu", i), x }, named("x", i + 1));
        x = named("x", i + 1);
    }
    g.add_output()->set_name(x);
    std::string bytes;
    model.SerializeToString(&bytes);
    return QByteArray::fromStdString(bytes);
}

void BM_OnnxGraph(benchmark::State &state)
{
    const int nodes = int(state.range(0));
    const QByteArray bytes = mlpModel(nodes);
    for (auto _ : state) {
        const Analysis a = analyzeOnnx(bytes);
        if (!a.ok() || !a.unsupported.isEmpty() || a.rows.size() != size_t(nodes))
            state.SkipWithError("the benchmark graph was not fully analysed");
        benchmark::DoNotOptimize(a.macs);
    }
    state.counters["nodes"] = nodes;
    state.counters["file_kB"] = double(bytes.size()) / 1e3;
}
BENCHMARK(BM_OnnxGraph)->Arg(1000)->Arg(10000)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
