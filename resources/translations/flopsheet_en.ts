<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Analyzer</name>
    <message numerus="yes">
        <location filename="../../core/onnx/onnxanalyzer.cpp" line="+300"/>
        <source>%1: %n node(s), %2</source>
        <translation>
            <numerusform>%1: %n node, %2</numerusform>
            <numerusform>%1: %n nodes, %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Assumptions</name>
    <message numerus="yes">
        <location filename="../../core/report/assumptions.cpp" line="+157"/>
        <source>; %n chunk(s) per stage</source>
        <translation>
            <numerusform>; %n chunk per stage</numerusform>
            <numerusform>; %n chunks per stage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>none of the %n layout(s) costed fits: the one needing the least memory</source>
        <translation type="vanished">
            <numerusform>the one layout costed does not fit</numerusform>
            <numerusform>none of the %n layouts costed fits: the one needing the least memory</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+36"/>
        <source>none of the %n layout(s) costed fits: the one needing the least memory at the recompute asked for (none when searched: recomputing for a fit not reached only adds FLOPs)</source>
        <translation>
            <numerusform>none of the %n layout costed fits: the one needing the least memory at the recompute asked for (none when searched: recomputing for a fit not reached only adds FLOPs)</numerusform>
            <numerusform>none of the %n layouts costed fits: the one needing the least memory at the recompute asked for (none when searched: recomputing for a fit not reached only adds FLOPs)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>the fastest of %n layout(s) costed that fits (activations with the s² attention scores stored: no FlashAttention)</source>
        <translation>
            <numerusform>the fastest of %n layout costed that fits (activations with the s² attention scores stored: no FlashAttention)</numerusform>
            <numerusform>the fastest of %n layouts costed that fits (activations with the s² attention scores stored: no FlashAttention)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>the fastest of %n layout(s) costed that fits (activations with FlashAttention: no s² scores stored)</source>
        <translation>
            <numerusform>the fastest of %n layout costed that fits (activations with FlashAttention: no s² scores stored)</numerusform>
            <numerusform>the fastest of %n layouts costed that fits (activations with FlashAttention: no s² scores stored)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>; %n pipeline stage(s) of at most %1 layers</source>
        <translation>
            <numerusform>; %n pipeline stage of at most %1 layers</numerusform>
            <numerusform>; %n pipeline stages of at most %1 layers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>; the batch flows through them as micro-batches of %n sequence(s), each stage on its own</source>
        <translation>
            <numerusform>; the batch flows through them as micro-batches of %n sequence, each stage on its own</numerusform>
            <numerusform>; the batch flows through them as micro-batches of %n sequences, each stage on its own</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n pipeline stage(s) of at most %1 layers, as a node&apos;s widest tensor split holds less; the batch flows through them as micro-batches of %2 sequences, each stage on its own</source>
        <translation type="vanished">
            <numerusform>; %n pipeline stage of at most %1 layers, as a node&apos;s widest tensor split holds less; the batch flows through them as micro-batches of %2 sequences, each stage on its own</numerusform>
            <numerusform>; %n pipeline stages of at most %1 layers, as a node&apos;s widest tensor split holds less; the batch flows through them as micro-batches of %2 sequences, each stage on its own</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>of the %n tensor-parallel width(s) costed, the one serving the most tokens per second at the largest batch that fits</source>
        <translation>
            <numerusform>of the %n tensor-parallel width costed, the one serving the most tokens per second at the largest batch that fits</numerusform>
            <numerusform>of the %n tensor-parallel widths costed, the one serving the most tokens per second at the largest batch that fits</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message numerus="yes">
        <location filename="../../ui/commandline.cpp" line="+81"/>
        <source>Open one file at a time (got %n).</source>
        <translation>
            <numerusform>Open one file at a time (got %n).</numerusform>
            <numerusform>Open one file at a time (got %n).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message numerus="yes">
        <location filename="../../app/cli/commands.cpp" line="+106"/>
        <source>ranges: 10th-90th percentile of the errors of %n published run(s) of this kind (%1)
</source>
        <translation>
            <numerusform>ranges: 10th-90th percentile of the errors of %n published run of this kind (%1)
</numerusform>
            <numerusform>ranges: 10th-90th percentile of the errors of %n published runs of this kind (%1)
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+423"/>
        <source>
