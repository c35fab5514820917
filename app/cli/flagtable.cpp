#include "app/cli/flagtable.h"

#include "core/catalog/catalog.h"
#include "core/estimate/units.h"

#include <cstdlib>

namespace flopsheet::cli {
namespace {

// A flag whose meaning is the same wherever it appears is defined once here; a command whose flag of
// the same name means something else (sweep's lists, plan's optional --gpu) has its own below.

// --- input and output ---
constexpr FlagSpec kCatalog { "--catalog", "FILE", nullptr, QT_TRANSLATE_NOOP("FlagTable", "the built-in catalog only"),
    QT_TRANSLATE_NOOP("FlagTable", "a user catalog (JSON of GPUs and workloads) merged over the built-in one") };
constexpr FlagSpec kFormat { "--format", "table|csv|json", nullptr, "table",
    QT_TRANSLATE_NOOP("FlagTable", "an aligned table for people, RFC 4180 CSV or JSON") };

// --- workload ---
constexpr FlagSpec kWorkload { "--workload", "ID", nullptr,
    QT_TRANSLATE_NOOP("FlagTable", "none (a custom workload made of the flags below)"),
    QT_TRANSLATE_NOOP("FlagTable", "a catalog preset (`flopsheet-cli workloads`); the flags below override it") };
constexpr FlagSpec kParams { "--params", "N", QT_TRANSLATE_NOOP("FlagTable", "parameters"),
    QT_TRANSLATE_NOOP("FlagTable", "the workload's"),
    QT_TRANSLATE_NOOP("FlagTable", "parameter count; K, M, B and T suffixes (7B)") };
constexpr FlagSpec kMacs { "--macs", "M", QT_TRANSLATE_NOOP("FlagTable", "MACs per sample"),
    QT_TRANSLATE_NOOP("FlagTable", "the workload's"),
    QT_TRANSLATE_NOOP("FlagTable", "multiply-accumulates of one forward pass (4.09G); or --forward-flops") };
constexpr FlagSpec kForwardFlops { "--forward-flops", "F", QT_TRANSLATE_NOOP("FlagTable", "FLOPs per sample"),
    QT_TRANSLATE_NOOP("FlagTable", "the workload's"),
    QT_TRANSLATE_NOOP("FlagTable", "FLOPs of one forward pass (2 per MAC); give this or --macs") };
constexpr FlagSpec kFamily { "--family", "cnn|vit|encoder|decoder|generic", nullptr,
    QT_TRANSLATE_NOOP("FlagTable",
        "the workload's; for a custom one, inferred and stated: decoder when a shape, --seq-len, --tokens or "
        "output tokens say it is a language model (encoder when served a sequence with nothing to generate), "
        "cnn when the MACs far exceed the parameters, else generic"),
    QT_TRANSLATE_NOOP("FlagTable", "the kind of model; it sets the efficiency, the batch and whether --tokens apply") };
constexpr FlagSpec kLayers { "--layers", "N", QT_TRANSLATE_NOOP("FlagTable", "blocks"),
    QT_TRANSLATE_NOOP("FlagTable", "the workload's"),
    QT_TRANSLATE_NOOP("FlagTable", "transformer blocks; with --hidden, a shape the FLOPs are counted from") };
constexpr FlagSpec kHidden { "--hidden", "N", QT_TRANSLATE_NOOP("FlagTable", "values per token"),
    QT_TRANSLATE_NOOP("FlagTable", "the workload's"),
    QT_TRANSLATE_NOOP("FlagTable", "model width (d_model); a multiple of --heads") };
constexpr FlagSpec kHeads { "--heads", "N", QT_TRANSLATE_NOOP("FlagTable", "heads"),
    QT_TRANSLATE_NOOP("FlagTable", "the workload's, else heads about 128 wide (--hidden / 128)"),
    QT_TRANSLATE_NOOP("FlagTable", "attention heads") };
constexpr FlagSpec kKvHeads { "--kv-heads", "N", QT_TRANSLATE_NOOP("FlagTable", "heads"),
    QT_TRANSLATE_NOOP("FlagTable", "the workload's, else --heads (multi-head attention)"),
    QT_TRANSLATE_NOOP("FlagTable", "key/value heads for grouped-query attention; divides --heads") };
constexpr FlagSpec kFfn { "--ffn", "N", QT_TRANSLATE_NOOP("FlagTable", "values per token"),
    QT_TRANSLATE_NOOP("FlagTable", "the workload's, else 4 x --hidden"),
    QT_TRANSLATE_NOOP("FlagTable", "feed-forward width") };
constexpr FlagSpec kGatedMlp { "--gated-mlp", nullptr, nullptr,
    QT_TRANSLATE_NOOP("FlagTable", "off (a GPT MLP), or the workload's"),
    QT_TRANSLATE_NOOP("FlagTable",
        "the MLP is gated (SwiGLU or GeGLU: gate, up and down matrices, as in Llama, Mistral and Qwen), which keeps "
        "more activations for the backward pass") };
constexpr FlagSpec kVocab { "--vocab", "N", QT_TRANSLATE_NOOP("FlagTable", "tokens"),
    QT_TRANSLATE_NOOP("FlagTable", "the workload's"), QT_TRANSLATE_NOOP("FlagTable", "vocabulary size") };
constexpr FlagSpec kSeqLen { "--seq-len", "N", QT_TRANSLATE_NOOP("FlagTable", "tokens"),
    QT_TRANSLATE_NOOP("FlagTable", "the workload's; for a custom one 2048 (a decoder) or 512 (an encoder), stated"),
    QT_TRANSLATE_NOOP("FlagTable", "sequence length of one sample") };
constexpr FlagSpec kPruned { "--pruned", "FRACTION", QT_TRANSLATE_NOOP("FlagTable", "fraction, 0 to 0.99 or 50%"),
    QT_TRANSLATE_NOOP("FlagTable", "the workload's, else 0"),
    QT_TRANSLATE_NOOP("FlagTable", "structured pruning: the share of weights and FLOPs removed") };
constexpr FlagSpec kSparse24 { "--sparse24", nullptr, nullptr, QT_TRANSLATE_NOOP("FlagTable", "off, or the workload's"),
    QT_TRANSLATE_NOOP("FlagTable", "weights pruned to the 2:4 pattern that sparse tensor cores speed up") };

// --- hardware and software ---
constexpr FlagSpec kGpu { "--gpu", "ID", nullptr, QT_TRANSLATE_NOOP("FlagTable", "none (required)"),
    QT_TRANSLATE_NOOP("FlagTable", "the GPU type (`flopsheet-cli gpus` lists them)") };
constexpr FlagSpec kGpus { "--gpus", "N", QT_TRANSLATE_NOOP("FlagTable", "GPUs"), "1",
    QT_TRANSLATE_NOOP("FlagTable", "how many GPUs run the job") };
constexpr FlagSpec kGpusPerNode { "--gpus-per-node", "N", QT_TRANSLATE_NOOP("FlagTable", "GPUs"), "8",
    QT_TRANSLATE_NOOP("FlagTable", "GPUs per server; traffic between servers runs at --network-gbps") };
constexpr FlagSpec kPrecision { "--precision", "fp32|tf32|fp16|bf16|fp8|int8|fp4", nullptr,
    QT_TRANSLATE_NOOP("FlagTable", "bf16, else the nearest the GPU has (fp16, then fp32)"),
    QT_TRANSLATE_NOOP("FlagTable", "number format of the matrix maths") };
constexpr FlagSpec kRuntime { "--runtime", "auto|eager|compiled|optimized", nullptr,
    QT_TRANSLATE_NOOP("FlagTable", "auto: optimized to serve a decoder LLM, else eager"),
    QT_TRANSLATE_NOOP("FlagTable", "the software that runs the model") };

// --- the job ---
constexpr FlagSpec kTensorParallel { "--tensor-parallel", "T", QT_TRANSLATE_NOOP("FlagTable", "GPUs"),
    QT_TRANSLATE_NOOP("FlagTable", "training: searched; serving: the smallest degree that fits"),
    QT_TRANSLATE_NOOP("FlagTable", "GPUs one layer is split over (Megatron tensor parallelism), within a node") };
constexpr FlagSpec kPipelineParallel { "--pipeline-parallel", "P", QT_TRANSLATE_NOOP("FlagTable", "stages"),
    QT_TRANSLATE_NOOP("FlagTable", "training: searched; serving: 1, or the fewest whole tensor groups that fit"),
    QT_TRANSLATE_NOOP("FlagTable",
        "pipeline stages the layers are split into (serving: across nodes, once a "
        "node's widest tensor split cannot hold the model)") };
constexpr FlagSpec kMode { "--mode", "train|infer", nullptr, "train",
    QT_TRANSLATE_NOOP("FlagTable", "training, or inference (serving)") };
constexpr FlagSpec kBatch { "--batch", "B|max", QT_TRANSLATE_NOOP("FlagTable", "samples per GPU"),
    QT_TRANSLATE_NOOP("FlagTable", "training: by family, made smaller until it fits; inference: 1"),
    QT_TRANSLATE_NOOP("FlagTable", "micro-batch per GPU; max (inference): the largest batch whose memory fits") };

// --- training ---
constexpr FlagSpec kTokens { "--tokens", "D", QT_TRANSLATE_NOOP("FlagTable", "tokens"),
    QT_TRANSLATE_NOOP("FlagTable", "the workload's training tokens"),
    QT_TRANSLATE_NOOP("FlagTable", "training tokens (2T), for language models; or --samples, or --iterations") };
constexpr FlagSpec kSamples { "--samples", "S", QT_TRANSLATE_NOOP("FlagTable", "samples"),
    QT_TRANSLATE_NOOP("FlagTable", "the workload's dataset size"),
    QT_TRANSLATE_NOOP("FlagTable", "training samples per epoch (1.28M)") };
constexpr FlagSpec kEpochs { "--epochs", "E", QT_TRANSLATE_NOOP("FlagTable", "epochs"),
    QT_TRANSLATE_NOOP("FlagTable", "the workload's, else 1"),
    QT_TRANSLATE_NOOP("FlagTable", "passes over the samples; goes with --samples") };
constexpr FlagSpec kGlobalBatch { "--global-batch", "G", QT_TRANSLATE_NOOP("FlagTable", "samples per optimizer step"),
    QT_TRANSLATE_NOOP("FlagTable", "about 4M tokens for language models, else one micro-batch per GPU"),
    QT_TRANSLATE_NOOP(
        "FlagTable", "samples (sequences) of one optimizer step over all GPUs; gradient accumulation fills it") };
constexpr FlagSpec kIterations { "--iterations", "I", QT_TRANSLATE_NOOP("FlagTable", "optimizer steps"),
    QT_TRANSLATE_NOOP("FlagTable", "none (the training follows --tokens or --samples)"),
    QT_TRANSLATE_NOOP("FlagTable", "steps of --batch samples on every GPU") };
constexpr FlagSpec kOptimizer { "--optimizer", "adam|adam-8bit|sgd-momentum|sgd|lion", nullptr, "adam",
    QT_TRANSLATE_NOOP("FlagTable", "the optimizer, which sets the state kept per parameter") };

// --- the training layout: each pins one part; the search fills the rest (core/estimate/layoutsearch.h) ---
constexpr FlagSpec kTp { "--tp", "T", QT_TRANSLATE_NOOP("FlagTable", "GPUs"),
    QT_TRANSLATE_NOOP("FlagTable", "searched"),
    QT_TRANSLATE_NOOP("FlagTable", "tensor parallelism, as --tensor-parallel") };
constexpr FlagSpec kPp { "--pp", "P", QT_TRANSLATE_NOOP("FlagTable", "stages"),
    QT_TRANSLATE_NOOP("FlagTable", "training: searched; serving: 1, or the fewest whole tensor groups that fit"),
    QT_TRANSLATE_NOOP("FlagTable", "pipeline stages, as --pipeline-parallel") };
constexpr FlagSpec kCp { "--cp", "C", QT_TRANSLATE_NOOP("FlagTable", "GPUs"),
    QT_TRANSLATE_NOOP("FlagTable", "searched"),
    QT_TRANSLATE_NOOP("FlagTable", "context parallelism: GPUs splitting each sequence (weights replicated)") };
constexpr FlagSpec kMicroBatch { "--micro-batch", "B", QT_TRANSLATE_NOOP("FlagTable", "samples per GPU"),
    QT_TRANSLATE_NOOP("FlagTable", "searched"),
    QT_TRANSLATE_NOOP("FlagTable", "training micro-batch per data-parallel rank, as --batch") };
constexpr FlagSpec kInterleave { "--interleave", "V", QT_TRANSLATE_NOOP("FlagTable", "chunks per stage"),
    QT_TRANSLATE_NOOP("FlagTable", "searched"),
    QT_TRANSLATE_NOOP("FlagTable", "model chunks per pipeline stage (interleaved 1F1B); 1 = plain 1F1B") };
constexpr FlagSpec kZero { "--zero", "auto|0..3", nullptr, QT_TRANSLATE_NOOP("FlagTable", "auto (searched)"),
    QT_TRANSLATE_NOOP("FlagTable",
        "ZeRO stage: shard optimizer state (1), and gradients (2), and weights (3); 2 and 3 move their "
        "shards again for every micro-batch") };
constexpr FlagSpec kRecompute { "--recompute", "auto|none|selective|full", nullptr,
    QT_TRANSLATE_NOOP("FlagTable", "auto (searched)"),
    QT_TRANSLATE_NOOP("FlagTable", "activation recomputation: less memory for more FLOPs") };
constexpr FlagSpec kAttention { "--attention", "flash|stored", nullptr, "flash",
    QT_TRANSLATE_NOOP("FlagTable",
        "flash: FlashAttention keeps no s² attention scores (the default of Megatron-Core and PyTorch SDPA); "
        "stored: the scores are kept for the backward pass, and selective recompute is searched") };
constexpr FlagSpec kFlopsPerParam { "--flops-per-param", "K",
    QT_TRANSLATE_NOOP("FlagTable", "FLOPs per parameter per token (language models) or per sample"),
    QT_TRANSLATE_NOOP("FlagTable", "none (counted from the model)"),
    QT_TRANSLATE_NOOP("FlagTable",
        "textbook FLOPs = params x K x tokens (language models: 6 for training, C = 6ND) or x samples (others); "
        "needs --iterations") };

// --- batch size over training ---
constexpr FlagSpec kCriticalBatch { "--critical-batch", "B",
    QT_TRANSLATE_NOOP("FlagTable", "tokens (language models) or samples"),
    QT_TRANSLATE_NOOP("FlagTable", "8k images or sequences; a decoder's DeepSeek B_opt at its training compute"),
    QT_TRANSLATE_NOOP("FlagTable",
        "the batch past which each doubling buys back less than half the steps; a measured gradient noise scale is "
        "its estimate") };
constexpr FlagSpec kBatchSchedule { "--batch-schedule", "SPEC", nullptr,
    QT_TRANSLATE_NOOP("FlagTable", "constant (the global batch all along)"),
    QT_TRANSLATE_NOOP("FlagTable", "how the global batch grows over training (Batch schedules, below)") };
constexpr FlagSpec kPlanning { "--planning", "fixed-data|fixed-target", nullptr, "fixed-data",
    QT_TRANSLATE_NOOP("FlagTable",
        "train on the data as typed, or reach the loss the typed run reaches with the data a larger batch needs") };
constexpr FlagSpec kStageGpus { "--stage-gpus", "keep|elastic", nullptr, "keep",
    QT_TRANSLATE_NOOP("FlagTable",
        "while the batch is small, hold every GPU and idle some (keep), or only the GPUs it keeps busy (elastic)") };

// --- inference ---
constexpr FlagSpec kPromptTokens { "--prompt-tokens", "P", QT_TRANSLATE_NOOP("FlagTable", "tokens"),
    QT_TRANSLATE_NOOP("FlagTable", "the sequence length less the output tokens"),
    QT_TRANSLATE_NOOP("FlagTable", "prompt length of one request (prefill); decoder LLMs, --mode infer") };
constexpr FlagSpec kOutputTokens { "--output-tokens", "T", QT_TRANSLATE_NOOP("FlagTable", "tokens"),
    QT_TRANSLATE_NOOP("FlagTable", "0: one forward pass, nothing generated"),
    QT_TRANSLATE_NOOP("FlagTable", "tokens generated per request (decode); decoder LLMs, --mode infer") };

// --- overrides ---
constexpr FlagSpec kMfu { "--mfu", "U", QT_TRANSLATE_NOOP("FlagTable", "fraction of dense peak, 0.01 to 1 or 45%"),
    QT_TRANSLATE_NOOP("FlagTable", "chosen by the efficiency model"),
    QT_TRANSLATE_NOOP("FlagTable", "compute efficiency (model FLOPs utilization)") };
constexpr FlagSpec kPrice { "--price", "USD", QT_TRANSLATE_NOOP("FlagTable", "USD/GPU-hour"),
    QT_TRANSLATE_NOOP("FlagTable", "the GPU's catalog price"), QT_TRANSLATE_NOOP("FlagTable", "rental price") };
constexpr FlagSpec kPue { "--pue", "P", QT_TRANSLATE_NOOP("FlagTable", "ratio, 1 to 10"), "1.2",
    QT_TRANSLATE_NOOP("FlagTable", "data-centre power usage effectiveness: facility power over IT power") };
constexpr FlagSpec kNetworkGbps { "--network-gbps", "G", QT_TRANSLATE_NOOP("FlagTable", "GB/s per GPU, one way"),
    QT_TRANSLATE_NOOP("FlagTable", "by the GPU's generation"),
    QT_TRANSLATE_NOOP("FlagTable", "network bandwidth between servers; 400 Gb/s InfiniBand = 50") };
constexpr FlagSpec kMeasuredThroughput { "--measured-throughput", "S",
    QT_TRANSLATE_NOOP("FlagTable", "samples/s over all GPUs"), QT_TRANSLATE_NOOP("FlagTable", "none (predicted)"),
    QT_TRANSLATE_NOOP("FlagTable", "a measured training speed: time = dataset / S; needs --workload") };

// --- plan ---
constexpr FlagSpec kPlanGpu { "--gpu", "ID", nullptr,
    QT_TRANSLATE_NOOP("FlagTable", "every catalog GPU with compute figures for the precision"),
    QT_TRANSLATE_NOOP("FlagTable", "plan on this GPU type only") };
constexpr FlagSpec kPlanPrecision { "--precision", "fp32|tf32|fp16|bf16|fp8|int8|fp4", nullptr,
    QT_TRANSLATE_NOOP("FlagTable", "bf16, else the nearest each GPU has"),
    QT_TRANSLATE_NOOP("FlagTable", "number format of the matrix maths") };
constexpr FlagSpec kDeadlineHours { "--deadline-hours", "H", QT_TRANSLATE_NOOP("FlagTable", "hours"),
    QT_TRANSLATE_NOOP("FlagTable", "none (give this or --budget-usd)"),
    QT_TRANSLATE_NOOP("FlagTable",
        "finish within H hours: the cheapest count of each GPU type that does (above one node, whole nodes of "
        "--gpus-per-node)") };
constexpr FlagSpec kDeadline { "--deadline", "DURATION", nullptr,
    QT_TRANSLATE_NOOP("FlagTable", "none (or --deadline-hours)"),
    QT_TRANSLATE_NOOP("FlagTable", "the same with a unit: 36h, 7d, 2w, 90min (hours when bare)") };
constexpr FlagSpec kBudget { "--budget", "AMOUNT", QT_TRANSLATE_NOOP("FlagTable", "USD"),
    QT_TRANSLATE_NOOP("FlagTable", "none (or --budget-usd)"),
    QT_TRANSLATE_NOOP("FlagTable", "the same as a count: 250k, 1.2M") };
constexpr FlagSpec kBudgetUsd { "--budget-usd", "B", QT_TRANSLATE_NOOP("FlagTable", "USD"),
    QT_TRANSLATE_NOOP("FlagTable", "none (give this or --deadline-hours)"),
    QT_TRANSLATE_NOOP("FlagTable", "spend at most B: the fastest count of each GPU type within it") };
constexpr FlagSpec kPlanMaxGpus { "--max-gpus", "N", QT_TRANSLATE_NOOP("FlagTable", "GPUs"), "4096",
    QT_TRANSLATE_NOOP("FlagTable", "the largest count tried of each GPU type (above one node, whole nodes)") };

// --- sweep: lists where estimate takes one value ---
constexpr FlagSpec kSweepWorkload { "--workload", "ID,...", nullptr,
    QT_TRANSLATE_NOOP("FlagTable", "every catalog workload"),
    QT_TRANSLATE_NOOP("FlagTable", "workloads to sweep, comma-separated") };
constexpr FlagSpec kSweepGpu { "--gpu", "ID,...", nullptr, QT_TRANSLATE_NOOP("FlagTable", "every catalog GPU"),
    QT_TRANSLATE_NOOP("FlagTable", "GPU types to sweep, comma-separated") };
constexpr FlagSpec kSweepPrecision { "--precision", "P,...", nullptr,
    QT_TRANSLATE_NOOP("FlagTable", "every precision each GPU has (no int8 for training)"),
    QT_TRANSLATE_NOOP("FlagTable", "precisions to sweep, comma-separated: fp32, tf32, fp16, bf16, fp8, int8, fp4") };
constexpr FlagSpec kSweepGpus { "--gpus", "N,...", QT_TRANSLATE_NOOP("FlagTable", "GPUs"), "1,2,4,...,1024",
    QT_TRANSLATE_NOOP("FlagTable", "GPU counts to sweep, comma-separated") };
constexpr FlagSpec kSweepMaxGpus { "--max-gpus", "N", QT_TRANSLATE_NOOP("FlagTable", "GPUs"),
    QT_TRANSLATE_NOOP("FlagTable", "none (the counts of --gpus)"),
    QT_TRANSLATE_NOOP("FlagTable", "the counts 1, 2, 4 ... up to N, and N itself, instead of --gpus") };

// --- validate ---
constexpr FlagSpec kAsTyped { "--as-typed", nullptr, nullptr,
    QT_TRANSLATE_NOOP("FlagTable", "off: each row from its catalog preset"),
    QT_TRANSLATE_NOOP("FlagTable",
        "predict each row from the `estimate` flags its public description gives a user (parameters and MACs or "
        "the shape, GPU, count, precision, batch, lengths, runtime from its software), through the same code as "
        "`estimate`; CSV and JSON add those flags (estimate_flags), the table lists them under the worst ten") };
constexpr FlagSpec kWriteBands { "--write-bands", "FILE", nullptr,
    QT_TRANSLATE_NOOP("FlagTable", "none (nothing is written)"),
    QT_TRANSLATE_NOOP("FlagTable", "write the error bands that estimates' ranges come from, as JSON") };

// --- analyze ---
constexpr FlagSpec kPreset { "--preset", "ID", nullptr, QT_TRANSLATE_NOOP("FlagTable", "none (give FILE)"),
    QT_TRANSLATE_NOOP("FlagTable", "a built-in network instead of FILE: resnet-18, resnet-50, vgg16, ...") };
constexpr FlagSpec kAnalyzeSeqLen { "--seq-len", "S", QT_TRANSLATE_NOOP("FlagTable", "tokens"),
    QT_TRANSLATE_NOOP("FlagTable", "the config's maximum positions, at most 2048"),
    QT_TRANSLATE_NOOP("FlagTable", "tokens in the analysed sequence; Hugging Face configs only") };
constexpr FlagSpec kInputShape { "--input-shape", "NxCxHxW", nullptr, QT_TRANSLATE_NOOP("FlagTable", "the model's own"),
    QT_TRANSLATE_NOOP("FlagTable", "the input tensor's shape (1x3x224x224); ONNX models, layer files and presets") };
constexpr FlagSpec kAnalyzeFormat { "--format", "table|json", nullptr, "table",
    QT_TRANSLATE_NOOP("FlagTable", "an aligned table for people, or JSON") };

// --- pool ---
constexpr FlagSpec kPolicy { "--policy", "NAME", nullptr, QT_TRANSLATE_NOOP("FlagTable", "the plan's"),
    QT_TRANSLATE_NOOP(
        "FlagTable", "proportional, priority, max-min-fairness, finish-time-fairness, min-makespan or min-cost") };
constexpr FlagSpec kCompare { "--compare", nullptr, nullptr, QT_TRANSLATE_NOOP("FlagTable", "off"),
    QT_TRANSLATE_NOOP("FlagTable", "every policy side by side instead of one timeline") };

// --- report ---
constexpr FlagSpec kPdf { "--pdf", "OUT.pdf", nullptr,
    QT_TRANSLATE_NOOP("FlagTable", "none (required unless --xlsx is given)"),
    QT_TRANSLATE_NOOP("FlagTable", "where the report is written") };
constexpr FlagSpec kXlsx { "--xlsx", "OUT.xlsx", nullptr, QT_TRANSLATE_NOOP("FlagTable", "none (no workbook)"),
    QT_TRANSLATE_NOOP("FlagTable",
        "where the Excel workbook is written: the results, every table and the assumptions, numbers as numbers") };
constexpr FlagSpec kReportCsv { "--csv", "RESULTS.csv", nullptr, QT_TRANSLATE_NOOP("FlagTable", "none (no CSV)"),
    QT_TRANSLATE_NOOP("FlagTable", "also write the results table, every column, as CSV") };
constexpr FlagSpec kReportWorkloads { "--workloads", "ROWS", nullptr, QT_TRANSLATE_NOOP("FlagTable", "every workload"),
    QT_TRANSLATE_NOOP("FlagTable",
        "the workload rows to report, numbered from 1 as the table shows them: 1-200,350 (a report covers at most "
        "20,000 workload x GPU type results; the CSV and the workbook hold every result)") };
constexpr FlagSpec kLang { "--lang", "en|zh_CN", nullptr, QT_TRANSLATE_NOOP("FlagTable", "the system's language"),
    QT_TRANSLATE_NOOP("FlagTable", "the report's language") };
constexpr FlagSpec kAuthor { "--author", "NAME", nullptr, QT_TRANSLATE_NOOP("FlagTable", "none"),
    QT_TRANSLATE_NOOP("FlagTable", "the author named on the title page") };
constexpr FlagSpec kPaper { "--paper", "a4|letter", nullptr,
    QT_TRANSLATE_NOOP("FlagTable", "the system locale's (letter in the US, Canada, Mexico ...)"),
    QT_TRANSLATE_NOOP("FlagTable", "paper size") };

const char *const kInputOutput = QT_TRANSLATE_NOOP("FlagTable", "Input and output");

FlagSection workloadSection()
{
    return { QT_TRANSLATE_NOOP("FlagTable", "Workload"),
        { kWorkload, kParams, kMacs, kForwardFlops, kFamily, kLayers, kHidden, kHeads, kKvHeads, kFfn, kGatedMlp,
            kVocab, kSeqLen, kPruned, kSparse24 } };
}

std::vector<FlagSection> jobSections()
{
    return {
        { QT_TRANSLATE_NOOP("FlagTable", "The job"), { kMode, kBatch } },
        { QT_TRANSLATE_NOOP("FlagTable", "Training (--mode train)"),
            { kTokens, kSamples, kEpochs, kIterations, kGlobalBatch, kOptimizer, kFlopsPerParam } },
        { QT_TRANSLATE_NOOP("FlagTable", "Training layout (--mode train; each pins a part, the search fills the rest)"),
            { kTp, kPp, kCp, kMicroBatch, kInterleave, kZero, kRecompute, kAttention } },
        { QT_TRANSLATE_NOOP("FlagTable", "Batch size over training (--mode train)"),
            { kCriticalBatch, kBatchSchedule, kPlanning, kStageGpus } },
        { QT_TRANSLATE_NOOP("FlagTable", "Inference (--mode infer)"), { kPromptTokens, kOutputTokens } },
        { QT_TRANSLATE_NOOP("FlagTable", "Overrides"), { kMfu, kPrice, kPue, kNetworkGbps, kMeasuredThroughput } },
    };
}

std::vector<CommandSpec> buildTable()
{
    std::vector<CommandSpec> table;
    table.push_back({ "gpus", QT_TRANSLATE_NOOP("FlagTable", "gpus [--catalog FILE] [--format table|csv|json]"),
        QT_TRANSLATE_NOOP("FlagTable", "list the GPU catalog: peaks, memory, bandwidth, power, price"),
        { { kInputOutput, { kCatalog, kFormat } } }, { "flopsheet-cli gpus", "flopsheet-cli gpus --format csv" } });
    table.push_back(
        { "workloads", QT_TRANSLATE_NOOP("FlagTable", "workloads [--catalog FILE] [--format table|csv|json]"),
            QT_TRANSLATE_NOOP("FlagTable", "list the workload presets"), { { kInputOutput, { kCatalog, kFormat } } },
            { "flopsheet-cli workloads", "flopsheet-cli workloads --format json" } });

    CommandSpec estimate { "estimate",
        QT_TRANSLATE_NOOP("FlagTable", "estimate (--workload ID | --params N ...) --gpu ID [flags]"),
        QT_TRANSLATE_NOOP("FlagTable", "one workload on one GPU type: time, cost, memory, throughput"),
        { workloadSection(),
            { QT_TRANSLATE_NOOP("FlagTable", "Hardware and software"),
                { kGpu, kGpus, kGpusPerNode, kPrecision, kRuntime, kTensorParallel, kPipelineParallel } } },
        { "flopsheet-cli estimate --workload llama-2-7b --gpu a100-80gb-sxm --gpus 256 --tokens 2T",
            "flopsheet-cli estimate --workload llama-2-7b --gpu h100-sxm --mode infer --prompt-tokens 512 "
            "--output-tokens 128",
            "flopsheet-cli estimate --params 25.6M --macs 4.09G --family cnn --samples 1.28M --epochs 90 --gpu l4" },
        QT_TRANSLATE_NOOP("FlagTable",
            "Runtime: eager is PyTorch or TensorFlow without compilation (a CPU cost per operator, every "
            "intermediate through memory); compiled is a graph compiler or graph framework such as torch.compile, "
            "XLA or MXNet's hybridized graphs (in conv-net training, batch norm and activation fused: 5.5 "
            "activation passes a step instead of 10); optimized is an "
            "engine such as TensorRT, TensorRT-LLM or vLLM. Without --runtime it follows the workload's family "
            "and the mode: an optimized engine to serve a decoder LLM, eager for training and for serving anything "
            "else. A model given only by --params and --macs or --forward-flops is taken as a conv net when it has "
            "over 20 MACs per parameter, as a decoder LLM when --tokens or --seq-len is given; every estimate says "
            "what it assumed.") };
    for (FlagSection &section : jobSections())
        estimate.sections.push_back(std::move(section));
    estimate.sections.push_back({ kInputOutput, { kCatalog, kFormat } });
    table.push_back(std::move(estimate));

    table.push_back({ "sweep", QT_TRANSLATE_NOOP("FlagTable", "sweep [flags]"),
        QT_TRANSLATE_NOOP("FlagTable", "every workload x GPU x count x precision as one table"),
        {
            { QT_TRANSLATE_NOOP("FlagTable", "What to sweep"),
                { kSweepWorkload, kSweepGpu, kSweepPrecision, kSweepGpus, kSweepMaxGpus } },
            { QT_TRANSLATE_NOOP("FlagTable", "Every point"),
                { kMode, kBatch, kPromptTokens, kOutputTokens, kGpusPerNode, kRuntime, kMfu, kPrice } },
            { kInputOutput, { kCatalog, kFormat } },
        },
        { "flopsheet-cli sweep --format csv",
            "flopsheet-cli sweep --workload llama-2-7b,gpt-3-175b --gpu h100-sxm,a100-80gb-sxm --precision bf16 "
            "--max-gpus 64" },
        QT_TRANSLATE_NOOP("FlagTable",
            "Rows come in the order workload, GPU, precision, GPU count. With --format csv or json they are "
            "written as they are computed, so a sweep of millions of rows needs little memory; the table "
            "waits for the last row to align its columns.") });

    CommandSpec plan { "plan",
        QT_TRANSLATE_NOOP("FlagTable", "plan --workload ID (--deadline-hours H | --budget-usd B) [flags]"),
        QT_TRANSLATE_NOOP("FlagTable", "fewest GPUs of each type for a deadline, or the fastest within a budget"),
        { { QT_TRANSLATE_NOOP("FlagTable", "Goal"), { kDeadlineHours, kDeadline, kBudgetUsd, kBudget, kPlanMaxGpus } },
            workloadSection(),
            { QT_TRANSLATE_NOOP("FlagTable", "Hardware and software"),
                { kPlanGpu, kGpusPerNode, kPlanPrecision, kRuntime } } },
        { "flopsheet-cli plan --workload llama-2-7b --tokens 2T --deadline-hours 720",
            "flopsheet-cli plan --workload llama-2-7b --tokens 1T --budget-usd 50000 --gpu h100-sxm",
            "flopsheet-cli plan --workload llama-2-7b --tokens 2T --deadline 30d" },
        QT_TRANSLATE_NOOP("FlagTable", "plan answers training questions: --mode infer is refused.") };
    for (FlagSection &section : jobSections())
        plan.sections.push_back(std::move(section));
    plan.sections.push_back({ kInputOutput, { kCatalog, kFormat } });
    table.push_back(std::move(plan));

    table.push_back({ "validate",
        QT_TRANSLATE_NOOP("FlagTable", "validate FILE.csv [--as-typed] [--write-bands FILE.json] [flags]"),
        QT_TRANSLATE_NOOP("FlagTable", "predict published measurements (a CSV of runs) and print the errors"),
        { { QT_TRANSLATE_NOOP("FlagTable", "How rows are predicted"), { kAsTyped } },
            { kInputOutput, { kCatalog, kWriteBands, kFormat } } },
        { "flopsheet-cli validate tests/data/measurements.csv",
            "flopsheet-cli validate tests/data/measurements.csv --as-typed",
            "flopsheet-cli validate tests/data/measurements.csv --format csv" } });
    table.push_back({ "analyze", QT_TRANSLATE_NOOP("FlagTable", "analyze (FILE | --preset ID) [flags]"),
        QT_TRANSLATE_NOOP("FlagTable",
            "parameters, MACs and activations per layer of an ONNX model, a Hugging Face config or a layer file"),
        { { QT_TRANSLATE_NOOP("FlagTable", "Model"), { kPreset, kAnalyzeSeqLen, kInputShape } },
            { kInputOutput, { kAnalyzeFormat } } },
        { "flopsheet-cli analyze --preset resnet-50", "flopsheet-cli analyze model.onnx --input-shape 8x3x224x224",
            "flopsheet-cli analyze config.json --seq-len 4096 --format json" } });
    table.push_back({ "pool", QT_TRANSLATE_NOOP("FlagTable", "pool PLAN.flopsheet [--policy NAME | --compare] [flags]"),
        QT_TRANSLATE_NOOP("FlagTable", "a saved plan's shared GPU pool: each job's GPUs over time, finish, cost and ρ"),
        { { QT_TRANSLATE_NOOP("FlagTable", "Pool"), { kPolicy, kCompare } }, { kInputOutput, { kFormat } } },
        { "flopsheet-cli pool examples/sample.flopsheet",
            "flopsheet-cli pool examples/sample.flopsheet --policy min-makespan --format json",
            "flopsheet-cli pool examples/sample.flopsheet --compare" },
        QT_TRANSLATE_NOOP("FlagTable",
            "Hours count from the plan's start. The pool and its jobs are the plan's Pool dock; the throughput of "
            "every job on every GPU type and count is the estimate the results table shows.") });
    table.push_back({ "report",
        QT_TRANSLATE_NOOP("FlagTable", "report PLAN.flopsheet [--pdf OUT.pdf] [--xlsx OUT.xlsx] [flags]"),
        QT_TRANSLATE_NOOP(
            "FlagTable", "the planning report of a saved plan as PDF, an Excel workbook or both, without a display"),
        { { QT_TRANSLATE_NOOP("FlagTable", "Report"),
            { kPdf, kXlsx, kReportCsv, kReportWorkloads, kLang, kAuthor, kPaper } } },
        { "flopsheet-cli report examples/sample.flopsheet --pdf plan.pdf",
            "flopsheet-cli report examples/sample.flopsheet --pdf plan.pdf --csv results.csv --lang zh_CN",
            "flopsheet-cli report examples/sample.flopsheet --xlsx plan.xlsx --pdf first-two.pdf --workloads 1-2" } });
    table.push_back({ "demo", QT_TRANSLATE_NOOP("FlagTable", "demo [--catalog FILE]"),
        QT_TRANSLATE_NOOP("FlagTable", "a first look: the catalog and one sample estimate"),
        { { kInputOutput, { kCatalog } } }, { "flopsheet-cli demo", "flopsheet-cli demo --catalog my-gpus.json" } });
    table.push_back({ "help", QT_TRANSLATE_NOOP("FlagTable", "help [COMMAND]"),
        QT_TRANSLATE_NOOP("FlagTable", "the list of commands, or one command's flags with units and defaults"), {},
        { "flopsheet-cli help", "flopsheet-cli help estimate" } });
    table.push_back({ "version", QT_TRANSLATE_NOOP("FlagTable", "version"),
        QT_TRANSLATE_NOOP("FlagTable", "the version (also --version)"), {}, { "flopsheet-cli --version" } });
    return table;
}

} // namespace

std::vector<const FlagSpec *> CommandSpec::flags() const
{
    std::vector<const FlagSpec *> out;
    for (const FlagSection &section : sections) {
        for (const FlagSpec &f : section.flags)
            out.push_back(&f);
    }
    return out;
}

const FlagSpec *CommandSpec::flag(QStringView name) const
{
    for (const FlagSpec *f : flags()) {
        if (name == QLatin1StringView(f->name))
            return f;
    }
    return nullptr;
}

QStringList CommandSpec::flagNames(bool switches) const
{
    QStringList out;
    for (const FlagSpec *f : flags()) {
        if (f->isSwitch() == switches)
            out << QLatin1StringView(f->name);
    }
    return out;
}

const std::vector<CommandSpec> &commandTable()
{
    static const std::vector<CommandSpec> table = buildTable();
    return table;
}

const CommandSpec *findCommand(QStringView name)
{
    for (const CommandSpec &c : commandTable()) {
        if (name == QLatin1StringView(c.name))
            return &c;
    }
    return nullptr;
}

QStringList commandNames()
{
    QStringList out;
    for (const CommandSpec &c : commandTable())
        out << QLatin1StringView(c.name);
    return out;
}

namespace {

// "--deadline-days" names a unit in the flag where "--deadline 30d" puts it in the value: the candidate
// is the typed word up to a dash, and what follows is a unit word of some quantity.
bool namesAUnit(QStringView typed, const QString &candidate)
{
    if (typed.size() <= candidate.size() + 1 || !typed.startsWith(candidate, Qt::CaseInsensitive)
        || typed[candidate.size()] != u'-')
        return false;
    const QString quantity = QStringLiteral("1 ") + typed.mid(candidate.size() + 1);
    for (const QuantityKind kind :
        { QuantityKind::Duration, QuantityKind::Bytes, QuantityKind::Flops, QuantityKind::FlopRate }) {
        if (parseQuantity(quantity, kind) || parseQuantity(quantity.toLower(), kind))
            return true;
    }
    return false;
}

} // namespace

QString closestName(QStringView typed, const QStringList &candidates)
{
    QString best;
    int bestRank = 0; // 2: the typed word begins the candidate; 1: it adds a unit to it; 0: neither
    int bestDistance = 0;
    qsizetype bestLength = 0;
    for (const QString &candidate : candidates) {
        const int rank = candidate.startsWith(typed, Qt::CaseInsensitive) ? 2 : (namesAUnit(typed, candidate) ? 1 : 0);
        const int distance = editDistance(typed, candidate);
        const qsizetype length = std::abs(candidate.size() - typed.size());
        const bool better = rank != bestRank
            ? rank > bestRank
            : (distance != bestDistance ? distance < bestDistance : length < bestLength);
        if (best.isEmpty() || better) {
            best = candidate;
            bestRank = rank;
            bestDistance = distance;
            bestLength = length;
        }
    }
    return best;
}

} // namespace flopsheet::cli
