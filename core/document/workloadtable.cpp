#include "core/document/workloadtable.h"

#include "core/estimate/defaults.h"
#include "core/estimate/estimator.h"
#include "core/estimate/modelfigures.h"

#include <QCoreApplication>

#include <cmath>
#include <limits>

namespace flopsheet {
namespace {

using limits::kMaxLength;

QString canonicalScheduleText(const QString &text, QString *problem)
{
    const std::optional<BatchSchedule> s = parseBatchSchedule(text, problem);
    return s ? batchScheduleText(*s) : QString();
}

// Titles carry their unit, as the column headers show them.
constexpr FieldSpec kFields[kWorkloadFieldCount] = {
    { .key = "name", .title = QT_TRANSLATE_NOOP("Fields", "Name"), .kind = FieldKind::Text, .required = true },
    { .key = "family",
        .title = QT_TRANSLATE_NOOP("Fields", "Kind"),
        .kind = FieldKind::Choice,
        .choices = kFamilyChoices },
    { .key = "mode", .title = QT_TRANSLATE_NOOP("Fields", "Mode"), .kind = FieldKind::Choice, .choices = kModeChoices },
    { .key = "params",
        .title = QT_TRANSLATE_NOOP("Fields", "Parameters"),
        .kind = FieldKind::Count,
        .limits = limits::params,
        .required = true,
        .format = CellFormat::Count },
    { .key = "forward_flops_per_sample",
        .title = QT_TRANSLATE_NOOP("Fields", "Forward FLOPs / sample"),
        .kind = FieldKind::Flops,
        .limits = limits::forwardFlops,
        .quantity = QuantityKind::Flops,
        .format = CellFormat::Flops,
        .derivedToolTip = QT_TRANSLATE_NOOP("Fields",
            "Derived from the parameters and the sequence length (2 per parameter per token plus attention)") },
    { .key = "tokens",
        .title = QT_TRANSLATE_NOOP("Fields", "Training tokens"),
        .kind = FieldKind::Count,
        .limits = limits::trainingTokens,
        .format = CellFormat::Count,
        .empty = EmptyCell::Auto },
    { .key = "samples",
        .title = QT_TRANSLATE_NOOP("Fields", "Dataset (samples)"),
        .kind = FieldKind::Count,
        .limits = limits::datasetSamples,
        .format = CellFormat::Count },
    { .key = "epochs",
        .title = QT_TRANSLATE_NOOP("Fields", "Epochs"),
        .kind = FieldKind::Number,
        .limits = limits::epochs },
    { .key = "batch_per_gpu",
        .title = QT_TRANSLATE_NOOP("Fields", "Batch / GPU"),
        .kind = FieldKind::Count,
        .limits = limits::batchPerGpu,
        .format = CellFormat::Count,
        .empty = EmptyCell::Auto,
        .word = "max",
        .wordLabel = QT_TRANSLATE_NOOP("Fields", "max"),
        .toolTip = QT_TRANSLATE_NOOP(
            "Fields", "Micro-batch per GPU; empty = a default that fits; serving: max = the largest batch that fits") },
    { .key = "seq_len",
        .title = QT_TRANSLATE_NOOP("Fields", "Sequence (tokens)"),
        .kind = FieldKind::Count,
        .limits = limits::seqLen,
        .format = CellFormat::Integer },
    // A language model's shape (TransformerShape). Empty cells are completed from the parameter count and the
    // cells given, in any order (completedShape, core/estimate/defaults.h); the estimate says what it assumed.
    { .key = "layers",
        .title = QT_TRANSLATE_NOOP("Fields", "Layers"),
        .kind = FieldKind::Count,
        .limits = limits::layers,
        .format = CellFormat::Integer,
        .empty = EmptyCell::Auto,
        .toolTip = QT_TRANSLATE_NOOP("Fields",
            "Transformer blocks; empty = from the parameter count and the width (N ≈ 12 · layers · width², Kaplan "
            "et al. 2020), or width ≈ 128 × layers as GPT-3") },
    { .key = "hidden",
        .title = QT_TRANSLATE_NOOP("Fields", "Width (d_model)"),
        .kind = FieldKind::Count,
        .limits = limits::hidden,
        .format = CellFormat::Integer,
        .empty = EmptyCell::Auto,
        .toolTip = QT_TRANSLATE_NOOP(
            "Fields", "Values per token (d_model), a multiple of the heads; empty = from the parameter count") },
    { .key = "heads",
        .title = QT_TRANSLATE_NOOP("Fields", "Heads"),
        .kind = FieldKind::Count,
        .limits = limits::heads,
        .format = CellFormat::Integer,
        .empty = EmptyCell::Auto,
        .toolTip = QT_TRANSLATE_NOOP(
            "Fields", "Attention heads: they bound the tensor-parallel split; empty = heads about 128 wide") },
    { .key = "kv_heads",
        .title = QT_TRANSLATE_NOOP("Fields", "KV heads"),
        .kind = FieldKind::Count,
        .limits = limits::heads,
        .format = CellFormat::Integer,
        .empty = EmptyCell::Auto,
        .toolTip = QT_TRANSLATE_NOOP("Fields",
            "Key/value heads of grouped-query attention (Llama 3 8B: 8 of 32), dividing the heads; they size the KV "
            "cache; empty = as many as the heads") },
    { .key = "ffn",
        .title = QT_TRANSLATE_NOOP("Fields", "MLP width"),
        .kind = FieldKind::Count,
        .limits = limits::width,
        .format = CellFormat::Integer,
        .empty = EmptyCell::Auto,
        .toolTip = QT_TRANSLATE_NOOP("Fields", "Feed-forward width per token; empty = 4 × d_model") },
    { .key = "vocab",
        .title = QT_TRANSLATE_NOOP("Fields", "Vocabulary"),
        .kind = FieldKind::Count,
        .limits = limits::width,
        .format = CellFormat::Integer,
        .toolTip = QT_TRANSLATE_NOOP("Fields",
            "Tokens in the vocabulary; a built-in model counts its parameters from its whole shape, vocabulary "
            "included, until a count is typed") },
    { .key = "gated_mlp",
        .title = QT_TRANSLATE_NOOP("Fields", "Gated MLP"),
        .kind = FieldKind::Boolean,
        .toolTip = QT_TRANSLATE_NOOP("Fields", "SwiGLU or GeGLU (Llama): three MLP matrices instead of two") },
    { .key = "precision",
        .title = QT_TRANSLATE_NOOP("Fields", "Precision"),
        .kind = FieldKind::Choice,
        .choices = kPrecisionChoices },
    // Auto: the family's default (efficiency.h, resolvedRuntime); it moves small-batch serving by up to 10×.
    { .key = "runtime",
        .title = QT_TRANSLATE_NOOP("Fields", "Runtime"),
        .kind = FieldKind::Choice,
        .choices = kRuntimeChoices,
        .toolTip = QT_TRANSLATE_NOOP("Fields",
            "The software that runs the model: eager PyTorch or TensorFlow, a compiler (torch.compile, XLA), or an "
            "optimized engine (TensorRT, vLLM); Default is an optimized engine to serve a decoder LLM, else eager") },
    { .key = "optimizer",
        .title = QT_TRANSLATE_NOOP("Fields", "Optimizer"),
        .kind = FieldKind::Choice,
        .choices = kOptimizerChoices },
    // The training layout: an empty cell (Searched) lets the layout search choose (core/estimate/layoutsearch.h).
    { .key = "zero_stage",
        .title = QT_TRANSLATE_NOOP("Fields", "ZeRO stage"),
        .kind = FieldKind::Count,
        .limits = limits::zeroStage,
        .format = CellFormat::Count,
        .empty = EmptyCell::Searched,
        .toolTip = QT_TRANSLATE_NOOP("Fields",
            "0-3: shard optimizer state (1), and gradients (2), and weights (3); 2 and 3 move their shards again for "
            "every micro-batch; empty = the stage the layout search chooses") },
    { .key = "recompute",
        .title = QT_TRANSLATE_NOOP("Fields", "Recompute"),
        .kind = FieldKind::Choice,
        .choices = kRecomputeChoices },
    { .key = "tensor_parallel",
        .title = QT_TRANSLATE_NOOP("Fields", "Tensor parallel"),
        .kind = FieldKind::Count,
        .limits = limits::parallelDegree,
        .format = CellFormat::Count,
        .empty = EmptyCell::Searched,
        .toolTip = QT_TRANSLATE_NOOP("Fields", "GPUs one layer is split over, within a node; empty = searched") },
    { .key = "pipeline_parallel",
        .title = QT_TRANSLATE_NOOP("Fields", "Pipeline stages"),
        .kind = FieldKind::Count,
        .limits = limits::parallelDegree,
        .format = CellFormat::Count,
        .empty = EmptyCell::Searched,
        .toolTip = QT_TRANSLATE_NOOP("Fields",
            "Pipeline stages the layers are split into; empty = searched (serving: stages only where a node's widest "
            "tensor split cannot hold the model)") },
    { .key = "context_parallel",
        .title = QT_TRANSLATE_NOOP("Fields", "Context parallel"),
        .kind = FieldKind::Count,
        .limits = limits::parallelDegree,
        .format = CellFormat::Count,
        .empty = EmptyCell::Searched,
        .toolTip = QT_TRANSLATE_NOOP("Fields",
            "GPUs each sequence is split over (Megatron-Core context parallelism; the weights are replicated); "
            "empty = searched") },
    { .key = "interleave",
        .title = QT_TRANSLATE_NOOP("Fields", "Chunks / stage"),
        .kind = FieldKind::Count,
        .limits = limits::interleave,
        .format = CellFormat::Count,
        .empty = EmptyCell::Searched,
        .toolTip = QT_TRANSLATE_NOOP(
            "Fields", "Model chunks per pipeline stage (interleaved 1F1B, Narayanan et al. 2021); empty = searched") },
    // Batch size over training (core/estimate/criticalbatch.h, batchschedule.h).
    { .key = "global_batch",
        .title = QT_TRANSLATE_NOOP("Fields", "Global batch (samples)"),
        .kind = FieldKind::Count,
        .limits = limits::globalBatch,
        .format = CellFormat::Count,
        .empty = EmptyCell::Auto,
        .toolTip = QT_TRANSLATE_NOOP("Fields",
            "Samples (sequences) per optimizer step over all GPUs; empty = about 4M tokens for a language model (at "
            "most a decoder's critical batch), else one micro-batch per GPU") },
    { .key = "critical_batch",
        .title = QT_TRANSLATE_NOOP("Fields", "Critical batch"),
        .kind = FieldKind::Count,
        .limits = limits::criticalBatch,
        .format = CellFormat::Count,
        .empty = EmptyCell::Auto,
        .toolTip = QT_TRANSLATE_NOOP("Fields",
            "Tokens for a language model, samples otherwise: past it each doubling of the batch buys back less than "
            "half the steps (McCandlish et al. 2018). A measured gradient noise scale estimates it. Empty = 8k "
            "images (Goyal et al. 2017) or sequences (RoBERTa), a decoder's DeepSeek B_opt at its compute") },
    { .key = "batch_schedule",
        .title = QT_TRANSLATE_NOOP("Fields", "Batch schedule"),
        .kind = FieldKind::Text,
        .empty = EmptyCell::Dash,
        .toolTip = QT_TRANSLATE_NOOP("Fields",
            "How the global batch grows: linear:B0-B1@T, stages:B1@U1,...,Bn (U in data or \"50k steps\"), "
            "megatron:START,INC,SAMPLES[,FINAL]; tokens for language models. Empty = constant"),
        .canonicalText = canonicalScheduleText },
    { .key = "planning",
        .title = QT_TRANSLATE_NOOP("Fields", "Planning"),
        .kind = FieldKind::Choice,
        .choices = kPlanningChoices,
        .toolTip = QT_TRANSLATE_NOOP("Fields",
            "Fixed data: train on the data as typed. Fixed target: reach the loss the typed run reaches; a batch past "
            "the typed one needs more data, which the time and cost include") },
    { .key = "stage_gpus",
        .title = QT_TRANSLATE_NOOP("Fields", "GPUs over the schedule"),
        .kind = FieldKind::Choice,
        .choices = kStageGpusChoices,
        .toolTip = QT_TRANSLATE_NOOP("Fields",
            "While the schedule's batch is small: hold every GPU and idle some, or hold only the GPUs it keeps busy") },
    { .key = "prompt_tokens",
        .title = QT_TRANSLATE_NOOP("Fields", "Prompt (tokens)"),
        .kind = FieldKind::Count,
        .limits = limits::requestTokens,
        .format = CellFormat::Count,
        .toolTip = QT_TRANSLATE_NOOP("Fields",
            "Tokens of one request's prompt when serving a decoder LLM. Empty: the sequence length less the output "
            "tokens, so that a request fills the sequence") },
    { .key = "output_tokens",
        .title = QT_TRANSLATE_NOOP("Fields", "Output (tokens)"),
        .kind = FieldKind::Count,
        .limits = limits::requestTokens,
        .format = CellFormat::Count },
    // Empty = the efficiency model's estimate; a typed figure overrides it (percent of dense peak).
    { .key = "efficiency_percent",
        .title = QT_TRANSLATE_NOOP("Fields", "Efficiency (% of peak)"),
        .kind = FieldKind::Number,
        .limits = limits::mfu.scaled(100),
        .suffix = "%" },
    // Structured pruning removes this share of the weights, and the FLOPs with them (modelfigures.h).
    { .key = "pruned_percent",
        .title = QT_TRANSLATE_NOOP("Fields", "Pruned (%)"),
        .kind = FieldKind::Number,
        .limits = limits::prunedFraction.scaled(100),
        .required = true,
        .suffix = "%" },
    { .key = "sparse_2_4", .title = QT_TRANSLATE_NOOP("Fields", "2:4 sparse"), .kind = FieldKind::Boolean },
};

// Kind and mode first: they decide what the other cells mean.
constexpr int kParseFirst[] = { int(WorkloadField::Family), int(WorkloadField::Mode) };

const TableDescription kDescription {
    .table = Table::Workloads,
    .key = "workloads",
    .title = QT_TRANSLATE_NOOP("Tables", "workloads"),
    .fields = kFields,
    .nameField = int(WorkloadField::Name),
    .parseFirst = kParseFirst,
    .rowsNoun = QT_TRANSLATE_N_NOOP("Tables", "%n workload(s)"),
    .addText = QT_TRANSLATE_N_NOOP("Tables", "Add %n workload(s)"),
    .deleteText = QT_TRANSLATE_N_NOOP("Tables", "Delete %n workload(s)"),
    .setText = QT_TRANSLATE_N_NOOP("Tables", "Set %1 of %n workload(s)"),
};

QVariant number(double v)
{
    return isKnown(v) ? QVariant(v) : QVariant();
}
QVariant positive(int v)
{
    return v > 0 ? QVariant(double(v)) : QVariant();
}

} // namespace

const TableDescription &TableTraits<WorkloadEntry>::description()
{
    return kDescription;
}

bool TableTraits<WorkloadEntry>::applies(const WorkloadEntry &e, int field)
{
    const WorkloadFamily family = e.workload.family;
    const bool tokenModel = isTokenModelFamily(family);
    const bool train = e.scenario.mode == Mode::Train;
    switch (static_cast<WorkloadField>(field)) {
    case WorkloadField::ForwardFlops:
        return !tokenModel; // token models derive it from parameters and sequence length
    case WorkloadField::Tokens:
        return train && tokenModel;
    case WorkloadField::Samples:
    case WorkloadField::Epochs:
        return train && !tokenModel;
    case WorkloadField::SeqLen:
        return tokenModel;
    case WorkloadField::Layers:
    case WorkloadField::Hidden:
    case WorkloadField::Heads:
    case WorkloadField::KvHeads:
    case WorkloadField::Ffn:
    case WorkloadField::Vocab:
    case WorkloadField::GatedMlp:
        return tokenModel;
    case WorkloadField::ContextParallel:
        return train && tokenModel;
    case WorkloadField::PipelineParallel:
        return train || isTransformerFamily(family); // served transformers take stages across nodes
    case WorkloadField::Optimizer:
    case WorkloadField::ZeroStage:
    case WorkloadField::Recompute:
    case WorkloadField::Interleave:
    case WorkloadField::GlobalBatch:
    case WorkloadField::CriticalBatch:
    case WorkloadField::BatchSchedule:
    case WorkloadField::Planning:
        return train;
    case WorkloadField::StageGpus:
        return train && !e.scenario.schedule.isConstant();
    case WorkloadField::PromptTokens:
    case WorkloadField::OutputTokens:
        return !train && family == WorkloadFamily::Decoder;
    default:
        return true;
    }
}

QVariant TableTraits<WorkloadEntry>::value(const WorkloadEntry &e, int field)
{
    const Workload &w = e.workload;
    const Scenario &sc = e.scenario;
    switch (static_cast<WorkloadField>(field)) {
    case WorkloadField::Name:
        return w.name;
    case WorkloadField::Family:
        return familyName(w.family);
    case WorkloadField::Mode:
        return modeName(sc.mode);
    case WorkloadField::Params:
        return number(unprunedParams(w));
    case WorkloadField::ForwardFlops:
        return number(estimatedFigures(w, sc.seqLen).forwardFlopsPerSample);
    case WorkloadField::Tokens:
        return number(isKnown(sc.tokens) ? sc.tokens : w.trainingTokens);
    case WorkloadField::Samples:
        return number(isKnown(sc.samples) ? sc.samples : w.datasetSamples);
    case WorkloadField::Epochs:
        return number(isKnown(sc.epochs) ? sc.epochs : w.epochs);
    case WorkloadField::BatchPerGpu:
        return sc.batchMax ? QVariant(QString::fromLatin1(spec(WorkloadField::BatchPerGpu).word))
                           : positive(sc.batchPerGpu);
    case WorkloadField::SeqLen:
        return positive(sc.seqLen > 0 ? sc.seqLen : (w.seqLen > 0 ? w.seqLen : w.shape.maxSeqLen));
    case WorkloadField::Layers:
        return positive(w.shape.layers);
    case WorkloadField::Hidden:
        return positive(w.shape.hidden);
    case WorkloadField::Heads:
        return positive(w.shape.heads);
    case WorkloadField::KvHeads:
        return positive(w.shape.kvHeads);
    case WorkloadField::Ffn:
        return positive(w.shape.ffn);
    case WorkloadField::Vocab:
        return positive(w.shape.vocab);
    case WorkloadField::GatedMlp:
        return w.shape.gatedMlp;
    case WorkloadField::Precision:
        return precisionName(sc.precision);
    case WorkloadField::Runtime:
        return runtimeName(sc.runtime);
    case WorkloadField::Optimizer:
        return optimizerName(sc.optimizer);
    case WorkloadField::ZeroStage:
        return sc.zeroStage >= 0 ? QVariant(double(sc.zeroStage)) : QVariant();
    case WorkloadField::Recompute:
        return recomputeName(sc.recompute);
    case WorkloadField::TensorParallel:
        return positive(sc.tensorParallel);
    case WorkloadField::PipelineParallel:
        return positive(sc.pipelineParallel);
    case WorkloadField::ContextParallel:
        return positive(sc.contextParallel);
    case WorkloadField::Interleave:
        return positive(sc.interleave);
    case WorkloadField::GlobalBatch:
        return number(sc.globalBatch);
    case WorkloadField::CriticalBatch:
        return number(sc.criticalBatch);
    case WorkloadField::BatchSchedule:
        return batchScheduleText(sc.schedule);
    case WorkloadField::Planning:
        return planningName(sc.planning);
    case WorkloadField::StageGpus:
        return stageGpusName(sc.stageGpus);
    case WorkloadField::PromptTokens:
        return positive(sc.promptTokens);
    case WorkloadField::OutputTokens:
        return positive(sc.outputTokens);
    case WorkloadField::Efficiency:
        return isKnown(sc.mfu) ? QVariant(sc.mfu * 100.0) : QVariant();
    case WorkloadField::PrunedPercent:
        return w.prunedFraction * 100.0;
    case WorkloadField::Sparse24:
        return w.sparse24;
    case WorkloadField::FieldCount:
        break;
    }
    return {};
}

void TableTraits<WorkloadEntry>::set(WorkloadEntry &e, int field, const QVariant &v)
{
    Workload &w = e.workload;
    Scenario &sc = e.scenario;
    const double d = v.isValid() ? v.toDouble() : kUnknown;
    // Whole-number fields were checked against their limits, all within int; the others never read count,
    // and converting their figures (7e9 parameters) to int would overflow (found by fuzz_tablecsv).
    const int count = isKnown(d) && std::abs(d) <= double(std::numeric_limits<int>::max()) ? int(d) : 0;
    switch (static_cast<WorkloadField>(field)) {
    case WorkloadField::Name:
        w.name = v.toString();
        break;
    case WorkloadField::Family:
        w.family = parseFamily(v.toString()).value_or(WorkloadFamily::Generic);
        // The amount follows the kind: language models train on tokens, the others on samples.
        sc.amount = isTokenModelFamily(w.family) ? AmountKind::Tokens : AmountKind::Samples;
        break;
    case WorkloadField::Mode:
        sc.mode = parseMode(v.toString()).value_or(Mode::Train);
        sc.batchMax = sc.batchMax && sc.mode == Mode::Infer; // "max" is a serving batch: training takes its default
        break;
    case WorkloadField::Params:
        w.params = d;
        w.paramsExact = true; // a typed count wins over one derived from the shape
        break;
    case WorkloadField::ForwardFlops:
        w.forwardFlopsPerSample = d;
        break;
    case WorkloadField::Tokens:
        sc.tokens = d;
        sc.amount = AmountKind::Tokens;
        break;
    case WorkloadField::Samples:
        sc.samples = d;
        sc.amount = AmountKind::Samples;
        break;
    case WorkloadField::Epochs:
        sc.epochs = d;
        break;
    case WorkloadField::BatchPerGpu:
        // "max" (checked by parseField) or a number: the one the estimate takes (scenario.h).
        sc.batchMax = isFieldWord(spec(WorkloadField::BatchPerGpu), v);
        sc.batchPerGpu = sc.batchMax ? 0 : count;
        break;
    case WorkloadField::SeqLen:
        sc.seqLen = count;
        break;
    case WorkloadField::Layers:
        w.shape.layers = count;
        break;
    case WorkloadField::Hidden:
        w.shape.hidden = count;
        break;
    case WorkloadField::Heads:
        w.shape.heads = count;
        break;
    case WorkloadField::KvHeads:
        w.shape.kvHeads = count;
        break;
    case WorkloadField::Ffn:
        w.shape.ffn = count;
        break;
    case WorkloadField::Vocab:
        w.shape.vocab = count;
        break;
    case WorkloadField::GatedMlp:
        w.shape.gatedMlp = v.toBool();
        break;
    case WorkloadField::Precision:
        sc.precision = parsePrecision(v.toString()).value_or(Precision::BF16);
        break;
    case WorkloadField::Runtime:
        sc.runtime = parseRuntime(v.toString()).value_or(Runtime::Auto);
        break;
    case WorkloadField::Optimizer:
        sc.optimizer = parseOptimizer(v.toString()).value_or(Optimizer::Adam);
        break;
    case WorkloadField::ZeroStage:
        sc.zeroStage = isKnown(d) ? count : kZeroAuto;
        break;
    case WorkloadField::Recompute:
        sc.recompute = parseRecompute(v.toString()).value_or(Recompute::Auto);
        break;
    case WorkloadField::TensorParallel:
        sc.tensorParallel = count;
        break;
    case WorkloadField::PipelineParallel:
        sc.pipelineParallel = count;
        break;
    case WorkloadField::ContextParallel:
        sc.contextParallel = count;
        break;
    case WorkloadField::Interleave:
        sc.interleave = count;
        break;
    case WorkloadField::GlobalBatch:
        sc.globalBatch = d;
        break;
    case WorkloadField::CriticalBatch:
        sc.criticalBatch = d;
        break;
    case WorkloadField::BatchSchedule: {
        QString problem; // canonical text, checked by parseField
        sc.schedule = parseBatchSchedule(v.toString(), &problem).value_or(BatchSchedule {});
        break;
    }
    case WorkloadField::Planning:
        sc.planning = parsePlanning(v.toString()).value_or(Planning::FixedData);
        break;
    case WorkloadField::StageGpus:
        sc.stageGpus = parseStageGpus(v.toString()).value_or(StageGpus::Keep);
        break;
    case WorkloadField::PromptTokens:
        sc.promptTokens = count;
        break;
    case WorkloadField::OutputTokens:
        sc.outputTokens = count;
        break;
    case WorkloadField::Efficiency:
        sc.mfu = isKnown(d) ? d / 100.0 : kUnknown;
        break;
    case WorkloadField::PrunedPercent:
        w.prunedFraction = isKnown(d) ? d / 100.0 : 0.0;
        break;
    case WorkloadField::Sparse24:
        w.sparse24 = v.toBool();
        break;
    case WorkloadField::FieldCount:
        break;
    }
}

WorkloadEntry TableTraits<WorkloadEntry>::blank()
{
    Workload w;
    w.id = QStringLiteral("custom");
    w.name = QCoreApplication::translate("Tables", "New workload");
    w.family = WorkloadFamily::Decoder;
    w.params = 1e9;
    w.paramsExact = true;
    w.seqLen = defaultSequenceTokens(w.family); // shown in its cell, not assumed
    w.trainingTokens = 20e9;
    return workloadEntryFromPreset(w);
}

QString TableTraits<WorkloadEntry>::rowProblem(const WorkloadEntry &e, int *field)
{
    // The same rule as the CLI's --batch (app/cli/scenarioflags.cpp).
    if (e.scenario.batchMax && e.scenario.mode == Mode::Train) {
        if (field)
            *field = int(WorkloadField::BatchPerGpu);
        return QCoreApplication::translate("Tables", "max applies to serving; for training give a number");
    }
    // The same shape rules as the CLI's --heads, --kv-heads and --hidden (app/cli/scenarioflags.cpp). Two
    // cells that disagree are named by the one just typed (*field on entry), else by the rule's own cell.
    const TransformerShape &shape = e.workload.shape;
    const int typed = field ? *field : -1;
    const auto at = [field](WorkloadField f) {
        if (field)
            *field = int(f);
    };
    if (const QString kv = kvHeadsProblem(shape.heads, shape.kvHeads); !kv.isEmpty()) {
        if (typed == int(WorkloadField::Heads)) {
            at(WorkloadField::Heads);
            return QCoreApplication::translate("Tables", "%1 must be a multiple of the KV heads (%2)")
                .arg(shape.heads)
                .arg(shape.kvHeads);
        }
        at(WorkloadField::KvHeads);
        return QCoreApplication::translate("Tables", "%1 %2").arg(shape.kvHeads).arg(kv);
    }
    if (!widthSplitsIntoHeads(shape.hidden, shape.heads, shape.headDim)) {
        if (typed == int(WorkloadField::Hidden)) {
            at(WorkloadField::Hidden);
            return QCoreApplication::translate("Tables", "%1 must be a multiple of the heads (%2)")
                .arg(shape.hidden)
                .arg(shape.heads);
        }
        at(WorkloadField::Heads);
        return QCoreApplication::translate("Tables", "the width (%1) must be a multiple of the heads (%2)")
            .arg(shape.hidden)
            .arg(shape.heads);
    }
    const QString problem = batchScheduleProblem(e.workload, e.scenario);
    if (!problem.isEmpty() && field)
        *field = int(WorkloadField::BatchSchedule);
    return problem;
}

bool TableTraits<WorkloadEntry>::matchesName(const WorkloadEntry &e, const QString &name)
{
    return e.workload.name.compare(name, Qt::CaseInsensitive) == 0;
}

void TableTraits<WorkloadEntry>::finishImport(WorkloadEntry &e, const WorkloadEntry *base, const QList<int> &given)
{
    const bool tokenModel = isTokenModelFamily(e.workload.family);
    AmountKind amount = base ? base->scenario.amount : (tokenModel ? AmountKind::Tokens : AmountKind::Samples);
    if (tokenModel && given.contains(int(WorkloadField::Tokens)))
        amount = AmountKind::Tokens;
    else if (!tokenModel && given.contains(int(WorkloadField::Samples)))
        amount = AmountKind::Samples;
    e.scenario.amount = amount;
}

} // namespace flopsheet