No row could be predicted (%n skipped).
</source>
        <translation>
            <numerusform>
No row could be predicted (%n skipped).
</numerusform>
            <numerusform>
No row could be predicted (%n skipped).
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CsvTransfer</name>
    <message numerus="yes">
        <location filename="../../ui/csvtransfer.cpp" line="+62"/>
        <source>%n result(s)</source>
        <translation>
            <numerusform>%n result</numerusform>
            <numerusform>%n results</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Edits</name>
    <message numerus="yes">
        <location filename="../../core/document/edits.cpp" line="+139"/>
        <source>The pasted block has %n column(s); the table has room for %1 from here.</source>
        <translation>
            <numerusform>The pasted block has %n column; the table has room for %1 from here.</numerusform>
            <numerusform>The pasted block has %n columns; the table has room for %1 from here.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>Paste %n cell(s)</source>
        <translation>
            <numerusform>Paste %n cell</numerusform>
            <numerusform>Paste %n cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+132"/>
        <source>Plan every workload on %1 with %n GPU(s)</source>
        <translation>
            <numerusform>Plan every workload on %1 with %n GPU</numerusform>
            <numerusform>Plan every workload on %1 with %n GPUs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Estimate</name>
    <message numerus="yes">
        <source>%n GPU(s) idle: a served replica takes %1 GPUs (its tensor split), and whole replicas use %2 of the %3; a multiple of %1 GPUs uses them all (the cost counts every GPU held)</source>
        <translation type="vanished">
            <numerusform>%n GPU idle: a served replica takes %1 GPUs (its tensor split), and whole replicas use %2 of the %3; a multiple of %1 GPUs uses them all (the cost counts every GPU held)</numerusform>
            <numerusform>%n GPUs idle: a served replica takes %1 GPUs (its tensor split), and whole replicas use %2 of the %3; a multiple of %1 GPUs uses them all (the cost counts every GPU held)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/estimate/estimate.cpp" line="+137"/>
        <source>does not fit in GPU memory: one sequence needs more than %n GPU(s) hold (tensor groups of %1 × %2 pipeline stages): try %3</source>
        <translation>
            <numerusform>does not fit in GPU memory: one sequence needs more than %n GPU hold (tensor groups of %1 × %2 pipeline stages): try %3</numerusform>
            <numerusform>does not fit in GPU memory: one sequence needs more than %n GPUs hold (tensor groups of %1 × %2 pipeline stages): try %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>does not fit in GPU memory: one sequence needs more than the widest tensor split of a node holds (%n GPU(s)): try %1</source>
        <translation>
            <numerusform>does not fit in GPU memory: one sequence needs more than the widest tensor split of a node holds (%n GPU): try %1</numerusform>
            <numerusform>does not fit in GPU memory: one sequence needs more than the widest tensor split of a node holds (%n GPUs): try %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+48"/>
        <source>%n GPU(s) idle: a served replica takes %1 GPUs (%4), and whole replicas use %2 of the %3; a multiple of %1 GPUs uses them all (the cost counts every GPU held)</source>
        <translation>
            <numerusform>%n GPU idle: a served replica takes %1 GPUs (%4), and whole replicas use %2 of the %3; a multiple of %1 GPUs uses them all (the cost counts every GPU held)</numerusform>
            <numerusform>%n GPUs idle: a served replica takes %1 GPUs (%4), and whole replicas use %2 of the %3; a multiple of %1 GPUs uses them all (the cost counts every GPU held)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n GPU(s) idle: the fastest layout uses %1; the fastest that uses all %2 (%3) is %4 % slower per sample</source>
        <translation>
            <numerusform>%n GPU idle: the fastest layout uses %1; the fastest that uses all %2 (%3) is %4 % slower per sample</numerusform>
            <numerusform>%n GPUs idle: the fastest layout uses %1; the fastest that uses all %2 (%3) is %4 % slower per sample</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n GPU(s) idle: the fastest layout uses %1; the fastest that uses all %2 (%3) would grow the default batch past its target</source>
        <translation>
            <numerusform>%n GPU idle: the fastest layout uses %1; the fastest that uses all %2 (%3) would grow the default batch past its target</numerusform>
            <numerusform>%n GPUs idle: the fastest layout uses %1; the fastest that uses all %2 (%3) would grow the default batch past its target</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%n GPU(s) idle: no split into tensor-parallel groups (dividing the node and the heads) × pipeline stages (at most the layers) × data-parallel replicas, keeping what was pinned, fits in memory and uses every GPU; the fastest uses %1</source>
        <translation>
            <numerusform>%n GPU idle: no split into tensor-parallel groups (dividing the node and the heads) × pipeline stages (at most the layers) × data-parallel replicas, keeping what was pinned, fits in memory and uses every GPU; the fastest uses %1</numerusform>
            <numerusform>%n GPUs idle: no split into tensor-parallel groups (dividing the node and the heads) × pipeline stages (at most the layers) × data-parallel replicas, keeping what was pinned, fits in memory and uses every GPU; the fastest uses %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) idle: no split into tensor-parallel groups (dividing the node and the heads) × pipeline stages (at most the layers) × data-parallel replicas that fits in memory uses every GPU; the fastest uses %1</source>
        <translation type="vanished">
            <numerusform>%n GPU idle: no split into tensor-parallel groups (dividing the node and the heads) × pipeline stages (at most the layers) × data-parallel replicas that fits in memory uses every GPU; the fastest uses %1</numerusform>
            <numerusform>%n GPUs idle: no split into tensor-parallel groups (dividing the node and the heads) × pipeline stages (at most the layers) × data-parallel replicas that fits in memory uses every GPU; the fastest uses %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Explanation</name>
    <message numerus="yes">
        <location filename="../../core/report/layouttext.cpp" line="+34"/>
        <source> · %n chunk(s) per stage</source>
        <translation>
            <numerusform> · %n chunk per stage</numerusform>
            <numerusform> · %n chunks per stage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source> · recompute %n layer(s) per stage</source>
        <translation>
            <numerusform> · recompute %n layer per stage</numerusform>
            <numerusform> · recompute %n layers per stage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/report/explanation.cpp" line="+82"/>
        <source>%1 = %n stage pass(es) × (%2) = %3 ms (%4 layers and %5 sequences per stage pass)</source>
        <translation>
            <numerusform>%1 = %n stage pass × (%2) = %3 ms (%4 layers and %5 sequences per stage pass)</numerusform>
            <numerusform>%1 = %n stage passes × (%2) = %3 ms (%4 layers and %5 sequences per stage pass)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LayerSettings</name>
    <message numerus="yes">
        <location filename="../../core/analyzer/layersettings.cpp" line="+196"/>
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%n head(s)</source>
        <translation>
            <numerusform>%n head</numerusform>
            <numerusform>%n heads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n expert(s)</source>
        <translation>
            <numerusform>%n expert</numerusform>
            <numerusform>%n experts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LayoutSearch</name>
    <message numerus="yes">
        <location filename="../../core/estimate/layoutsearch.cpp" line="+246"/>
        <source>%1 model chunks per stage: no pipeline depth on %n GPU(s) gives its largest stage a multiple of %1 layers (of %2)</source>
        <translation>
            <numerusform>%1 model chunks per stage: no pipeline depth on %n GPU gives its largest stage a multiple of %1 layers (of %2)</numerusform>
            <numerusform>%1 model chunks per stage: no pipeline depth on %n GPUs gives its largest stage a multiple of %1 layers (of %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+636"/>
        <source>%1 % slower: %n GPU(s) idle</source>
        <translation>
            <numerusform>%1 % slower: %n GPU idle</numerusform>
            <numerusform>%1 % slower: %n GPUs idle</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlanShortfall</name>
    <message numerus="yes">
        <location filename="../../core/report/planshortfall.cpp" line="+24"/>
        <source>over budget on up to %1 GPUs: the cheapest, %2 on %n GPU(s)</source>
        <translation>
            <numerusform>over budget on up to %1 GPUs: the cheapest, %2 on %n GPU</numerusform>
            <numerusform>over budget on up to %1 GPUs: the cheapest, %2 on %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>too slow on up to %1 GPUs: the fastest, %2 on %n GPU(s)</source>
        <translation>
            <numerusform>too slow on up to %1 GPUs: the fastest, %2 on %n GPU</numerusform>
            <numerusform>too slow on up to %1 GPUs: the fastest, %2 on %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>too slow on up to %1 GPUs: the fastest, %2 h on %n GPU(s)</source>
        <translation type="vanished">
            <numerusform>too slow on up to %1 GPUs: the fastest, %2 h on %n GPU</numerusform>
            <numerusform>too slow on up to %1 GPUs: the fastest, %2 h on %n GPUs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PoolText</name>
    <message numerus="yes">
        <location filename="../../ui/pool/pooltext.cpp" line="+83"/>
        <source>%1 in %n stretch(es)</source>
        <translation>
            <numerusform>%1 in %n stretch</numerusform>
            <numerusform>%1 in %n stretches</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PoolTimeline</name>
    <message numerus="yes">
        <location filename="../../core/pool/timeline.cpp" line="+456"/>
        <source>%1: its %n GPU(s) join at %2 h, after the last job ended at %3 h</source>
        <translation>
            <numerusform>%1: its %n GPU joins at %2 h, after the last job ended at %3 h</numerusform>
            <numerusform>%1: its %n GPUs join at %2 h, after the last job ended at %3 h</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1: %n GPU(s) idle throughout: no job fits in their memory at a gang size it may take, or holds its load on them</source>
        <translation>
            <numerusform>%1: %n GPU idle throughout: no job fits in its memory at a gang size it may take, or holds its load on it</numerusform>
            <numerusform>%1: %n GPUs idle throughout: no job fits in their memory at a gang size it may take, or holds its load on them</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1: %n GPU(s) idle throughout: the policy ran every job that could use them on other GPUs (a job holds one GPU type at a time)</source>
        <translation>
            <numerusform>%1: %n GPU idle throughout: the policy ran every job that could use it on other GPUs (a job holds one GPU type at a time)</numerusform>
            <numerusform>%1: %n GPUs idle throughout: the policy ran every job that could use them on other GPUs (a job holds one GPU type at a time)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1: %n GPU(s) idle throughout, though a job that could use them waited: the policy gave them to none</source>
        <translation>
            <numerusform>%1: %n GPU idle throughout, though a job that could use it waited: the policy gave it to none</numerusform>
            <numerusform>%1: %n GPUs idle throughout, though a job that could use them waited: the policy gave them to none</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RangeText</name>
    <message numerus="yes">
        <location filename="../../core/report/rangetext.cpp" line="+13"/>
        <source>10th–90th percentile of the errors of %n published run(s), %1</source>
        <translation>
            <numerusform>10th–90th percentile of the errors of %n published run, %1</numerusform>
            <numerusform>10th–90th percentile of the errors of %n published runs, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>At the slow end of its range (90th percentile of %n published run(s)): %1, %2, %3.</source>
        <translation>
            <numerusform>At the slow end of its range (90th percentile of %n published run): %1, %2, %3.</numerusform>
            <numerusform>At the slow end of its range (90th percentile of %n published runs): %1, %2, %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportBuilder</name>
    <message numerus="yes">
        <location filename="../../ui/report/reportbuilder.cpp" line="+267"/>
        <source>%n workload(s)</source>
        <translation>
            <numerusform>%n workload</numerusform>
            <numerusform>%n workloads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n GPU type(s)</source>
        <translation>
            <numerusform>%n GPU type</numerusform>
            <numerusform>%n GPU types</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n saved scenario(s)</source>
        <translation>
            <numerusform>%n saved scenario</numerusform>
            <numerusform>%n saved scenarios</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+319"/>
        <source>%n job(s) share a pool of %1.</source>
        <translation>
            <numerusform>%n job share a pool of %1.</numerusform>
            <numerusform>%n jobs share a pool of %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultSummary</name>
    <message numerus="yes">
        <location filename="../../ui/resultsummary.cpp" line="+194"/>
        <source>Every workload on %n of them:</source>
        <translation>
            <numerusform>Every workload on %n of them:</numerusform>
            <numerusform>Every workload on %n of them:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tables</name>
    <message numerus="yes">
        <location filename="../../core/document/calibrationtable.cpp" line="+64"/>
        <source>%n measured run(s)</source>
        <translation>
            <numerusform>%n measured run</numerusform>
            <numerusform>%n measured runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Add %n measured run(s)</source>
        <translation>
            <numerusform>Add %n measured run</numerusform>
            <numerusform>Add %n measured runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Delete %n measured run(s)</source>
        <translation>
            <numerusform>Delete %n measured run</numerusform>
            <numerusform>Delete %n measured runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Set %1 of %n measured run(s)</source>
        <translation>
            <numerusform>Set %1 of %n measured run</numerusform>
            <numerusform>Set %1 of %n measured runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/document/hardwaretable.cpp" line="+89"/>
        <source>%n GPU type(s)</source>
        <translation>
            <numerusform>%n GPU type</numerusform>
            <numerusform>%n GPU types</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Add %n GPU type(s)</source>
        <translation>
            <numerusform>Add %n GPU type</numerusform>
            <numerusform>Add %n GPU types</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Delete %n GPU type(s)</source>
        <translation>
            <numerusform>Delete %n GPU type</numerusform>
            <numerusform>Delete %n GPU types</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Set %1 of %n GPU type(s)</source>
        <translation>
            <numerusform>Set %1 of %n GPU type</numerusform>
            <numerusform>Set %1 of %n GPU types</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/document/workloadtable.cpp" line="+273"/>
        <source>%n workload(s)</source>
        <translation>
            <numerusform>%n workload</numerusform>
            <numerusform>%n workloads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Add %n workload(s)</source>
        <translation>
            <numerusform>Add %n workload</numerusform>
            <numerusform>Add %n workloads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Delete %n workload(s)</source>
        <translation>
            <numerusform>Delete %n workload</numerusform>
            <numerusform>Delete %n workloads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Set %1 of %n workload(s)</source>
        <translation>
            <numerusform>Set %1 of %n workload</numerusform>
            <numerusform>Set %1 of %n workloads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/document/poolgputable.cpp" line="+44"/>
        <source>%n pool GPU type(s)</source>
        <translation>
            <numerusform>%n pool GPU type</numerusform>
            <numerusform>%n pool GPU types</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Add %n pool GPU type(s)</source>
        <translation>
            <numerusform>Add %n pool GPU type</numerusform>
            <numerusform>Add %n pool GPU types</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Delete %n pool GPU type(s)</source>
        <translation>
            <numerusform>Delete %n pool GPU type</numerusform>
            <numerusform>Delete %n pool GPU types</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Set %1 of %n pool GPU type(s)</source>
        <translation>
            <numerusform>Set %1 of %n pool GPU type</numerusform>
            <numerusform>Set %1 of %n pool GPU types</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/document/pooljobtable.cpp" line="+88"/>
        <source>%n pool job(s)</source>
        <translation>
            <numerusform>%n pool job</numerusform>
            <numerusform>%n pool jobs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Add %n pool job(s)</source>
        <translation>
            <numerusform>Add %n pool job</numerusform>
            <numerusform>Add %n pool jobs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Delete %n pool job(s)</source>
        <translation>
            <numerusform>Delete %n pool job</numerusform>
            <numerusform>Delete %n pool jobs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Set %1 of %n pool job(s)</source>
        <translation>
            <numerusform>Set %1 of %n pool job</numerusform>
            <numerusform>Set %1 of %n pool jobs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>flopsheet::CatalogDialog</name>
    <message numerus="yes">
        <location filename="../../ui/catalogdialog.cpp" line="+101"/>
        <source>Add %n Rows</source>
        <translation>
            <numerusform>Add %n Rows</numerusform>
            <numerusform>Add %n Rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>flopsheet::MainWindow</name>
    <message numerus="yes">
        <location filename="../../ui/mainwindow.cpp" line="+739"/>
        <source>%n workload(s)</source>
        <translation>
            <numerusform>%n workload</numerusform>
            <numerusform>%n workloads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n GPU type(s)</source>
        <translation>
            <numerusform>%n GPU type</numerusform>
            <numerusform>%n GPU types</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n result(s)</source>
        <translation>
            <numerusform>%n result</numerusform>
            <numerusform>%n results</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>flopsheet::MonitorPanel</name>
    <message numerus="yes">
        <location filename="../../ui/monitor/monitorpanel.cpp" line="+125"/>
        <source>%n NVIDIA GPU(s) on this machine, read once a second through NVML while this panel is visible.</source>
        <translation>
            <numerusform>%n NVIDIA GPU on this machine, read once a second through NVML while this panel is visible.</numerusform>
            <numerusform>%n NVIDIA GPUs on this machine, read once a second through NVML while this panel is visible.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>flopsheet::NetworkEditor</name>
    <message numerus="yes">
        <location filename="../../core/analyzer/networkeditor.cpp" line="+120"/>
        <source>Remove %n layer(s)</source>
        <translation>
            <numerusform>Remove %n layer</numerusform>
            <numerusform>Remove %n layers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Wrap %n layer(s) in a block</source>
        <translation>
            <numerusform>Wrap %n layer in a block</numerusform>
            <numerusform>Wrap %n layers in a block</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>flopsheet::PlannerModel</name>
    <message numerus="yes">
        <location filename="../../core/models/plannermodel.cpp" line="+228"/>
        <source>Any count up to one node, then whole nodes of %n GPU(s) (the plan&apos;s GPUs per node): a job across servers rents and schedules them whole</source>
        <translation>
            <numerusform>Any count up to one node, then whole nodes of %n GPU (the plan&apos;s GPUs per node): a job across servers rents and schedules them whole</numerusform>
            <numerusform>Any count up to one node, then whole nodes of %n GPUs (the plan&apos;s GPUs per node): a job across servers rents and schedules them whole</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>flopsheet::PlannerPanel</name>
    <message numerus="yes">
        <source>%1 now plans with %n GPU(s)</source>
        <translation type="vanished">
            <numerusform>%1 now plans with %n GPU</numerusform>
            <numerusform>%1 now plans with %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/planner/plannerpanel.cpp" line="+149"/>
        <source>Set the %1 row to %n GPU(s): every workload on %1 plans with them, also one given a count of its own</source>
        <translation>
            <numerusform>Set the %1 row to %n GPU: every workload on %1 plans with them, also one given a count of its own</numerusform>
            <numerusform>Set the %1 row to %n GPUs: every workload on %1 plans with them, also one given a count of its own</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>Every workload on %1 now plans with %n GPU(s)</source>
        <translation>
            <numerusform>Every workload on %1 now plans with %n GPU</numerusform>
            <numerusform>Every workload on %1 now plans with %n GPUs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>flopsheet::PolicyComparisonModel</name>
    <message numerus="yes">
        <location filename="../../ui/pool/policycomparisonmodel.cpp" line="+61"/>
        <source>%1; %n unfinished</source>
        <translation>
            <numerusform>%1; %n unfinished</numerusform>
            <numerusform>%1; %n unfinished</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>flopsheet::ReportOptionsDialog</name>
    <message numerus="yes">
        <location filename="../../ui/report/reportoptionsdialog.cpp" line="+125"/>
        <source>%n workload(s) of %1 in the report.</source>
        <translation>
            <numerusform>%n workload of %1 in the report.</numerusform>
            <numerusform>%n workloads of %1 in the report.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>flopsheet::ScenarioListModel</name>
    <message numerus="yes">
        <location filename="../../core/models/scenariolistmodel.cpp" line="+33"/>
        <source>%n workload(s)</source>
        <translation>
            <numerusform>%n workload</numerusform>
            <numerusform>%n workloads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n GPU type(s)</source>
        <translation>
            <numerusform>%n GPU type</numerusform>
            <numerusform>%n GPU types</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>flopsheet::TableActions</name>
    <message numerus="yes">
        <location filename="../../ui/tableactions.cpp" line="+139"/>
        <source>Pasted %n cell(s); %1</source>
        <translation>
            <numerusform>Pasted %n cell; %1</numerusform>
            <numerusform>Pasted %n cells; %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n new row(s) at the end</source>
        <translation>
            <numerusform>%n new row at the end</numerusform>
            <numerusform>%n new rows at the end</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Pasted %n cell(s)</source>
        <translation>
            <numerusform>Pasted %n cell</numerusform>
            <numerusform>Pasted %n cells</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>flopsheet::TablePanel</name>
    <message numerus="yes">
        <location filename="../../ui/tablepanel.cpp" line="+185"/>
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln row</numerusform>
            <numerusform>%Ln rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 of %Ln row(s)</source>
        <translation>
            <numerusform>%1 of %Ln row</numerusform>
            <numerusform>%1 of %Ln rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>flopsheet::WhatIfPanel</name>
    <message numerus="yes">
        <location filename="../../ui/whatif/whatifpanel.cpp" line="+430"/>
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>All %n workload(s)</source>
        <translation>
            <numerusform>All %n workload</numerusform>
            <numerusform>All %n workloads</numerusform>
        </translation>
    </message>
</context>
</TS>
