#pragma once

#include "core/document/entries.h"
#include "core/document/tabletraits.h"

namespace flopsheet {

/** Columns of the workload table, in display order. */
enum class WorkloadField : int {
    Name,
    Family,
    Mode,
    Params,
    ForwardFlops,
    Tokens,
    Samples,
    Epochs,
    BatchPerGpu,
    SeqLen,
    Layers,
    Hidden,
    Heads,
    KvHeads,
    Ffn,
    Vocab,
    GatedMlp,
    Precision,
    Runtime,
    Optimizer,
    ZeroStage,
    Recompute,
    TensorParallel,
    PipelineParallel,
    ContextParallel,
    Interleave,
    GlobalBatch,
    CriticalBatch,
    BatchSchedule,
    Planning,
    StageGpus,
    PromptTokens,
    OutputTokens,
    Efficiency,
    PrunedPercent,
    Sparse24,
    FieldCount
};
inline constexpr int kWorkloadFieldCount = static_cast<int>(WorkloadField::FieldCount);

template <> struct EntryOfField<WorkloadField> {
    using type = WorkloadEntry;
};

/** The workload table: a model and how it is trained or served (core/document/tabletraits.h). */
template <> struct TableTraits<WorkloadEntry> {
    using Field = WorkloadField;
    static const TableDescription &description();
    static QVariant value(const WorkloadEntry &e, int field);
    static void set(WorkloadEntry &e, int field, const QVariant &canonical);
    /** Tokens to language models, samples and epochs to the others, prompt lengths to serving decoders... */
    static bool applies(const WorkloadEntry &e, int field);
    static QString toolTip(const WorkloadEntry &, int) { return {}; }
    static bool matchesName(const WorkloadEntry &e, const QString &name);
    /** A tokens or samples cell switches the amount as a side effect; keep the one the kind uses. */
    static void finishImport(WorkloadEntry &e, const WorkloadEntry *base, const QList<int> &givenFields);
    /** A new workload to fill in: a 1B-parameter decoder trained on 20B tokens (20 per parameter). */
    static WorkloadEntry blank();
    /** A batch schedule must lay over the row's data (batchScheduleProblem). */
    static QString rowProblem(const WorkloadEntry &e, int *field);
};

} // namespace flopsheet
