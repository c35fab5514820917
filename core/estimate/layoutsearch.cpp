#include "core/estimate/layoutsearch.h"

#include "core/estimate/inference.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <limits>
#include <vector>

namespace flopsheet {
namespace {

// The family's micro-batch, or a replica's share of a typed batch smaller than that, so that every replica works
// (ResNet-50's 256 would run 1,000 images on 4 of 64 GPUs). A default batch follows the GPUs: nothing to cap.
int defaultMicroBatch(const LayoutRequest &request, double share)
{
    return request.batchFollowsGpus ? request.defaultMicroBatch
                                    : int(std::clamp(share, 1.0, double(request.defaultMicroBatch)));
}

constexpr double kTie = 1e-9; // relative: two layouts this close in time are equally fast
// The least share of a sequence a context-parallel rank is given: published setups split 8,192-token
// sequences in two (Megatron-Bridge's Llama 3.1 405B recipes, M371, M374, M376) and 131,072-token ones in
// 16 (Llama 3, Dubey et al. 2024 §3.3.2); none goes below 4,096 tokens per rank.
constexpr int kMinContextTokens = 4096;

int recomputeRank(Recompute r)
{
    return r == Recompute::Full ? 2 : r == Recompute::Selective ? 1 : 0;
}

// A list of at most N values, kept on the stack (the search runs in every recalculation).
template <typename T, int N> struct Few {
    std::array<T, N> values {};
    int count = 0;
    constexpr Few(std::initializer_list<T> list)
    {
        for (T v : list)
            values[std::size_t(count++)] = v;
    }
    const T *begin() const { return values.data(); }
    const T *end() const { return values.data() + count; }
    T front() const { return values[0]; }
    T back() const { return values[std::size_t(count - 1)]; }
};

// The space of one search, pins applied (the class comment of searchTrainingLayout). The tensor-parallel
// widths are listed only once the plain layout has not already reached the compute bound.
struct Space {
    bool layered = false;
    int layers = 0;
    int firstTensor = 1; ///< pinned, else 1
    int firstContext = 1; ///< pinned, else 1
    int seqLen = 0;
    bool scoresStored = false; ///< the scenario keeps the attention scores (no FlashAttention)
    Few<int, 4> zero { 0, 1, 2, 3 };
    Few<Recompute, 3> recompute { Recompute::None }; ///< lightest first, least memory last
};

// The space before pins, built at compile time (every estimate starts from it).
constexpr Space kFullSpace {};

Space spaceOf(const Workload &w, const ModelFigures &m, const Scenario &sc)
{
    Space s = kFullSpace;
    const TransformerShape &shape = w.shape;
    s.layered = layoutSplittable(w, m);
    s.layers = s.layered ? shape.layers : 0;
    s.firstTensor = s.layered && sc.tensorParallel > 0 ? sc.tensorParallel : 1;
    s.firstContext = s.layered && sc.contextParallel > 0 ? sc.contextParallel : 1;
    s.seqLen = s.layered ? m.seqLen : 0;
    s.scoresStored = sc.attention == Attention::Stored;
    if (sc.zeroStage >= 0)
        s.zero = { sc.zeroStage };
    if (sc.recompute != Recompute::Auto)
        s.recompute = { sc.recompute };
    else if (s.layered)
        // Selective recompute drops only the attention scores: it saves nothing once FlashAttention keeps none (M7).
        s.recompute = s.scoresStored ? Few<Recompute, 3> { Recompute::None, Recompute::Selective, Recompute::Full }
                                     : Few<Recompute, 3> { Recompute::None, Recompute::Full };
    return s;
}

void tensorWidths(const Space &s, const Workload &w, const Scenario &sc, std::vector<int> &widths)
{
    widths.clear();
    const TransformerShape &shape = w.shape;
    if (s.layered && sc.tensorParallel <= 0) {
        // Tensor-parallel groups stay inside a node (their all-reduces need NVLink, S2) and split whole heads.
        for (int t = 1; t <= std::min(sc.gpusPerNode, sc.gpuCount); ++t) {
            if (sc.gpusPerNode % t == 0 && tensorSplitsHeads(shape, t))
                widths.push_back(t);
        }
    }
    if (widths.empty())
        widths.push_back(s.firstTensor);
}

// Appends the divisors of n up to limit, in no order (trial division up to √n: the search lists them
// for every tensor width of every estimate).
void appendDivisors(int n, int limit, std::vector<int> &out)
{
    for (int d = 1; d * d <= n && d <= limit; ++d) {
        if (n % d != 0)
            continue;
        out.push_back(d);
        if (n / d != d && n / d <= limit)
            out.push_back(n / d);
    }
}

// The depths the search tries in `room` GPUs: even stages (divisors of the layers) or uneven ones (Megatron-Core's
// first/last-stage layer counts) that use every GPU left (divisors of the room). With a chunk count pinned, only
// the depths whose largest stage splits into that many chunks of whole layers (the rule of pinnedLayoutProblem).
void searchedDepths(int layers, int room, int chunks, std::vector<int> &depths)
{
    depths.clear();
    const int deepest = std::min(layers, room);
    appendDivisors(layers, deepest, depths);
    appendDivisors(room, deepest, depths);
    std::sort(depths.begin(), depths.end());
    depths.erase(std::unique(depths.begin(), depths.end()), depths.end());
    if (chunks > 1)
        std::erase_if(depths, [&](int p) { return p == 1 || largestStageLayers(layers, p) % chunks != 0; });
}

void pipelineDepths(const Space &s, const Scenario &sc, int room, std::vector<int> &depths)
{
    depths.clear();
    if (!s.layered)
        depths.push_back(1);
    else if (sc.pipelineParallel > 0)
        depths.push_back(sc.pipelineParallel);
    else
        searchedDepths(s.layers, room, sc.interleave, depths);
}

/** Chunks per stage at most: pinned, else one per layer of the largest stage. */
int mostChunks(const Space &s, const Scenario &sc, int pipeline)
{
    if (sc.interleave > 0)
        return sc.interleave;
    return pipeline > 1 && s.layered ? largestStageLayers(s.layers, pipeline) : 1;
}

// Chunks per stage, largest first (fewer bubbles and, on the first stage, less memory).
void chunkCounts(const Space &s, const Scenario &sc, int pipeline, std::vector<int> &counts)
{
    counts.clear();
    const int most = mostChunks(s, sc, pipeline);
    if (sc.interleave > 0 || most == 1) {
        counts.push_back(most);
    } else {
        // Chunks split the largest stage's layers; Llama 3 405B interleaved 16 uneven stages of 126 layers
        // (Dubey et al. 2024 §3.3.2: one layer fewer on the first and the last stage).
        appendDivisors(most, most, counts);
        std::sort(counts.begin(), counts.end(), std::greater<int>());
    }
}

// A bound as a sort key: an unknown one (NaN, from a plan past any real model) sorts last, so that the
// ordering stays strict and weak.
double sortKey(double bound)
{
    return std::isnan(bound) ? std::numeric_limits<double>::infinity() : bound;
}

bool sameLayout(const ParallelLayout &a, const ParallelLayout &b)
{
    return a.tensor == b.tensor && a.context == b.context && a.pipeline == b.pipeline && a.data == b.data
        && a.microBatch == b.microBatch && a.interleave == b.interleave && a.stageLayers == b.stageLayers
        && a.recompute == b.recompute && a.recomputeLayers == b.recomputeLayers && a.zeroStage == b.zeroStage;
}

} // namespace

bool layoutSplittable(const Workload &w, const ModelFigures &m)
{
    // Tensor and pipeline splits need the layers and heads of a token model's shape (S2, S4).
    return m.isTokenModel && w.shape.hasCompute();
}

bool tensorSplitsHeads(const TransformerShape &shape, int t)
{
    return (shape.heads <= 0 || shape.heads % t == 0) && shape.effectiveKvHeads() % t == 0;
}

QString pinnedLayoutProblem(const Workload &w, const ModelFigures &m, const Scenario &sc)
{
    const bool train = sc.mode == Mode::Train;
    const int t = std::max(1, sc.tensorParallel);
    const int p = std::max(1, sc.pipelineParallel); // serving takes stages too (inference.cpp)
    const int c = train ? std::max(1, sc.contextParallel) : 1;
    const int v = train ? std::max(1, sc.interleave) : 1;
    if (t * p * c == 1 && v == 1)
        return {};
    // Serving splits a transformer over tensor ranks and stages (inference.cpp); training needs a token model's
    // shape.
    const bool splittable = train ? layoutSplittable(w, m) : isTransformerFamily(w.family) && w.shape.hasCompute();
    if (!splittable)
        return QCoreApplication::translate("LayoutSearch",
            "tensor, pipeline and context parallelism need a transformer's layers and heads; this model runs "
            "data parallel only");
    if (t * p * c > std::max(1, sc.gpuCount))
        return QCoreApplication::translate(
            "LayoutSearch", "tensor × pipeline × context parallel needs %1 GPUs; the job has %2")
            .arg(t * p * c)
            .arg(sc.gpuCount);
    // Tensor-parallel all-reduces run in every layer: the step model costs them over a node's NVLink (S2),
    // as Megatron-LM places them; across nodes they would be costed at a speed they do not get.
    if (t > sc.gpusPerNode)
        return QCoreApplication::translate("LayoutSearch",
            "tensor parallel %1 is wider than a node of %2 GPUs; its per-layer all-reduces are costed over the "
            "node's NVLink")
            .arg(t)
            .arg(sc.gpusPerNode);
    if (w.shape.heads > 0 && w.shape.heads % t != 0)
        return QCoreApplication::translate("LayoutSearch", "tensor parallel %1 does not divide the %2 attention heads")
            .arg(t)
            .arg(w.shape.heads);
    // Serving engines copy a key/value head to the ranks that share it (servingTensorSplitsHeads); training
    // splits them as the search does (tensorSplitsHeads).
    const int kv = w.shape.effectiveKvHeads();
    if (train ? kv > 0 && kv % t != 0 : !servingTensorSplitsHeads(w.shape, t))
        return QCoreApplication::translate("LayoutSearch", "tensor parallel %1 does not divide the %2 key/value heads")
            .arg(t)
            .arg(kv);
    if (p > w.shape.layers)
        return QCoreApplication::translate("LayoutSearch", "pipeline parallel %1 has more stages than the %2 layers")
            .arg(p)
            .arg(w.shape.layers);
    // Interleaved 1F1B splits each stage's layers into v chunks of whole layers (Narayanan et al. 2021 §2.2;
    // Megatron-LM's --num-layers-per-virtual-pipeline-stage): chunks need stages, and the largest stage's
    // layers must divide among them.
    if (v > 1 && sc.pipelineParallel <= 0) {
        // The stages left to the search: some depth it tries must take the chunks (searchedDepths), with the
        // most GPUs a pinned tensor and context width leave.
        std::vector<int> depths;
        const int room = std::max(1, sc.gpuCount) / (t * c);
        searchedDepths(w.shape.layers, room, v, depths);
        if (depths.empty())
            return QCoreApplication::translate("LayoutSearch",
                "%1 model chunks per stage: no pipeline depth on %n GPU(s) gives its largest stage a multiple of "
                "%1 layers (of %2)",
                nullptr, room)
                .arg(v)
                .arg(w.shape.layers);
    } else if (v > 1) {
        if (p == 1)
            return QCoreApplication::translate("LayoutSearch",
                "%1 model chunks per stage need pipeline stages: pin more than one, or leave the stages to the search")
                .arg(v);
        if (const int stageLayers = largestStageLayers(w.shape.layers, p); stageLayers % v != 0)
            return QCoreApplication::translate(
                "LayoutSearch", "%1 model chunks per stage do not divide the %2 layers of the largest pipeline stage")
                .arg(v)
                .arg(stageLayers);
    }
    // Megatron-Core's load-balanced split gives each context rank two chunks of the sequence.
    if (c > 1 && m.seqLen % (2 * c) != 0)
        return QCoreApplication::translate(
            "LayoutSearch", "context parallel %1 needs a sequence length divisible by %2 (the sequence is %3 tokens)")
            .arg(c)
            .arg(2 * c)
            .arg(m.seqLen);
    return {};
}

bool betterLayout(const LayoutCandidate &a, const LayoutCandidate &b)
{
    if (a.fits != b.fits)
        return a.fits;
    if (!a.fits)
        return a.memory.total() < b.memory.total();
    if (a.batchGrown != b.batchGrown)
        return !a.batchGrown;
    const double ta = a.secondsPerSample();
    const double tb = b.secondsPerSample();
    if (ta < tb * (1.0 - kTie))
        return true;
    if (tb < ta * (1.0 - kTie))
        return false;
    const ParallelLayout &x = a.layout;
    const ParallelLayout &y = b.layout;
    if (x.modelParallel() != y.modelParallel())
        return x.modelParallel() < y.modelParallel();
    if (x.tensor != y.tensor)
        return x.tensor < y.tensor;
    if (x.recompute != y.recompute)
        return recomputeRank(x.recompute) < recomputeRank(y.recompute);
    if (x.recomputeLayers != y.recomputeLayers)
        return (x.recomputeLayers == 0 ? 1 << 30 : x.recomputeLayers)
            < (y.recomputeLayers == 0 ? 1 << 30 : y.recomputeLayers);
    if (x.zeroStage != y.zeroStage)
        return x.zeroStage < y.zeroStage;
    if (x.interleave != y.interleave)
        return x.interleave < y.interleave;
    return x.microBatch < y.microBatch;
}

namespace {

// Costs layouts under the one step model and the one memory model, the search's only measure of a layout,
// and keeps the layout needing the least memory (the answer when none fits).
struct LayoutCoster {
    LayoutCoster(const Workload &workload, const ModelFigures &figures, const Scenario &scenario,
        const StepModel &stepModel, const LayoutRequest &asks, Recompute lightest)
        : w(workload), m(figures), sc(scenario), model(stepModel), memory(workload, figures, scenario), request(asks),
          asked(lightest)
    {
    }

