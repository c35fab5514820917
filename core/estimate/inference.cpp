#include "core/estimate/inference.h"

#include "core/estimate/efficiency.h"
#include "core/estimate/layout.h"
#include "core/estimate/scaling.h"
#include "core/estimate/transformer.h"

#include <algorithm>
#include <optional>

namespace flopsheet {
namespace {

// The share of a model's layers its largest pipeline stage holds: ⌈L / p⌉ / L (1 without stages).
double stageShare(int layers, int pipeline)
{
    return pipeline > 1 && layers > 0 ? double(largestStageLayers(layers, pipeline)) / layers : 1.0;
}

// Per-GPU memory for serving at a batch: weights and KV cache split over t GPUs (I1, I2), and over the
// pipeline stages by layer.
struct ServingMemory {
    double weights = 0;
    double working = 0; ///< prefill working set, paid once
    double perSample = 0; ///< KV cache (decoders) or activations per request
    double fixed() const { return weights + working + kFrameworkOverheadBytes; }
};

ServingMemory servingMemory(
    const Workload &w, const ModelFigures &m, const Scenario &sc, int tensor, int pipeline, int prompt, int output)
{
    const double valueBytes = servedValueBytes(sc.precision);
    const TransformerShape &shape = w.shape;
    const double share = stageShare(shape.layers, pipeline);
    ServingMemory s;
    s.weights = m.params * bytesPerValue(sc.precision) / tensor * share;
    if (m.isGenerative && shape.hasCompute() && shape.heads > 0) {
        const double kvPerToken
            = kvCacheBytesPerToken(shape.layers, shape.effectiveKvHeads(), shape.effectiveHeadDim(), valueBytes);
        // KV heads split over TP ranks, but each rank keeps at least one (I2).
        const int kvSplit = std::min(tensor, shape.effectiveKvHeads());
        // KV for the whole context; prefill runs one sequence (chunk) at a time, so its working set
        // of one layer (~34·s·h bytes for GPT's shape, M6) is paid once.
        s.perSample = kvPerToken * (prompt + output) / kvSplit * share;
        s.working = activationFactor(shape) * prompt * shape.hidden * (valueBytes / 2.0) / tensor;
    } else if (m.isTokenModel && shape.hasCompute()) {
        s.perSample = activationFactor(shape) * m.seqLen * shape.hidden * (valueBytes / 2.0) / tensor;
    } else if (isKnown(m.activationValuesPerSample)) {
        // Inference keeps only a few live activations; the largest layer output is a fraction of all.
        s.perSample = m.activationValuesPerSample * valueBytes / 4.0;
    }
    return s;
}

} // namespace

ServedTokens servedTokens(const Workload &w, const ModelFigures &m, const Scenario &sc)
{
    // Decoding needs the KV-cache shape (heads; assumedWorkload fills in a decoder's missing count), and
    // output tokens; without them the model is costed as one forward pass.
    const bool generative = m.isGenerative && sc.outputTokens > 0 && w.shape.hasCompute() && w.shape.heads > 0;
    const int output = generative ? sc.outputTokens : 0;
    if (sc.promptTokens > 0)
        return { sc.promptTokens, output };
    // No prompt typed: the sequence length is the whole request, prompt and output together, so a default
    // prompt never takes the sequence past the context the model was trained at (estimator.cpp warns past it).
    return { output < m.seqLen ? m.seqLen - output : m.seqLen, output };
}

bool servingTensorSplitsHeads(const TransformerShape &shape, int t)
{
    const int kv = shape.effectiveKvHeads();
    return (shape.heads <= 0 || shape.heads % t == 0) && (kv <= 0 || kv % t == 0 || t % kv == 0);
}

namespace {

// Whether a node can serve the model at tensor-parallel width t: within the node, and a width its heads split
// into (52 heads, LLaMA-33B's, stop at 4).
bool nodeServesWidth(const Scenario &sc, const TransformerShape &shape, int t)
{
    return t <= sc.gpusPerNode && servingTensorSplitsHeads(shape, t);
}

// Whether the job's GPUs can take twice this width.
bool canWiden(const Scenario &sc, const TransformerShape &shape, int tensor)
{
    return tensor * 2 <= sc.gpuCount && nodeServesWidth(sc, shape, tensor * 2);
}

// A served split must beat a narrower one by more than this to be taken: within it the narrower one, with
// fewer collectives and more replicas, is the plainer answer.
constexpr double kWiderSplitGain = 0.01;

// The serving figures at one tensor-parallel width and pipeline depth, data parallel over the rest of the GPUs.
// With p stages the batch flows through them as p micro-batches, one per stage at a time, as vLLM's and
// TensorRT-LLM's pipeline parallelism keep every stage busy: each term below is one stage's pass (⌈L / p⌉
// layers) over one micro-batch, and a pass takes as many of them as it waits for (PassTerms::stageSlots;
// docs/FORMULAS.md I10, the prompts' fill as GPipe's: Huang et al. 2019).
void serveWithSplit(const Workload &w, const ModelFigures &m, const Gpu &gpu, const Scenario &sc,
    const ComputeSetup &cs, int tensor, int pipeline, const ServingMemory &mem, Estimate &e)
{
    const TransformerShape &shape = w.shape;
    const auto [prompt, output] = servedTokens(w, m, sc);
    const bool generative = output > 0;
    const double capacity = gpu.memoryBytes();
    const int requested = std::max(1, sc.batchPerGpu);
    e.tensorParallel = tensor;
    e.pipelineParallel = pipeline;
    e.dataParallel = std::max(1, sc.gpuCount / (tensor * pipeline));

    e.maxBatchPerGpu = largestBatch(mem.fixed(), mem.perSample, capacity);
    const int batch = sc.batchMax ? std::max(1, e.maxBatchPerGpu) : requested;
    e.batchPerGpu = batch;
    e.memory.weights = mem.weights;
    e.memory.overhead = kFrameworkOverheadBytes;
    e.memory.activations = mem.working;
    (generative ? e.memory.kvCache : e.memory.activations) += mem.perSample * batch;
    e.fits = e.memory.total() <= capacity;

    const double flopsPerS = cs.peakFlops * cs.efficiency;
    const double bytesPerS = cs.bandwidth * cs.memoryEfficiency;
    const bool transformer = shape.layers > 0;
    const int layers = transformer ? shape.layers : w.layers;
    const double share = stageShare(shape.layers, pipeline);
    const int stageLayers = pipeline > 1 ? largestStageLayers(layers, pipeline) : layers;
    const double weightBytes = m.params * bytesPerValue(sc.precision) / tensor * share;
    const double intra = intraNodeBandwidth(gpu);
    const double valueBytes = servedValueBytes(sc.precision);
    // Sequences per stage pass, and how many such micro-batches fill the pipeline.
    const int micro = (batch + pipeline - 1) / pipeline;
    const int microBatches = std::min(batch, pipeline);
    const RuntimeCosts costs = runtimeCosts(resolvedRuntime(sc.runtime, w.family, Mode::Infer));
    // The terms are kept in the estimate (servingterms.h): charts and explanations read them.
    ServingTerms &terms = e.serving;
    terms.layers = stageLayers;
    terms.stages = pipeline;
    terms.microBatch = micro;
    terms.outputTokens = output;
    // Roofline time of one kernel group: the slower of its compute and its memory traffic (I3).
    auto roofline = [&](double flops, double bytes) {
        return RooflineTerm { flops, bytes, flops / flopsPerS, bytes / bytesPerS };
    };
    // Launch cost per forward pass: graph-launched kernels cost ~3 µs each (I7); an eager framework or a
    // compiled program pays a CPU cost per dispatch, which overlaps GPU work and so acts as a floor.
    terms.kernels = stageLayers * kernelsPerLayer(transformer);
    terms.eagerOperators
        = stageLayers * (transformer ? costs.dispatchesPerTransformerLayer : costs.dispatchesPerConvLayer);
    terms.cpuPerDispatchS = costs.cpuPerDispatchS;
    const double launch = terms.kernels * costs.launchPerKernelS;
    const double eagerFloor = terms.eagerOperators * costs.cpuPerDispatchS;
    // Two all-reduces per layer of the activations in flight (Megatron-LM; S2).
    auto tensorComm = [&](double tokens) {
        if (tensor <= 1 || !isKnown(intra))
            return 0.0;
        const double bytes = tokens * shape.hidden * valueBytes;
        return 2.0 * stageLayers
            * (ringAllReduceSeconds(bytes, tensor, intra * kNvlinkEfficiency) + kAllReduceLatencyS);
    };
    // A stage hands its micro-batch's activations (tokens × d_model) to the next, over the network once the
    // replica spans nodes, each GPU of the tensor group sending its share; a small message costs NCCL's start-up.
    const double sendBandwidth = tensor * pipeline > sc.gpusPerNode ? interNodeBandwidth(gpu, sc) : intra;
    auto stageSend = [&](double tokens) {
        if (pipeline <= 1 || !isKnown(sendBandwidth))
            return 0.0;
        return tokens * shape.hidden * valueBytes / tensor / sendBandwidth + kAllReduceLatencyS;
    };
    PassTerms &first = terms.prefill;
    first.launchSeconds = launch;
    first.eagerFloorSeconds = eagerFloor;
    first.stageSlots = pipeline + microBatches - 1;

    double batchSeconds = 0.0;
    if (generative) {
        // Prefill: all prompt tokens in one pass (I5), compute-bound except for tiny prompts.
        first.linear = roofline(micro * double(prompt)
                * transformerForwardFlopsPerToken(m.params, layers, shape.hidden, prompt) / tensor * share,
            weightBytes);
        first.layerOverheadSeconds = costs.prefillLayerOverhead ? stageLayers * kPrefillLayerOverheadS : 0.0;
        first.communicationSeconds = tensorComm(double(micro) * prompt);
        first.sendSeconds = stageSend(double(micro) * prompt);
        const double ttft = first.seconds();
        // Decode at the mean context: weights once per step for the whole batch, KV per sequence (I4),
        // each as its own roofline since they are separate kernels.
        const double context = prompt + output / 2.0;
        // KV heads split over TP ranks, but each rank keeps at least one (I2).
        const double kvPerToken
            = kvCacheBytesPerToken(layers, shape.effectiveKvHeads(), shape.effectiveHeadDim(), valueBytes) * tensor
            / std::min(tensor, shape.effectiveKvHeads());
        PassTerms &step = terms.decode;
        step.stageSlots = pipeline;
        step.linear = roofline(2.0 * m.params * micro / tensor * share, weightBytes);
        // Skinny GEMMs near the ridge overlap loads and math in part (I3b: the tune set's vLLM batch sweep
        // M380-M388 and the TensorRT-LLM rows fit the 2-norm better than the larger or the sum).
        step.linear.partialOverlap = true;
        step.attention = roofline(micro * attentionFlopsPerToken(stageLayers, shape.hidden, context) / tensor,
            micro * kvPerToken * share * context / tensor);
        step.launchSeconds = launch;
        step.eagerFloorSeconds = eagerFloor;
        step.communicationSeconds = tensorComm(micro);
        step.sendSeconds = stageSend(micro);
        const double tpot = step.seconds();
        batchSeconds = ttft + output * tpot;
        e.timeToFirstTokenMs = ttft * 1e3;
        e.timePerOutputTokenMs = tpot * 1e3;
        // Compute: prefill and the decode steps' matrix multiplies; memory: the decode steps' traffic (with stages,
        // each stage pass's, as many as the passes wait for).
        e.computeSeconds
            = first.stageSlots * first.linear.computeSeconds + output * step.stageSlots * step.linear.computeSeconds;
        e.memorySeconds
            = output * step.stageSlots * (weightBytes + micro * kvPerToken * share * context / tensor) / bytesPerS;
        e.totalFlops = batch
            * (double(prompt) * transformerForwardFlopsPerToken(m.params, layers, shape.hidden, prompt)
                + output * transformerForwardFlopsPerToken(m.params, layers, shape.hidden, context));
        e.outputTokensPerS = double(batch) * output / batchSeconds * e.dataParallel;
        e.tokensPerS = double(batch) * (prompt + output) / batchSeconds * e.dataParallel;
    } else {
        // A token model's forward pass over the prompt when one is given, else over its sequence.
        const double flopsPerSample = m.isTokenModel && prompt != m.seqLen
            ? modelFigures(w, prompt).forwardFlopsPerSample
            : m.forwardFlopsPerSample;
        const double flops = flopsPerSample * batch;
        double traffic = weightBytes;
        if (w.family == WorkloadFamily::Cnn && isKnown(m.activationValuesPerSample))
            traffic += costs.cnnTrafficPasses * cnnActivationTrafficShare(gpu.generation) * m.activationValuesPerSample
                * valueBytes * batch;
        else if (m.isTokenModel && shape.hasCompute())
            traffic += activationFactor(shape) * m.seqLen * shape.hidden * stageLayers * (valueBytes / 2.0) * micro
                / tensor;
        first.linear = roofline(flopsPerSample * micro / tensor * share, traffic);
        first.communicationSeconds = tensorComm(double(micro) * std::max(1, m.seqLen));
        first.sendSeconds = stageSend(double(micro) * std::max(1, m.seqLen));
        e.computeSeconds = first.stageSlots * first.linear.computeSeconds;
        e.memorySeconds = first.stageSlots * first.linear.memorySeconds;
        batchSeconds = first.seconds();
        e.totalFlops = flops;
        if (m.isTokenModel)
            e.tokensPerS = double(batch) * m.seqLen / batchSeconds * e.dataParallel;
    }
    e.latencyMs = batchSeconds * 1e3;
    e.samplesPerS = batch / batchSeconds * e.dataParallel;
    // Launches and dispatches that outlast the matrix work and the traffic set the time (batch 1, eager).
    const double overhead = terms.prefill.overheadSeconds() + output * terms.decode.overheadSeconds();
    if (overhead > std::max(e.computeSeconds, e.memorySeconds))
        e.bound = Bound::Overhead;
    else
        e.bound = e.memorySeconds > e.computeSeconds ? Bound::Memory : Bound::Compute;
    e.achievedTflopsPerGpu = e.totalFlops / batchSeconds / (tensor * pipeline) / 1e12;
    e.mfu = e.totalFlops / batchSeconds / (tensor * pipeline) / cs.densePeak;
}

} // namespace

void estimateInference(
    const Workload &w, const ModelFigures &m, const Gpu &gpu, const Scenario &sc, const ComputeSetup &cs, Estimate &e)
{
    const TransformerShape &shape = w.shape;
    const auto [prompt, output] = servedTokens(w, m, sc);
    const double capacity = gpu.memoryBytes();

    // Tensor parallelism for models that do not fit one GPU with one sequence (Megatron-LM; S2), within
    // a node; a typed batch widens it further, up to the node, until the batch fits: a wider split leaves
    // each GPU more memory for the KV cache (Pope et al. 2022 §3), as vLLM's --tensor-parallel-size is
    // chosen. Only one sequence not fitting says the model does not fit one GPU.
    const bool splittable = isTransformerFamily(w.family) && shape.hasCompute();
    const bool pinned = splittable && sc.tensorParallel > 0;
    const bool pipelinePinned = splittable && sc.pipelineParallel > 0;
    int tensor = pinned ? std::min(sc.tensorParallel, sc.gpuCount) : 1;
    int pipeline = pipelinePinned ? sc.pipelineParallel : 1; // a pin that cannot run is refused (pinnedLayoutProblem)
    const int firstTensor = tensor; // pinned, else 1
    const int firstPipeline = pipeline;
    ServingMemory mem = servingMemory(w, m, sc, tensor, pipeline, prompt, output);
    const auto fitsAt = [&](double sequences) { return mem.fixed() + mem.perSample * sequences <= capacity; };
    // Beyond the widest split a node allows, pipeline stages of whole tensor groups split the layers, across
    // nodes: vLLM's --pipeline-parallel-size, for a model larger than a node (Llama 3.1 405B in bf16 on two
    // nodes of eight H100). Each stage holds ⌈L / p⌉ layers' weights and KV cache.
    // (Copies of the structured bindings: a lambda may not name them before C++20's P1091, which clang before 16
    // lacks.)
    const auto widenOrDeepen = [&, prompt = prompt, output = output] {
        if (canWiden(sc, shape, tensor))
            tensor *= 2;
        else if (!pipelinePinned && tensor * (pipeline + 1) <= sc.gpuCount && pipeline < shape.layers)
            ++pipeline;
        else
            return false;
        mem = servingMemory(w, m, sc, tensor, pipeline, prompt, output);
        return true;
    };
    while (splittable && !fitsAt(1) && widenOrDeepen()) { }
    const int sequenceTensor = tensor; // the narrowest split one sequence fits
    const int sequencePipeline = pipeline;
    const int typedBatch = std::max(1, sc.batchPerGpu);
    while (splittable && !pinned && !sc.batchMax && !fitsAt(typedBatch) && widenOrDeepen()) { }
    // At the largest batch that fits, a wider split leaves each GPU more memory for the KV cache of more
    // sequences, at the cost of its collectives: every width up to the node is costed and the one serving
    // the most tokens per second (the least cost per token) kept; Pope et al. 2022 §3 weigh the same trade.
    std::optional<Estimate> before; // the estimate as it came, for each wider width to start from
    if (splittable && !pinned && sc.batchMax && canWiden(sc, shape, tensor))
        before = e;
    serveWithSplit(w, m, gpu, sc, cs, tensor, pipeline, mem, e);
    int costed = 1;
    if (before && e.fits) {
        const auto served = [](const Estimate &x) {
            return isKnown(x.outputTokensPerS) && x.outputTokensPerS > 0 ? x.outputTokensPerS : x.samplesPerS;
        };
        for (int wider = tensor; canWiden(sc, shape, wider);) {
            wider *= 2;
            Estimate trial = *before;
            serveWithSplit(
                w, m, gpu, sc, cs, wider, pipeline, servingMemory(w, m, sc, wider, pipeline, prompt, output), trial);
            ++costed;
            if (trial.ok() && trial.fits && served(trial) > served(e) * (1 + kWiderSplitGain))
                e = std::move(trial);
        }
    }
    e.layoutsCosted = costed;
    // GPUs no whole replica takes (two of six at TP 4) are paid for, as every GPU held is, but serve nothing.
    e.layoutIdleGpus = std::max(0, sc.gpuCount - e.tensorParallel * e.pipelineParallel * e.dataParallel);
    if (e.layoutIdleGpus > 0)
        e.warnings |= WarnIdleGpus;
    // "Does not fit one GPU" only when one sequence did not fit the split asked for (a pinned split of a model
    // that fits one GPU, Llama 3 8B at TP 8, says nothing of the kind; nor a split chosen for throughput or for the
    // batch).
    if (sequenceTensor > firstTensor || sequencePipeline > firstPipeline)
        e.warnings |= WarnModelParallel;
    // What is left to try when it does not fit: fewer sequences, or a wider split the node and the heads allow
    // (pinned, or with more GPUs), or more pipeline stages (more GPUs, or a deeper pinned pipeline).
    if (!e.fits) {
        if (e.maxBatchPerGpu >= 1 && e.batchPerGpu > e.maxBatchPerGpu)
            e.fitRemedies |= RemedySmallerMicroBatch;
        if (splittable && nodeServesWidth(sc, shape, e.tensorParallel * 2))
            e.fitRemedies |= RemedySplit;
        else if (splittable && e.pipelineParallel < shape.layers)
            e.fitRemedies |= RemedyMoreStages;
    }
}

} // namespace flopsheet
