<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Analyzer</name>
    <message numerus="yes">
        <location filename="../../core/onnx/onnxanalyzer.cpp" line="+255"/>
        <source>%1: %n node(s), %2</source>
        <translation>
            <numerusform>%1: %n node, %2</numerusform>
            <numerusform>%1: %n nodes, %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CellPaste</name>
    <message numerus="yes">
        <source>The pasted block has %n row(s); the table has room for %1 from here.</source>
        <translation type="vanished">
            <numerusform>The pasted block has %n row; the table has room for %1 from here.</numerusform>
            <numerusform>The pasted block has %n rows; the table has room for %1 from here.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/cellpaste.cpp" line="+84"/>
        <source>The pasted block has %n column(s); the table has room for %1 from here.</source>
        <translation>
            <numerusform>The pasted block has %n column; the table has room for %1 from here.</numerusform>
            <numerusform>The pasted block has %n columns; the table has room for %1 from here.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>Paste %n cell(s)</source>
        <translation>
            <numerusform>Paste %n cell</numerusform>
            <numerusform>Paste %n cells</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message numerus="yes">
        <location filename="../../ui/commandline.cpp" line="+58"/>
        <source>Open one file at a time (got %n).</source>
        <translation>
            <numerusform>Open one file at a time (got %n).</numerusform>
            <numerusform>Open one file at a time (got %n).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CsvTransfer</name>
    <message numerus="yes">
        <location filename="../../ui/csvtransfer.cpp" line="+90"/>
        <source>Import %n workload(s)</source>
        <translation>
            <numerusform>Import %n workload</numerusform>
            <numerusform>Import %n workloads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Imported %n workload(s)</source>
        <translation>
            <numerusform>Imported %n workload</numerusform>
            <numerusform>Imported %n workloads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Import %n GPU type(s)</source>
        <translation>
            <numerusform>Import %n GPU type</numerusform>
            <numerusform>Import %n GPU types</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Imported %n GPU type(s)</source>
        <translation>
            <numerusform>Imported %n GPU type</numerusform>
            <numerusform>Imported %n GPU types</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InsertRowsCommand</name>
    <message numerus="yes">
        <location filename="../../core/document/commands.cpp" line="+54"/>
        <source>Add %n workload(s)</source>
        <translation>
            <numerusform>Add %n workload</numerusform>
            <numerusform>Add %n workloads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Add %n GPU type(s)</source>
        <translation>
            <numerusform>Add %n GPU type</numerusform>
            <numerusform>Add %n GPU types</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LayerSettings</name>
    <message numerus="yes">
        <location filename="../../core/analyzer/layersettings.cpp" line="+170"/>
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
    <name>RangeText</name>
    <message numerus="yes">
        <location filename="../../core/report/rangetext.cpp" line="+13"/>
        <source>10th–90th percentile of the errors of %n published run(s), %1</source>
        <translation>
            <numerusform>10th–90th percentile of the errors of %n published run, %1</numerusform>
            <numerusform>10th–90th percentile of the errors of %n published runs, %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RemoveRowsCommand</name>
    <message numerus="yes">
        <location filename="../../core/document/commands.cpp" line="+24"/>
        <source>Delete %n workload(s)</source>
        <translation>
            <numerusform>Delete %n workload</numerusform>
            <numerusform>Delete %n workloads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Delete %n GPU type(s)</source>
        <translation>
            <numerusform>Delete %n GPU type</numerusform>
            <numerusform>Delete %n GPU types</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportBuilder</name>
    <message numerus="yes">
        <location filename="../../ui/report/reportbuilder.cpp" line="+191"/>
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
</context>
<context>
    <name>ResultSummary</name>
    <message numerus="yes">
        <location filename="../../ui/resultsummary.cpp" line="+150"/>
        <source>Every workload on %n of them:</source>
        <translation>
            <numerusform>Every workload on %n of them:</numerusform>
            <numerusform>Every workload on %n of them:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RowOperations</name>
    <message numerus="yes">
        <location filename="../../ui/rowoperations.cpp" line="+89"/>
        <source>Duplicate %n workload(s)</source>
        <translation>
            <numerusform>Duplicate %n workload</numerusform>
            <numerusform>Duplicate %n workloads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Duplicate %n GPU type(s)</source>
        <translation>
            <numerusform>Duplicate %n GPU type</numerusform>
            <numerusform>Duplicate %n GPU types</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>Delete %n workload(s)</source>
        <translation>
            <numerusform>Delete %n workload</numerusform>
            <numerusform>Delete %n workloads</numerusform>
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
</context>
<context>
    <name>SetFieldsCommand</name>
    <message numerus="yes">
        <location filename="../../core/document/commands.cpp" line="+73"/>
        <source>Set %1 of %n workload(s)</source>
        <translation>
            <numerusform>Set %1 of %n workload</numerusform>
            <numerusform>Set %1 of %n workloads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Set %1 of %n GPU type(s)</source>
        <translation>
            <numerusform>Set %1 of %n GPU type</numerusform>
            <numerusform>Set %1 of %n GPU types</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>flopsheet</name>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation type="vanished">
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n head(s)</source>
        <translation type="vanished">
            <numerusform>%n head</numerusform>
            <numerusform>%n heads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n expert(s)</source>
        <translation type="vanished">
            <numerusform>%n expert</numerusform>
            <numerusform>%n experts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>flopsheet::CatalogDialog</name>
    <message numerus="yes">
        <location filename="../../ui/catalogdialog.cpp" line="+97"/>
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
        <location filename="../../ui/mainwindow.cpp" line="+672"/>
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
        <location filename="../../ui/monitor/monitorpanel.cpp" line="+121"/>
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
        <location filename="../../core/analyzer/networkeditor.cpp" line="+119"/>
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
    <name>flopsheet::PlannerPanel</name>
    <message numerus="yes">
        <location filename="../../ui/planner/plannerpanel.cpp" line="+91"/>
        <source>%1 now plans with %n GPU(s)</source>
        <translation>
            <numerusform>%1 now plans with %n GPU</numerusform>
            <numerusform>%1 now plans with %n GPUs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>flopsheet::ScenarioListModel</name>
    <message numerus="yes">
        <location filename="../../core/models/scenariolistmodel.cpp" line="+34"/>
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
        <location filename="../../ui/tableactions.cpp" line="+144"/>
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
        <location filename="../../ui/tablepanel.cpp" line="+157"/>
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n row</numerusform>
            <numerusform>%n rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 of %n row(s)</source>
        <translation>
            <numerusform>%1 of %n row</numerusform>
            <numerusform>%1 of %n rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>flopsheet::WhatIfPanel</name>
    <message numerus="yes">
        <location filename="../../ui/whatif/whatifpanel.cpp" line="+354"/>
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>All %n workload(s)</source>
        <translation>
            <numerusform>All %n workload</numerusform>
            <numerusform>All %n workloads</numerusform>
        </translation>
    </message>
</context>
</TS>