    const Workload &w;
    const ModelFigures &m;
    const Scenario &sc;
    const StepModel &model;
    const TrainingMemoryModel memory;
    const LayoutRequest &request;
    Recompute asked; ///< the recompute of the space's lightest layouts (none when searched)
    int evaluated = 0; ///< layouts costed
    ParallelLayout leastMemory; ///< kept as a layout and its bytes, costed again only when nothing fits
    double leastBytes = std::numeric_limits<double>::max();

    /** The global batch a layout is costed at: a default batch grows to one micro-batch on every rank. */
    double batchAt(const ParallelLayout &l) const
    {
        return request.batchFollowsGpus ? std::max(request.globalBatch, double(l.microBatch) * l.data)
                                        : request.globalBatch;
    }
    /** Memory per GPU of a layout at its micro-batch, with as many in flight as its step holds (at most the stages). */
    MemoryBreakdown memoryAt(const ParallelLayout &l, double accumulation) const
    {
        return memory.at(l, l.microBatch, int(std::min<double>(accumulation, l.pipeline)));
    }
    /** Costs c.layout into c (the plain layout is costed where the answer goes: most estimates stop there). */
    void costInto(LayoutCandidate &c)
    {
        const ParallelLayout &l = c.layout;
        c.stepBatch = batchAt(l);
        c.batchGrown = request.keepBatch && request.batchFollowsGpus && request.globalBatch > 0
            && double(l.microBatch) * l.data > request.globalBatch * (1.0 + 1e-9);
        c.step = StepModel::split(l, c.stepBatch);
        c.memory = memoryAt(l, c.step.accumulation);
        // A pinned split wider than the GPUs cannot run at all.
        c.fits = c.memory.total() <= request.capacityBytes && l.modelParallel() <= std::max(1, sc.gpuCount);
        // Only a layout that fits is timed (one that does not is ranked by its memory alone, its step only split).
        if (c.fits || request.exhaustive)
            model.timeSplit(l, c.stepBatch, c.step);
        ++evaluated;
        // When nothing fits, the answer is the split needing the least memory at the recompute the user
        // asked for (none when searched): recomputing for a fit that is not reached would only add FLOPs.
        if (l.recompute == asked && c.memory.total() < leastBytes) {
            leastMemory = l;
            leastBytes = c.memory.total();
        }
    }
    LayoutCandidate cost(const ParallelLayout &l)
    {
        LayoutCandidate c;
        c.layout = l;
        costInto(c);
        return c;
    }
};

// One (tensor, context, pipeline) split of the space, with a lower bound on its layouts' time.
struct Group {
    ParallelLayout base;
    double share = 1, bound = 0;
    double tensorPart = 0; ///< tensor-parallel collectives per sample at the largest micro-batch, no recompute
};

// The search's lists, kept by each thread from one search to the next: a sweep runs a search for most of its
// estimates, and allocating the lists anew took about a tenth of its time.
struct SearchLists {
    std::vector<LayoutCandidate> top;
    std::vector<Group> groups;
    std::vector<int> widths, depths, chunks, zeros, micro, contexts;
    std::vector<std::pair<double, int>> order, groupOrder; ///< (bound, micro-batch or group), sorted
};

// Everything past the plain layout: the groups of the space, costed cheapest bound first. Kept out of line so
// that an estimate answered by the plain layout sets none of it up.
Q_NEVER_INLINE void searchBeyondPlain(LayoutCoster &coster, const Space &space, bool plainReached, LayoutSearch &result)
{
    thread_local SearchLists lists;
    const Workload &w = coster.w;
    const Scenario &sc = coster.sc;
    const StepModel &model = coster.model;
    const LayoutRequest &request = coster.request;
    const int n = std::max(1, sc.gpuCount);
    const int keep = std::max(0, request.keep);
    const auto batchAt = [&](const ParallelLayout &l) { return coster.batchAt(l); };
    const auto memoryAt
        = [&](const ParallelLayout &l, double accumulation) { return coster.memoryAt(l, accumulation); };
    const auto cost = [&](const ParallelLayout &l) { return coster.cost(l); };
    std::vector<LayoutCandidate> &top = lists.top; // fitting, best first, at most keep + 1
    top.clear();
    // Micro-batches per rank per step: they depend only on the data-parallel width and the micro-batch, which
    // the search asks about in runs, so the last pair's answer is kept.
    int splitData = -1, splitMicro = -1;
    double splitAccumulation = 1;
    const auto accumulationOf = [&](const ParallelLayout &l) {
        if (l.data != splitData || l.microBatch != splitMicro) {
            splitAccumulation = StepModel::split(l, batchAt(l)).accumulation;
            splitData = l.data;
            splitMicro = l.microBatch;
        }
        return splitAccumulation;
    };
    const auto memoryOf = [&](const ParallelLayout &l) { return memoryAt(l, accumulationOf(l)); };
    // Whether a layout fits, from its memory alone (the search's pruning; cost() also times it).
    const auto fitsIn = [&](const ParallelLayout &l) {
        return l.modelParallel() <= n && memoryOf(l).total() <= request.capacityBytes;
    };
    // With full recompute of some layers: the fewest of each stage's stageDepth layers recomputed for l to fit
    // (0: all of them), or -1 when not even all do. Memory falls linearly with each layer recomputed, so
    // two points give the count, checked upwards.
    const auto fewestRecomputed = [&](ParallelLayout l, int stageDepth) {
        if (l.modelParallel() > n)
            return -1;
        l.recomputeLayers = 0;
        const double all = memoryOf(l).total();
        if (all > request.capacityBytes)
            return -1;
        if (stageDepth <= 1)
            return 0;
        l.recomputeLayers = 1;
        const double one = memoryOf(l).total();
        if (one <= request.capacityBytes)
            return 1;
        const double perLayer = (one - all) / (stageDepth - 1);
        const double needed = perLayer > 0 ? std::ceil((one - request.capacityBytes) / perLayer - 1e-9) : 1;
        // Memory past any real model (infinite or NaN, from a fuzzed plan) gives no count: check from the start.
        int k = std::isfinite(needed) ? 1 + int(std::clamp(needed, 0.0, double(stageDepth))) : 2;
        for (k = std::max(k, 2); k < stageDepth; ++k) {
            l.recomputeLayers = k;
            if (memoryOf(l).total() <= request.capacityBytes)
                return k;
        }
        return 0;
    };
    // The layers each stage must recompute for l to fit at its recompute (0 for all of them, or for none when
    // the recompute is not partial), or -1 when it does not fit.
    const auto layersToFit = [&](ParallelLayout l, bool partial, int stageDepth) {
        if (partial)
            return fewestRecomputed(l, stageDepth);
        l.recomputeLayers = 0;
        return fitsIn(l) ? 0 : -1;
    };
    const auto offer = [&](const LayoutCandidate &c) {
        if (!c.fits)
            return;
        const auto at = std::lower_bound(top.begin(), top.end(), c, betterLayout);
        if (std::size_t(at - top.begin()) > std::size_t(keep))
            return;
        top.insert(at, c);
        if (top.size() > std::size_t(keep) + 1)
            top.pop_back();
    };
    // The time a layout must beat to matter: the worst one kept, once the list is full.
    // A layout that grows the default batch ranks after every one that keeps it, whatever its time.
    const auto threshold = [&]() {
        return top.size() == std::size_t(keep) + 1 && !top.back().batchGrown ? top.back().secondsPerSample()
                                                                             : std::numeric_limits<double>::max();
    };
    const LayoutCandidate plainCandidate = result.best;
    if (!request.everyGpu || plainCandidate.layout.gpus() == n)
        offer(plainCandidate);
    result.searched = true;

    // The groups of the space, one per (tensor, context, pipeline) split, each with a lower bound on its
    // layouts' time. They are costed cheapest bound first, so the best layout is found early and every group
    // whose bound is slower than it is dropped uncosted (branch and bound).
    std::vector<Group> &groups = lists.groups;
    std::vector<int> &widths = lists.widths, &depths = lists.depths, &chunks = lists.chunks, &zeros = lists.zeros,
                     &micro = lists.micro; // reused from group to group
    std::vector<std::pair<double, int>> &order = lists.order, &groupOrder = lists.groupOrder;
    // Micro-batches: pinned, else powers of two up to a rank's share of the batch (and that share).
    const auto largestMicro = [&](double share) {
        return sc.batchPerGpu > 0 ? sc.batchPerGpu
            : !space.layered      ? defaultMicroBatch(request, share)
                                  : int(std::min<double>(share, 1 << 20));
    };
    const double traffic = model.trafficSecondsPerSample();
    // A lower bound on the time of every layout of a group at the recompute of `lightest` or more: compute
    // alone, plus the fewest tensor-parallel collectives per sample (at the largest micro-batch, their latency
    // shared, no recompute) and the smallest bubble (micro-batches of 1, the most chunks).
    const auto groupBound = [&](const Group &g, const ParallelLayout &lightest) {
        const ParallelLayout &base = g.base;
        const double compute
            = (model.computeSecondsPerSample(lightest) * model.stageFactor(base) / base.modelParallel() + traffic)
            / base.data;
        double bound = compute + g.tensorPart;
        if (space.layered && base.pipeline > 1)
            bound += compute * double(base.pipeline - 1) / (double(mostChunks(space, sc, base.pipeline)) * g.share);
        return bound;
    };
    tensorWidths(space, w, sc, widths);
    // Costs every group of the space at these context-parallel widths.
    const auto searchGroups = [&](const std::vector<int> &contexts, bool replacesRecompute) {
        groups.clear();
        for (int t : widths) {
            for (int cp : contexts) {
                if (t * cp > n)
                    continue;
                pipelineDepths(space, sc, n / (t * cp), depths);
                for (int p : depths) {
                    if (t * cp * p > n)
                        continue;
                    Group g;
                    ParallelLayout &base = g.base;
                    base.scoresStored = space.scoresStored;
                    base.tensor = t;
                    base.context = cp;
                    base.pipeline = p;
                    base.data = std::max(1, n / (t * cp * p));
                    if (request.everyGpu && base.gpus() != n)
                        continue;
                    base.stageLayers = space.layered ? largestStageLayers(space.layers, p) : 0;
                    g.share = std::max(1.0, std::ceil(request.globalBatch / base.data - 1e-9));
                    ParallelLayout lightest = base;
                    lightest.recompute = space.recompute.front();
                    if (space.layered && base.tensor > 1) {
                        ParallelLayout widest = lightest;
                        widest.microBatch = largestMicro(g.share);
                        const TrainingStep atWidest = model.at(widest, batchAt(widest));
                        g.tensorPart = atWidest.tensorComm / atWidest.samples;
                    }
                    g.bound = groupBound(g, lightest);
                    groups.push_back(g);
                }
            }
        }
        // Cheapest bound first, ties in the order listed (the exhaustive enumeration keeps that order).
        groupOrder.clear();
        for (std::size_t i = 0; i < groups.size(); ++i)
            groupOrder.emplace_back(request.exhaustive ? 0.0 : sortKey(groups[i].bound), int(i));
        std::sort(groupOrder.begin(), groupOrder.end());

        for (const auto &entry : groupOrder) {
            const Group &g = groups[std::size_t(entry.second)];
            if (!request.exhaustive && g.bound > threshold() * (1.0 + kTie))
                break; // every later group is bounded by more
            const ParallelLayout &base = g.base;
            chunkCounts(space, sc, base.pipeline, chunks);
            zeros.clear();
            for (int z : space.zero) {
                if (sc.zeroStage >= 0 || base.pipeline == 1 || z <= 1)
                    zeros.push_back(z);
            }
            micro.clear();
            const int cap = largestMicro(g.share);
            for (int b = 1; b < cap && space.layered && sc.batchPerGpu <= 0; b *= 2)
                micro.push_back(b);
            micro.push_back(cap);
            // Full recompute of k layers per stage: the search takes the fewest that fit (time grows with k, memory
            // falls), the exhaustive enumeration every k; a pinned "full" recomputes all layers.
            const bool partialAllowed = sc.recompute == Recompute::Auto && space.layered;
            const int stageDepth = base.layersPerStage(space.layers);
            // The group's least-memory member (fewest micro-batches, highest ZeRO stage, most chunks) at the
            // lightest recompute where it fits: no layout of the group fits at less, so that recompute bounds
            // the group again; where the member fits at none, no layout of the group fits at all.
            int lightestFit = 0; // the recompute's rank in the space
            if (!request.exhaustive && space.layered) {
                ParallelLayout lean = base;
                lean.microBatch = micro.front();
                lean.zeroStage = zeros.back();
                lean.interleave = chunks.back();
                bool fitted = false;
                for (; lightestFit < space.recompute.count; ++lightestFit) {
                    lean.recompute = space.recompute.values[std::size_t(lightestFit)];
                    // Context parallelism is searched in place of the recompute the search chose (below).
                    if (replacesRecompute && lean.recompute != Recompute::None)
                        break;
                    const int k = layersToFit(lean, lean.recompute == Recompute::Full && partialAllowed, stageDepth);
                    lean.recomputeLayers = std::max(0, k);
                    fitted = k >= 0;
                    if (fitted)
                        break;
                }
                if (!fitted || groupBound(g, lean) > threshold() * (1.0 + kTie))
                    continue;
            }
            for (int rank = lightestFit; rank < space.recompute.count; ++rank) {
                const Recompute r = space.recompute.values[std::size_t(rank)];
                // Context parallelism is searched in place of the recompute the search chose (below).
                if (replacesRecompute && r != Recompute::None)
                    continue;
                const bool partial = r == Recompute::Full && partialAllowed;
                // The candidate at l with the fewest recomputed layers that fit (all of them when none fits).
                const auto costRecompute = [&](ParallelLayout l) {
                    if (!partial)
                        return cost(l);
                    if (request.exhaustive) {
                        for (int k = 1; k < stageDepth; ++k) {
                            l.recomputeLayers = k;
                            offer(cost(l));
                        }
                        l.recomputeLayers = 0;
                        return cost(l);
                    }
                    l.recomputeLayers = std::max(0, fewestRecomputed(l, stageDepth));
                    return cost(l);
                };
                // Partial recompute at one micro-batch: ZeRO 0-2 need less memory as the stage rises, so the highest
                // of them recomputes the fewest layers; a lower stage that fits at that depth is as fast or faster
                // (ZeRO-2 adds a reduce-scatter per micro-batch beyond the first), and one that does not is costed at
                // its own fewest. ZeRO-3 adds traffic: it can win only by recomputing fewer.
                const auto costPartial = [&](ParallelLayout l) {
                    int sharded = -1;
                    bool third = false;
                    for (int z : zeros) {
                        if (z <= 2)
                            sharded = std::max(sharded, z);
                        else
                            third = true;
                    }
                    for (std::size_t i = 0; i < chunks.size(); ++i) {
                        l.interleave = chunks[i];
                        bool fitted = false;
                        bool fewest = false; // recomputes a single layer: nothing of this count can beat it
                        if (sharded >= 0) {
                            l.zeroStage = sharded;
                            LayoutCandidate c = costRecompute(l);
                            if (c.fits) {
                                ParallelLayout lower = c.layout;
                                for (int z : zeros) {
                                    if (z >= sharded)
                                        break;
                                    lower.zeroStage = z;
                                    const LayoutCandidate d = cost(lower);
                                    if (d.fits) {
                                        c = d;
                                        break;
                                    }
                                    if (sharded == 2 && z == 1) {
                                        ParallelLayout own = l;
                                        own.zeroStage = 1;
                                        offer(costRecompute(own));
                                    }
                                }
                                fitted = true;
                                fewest = c.layout.recomputeLayers == 1 || stageDepth <= 1;
                            }
                            offer(c);
                        }
                        if (third && !fewest) {
                            l.zeroStage = 3;
                            const LayoutCandidate c = costRecompute(l);
                            offer(c);
                            fitted = fitted || c.fits;
                        }
                        // More chunks need less memory: once a count does not fit, only v = 1 (the last) still may.
                        if (!fitted && i + 2 < chunks.size())
                            i = chunks.size() - 2;
                    }
                };
                // A lower bound for each micro-batch, over every ZeRO stage, chunk count and recompute depth: the
                // step at the fewest recomputed layers, the lowest ZeRO stage, the bubble of the most chunks and
                // the sends of one (each part of the step grows with recompute, ZeRO-3 traffic and chunks or
                // shrinks only with the bubble). Micro-batches are costed lowest bound first.
                order.clear();
                for (int b : micro) {
                    ParallelLayout l = base;
                    l.recompute = r;
                    l.recomputeLayers = partial ? 1 : 0;
                    l.microBatch = b;
                    if (!request.exhaustive && space.layered) {
                        // The micro-batch's least-memory member at r: where it does not fit, none at b does; with
                        // partial recompute, no member at b recomputes fewer layers than it.
                        ParallelLayout lean = l;
                        lean.zeroStage = zeros.back();
                        lean.interleave = chunks.back();
                        const int k = layersToFit(lean, partial, stageDepth);
                        if (k < 0)
                            continue;
                        l.recomputeLayers = k;
                    }
                    l.zeroStage = zeros.front();
                    l.interleave = chunks.front();
                    const TrainingStep s = model.at(l, batchAt(l));
                    const double sends = s.pipelineComm / std::max(1, l.interleave);
                    // A model that is not split may run a smaller micro-batch than b (below): no bound.
                    order.emplace_back(
                        space.layered ? sortKey((s.seconds - s.pipelineComm + sends) / s.samples) : 0.0, b);
                }
                // Lowest bound first, ties in the order listed (micro-batches rise along it).
                if (!request.exhaustive)
                    std::sort(order.begin(), order.end());
                for (const auto &[microBound, b] : order) {
                    if (!request.exhaustive && microBound > threshold() * (1.0 + kTie))
                        break;
                    ParallelLayout l = base;
                    l.recompute = r;
                    l.microBatch = b;
                    if (!space.layered && sc.batchPerGpu <= 0) {
                        // A model that is not split keeps its family's micro-batch, or the largest that fits.
                        l.zeroStage = zeros.back();
                        const double atZero = coster.memory.at(l, 0).total();
                        const double atOne = coster.memory.at(l, 1).total();
                        const int largest = largestBatch(atZero, atOne - atZero, request.capacityBytes);
                        if (largest >= 1 && largest < b)
                            l.microBatch = largest >= 8 ? largest / 8 * 8 : largest;
                    }
                    if (partial && !request.exhaustive) {
                        costPartial(l);
                        continue;
                    }
                    for (int z : zeros) {
                        l.zeroStage = z;
                        bool fitted = false;
                        // More chunks: a smaller bubble and less memory, but more sends between stages; every
                        // count is costed until one does not fit (fewer would not fit either).
                        double previous = std::numeric_limits<double>::max();
                        for (std::size_t i = 0; i < chunks.size(); ++i) {
                            l.interleave = chunks[i];
                            const LayoutCandidate c = costRecompute(l);
                            offer(c);
                            fitted = fitted || c.fits;
                            // Interleaving holds (1 + (p-1)/(p·v)) times the plain schedule's activations, less as
                            // v grows: once a count does not fit, only plain 1F1B (v = 1, the last) still may. At a
                            // fixed recompute the time is bubble/v + sends·v, one valley: past it, only v = 1 is left.
                            const bool pastValley = !partial && c.fits && c.secondsPerSample() > previous;
                            if (!request.exhaustive && (!c.fits || pastValley) && i + 2 < chunks.size())
                                i = chunks.size() - 2;
                            if (c.fits)
                                previous = c.secondsPerSample();
                        }
                        // A higher ZeRO stage never takes less time at the same recompute (2 and 3 add traffic
                        // per micro-batch): the lowest that fits is the one. With partial recompute a higher
                        // stage may recompute less.
                        if (!request.exhaustive && fitted && !partial)
                            break;
                    }
                }
            }
        }
    };
    std::vector<int> &contexts = lists.contexts;
    contexts.assign(1, space.firstContext);
    searchGroups(contexts, false);
    // Context parallelism splits each sequence to hold fewer activations (Megatron-Core's guide: for long
    // sequences whose activations do not fit). It is tried when the best layout without it had to recompute
    // (the search chose to) or nothing fits: at widths of 2, 4, ... whose share of the sequence stays at least
    // kMinContextTokens and divides in 2·c chunks (Megatron-Core's load-balanced split). It is not tried
    // where nothing calls for it: the exhaustive enumeration follows the same rule.
    if (space.layered && sc.contextParallel <= 0
        && (top.empty() || (sc.recompute == Recompute::Auto && top.front().layout.recompute != Recompute::None))) {
        contexts.clear();
        for (int cp = 2; cp <= n && space.seqLen / cp >= kMinContextTokens; cp *= 2) {
            if (space.seqLen % (2 * cp) == 0)
                contexts.push_back(cp);
        }
        // Where a layout fits by recomputing, context parallelism is tried without recompute; where none fits,
        // with whatever recompute lets it.
        if (!contexts.empty())
            searchGroups(contexts, !top.empty() && sc.recompute == Recompute::Auto);
    }
    result.evaluated = coster.evaluated;
    if (plainReached) {
        result.searched = false;
        result.best = plainCandidate;
        for (const LayoutCandidate &c : top) {
            if (!sameLayout(c.layout, plainCandidate.layout) && result.runnersUp.size() < std::size_t(keep))
                result.runnersUp.push_back(c);
        }
    } else if (!top.empty()) {
        result.best = top.front();
        result.runnersUp.assign(top.begin() + 1, top.end());
    } else {
        result.best = coster.cost(coster.leastMemory); // costed again, not counted again
    }
}

} // namespace

LayoutSearch searchTrainingLayout(
    const Workload &w, const ModelFigures &m, const Scenario &sc, const StepModel &model, const LayoutRequest &request)
{
    LayoutSearch result;
    const Space space = spaceOf(w, m, sc);
    const int n = std::max(1, sc.gpuCount);
    LayoutCoster coster(w, m, sc, model, request, space.recompute.front());

    // The plain layout first (data parallel only, or what the user pinned): when it fits and reaches the
    // compute bound on all GPUs, nothing can be faster, and it stays the answer.
    bool boundReached = false;
    {
        LayoutCandidate &c = result.best;
        ParallelLayout &plain = c.layout;
        plain.scoresStored = space.scoresStored;
        plain.tensor = space.firstTensor;
        plain.context = space.firstContext;
        plain.pipeline = sc.pipelineParallel > 0 && space.layered ? sc.pipelineParallel : 1;
        if (sc.interleave > 1 && sc.pipelineParallel <= 0 && space.layered) {
            // Chunks pinned, stages searched: the plain layout is the shallowest pipeline that takes them.
            std::vector<int> depths;
            searchedDepths(space.layers, n / (plain.tensor * plain.context), sc.interleave, depths);
            plain.pipeline = depths.empty() ? 1 : depths.front();
        }
        plain.data = std::max(1, n / plain.modelParallel());
        plain.stageLayers = space.layered ? largestStageLayers(space.layers, plain.pipeline) : 0;
        plain.microBatch = sc.batchPerGpu > 0
            ? sc.batchPerGpu
            : defaultMicroBatch(request, std::max(1.0, std::ceil(request.globalBatch / plain.data - 1e-9)));
        plain.interleave = sc.interleave > 0 ? sc.interleave : 1;
        plain.recompute = space.recompute.front();
        // The lowest ZeRO stage that fits: a higher one never takes less time, so the first that fits is the one.
        for (int z : space.zero) {
            if (sc.zeroStage < 0 && plain.pipeline > 1 && z > 1)
                break; // pipelining shards only the optimizer (S8)
            plain.zeroStage = z;
            coster.costInto(c);
            if (c.fits)
                break;
        }
        // A model that is not split has one group, the plain layout's: its lowest ZeRO stage that fits is the answer.
        // Kernel launches aside: a larger micro-batch launches fewer per sample, but they are all it could save
        // (under 0.3 % of a Llama 2 7B step at one sequence per micro-batch), not worth a search.
        boundReached = c.fits
            && (!space.layered
                || (!c.batchGrown && plain.gpus() == n && c.step.communication() <= 0 && c.step.bubble <= 0
                    && c.step.ranks == plain.data));
    }
    result.evaluated = coster.evaluated;
    if (boundReached && request.keep <= 0 && !request.exhaustive)
        return result;
    searchBeyondPlain(coster, space, boundReached, result);
    return result;
}

QString layoutLossReason(const LayoutCandidate &chosen, const LayoutCandidate &other, int gpuCount)
{
    const auto perSample = [](const LayoutCandidate &c, double part) { return part / c.step.samples; };
    const double computeDelta = perSample(other, other.step.compute) - perSample(chosen, chosen.step.compute);
    const double bubbleDelta = perSample(other, other.step.bubble) - perSample(chosen, chosen.step.bubble);
    const double exposedDelta = perSample(other, other.step.exposed) - perSample(chosen, chosen.step.exposed);
    const double tensorDelta = perSample(other, other.step.tensorComm) - perSample(chosen, chosen.step.tensorComm);
    const double pipelineDelta
        = perSample(other, other.step.pipelineComm) - perSample(chosen, chosen.step.pipelineComm);
    const double contextDelta = perSample(other, other.step.contextComm) - perSample(chosen, chosen.step.contextComm);
    const double slower = other.secondsPerSample() / chosen.secondsPerSample() - 1.0;
    const QString percent = QString::number(slower * 100.0, 'f', 1);
    // Faster per sample can only come from a step that rounds the batch further up (more samples a step share
    // one optimizer step and all-reduce) or, beside a plain layout kept without a search, from fewer kernel
    // launches: neither is a faster way to train the batch asked for.
    if (slower < -1e-6) {
        const QString faster = QString::number(-slower * 100.0, 'f', 1);
        if (other.step.samples > chosen.step.samples * (1 + 1e-9))
            return QCoreApplication::translate("LayoutSearch",
                "%1 % faster per sample only by a larger batch: %2 samples a step, where the chosen layout takes %3")
                .arg(faster, QString::number(other.step.samples), QString::number(chosen.step.samples));
        return QCoreApplication::translate("LayoutSearch",
            "%1 % faster per sample by fewer kernel launches alone: data parallel at the compute bound is kept "
            "without a search")
            .arg(faster);
    }
    const double largest
        = std::max({ computeDelta, bubbleDelta, exposedDelta, tensorDelta, pipelineDelta, contextDelta });
    if (contextDelta == largest && contextDelta > 0)
        return QCoreApplication::translate(
            "LayoutSearch", "%1 % slower: context-parallel key/value exchange %2 % of the step")
            .arg(percent, QString::number(other.step.contextComm / other.step.seconds * 100.0, 'f', 1));
    if (tensorDelta == largest && tensorDelta > 0)
        return QCoreApplication::translate("LayoutSearch", "%1 % slower: tensor-parallel collectives %2 % of the step")
            .arg(percent, QString::number(other.step.tensorComm / other.step.seconds * 100.0, 'f', 1));
    if (pipelineDelta == largest && pipelineDelta > 0)
        return QCoreApplication::translate("LayoutSearch", "%1 % slower: sends between stages %2 % of the step")
            .arg(percent, QString::number(other.step.pipelineComm / other.step.seconds * 100.0, 'f', 1));
    if (bubbleDelta >= computeDelta && bubbleDelta >= exposedDelta && bubbleDelta > 0)
        return QCoreApplication::translate("LayoutSearch", "%1 % slower: pipeline bubble %2 % of the step")
            .arg(percent, QString::number(other.step.bubble / other.step.seconds * 100.0, 'f', 1));
    if (exposedDelta >= computeDelta && exposedDelta > 0)
        return QCoreApplication::translate("LayoutSearch", "%1 % slower: %2 ms of gradient all-reduce exposed per step")
            .arg(percent, QString::number(other.step.exposed * 1e3, 'f', 1));
    if (other.layout.gpus() < gpuCount && other.layout.gpus() < chosen.layout.gpus())
        return QCoreApplication::translate(
            "LayoutSearch", "%1 % slower: %n GPU(s) idle", nullptr, gpuCount - other.layout.gpus())
            .arg(percent);
    if (recomputeRank(other.layout.recompute) > recomputeRank(chosen.layout.recompute))
        return QCoreApplication::translate("LayoutSearch", "%1 % slower: recomputes activations").arg(percent);
    if (computeDelta > 0
        && other.layout.stageLayers * other.layout.pipeline > chosen.layout.stageLayers * chosen.layout.pipeline)
        return QCoreApplication::translate("LayoutSearch", "%1 % slower: uneven stages, the largest with %2 layers")
            .arg(percent)
            .arg(other.layout.stageLayers);
    if (slower <= 1e-6)
        return QCoreApplication::translate("LayoutSearch", "as fast, but a larger or more complex split");
    return QCoreApplication::translate("LayoutSearch", "%1 % slower").arg(percent);
}

} // namespace flopsheet
