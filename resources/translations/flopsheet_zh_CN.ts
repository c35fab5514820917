<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Analyzer</name>
    <message>
        <location filename="../../core/analyzer/analysis.cpp" line="+49"/>
        <source>layer %1: %2</source>
        <translation>层 %1：%2</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>blocks are nested more than %1 deep</source>
        <translation>块嵌套超过 %1 层</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../core/analyzer/networkedits.cpp" line="+27"/>
        <source>repeat must be from 1 to %1 (got %2)</source>
        <translation>重复次数必须在 1 到 %1 之间（实际为 %2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>nested repeats exceed %1 instances</source>
        <translation>嵌套重复展开后的实例数超过 %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the residual add needs equal shapes, got %1 and %2</source>
        <translation>残差相加要求形状相同，实际为 %1 和 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Residual add</source>
        <translation>残差相加</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a repeated block must keep its shape (in %1, out %2)</source>
        <translation>重复的块必须保持形状不变（输入 %1，输出 %2）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>bytes per value must be from 0 to 16 (got %1)</source>
        <translation>每个值的字节数必须在 0 到 16 之间（实际为 %1）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the input shape %1 needs 1 to %2 dimensions, each at least 1, and at most 2^50 elements</source>
        <translation>输入形状 %1 须有 1 到 %2 个维度，每个维度至少为 1，且元素总数不超过 2^50</translation>
    </message>
    <message>
        <location filename="../../core/analyzer/shape.cpp" line="+36"/>
        <source>a shape has 1 to %1 dimensions such as 1x3x224x224 (got &quot;%2&quot;)</source>
        <translation>形状须有 1 到 %1 个维度，例如 1x3x224x224（实际为 &quot;%2&quot;）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>each dimension must be a whole number from 1 to %1 (got &quot;%2&quot; in &quot;%3&quot;)</source>
        <translation>每个维度都必须是 1 到 %1 之间的整数（&quot;%3&quot; 中的 &quot;%2&quot; 不符合）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the shape %1 has more than 2^50 elements</source>
        <translation>形状 %1 的元素数超过 2^50</translation>
    </message>
    <message>
        <location filename="../../core/onnx/onnxanalyzer.cpp" line="+98"/>
        <source>input %1 is not a tensor; its users are not counted</source>
        <translation>输入 %1 不是张量；未计入使用它的节点</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>input %1, dimension %2 (%3) is not fixed: taken as 1; --input-shape sets it</source>
        <translation>输入 %1 的维度 %2（%3）不固定：按 1 计；可用 --input-shape 设置</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the model has no tensor input for --input-shape</source>
        <translation>模型没有可供 --input-shape 设置的张量输入</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>not an ONNX model, or a truncated one: the file does not parse as an ONNX ModelProto with a graph</source>
        <translation>不是 ONNX 模型，或文件已截断：无法解析为带计算图的 ONNX ModelProto</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the model imports no opset of the default ONNX domain</source>
        <translation>模型未导入默认 ONNX 域的任何 opset</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the model&apos;s graph has no nodes</source>
        <translation>模型的计算图中没有节点</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>ONNX shape inference stopped: %1</source>
        <translation>ONNX 形状推断中止：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+109"/>
        <source>%1: %n node(s), %2</source>
        <translation>
            <numerusform>%1：%n 个节点，%2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/analyzer/layerpath.cpp" line="+74"/>
        <source>shortcut %1</source>
        <translation>捷径分支 %1</translation>
    </message>
    <message>
        <location filename="../../core/analyzer/hfconfig.cpp" line="+38"/>
        <source>&quot;%1&quot; must be a whole number from %2 to %3 (got %4)</source>
        <translation>&quot;%1&quot; 必须是 %2 到 %3 之间的整数（实际为 %4）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;%1&quot; (%2) and &quot;%3&quot; (%4) contradict each other</source>
        <translation>&quot;%1&quot;（%2）与 &quot;%3&quot;（%4）相互矛盾</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the key &quot;%1&quot; is missing</source>
        <translation>缺少键 &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&quot;%1&quot; must be true or false (got %2)</source>
        <translation>&quot;%1&quot; 必须是 true 或 false（实际为 %2）</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>no &quot;torch_dtype&quot;: values counted as 2 bytes (bfloat16)</source>
        <translation>没有 &quot;torch_dtype&quot;：每个值按 2 字节（bfloat16）计</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;torch_dtype&quot; must be float32, float16 or bfloat16 (got %1)</source>
        <translation>&quot;torch_dtype&quot; 必须是 float32、float16 或 bfloat16（实际为 %1）</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&quot;model_type&quot; must be a word such as &quot;llama&quot;</source>
        <translation>&quot;model_type&quot; 必须是一个单词，例如 &quot;llama&quot;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>model_type &quot;%1&quot; is read as a llama-style decoder from its keys</source>
        <translation>model_type &quot;%1&quot; 根据其键按 llama 式解码器读取</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the sequence length must be from 1 to %1 (got %2)</source>
        <translation>序列长度必须在 1 到 %1 之间（实际为 %2）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the sequence (%1) is longer than max_position_embeddings (%2)</source>
        <translation>序列长度（%1）超过了 max_position_embeddings（%2）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>transformer</source>
        <translation>Transformer</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>&quot;num_key_value_heads&quot; (%1) %2</source>
        <translation>&quot;num_key_value_heads&quot;（%1）%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;hidden_size&quot; (%1) is not a multiple of &quot;num_attention_heads&quot; (%2) and there is no &quot;head_dim&quot;</source>
        <translation>&quot;hidden_size&quot;（%1）不是 &quot;num_attention_heads&quot;（%2）的整数倍，且没有 &quot;head_dim&quot;</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&quot;num_experts_per_tok&quot; (%1) is more than &quot;num_local_experts&quot; (%2)</source>
        <translation>&quot;num_experts_per_tok&quot;（%1）大于 &quot;num_local_experts&quot;（%2）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&quot;num_experts_per_tok&quot; is given without &quot;num_local_experts&quot;</source>
        <translation>给出了 &quot;num_experts_per_tok&quot;，却没有 &quot;num_local_experts&quot;</translation>
    </message>
    <message>
        <location filename="../../core/analyzer/layerfile.cpp" line="+27"/>
        <location filename="../../core/onnx/modelfile.cpp" line="+63"/>
        <location line="+27"/>
        <location line="+16"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&quot;%1&quot; must be a whole number from %2 to %3</source>
        <translation>&quot;%1&quot; 必须是 %2 到 %3 之间的整数</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&quot;%1&quot; must list 1 to %2 whole numbers</source>
        <translation>&quot;%1&quot; 必须列出 1 到 %2 个整数</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&quot;%1&quot; must be true or false</source>
        <translation>&quot;%1&quot; 必须是 true 或 false</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&quot;%1&quot; must be a number from 0 to %2</source>
        <translation>&quot;%1&quot; 必须是 0 到 %2 之间的数</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;layers&quot; must be a list of layer objects</source>
        <translation>&quot;layers&quot; 必须是层对象列表</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../core/analyzer/networkedits.cpp" line="+70"/>
        <source>blocks are nested more than 32 deep</source>
        <translation>块嵌套超过 32 层</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>more than %1 layers</source>
        <translation>层数超过 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1layer %2</source>
        <translation>%1第 %2 层</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>each layer must be a JSON object</source>
        <translation>每个层都必须是 JSON 对象</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>unknown or missing &quot;type&quot; &quot;%1&quot;</source>
        <translation>&quot;type&quot; 未知或缺失：&quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+227"/>
        <source>unknown key &quot;%1&quot;</source>
        <translation>未知键 &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="-164"/>
        <source>&quot;activation&quot; must be a word such as &quot;gelu&quot;</source>
        <translation>&quot;activation&quot; 必须是一个单词，例如 &quot;gelu&quot;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a block needs &quot;layers&quot;</source>
        <translation>块需要 &quot;layers&quot;</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>not a FlopSheet layer file (&quot;format&quot;: &quot;flopsheet-layers&quot; is missing)</source>
        <translation>不是 FlopSheet 层文件（缺少 &quot;format&quot;: &quot;flopsheet-layers&quot;）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>formatVersion %1 is newer than this FlopSheet reads (1)</source>
        <translation>formatVersion %1 高于此版本 FlopSheet 能读取的版本（1）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&quot;input_shape&quot; must list the input dimensions, batch first, such as [1, 3, 224, 224]</source>
        <translation>&quot;input_shape&quot; 必须列出输入的各个维度，批维度在前，例如 [1, 3, 224, 224]</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>not valid JSON (%1 at line %2, column %3)</source>
        <translation>不是有效的 JSON（%1，位于第 %2 行第 %3 列）</translation>
    </message>
    <message>
        <source>the file is larger than 64 MB; a layer file is far smaller</source>
        <translation type="vanished">文件大于 64 MB；层文件远没有这么大</translation>
    </message>
    <message>
        <source>not valid JSON (%1 at byte %2)</source>
        <translation type="vanished">不是有效的 JSON（第 %2 字节：%1）</translation>
    </message>
    <message>
        <location filename="../../core/analyzer/layerrules.cpp" line="+160"/>
        <source>%1 is required</source>
        <translation>必须给出 %1</translation>
    </message>
    <message>
        <location line="-133"/>
        <source>%1 needs 1 or %2 values (got %3)</source>
        <translation>%1 需要 1 个或 %2 个值（实际为 %3）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 must be from %2 to %3 (got %4)</source>
        <translation>%1 必须在 %2 到 %3 之间（实际为 %4）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 must be a whole number from 1 to %2 (got %3)</source>
        <translation>%1 必须是 1 到 %2 之间的整数（实际为 %3）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expects an input of shape %1, got %2</source>
        <translation>需要形状为 %1 的输入，实际为 %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>its output %1 has an empty or absurdly large dimension</source>
        <translation>其输出 %1 有维度为空或大得离谱</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>in_channels is %1 but the input %2 has %3 channels</source>
        <translation>in_channels 为 %1，但输入 %2 有 %3 个通道</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>groups (%1) must divide in_channels (%2) and out_channels (%3)</source>
        <translation>groups（%1）必须能整除 in_channels（%2）和 out_channels（%3）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the kernel (%1, dilation %2) does not fit the input %3 with padding %4</source>
        <translation>卷积核（%1，膨胀 %2）在填充为 %4 时超出了输入 %3</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>padding (%1) must be at most half the kernel (%2)</source>
        <translation>填充（%1）不能超过卷积核（%2）的一半</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the window %1 does not fit the input %2</source>
        <translation>窗口 %1 超出了输入 %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>kv_heads (%1) %2</source>
        <translation>kv_heads（%1）%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>hidden size %1 is not a multiple of %2 heads; give head_dim</source>
        <translation>隐藏维度 %1 不是头数 %2 的整数倍；请给出 head_dim</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>its input %1 has an empty or absurdly large dimension</source>
        <translation>其输入 %1 有维度为空或大得离谱</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>in_features is %1 but the input %2 ends in %3</source>
        <translation>in_features 为 %1，但输入 %2 的最后一维是 %3</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the sequence (%1) is longer than the %2 learned positions</source>
        <translation>序列长度（%1）超过了 %2 个可学习位置</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>params and macs must be numbers from 0 (params below 1e16, macs below 1e22)</source>
        <translation>params 和 macs 必须是不小于 0 的数（params 小于 1e16，macs 小于 1e22）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a block is not a single layer</source>
        <translation>块不是单个层</translation>
    </message>
    <message>
        <location filename="../../core/analyzer/networkedits.cpp" line="-77"/>
        <source>there is no layer at %1</source>
        <translation>位置 %1 处没有层</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot insert at %1</source>
        <translation>无法在位置 %1 插入</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a block needs layers: select layers and wrap them in a block</source>
        <translation>块中需要有层：请选中若干层并将其打包为块</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>block %1 would have no layers left: remove or unwrap the block instead</source>
        <translation>块 %1 将不剩任何层：请改为删除该块或将其解包</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the layer is already the first of its list</source>
        <translation>该层已是所在列表中的第一个</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the layer is already the last of its list</source>
        <translation>该层已是所在列表中的最后一个</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>select one or more consecutive layers to wrap in a block</source>
        <translation>请选中一个或多个连续的层以打包为块</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>only a block can be unwrapped</source>
        <translation>只有块才能解包</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a block stays a block: unwrap it to edit its layers one by one</source>
        <translation>块不能变为层：请先将其解包，再逐个编辑其中的层</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a layer cannot become a block: select layers and wrap them in a block</source>
        <translation>层不能变为块：请选中若干层并将其打包为块</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>only a block has a repeat count</source>
        <translation>只有块才有重复次数</translation>
    </message>
    <message>
        <location filename="../../core/onnx/modelfile.cpp" line="-73"/>
        <source>a sequence length applies to Hugging Face configs; give an input shape instead</source>
        <translation>序列长度只适用于 Hugging Face 配置；请改为给出输入形状</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an input shape applies to ONNX models, layer files and presets; give a sequence length instead</source>
        <translation>输入形状只适用于 ONNX 模型、层文件和预设；请改为给出序列长度</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1: not valid JSON (%2 at line %3, column %4)</source>
        <translation>%1：不是有效的 JSON（%2，位于第 %3 行第 %4 列）</translation>
    </message>
    <message>
        <source>%1 is larger than 2 GB; ONNX models that size keep their weights in external files</source>
        <translation type="vanished">%1 大于 2 GB；这么大的 ONNX 模型会把权重保存在外部文件中</translation>
    </message>
    <message>
        <source>%1: not valid JSON (%2 at byte %3)</source>
        <translation type="vanished">%1：不是有效的 JSON（第 %3 字节：%2）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: neither a FlopSheet layer file (&quot;format&quot;: &quot;flopsheet-layers&quot;) nor a Hugging Face config.json</source>
        <translation>%1：既不是 FlopSheet 层文件（&quot;format&quot;: &quot;flopsheet-layers&quot;），也不是 Hugging Face config.json</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>unknown preset &quot;%1&quot;; presets: %2</source>
        <translation>未知预设 &quot;%1&quot;；可用的预设：%2</translation>
    </message>
    <message>
        <location filename="../../core/onnx/onnxattributes.cpp" line="+47"/>
        <source>the weight has %1 dimensions and the input %2; they must have as many</source>
        <translation>权重有 %1 个维度，输入有 %2 个；两者必须相同</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>kernel_shape is missing; %1 requires it</source>
        <translation>缺少 kernel_shape；%1 必须给出</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>kernel_shape %1 differs from the weight&apos;s spatial shape %2</source>
        <translation>kernel_shape %1 与权重的空间形状 %2 不符</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>auto_pad &quot;%1&quot; is not one of NOTSET, SAME_UPPER, SAME_LOWER and VALID</source>
        <translation>auto_pad “%1”不是 NOTSET、SAME_UPPER、SAME_LOWER、VALID 之一</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 must be a list of integers</source>
        <translation>%1 必须是整数列表</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 %2 has %3 values; %4 spatial axes need %5 (a begin and an end for each)</source>
        <translation>%1 %2 有 %3 个值；%4 个空间轴需要 %5 个（每轴一个起点和一个终点）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2 has %3 values for %4 spatial axes</source>
        <translation>%1 %2 有 %3 个值，但空间轴有 %4 个</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 %2: every value must be positive</source>
        <translation>%1 %2：每个值都必须为正</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2: no value may be negative</source>
        <translation>%1 %2：任何值都不能为负</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2: a value is larger than any tensor FlopSheet reads</source>
        <translation>%1 %2：有值超出 FlopSheet 可读取的任何张量</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>group %1 must be at least 1</source>
        <translation>group %1 至少为 1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>group %1 must divide the %2 output channels (the weight&apos;s first dimension)</source>
        <translation>group %1 必须整除 %2 个输出通道（权重的第一维）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>group %1 must divide the %2 input channels (the weight&apos;s first dimension)</source>
        <translation>group %1 必须整除 %2 个输入通道（权重的第一维）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>group %1 needs %2 input channels (the weight has %3 per group); the input has %4</source>
        <translation>group %1 需要 %2 个输入通道（权重每组 %3 个）；输入有 %4 个</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the weight&apos;s %1 input channels differ from the input&apos;s %2</source>
        <translation>权重的 %1 个输入通道与输入的 %2 个不符</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>node &quot;%1&quot; (%2) breaks the ONNX operator spec: %3</source>
        <translation>节点“%1”（%2）违反 ONNX 算子规范：%3</translation>
    </message>
</context>
<context>
    <name>ApplyScenarioCommand</name>
    <message>
        <location filename="../../core/document/scenariocommands.cpp" line="+44"/>
        <source>Apply scenario &quot;%1&quot;</source>
        <translation>应用方案“%1”</translation>
    </message>
</context>
<context>
    <name>Assumptions</name>
    <message>
        <location filename="../../core/report/assumptions.cpp" line="+38"/>
        <source>training</source>
        <translation>训练</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 per optimizer step</source>
        <translation>每个优化器步 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last stage of the schedule %1</source>
        <translation>批大小调度 %1 的最后一个阶段</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>one micro-batch on every GPU: it grows with the GPU count</source>
        <translation>每块 GPU 一个微批：随 GPU 数增长</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>about 4M tokens (Llama 2, GPT-3), at most the critical batch</source>
        <translation>约 4M 个 token（Llama 2、GPT-3），不超过临界批大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>about 4M tokens (Llama 2, GPT-3)</source>
        <translation>约 4M 个 token（Llama 2、GPT-3）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, then rounded up to whole micro-batches on every data-parallel rank</source>
        <translation>%1，再向上取整为每个数据并行副本上的整数个微批次</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>ImageNet classifiers keep their accuracy to 8k images per step (Goyal et al. 2017)</source>
        <translation>ImageNet 分类模型在每步 8k 张图像以内可保持精度（Goyal et al. 2017）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BERT-class encoders train at 8k sequences (RoBERTa, Liu et al. 2019)</source>
        <translation>BERT 类编码器以 8k 条序列的批大小训练（RoBERTa，Liu et al. 2019）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>DeepSeek LLM&apos;s compute-optimal batch 0.2920 × C^0.3271 at C = %1 FLOPs</source>
        <translation>DeepSeek LLM 的计算最优批大小 0.2920 × C^0.3271（C = %1 FLOPs）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none known</source>
        <translation>无已知值</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no published figure for this kind: no batch effect assumed</source>
        <translation>此类模型没有公开数据：不考虑批大小的影响</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reach the loss the typed run reaches; the data follows the batch</source>
        <translation>达到按填写配置训练所达到的损失；数据量随批大小变化</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>train on the data as typed</source>
        <translation>按填写的数据量训练</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the job holds only the GPUs each stage keeps busy</source>
        <translation>任务只占用每个阶段实际用到的 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the job holds every GPU from the start; a small batch idles some</source>
        <translation>任务从一开始就占用全部 GPU；批大小较小时部分 GPU 空闲</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>as given</source>
        <translation>按给定</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the default for %1 a %2; --runtime or the Runtime column changes it</source>
        <translation>%2 %1时的默认值；可用 --runtime 或“运行时”列更改</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 % of the dense peak</source>
        <translation>稠密峰值的 %1 %</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the model&apos;s default for %1 a %2 on %3 in %4, from published runs</source>
        <translation>%2 在 %3 上以 %4 精度%1时的默认值，来自已发表的实测</translation>
    </message>
    <message>
        <source>tensor %1 × context %2 × pipeline %3 × data %4</source>
        <translation type="vanished">张量并行 %1 × 上下文并行 %2 × 流水线并行 %3 × 数据并行 %4</translation>
    </message>
    <message>
        <source>tensor %1 × pipeline %2 × data %3</source>
        <translation type="vanished">张量并行 %1 × 流水线并行 %2 × 数据并行 %3</translation>
    </message>
    <message>
        <location line="+25"/>
        <source> (uneven stages, the largest %1 layers)</source>
        <translation>（各阶段层数不均，最多 %1 层）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; micro-batch %1 × %2 per step</source>
        <translation>；微批 %1，每步 %2 个微批</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>; %n chunk(s) per stage</source>
        <translation>
            <numerusform>；每阶段 %n 个模型块</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>full</source>
        <translation>完全重算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>selective</source>
        <translation>选择性重算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>不重算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; recompute %1; ZeRO %2</source>
        <translation>；%1；ZeRO %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; sequence parallel</source>
        <translation>；序列并行</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>micro-batch</source>
        <translation>微批</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chunks</source>
        <translation>模型块数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <source>not split (no transformer shape): data parallel at the lowest ZeRO stage and the family&apos;s micro-batch, or the largest that fits</source>
        <translation type="vanished">不拆分（无 Transformer 结构）：数据并行，取能放下的最低 ZeRO 阶段和该类模型的微批次，放不下时取能放下的最大微批次</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>none of the %n layout(s) costed fits: the one needing the least memory at the recompute asked for (none when searched: recomputing for a fit not reached only adds FLOPs)</source>
        <translation>
            <numerusform>所评估的 %n 种布局都放不下：取在所要求的重计算下所需显存最少的一种（搜索时不重计算：达不到放得下的重计算只会增加 FLOPs）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>the fastest of %n layout(s) costed that fits (activations with the s² attention scores stored: no FlashAttention)</source>
        <translation>
            <numerusform>在评估的 %n 种布局中能放下的最快者（激活保留 s² 注意力分数：未用 FlashAttention）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>the fastest of %n layout(s) costed that fits (activations with FlashAttention: no s² scores stored)</source>
        <translation>
            <numerusform>在评估过的 %n 种布局中放得下且最快的一种（激活按 FlashAttention 计：不存储 s² 注意力分数）</numerusform>
        </translation>
    </message>
    <message>
        <source>data parallel alone fits and hides its all-reduce: no faster layout exists</source>
        <translation type="vanished">仅用数据并行即可放下且全归约被完全掩盖：不存在更快的布局</translation>
    </message>
    <message>
        <source>%1, rounded up to whole micro-batches on every data-parallel rank</source>
        <translation type="vanished">%1，并向上取整为每个数据并行副本上的整数个微批次</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>%1 % of the rated memory bandwidth</source>
        <translation>额定内存带宽的 %1 %</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>what streaming kernels reach on any chip, from published runs</source>
        <translation>流式内核在任何芯片上可达到的比例，来自已发表的实测</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the model&apos;s default for %1 on %2, from published runs</source>
        <translation>在 %2 上%1时的默认值，来自已发表的实测</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>full, %1 of %2 layers per stage</source>
        <translation>完全重算，每段 %2 层中的 %1 层</translation>
    </message>
    <message numerus="yes">
        <source>none of the %n layout(s) costed fits: the one needing the least memory</source>
        <translation type="vanished">
            <numerusform>所评估的 %n 种布局都放不下：取所需显存最少的一种</numerusform>
        </translation>
    </message>
    <message>
        <location line="+55"/>
        <source>; as given: %1</source>
        <translation>；按给定：%1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the smallest split that fits</source>
        <translation>能装下的最小切分</translation>
    </message>
    <message>
        <source>the smallest split that fits one sequence; the batch does not</source>
        <translation type="vanished">能放下一个序列的最小切分；这个批次放不下</translation>
    </message>
    <message>
        <source>no tensor split inside a node fits: the widest tried</source>
        <translation type="vanished">节点内没有能放下的张量并行切分：取所试过的最宽切分</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 GB/s per GPU between nodes</source>
        <translation>节点间每卡 %1 GB/s</translation>
    </message>
    <message>
        <location filename="../../core/estimate/scaling.cpp" line="+24"/>
        <source>the reference node of its generation: one 400 Gb/s NIC per GPU (H100, B200, MI300X), one 200 Gb/s (A100, MI250X), 100 Gb/s per four GPUs (older), TPU ICI links</source>
        <translation>该代参考节点：每卡一块 400 Gb/s 网卡（H100、B200、MI300X），每卡 200 Gb/s（A100、MI250X），每四卡 100 Gb/s（更早的型号），TPU 用 ICI 链路</translation>
    </message>
    <message>
        <source>not split (no transformer shape): data parallel at the lowest ZeRO stage and the family&apos;s micro-batch (each GPU&apos;s share of a typed batch smaller than that), or the largest that fits</source>
        <translation type="vanished">不拆分（无 Transformer 结构）：数据并行，取能放下的最低 ZeRO 阶段和该类模型的微批次（给定的批次更小时取每块 GPU 分得的份额），放不下时取能放下的最大微批次</translation>
    </message>
    <message>
        <location filename="../../core/report/assumptions.cpp" line="-68"/>
        <source>not split (tensor and pipeline splits are searched for language models with a transformer shape): data parallel at the lowest ZeRO stage and the family&apos;s micro-batch (each GPU&apos;s share of a typed batch smaller than that), or the largest that fits</source>
        <translation>不拆分（张量并行和流水线并行只对有 Transformer 结构的语言模型搜索）：数据并行，取能放下的最低 ZeRO 阶段和该类模型的微批次（给定的批次更小时取每块 GPU 分得的份额），放不下时取能放下的最大微批次</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>data parallel alone fits and hides its all-reduce: no split is faster, and a larger micro-batch could save only kernel launches</source>
        <translation>仅用数据并行即可放下且全归约被完全掩盖：任何切分都不会更快，更大的微批次只能省下内核启动开销</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>; %n pipeline stage(s) of at most %1 layers</source>
        <translation>
            <numerusform>；%n 个流水线阶段，每段至多 %1 层</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, as a node&apos;s widest tensor split holds less</source>
        <translation>，因为一个节点最宽的张量切分也放不下</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>; the batch flows through them as micro-batches of %n sequence(s), each stage on its own</source>
        <translation>
            <numerusform>；批次以每份 %n 个序列的微批次依次流过各阶段，各阶段同时工作</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>of the %n tensor-parallel width(s) costed, the one serving the most tokens per second at the largest batch that fits</source>
        <translation>
            <numerusform>在试算的 %n 种张量并行宽度中，放得下的最大批量下每秒服务 token 最多的一种</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the widest split tried fits one sequence, not the batch</source>
        <translation>所试最宽的切分能放下一个序列，放不下这个批次</translation>
    </message>
    <message>
        <source>no tensor split inside a node that divides the heads fits: the widest tried</source>
        <translation type="vanished">节点内能整除注意力头数的张量并行切分都放不下：取所试过的最宽切分</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 per GPU</source>
        <translation>每卡 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>asked the largest that fits, and none does: shown at 1</source>
        <translation>要求取放得下的最大批，但一条也放不下：按 1 显示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the largest that fits</source>
        <translation>能装下的最大值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a default that fits</source>
        <translation>能装下的默认值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the default; it does not fit</source>
        <translation>默认值；放不下</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+24"/>
        <source>%1 tokens</source>
        <translation>%1 个 token</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>no length given: %1, the %2 default; --seq-len or the Sequence column changes it</source>
        <translation>未给出长度：%1，%2 的默认值；--seq-len 或“序列长度”列可更改</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BERT&apos;s longest</source>
        <translation>BERT 的最大长度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the context GPT-3 and LLaMA trained at</source>
        <translation>GPT-3 与 LLaMA 训练时的上下文长度</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 layers of width %2, %3 heads</source>
        <translation>%1 层，宽度 %2，%3 个注意力头</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>taken from the parameter count (d_model ≈ 128 × layers, as GPT-3): give the shape to change</source>
        <translation>由参数量推得（d_model ≈ 128 × 层数，同 GPT-3）：给出结构即可更改</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, each %2 wide</source>
        <translation>%1 个，每个宽 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no head count given: heads about 128 wide, as GPT-3 and Llama; it sizes the KV cache and the tensor split</source>
        <translation>未给出头数：按每头约 128 维（与 GPT-3、Llama 相同）；它决定 KV 缓存大小和张量并行的切分</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the family&apos;s usual depth, for the launch and dispatch floors</source>
        <translation>该模型族的常见深度，用于内核启动与调度下限</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 % of the weights and FLOPs pruned</source>
        <translation>剪枝去掉了 %1 % 的权重和 FLOPs</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>2:4 sparse weights: the forward pass at %1× the dense matrix peak, the backward dense (its gradients are not 2:4): %2× over the step, %3 TFLOP/s</source>
        <translation>2:4 稀疏权重：前向传播按稠密矩阵峰值的 %1× 计，反向传播仍为稠密（其梯度不是 2:4）：整步 %2×，%3 TFLOP/s</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>2:4 sparse weights at %1× the dense matrix peak (%2 TFLOP/s, the GPU&apos;s sparse rate)</source>
        <translation>2:4 稀疏权重按稠密矩阵峰值的 %1× 计（%2 TFLOP/s，即该 GPU 的稀疏算力）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>2:4 sparse weights, not used: the scenario turns sparsity off</source>
        <translation>2:4 稀疏权重，未使用：该场景关闭了稀疏</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>2:4 sparse weights, not used: FP32 runs without tensor cores</source>
        <translation>2:4 稀疏权重，未使用：FP32 不在张量核心上运行</translation>
    </message>
    <message>
        <location line="-151"/>
        <source>data parallel alone fits; with the interconnect unknown no communication is costed, so no split can be faster</source>
        <translation>仅数据并行即可装下；互连带宽未知，不计通信开销，因此任何切分都不会更快</translation>
    </message>
    <message numerus="yes">
        <source>; %n pipeline stage(s) of at most %1 layers, as a node&apos;s widest tensor split holds less; the batch flows through them as micro-batches of %2 sequences, each stage on its own</source>
        <translation type="vanished">
            <numerusform>；%n 个流水线阶段，每段至多 %1 层，因为一个节点最宽的张量切分也放不下；批次以每份 %2 个序列的微批次依次流过各阶段，各阶段同时工作</numerusform>
        </translation>
    </message>
    <message>
        <location line="+44"/>
        <source>no split into tensor groups inside a node (dividing the heads) × pipeline stages fits: the widest tried</source>
        <translation>节点内的张量组（整除注意力头数）× 流水线阶段的任何切分都放不下：取所试最宽者</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>no prompt given: the %1-token sequence less the %2 output tokens; --prompt-tokens or the Prompt column changes it</source>
        <translation>未给出提示词：%1 个 token 的序列减去 %2 个输出 token；--prompt-tokens 或“提示词”列可更改</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no prompt given: the whole %1-token sequence, as the output is no shorter; --prompt-tokens or the Prompt column changes it</source>
        <translation>未给出提示词：输出不短于序列，故取整个 %1 个 token 的序列；--prompt-tokens 或“提示词”列可更改</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>2:4 sparse weights, not used: this GPU has no sparse tensor cores</source>
        <translation>2:4 稀疏权重，未使用：该 GPU 没有稀疏张量核心</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>memory traffic</source>
        <translation>显存访问</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the runtime&apos;s per-kernel overhead</source>
        <translation>运行时每个内核的开销</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>communication</source>
        <translation>通信</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; the estimate is bound by %1, which a faster matrix peak does not shorten</source>
        <translation>；该估算受限于%1，更高的矩阵峰值不会缩短它</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>time to first token: the %1 prompts of the batch prefilled in one pass (a static batch; a server with continuous batching starts each request&apos;s first token sooner)</source>
        <translation>首 token 时间：批中 %1 条提示在一次前向中全部预填充（静态批；采用连续批处理的服务器会更早给出每个请求的首 token）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 ms per forward pass</source>
        <translation>每次前向 %1 ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 CPU dispatches × %2 µs, %3 runtime</source>
        <translation>%1 次 CPU 调度 × %2 µs，%3 运行时</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 kernel launches</source>
        <translation>%1 次内核启动</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runtime</source>
        <translation>运行时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute efficiency</source>
        <translation>计算效率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory efficiency</source>
        <translation>内存效率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pruning and sparsity</source>
        <translation>剪枝与稀疏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parallel layout</source>
        <translation>并行配置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch</source>
        <translation>批大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Global batch</source>
        <translation>全局批大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Critical batch</source>
        <translation>临界批大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Planning</source>
        <translation>规划方式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs over the schedule</source>
        <translation>调度期间的 GPU 占用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequence</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prompt</source>
        <translation>提示词</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shape</source>
        <translation>结构</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heads</source>
        <translation>注意力头</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latency floor</source>
        <translation>延迟下限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assumed</source>
        <translation>假设</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 (%3)</source>
        <translation>%1：%2（%3）</translation>
    </message>
</context>
<context>
    <name>BatchSchedule</name>
    <message>
        <location filename="../../core/estimate/training.cpp" line="+64"/>
        <source>a batch schedule decides the steps: give tokens or samples, not iterations</source>
        <translation>批大小调度决定步数：请给出 token 数或样本数，而不是迭代次数</translation>
    </message>
    <message>
        <location filename="../../core/estimate/batchschedule.cpp" line="+16"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 must be above zero</source>
        <translation>%1必须大于零</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>a linear ramp is written linear:B0-B1@T (from B0 to B1 over the first T)</source>
        <translation>线性爬升的写法为 linear:B0-B1@T（在前 T 的数据量内从 B0 增至 B1）</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+97"/>
        <source>the starting batch</source>
        <translation>起始批大小</translation>
    </message>
    <message>
        <location line="-95"/>
        <location line="+109"/>
        <source>the final batch</source>
        <translation>最终批大小</translation>
    </message>
    <message>
        <location line="-106"/>
        <source>the ramp&apos;s length</source>
        <translation>爬升长度</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the batch decreases: a ramp goes from a smaller batch to a larger one</source>
        <translation>批大小在减小：爬升应从较小的批大小增至较大的批大小</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>stage %1</source>
        <translation>阶段 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has no end: write B@U (batch B until U) for every stage but the last</source>
        <translation>%1没有终点：除最后一个阶段外，每个阶段都要写成 B@U（批大小 B，持续到 U）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1&apos;s batch</source>
        <translation>%1的批大小</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1&apos;s end</source>
        <translation>%1的终点</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: the batch decreases (%2 after %3)</source>
        <translation>%1：批大小减小了（%3 之后为 %2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 ends where stage %2 ends or before it: the stages overlap</source>
        <translation>%1在阶段 %2 结束处或之前结束：阶段重叠</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+40"/>
        <source>a schedule has at most %1 stages</source>
        <translation>一个调度最多有 %1 个阶段</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Megatron&apos;s ramp is written megatron:START,INCREMENT,SAMPLES[,FINAL]</source>
        <translation>Megatron 式爬升的写法为 megatron:START,INCREMENT,SAMPLES[,FINAL]</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the increment</source>
        <translation>增量</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the ramp&apos;s samples</source>
        <translation>爬升样本数</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the batch decreases: the final batch is below the starting one</source>
        <translation>批大小在减小：最终批大小小于起始批大小</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&quot;%1&quot; is not a schedule: write constant, linear:B0-B1@T, stages:B1@U1,...,Bn or megatron:START,INCREMENT,SAMPLES</source>
        <translation>&quot;%1&quot; 不是有效的调度：请写作 constant、linear:B0-B1@T、stages:B1@U1,...,Bn 或 megatron:START,INCREMENT,SAMPLES</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>a constant schedule needs its global batch</source>
        <translation>恒定批大小调度需要给出全局批大小</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Megatron&apos;s ramp needs its final batch: write megatron:START,INC,SAMPLES,FINAL or give a global batch</source>
        <translation>Megatron 式爬升需要最终批大小：请写作 megatron:START,INC,SAMPLES,FINAL 或给出全局批大小</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Megatron&apos;s ramp needs (final − start) to be a whole number of increments, at most %1</source>
        <translation>Megatron 式爬升要求 (final − start) 是增量的整数倍，且倍数不超过 %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>stage %1&apos;s batch is less than one sample (a sequence of %2 tokens)</source>
        <translation>阶段 %1 的批大小不足一个样本（一个 %2 token 的序列）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>stage %1 ramps: a ramp ends at an amount of data, not at a step</source>
        <translation>阶段 %1 是爬升段：爬升段应在某个数据量处结束，而不是在某一步结束</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>stage %1 ends where an earlier stage ends or before it: the stages overlap</source>
        <translation>阶段 %1 在更早阶段的结束处或之前结束：阶段重叠</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>stage %1 ends past the end of training: the schedule exceeds the data</source>
        <translation>阶段 %1 的终点超出了训练结束处：调度超出了训练数据量</translation>
    </message>
</context>
<context>
    <name>BestResult</name>
    <message>
        <location filename="../../core/models/bestresult.cpp" line="+42"/>
        <source>The GPU types run different batches (the largest each holds), and a smaller batch answers sooner: set the workload&apos;s Batch / GPU to compare latency at one batch.</source>
        <translation>各 GPU 类型的批大小不同（各取放得下的最大值），批越小响应越快：在工作负载的“每卡批大小”中填一个数，即可在同一批大小下比较延迟。</translation>
    </message>
</context>
<context>
    <name>Calibration</name>
    <message>
        <location filename="../../core/document/calibrations.cpp" line="+66"/>
        <source>no workload named &quot;%1&quot; in the plan</source>
        <translation>方案中没有名为“%1”的工作负载</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the GPU &quot;%1&quot; is neither in the hardware table nor in the catalog</source>
        <translation>GPU“%1”既不在硬件表中，也不在目录中</translation>
    </message>
    <message>
        <location filename="../../core/estimate/calibration.cpp" line="+114"/>
        <source>samples/s</source>
        <translation>样本/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tokens/s</source>
        <translation>token/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>s per step</source>
        <translation>s/步</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>the measurement names no workload</source>
        <translation>实测记录未指定工作负载</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the measurement names no GPU</source>
        <translation>实测记录未指定 GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the GPU count must be at least 1</source>
        <translation>GPU 数量至少为 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the batch per GPU must be at least 1</source>
        <translation>每卡批大小至少为 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the measured %1 must be a positive number</source>
        <translation>实测值（%1）必须为正数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the samples per step must be a positive number</source>
        <translation>每步样本数必须为正数</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>this workload has no tokens: record samples per second or a step time</source>
        <translation>此工作负载没有 token：请记录每秒样本数或每步耗时</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the model has no time for this run to compare with</source>
        <translation>模型未给出此次运行的耗时，无法比较</translation>
    </message>
</context>
<context>
    <name>CalibrationText</name>
    <message>
        <location filename="../../core/report/calibrationtext.cpp" line="+17"/>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory traffic</source>
        <translation>访存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>communication</source>
        <translation>通信</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every part</source>
        <translation>所有部分</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 on %2 × %3, %4, batch %5</source>
        <translation>%1（%2 × %3，%4，批大小 %5）</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: not applied — %2</source>
        <translation>%1：未应用——%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: measured %2 %3 against %4 modelled (%5× the modelled time); %6 TFLOP/s per GPU, %7 % of peak (model %8 %); gap put on %9</source>
        <translation>%1：实测 %2 %3，模型估算为 %4（耗时为模型的 %5 倍）；每卡 %6 TFLOP/s，达到峰值的 %7%（模型 %8%）；差距归于 %9</translation>
    </message>
    <message>
        <location line="+17"/>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>  – %1 %2</source>
        <translation>  – %1%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Calibrated with the measurement of %1: %2 on this result&apos;s modelled time (gap put on %3)</source>
        <translation>已按 %1 的实测校准：本结果的模型耗时 %2（差距归于 %3）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>× %1</source>
        <translation>× %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Theoretical and calibrated</source>
        <translation>理论值与校准值</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>calibrated</source>
        <translation>校准后</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wall time (h)</source>
        <translation>实际耗时 (h)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU-hours</source>
        <translation>GPU 时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Energy (kWh)</source>
        <translation>能耗 (kWh)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Latency (ms)</source>
        <translation>延迟 (ms)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost per million output tokens</source>
        <translation>每百万输出 token 成本</translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <translation type="vanished">每百万 token 成本</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Samples/s</source>
        <translation>样本/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens/s</source>
        <translation>token/s</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>One measurement fixes one number: the whole gap goes to the part that dominates the modelled time (compute, memory traffic or communication), and the other parts keep the model&apos;s figures. Here %1; this result&apos;s modelled time × %2. Matrix efficiency %3 % of peak against the assumed %4 %.</source>
        <translation>一次实测只能确定一个数：全部差距都归于在模型耗时中占主导的部分（计算、访存或通信），其余部分沿用模型的数值。此处为 %1；本结果的模型耗时 × %2。矩阵运算效率为峰值的 %3%，假定值为 %4%。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Diagnosis of the measured run</source>
        <translation>实测运行诊断</translation>
    </message>
</context>
<context>
    <name>Catalog</name>
    <message>
        <location filename="../../core/catalog/catalog.cpp" line="+30"/>
        <location line="+5"/>
        <source>is missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;%1&quot; must be lower-case letters, digits, &apos;-&apos;, &apos;.&apos; or &apos;_&apos;</source>
        <translation>&quot;%1&quot; 只能由小写字母、数字、“-”、“.”或“_”组成</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation type="vanished">不是有效的 JSON（第 %1 字节）：%2</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>not valid JSON at line %1, column %2: %3</source>
        <translation>不是有效的 JSON（第 %1 行第 %2 列）：%3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the top level must be an object</source>
        <translation>顶层必须是对象</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;formatVersion&quot; is missing or not a number</source>
        <translation>缺少 &quot;formatVersion&quot;，或其值不是数字</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;formatVersion&quot; %1 is newer than this FlopSheet understands (1)</source>
        <translation>&quot;formatVersion&quot; %1 高于此版本 FlopSheet 支持的版本（1）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&quot;gpus&quot; must be a list</source>
        <translation>&quot;gpus&quot; 必须是列表</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;workloads&quot; must be a list</source>
        <translation>&quot;workloads&quot; 必须是列表</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>gpus[%1] must be an object</source>
        <translation>gpus[%1] 必须是对象</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>workloads[%1] must be an object</source>
        <translation>workloads[%1] 必须是对象</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>CatalogModels</name>
    <message>
        <location filename="../../ui/catalogmodels.cpp" line="+49"/>
        <location line="+19"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sequence (tokens)</source>
        <translation>序列长度 (token)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Year</source>
        <translation>年份</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory (GiB)</source>
        <translation>显存 (GiB)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>BF16 (TFLOPS)</source>
        <translation>BF16 (TFLOPS)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bandwidth (GB/s)</source>
        <translation>显存带宽 (GB/s)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Price ($/GPU-h)</source>
        <translation>价格 ($/GPU-h)</translation>
    </message>
</context>
<context>
    <name>ChartView</name>
    <message>
        <source>%1 h</source>
        <comment>hours</comment>
        <translation type="vanished">%1 h</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../../ui/commandline.cpp" line="+48"/>
        <source>FlopSheet: plan GPU capacity for training and serving ML models.</source>
        <translation>FlopSheet：为机器学习模型的训练和推理服务规划 GPU 算力。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A .flopsheet plan to open.</source>
        <translation>要打开的 .flopsheet 方案文件。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Render the window offscreen to a PNG file and exit.</source>
        <translation>在屏幕外将窗口渲染为 PNG 文件，然后退出。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With --screenshot: the plan to show (default: the sample plan).</source>
        <translation>配合 --screenshot 使用：要显示的方案（默认：示例方案）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With --screenshot: the table to select: workloads, hardware or results (default); planner or scenarios (the results with that panel in front); pool (the Pool dock, large); analyzer (the Analyze Model dialog); architecture (the architecture editor); or the chart to render: chart-time-cost, chart-bars, chart-memory, chart-scaling, chart-batch, chart-schedule, chart-speedup or chart-roofline.</source>
        <translation>配合 --screenshot 使用：要选中的表格：workloads、hardware 或 results（默认）；planner 或 scenarios（结果表，并将相应面板置于前台）；pool（“共享池”面板，放大显示）；analyzer（“分析模型”对话框）；architecture（架构编辑器）；或要渲染的图表：chart-time-cost、chart-bars、chart-memory、chart-scaling、chart-batch、chart-schedule、chart-speedup 或 chart-roofline。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>With --screenshot: the window (or chart) size in pixels, WIDTHxHEIGHT (default 1680x1000).</source>
        <translation>与 --screenshot 一起使用：窗口（或图表）的像素尺寸，宽x高（默认 1680x1000）。</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>--size must be WIDTHxHEIGHT between 200x150 and 7680x4320, such as 1024x700, not &quot;%1&quot;.</source>
        <translation>--size 必须是介于 200x150 与 7680x4320 之间的宽x高，例如 1024x700，而不是“%1”。</translation>
    </message>
    <message>
        <source>--size must be WIDTHxHEIGHT between 320x240 and 7680x4320, such as 1024x700, not &quot;%1&quot;.</source>
        <translation type="vanished">--size 必须是介于 320x240 与 7680x4320 之间的宽x高，例如 1024x700，而不是“%1”。</translation>
    </message>
    <message>
        <source>With --screenshot: the table to select: workloads, hardware or results (default); planner or scenarios (the results with that panel in front); analyzer (the Analyze Model dialog); architecture (the architecture editor); or the chart to render: chart-time-cost, chart-bars, chart-memory, chart-scaling, chart-batch or chart-roofline.</source>
        <translation type="vanished">配合 --screenshot 使用：要选中的表格：workloads、hardware 或 results（默认）；planner 或 scenarios（结果表，并将相应面板置于前台）；analyzer（“分析模型”对话框）；architecture（架构编辑器）；或要渲染的图表：chart-time-cost、chart-bars、chart-memory、chart-scaling、chart-batch 或 chart-roofline。</translation>
    </message>
    <message>
        <source>--view must be workloads, hardware, results, planner, scenarios, analyzer, architecture or a chart (chart-time-cost …), not &quot;%1&quot;.</source>
        <translation type="vanished">--view 必须是 workloads、hardware、results、planner、scenarios、analyzer、architecture 或某个图表（chart-time-cost …），而不是 &quot;%1&quot;。</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>The language: en or zh_CN.</source>
        <translation>界面语言：en 或 zh_CN。</translation>
    </message>
    <message>
        <source>With --screenshot: the table to select: workloads, hardware or results (default); planner or scenarios (the results with that panel in front); analyzer (the Analyze Model dialog); architecture (the architecture editor); or the chart to render: chart-time-cost, chart-bars, chart-memory, chart-scaling, chart-batch, chart-schedule, chart-speedup or chart-roofline.</source>
        <translation type="vanished">配合 --screenshot 使用：要选中的表格：workloads、hardware 或 results（默认）；planner 或 scenarios（结果表，并将相应面板置于前台）；analyzer（“分析模型”对话框）；architecture（架构编辑器）；或要渲染的图表：chart-time-cost、chart-bars、chart-memory、chart-scaling、chart-batch、chart-schedule、chart-speedup 或 chart-roofline。</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Open one file at a time (got %n).</source>
        <translation>
            <numerusform>一次只能打开一个文件（收到了 %n 个）。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>--view must be workloads, hardware, results, planner, scenarios, pool, analyzer, architecture or a chart (chart-time-cost …), not &quot;%1&quot;.</source>
        <translation>--view 必须是 workloads、hardware、results、planner、scenarios、pool、analyzer、architecture 或某个图表（chart-time-cost …），而不是 &quot;%1&quot;。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--lang must be one of %1, not &quot;%2&quot;.</source>
        <translation>--lang 必须是 %1 之一，而不是 &quot;%2&quot;。</translation>
    </message>
</context>
<context>
    <name>CsvTransfer</name>
    <message>
        <location filename="../../ui/csvtransfer.cpp" line="+30"/>
        <source>CSV, UTF-8 (*.csv)</source>
        <translation>CSV，UTF-8 (*.csv)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CSV, UTF-8 with BOM for Excel (*.csv)</source>
        <translation>CSV，带 BOM 的 UTF-8，适用于 Excel (*.csv)</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>%n result(s)</source>
        <translation>
            <numerusform>%n 条结果</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation type="vanished">已导出到 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exported %1 of %2 to %3 (filter &quot;%4&quot;)</source>
        <translation>已将 %2 中的 %1 导出到 %3（筛选“%4”）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exported all %1 to %2 (the filter &quot;%3&quot; set aside)</source>
        <translation>已将全部 %1 导出到 %2（未应用筛选“%3”）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exported %1 to %2</source>
        <translation>已将 %1 导出到 %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing was imported from %1: %2</source>
        <translation>未从 %1 导入任何内容：%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the file has no rows</source>
        <translation>文件中没有数据行</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Import %1</source>
        <translation>导入%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Imported %1</source>
        <translation>已导入%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Import %1 from CSV</source>
        <translation>从 CSV 导入%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>CSV 文件 (*.csv *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Export CSV</source>
        <translation>导出 CSV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The filter &quot;%1&quot; shows %2 of %3.</source>
        <translation>筛选“%1”显示了 %3 中的 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export the %1 rows shown or all %2?</source>
        <translation>导出显示的 %1 行，还是全部 %2 行？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export %1 Shown</source>
        <translation>导出显示的 %1 行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export All %1</source>
        <translation>导出全部 %1 行</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Export %1 as CSV</source>
        <translation>将%1导出为 CSV</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Export results as CSV</source>
        <translation>将结果导出为 CSV</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>results</source>
        <translation>结果</translation>
    </message>
</context>
<context>
    <name>Defaults</name>
    <message>
        <location filename="../../core/estimate/defaults.cpp" line="+135"/>
        <source>an encoder (BERT-style): served over a sequence with no prompt or output tokens to generate</source>
        <translation>编码器（BERT 类）：对一段序列做推理，没有要生成的提示或输出 token</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a decoder LLM: a transformer shape was given</source>
        <translation>解码器 LLM：给出了 Transformer 结构</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a decoder LLM: prompt or output tokens to serve say it is a language model</source>
        <translation>解码器 LLM：给出了要服务的提示 token 或输出 token，说明是语言模型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a decoder LLM: a sequence length or training tokens say it is a language model</source>
        <translation>解码器 LLM：给出了序列长度或训练 token 数，说明是语言模型</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a conv net: %1 MACs for %2 parameters, %3 per weight</source>
        <translation>卷积网络：%2 个参数对应 %1 MACs，每个权重 %3</translation>
    </message>
</context>
<context>
    <name>Diagnostics</name>
    <message>
        <location filename="../../core/report/diagnostics.cpp" line="+86"/>
        <source>The run reached %1 % of the modelled speed (%2 of peak against the model&apos;s %3 %).</source>
        <translation>此次运行达到模型预估速度的 %1%（达到峰值的 %2，模型假定为 %3%）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A batch of %1 per GPU is small for this model.</source>
        <translation>对此模型而言，每卡批大小 %1 偏小。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Raise the batch per GPU (up to %1 fits) or accumulate gradients; the matrix units need larger matrices.</source>
        <translation>请增大每卡批大小（最大可放下 %1）或使用梯度累积；矩阵单元需要更大的矩阵。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fit a larger batch per GPU with activation recompute or ZeRO; the matrix units need larger matrices.</source>
        <translation>请借助激活重计算或 ZeRO 放下更大的每卡批大小；矩阵单元需要更大的矩阵。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The batch is large enough, so the GPUs are probably waiting for data.</source>
        <translation>批大小已足够大，因此 GPU 很可能在等待数据。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check the input pipeline: more data-loader workers, pinned memory and prefetching, data on local disk; GPU utilization well below 90 % in nvidia-smi during the run confirms it.</source>
        <translation>请检查输入流水线：增加 data-loader worker 数、使用锁页内存和预取、将数据放在本地磁盘；若运行期间 nvidia-smi 显示 GPU 利用率远低于 90%，即可证实这一点。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The GPUs are probably not kept busy.</source>
        <translation>GPU 很可能没有保持满载。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check that requests arrive fast enough and are batched as recorded, and that the engine runs compiled kernels (the Runtime setting) rather than eager operators.</source>
        <translation>请检查请求是否到达得足够快、是否按记录的批大小组批，以及推理引擎运行的是否为编译后的 kernel（Runtime 设置），而不是 eager 算子。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That is faster than published runs of this kind.</source>
        <translation>这比同类已公开运行的结果还要快。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the record: a step time per micro-batch rather than per optimizer step, tokens/s of one GPU rather than all, or a precision or batch other than the one recorded.</source>
        <translation>请检查记录：每步耗时是否按微批而非按优化器步记录，token/s 是否只计了一块 GPU 而非全部 GPU，精度或批大小是否与记录不一致。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The run reached %1 TFLOP/s per GPU, above the FP32 peak of %2: the matrix units were in use.</source>
        <translation>此次运行每卡达到 %1 TFLOP/s，高于 FP32 峰值 %2：说明用上了矩阵单元。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Record the run as TF32 (PyTorch enables TF32 for convolutions by default) so the calibration compares like with like.</source>
        <translation>请将此次运行记录为 TF32（PyTorch 默认对卷积启用 TF32），以便校准时按同一口径比较。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The run is in FP32 on %1, whose matrix units reach %2 TFLOPS against %3 in FP32.</source>
        <translation>此次运行在 %1 上使用 FP32，而其矩阵单元可达 %2 TFLOPS，FP32 仅为 %3。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turn on TF32 (torch.backends.cuda.matmul.allow_tf32 = True) or mixed precision (torch.autocast with bfloat16 or float16).</source>
        <translation>请启用 TF32（torch.backends.cuda.matmul.allow_tf32 = True）或混合精度（torch.autocast 配合 bfloat16 或 float16）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The run reached %1 TFLOP/s per GPU in %2, below the %3 TFLOPS the chip does without its matrix units.</source>
        <translation>此次运行在 %2 下每卡只达到 %1 TFLOP/s，低于该芯片不使用矩阵单元时的 %3 TFLOPS。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mixed precision may be off: check that autocast wraps the forward pass and that no layer falls back to FP32.</source>
        <translation>混合精度可能未生效：请检查 autocast 是否包住了前向计算，以及是否有层回退到 FP32。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Memory traffic is %1 % of the modelled time: these layers wait on memory, not on arithmetic.</source>
        <translation>访存占模型耗时的 %1%：这些层受限于访存，而非计算。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fuse element-wise layers into the convolutions or matrix products (torch.compile, channels-last memory format); a faster chip&apos;s FLOPS will not help this part.</source>
        <translation>请将逐元素层融合进卷积或矩阵乘法（torch.compile、channels-last 内存格式）；换用 FLOPS 更高的芯片对这部分没有帮助。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Serve a larger batch to read the weights once for more tokens, or store weights and KV cache in 8 bits to halve the bytes.</source>
        <translation>增大推理批大小，使读取一次的权重服务更多 token；或以 8 位存储权重和 KV 缓存，使字节数减半。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Exposed gradient communication is %1 % of the modelled step on %2 GPUs: adding GPUs adds less and less.</source>
        <translation>在 %2 块 GPU 上，未被掩盖的梯度通信占模型每步耗时的 %1%：继续增加 GPU 的收益越来越小。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Use a larger global batch (fewer all-reduces per sample), ZeRO stage 1-2 rather than 3, and check that NCCL uses the fast network between nodes (NCCL_DEBUG=INFO).</source>
        <translation>使用更大的全局批大小（每个样本的 all-reduce 更少）、用 ZeRO 阶段 1-2 而非 3，并检查 NCCL 在节点间是否走高速网络（NCCL_DEBUG=INFO）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Use a larger global batch (fewer all-reduces per sample) and ZeRO stage 1-2 rather than 3; keep the job within NVLink-connected GPUs.</source>
        <translation>使用更大的全局批大小（每个样本的 all-reduce 更少）、用 ZeRO 阶段 1-2 而非 3；让任务保持在 NVLink 互联的 GPU 范围内。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The model says this run needs %1 GiB per GPU of %2, yet it ran.</source>
        <translation>模型估算此次运行每卡需要 %1 GiB（显存容量 %2 GiB），但它实际运行成功了。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Record the settings that made it fit (activation recompute, ZeRO stage, a smaller batch) in the workload row, or the plan&apos;s memory figures stay pessimistic for it.</source>
        <translation>请将使其放得下的设置（激活重计算、ZeRO 阶段、更小的批大小）记录到工作负载行中，否则方案对它的显存估算会一直偏于悲观。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The run uses %1 of %2 GiB per GPU, leaving under 10 % for fragmentation and longer sequences.</source>
        <translation>此次运行每卡使用 %1 / %2 GiB，留给碎片和更长序列的余量不足 10%。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Expect out-of-memory errors from a longer sequence or a larger batch; activation recompute or a higher ZeRO stage buys room.</source>
        <translation>序列变长或批大小增大时可能出现显存不足错误；激活重计算或更高的 ZeRO 阶段可以腾出空间。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A batch of %1 per GPU would not fit: the largest that fits is %2.</source>
        <translation>每卡批大小 %1 放不下：放得下的最大值为 %2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Grow the global batch with gradient accumulation, or shard with ZeRO or tensor parallelism, rather than the batch per GPU.</source>
        <translation>请通过梯度累积增大全局批大小，或用 ZeRO、张量并行进行分片，而不是增大每卡批大小。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Serve more requests at once only with more GPUs or a smaller KV cache (8-bit cache, shorter context).</source>
        <translation>只有增加 GPU 或缩小 KV 缓存（8 位缓存、更短的上下文）才能同时服务更多请求。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>That is within the range of published runs of this kind.</source>
        <translation>这在同类已公开运行的范围之内。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing stands out; the calibration mostly refines the model&apos;s efficiency for this workload.</source>
        <translation>没有明显问题；校准主要是细化模型对此工作负载的效率估计。</translation>
    </message>
</context>
<context>
    <name>Duration</name>
    <message>
        <location filename="../../core/models/displayformat.cpp" line="+234"/>
        <source>%1 h</source>
        <comment>hours</comment>
        <translation>%1 h</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 min</source>
        <comment>minutes</comment>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 s</source>
        <comment>seconds</comment>
        <translation>%1 秒</translation>
    </message>
</context>
<context>
    <name>Edits</name>
    <message>
        <location filename="../../core/document/edits.cpp" line="+19"/>
        <location line="+400"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="-390"/>
        <location line="+58"/>
        <source>Column %1 does not exist.</source>
        <translation>第 %1 列不存在。</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>%1 does not apply to this row</source>
        <translation>%1 不适用于此行</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+14"/>
        <location line="+62"/>
        <source>Row %1 does not exist.</source>
        <translation>第 %1 行不存在。</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Nothing was pasted: %1.</source>
        <translation>未粘贴任何内容：%1。</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>The pasted block has %n column(s); the table has room for %1 from here.</source>
        <translation>
            <numerusform>粘贴的区域有 %n 列；从此处起表格只容得下 %1 列。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Nothing was pasted. Row %1: %2 (&quot;%3&quot;)</source>
        <translation>未粘贴任何内容。第 %1 行：%2（“%3”）</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Paste %n cell(s)</source>
        <translation>
            <numerusform>粘贴 %n 个单元格</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Nothing was added: %1.</source>
        <translation>未添加任何行：%1。</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Duplicate %1</source>
        <translation>复制%1</translation>
    </message>
    <message>
        <location line="+46"/>
        <location line="+43"/>
        <source>there is no workload row %1</source>
        <translation>不存在工作负载行 %1</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>there is no hardware row %1</source>
        <translation>没有第 %1 行硬件</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Plan &quot;%1&quot; with %2 × %3</source>
        <translation>以 %2 × %3 规划“%1”</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Plan every workload on %1 with %n GPU(s)</source>
        <translation>
            <numerusform>以 %n 张 GPU 规划 %1 上的所有工作负载</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>the workload refuses %1: %2</source>
        <translation>工作负载不接受 %1：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Apply architecture to &quot;%1&quot;</source>
        <translation>将架构应用到“%1”</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A scenario needs a name.</source>
        <translation>方案需要一个名称。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Another scenario is already called &quot;%1&quot;.</source>
        <translation>已有另一个方案名为“%1”。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Scenario %1</source>
        <translation>方案 %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+8"/>
        <location line="+8"/>
        <source>There is no scenario %1.</source>
        <translation>不存在方案 %1。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price multiplier</source>
        <translation>价格系数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deadline (h)</source>
        <translation>截止时间（小时）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Budget ($)</source>
        <translation>预算（美元）</translation>
    </message>
</context>
<context>
    <name>EntryJson</name>
    <message>
        <location filename="../../core/io/entryjson.cpp" line="+315"/>
        <source>is missing</source>
        <translation>缺失</translation>
    </message>
</context>
<context>
    <name>ErrorBands</name>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation type="vanished">不是有效的 JSON（第 %1 字节）：%2</translation>
    </message>
    <message>
        <location filename="../../core/catalog/errorbands.cpp" line="+22"/>
        <source>not valid JSON at line %1, column %2: %3</source>
        <translation>不是有效的 JSON（第 %1 行第 %2 列）：%3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the top level must be an object</source>
        <translation>顶层必须是对象</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;formatVersion&quot; must be 1</source>
        <translation>&quot;formatVersion&quot; 必须为 1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;percentiles&quot; must be two increasing numbers</source>
        <translation>&quot;percentiles&quot; 必须是两个递增的数</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>unknown category &quot;%1&quot;</source>
        <translation>未知类别 &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>category &quot;%1&quot;: &quot;rows&quot; must be positive and 0 &lt; &quot;timeRatioLow&quot; &lt;= 1 &lt;= &quot;timeRatioHigh&quot;</source>
        <translation>类别 &quot;%1&quot;：&quot;rows&quot; 必须为正数，且 0 &lt; &quot;timeRatioLow&quot; &lt;= 1 &lt;= &quot;timeRatioHigh&quot;</translation>
    </message>
</context>
<context>
    <name>ErrorCategory</name>
    <message>
        <location filename="../../core/estimate/uncertainty.cpp" line="+37"/>
        <source>conv-net training and inference throughput</source>
        <translation>卷积网络训练与推理吞吐量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>transformer training throughput</source>
        <translation>Transformer 训练吞吐量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>transformer (encoder) inference throughput</source>
        <translation>Transformer（编码器）推理吞吐量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LLM pre-training GPU-hours and time</source>
        <translation>LLM 预训练 GPU 时与耗时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>achieved TFLOP/s in large runs</source>
        <translation>大规模运行实际达到的 TFLOP/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LLM serving throughput</source>
        <translation>LLM 推理服务吞吐量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>time to first token</source>
        <translation>首 token 延迟</translation>
    </message>
</context>
<context>
    <name>Estimate</name>
    <message>
        <source>does not fit in GPU memory at this batch size and parallelism: try activation recompute, ZeRO, a smaller batch or more GPUs</source>
        <translation type="vanished">在当前批大小和并行配置下显存放不下：可尝试激活重计算、ZeRO、减小批大小或增加 GPU</translation>
    </message>
    <message>
        <source>does not fit in GPU memory at this batch size and parallelism: try activation recompute, ZeRO, an 8-bit optimizer (adam-8bit), a smaller batch or more GPUs</source>
        <translation type="vanished">在当前批大小和并行配置下显存放不下：可尝试激活重计算、ZeRO、8 位优化器（adam-8bit）、减小批大小或增加 GPU</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimate.cpp" line="+39"/>
        <source>communication takes more than 20% of each step: check the interconnect, the batch or the GPU count</source>
        <translation>通信占每步耗时的 20% 以上：请检查互联、批大小或 GPU 数量</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>conv net described by parameters only: 2 x params per sample badly undercounts it (ResNet-50: 8.2 GFLOPs per image, not 51 MFLOPs); give its MACs or FLOPs per sample</source>
        <translation>卷积网络只给出了参数量：按每样本 2 x 参数量估算会严重低估（ResNet-50 每张图像 8.2 GFLOPs，而不是 51 MFLOPs）；请给出每样本的 MACs 或 FLOPs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no price for this GPU: cost unknown (set one with --price)</source>
        <translation>此 GPU 没有价格：成本未知（可用 --price 设置）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no TDP for this GPU: energy unknown</source>
        <translation>此 GPU 没有 TDP：能耗未知</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>interconnect bandwidth unknown: communication not modelled</source>
        <translation>互联带宽未知：未对通信建模</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>weights are 2:4 sparse but this GPU has no sparse tensor cores: dense peak used</source>
        <translation>权重为 2:4 稀疏，但此 GPU 没有稀疏 Tensor Core：按稠密峰值计算</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>fewer than 20 tokens per parameter: below the compute-optimal amount (Hoffmann et al. 2022)</source>
        <translation>每个参数不足 20 个 token：低于计算最优的训练量（Hoffmann et al. 2022）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model does not fit one GPU: tensor/pipeline parallelism assumed</source>
        <translation>模型单卡放不下：假定使用张量/流水线并行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>efficiency above 0.7 of peak is rarely reached in practice</source>
        <translation>实际中很少能达到峰值 0.7 以上的效率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fewer samples than GPUs x batch: some GPUs idle</source>
        <translation>样本数少于 GPU 数 x 批大小：部分 GPU 空闲</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no token count given: trained on the compute-optimal 20 tokens per parameter (Hoffmann et al. 2022)</source>
        <translation>未给出 token 数：按计算最优的每参数 20 个 token 训练（Hoffmann et al. 2022）</translation>
    </message>
    <message>
        <source>some GPUs stay idle: tensor x pipeline x data parallelism does not use them all</source>
        <translation type="vanished">部分 GPU 闲置：张量并行 × 流水线并行 × 数据并行未用上全部 GPU</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the global batch is past the critical batch: each doubling buys back less than half the steps, and reaching the same loss needs more data (McCandlish et al. 2018)</source>
        <translation>全局批大小超过了临界批大小：批大小每翻一倍，省下的步数不到一半，且要达到相同损失需要更多数据（McCandlish et al. 2018）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a stage of the batch schedule does not fit in GPU memory on the GPUs it holds</source>
        <translation>批大小调度的某个阶段在其占用的 GPU 上显存放不下</translation>
    </message>
    <message>
        <source>does not fit in GPU memory at this batch and split: try more GPUs, a lower precision or a smaller batch</source>
        <translation type="vanished">在此批次和切分下显存放不下：可增加 GPU、降低精度或减小批次</translation>
    </message>
    <message numerus="yes">
        <location line="+130"/>
        <source>%n GPU(s) idle: the fastest layout uses %1; the fastest that uses all %2 (%3) is %4 % slower per sample</source>
        <translation>
            <numerusform>%n 块 GPU 空闲：最快的布局使用 %1 块；用上全部 %2 块的最快布局（%3）每个样本慢 %4 %</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n GPU(s) idle: the fastest layout uses %1; the fastest that uses all %2 (%3) would grow the default batch past its target</source>
        <translation>
            <numerusform>%n 块 GPU 空闲：最快的布局使用 %1 块；用上全部 %2 块的最快布局（%3）会使默认批次超出其目标</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>under 0.001</source>
        <comment>a percentage</comment>
        <translation>不到 0.001</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n GPU(s) idle: no split into tensor-parallel groups (dividing the node and the heads) × pipeline stages (at most the layers) × data-parallel replicas, keeping what was pinned, fits in memory and uses every GPU; the fastest uses %1</source>
        <translation>
            <numerusform>%n 块 GPU 空闲：在保留所固定部分、显存放得下的切分中（张量并行组须整除节点 GPU 数和注意力头数 × 流水线阶段不超过层数 × 数据并行副本），没有一种能用上全部 GPU；最快的一种使用 %1 块</numerusform>
        </translation>
    </message>
    <message>
        <location line="+47"/>
        <source>%1 is an inference format: train in bf16, fp16, fp8, tf32 or fp32</source>
        <translation>%1 是推理格式：训练请用 bf16、fp16、fp8、tf32 或 fp32</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 has no memory size; enter its memory (GB) so what fits can be checked</source>
        <translation>%1 没有显存容量数据；请填写其显存（GB），才能检查能否放下</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the pinned parallel split cannot run here: tensor × pipeline × context parallel must fit the GPUs, tensor parallel a node and the heads</source>
        <translation>固定的并行切分无法在此运行：张量 × 流水线 × 上下文并行须在 GPU 数以内，张量并行须在一个节点内并整除注意力头</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the batch schedule does not fit the training data</source>
        <translation>批大小调度与训练数据量不符</translation>
    </message>
    <message>
        <source>more data-parallel GPUs than the global batch has samples: each step takes a larger batch than asked, which changes the training; planners skip this plan</source>
        <translation type="vanished">数据并行 GPU 数多于全局批的样本数：每步的实际批大小会超过设定值，从而改变训练；规划器会跳过此方案</translation>
    </message>
    <message>
        <location line="-261"/>
        <source>does not fit in GPU memory at this batch size and parallelism</source>
        <translation>在当前批大小和并行配置下显存放不下</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>some GPUs stay idle: the global batch has fewer micro-batches than data-parallel replicas (in every step, or while a batch schedule&apos;s batch is small)</source>
        <translation>部分 GPU 闲置：全局批次的微批次数少于数据并行副本数（每一步如此，或在批次调度的批次尚小时）</translation>
    </message>
    <message>
        <source>a sequence is longer than the model&apos;s learned position table: it cannot read it as trained</source>
        <translation type="vanished">序列长于模型学习到的位置编码表：模型无法按训练时的方式读取</translation>
    </message>
    <message>
        <source>transformer shape unknown: attention FLOPs not counted</source>
        <translation type="vanished">Transformer 结构未知：未计入注意力的 FLOPs</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 tokens</source>
        <translation>%1 个 token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 samples</source>
        <translation>%1 个样本</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 per replica of %2 GPUs</source>
        <translation>每个副本（%2 块 GPU）%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 per GPU</source>
        <translation>每卡 %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>more pipeline stages across nodes (more GPUs)</source>
        <translation>更多跨节点的流水线阶段（更多 GPU）</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>does not fit in GPU memory: one sequence needs more than %n GPU(s) hold (tensor groups of %1 × %2 pipeline stages): try %3</source>
        <translation>
            <numerusform>显存放不下：一个序列所需超过 %n 块 GPU（%1 块的张量组 × %2 个流水线阶段）的容量：可尝试%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>does not fit in GPU memory: one sequence needs more than the widest tensor split of a node holds (%n GPU(s)): try %1</source>
        <translation>
            <numerusform>显存放不下：一个序列所需超过一个节点最宽张量切分（%n 块 GPU）的容量：可尝试%1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>activation recompute</source>
        <translation>激活重计算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ZeRO</source>
        <translation>ZeRO</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>more tensor or pipeline parallelism</source>
        <translation>更多张量或流水线并行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a smaller micro-batch</source>
        <translation>更小的微批次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an 8-bit optimizer (adam-8bit)</source>
        <translation>8 位优化器（adam-8bit）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>more GPUs</source>
        <translation>更多 GPU</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>%n GPU(s) idle: a served replica takes %1 GPUs (%4), and whole replicas use %2 of the %3; a multiple of %1 GPUs uses them all (the cost counts every GPU held)</source>
        <translation>
            <numerusform>%n 块 GPU 闲置：一个服务副本占 %1 块 GPU（%4），完整副本用去 %3 块中的 %2 块；%1 的倍数块 GPU 可全部用上（成本按占用的每块 GPU 计）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>its tensor split × pipeline stages</source>
        <translation>其张量切分 × 流水线阶段</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its tensor split</source>
        <translation>其张量切分</translation>
    </message>
    <message>
        <location line="-67"/>
        <location line="+35"/>
        <source>GPUs with more memory</source>
        <translation>显存更大的 GPU</translation>
    </message>
    <message>
        <location line="-116"/>
        <source>weights are 2:4 sparse but FP32 runs without tensor cores, which alone have the sparse speed-up: dense peak used (TF32, 16-bit, FP8 and INT8 take it)</source>
        <translation>权重为 2:4 稀疏，但 FP32 不使用张量核心，而只有张量核心能借稀疏加速：按稠密峰值计（TF32、16 位、FP8 和 INT8 可以使用）</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>a sequence is longer than the model&apos;s positions (its learned table, or the context its rotary positions were trained at): it cannot read it as trained</source>
        <translation>序列长于模型的位置范围（其学习到的位置编码表，或其旋转位置编码训练时的上下文长度）：模型无法按训练时的方式读取</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>attention FLOPs not counted (2 per parameter per token only): give the model&apos;s layers and width to count them (a shape assumed from the parameter count sizes memory only)</source>
        <translation>未计入注意力的 FLOPs（仅按每个参数每个 token 2 FLOPs）：给出模型的层数和宽度即可计入（由参数量推定的结构只用于估算显存）</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 or %2</source>
        <comment>the last two things to try</comment>
        <translation>%1或%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <comment>between things to try</comment>
        <translation>、</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a smaller batch</source>
        <translation>更小的批量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a wider tensor split (pinned, or with more GPUs)</source>
        <translation>更宽的张量并行切分（手动指定，或增加 GPU）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a lower precision</source>
        <translation>更低的精度</translation>
    </message>
    <message>
        <source>does not fit in GPU memory: one sequence needs more than the widest tensor split of a node holds (a served model is costed inside one node, without pipeline stages across nodes): try %1</source>
        <translation type="vanished">显存放不下：单个序列所需超过一个节点内最宽张量并行切分所能容纳的量（推理服务只在单个节点内估算，不含跨节点的流水线阶段）：可尝试%1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>does not fit in GPU memory at this batch and split: try %1</source>
        <translation>在当前批量和切分下显存放不下：可尝试%1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>does not fit in GPU memory at this batch size and parallelism: try %1</source>
        <translation>在当前批大小和并行配置下显存放不下：可尝试%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>does not fit in GPU memory in any layout searched: try %1</source>
        <translation>搜索过的所有布局都放不下：可尝试%1</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) idle: a served replica takes %1 GPUs (its tensor split), and whole replicas use %2 of the %3; a multiple of %1 GPUs uses them all (the cost counts every GPU held)</source>
        <translation type="vanished">
            <numerusform>%n 个 GPU 空闲：一个推理副本占 %1 个 GPU（其张量并行切分），整副本用了 %3 个中的 %2 个；GPU 数为 %1 的倍数时全部用上（成本按所持有的每个 GPU 计）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+56"/>
        <source>fixed target: the extra data is in the time and cost</source>
        <translation>固定目标：额外的数据已计入时间和成本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fixed data: trained on the data as typed, it reaches a worse loss</source>
        <translation>固定数据量：按填写的数据量训练，达到的损失会更差</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>global batch %1 is %2× the critical batch %3: it needs about %4× the data a run at the critical batch needs to reach the same loss (McCandlish et al. 2018); %5</source>
        <translation>全局批大小 %1 是临界批大小 %3 的 %2×：要达到相同损失，所需数据约为以临界批大小训练时的 %4×（McCandlish et al. 2018）；%5</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 tokens per sequence are more than the %2 the model&apos;s rotary positions were trained at: past them it does not read text as trained (the positions must be interpolated and the model tuned at the longer length, as Llama 3.1 was, or the text be cut)</source>
        <translation>每个序列 %1 个 token，多于模型旋转位置编码训练时的 %2 个：超出部分模型无法按训练时的方式读取文本（需对位置做插值并在更长的长度上微调模型，如 Llama 3.1 所做，或截短文本）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 tokens per sequence are more than the model&apos;s %2 learned positions: it cannot read them as trained (the position table must grow and be trained, or the text be cut)</source>
        <translation>每个序列 %1 个 token，多于模型学习到的 %2 个位置：模型无法按训练时的方式读取（须扩大位置编码表并训练，或截断文本）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>stage %1 of the batch schedule does not fit in GPU memory on the GPUs it holds (an elastic job shards its state over fewer GPUs while the batch is small)</source>
        <translation>批大小调度的阶段 %1 在其占用的 GPU 上显存放不下（弹性任务在批大小较小时会把状态分片到更少的 GPU 上）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 has no %2 peak; choose another precision</source>
        <translation>%1 没有 %2 峰值算力；请选择其他精度</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has no published compute figures; add them in a user catalog</source>
        <translation>%1 没有公开的算力数据；请在用户目录中补充</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has no memory bandwidth figure</source>
        <translation>%1 没有显存带宽数据</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the workload needs FLOPs or MACs per sample, parameters, or a transformer shape</source>
        <translation>工作负载需要给出每样本 FLOPs 或 MACs、参数量或 Transformer 结构之一</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>how much to train is missing: give tokens, samples or iterations</source>
        <translation>缺少训练量：请给出 token 数、样本数或迭代次数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an input is out of range</source>
        <translation>有输入超出范围</translation>
    </message>
</context>
<context>
    <name>Explanation</name>
    <message>
        <location filename="../../core/report/explanation.cpp" line="+24"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>√(%1 ms compute² + %2 ms memory²)</source>
        <translation>√(%1 ms 计算² + %2 ms 访存²)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>max(%1 ms compute, %2 ms memory)</source>
        <translation>max(%1 ms 计算, %2 ms 访存)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>weights %1 + KV cache %2</source>
        <translation>权重 %1 + KV 缓存 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> + %1 ms launch (%2 kernels × %3 µs)</source>
        <translation> + %1 ms 启动（%2 个内核 × %3 µs）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> + %1 ms set-up (%2 layers × %3 ms)</source>
        <translation> + %1 ms 准备（%2 层 × %3 ms）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> + %1 ms tensor-parallel all-reduce</source>
        <translation> + %1 ms 张量并行 all-reduce</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 = %2 = %3 ms</source>
        <translation>%1 = %2 = %3 ms</translation>
    </message>
    <message>
        <source>optimizer steps = samples / global batch = %1 / %2 = %3</source>
        <translation type="vanished">优化器步数 = 样本数 / 全局批大小 = %1 / %2 = %3</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>optimizer steps = Σ over the stages of %1 = %2</source>
        <translation>优化器步数 = %1 各阶段之和 = %2</translation>
    </message>
    <message>
        <source>a ramp from B0 to B1 over T takes T / (B1 − B0) × ln(B1 / B0) steps</source>
        <translation type="vanished">在 T 内从 B0 爬升到 B1 需要 T / (B1 − B0) × ln(B1 / B0) 步</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>statistical efficiency = (Bcrit + Bref) / (Bcrit + B) = %1 % at global batch %2, critical batch %3</source>
        <translation>统计效率 = (Bcrit + Bref) / (Bcrit + B) = %1 %（全局批大小 %2，临界批大小 %3）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>McCandlish et al. 2018 §2.2 (examples to a loss: E = Emin (1 + B/Bcrit)); Bref = B up to the critical batch</source>
        <translation>McCandlish et al. 2018 §2.2（达到某一损失所需样本：E = Emin (1 + B/Bcrit)）；不超过临界批大小时 Bref = B</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fixed target: data = typed data × %1</source>
        <translation>固定目标：数据量 = 填写的数据量 × %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(1 + B/Bcrit) / (1 + B0/Bcrit), McCandlish et al. 2018</source>
        <translation>(1 + B/Bcrit) / (1 + B0/Bcrit)，McCandlish et al. 2018</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>stage %1: batch %2 → %3 until %4 samples: %5 steps, %6 GPUs busy, %7 h%8</source>
        <translation>阶段 %1：批大小 %2 → %3，直到 %4 个样本：%5 步，在用 GPU %6 块，%7 小时%8</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>, does not fit</source>
        <translation>，显存放不下</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 on %2 × %3</source>
        <translation>%1（%2 × %3）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Training in %1</source>
        <translation>%1 训练</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inference in %1</source>
        <translation>%1 推理</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has no %2 peak: %3 is used instead.</source>
        <translation>%1 没有 %2 峰值算力：改用 %3。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Inputs</source>
        <translation>输入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shape</source>
        <translation>结构</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 layers × %2 wide; %3 heads of %4, %5 KV heads; MLP %6</source>
        <translation>%1 层 × 宽 %2；%3 个 %4 维注意力头，%5 个 KV 头；MLP %6</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> (assumed in part: see Assumptions)</source>
        <translation>（部分为假设：见“假设”）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Prompt tokens</source>
        <translation>提示词 token 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output tokens</source>
        <translation>输出 token 数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Forward FLOPs per sample</source>
        <translation>每样本前向 FLOPs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tokens per sample (sequence)</source>
        <translation>序列长度 (token)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Batch per GPU</source>
        <translation>每卡批大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dense peak</source>
        <translation>稠密峰值算力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 TFLOPS (%2)</source>
        <translation>%1 TFLOPS (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assumed efficiency</source>
        <translation>假定效率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 % of peak</source>
        <translation>峰值的 %1%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 GB/s, of which streaming kernels reach %2 %</source>
        <translation>%1 GB/s，其中流式内核可达 %2 %</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>training FLOPs = FLOPs per sample × samples = %1 × %2 = %3</source>
        <translation>训练 FLOPs = 每样本 FLOPs × 样本数 = %1 × %2 = %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>per sequence: %1 parameters × %2 FLOPs per parameter per token × %3 tokens (textbook formula, C = 6·N·D)</source>
        <translation>每个序列：%1 个参数 × 每参数每 token %2 FLOPs × %3 个 token（教科书公式，C = 6·N·D）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>per sample: %1 parameters × %2 FLOPs per parameter (textbook formula)</source>
        <translation>每样本：%1 个参数 × 每参数 %2 FLOPs（教科书公式）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>per sample: 3 × forward%1; Kaplan et al. 2020 §2.1 (backward ≈ 2 × forward)</source>
        <translation>每样本：3 × 前向%1；Kaplan 等 2020 §2.1（反向 ≈ 2 × 前向）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> + a forward pass (full recompute)</source>
        <translation> + 一次前向（完全重计算）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> + attention (selective recompute)</source>
        <translation> + 注意力（选择性重计算）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 s compute</source>
        <translation>%1 s 计算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> + %1 s activation traffic</source>
        <translation> + %1 s 激活访存</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> + %1 s kernel launches</source>
        <translation> + %1 s 内核启动</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> + %1 s pipeline bubble</source>
        <translation> + %1 s 流水线气泡</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> + %1 s exposed communication</source>
        <translation> + %1 s 未被掩盖的通信</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>step = %1 s, all of it compute</source>
        <translation>每步 = %1 s，全部为计算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>step = %1 = %2 s</source>
        <translation>每步 = %1 = %2 s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>compute = FLOPs / (peak %1 T × efficiency %2); gradient all-reduce overlapped with the backward pass</source>
        <translation>计算 = FLOPs / (峰值 %1 T × 效率 %2)；梯度 all-reduce 与反向传播重叠</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>wall time = samples / throughput = %1 / %2 samples/s = %3 h</source>
        <translation>实际耗时 = 样本数 / 吞吐 = %1 / %2 样本/s = %3 小时</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the measured throughput</source>
        <translation>实测吞吐</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>throughput = samples per step / step</source>
        <translation>吞吐 = 每步样本数 / 每步时间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>achieved per GPU = FLOPs / (GPUs × wall time) = %1 TFLOP/s, scaling efficiency %2</source>
        <translation>每卡实际算力 = FLOPs / (GPU 数 × 实际耗时) = %1 TFLOP/s，扩展效率 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU-hours = Σ stage hours × GPUs held = %1</source>
        <translation>GPU 时 = Σ 阶段小时数 × 占用 GPU 数 = %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an elastic job holds only the GPUs each stage keeps busy</source>
        <translation>弹性作业只占用每个阶段用得上的 GPU</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>time to first token</source>
        <translation>首 token 延迟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prefill: %1 FLOPs (2·N·s + attention) and %2 bytes of weights per GPU; roofline (Williams et al. 2009)</source>
        <translation>预填充：每卡 %1 FLOPs（2·N·s + 注意力）和 %2 字节权重；屋顶线模型（Williams 等 2009）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>time per output token</source>
        <translation>每输出 token 时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>decode step at the mean context: %1 FLOPs and %2 bytes per GPU; kipply, &quot;Transformer Inference Arithmetic&quot;; KV = 2 · L · kv_heads · head_dim · bytes per token</source>
        <translation>平均上下文处的解码一步：每卡 %1 FLOPs 和 %2 字节；kipply，“Transformer Inference Arithmetic”；KV = 2 · L · kv_heads · head_dim · 每 token 字节数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>latency = time to first token + %1 × time per output token = %2 ms</source>
        <translation>延迟 = 首 token 延迟 + %1 × 每输出 token 时间 = %2 ms</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>latency</source>
        <translation>延迟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forward pass: %1 FLOPs and %2 bytes per GPU; roofline (Williams et al. 2009)</source>
        <translation>前向：每卡 %1 FLOPs 和 %2 字节；屋顶线模型（Williams 等 2009）</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Largest batch at this layout</source>
        <translation>此布局下的最大批大小</translation>
    </message>
    <message>
        <source>cost per million tokens = 1e6 × $%1 × %2 GPUs / 3600 / %3 tokens/s = %4</source>
        <translation type="vanished">每百万 token 成本 = 1e6 × $%1 × %2 个 GPU / 3600 / %3 token/s = %4</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>activations: the model&apos;s values per sample, layer by layer.</source>
        <translation>激活值：模型逐层统计的每样本激活值。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>activations after Korthikanti et al. 2022 with the attention scores stored.</source>
        <translation>激活值按 Korthikanti et al. 2022 估算，并保存注意力分数。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>activations after Korthikanti et al. 2022 with FlashAttention.</source>
        <translation>激活值按 Korthikanti et al. 2022 估算，并假定使用 FlashAttention。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mixed-precision Adam keeps 16 bytes per parameter (ZeRO paper); %1</source>
        <translation>混合精度 Adam 每个参数占 16 字节（见 ZeRO 论文）；%1</translation>
    </message>
    <message>
        <location filename="../../core/report/layouttext.cpp" line="+24"/>
        <source> · CP %1</source>
        <translation> · CP %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TP %1%2 · PP %3 · DP %4 · micro %5 · ZeRO %6</source>
        <translation>TP %1%2 · PP %3 · DP %4 · 微批 %5 · ZeRO %6</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source> · %n chunk(s) per stage</source>
        <translation>
            <numerusform> · 每阶段 %n 个分块</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source> · recompute %n layer(s) per stage</source>
        <translation>
            <numerusform> · 每阶段重算 %n 层</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source> · full recompute</source>
        <translation> · 完全重算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · selective recompute</source>
        <translation> · 选择性重算</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../core/report/explanation.cpp" line="-182"/>
        <source>How it was derived</source>
        <translation>推导过程</translation>
    </message>
    <message>
        <location line="-143"/>
        <source>max(%1, %2 ms CPU dispatch floor (%3 dispatches × %4 µs))</source>
        <translation>max(%1, %2 ms CPU 调度下限（%3 次调度 × %4 µs）)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> + %1 ms send to the next stage</source>
        <translation> + %1 ms 发送到下一阶段</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 = %n stage pass(es) × (%2) = %3 ms (%4 layers and %5 sequences per stage pass)</source>
        <translation>
            <numerusform>%1 = %n 次阶段处理 × (%2) = %3 ms（每次阶段处理 %4 层、%5 个序列）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>optimizer steps = ⌈samples / global batch⌉ = ⌈%1 / %2⌉ = %3</source>
        <translation>优化器步数 = ⌈样本数 / 全局批大小⌉ = ⌈%1 / %2⌉ = %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>whole steps: the last, partial batch is a step of its own</source>
        <translation>按整步计：最后不满一批的数据也算一步</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a ramp from B0 to B1 over T takes T / (B1 − B0) × ln(B1 / B0) steps; each stage&apos;s last, partial batch is a step of its own</source>
        <translation>在 T 内从 B0 爬升到 B1 需要 T / (B1 − B0) × ln(B1 / B0) 步；每个阶段最后不满一批的数据也算一步</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>forward FLOPs/token = 2 × %1 + 4 × L × h × s = %2</source>
        <translation>每 token 前向 FLOPs = 2 × %1 + 4 × L × h × s = %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PaLM (Chowdhery et al. 2022), appendix B</source>
        <translation>PaLM（Chowdhery et al. 2022），附录 B</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>GPU-hours = %1 h × %2 GPUs = %3</source>
        <translation>GPU 时 = %1 h × %2 个 GPU = %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cost = GPU-hours × price = %1 × $%2 = %3</source>
        <translation>成本 = GPU 时 × 单价 = %1 × $%2 = %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>energy = GPUs × TDP × hours × PUE = %1 × %2 W × %3 h × %4 = %5 kWh</source>
        <translation>能耗 = GPU 数 × TDP × 小时数 × PUE = %1 × %2 W × %3 h × %4 = %5 kWh</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU power only; PUE covers cooling and power delivery</source>
        <translation>仅计 GPU 功耗；PUE 涵盖散热和供电损耗</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>cost per million output tokens = 1e6 × $%1 × %2 GPUs / 3600 / %3 output tokens/s = %4</source>
        <translation>每百万输出 token 成本 = 1e6 × $%1 × %2 个 GPU / 3600 / %3 输出 token/s = %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cost per million samples = 1e6 × $%1 × %2 GPUs / 3600 / %3 samples/s = %4</source>
        <translation>每百万样本成本 = 1e6 × $%1 × %2 个 GPU / 3600 / %3 样本/s = %4</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>optimistic – pessimistic, from flopsheet-cli validate on the published runs in tests/data/measurements.csv</source>
        <translation>乐观 – 悲观，来自 flopsheet-cli validate 对 tests/data/measurements.csv 中已公开运行的验证</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Memory per GPU</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Framework overhead</source>
        <translation>框架开销</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total / capacity</source>
        <translation>合计 / 容量</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>Largest batch that fits</source>
        <translation type="vanished">放得下的最大批大小</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Parallel layout</source>
        <translation>并行配置</translation>
    </message>
    <message>
        <location filename="../../core/report/layouttext.cpp" line="-39"/>
        <source>tensor %1 × context %2 × pipeline %3 × data %4</source>
        <translation>张量并行 %1 × 上下文并行 %2 × 流水线并行 %3 × 数据并行 %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>tensor %1 × pipeline %2 × data %3</source>
        <translation>张量并行 %1 × 流水线并行 %2 × 数据并行 %3</translation>
    </message>
    <message>
        <location filename="../../core/report/explanation.cpp" line="+8"/>
        <source>Next layouts the search found:</source>
        <translation>搜索找到的其余布局：</translation>
    </message>
    <message>
        <source>TP %1 · PP %2 · DP %3 · micro %4 · ZeRO %5</source>
        <translation type="vanished">TP %1 · PP %2 · DP %3 · 微批 %4 · ZeRO %5</translation>
    </message>
    <message>
        <source>Mixed-precision Adam keeps 16 bytes per parameter (ZeRO paper); activations after Korthikanti et al. 2022 with FlashAttention.</source>
        <translation type="vanished">混合精度 Adam 每个参数占 16 字节（见 ZeRO 论文）；激活值按 Korthikanti et al. 2022 估算，并假定使用 FlashAttention。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Weights in the serving precision; KV cache = 2 · layers · KV heads · head size · bytes per token of context (kipply).</source>
        <translation>权重按推理精度存储；KV 缓存 = 2 · 层数 · KV 头数 · 头维度 · 每个上下文 token 的字节数（kipply）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
</context>
<context>
    <name>Fields</name>
    <message>
        <location filename="../../core/document/workloadtable.cpp" line="+25"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Forward FLOPs / sample</source>
        <translation>每样本前向 FLOPs</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Derived from the parameters and the sequence length (2 per parameter per token plus attention)</source>
        <translation>由参数量和序列长度推算（每 token 每参数 2 FLOPs，另加注意力部分）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Training tokens</source>
        <translation>训练 token 数</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Dataset (samples)</source>
        <translation>数据集 (样本数)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Epochs</source>
        <translation>Epoch 数</translation>
    </message>
    <message>
        <source>Micro-batch per GPU; empty = a default that fits</source>
        <translation type="vanished">每卡微批大小；留空则取显存放得下的默认值</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Runtime</source>
        <translation>运行时</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The software that runs the model: eager PyTorch or TensorFlow, a compiler (torch.compile, XLA), or an optimized engine (TensorRT, vLLM); Default is an optimized engine to serve a decoder LLM, else eager</source>
        <translation>运行模型的软件：eager 模式的 PyTorch 或 TensorFlow、编译器（torch.compile、XLA）或优化推理引擎（TensorRT、vLLM）；“默认”在服务解码器 LLM 时为优化引擎，否则为 eager</translation>
    </message>
    <message>
        <location filename="../../core/document/calibrationtable.cpp" line="+10"/>
        <location filename="../../core/document/pooljobtable.cpp" line="+10"/>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU id</source>
        <translation>GPU 编号</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../../core/document/workloadtable.cpp" line="-78"/>
        <source>Batch / GPU</source>
        <translation>每卡批大小</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Value</source>
        <translation>取值</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Samples / step</source>
        <translation>每步样本数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Samples one step processes; empty = batch × data-parallel GPUs</source>
        <translation>一步处理的样本数；留空则为批大小 × 数据并行 GPU 数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>is missing (or give gpuName)</source>
        <translation>缺失（或给出 GPU 名称）</translation>
    </message>
    <message>
        <location filename="../../core/document/workloadtable.cpp" line="+10"/>
        <source>Sequence (tokens)</source>
        <translation>序列长度 (token)</translation>
    </message>
    <message>
        <location filename="../../core/document/calibrationtable.cpp" line="-137"/>
        <location filename="../../core/document/workloadtable.cpp" line="+60"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location filename="../../core/document/workloadtable.cpp" line="-64"/>
        <source>max</source>
        <translation>最大</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Micro-batch per GPU; empty = a default that fits; serving: max = the largest batch that fits</source>
        <translation>每卡微批大小；留空则取显存放得下的默认值；推理时填 max（最大）则取放得下的最大批</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Transformer blocks; empty = from the parameter count and the width (N ≈ 12 · layers · width², Kaplan et al. 2020), or width ≈ 128 × layers as GPT-3</source>
        <translation>Transformer 块数；留空 = 由参数量和宽度推得（N ≈ 12 · 层数 · 宽度²，Kaplan 等 2020），或按 GPT-3 取宽度 ≈ 128 × 层数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Width (d_model)</source>
        <translation>宽度 (d_model)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Values per token (d_model), a multiple of the heads; empty = from the parameter count</source>
        <translation>每个 token 的数值个数 (d_model)，须为头数的整数倍；留空 = 由参数量推得</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Heads</source>
        <translation>注意力头</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Attention heads: they bound the tensor-parallel split; empty = heads about 128 wide</source>
        <translation>注意力头数：限制张量并行的切分；留空 = 每头约 128 维</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KV heads</source>
        <translation>KV 头</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Key/value heads of grouped-query attention (Llama 3 8B: 8 of 32), dividing the heads; they size the KV cache; empty = as many as the heads</source>
        <translation>分组查询注意力的键/值头数（Llama 3 8B：32 个中的 8 个），须整除注意力头数；决定 KV 缓存大小；留空 = 与注意力头数相同</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MLP width</source>
        <translation>MLP 宽度</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Feed-forward width per token; empty = 4 × d_model</source>
        <translation>每个 token 的前馈层宽度；留空 = 4 × d_model</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vocabulary</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tokens in the vocabulary; a built-in model counts its parameters from its whole shape, vocabulary included, until a count is typed</source>
        <translation>词表中的 token 数；内置模型按完整结构（含词表）计算参数量，直到输入了参数量为止</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gated MLP</source>
        <translation>门控 MLP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SwiGLU or GeGLU (Llama): three MLP matrices instead of two</source>
        <translation>SwiGLU 或 GeGLU（Llama）：MLP 用三个矩阵而不是两个</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <source>0-3: shard optimizer state (1), and gradients (2), and weights (3); empty = the stage the layout search chooses</source>
        <translation type="vanished">0-3：分片优化器状态（1）、再加梯度（2）、再加权重（3）；留空 = 由布局搜索选择</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPUs one layer is split over, within a node; empty = searched</source>
        <translation>一层切分到的 GPU 数（节点内）；留空 = 自动搜索</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pipeline stages</source>
        <translation>流水线阶段</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pipeline stages the layers are split into; empty = searched (serving: stages only where a node&apos;s widest tensor split cannot hold the model)</source>
        <translation>各层切分成的流水线阶段数；留空 = 自动搜索（推理服务：仅当一个节点最宽的张量切分放不下模型时才分阶段）</translation>
    </message>
    <message>
        <source>Pipeline stages the layers are split into; empty = searched</source>
        <translation type="vanished">各层切分成的流水线阶段数；留空 = 自动搜索</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>0-3: shard optimizer state (1), and gradients (2), and weights (3); 2 and 3 move their shards again for every micro-batch; empty = the stage the layout search chooses</source>
        <translation>0-3：分片优化器状态（1）、再加梯度（2）、再加权重（3）；2 和 3 每个微批次都要重新传输各自的分片；留空 = 由布局搜索选择</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Context parallel</source>
        <translation>上下文并行</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPUs each sequence is split over (Megatron-Core context parallelism; the weights are replicated); empty = searched</source>
        <translation>每条序列切分到的 GPU 数（Megatron-Core 上下文并行；权重在各卡上复制）；留空 = 自动搜索</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chunks / stage</source>
        <translation>每阶段模型块</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Model chunks per pipeline stage (interleaved 1F1B, Narayanan et al. 2021); empty = searched</source>
        <translation>每个流水线阶段的模型块数（交错 1F1B，Narayanan et al. 2021）；留空 = 自动搜索</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Global batch (samples)</source>
        <translation>全局批大小 (样本)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Samples (sequences) per optimizer step over all GPUs; empty = about 4M tokens for a language model (at most a decoder&apos;s critical batch), else one micro-batch per GPU</source>
        <translation>所有 GPU 上每个优化器步的样本（序列）数；留空则语言模型取约 4M 个 token（解码器不超过其临界批大小），其他模型为每卡一个微批</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Critical batch</source>
        <translation>临界批大小</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tokens for a language model, samples otherwise: past it each doubling of the batch buys back less than half the steps (McCandlish et al. 2018). A measured gradient noise scale estimates it. Empty = 8k images (Goyal et al. 2017) or sequences (RoBERTa), a decoder&apos;s DeepSeek B_opt at its compute</source>
        <translation>语言模型按 token 计，其他模型按样本计：超过它后，批大小每翻一倍，省下的步数不到一半（McCandlish et al. 2018）。可用实测的梯度噪声尺度来估计。留空则取 8k 张图像（Goyal et al. 2017）或 8k 条序列（RoBERTa），解码器取其计算量下的 DeepSeek B_opt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Batch schedule</source>
        <translation>批大小调度</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How the global batch grows: linear:B0-B1@T, stages:B1@U1,...,Bn (U in data or &quot;50k steps&quot;), megatron:START,INC,SAMPLES[,FINAL]; tokens for language models. Empty = constant</source>
        <translation>全局批大小如何增长：linear:B0-B1@T、stages:B1@U1,...,Bn（U 为数据量或 &quot;50k steps&quot;）、megatron:START,INC,SAMPLES[,FINAL]；语言模型按 token 计。留空则为恒定</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Planning</source>
        <translation>规划方式</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fixed data: train on the data as typed. Fixed target: reach the loss the typed run reaches; a batch past the typed one needs more data, which the time and cost include</source>
        <translation>固定数据量：按填写的数据量训练。固定目标：达到按填写配置训练所达到的损失；批大小超过填写值时需要更多数据，时间和成本已计入这部分</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPUs over the schedule</source>
        <translation>调度期间的 GPU 占用</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>While the schedule&apos;s batch is small: hold every GPU and idle some, or hold only the GPUs it keeps busy</source>
        <translation>调度中批大小较小时：占用全部 GPU 并让部分空闲，或只占用实际用到的 GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Prompt (tokens)</source>
        <translation>提示词 (token)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tokens of one request&apos;s prompt when serving a decoder LLM. Empty: the sequence length less the output tokens, so that a request fills the sequence</source>
        <translation>服务解码器 LLM 时单个请求的提示词 token 数。留空：序列长度减去输出 token 数，使一个请求正好占满序列</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Output (tokens)</source>
        <translation>输出 (token)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Efficiency (% of peak)</source>
        <translation>效率（峰值 %）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pruned (%)</source>
        <translation>剪枝（%）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>2:4 sparse</source>
        <translation>2:4 稀疏</translation>
    </message>
    <message>
        <location filename="../../core/document/calibrationtable.cpp" line="-10"/>
        <location filename="../../core/document/hardwaretable.cpp" line="+32"/>
        <location filename="../../core/document/poolgputable.cpp" line="+10"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../core/document/hardwaretable.cpp" line="+1"/>
        <source>FP32 (TFLOPS)</source>
        <translation>FP32 (TFLOPS)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TF32 (TFLOPS)</source>
        <translation>TF32 (TFLOPS)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP16 (TFLOPS)</source>
        <translation>FP16 (TFLOPS)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BF16 (TFLOPS)</source>
        <translation>BF16 (TFLOPS)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 (TFLOPS)</source>
        <translation>FP8 (TFLOPS)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT8 (TOPS)</source>
        <translation>INT8 (TOPS)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP4 (TFLOPS)</source>
        <translation>FP4 (TFLOPS)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory (GiB)</source>
        <translation>显存 (GiB)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Bandwidth (GB/s)</source>
        <translation>显存带宽 (GB/s)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Interconnect (GB/s)</source>
        <translation>互联带宽 (GB/s)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>TDP (W)</source>
        <translation>TDP (W)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../core/document/poolgputable.cpp" line="+13"/>
        <source>Price ($/GPU-h)</source>
        <translation>价格 ($/GPU-h)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPUs to plan</source>
        <translation>规划 GPU 数</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Included</source>
        <translation>纳入</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Include this GPU type in the results</source>
        <translation>在结果中纳入此 GPU 型号</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No source gives this figure; type one to use it</source>
        <translation>没有来源提供此数值；手动填写即可使用</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>Price: %1 (%2)</source>
        <translation>价格来源：%1（%2）</translation>
    </message>
    <message>
        <location filename="../../core/document/table.cpp" line="+44"/>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>a value is required</source>
        <translation>必须填写一个值</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&quot;%1&quot;: use a point for decimals (1.5, not 1,5)</source>
        <translation>&quot;%1&quot;：小数请用点号（1.5，而不是 1,5）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&quot;%1&quot; is not a finite number</source>
        <translation>&quot;%1&quot; 不是有限数值</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1; a percent: %2 is %3 %</source>
        <translation>%1；这是百分比：%2 即 %3 %</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>at most %1 characters</source>
        <translation>最多 %1 个字符</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>must be one of %1</source>
        <translation>必须是以下之一：%1</translation>
    </message>
    <message>
        <location filename="../../core/catalog/workload.h" line="+21"/>
        <source>Decoder LLM</source>
        <translation>解码器 LLM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Encoder</source>
        <translation>编码器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ViT</source>
        <translation>ViT</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CNN</source>
        <translation>CNN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Generic</source>
        <translation>通用</translation>
    </message>
    <message>
        <location filename="../../core/estimate/scenario.h" line="+12"/>
        <source>Train</source>
        <translation>训练</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serve</source>
        <translation>推理</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Optimized</source>
        <translation>优化引擎</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Eager</source>
        <translation>Eager 模式</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compiled</source>
        <translation>编译</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Adam</source>
        <translation>Adam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8-bit Adam</source>
        <translation>8 位 Adam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SGD with momentum</source>
        <translation>带动量的 SGD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SGD</source>
        <translation>SGD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lion</source>
        <translation>Lion</translation>
    </message>
    <message>
        <location filename="../../core/document/table.cpp" line="-77"/>
        <location filename="../../core/estimate/scenario.h" line="+3"/>
        <source>Searched</source>
        <translation>自动搜索</translation>
    </message>
    <message>
        <location filename="../../core/estimate/scenario.h" line="+1"/>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full</source>
        <translation>完全</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores stored</source>
        <translation>保留注意力分数</translation>
    </message>
    <message>
        <location filename="../../core/document/table.cpp" line="+96"/>
        <source>a name is required</source>
        <translation>必须填写名称</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>unknown field</source>
        <translation>未知字段</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>must be true or false</source>
        <translation>必须是 true 或 false</translation>
    </message>
    <message>
        <location filename="../../core/estimate/criticalbatch.h" line="+19"/>
        <source>Fixed data</source>
        <translation>固定数据量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed target</source>
        <translation>固定目标</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Keep all</source>
        <translation>全部保留</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Elastic</source>
        <translation>弹性</translation>
    </message>
    <message>
        <location filename="../../core/document/poolentries.h" line="+28"/>
        <source>Proportional share</source>
        <translation>按比例分配</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strict priority, then FIFO</source>
        <translation>严格优先级，其后先到先服务</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max-min fairness</source>
        <translation>最大最小公平</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finish-time fairness</source>
        <translation>完成时间公平</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minimum makespan</source>
        <translation>最短完工时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minimum cost, deadlines met</source>
        <translation>最低成本（满足期限）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>output tokens/s</source>
        <translation>输出 token/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>requests/s</source>
        <translation>请求/s</translation>
    </message>
    <message>
        <location filename="../../core/document/poolgputable.cpp" line="-10"/>
        <source>A GPU of the hardware table, by name</source>
        <translation>硬件表中的某种 GPU，按名称填写</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPUs in pool</source>
        <translation>池中 GPU 数</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Empty: the hardware table&apos;s price × the price multiplier</source>
        <translation>留空则为硬件表中的价格 × 价格系数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Available from (h)</source>
        <translation>可用起始时间 (h)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hours from the plan&apos;s start when these GPUs join the pool (a reservation); 0 = from the start</source>
        <translation>这些 GPU 在计划开始后第几小时加入共享池（预留）；0 = 从一开始就加入</translation>
    </message>
    <message>
        <location filename="../../core/document/pooljobtable.cpp" line="+3"/>
        <source>A workload of the workload table, by name</source>
        <translation>工作负载表中的某个工作负载，按名称填写</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its share against the other jobs&apos; (2 = twice a job of weight 1)</source>
        <translation>它相对于其他作业的份额（2 = 权重为 1 的作业的两倍）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Priority class</source>
        <translation>优先级</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Strict priority runs the higher class first</source>
        <translation>严格优先级策略先运行优先级较高的作业</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Earliest start (h)</source>
        <translation>最早开始 (h)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hours from the plan&apos;s start (&quot;2d&quot; reads as 48)</source>
        <translation>距计划开始的小时数（“2d”按 48 计）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deadline (h)</source>
        <translation>期限 (h)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hours from the plan&apos;s start by which it must finish; a serving job stops then. Empty: none</source>
        <translation>必须在计划开始后第几小时之前完成；推理服务作业届时停止。留空：无期限</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Min GPUs</source>
        <translation>最少 GPU 数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The gang&apos;s smallest size; auto: the fewest GPUs it fits on</source>
        <translation>成组 GPU 的最小规模；自动：能放下它的最少 GPU 数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Max GPUs</source>
        <translation>最多 GPU 数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The largest useful count; auto: the most GPUs its critical batch allows on fixed data</source>
        <translation>有意义的最大数量；自动：固定数据量下其临界批大小所允许的最多 GPU 数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mixed GPU types</source>
        <translation>混合 GPU 型号</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>May move between GPU types over its run (checkpoint and resume); off: it keeps the type it starts on</source>
        <translation>运行期间可在不同 GPU 型号之间迁移（保存检查点后恢复）；关闭：始终使用开始时的型号</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Load to hold</source>
        <translation>需承载的负载</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Serving workloads: the load it must hold at its prompt and output lengths; it reserves the fewest GPUs that do, first</source>
        <translation>推理服务工作负载：在其提示词和输出长度下必须承载的负载；它会优先预留足以承载该负载的最少 GPU</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Load unit</source>
        <translation>负载单位</translation>
    </message>
    <message>
        <location filename="../../core/catalog/gpu.h" line="+31"/>
        <source>an unknown generation</source>
        <translation>未知架构</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Volta</source>
        <translation>Volta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turing</source>
        <translation>Turing</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ampere</source>
        <translation>Ampere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ada Lovelace</source>
        <translation>Ada Lovelace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hopper</source>
        <translation>Hopper</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blackwell</source>
        <translation>Blackwell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CDNA 2</source>
        <translation>CDNA 2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CDNA 3</source>
        <translation>CDNA 3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TPU v4</source>
        <translation>TPU v4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TPU v5e</source>
        <translation>TPU v5e</translation>
    </message>
</context>
<context>
    <name>Figures</name>
    <message>
        <location filename="../../core/estimate/figures.h" line="+107"/>
        <source>Total FLOPs</source>
        <translation>总 FLOPs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>FLOP</source>
        <translation>FLOP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wall time</source>
        <translation>实际耗时</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>h</source>
        <translation>小时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU-hours</source>
        <translation>GPU 时</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPU-h</source>
        <translation>GPU 时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+34"/>
        <location line="+2"/>
        <source>USD</source>
        <translation>美元</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Energy</source>
        <translation>能耗</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>kWh</source>
        <translation>kWh</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory per GPU</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+2"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory capacity</source>
        <translation>显存容量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Batch per GPU</source>
        <translation>每卡批大小</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+2"/>
        <location line="+37"/>
        <location filename="../../core/estimate/figures.cpp" line="+36"/>
        <source>samples</source>
        <translation>样本</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>Largest batch at this layout</source>
        <translation>此布局下的最大批大小</translation>
    </message>
    <message>
        <source>Largest batch that fits</source>
        <translation type="vanished">放得下的最大批大小</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <source>Throughput</source>
        <translation>吞吐</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>samples/s</source>
        <translation>样本/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <source>tokens/s</source>
        <translation>token/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Output throughput</source>
        <translation>输出吞吐</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Achieved per GPU (hardware FLOPs)</source>
        <translation>每卡实际算力（硬件 FLOPs）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cost per million samples</source>
        <translation>每百万样本成本</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Statistical efficiency vs. the critical batch</source>
        <translation>统计效率（相对临界批量）</translation>
    </message>
    <message>
        <source>Achieved per GPU</source>
        <translation type="vanished">每卡实际算力</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>TFLOP/s</source>
        <translation>TFLOP/s</translation>
    </message>
    <message>
        <source>Achieved per GPU, recompute counted</source>
        <translation type="vanished">每卡实际算力（含重算）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+2"/>
        <location line="+30"/>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Scaling efficiency</source>
        <translation>扩展效率</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bound</source>
        <translation>瓶颈</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Latency</source>
        <translation>延迟</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+2"/>
        <location line="+2"/>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Time to first token</source>
        <translation>首 token 延迟</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time per output token</source>
        <translation>每输出 token 时间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost per million output tokens</source>
        <translation>每百万输出 token 成本</translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <translation type="vanished">每百万 token 成本</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tensor parallelism</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+20"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Pipeline parallelism</source>
        <translation>流水线并行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>stages</source>
        <translation>级</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Data parallelism</source>
        <translation>数据并行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>replicas</source>
        <translation>副本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assumed efficiency</source>
        <translation>假定效率</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>% of peak</source>
        <translation>峰值的 %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Optimizer steps</source>
        <translation>优化器步数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>steps</source>
        <translation>步</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Global batch</source>
        <translation>全局批大小</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Critical batch</source>
        <translation>临界批大小</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>tokens or samples</source>
        <translation>token 或样本</translation>
    </message>
    <message>
        <source>Statistical efficiency</source>
        <translation type="vanished">统计效率</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Data trained / data typed</source>
        <translation>实际训练数据量 / 填写数据量</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>x</source>
        <translation>倍</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs busy (fewest of any stage)</source>
        <translation>在用 GPU 数（各阶段最少值）</translation>
    </message>
    <message>
        <location filename="../../core/estimate/figures.cpp" line="-1"/>
        <source>tokens</source>
        <translation>token</translation>
    </message>
</context>
<context>
    <name>GettingStarted</name>
    <message>
        <location filename="../../ui/gettingstarted.cpp" line="+13"/>
        <source>&lt;h2&gt;Getting started&lt;/h2&gt;&lt;p&gt;FlopSheet answers, for every workload on every GPU type: how many FLOPs, how long, on how many GPUs, whether it fits in memory, and what it costs.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;入门&lt;/h2&gt;&lt;p&gt;FlopSheet 为每个工作负载在每种 GPU 型号上回答：需要多少 FLOPs、需要多长时间、用多少张 GPU、显存是否放得下，以及要花多少钱。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;li&gt;&lt;p&gt;&lt;b&gt;Describe the work.&lt;/b&gt; Table › Add Workloads from Catalog (Ctrl+Shift+M) adds standard models (GPT-3, Llama, ResNet, …) with their published shapes; or add a row and type your own: parameters (&lt;code&gt;7B&lt;/code&gt;), tokens (&lt;code&gt;1T&lt;/code&gt;) or a dataset and epochs, batch, precision, optimizer.&lt;/p&gt;&lt;/li&gt;</source>
        <translation>&lt;li&gt;&lt;p&gt;&lt;b&gt;描述任务。&lt;/b&gt;表格 › 从目录添加工作负载（Ctrl+Shift+M）会加入带有公开结构的标准模型（GPT-3、Llama、ResNet……）；也可以添加一行并自己填写：参数量（&lt;code&gt;7B&lt;/code&gt;）、token 数（&lt;code&gt;1T&lt;/code&gt;）或数据集与 epoch 数、批大小、精度、优化器。&lt;/p&gt;&lt;/li&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;li&gt;&lt;p&gt;&lt;b&gt;Pick the GPUs.&lt;/b&gt; Table › Add GPUs from Catalog (Ctrl+Shift+G) adds datasheet figures with their sources. Type your own price per hour over the list price (&lt;code&gt;$2.50&lt;/code&gt;).&lt;/p&gt;&lt;/li&gt;</source>
        <translation>&lt;li&gt;&lt;p&gt;&lt;b&gt;选择 GPU。&lt;/b&gt;表格 › 从目录添加 GPU（Ctrl+Shift+G）会加入带出处的规格书数据。可以用你自己的每小时价格（&lt;code&gt;$2.50&lt;/code&gt;）覆盖标价。&lt;/p&gt;&lt;/li&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;li&gt;&lt;p&gt;&lt;b&gt;Read the results.&lt;/b&gt; Every workload on every included GPU type: wall time, GPU-hours, cost, energy, memory per GPU and whether it fits. Select a row: the Details pane shows how each figure was derived and from which source.&lt;/p&gt;&lt;/li&gt;</source>
        <translation>&lt;li&gt;&lt;p&gt;&lt;b&gt;查看结果。&lt;/b&gt;每个工作负载在每种已纳入的 GPU 型号上的：实际耗时、GPU 时、成本、能耗、每卡显存以及是否放得下。选中一行，详情面板会说明每个数字如何推导、出自何处。&lt;/p&gt;&lt;/li&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;li&gt;&lt;p&gt;&lt;b&gt;Set a goal.&lt;/b&gt; Under What-if › Plan, type a deadline (&lt;code&gt;7 d&lt;/code&gt;, &lt;code&gt;36 h&lt;/code&gt;) or a budget (&lt;code&gt;$250k&lt;/code&gt;). The Planner names the cheapest or the fastest GPU type and count; Use This Plan applies it to the selected workload.&lt;/p&gt;&lt;/li&gt;</source>
        <translation>&lt;li&gt;&lt;p&gt;&lt;b&gt;设定目标。&lt;/b&gt;在假设分析 › 计划中输入期限（&lt;code&gt;7 d&lt;/code&gt;、&lt;code&gt;36 h&lt;/code&gt;）或预算（&lt;code&gt;$250k&lt;/code&gt;）。规划器会给出最便宜或最快的 GPU 型号和数量；“采用此方案”把它应用到所选工作负载。&lt;/p&gt;&lt;/li&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;li&gt;&lt;p&gt;&lt;b&gt;Move the assumptions.&lt;/b&gt; The What-if sliders (efficiency, precision, batch, pruning, GPU count, price) move every figure and chart live; each drag is one undo step.&lt;/p&gt;&lt;/li&gt;</source>
        <translation>&lt;li&gt;&lt;p&gt;&lt;b&gt;调整假设。&lt;/b&gt;假设分析中的滑块（效率、精度、批大小、剪枝、GPU 数量、价格）会实时改变所有数字和图表；每次拖动是一个撤销步骤。&lt;/p&gt;&lt;/li&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;li&gt;&lt;p&gt;&lt;b&gt;Share it.&lt;/b&gt; File › Print Preview or Export PDF makes a planning report; File › Export CSV writes any table; File › Save keeps the whole plan in one .flopsheet file.&lt;/p&gt;&lt;/li&gt;</source>
        <translation>&lt;li&gt;&lt;p&gt;&lt;b&gt;分享。&lt;/b&gt;文件 › 打印预览或导出 PDF 生成规划报告；文件 › 导出 CSV 写出任意表格；文件 › 保存把整个计划存为一个 .flopsheet 文件。&lt;/p&gt;&lt;/li&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;Every change can be undone (Ctrl+Z). View › Reset Layout puts the panels back where they started.&lt;/p&gt;</source>
        <translation>&lt;p&gt;每次修改都可以撤销（Ctrl+Z）。视图 › 重置布局会把各面板放回初始位置。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Getting Started</source>
        <translation>入门</translation>
    </message>
</context>
<context>
    <name>GpuMatch</name>
    <message>
        <location filename="../../core/monitor/gpumatch.cpp" line="+87"/>
        <source>Detected on this machine through NVML as &quot;%1&quot;.</source>
        <translation>已通过 NVML 在本机检测到“%1”。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Detected on this machine through NVML as &quot;%1&quot;, which is not in the catalog: the figures are those of the closest catalog GPU, %2; check them.</source>
        <translation>已通过 NVML 在本机检测到“%1”，但它不在目录中：所用数据取自目录中最接近的 GPU %2，请核对。</translation>
    </message>
</context>
<context>
    <name>JsonReader</name>
    <message>
        <location filename="../../core/io/jsonreader.cpp" line="+30"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>null</source>
        <translation>空值 (null)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>true/false</source>
        <translation>布尔值</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+52"/>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <location line="-50"/>
        <location line="+32"/>
        <location line="+67"/>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <location line="-97"/>
        <location line="+131"/>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <location line="-129"/>
        <location line="+117"/>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <location line="-113"/>
        <source>nothing</source>
        <translation>空</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+13"/>
        <location line="+14"/>
        <source>is missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>must be %1, not %2</source>
        <translation>必须是%1，而不是%2</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>true or false</source>
        <translation>布尔值 (true 或 false)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&quot;%1&quot; is not one of %2</source>
        <translation>&quot;%1&quot; 不是 %2 之一</translation>
    </message>
</context>
<context>
    <name>LayerSettings</name>
    <message>
        <location filename="../../core/analyzer/layersettings.cpp" line="+54"/>
        <source>Convolution (1d/2d/3d)</source>
        <translation>卷积（1d/2d/3d）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Transposed convolution</source>
        <translation>转置卷积</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Linear</source>
        <translation>线性层</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Embedding (token ids to vectors)</source>
        <translation>嵌入（token id 转向量）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Added embedding (token types)</source>
        <translation>叠加嵌入（token 类型）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Learned position embedding</source>
        <translation>可学习位置嵌入</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Class token</source>
        <translation>类别 token</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Batch norm</source>
        <translation>批归一化</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Layer norm</source>
        <translation>层归一化</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>RMS norm</source>
        <translation>RMS 归一化</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Max pooling</source>
        <translation>最大池化</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Average pooling</source>
        <translation>平均池化</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Adaptive average pooling</source>
        <translation>自适应平均池化</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Activation</source>
        <translation>激活函数</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Dropout</source>
        <translation>Dropout</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Flatten</source>
        <translation>展平</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Patches to tokens</source>
        <translation>图块转 token</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First token (class token, pooler)</source>
        <translation>首个 token（类别 token、pooler）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attention (multi-head, grouped-query)</source>
        <translation>注意力（多头、分组查询）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MLP (plain or SwiGLU)</source>
        <translation>MLP（普通或 SwiGLU）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Mixture of experts</source>
        <translation>混合专家</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Custom (your own counts)</source>
        <translation>自定义（自行填写计数）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Block (repeated, residual)</source>
        <translation>块（可重复、残差）</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>Convolution</source>
        <translation>卷积</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Transposed conv</source>
        <translation>转置卷积</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Embedding</source>
        <translation>嵌入</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Added embedding</source>
        <translation>附加嵌入</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Position embedding</source>
        <translation>位置嵌入</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Adaptive pooling</source>
        <translation>自适应池化</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>First token</source>
        <translation>首个 token</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MLP</source>
        <translation>MLP</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Block</source>
        <translation>块</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>%1 ch</source>
        <translation>%1 通道</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>groups %1</source>
        <translation>分组 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>tied weights</source>
        <translation>共享权重</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 rows</source>
        <translation>%1 行</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n 个 token</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ceil</source>
        <translation>向上取整</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n head(s)</source>
        <translation>
            <numerusform>%n 个头</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 kv</source>
        <translation>%1 个 KV 头</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dim %1</source>
        <translation>头维度 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>causal</source>
        <translation>因果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>window %1</source>
        <translation>窗口 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n expert(s)</source>
        <translation>
            <numerusform>%n 个专家</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>top-%1</source>
        <translation>top-%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ffn %1</source>
        <translation>FFN %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gated %1</source>
        <translation>门控 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 params</source>
        <translation>%1 参数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 MACs</source>
        <translation>%1 MACs</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>residual</source>
        <translation>残差</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>residual with shortcut</source>
        <translation>残差（带捷径分支）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no bias</source>
        <translation>无偏置</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>give at most %1 numbers</source>
        <translation>最多给出 %1 个数</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;%1&quot; is not a whole number from %2 to %3</source>
        <translation>&quot;%1&quot; 不是 %2 到 %3 之间的整数</translation>
    </message>
</context>
<context>
    <name>LayoutSearch</name>
    <message>
        <location filename="../../core/estimate/layoutsearch.cpp" line="+205"/>
        <source>tensor, pipeline and context parallelism need a transformer&apos;s layers and heads; this model runs data parallel only</source>
        <translation>张量、流水线和上下文并行需要 Transformer 的层和注意力头；此模型只能数据并行</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>tensor × pipeline × context parallel needs %1 GPUs; the job has %2</source>
        <translation>张量 × 流水线 × 上下文并行需要 %1 张 GPU；该作业只有 %2 张</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>tensor parallel %1 is wider than a node of %2 GPUs; its per-layer all-reduces are costed over the node&apos;s NVLink</source>
        <translation>张量并行 %1 超过一个节点的 %2 张 GPU；其每层的 all-reduce 按节点内 NVLink 计算</translation>
    </message>
    <message>
        <source>tensor parallel %1 does not divide the %2 attention heads and %3 key/value heads</source>
        <translation type="vanished">张量并行 %1 不能整除 %2 个注意力头和 %3 个键/值头</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>tensor parallel %1 does not divide the %2 attention heads</source>
        <translation>张量并行 %1 不能整除 %2 个注意力头</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>tensor parallel %1 does not divide the %2 key/value heads</source>
        <translation>张量并行 %1 不能整除 %2 个键/值头</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>pipeline parallel %1 has more stages than the %2 layers</source>
        <translation>流水线并行 %1 的阶段数多于 %2 层</translation>
    </message>
    <message>
        <source>%1 model chunks per stage need pipeline stages: pin the stages too, whose layers the chunks divide</source>
        <translation type="vanished">每个阶段 %1 个模型块需要流水线阶段：请同时固定阶段数，且各阶段的层数须能被块数整除</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%1 model chunks per stage: no pipeline depth on %n GPU(s) gives its largest stage a multiple of %1 layers (of %2)</source>
        <translation>
            <numerusform>每个阶段 %1 个模型块：在 %n 块 GPU 上，没有哪个流水线深度能让最大阶段的层数（共 %2 层）是 %1 的倍数</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 model chunks per stage need pipeline stages: pin more than one, or leave the stages to the search</source>
        <translation>每个阶段 %1 个模型块需要流水线阶段：请固定多于一个阶段，或把阶段数交给搜索</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 model chunks per stage do not divide the %2 layers of the largest pipeline stage</source>
        <translation>每个阶段 %1 个模型块不能整除最大流水线阶段的 %2 层</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>context parallel %1 needs a sequence length divisible by %2 (the sequence is %3 tokens)</source>
        <translation>上下文并行 %1 需要序列长度能被 %2 整除（序列为 %3 个 token）</translation>
    </message>
    <message>
        <location line="+590"/>
        <source>%1 % faster per sample only by a larger batch: %2 samples a step, where the chosen layout takes %3</source>
        <translation>每样本快 %1 %，但只是因为批次更大：每步 %2 个样本，而所选布局为 %3 个</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 % faster per sample by fewer kernel launches alone: data parallel at the compute bound is kept without a search</source>
        <translation>每样本快 %1 %，仅因内核启动更少：数据并行已达计算上限，因此不再搜索而直接保留</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 % slower: context-parallel key/value exchange %2 % of the step</source>
        <translation>慢 %1 %：上下文并行的键值交换占每步的 %2 %</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 % slower: tensor-parallel collectives %2 % of the step</source>
        <translation>慢 %1 %：张量并行集合通信占每步的 %2 %</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 % slower: sends between stages %2 % of the step</source>
        <translation>慢 %1 %：阶段间传输占每步的 %2 %</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 % slower: pipeline bubble %2 % of the step</source>
        <translation>慢 %1 %：流水线气泡占每步的 %2 %</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 % slower: %2 ms of gradient all-reduce exposed per step</source>
        <translation>慢 %1 %：每步有 %2 ms 梯度全归约未被掩盖</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 % slower: %n GPU(s) idle</source>
        <translation>
            <numerusform>慢 %1 %：%n 块 GPU 空闲</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 % slower: recomputes activations</source>
        <translation>慢 %1 %：需要重计算激活</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 % slower: uneven stages, the largest with %2 layers</source>
        <translation>慢 %1 %：各阶段层数不均，最多 %2 层</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>as fast, but a larger or more complex split</source>
        <translation>同样快，但切分更大或更复杂</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 % slower</source>
        <translation>慢 %1 %</translation>
    </message>
</context>
<context>
    <name>Limits</name>
    <message>
        <location filename="../../core/catalog/limits.cpp" line="+28"/>
        <source>%1 quintillion</source>
        <translation>%1 百京</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 quadrillion</source>
        <translation>%1 千万亿</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 trillion</source>
        <translation>%1 万亿</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 billion</source>
        <translation>%1 十亿</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>must be a finite number</source>
        <translation>必须是有限数值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>must be a whole number</source>
        <translation>必须是整数</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+3"/>
        <source>must be a positive number</source>
        <translation>必须是正数</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>must not be negative</source>
        <translation>不能为负数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must be more than %1</source>
        <translation>必须大于 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be at least %1</source>
        <translation>不能小于 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>must be at most %1</source>
        <translation>不能大于 %1</translation>
    </message>
</context>
<context>
    <name>Measurement</name>
    <message>
        <location filename="../../core/validation/measurement.cpp" line="+16"/>
        <source>line %1, column %2: %3</source>
        <translation>第 %1 行第 %2 列：%3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>line 1: the header has no &quot;%1&quot; column</source>
        <translation>第 1 行：表头中没有 &quot;%1&quot; 列</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>line %1, column %2: &quot;%3&quot; is not a number</source>
        <translation>第 %1 行第 %2 列：“%3”不是数字</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>line %1, column %2: &quot;%3&quot; %4</source>
        <translation>第 %1 行第 %2 列：“%3”%4</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>line %1, column %2: the id &quot;%3&quot; is already used on line %4</source>
        <translation>第 %1 行第 %2 列：编号“%3”已在第 %4 行使用</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the file has a header but no measurements</source>
        <translation>文件只有表头，没有测量数据</translation>
    </message>
    <message>
        <source>line %1, column %2: &quot;%3&quot; is not a positive number</source>
        <translation type="vanished">第 %1 行第 %2 列：&quot;%3&quot; 不是正数</translation>
    </message>
</context>
<context>
    <name>MoveRowCommand</name>
    <message>
        <location filename="../../core/document/commands.cpp" line="+72"/>
        <source>Move row up</source>
        <translation>上移行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move row down</source>
        <translation>下移行</translation>
    </message>
</context>
<context>
    <name>Nvml</name>
    <message>
        <location filename="../../core/monitor/nvml.cpp" line="+70"/>
        <source>NVML not found: no NVIDIA driver on this machine (%1 did not load: %2)</source>
        <translation>未找到 NVML：本机没有 NVIDIA 驱动（%1 未能加载：%2）</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 is not a usable NVML: it has no %2</source>
        <translation>%1 不是可用的 NVML：缺少 %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>NVML could not start: %1</source>
        <translation>NVML 无法启动：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (NVML error %2)</source>
        <translation>%1（NVML 错误 %2）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the NVIDIA driver is not loaded (NVML error %1)</source>
        <translation>NVIDIA 驱动未加载（NVML 错误 %1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no permission to query the GPU (NVML error %1)</source>
        <translation>没有查询 GPU 的权限（NVML 错误 %1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the NVML library and the driver differ in version (NVML error %1)</source>
        <translation>NVML 库与驱动版本不一致（NVML 错误 %1）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>NVML error %1</source>
        <translation>NVML 错误 %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>GPU %1: %2</source>
        <translation>GPU %1：%2</translation>
    </message>
</context>
<context>
    <name>PlanAssumptions</name>
    <message>
        <location filename="../../core/report/planassumptions.cpp" line="+13"/>
        <source>Deadline</source>
        <translation>期限</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Price multiplier (spot or reserved discount)</source>
        <translation>价格乘数（竞价或预留折扣）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Power usage effectiveness (PUE)</source>
        <translation>电能使用效率 (PUE)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pool policy</source>
        <translation>GPU 池策略</translation>
    </message>
</context>
<context>
    <name>PlanSheets</name>
    <message>
        <location filename="../../core/xlsx/plansheets.cpp" line="+79"/>
        <source>Plan assumption</source>
        <translation>计划假设</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>取值</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Estimate assumption</source>
        <translation>估算假设</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Given</source>
        <translation>用户给定</translation>
    </message>
</context>
<context>
    <name>PlanShortfall</name>
    <message>
        <location filename="../../core/report/planshortfall.cpp" line="+15"/>
        <source>cannot run: %1</source>
        <translation>无法运行：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>does not fit on up to %1 GPUs</source>
        <translation>在最多 %1 块 GPU 上都放不下</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no count up to %1 GPUs runs it</source>
        <translation>在最多 %1 块 GPU 的任何数量上都无法按要求运行</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>over budget on up to %1 GPUs: the cheapest, %2 on %n GPU(s)</source>
        <translation>
            <numerusform>在最多 %1 块 GPU 上都超出预算：最便宜的是 %n 块 GPU，%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>too slow on up to %1 GPUs: the fastest, %2 on %n GPU(s)</source>
        <translation>
            <numerusform>在最多 %1 块 GPU 上仍太慢：最快的是 %n 块 GPU，%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>too slow on up to %1 GPUs: the fastest, %2 h on %n GPU(s)</source>
        <translation type="vanished">
            <numerusform>在最多 %1 块 GPU 上仍太慢：最快的是 %n 块 GPU，%2 h</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlanSize</name>
    <message>
        <location filename="../../core/document/plansize.cpp" line="+15"/>
        <source>%1 rows, more than the %2 a table holds</source>
        <translation>%1 行，超过了一张表最多容纳的 %2 行</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 workloads on %2 GPU types make %3 results, more than the %4 a plan keeps; split it into plans of fewer workloads or GPU types</source>
        <translation>%1 个工作负载在 %2 种 GPU 上共 %3 个结果，超过了一个方案最多保存的 %4 个；请拆分为工作负载或 GPU 型号更少的多个方案</translation>
    </message>
</context>
<context>
    <name>PoolJobs</name>
    <message>
        <location filename="../../core/document/pooljobtable.cpp" line="+117"/>
        <source>the largest gang (%1 GPUs) is below the smallest (%2 GPUs)</source>
        <translation>最大成组规模（%1 块 GPU）小于最小成组规模（%2 块 GPU）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the deadline (%1 h) is not after the earliest start (%2 h)</source>
        <translation>期限（%1 h）不晚于最早开始时间（%2 h）</translation>
    </message>
</context>
<context>
    <name>PoolPolicy</name>
    <message>
        <location filename="../../core/pool/policies.cpp" line="+536"/>
        <source>Each job gets its weight&apos;s share of every GPU type, whatever it runs fastest on; what a job cannot use is shared again by weight.</source>
        <translation>每个作业按其权重分得每种 GPU 型号的相应份额，不论它在哪种型号上运行最快；作业用不上的部分再按权重重新分配。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The highest priority class runs first, then the earliest start; each job takes the fastest gang still free, and lower jobs use what is left.</source>
        <translation>优先级最高的作业先运行，同一优先级按最早开始时间排序；每个作业占用仍空闲的最快成组 GPU，优先级较低的作业使用剩余部分。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Maximises the smallest throughput any job gets relative to its weighted 1/n share, knowing which GPU each job runs best on (Gavel); spare GPUs then go where they help most.</source>
        <translation>在知道每个作业在哪种 GPU 上运行最佳的前提下，使各作业所得吞吐量（相对于其加权 1/n 份额）中的最小值最大化（Gavel）；空闲 GPU 再分配给最能发挥作用的作业。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Minimises the worst ρ: a job&apos;s time in the shared pool over its time with a 1/n share (Themis, Gavel).</source>
        <translation>使最差的 ρ 最小化：ρ 为作业在共享池中的用时与其按 1/n 份额运行时的用时之比（Themis、Gavel）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finishes the last job as early as possible; spare GPUs then speed up the others.</source>
        <translation>让最后一个作业尽早完成；空闲 GPU 再用于加速其他作业。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spends the least on GPU-hours: each job runs where its work costs least, on dearer GPUs only as far as its deadline needs; GPUs nobody needs at their price stay idle.</source>
        <translation>使 GPU 时花费最少：每个作业在其工作成本最低的 GPU 上运行，仅在满足期限所需的范围内使用更贵的 GPU；按其价格无人需要的 GPU 保持空闲。</translation>
    </message>
</context>
<context>
    <name>PoolProblemText</name>
    <message>
        <location filename="../../core/pool/poolproblem.cpp" line="+102"/>
        <source>it fits on none of the pool&apos;s GPUs at any gang size it may take</source>
        <translation>在它可取的任何成组规模下，共享池中都没有放得下它的 GPU</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a serving job needs the load it must hold (Load to hold)</source>
        <translation>推理服务作业需要给出其必须承载的负载（需承载的负载）</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>no GPU type of the pool holds %1 %2, even with all its GPUs</source>
        <translation>共享池中没有任何 GPU 型号能承载 %1 %2，即使用上该型号的全部 GPU 也不行</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Pool GPU row %1: no GPU &quot;%2&quot; in the hardware table; left out</source>
        <translation>池中 GPU 第 %1 行：硬件表中没有 GPU“%2”；已略过</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Pool job row %1: no workload &quot;%2&quot; in the workload table; left out</source>
        <translation>池作业第 %1 行：工作负载表中没有工作负载“%2”；已略过</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Pool job row %1: %2 trains, so its load to hold is ignored</source>
        <translation>池作业第 %1 行：%2 是训练作业，因此忽略其需承载的负载</translation>
    </message>
</context>
<context>
    <name>PoolText</name>
    <message>
        <location filename="../../ui/pool/pooltext.cpp" line="+48"/>
        <source>%1 d</source>
        <comment>days</comment>
        <translation>%1 天</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 h</source>
        <comment>hours</comment>
        <translation>%1 h</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1× %2</source>
        <comment>GPUs × GPU type</comment>
        <translation>%1× %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, then %2</source>
        <translation>%1，之后 %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1–%2× %3</source>
        <comment>fewest–most GPUs × GPU type</comment>
        <translation>%1–%2× %3</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 in %n stretch(es)</source>
        <translation>
            <numerusform>%1，共 %n 段</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 – %2: %3</source>
        <translation>%1 – %2：%3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>met</source>
        <translation>已满足</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>late by %1</source>
        <translation>延误 %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>ρ: a job&apos;s time from its earliest start to its finish over the time its work takes with a 1/n share of the pool (Themis); 1 is fair, 2 took twice as long.</source>
        <translation>ρ：作业从最早开始到完成所用的时间，除以其工作量在占有资源池 1/n 份额时所需的时间（Themis）；1 为公平，2 表示用了两倍时间。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Makespan %1</source>
        <translation>完工时间 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jobs&apos; GPU-hours cost %1</source>
        <translation>作业的 GPU 时成本 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The whole pool over the makespan costs %1</source>
        <translation>整个共享池在完工时间内的成本 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 %2 %</source>
        <translation>%1 %2 %</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Utilization: %1</source>
        <translation>利用率：%1</translation>
    </message>
</context>
<context>
    <name>PoolTimeline</name>
    <message>
        <location filename="../../core/pool/timeline.cpp" line="+307"/>
        <source>never gets GPUs under this policy: the pool&apos;s free GPUs do not fit its gang</source>
        <translation>在此策略下始终分不到 GPU：共享池的空闲 GPU 凑不齐它的成组规模</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The plan stopped after %1 re-plans without finishing every job.</source>
        <translation>计划在重新规划 %1 次后停止，仍有作业未完成。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>did not finish</source>
        <translation>未完成</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 misses its deadline by %2 h</source>
        <translation>%1 超出期限 %2 h</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 misses its deadline: it does not finish</source>
        <translation>%1 未能满足期限：它无法完成</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot meet its deadline even alone on its fastest gang: it needs %2 h, %3 h more than its window</source>
        <translation>%1 即使独占其最快的成组 GPU 也无法满足期限：它需要 %2 h，比可用时间窗口多 %3 h</translation>
    </message>
    <message numerus="yes">
        <location line="+61"/>
        <source>%1: its %n GPU(s) join at %2 h, after the last job ended at %3 h</source>
        <translation>
            <numerusform>%1：其 %n 块 GPU 在 %2 h 才加入，此时最后一个作业已于 %3 h 结束</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1: %n GPU(s) idle throughout: no job fits in their memory at a gang size it may take, or holds its load on them</source>
        <translation>
            <numerusform>%1：%n 块 GPU 全程空闲：没有作业能以其可取的成组规模放入它们的显存，或在其上承载所需负载</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1: %n GPU(s) idle throughout: the policy ran every job that could use them on other GPUs (a job holds one GPU type at a time)</source>
        <translation>
            <numerusform>%1：%n 块 GPU 全程空闲：调度策略把每个能用它们的作业都安排在了其他 GPU 上（一个作业同一时间只占用一种 GPU 型号）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1: %n GPU(s) idle throughout, though a job that could use them waited: the policy gave them to none</source>
        <translation>
            <numerusform>%1：%n 块 GPU 全程空闲，尽管有能用它们的作业在等待：调度策略没有把它们分配给任何作业</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProjectFile</name>
    <message>
        <location filename="../../core/io/projectfile.cpp" line="+147"/>
        <source>not a FlopSheet project: the file is empty</source>
        <translation>不是 FlopSheet 方案：文件为空</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not a FlopSheet project: line %1 is not UTF-8 text</source>
        <translation>不是 FlopSheet 方案：第 %1 行不是 UTF-8 文本</translation>
    </message>
    <message>
        <source>not a FlopSheet project: truncated JSON at byte %1</source>
        <translation type="vanished">不是 FlopSheet 方案：JSON 在第 %1 字节处被截断</translation>
    </message>
    <message>
        <source>not a FlopSheet project: invalid JSON at byte %1 (%2)</source>
        <translation type="vanished">不是 FlopSheet 方案：第 %1 字节处的 JSON 无效（%2）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>not a FlopSheet project: truncated JSON, ending at line %1, column %2</source>
        <translation>不是 FlopSheet 项目：JSON 不完整，在第 %1 行第 %2 列结束</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not a FlopSheet project: invalid JSON at line %1, column %2 (%3)</source>
        <translation>不是 FlopSheet 项目：第 %1 行第 %2 列的 JSON 无效（%3）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>not a FlopSheet project: the top level is not a JSON object</source>
        <translation>不是 FlopSheet 方案：顶层不是 JSON 对象</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not a FlopSheet project: &quot;application&quot; is not &quot;FlopSheet&quot;</source>
        <translation>不是 FlopSheet 方案：&quot;application&quot; 不是 &quot;FlopSheet&quot;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>formatVersion %1 is newer than this FlopSheet reads (%2); open it with a newer FlopSheet</source>
        <translation>formatVersion %1 高于此版本 FlopSheet 能读取的版本（%2）；请用更新版本的 FlopSheet 打开</translation>
    </message>
    <message>
        <location line="-137"/>
        <location line="+148"/>
        <source>%1: must be an object, not %2</source>
        <translation>%1：必须是对象，而不是%2</translation>
    </message>
    <message>
        <source>not a FlopSheet project: the file is %1 MB, far larger than any project</source>
        <translation type="vanished">不是 FlopSheet 方案：文件大小为 %1 MB，远超任何方案文件</translation>
    </message>
</context>
<context>
    <name>RangeText</name>
    <message numerus="yes">
        <location filename="../../core/report/rangetext.cpp" line="+13"/>
        <source>10th–90th percentile of the errors of %n published run(s), %1</source>
        <translation>
            <numerusform>%n 次已公开运行误差的第 10–90 百分位，%1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time range %1 – %2 (expected %3): %4</source>
        <translation>耗时范围 %1 – %2（预期 %3）：%4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Throughput range %1 – %2 samples/s (expected %3): %4</source>
        <translation>吞吐量范围 %1 – %2 样本/s（预期 %3）：%4</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>past the deadline and over the budget</source>
        <translation>超过期限且超出预算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>past the deadline</source>
        <translation>超过期限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>over the budget</source>
        <translation>超出预算</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>At the slow end of its range (90th percentile of %n published run(s)): %1, %2, %3.</source>
        <translation>
            <numerusform>按误差范围的慢端（%n 个公开运行的第 90 百分位）：%1，%2，%3。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RemoveScenarioCommand</name>
    <message>
        <location filename="../../core/document/scenariocommands.cpp" line="-27"/>
        <source>Delete scenario &quot;%1&quot;</source>
        <translation>删除方案“%1”</translation>
    </message>
</context>
<context>
    <name>RenameScenarioCommand</name>
    <message>
        <location line="+6"/>
        <source>Rename scenario &quot;%1&quot; to &quot;%2&quot;</source>
        <translation>将方案“%1”重命名为“%2”</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <location filename="../../core/xlsx/plansheets.cpp" line="-21"/>
        <location filename="../../ui/report/reportoptions.cpp" line="+45"/>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportoptions.cpp" line="+2"/>
        <source>Executive summary</source>
        <translation>执行摘要</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Workloads</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <location filename="../../core/xlsx/plansheets.cpp" line="-14"/>
        <location filename="../../ui/report/reportoptions.cpp" line="+2"/>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../../ui/report/reportoptions.cpp" line="+2"/>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shared pool</source>
        <translation>共享 GPU 池</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scenario comparison</source>
        <translation>方案对比</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measured runs and diagnostics</source>
        <translation>实测运行与诊断</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Appendix: formulas and sources</source>
        <translation>附录：公式与出处</translation>
    </message>
</context>
<context>
    <name>ReportBuilder</name>
    <message>
        <location filename="../../ui/report/reportbuilder.cpp" line="+242"/>
        <source>GPU Planning Report</source>
        <translation>GPU 规划报告</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Untitled plan</source>
        <translation>未命名方案</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prepared by</source>
        <translation>编制人</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n workload(s)</source>
        <translation>
            <numerusform>%n 个工作负载</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n GPU type(s)</source>
        <translation>
            <numerusform>%n 种 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n saved scenario(s)</source>
        <translation>
            <numerusform>%n 个已保存方案</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scope</source>
        <translation>范围</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Contents</source>
        <translation>目录</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Figures are estimates from published hardware figures and FlopSheet&apos;s models, not measurements; the appendix lists every formula with its source and where each hardware figure comes from.</source>
        <translation>文中数值均为依据公开硬件数据和 FlopSheet 模型得出的估算值，而非实测值；附录列出了每条公式及其出处，以及每项硬件数据的来源。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>deadline %1 h (%2 days)</source>
        <translation>期限 %1 h（%2 天）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>budget %1</source>
        <translation>预算 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The plan sets no deadline or budget; each training workload&apos;s fastest and cheapest results at the planned GPU counts are given instead.</source>
        <translation>方案未设定期限或预算；改为给出每个训练工作负载在规划 GPU 数下最快和最省钱的结果。</translation>
    </message>
    <message>
        <source>Limits of the plan: %1. For each training workload, the cheapest plan that meets the deadline and the fastest plan within the budget, searched over 1 to %2 GPUs of every included type.</source>
        <translation type="vanished">方案限制：%1。对每个训练工作负载，在每种已纳入型号的 1 到 %2 块 GPU 范围内，搜索满足期限的最省钱方案和预算内的最快方案。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Risk: %1</source>
        <translation>风险：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Assumption</source>
        <translation>假设</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>取值</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation type="vanished">期限</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation type="vanished">预算</translation>
    </message>
    <message>
        <source>Price multiplier (spot or reserved discount)</source>
        <translation type="vanished">价格乘数（竞价或预留折扣）</translation>
    </message>
    <message>
        <source>× %1</source>
        <translation type="vanished">× %1</translation>
    </message>
    <message>
        <source>Power usage effectiveness (PUE)</source>
        <translation type="vanished">电能使用效率 (PUE)</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation type="vanished">每节点 GPU 数</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Per workload</source>
        <translation>各工作负载</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Where no efficiency is given, FlopSheet assumes a fraction of the dense peak by model family, mode, GPU generation and precision, calibrated on published training and serving runs; the appendix states the efficiency each result assumed. A GPU type without the requested precision runs in the nearest one it has.</source>
        <translation>未给出效率时，FlopSheet 按模型类别、模式、GPU 代际和精度，假定为稠密峰值的一定比例，该比例依据公开的训练和推理运行数据校准；附录注明了每条结果所假定的效率。不支持所需精度的 GPU 型号按其最接近的精度运行。</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1, on %2:</source>
        <translation>%1，在 %2 上：</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Next layouts the search found: %1</source>
        <translation>搜索找到的其余布局：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>List price ($/GPU-h)</source>
        <translation>标价 ($/GPU-h)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Price used ($/GPU-h)</source>
        <translation>采用价格 ($/GPU-h)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Price date</source>
        <translation>价格日期</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+1"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Every workload on every included GPU type at the planned GPU count. Training costs are totals; serving is priced per million output tokens; throughput is over all GPUs.</source>
        <translation type="vanished">每个工作负载在每种已纳入 GPU 型号上、按规划的 GPU 数量计算。训练成本为总额；推理服务按每百万输出 token 计价；吞吐量为全部 GPU 之和。</translation>
    </message>
    <message>
        <source>Every workload on every included GPU type at the planned GPU count. Serving costs are per million output tokens; throughput is over all GPUs.</source>
        <translation type="vanished">每个工作负载在每种已纳入 GPU 型号上、按规划 GPU 数得出的结果。推理成本按每百万输出 token 计；吞吐量为全部 GPU 的合计。</translation>
    </message>
    <message>
        <location line="-116"/>
        <source>Limits of the plan: %1. For each training workload, the cheapest plan that meets the deadline and the fastest plan within the budget, searched over 1 to %2 GPUs of every included type, in whole nodes of %3 GPUs above one node.</source>
        <translation>方案限制：%1。对每个训练工作负载，在每种已纳入型号的 1 到 %2 块 GPU 范围内（超过一个节点时按每节点 %3 块的整节点计），搜索满足期限的最省钱方案和预算内的最快方案。</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>%1, on the plan&apos;s %2 × %3:</source>
        <translation>%1，在规划的 %2 × %3 上：</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Every workload on every included GPU type at the planned GPU count. Training costs are totals; serving is priced per million output tokens and per million samples (images, sequences, requests); throughput is over all GPUs.</source>
        <translation>每个工作负载在每种已纳入 GPU 型号上、按规划的 GPU 数量计算。训练成本为总额；推理服务按每百万输出 token 和每百万样本（图像、序列、请求）计价；吞吐量为全部 GPU 之和。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The planned count is each GPU type&apos;s &quot;%1&quot; in the hardware table. The summary&apos;s answers to the deadline and the budget were searched over other counts, so a row here may miss the deadline or the budget that a count there meets.</source>
        <translation>规划数量即硬件表中每种 GPU 型号的“%1”。摘要中针对期限和预算的答案是在其他 GPU 数量上搜索得出的，因此这里的某一行可能未满足期限或预算，而那里的数量可以满足。</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Batch schedule %1 on %2 × %3: %4 optimizer steps.</source>
        <translation>批大小调度 %1（%2 × %3）：%4 个优化器步。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stage</source>
        <translation>阶段</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Global batch (tokens)</source>
        <translation>全局批大小 (token)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Global batch (samples)</source>
        <translation>全局批大小 (样本)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Until (tokens)</source>
        <translation>截至 (token)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Until (samples)</source>
        <translation>截至 (样本)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Steps</source>
        <translation>步数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPUs busy</source>
        <translation>在用 GPU 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Micro-batch × accumulation</source>
        <translation>微批大小 × 累积步数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory / GPU (GiB)</source>
        <translation>每卡显存 (GiB)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+2"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 from %2</source>
        <translation>%1（%2 起）</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n job(s) share a pool of %1.</source>
        <translation>
            <numerusform>%n 个作业共享一个由 %1 组成的 GPU 池。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Policy: %1.</source>
        <translation>策略：%1。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Jobs</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation type="vanished">利用率</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Policy comparison</source>
        <translation>策略对比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every policy on the same pool and jobs; the plan above uses the one in bold.</source>
        <translation>各策略作用于相同的共享池和作业；上面的计划采用加粗显示的策略。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Each saved scenario (B) against the current plan (A): wall time and cost of every workload on every GPU type both include, at their planned GPU counts, and the change from A to B.</source>
        <translation>每个已保存方案（B）与当前计划（A）的对比：两者都包含的每种 GPU 型号上、按各自规划 GPU 数得出的每个工作负载的实际耗时和成本，以及从 A 到 B 的变化。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>A: %1 — B: %2</source>
        <translation>A：%1 — B：%2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Runs measured by the team and recorded in the plan. Each calibrates the same workload on the other GPU types and counts (the results&apos; calibrated time); the findings explain the gap to the model and what to try.</source>
        <translation>团队实测并记录在计划中的运行。每条记录都会校准同一工作负载在其他 GPU 型号和数量上的结果（结果中的校准耗时）；诊断说明与模型的差距及可尝试的改进。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>How each workload&apos;s recommended result was derived: the inputs, every formula with the numbers put in and its source, the memory per GPU and the warnings. The other GPU types use the same formulas with their own figures.</source>
        <translation>每个工作负载推荐结果的推导过程：输入、代入数值的每条公式及其出处、每卡显存以及警告。其他 GPU 型号使用相同的公式，代入各自的数据。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Sources of the hardware figures</source>
        <translation>硬件数据来源</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>not given</source>
        <translation>未提供</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Specifications</source>
        <translation>规格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>ReportOptions</name>
    <message>
        <location filename="../../ui/report/reportoptions.cpp" line="-44"/>
        <source>the report would cover %1 workloads on %2 GPU types (%3 results), more than the %4 a report lays out in about a minute</source>
        <translation>报告将涵盖 %1 个工作负载在 %2 种 GPU 上的结果（%3 个），超过了一份报告约一分钟内能排版的 %4 个</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose fewer workloads to report, or export the results as CSV or an Excel workbook, which hold every result.</source>
        <translation>请选择更少的工作负载写入报告，或将结果导出为 CSV 或 Excel 工作簿（它们包含全部结果）。</translation>
    </message>
</context>
<context>
    <name>ReportRenderer</name>
    <message>
        <location filename="../../ui/report/reportrenderer.cpp" line="+59"/>
        <source>Untitled plan</source>
        <translation>未命名方案</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+31"/>
        <source>GPU Planning Report — %1</source>
        <translation>GPU 规划报告 — %1</translation>
    </message>
    <message>
        <source>FlopSheet</source>
        <translation type="vanished">FlopSheet</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>FlopSheet %1</source>
        <translation>FlopSheet %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+7"/>
        <location line="+18"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Cannot write %1: the PDF could not be painted</source>
        <translation>无法写入 %1：无法绘制 PDF</translation>
    </message>
</context>
<context>
    <name>ReportSummary</name>
    <message>
        <location filename="../../ui/report/reportsummary.cpp" line="+39"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Fastest at the planned GPU counts: %1 × %2, %3 h.</source>
        <translation>按规划 GPU 数最快：%1 × %2，%3 h。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cheapest at the planned GPU counts: %1 × %2, %3.</source>
        <translation>按规划 GPU 数最省钱：%1 × %2，%3。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Lowest serving cost: %1 × %2, %3 per million output tokens.</source>
        <translation>推理成本最低：%1 × %2，每百万输出 token %3。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lowest serving cost: %1 × %2, %3 per million samples.</source>
        <translation>推理成本最低：%1 × %2，每百万样本 %3。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Fastest first token: %1 × %2, %3 ms at a batch of %4.</source>
        <translation>首 token 最快：%1 × %2，%3 ms，批大小 %4。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fastest per output token: %1 × %2, %3 ms at a batch of %4.</source>
        <translation>每个输出 token 最快：%1 × %2，%3 ms，批大小 %4。</translation>
    </message>
    <message>
        <source>Fastest first token: %1 × %2, %3 ms at a batch of %4 per GPU.</source>
        <translation type="vanished">首 token 最快：%1 × %2，%3 ms，每卡批大小 %4。</translation>
    </message>
    <message>
        <source>Fastest per output token: %1 × %2, %3 ms at a batch of %4 per GPU.</source>
        <translation type="vanished">每个输出 token 最快：%1 × %2，%3 ms，每卡批大小 %4。</translation>
    </message>
    <message>
        <source>Fastest first token: %1 × %2, %3 ms.</source>
        <translation type="vanished">首 token 最快：%1 × %2，%3 ms。</translation>
    </message>
    <message>
        <source>Fastest per output token: %1 × %2, %3 ms.</source>
        <translation type="vanished">每输出 token 最快：%1 × %2，%3 ms。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No included GPU type runs this workload as planned.</source>
        <translation>按当前规划，没有任何已纳入的 GPU 型号能运行此工作负载。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot run: %1</source>
        <translation>无法运行：%1</translation>
    </message>
</context>
<context>
    <name>ReportTable</name>
    <message>
        <location filename="../../ui/report/reporttable.cpp" line="+32"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no</source>
        <translation>否</translation>
    </message>
</context>
<context>
    <name>ResultSummary</name>
    <message>
        <location filename="../../ui/resultsummary.cpp" line="+85"/>
        <source>Select a result row to see how each figure was derived.</source>
        <translation>选中一行结果，即可查看每个数值的推导过程。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No GPU type is included. Tick &quot;Included&quot; in the hardware table.</source>
        <translation>没有纳入任何 GPU 型号。请在硬件表中勾选“纳入”。</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>error</source>
        <translation>出错</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (does not fit)</source>
        <translation>%1（放不下）</translation>
    </message>
    <message>
        <source>On each included GPU type, with the GPU count of its hardware row:</source>
        <translation type="vanished">在每种已纳入的 GPU 型号上（按其硬件行的 GPU 数量）：</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>On each included GPU type, with the GPU count it plans with:</source>
        <translation>在每种已纳入的 GPU 型号上，按其规划的 GPU 数量：</translation>
    </message>
    <message>
        <source>Fastest per output token that fits: %1 × %2, %3 ms.</source>
        <translation type="vanished">放得下且每个输出 token 最快：%1 × %2，%3 ms。</translation>
    </message>
    <message>
        <source>Fastest per output token that fits: %1 × %2, %3 ms at a batch of %4 per GPU.</source>
        <translation type="vanished">放得下且每个输出 token 最快：%1 × %2，%3 ms，每卡批大小 %4。</translation>
    </message>
    <message>
        <source>Fastest per output token that fits: %1 × %2, %3 ms at a batch of %4.</source>
        <translation type="vanished">放得下且每个输出 token 最快：%1 × %2，%3 ms，批大小 %4。</translation>
    </message>
    <message>
        <source>Cheapest per million samples that fits: %1 × %2, %3.</source>
        <translation type="vanished">放得下且每百万样本最便宜：%1 × %2，%3。</translation>
    </message>
    <message>
        <source>Cheapest per million output tokens that fits: %1 × %2, %3.</source>
        <translation type="vanished">放得下且每百万输出 token 最便宜：%1 × %2，%3。</translation>
    </message>
    <message>
        <source>Fastest that fits: %1 × %2, %3 h.</source>
        <translation type="vanished">放得下的最快方案：%1 × %2，%3 h。</translation>
    </message>
    <message>
        <source>Cheapest that fits: %1 × %2, %3.</source>
        <translation type="vanished">放得下的最省钱方案：%1 × %2，%3。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Fastest per output token that fits: %2 × %1, %3 ms at a batch of %4.</source>
        <translation>放得下且每个输出 token 最快：%2 × %1，%3 ms，批大小 %4。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cheapest per million samples that fits: %2 × %1, %3.</source>
        <translation>放得下且每百万样本最便宜：%2 × %1，%3。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cheapest per million output tokens that fits: %2 × %1, %3.</source>
        <translation>放得下且每百万输出 token 最便宜：%2 × %1，%3。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fastest that fits: %2 × %1, %3 h.</source>
        <translation>放得下的最快方案：%2 × %1，%3 h。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cheapest that fits: %2 × %1, %3.</source>
        <translation>放得下的最省钱方案：%2 × %1，%3。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It fits on none of these GPU types as planned.</source>
        <translation>按当前规划，这些 GPU 型号都放不下。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Specifications: %1</source>
        <translation>规格来源：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Price: %1 (%2)</source>
        <translation>价格来源：%1（%2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not included: tick &quot;Included&quot; to see its results.</source>
        <translation>未纳入：勾选“纳入”即可查看其结果。</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Every workload on %n of them:</source>
        <translation>
            <numerusform>所有工作负载在 %n 张此 GPU 上的结果：</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Select a result to see how its figures were derived: the formulas with the numbers put in, the assumptions and every warning. Select a workload or a GPU to compare its results.</source>
        <translation>选中一条结果，即可查看其各项数值的推导过程：代入数值的公式、所用假设以及所有警告。选中一个工作负载或 GPU，可对比其各项结果。</translation>
    </message>
</context>
<context>
    <name>SampleProject</name>
    <message>
        <location filename="../../core/document/sampleproject.cpp" line="+14"/>
        <source>Pre-train 7B transformer</source>
        <translation>预训练 7B Transformer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fine-tune Llama 2 7B</source>
        <translation>微调 Llama 2 7B</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ResNet-50 on ImageNet, 90 epochs</source>
        <translation>ResNet-50 ImageNet 训练 90 个 epoch</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Serve Llama 3 8B</source>
        <translation>Llama 3 8B 推理服务</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Spot prices (60% off)</source>
        <translation>竞价实例价格（便宜 60%）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pre-training in FP8</source>
        <translation>FP8 预训练</translation>
    </message>
</context>
<context>
    <name>SaveScenarioCommand</name>
    <message>
        <location filename="../../core/document/scenariocommands.cpp" line="-12"/>
        <source>Save scenario &quot;%1&quot;</source>
        <translation>保存方案“%1”</translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message>
        <location filename="../../ui/screenshot.cpp" line="+29"/>
        <source>cannot create a temporary folder: %1</source>
        <translation>无法创建临时文件夹：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the translation for %1 is missing</source>
        <translation>缺少 %1 的翻译</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>this build has no %1 chart</source>
        <translation>此版本没有 %1 图表</translation>
    </message>
    <message>
        <location line="-24"/>
        <location line="+17"/>
        <location line="+27"/>
        <source>cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
</context>
<context>
    <name>SetAssumptionsCommand</name>
    <message>
        <location filename="../../core/document/commands.cpp" line="+7"/>
        <source>Change assumptions</source>
        <translation>修改假设</translation>
    </message>
</context>
<context>
    <name>SetFieldsCommand</name>
    <message>
        <location line="-66"/>
        <source>Edit %1 of &quot;%2&quot;</source>
        <translation>编辑“%2”的%1</translation>
    </message>
</context>
<context>
    <name>StepTimes</name>
    <message>
        <location filename="../../core/io/steptimes.cpp" line="+36"/>
        <source>line %1 is not UTF-8 text</source>
        <translation>第 %1 行不是 UTF-8 文本</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>line %1, column %2: %3</source>
        <translation>第 %1 行第 %2 列：%3</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+49"/>
        <source>the file holds no step times</source>
        <translation>文件中没有每步耗时数据</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>line %1: no step_seconds column (the header has %2)</source>
        <translation>第 %1 行：没有 step_seconds 列（表头为 %2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>line %1: several columns but no header naming the step_seconds column</source>
        <translation>第 %1 行：有多列，但没有指明 step_seconds 列的表头</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>line %1: &quot;%2&quot; is not a number of seconds</source>
        <translation>第 %1 行：&quot;%2&quot; 不是秒数</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>line %1: a step time must be positive, not %2</source>
        <translation>第 %1 行：每步耗时必须为正数，而不是 %2</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>%1: median %2 s of %3 steps</source>
        <translation>%1：%3 步的中位数为 %2 s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: median %2 s of %3 steps after dropping the first %4 as warm-up</source>
        <translation>%1：去掉前 %4 步预热后，%3 步的中位数为 %2 s</translation>
    </message>
</context>
<context>
    <name>TableClipboard</name>
    <message>
        <location filename="../../ui/tableclipboard.cpp" line="+92"/>
        <source>The clipboard holds no cells to paste.</source>
        <translation>剪贴板中没有可粘贴的单元格。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Select the cell to paste into first.</source>
        <translation>请先选中要粘贴到的单元格。</translation>
    </message>
</context>
<context>
    <name>TableCsv</name>
    <message>
        <location filename="../../core/io/tablecsv.cpp" line="+62"/>
        <source>line %1, column %2</source>
        <translation>第 %1 行第 %2 列</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>line %1, character %2: %3</source>
        <translation>第 %1 行第 %2 个字符：%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file has no header row</source>
        <translation>文件没有表头行</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: unknown column &quot;%2&quot; (columns are %3)</source>
        <translation>%1：未知列 &quot;%2&quot;（可用的列：%3）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: column &quot;%2&quot; appears twice</source>
        <translation>%1：列 &quot;%2&quot; 出现了两次</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>line %1: the header has no &quot;%2&quot; column</source>
        <translation>第 %1 行：表头中没有 &quot;%2&quot; 列</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>line %1 is not UTF-8 text; save the file as CSV UTF-8</source>
        <translation>第 %1 行不是 UTF-8 文本；请将文件另存为 CSV UTF-8 格式</translation>
    </message>
    <message>
        <location line="+79"/>
        <location line="+9"/>
        <source>%1 (%2): %3</source>
        <translation>%1（%2）：%3</translation>
    </message>
    <message>
        <location filename="../../core/io/utf8.cpp" line="+77"/>
        <source>UTF-16 (little-endian)</source>
        <translation>UTF-16（小端）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>UTF-16 (big-endian)</source>
        <translation>UTF-16（大端）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>UTF-32 (little-endian)</source>
        <translation>UTF-32（小端）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>UTF-32 (big-endian)</source>
        <translation>UTF-32（大端）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is %1; save it as UTF-8</source>
        <translation>文件编码为 %1；请另存为 UTF-8</translation>
    </message>
</context>
<context>
    <name>Tables</name>
    <message>
        <location filename="../../core/document/calibrationtable.cpp" line="+47"/>
        <source>measured runs</source>
        <translation>实测记录</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n measured run(s)</source>
        <translation>
            <numerusform>%n 条实测记录</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Add %n measured run(s)</source>
        <translation>
            <numerusform>添加 %n 条实测记录</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Delete %n measured run(s)</source>
        <translation>
            <numerusform>删除 %n 条实测记录</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Set %1 of %n measured run(s)</source>
        <translation>
            <numerusform>设置 %n 条实测记录的%1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/document/hardwaretable.cpp" line="-111"/>
        <source>hardware</source>
        <translation>硬件</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n GPU type(s)</source>
        <translation>
            <numerusform>%n 种 GPU 型号</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Add %n GPU type(s)</source>
        <translation>
            <numerusform>添加 %n 种 GPU 型号</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Delete %n GPU type(s)</source>
        <translation>
            <numerusform>删除 %n 种 GPU 型号</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Set %1 of %n GPU type(s)</source>
        <translation>
            <numerusform>设置 %n 种 GPU 型号的%1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+113"/>
        <source>New GPU</source>
        <translation>新 GPU</translation>
    </message>
    <message>
        <location filename="../../core/document/workloadtable.cpp" line="+9"/>
        <source>workloads</source>
        <translation>工作负载</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n workload(s)</source>
        <translation>
            <numerusform>%n 个工作负载</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Add %n workload(s)</source>
        <translation>
            <numerusform>添加 %n 个工作负载</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Delete %n workload(s)</source>
        <translation>
            <numerusform>删除 %n 个工作负载</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Set %1 of %n workload(s)</source>
        <translation>
            <numerusform>设置 %n 个工作负载的%1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+285"/>
        <source>New workload</source>
        <translation>新工作负载</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>max applies to serving; for training give a number</source>
        <translation>max（最大）只用于推理；训练请填一个数</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 must be a multiple of the KV heads (%2)</source>
        <translation>%1 必须是 KV 头数（%2）的整数倍</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 must be a multiple of the heads (%2)</source>
        <translation>%1 必须是注意力头数（%2）的整数倍</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the width (%1) must be a multiple of the heads (%2)</source>
        <translation>宽度（%1）必须是注意力头数（%2）的整数倍</translation>
    </message>
    <message>
        <location filename="../../core/document/poolgputable.cpp" line="+8"/>
        <source>pool GPUs</source>
        <translation>池中 GPU</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n pool GPU type(s)</source>
        <translation>
            <numerusform>%n 种池中 GPU 型号</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Add %n pool GPU type(s)</source>
        <translation>
            <numerusform>添加 %n 种池中 GPU 型号</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Delete %n pool GPU type(s)</source>
        <translation>
            <numerusform>删除 %n 种池中 GPU 型号</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Set %1 of %n pool GPU type(s)</source>
        <translation>
            <numerusform>设置 %n 种池中 GPU 型号的%1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/document/pooljobtable.cpp" line="-113"/>
        <source>pool jobs</source>
        <translation>池作业</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n pool job(s)</source>
        <translation>
            <numerusform>%n 个池作业</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Add %n pool job(s)</source>
        <translation>
            <numerusform>添加 %n 个池作业</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Delete %n pool job(s)</source>
        <translation>
            <numerusform>删除 %n 个池作业</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Set %1 of %n pool job(s)</source>
        <translation>
            <numerusform>设置 %n 个池作业的%1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <location filename="../../core/estimate/units.cpp" line="+149"/>
        <source>a value is required</source>
        <translation>必须填写一个值</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&quot;%1&quot; is not a number</source>
        <translation>&quot;%1&quot; 不是数字</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is not a finite number</source>
        <translation>&quot;%1&quot; 不是有限数值</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>unknown unit &quot;%1&quot; in &quot;%2&quot;</source>
        <translation>&quot;%2&quot; 中的单位 &quot;%1&quot; 无法识别</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is too large</source>
        <translation>&quot;%1&quot; 过大</translation>
    </message>
</context>
<context>
    <name>UserFile</name>
    <message>
        <location filename="../../core/io/userfile.cpp" line="+19"/>
        <source>it is a folder, not a file</source>
        <translation>这是文件夹，不是文件</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>it is larger than %1 MB, far more than such a file holds</source>
        <translation>超过 %1 MB，远大于此类文件应有的大小</translation>
    </message>
</context>
<context>
    <name>Validator</name>
    <message>
        <location filename="../../core/validation/validator.cpp" line="+220"/>
        <source>hardware &quot;%1&quot; is not in the catalog</source>
        <translation>硬件 &quot;%1&quot; 不在目录中</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model &quot;%1&quot; is not in the catalog</source>
        <translation>模型 &quot;%1&quot; 不在目录中</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>precision &quot;%1&quot; is not modelled</source>
        <translation>未对精度 &quot;%1&quot; 建模</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>GPU count &quot;%1&quot; is not a positive whole number</source>
        <translation>GPU 数量“%1”不是正整数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU count not stated</source>
        <translation>未注明 GPU 数量</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>sequence length %1 is out of range</source>
        <translation>序列长度 %1 超出范围</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>batch is dynamic (server scenario)</source>
        <translation>批大小是动态的（server 场景）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>batch size %1 is out of range</source>
        <translation>批大小 %1 超出范围</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>global batch %1 is out of range</source>
        <translation>全局批大小 %1 超出范围</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>prompt and output lengths not stated</source>
        <translation>未注明提示词和输出长度</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>number of training tokens not stated</source>
        <translation>未注明训练 token 数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>dataset size or epochs not stated</source>
        <translation>未注明数据集大小或 epoch 数</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>no estimate (error %1)</source>
        <translation>无估算（误差 %1）</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+12"/>
        <source>unknown time unit &quot;%1&quot;</source>
        <translation>未知的时间单位 &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>metric &quot;%1&quot; is not predicted</source>
        <translation>不预测指标 &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the estimate has no figure for %1</source>
        <translation>估算结果中没有 %1 的数值</translation>
    </message>
</context>
<context>
    <name>Workbook</name>
    <message>
        <location filename="../../core/xlsx/workbook.cpp" line="+211"/>
        <source>the workbook could not be created</source>
        <translation>无法创建工作簿</translation>
    </message>
</context>
<context>
    <name>Workload</name>
    <message>
        <location filename="../../core/catalog/workload.cpp" line="+19"/>
        <source>must divide heads (%1)</source>
        <translation>必须能整除 heads（%1）</translation>
    </message>
</context>
<context>
    <name>XlsxExport</name>
    <message>
        <location filename="../../ui/xlsxexport.cpp" line="+26"/>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exported the plan to %1</source>
        <translation>已将计划导出到 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>plan</source>
        <translation>计划</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export the Plan as an Excel Workbook</source>
        <translation>将计划导出为 Excel 工作簿</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel 工作簿 (*.xlsx)</translation>
    </message>
</context>
<context>
    <name>flopsheet</name>
    <message>
        <source>%1: %2</source>
        <translation type="obsolete">%1：%2</translation>
    </message>
    <message>
        <source>it fits on none of the pool&apos;s GPUs at any gang size it may take</source>
        <translation type="vanished">在它可取的任何成组规模下，共享池中都没有放得下它的 GPU</translation>
    </message>
    <message>
        <source>a serving job needs the load it must hold (Load to hold)</source>
        <translation type="vanished">推理服务作业需要给出其必须承载的负载（需承载的负载）</translation>
    </message>
    <message>
        <source>no GPU type of the pool holds %1 %2, even with all its GPUs</source>
        <translation type="vanished">共享池中没有任何 GPU 型号能承载 %1 %2，即使用上该型号的全部 GPU 也不行</translation>
    </message>
    <message>
        <source>Pool GPU row %1: no GPU &quot;%2&quot; in the hardware table; left out</source>
        <translation type="vanished">池中 GPU 第 %1 行：硬件表中没有 GPU“%2”；已略过</translation>
    </message>
    <message>
        <source>Pool job row %1: no workload &quot;%2&quot; in the workload table; left out</source>
        <translation type="vanished">池作业第 %1 行：工作负载表中没有工作负载“%2”；已略过</translation>
    </message>
    <message>
        <source>Pool job row %1: %2 trains, so its load to hold is ignored</source>
        <translation type="vanished">池作业第 %1 行：%2 是训练作业，因此忽略其需承载的负载</translation>
    </message>
    <message>
        <source>never gets GPUs under this policy: the pool&apos;s free GPUs do not fit its gang</source>
        <translation type="vanished">在此策略下始终分不到 GPU：共享池的空闲 GPU 凑不齐它的成组规模</translation>
    </message>
    <message>
        <source>The plan stopped after %1 re-plans without finishing every job.</source>
        <translation type="vanished">计划在重新规划 %1 次后停止，仍有作业未完成。</translation>
    </message>
    <message>
        <source>did not finish</source>
        <translation type="vanished">未完成</translation>
    </message>
    <message>
        <source>%1 misses its deadline by %2 h</source>
        <translation type="vanished">%1 超出期限 %2 h</translation>
    </message>
    <message>
        <source>%1 misses its deadline: it does not finish</source>
        <translation type="vanished">%1 未能满足期限：它无法完成</translation>
    </message>
    <message>
        <source>%1 cannot meet its deadline even alone on its fastest gang: it needs %2 h, %3 h more than its window</source>
        <translation type="vanished">%1 即使独占其最快的成组 GPU 也无法满足期限：它需要 %2 h，比可用时间窗口多 %3 h</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation type="obsolete">期限</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation type="obsolete">预算</translation>
    </message>
    <message>
        <source>Price multiplier (spot or reserved discount)</source>
        <translation type="obsolete">价格乘数（竞价或预留折扣）</translation>
    </message>
    <message>
        <source>Power usage effectiveness (PUE)</source>
        <translation type="obsolete">电能使用效率 (PUE)</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation type="obsolete">每节点 GPU 数</translation>
    </message>
</context>
<context>
    <name>flopsheet::AnalyzerAction</name>
    <message>
        <location filename="../../ui/analyzer/analyzeraction.cpp" line="+15"/>
        <source>A&amp;nalyze Model…</source>
        <translation>分析模型(&amp;N)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edit A&amp;rchitecture…</source>
        <translation>编辑架构(&amp;R)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Count a model&apos;s parameters and FLOPs layer by layer (preset, ONNX, Hugging Face config or layer file) and send them to the current workload</source>
        <translation>逐层统计模型的参数量和 FLOPs（预设、ONNX、Hugging Face 配置或层文件），并写入当前工作负载</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Describe the current workload layer by layer (blocks repeated ×N) and send its parameters and FLOPs to it</source>
        <translation>逐层描述当前工作负载（块可重复 ×N），并将其参数量和 FLOPs 写入该工作负载</translation>
    </message>
</context>
<context>
    <name>flopsheet::AnalyzerDialog</name>
    <message>
        <location filename="../../ui/analyzer/analyzerdialog.cpp" line="+39"/>
        <source>Parameters to send:</source>
        <translation>写入的参数量：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Edit Layers…</source>
        <translation>编辑层(&amp;E)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Analyze Model for %1</source>
        <translation>为“%1”分析模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count parameters, MACs and activations layer by layer from a preset, an ONNX model, a Hugging Face config.json or a FlopSheet layer file. Apply sends the totals to the workload &quot;%1&quot; as one undo step.</source>
        <translation>根据预设、ONNX 模型、Hugging Face config.json 或 FlopSheet 层文件，逐层统计参数量、MACs 和激活值。“应用到工作负载”会将合计值写入工作负载“%1”，可一步撤销。</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+90"/>
        <source>From a file…</source>
        <translation>来自文件…</translation>
    </message>
    <message>
        <location line="-89"/>
        <source>&amp;Open File…</source>
        <translation>打开文件(&amp;O)…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the model&apos;s default</source>
        <translation>模型默认值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tokens per sequence for a Hugging Face config (FLOPs per token include attention over them)</source>
        <translation>Hugging Face 配置的每序列 token 数（每 token 的 FLOPs 包含对这些 token 的注意力计算）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as the model says, e.g. 1x3x224x224</source>
        <translation>按模型的设定，例如 1x3x224x224</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input shape, batch first, for an ONNX model, a layer file or a preset</source>
        <translation>ONNX 模型、层文件或预设的输入形状，批维度在前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total (memory: every expert is stored)</source>
        <translation>总量（显存：存储全部专家）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Active per token (compute: top-k experts)</source>
        <translation>每 token 激活量（计算：top-k 个专家）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A workload row has one parameter count; a mixture-of-experts model has two</source>
        <translation>工作负载行只有一个参数量，而混合专家模型有两个</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Model:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sequence length:</source>
        <translation>序列长度(&amp;S)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Input shape:</source>
        <translation>输入形状(&amp;I)：</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Apply to Workload</source>
        <translation>应用到工作负载(&amp;A)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Change the layers in the architecture editor: add, remove, repeat blocks</source>
        <translation>在架构编辑器中修改层：添加、删除、重复块</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Analyze Model</source>
        <translation>分析模型</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Models (*.onnx *.json);;All files (*)</source>
        <translation>模型 (*.onnx *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>input shape: %1</source>
        <translation>输入形状：%1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannot analyse this model: %1</source>
        <translation>无法分析此模型：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Parameters: %1</source>
        <translation>参数量：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>active per token: %1</source>
        <translation>每 token 激活：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MACs: %1</source>
        <translation>MACs：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forward FLOPs per sample: %1</source>
        <translation>每样本前向 FLOPs：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>per token: %1 at %2 tokens</source>
        <translation>每 token：%1（%2 个 token 时）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>KV cache: %1B per token</source>
        <translation>KV 缓存：每 token %1B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>activations: %1B</source>
        <translation>激活值：%1B</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not counted: %1</source>
        <translation>未计入：%1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Cannot apply: %1</source>
        <translation>无法应用：%1</translation>
    </message>
</context>
<context>
    <name>flopsheet::ArchitectureDialog</name>
    <message>
        <location filename="../../ui/analyzer/architecturedialog.cpp" line="+64"/>
        <source>Edit Architecture of %1</source>
        <translation>编辑“%1”的架构</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Describe &quot;%1&quot; layer by layer: every edit re-counts parameters, MACs and activations, blocks repeat ×N, and Apply sends the totals and the layers to the workload as one undo step.</source>
        <translation>逐层描述“%1”：每次编辑都会重新统计参数量、MACs 和激活值，块可重复 ×N，“应用”将总计和各层作为一个撤销步骤写入工作负载。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This workload&apos;s layers</source>
        <translation>此工作负载的层</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty network</source>
        <translation>空网络</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset: %1</source>
        <translation>预设：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open Layer File…</source>
        <translation>打开层文件(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save As…</source>
        <translation>另存为(&amp;S)…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Batch first: 1x3x224x224 for an image, 1x2048 for token ids</source>
        <translation>批维度在前：图像如 1x3x224x224，token id 如 1x2048</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 (4 bytes)</source>
        <translation>FP32（4 字节）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BF16 / FP16 (2 bytes)</source>
        <translation>BF16 / FP16（2 字节）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 / INT8 (1 byte)</source>
        <translation>FP8 / INT8（1 字节）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes per activation value, for the activation memory column</source>
        <translation>每个激活值的字节数，用于“激活值”显存列</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Activations in:</source>
        <translation>激活值精度：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start from:</source>
        <translation>起点：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Input shape:</source>
        <translation>输入形状(&amp;I)：</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Apply to Workload</source>
        <translation>应用到工作负载(&amp;A)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Send total parameters (memory: every expert is stored)</source>
        <translation>写入总参数量（显存：所有专家都要存储）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send active parameters per token (compute: top-k experts)</source>
        <translation>写入每 token 激活参数量（计算：top-k 个专家）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A workload row has one parameter count; a mixture-of-experts model has two</source>
        <translation>工作负载行只有一个参数量，而混合专家模型有两个</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>As analysed: %1</source>
        <translation>分析结果：%1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>&amp;Add Layer…</source>
        <translation>添加层(&amp;A)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a layer after the current one (the menu: inside a block, or in its shortcut)</source>
        <translation>在当前层之后添加一层（菜单中还可添加到块内部或其捷径分支中）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add Layer &amp;After Current…</source>
        <translation>在当前层之后添加层(&amp;A)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add Layer &amp;Inside Block…</source>
        <translation>在块内部添加层(&amp;I)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add Layer to Block&apos;s &amp;Shortcut…</source>
        <translation>向块的捷径分支添加层(&amp;S)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add &amp;Custom…</source>
        <translation>添加自定义层(&amp;C)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A layer without a built-in rule: give its parameters, MACs and output shape</source>
        <translation>没有内置规则的层：请给出其参数量、MACs 和输出形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change the current layer&apos;s settings (or double-click it)</source>
        <translation>修改当前层的设置（或双击该层）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove</source>
        <translation>删除(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move &amp;Up</source>
        <translation>上移(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move &amp;Down</source>
        <translation>下移(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Wrap in Block…</source>
        <translation>打包为块(&amp;W)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put the selected consecutive layers into a block repeated N times</source>
        <translation>将选中的连续层放入一个重复 N 次的块</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Un&amp;wrap</source>
        <translation>解包(&amp;W)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replace a block by its layers, once</source>
        <translation>用块中的层替换该块（展开一次）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Select a block to add a layer inside it or to its shortcut.</source>
        <translation>请选中一个块，才能在其内部或其捷径分支中添加层。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Add Custom Layer</source>
        <translation>添加自定义层</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add Layer</source>
        <translation>添加层</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Edit %1</source>
        <translation>编辑 %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Select one or more consecutive layers of the same block to wrap them.</source>
        <translation>请选中同一个块中一个或多个连续的层，再打包。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Wrap in Block</source>
        <translation>打包为块</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Repeat the block ×</source>
        <translation>块重复次数 ×</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Start from %1</source>
        <translation>基于 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open Layer File</source>
        <translation>打开层文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FlopSheet layer files (*.json);;All files (*)</source>
        <translation>FlopSheet 层文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open %1</source>
        <translation>打开 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File: %1</source>
        <translation>文件：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Save Layer File</source>
        <translation>保存层文件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>FlopSheet layer files (*.json)</source>
        <translation>FlopSheet 层文件 (*.json)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Input shape: %1</source>
        <translation>输入形状：%1</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>No layers yet: add one, or start from a preset or a layer file.</source>
        <translation>尚无任何层：请添加一层，或基于预设或层文件开始。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b style=&quot;color:#b71c1c&quot;&gt;The model is invalid:&lt;/b&gt; %1. Totals are shown once every layer fits its input.</source>
        <translation>&lt;b style=&quot;color:#b71c1c&quot;&gt;模型无效：&lt;/b&gt;%1。所有层都与其输入匹配后才会显示合计。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Parameters:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;参数量：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>active per token: %1</source>
        <translation>每 token 激活：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;MACs:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;MACs：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;forward FLOPs per sample:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;每样本前向 FLOPs：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>activations: %1B</source>
        <translation>激活值：%1B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>output %1</source>
        <translation>输出 %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Close the Architecture Editor</source>
        <translation>关闭架构编辑器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your layer edits were neither applied to the workload nor saved. Close anyway?</source>
        <translation>对各层的编辑既未应用到工作负载，也未保存。仍要关闭吗？</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Cannot apply: %1</source>
        <translation>无法应用：%1</translation>
    </message>
</context>
<context>
    <name>flopsheet::ArchitectureModel</name>
    <message>
        <location filename="../../core/analyzer/architecturemodel.cpp" line="+159"/>
        <source>Does not fit: %1</source>
        <translation>不匹配：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Input %1, output %2</source>
        <translation>输入 %1，输出 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not analysed: an earlier layer does not fit</source>
        <translation>未分析：前面有层与其输入不匹配</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>shortcut: %1</source>
        <translation>捷径分支：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>does not fit: %1</source>
        <translation>不匹配：%1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Layer</source>
        <translation>层</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Count</source>
        <translation>次数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Output shape</source>
        <translation>输出形状</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MACs</source>
        <translation>MACs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
</context>
<context>
    <name>flopsheet::Autosaver</name>
    <message>
        <location filename="../../ui/autosaver.cpp" line="+76"/>
        <source>cannot create the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Could not write the recovery copy %1: %2</source>
        <translation>无法写入恢复副本 %1：%2</translation>
    </message>
</context>
<context>
    <name>flopsheet::BatchChart</name>
    <message>
        <location filename="../../ui/charts/batchchart.cpp" line="+18"/>
        <source>throughput and memory against batch size</source>
        <translation>吞吐量与显存随批大小的变化</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+5"/>
        <source>Batch size: %1</source>
        <translation>批大小：%1</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>No GPU type is included.</source>
        <translation>没有纳入任何 GPU 型号。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Batch size: %1 on %2 × %3</source>
        <translation>批大小：%1（%2 × %3）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has no estimate on %2.</source>
        <translation>%1 在 %2 上没有估算结果。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Batch per GPU (samples)</source>
        <translation>每卡批大小 (样本)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Throughput (samples/s, all GPUs)</source>
        <translation>吞吐量 (样本/s，全部 GPU)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Samples/s</source>
        <translation>样本/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory per GPU (GiB)</source>
        <translation>每卡显存 (GiB)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GiB per GPU</source>
        <translation>每卡 GiB</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Throughput (left axis)</source>
        <translation>吞吐量（左轴）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Memory per GPU (right axis)</source>
        <translation>每卡显存（右轴）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Batch %1 per GPU
%2 samples/s
%3 GiB per GPU</source>
        <translation>每卡批大小 %1
%2 样本/s
每卡 %3 GiB</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Batch %1 per GPU
%2 GiB per GPU
does not fit in memory</source>
        <translation>每卡批大小 %1
每卡 %2 GiB
显存放不下</translation>
    </message>
    <message>
        <source>does not fit in memory</source>
        <translation type="vanished">显存放不下</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>GPU memory (%1 GiB)</source>
        <translation>GPU 显存（%1 GiB）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Largest batch that fits: %1, in a layout with more recompute or sharding
(%2 in batch 1&apos;s layout)</source>
        <translation>放得下的最大批大小：%1，需更多重计算或分片的布局
（批大小 1 的布局下为 %2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+5"/>
        <source>Largest batch that fits: %1</source>
        <translation>放得下的最大批大小：%1</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Fits up to %1</source>
        <translation>最多放得下 %1</translation>
    </message>
</context>
<context>
    <name>flopsheet::CalibrationDialog</name>
    <message>
        <location filename="../../ui/calibration/calibrationdialog.cpp" line="+37"/>
        <source>Measured Run</source>
        <translation>实测运行</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Samples per second (all GPUs)</source>
        <translation>每秒样本数（全部 GPU）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens per second (all GPUs; serving: output tokens)</source>
        <translation>每秒 token 数（全部 GPU；推理：输出 token）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seconds per optimizer step (serving: per batch)</source>
        <translation>每个优化器步的秒数（推理：每批）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>batch × data-parallel GPUs</source>
        <translation>批大小 × 数据并行 GPU 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Samples one measured step processes, with gradient accumulation; blank: one micro-batch on each data-parallel GPU</source>
        <translation>实测的一步所处理的样本数（含梯度累积）；留空表示每块数据并行 GPU 各一个微批</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>where the figure comes from</source>
        <translation>数据来源</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Workload:</source>
        <translation>工作负载(&amp;W)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;GPU:</source>
        <translation>GPU(&amp;G)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU &amp;count:</source>
        <translation>GPU 数量(&amp;C)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Precision:</source>
        <translation>精度(&amp;P)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Batch per GPU:</source>
        <translation>每卡批大小(&amp;B)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Measured:</source>
        <translation>实测指标(&amp;M)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Value:</source>
        <translation>数值(&amp;V)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Samples per step:</source>
        <translation>每步样本数(&amp;S)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Source:</source>
        <translation>来源(&amp;S)：</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The plan has no workload to measure: add one first.</source>
        <translation>方案中没有可实测的工作负载：请先添加一个。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The plan has no GPU type: add one first.</source>
        <translation>方案中没有 GPU 型号：请先添加一个。</translation>
    </message>
</context>
<context>
    <name>flopsheet::CalibrationListModel</name>
    <message>
        <location filename="../../core/models/calibrationlistmodel.cpp" line="+17"/>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory</source>
        <translation>访存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>communication</source>
        <translation>通信</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every part</source>
        <translation>所有部分</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Modelled</source>
        <translation>模型估算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measured / modelled time</source>
        <translation>实测 / 模型耗时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Achieved (TFLOP/s per GPU)</source>
        <translation>实际算力（每卡 TFLOP/s）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Efficiency (% of peak)</source>
        <translation>效率（峰值 %）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model efficiency (%)</source>
        <translation>模型效率 (%)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gap put on</source>
        <translation>差距归于</translation>
    </message>
</context>
<context>
    <name>flopsheet::CalibrationPanel</name>
    <message>
        <location filename="../../ui/calibration/calibrationpanel.cpp" line="+50"/>
        <source>Select a measurement to see what its gap to the model points at.</source>
        <translation>选中一条实测记录，即可查看它与模型的差距指向何处。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add…</source>
        <translation>添加…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record a measured run: samples/s, tokens/s or step time</source>
        <translation>记录一次实测运行：样本/s、token/s 或每步耗时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import Step Times…</source>
        <translation>导入每步耗时…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A CSV of step times in seconds (one per line, or a step_seconds column): the median after the first 10 % of steps, dropped as warm-up</source>
        <translation>以秒为单位的每步耗时 CSV（每行一个，或一个 step_seconds 列）：去掉前 10% 的步作为预热后取中位数</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: too few steps to tell warm-up from the rest</source>
        <translation>%1：步数太少，无法区分预热与其余各步</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+51"/>
        <source>Add Measured Run</source>
        <translation>添加实测运行</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>Add measurement of %1 on %2</source>
        <translation>添加 %1 在 %2 上的实测记录</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not Added</source>
        <translation>未添加</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Recorded a measurement of %1 on %2</source>
        <translation>已记录 %1 在 %2 上的实测</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Edit Measured Run</source>
        <translation>编辑实测运行</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Edit measurement of %1 on %2</source>
        <translation>编辑 %1 在 %2 上的实测记录</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not Changed</source>
        <translation>未更改</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Import Step Times</source>
        <translation>导入每步耗时</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>CSV 文件 (*.csv *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could Not Import</source>
        <translation>无法导入</translation>
    </message>
</context>
<context>
    <name>flopsheet::CatalogDialog</name>
    <message>
        <location filename="../../ui/catalogdialog.cpp" line="+27"/>
        <source>Add Workloads from the Catalog</source>
        <translation>从目录添加工作负载</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add GPUs from the Catalog</source>
        <translation>从目录添加 GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose one or more model presets. Each becomes a workload row you can edit.</source>
        <translation>选择一个或多个模型预设，每个预设都会成为一行可编辑的工作负载。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose one or more GPU types. Each becomes a hardware row you can edit.</source>
        <translation>选择一种或多种 GPU 型号，每种都会成为一行可编辑的硬件。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search by name, kind or source…</source>
        <translation>按名称、类型或来源搜索…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Search by name or vendor…</source>
        <translation>按名称或厂商搜索…</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+43"/>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>Add %n Rows</source>
        <translation>
            <numerusform>添加 %n 行</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>flopsheet::ChartDock</name>
    <message>
        <location filename="../../ui/charts/chartdock.cpp" line="+43"/>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Time vs Cost</source>
        <translation>时间与成本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per GPU</source>
        <translation>按 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scaling</source>
        <translation>扩展性</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch Size</source>
        <translation>批大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch Schedule</source>
        <translation>批大小调度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speedup</source>
        <translation>加速比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
</context>
<context>
    <name>flopsheet::ChartView</name>
    <message>
        <location filename="../../ui/charts/chartview.cpp" line="+97"/>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the chart as PNG or PDF</source>
        <translation>将图表保存为 PNG 或 PDF</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>this chart</source>
        <translation>此图表</translation>
    </message>
    <message>
        <location line="+111"/>
        <location line="+6"/>
        <source>Select a workload to chart it.</source>
        <translation>选中一个工作负载即可绘制图表。</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Add a workload and a GPU type to see %1.</source>
        <translation>添加一个工作负载和一种 GPU 型号即可查看%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a GPU type, or include one in the Hardware table, to see %1.</source>
        <translation>添加一种 GPU 型号，或在硬件表中纳入一种，即可查看%1。</translation>
    </message>
    <message>
        <location line="+352"/>
        <source>Click to show this GPU type&apos;s result.</source>
        <translation>点击查看该 GPU 型号的结果。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export Chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could Not Export</source>
        <translation>无法导出</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cannot write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export as PNG or PDF…</source>
        <translation>导出为 PNG 或 PDF…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset Zoom</source>
        <translation>重置缩放</translation>
    </message>
    <message>
        <source>%1 × %2
%3 wall time
%4</source>
        <translation type="vanished">%1 × %2
实际耗时 %3
%4</translation>
    </message>
    <message>
        <location filename="../../ui/charts/timecostchart.cpp" line="+23"/>
        <source>%2 × %1
%3 wall time
%4</source>
        <translation>%2 × %1
实际耗时 %3
%4</translation>
    </message>
</context>
<context>
    <name>flopsheet::FieldDelegate</name>
    <message>
        <location filename="../../ui/delegates/fielddelegate.cpp" line="+22"/>
        <source>e.g. 7B, 25.6M, 2e12</source>
        <translation>例如 7B、25.6M、2e12</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>e.g. 4.09 GFLOPs</source>
        <translation>例如 4.09 GFLOPs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a number, or empty for unknown</source>
        <translation>填写数字；留空表示未知</translation>
    </message>
</context>
<context>
    <name>flopsheet::GanttChart</name>
    <message>
        <location filename="../../ui/charts/ganttchart.cpp" line="+41"/>
        <source>Click to select this job.</source>
        <translation>点击以选中此作业。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Shared pool: %1</source>
        <translation>共享 GPU 池：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pool has no jobs: add GPU types and jobs in the Pool dock.</source>
        <translation>共享池中没有作业：请在“共享池”面板中添加 GPU 型号和作业。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pool has no GPUs: add GPU types in the Pool dock.</source>
        <translation>共享池中没有 GPU：请在“共享池”面板中添加 GPU 型号。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Days from the plan&apos;s start</source>
        <translation>距计划开始的天数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hours from the plan&apos;s start</source>
        <translation>距计划开始的小时数</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>%1: %2
%3 – %4 (%5)</source>
        <translation>%1：%2
%3 – %4（%5）</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>, done at %1</source>
        <comment>after a job&apos;s GPUs</comment>
        <translation>，完成于 %1</translation>
    </message>
    <message>
        <source>%1, done at %2</source>
        <translation type="vanished">%1，完成于 %2</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1: deadline %2, %3</source>
        <translation>%1：期限 %2，%3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deadline</source>
        <translation>期限</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>makespan %1</source>
        <translation>完工时间 %1</translation>
    </message>
</context>
<context>
    <name>flopsheet::GpuBarsChart</name>
    <message>
        <source>wall time and cost on each GPU type</source>
        <translation type="vanished">各 GPU 型号上的实际耗时与成本</translation>
    </message>
    <message>
        <location filename="../../ui/charts/gpubarschart.cpp" line="+42"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>time and cost on each GPU type</source>
        <translation>各 GPU 型号的时间与成本</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Latency and cost per million samples per GPU type: %1 at the planned GPU counts</source>
        <translation>各 GPU 型号的延迟与每百万样本成本：%1（按规划的 GPU 数量）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%2 × %1
%3 latency
%4 per million samples</source>
        <translation>%2 × %1
延迟 %3
每百万样本 %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time per output token and cost per million output tokens per GPU type: %1 at the planned GPU counts</source>
        <translation>各 GPU 型号的每输出 token 时间与每百万输出 token 成本：%1，按规划 GPU 数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%2 × %1
%3 per output token
%4 per million output tokens</source>
        <translation>%2 × %1
每输出 token %3
每百万输出 token %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wall time and cost per GPU type: %1 at the planned GPU counts</source>
        <translation>各 GPU 型号的实际耗时与成本：%1，按规划 GPU 数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%2 × %1
%3 wall time
%4</source>
        <translation>%2 × %1
实际耗时 %3
%4</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Per GPU type: %1</source>
        <translation>按 GPU 型号：%1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 has no estimate on any included GPU type.</source>
        <translation>%1 在所有已纳入的 GPU 型号上都没有估算结果。</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>at a batch of %1</source>
        <translation>批大小 %1</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Wall time (hours)</source>
        <translation>实际耗时 (小时)</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Time per output token (ms)</source>
        <translation>每输出 token 时间 (ms)</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Latency (ms)</source>
        <translation>延迟 (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cost per million samples (USD)</source>
        <translation>每百万样本成本 (USD)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cost (USD)</source>
        <translation>成本 (USD)</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Cost per million output tokens (USD)</source>
        <translation>每百万输出 token 成本 (USD)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Wall time (solid, left axis)</source>
        <translation>实际耗时（实心，左轴）</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Time per output token (solid, left axis)</source>
        <translation>每输出 token 时间（实心，左轴）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cost (hatched, right axis)</source>
        <translation>成本（斜线，右轴）</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Cost per 1M output tokens (hatched, right axis)</source>
        <translation>每百万输出 token 成本（斜线，右轴）</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Latency (solid, left axis)</source>
        <translation>延迟（实心，左轴）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost per 1M samples (hatched, right axis)</source>
        <translation>每百万样本成本（斜线，右轴）</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>%1
× %2%3</source>
        <translation>%1
× %2%3</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source> (does not fit)</source>
        <translation>（放不下）</translation>
    </message>
    <message>
        <source>%1 × %2
%3 latency
%4 per million samples</source>
        <translation type="vanished">%1 × %2
延迟 %3
每百万样本 %4</translation>
    </message>
    <message>
        <source>%1 × %2
%3 per output token
%4 per million output tokens</source>
        <translation type="vanished">%1 × %2
每输出 token %3
每百万输出 token %4</translation>
    </message>
    <message>
        <source>%1 × %2
%3 wall time
%4</source>
        <translation type="vanished">%1 × %2
实际耗时 %3
%4</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>at a batch of %1 per GPU</source>
        <translation type="vanished">每卡批大小 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>does not fit in memory</source>
        <translation>显存放不下</translation>
    </message>
</context>
<context>
    <name>flopsheet::LayerDialog</name>
    <message>
        <location filename="../../ui/analyzer/layerdialog.cpp" line="+50"/>
        <source>Block</source>
        <translation>块</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Layer</source>
        <translation>层</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>optional; numbered after its kind when empty</source>
        <translation>可选；留空时按类型自动编号</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Kind:</source>
        <translation>类型(&amp;K)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+89"/>
        <source>Out channels:</source>
        <translation>输出通道数：</translation>
    </message>
    <message>
        <location line="-88"/>
        <source>Kernel:</source>
        <translation>核大小：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>3, or 3x3 / 1x3x3 per spatial dimension</source>
        <translation>3，或按空间维度写作 3x3 / 1x3x3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stride:</source>
        <translation>步幅：</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+3"/>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Padding:</source>
        <translation>填充：</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>0</source>
        <translation>0</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Output padding:</source>
        <translation>输出填充：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dilation:</source>
        <translation>膨胀：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Groups:</source>
        <translation>分组数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ceil mode:</source>
        <translation>向上取整模式：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Round output sizes up</source>
        <translation>输出尺寸向上取整</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output size:</source>
        <translation>输出尺寸：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 (global average pooling)</source>
        <translation>1（全局平均池化）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+83"/>
        <source>In features:</source>
        <translation>输入特征数：</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>from the input</source>
        <translation>取自输入</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+86"/>
        <source>Rows:</source>
        <translation>行数：</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>Heads:</source>
        <translation>头数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV heads:</source>
        <translation>KV 头数：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>as many as heads (multi-head)</source>
        <translation>与头数相同（多头）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Head dimension:</source>
        <translation>头维度：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hidden size / heads</source>
        <translation>隐藏维度 / 头数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Window:</source>
        <translation>窗口：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the whole sequence</source>
        <translation>整个序列</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+82"/>
        <source>FFN size:</source>
        <translation>FFN 维度：</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>Experts:</source>
        <translation>专家数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top-k:</source>
        <translation>Top-k：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activation:</source>
        <translation>激活函数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gated:</source>
        <translation>门控：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Gate, up and down matrices (SwiGLU, GeGLU)</source>
        <translation>gate、up、down 三个矩阵（SwiGLU、GeGLU）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bias:</source>
        <translation>偏置：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Learned biases</source>
        <translation>可学习偏置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Q, K, V biases:</source>
        <translation>Q、K、V 偏置：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Biases on the query, key and value projections</source>
        <translation>query、key 和 value 投影上的偏置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Causal:</source>
        <translation>因果：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A decoder: keeps a KV cache while generating</source>
        <translation>解码器：生成时保留 KV 缓存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tied weights:</source>
        <translation>共享权重：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Uses another layer&apos;s weights (MACs counted, parameters not)</source>
        <translation>使用另一层的权重（计入 MACs，不计参数量）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters:</source>
        <translation>参数量：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>e.g. 1.2M or 1200000</source>
        <translation>例如 1.2M 或 1200000</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MACs:</source>
        <translation>MACs：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>per forward pass of the whole input, e.g. 3.4G</source>
        <translation>整个输入一次前向的值，例如 3.4G</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output shape:</source>
        <translation>输出形状：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the same as the input, or e.g. 1x10</source>
        <translation>与输入相同，或填写如 1x10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repeat ×:</source>
        <translation>重复 ×：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Residual:</source>
        <translation>残差：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add the block&apos;s input (or its shortcut) to its output</source>
        <translation>将块的输入（或其捷径分支）加到输出上</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Dimension:</source>
        <translation>维度：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out features:</source>
        <translation>输出特征数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In channels:</source>
        <translation>输入通道数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vocabulary:</source>
        <translation>词表大小：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Positions:</source>
        <translation>位置数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens:</source>
        <translation>token 数：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FFN size per expert:</source>
        <translation>每个专家的 FFN 维度：</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>must not be negative</source>
        <translation>不能为负数</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>is needed</source>
        <translation>为必填项</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>must not exceed the number of experts (%1)</source>
        <translation>不能超过专家数（%1）</translation>
    </message>
</context>
<context>
    <name>flopsheet::LayerTableModel</name>
    <message>
        <location filename="../../core/analyzer/layertablemodel.cpp" line="+37"/>
        <source>Input %1</source>
        <translation>输入 %1</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Layer</source>
        <translation>层</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Count</source>
        <translation>次数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Output shape</source>
        <translation>输出形状</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MACs</source>
        <translation>MACs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
</context>
<context>
    <name>flopsheet::MainWindow</name>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="+148"/>
        <source>Workloads</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Results: every workload on every included GPU type</source>
        <translation type="vanished">结果：每个工作负载在每种已纳入 GPU 型号上的估算</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Details</source>
        <translation>详情</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>What-if</source>
        <translation>假设分析</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Planner</source>
        <translation>规划器</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Scenarios</source>
        <translation>方案</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Calibrations</source>
        <translation>校准</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU Monitor</source>
        <translation>GPU 监视器</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pool</source>
        <translation>共享池</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start an empty plan</source>
        <translation>新建一个空白方案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New</source>
        <translation>新建</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a FlopSheet plan</source>
        <translation>打开 FlopSheet 方案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the plan</source>
        <translation>保存方案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+6"/>
        <source>&amp;Workloads…</source>
        <translation>工作负载(&amp;W)…</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Append workload rows from a CSV file</source>
        <translation>从 CSV 文件追加工作负载行</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <source>&amp;Hardware…</source>
        <translation>硬件(&amp;H)…</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Append GPU rows from a CSV file</source>
        <translation>从 CSV 文件追加 GPU 行</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Results…</source>
        <translation>结果(&amp;R)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the results as shown: sorted, filtered, visible columns</source>
        <translation>按当前显示导出结果：保留排序、筛选和可见列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export E&amp;xcel Workbook…</source>
        <translation>导出 Excel 工作簿(&amp;X)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write the whole plan to one .xlsx file: results, every table, assumptions</source>
        <translation>将整个计划写入一个 .xlsx 文件：结果、所有表格和假设</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Details Pane</source>
        <translation>详情面板(&amp;D)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show or hide how the selected row&apos;s figures were derived</source>
        <translation>显示或隐藏所选行各数字的推导过程</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reset Layout</source>
        <translation>重置布局(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put every panel back in its default place and size for this window</source>
        <translation>把每个面板放回此窗口大小下的默认位置和尺寸</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Layout reset to the default for a %1 × %2 window.</source>
        <translation>布局已重置为 %1 × %2 窗口的默认布局。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Charts</source>
        <translation>图表(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show or hide the charts of the selected workload</source>
        <translation>显示或隐藏所选工作负载的图表</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;What-if Controls</source>
        <translation>假设分析控件(&amp;W)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Planner</source>
        <translation>规划器(&amp;P)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Scenarios</source>
        <translation>方案(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shared &amp;Pool</source>
        <translation>共享池(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show or hide the shared GPU pool: its jobs, policy, plan and charts</source>
        <translation>显示或隐藏共享 GPU 池：其中的作业、策略、计划和图表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit Columns to Contents</source>
        <translation>列宽适应内容(&amp;F)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;System Default (%1)</source>
        <translation>跟随系统（%1）(&amp;S)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Getting Started</source>
        <translation>入门(&amp;G)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first steps: workloads, GPUs, results, a deadline or a budget, a report</source>
        <translation>第一步：工作负载、GPU、结果、期限或预算、报告</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start an Empty Plan</source>
        <translation>新建空白计划</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the example and start a plan of your own</source>
        <translation>关闭示例，开始你自己的计划</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;About FlopSheet</source>
        <translation>关于 FlopSheet(&amp;A)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Import CSV</source>
        <translation>导入 CSV(&amp;I)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Export CSV</source>
        <translation>导出 CSV(&amp;E)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Table</source>
        <translation>表格(&amp;T)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Add &amp;This Machine&apos;s GPU</source>
        <translation>添加本机 GPU(&amp;T)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Welcome</source>
        <translation>欢迎</translation>
    </message>
    <message>
        <source>No workloads yet. Table › Add Workloads from Catalog (Ctrl+Shift+M) adds standard models; Table › Add Workload starts a row of your own.</source>
        <translation type="vanished">还没有工作负载。表格 › 从目录添加工作负载（Ctrl+Shift+M）加入标准模型；表格 › 添加工作负载新建一行自己填写。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>No GPU types yet. Table › Add GPUs from Catalog (Ctrl+Shift+G) adds datasheet figures with their sources.</source>
        <translation>还没有 GPU 型号。表格 › 从目录添加 GPU（Ctrl+Shift+G）加入带出处的规格书数据。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Results appear here: one row for every workload on every included GPU type.</source>
        <translation>结果会显示在这里：每个工作负载在每种已纳入的 GPU 型号上各占一行。</translation>
    </message>
    <message>
        <location line="+169"/>
        <source>Example plan</source>
        <translation>示例计划</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>Could Not Import</source>
        <translation>无法导入</translation>
    </message>
    <message>
        <location line="-389"/>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+331"/>
        <source>No workloads yet: Table › Add Workloads from Catalog (Ctrl+Shift+M), or Add Workload for a model of your own.</source>
        <translation>还没有工作负载：表格 › 从目录添加工作负载（Ctrl+Shift+M），或用“添加工作负载”填写你自己的模型。</translation>
    </message>
    <message>
        <location line="+71"/>
        <location line="+9"/>
        <location line="+9"/>
        <source>Could Not Export</source>
        <translation>无法导出</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The translation for %1 is missing from this build.</source>
        <translation>此版本中缺少 %1 的翻译。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>About FlopSheet</source>
        <translation>关于 FlopSheet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;FlopSheet %1&lt;/h3&gt;&lt;p&gt;GPU capacity planning: how many FLOPs a job needs, how long it takes on which GPUs, whether it fits in memory and what it costs.&lt;/p&gt;&lt;p&gt;Every figure in the details pane names its formula and source.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;FlopSheet %1&lt;/h3&gt;&lt;p&gt;GPU 算力规划：一个任务需要多少 FLOPs，在哪些 GPU 上要跑多久，显存是否放得下，要花多少钱。&lt;/p&gt;&lt;p&gt;详情面板中的每个数值都注明了所用公式和出处。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1[*] — FlopSheet</source>
        <translation>%1[*] — FlopSheet</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>%1 × %2 = %3</source>
        <comment>workloads × GPU types = results</comment>
        <translation>%1 × %2 = %3</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n workload(s)</source>
        <translation>
            <numerusform>%n 个工作负载</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n GPU type(s)</source>
        <translation>
            <numerusform>%n 种 GPU 型号</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n result(s)</source>
        <translation>
            <numerusform>%n 条结果</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>flopsheet::MemoryChart</name>
    <message>
        <location filename="../../ui/charts/memorychart.cpp" line="+43"/>
        <source>memory per GPU</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Memory per GPU: %1 at the planned GPU counts</source>
        <translation>每卡显存：%1，按规划 GPU 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory per GPU: %1</source>
        <translation>每卡显存：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 has no estimate on any included GPU type.</source>
        <translation>%1 在所有已纳入的 GPU 型号上都没有估算结果。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer state</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overhead</source>
        <translation>框架开销</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Memory per GPU (GiB)</source>
        <translation>每卡显存 (GiB)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>GPU memory (fits)</source>
        <translation>GPU 显存（放得下）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU memory (does not fit)</source>
        <translation>GPU 显存（放不下）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1
× %2</source>
        <translation>%1
× %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%2 × %1
%3 GiB of %4 GiB per GPU</source>
        <translation>%2 × %1
每卡 %3 GiB / %4 GiB</translation>
    </message>
    <message>
        <source>%1 × %2
%3 GiB of %4 GiB per GPU</source>
        <translation type="vanished">%1 × %2
每卡 %3 GiB / %4 GiB</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+19"/>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>%1 GiB
does not fit</source>
        <translation>%1 GiB
放不下</translation>
    </message>
</context>
<context>
    <name>flopsheet::MonitorPanel</name>
    <message>
        <location filename="../../ui/monitor/monitorpanel.cpp" line="+37"/>
        <source>Utilization (%)</source>
        <translation>利用率 (%)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory used (GiB)</source>
        <translation>已用显存 (GiB)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Power (W)</source>
        <translation>功耗 (W)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Temperature (°C)</source>
        <translation>温度 (°C)</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+66"/>
        <source>The GPU monitor starts when this panel is shown.</source>
        <translation>此面板显示时，GPU 监视器才会启动。</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>Add to Hardware Table</source>
        <translation>添加到硬件表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Insert the catalog GPU closest to this machine&apos;s, with as many as it has</source>
        <translation>插入目录中与本机 GPU 最接近的型号，数量与本机相同</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>GPU %1: %2</source>
        <translation>GPU %1：%2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1. The monitor and &quot;Add to Hardware Table&quot; are off; everything else works without them.</source>
        <translation>%1。监视器和“添加到硬件表”已停用；其他功能不受影响。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>NVML found no NVIDIA GPU on this machine.</source>
        <translation>NVML 未在本机找到 NVIDIA GPU。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n NVIDIA GPU(s) on this machine, read once a second through NVML while this panel is visible.</source>
        <translation>
            <numerusform>本机有 %n 块 NVIDIA GPU；此面板可见时，每秒通过 NVML 读取一次。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1: %2 % busy, %3 of %4 GiB, %5 W, %6 °C</source>
        <translation>%1：占用 %2%，%3 / %4 GiB，%5 W，%6 °C</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No catalog GPU to add for %1</source>
        <translation>目录中没有可为 %1 添加的 GPU</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Added %1 × %2 (this machine&apos;s %3)</source>
        <translation>已添加 %1 × %2（本机的 %3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Added %1 × %2, the closest catalog GPU to this machine&apos;s %3: check its figures</source>
        <translation>已添加 %1 × %2，这是目录中与本机 %3 最接近的 GPU：请核对其数据</translation>
    </message>
</context>
<context>
    <name>flopsheet::NetworkEditor</name>
    <message>
        <location filename="../../core/analyzer/networkeditor.cpp" line="+84"/>
        <source>the input shape needs 1 to %1 dimensions, each at least 1</source>
        <translation>输入形状须有 1 到 %1 个维度，且每个维度至少为 1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Input shape %1</source>
        <translation>输入形状 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>bytes per value must be from 0 to 16</source>
        <translation>每个值的字节数必须在 0 到 16 之间</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Bytes per activation value</source>
        <translation>每个激活值的字节数</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add %1</source>
        <translation>添加 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Remove %n layer(s)</source>
        <translation>
            <numerusform>删除 %n 个层</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Move layer up</source>
        <translation>上移层</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move layer down</source>
        <translation>下移层</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Wrap %n layer(s) in a block</source>
        <translation>
            <numerusform>将 %n 个层打包为块</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unwrap block</source>
        <translation>解包块</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Edit %1</source>
        <translation>编辑 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Repeat block ×%1</source>
        <translation>块重复 ×%1</translation>
    </message>
</context>
<context>
    <name>flopsheet::PlannerModel</name>
    <message>
        <location filename="../../core/models/plannermodel.cpp" line="+75"/>
        <source>Select a workload to plan for.</source>
        <translation>请选择要规划的工作负载。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;%1&quot; is a serving workload; the planner answers training deadlines and budgets.</source>
        <translation>“%1”是推理工作负载；规划器只回答训练的期限和预算问题。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Set a deadline in the What-if panel to see the fewest GPUs of each type that meet it.</source>
        <translation>在“假设分析”面板中设置期限，即可查看每种 GPU 满足期限所需的最少数量。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set a budget in the What-if panel to see the fastest plan of each type within it.</source>
        <translation>在“假设分析”面板中设置预算，即可查看每种 GPU 在预算内最快的方案。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No GPU type finishes &quot;%1&quot; within %2 h on up to %3 GPUs.</source>
        <translation>在最多 %3 块 GPU 上，没有任何 GPU 型号能在 %2 h 内完成“%1”。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No GPU type trains &quot;%1&quot; within %2.</source>
        <translation>没有任何 GPU 型号能在 %2 内训练完“%1”。</translation>
    </message>
    <message>
        <source>%1 The fastest: %2 × %3, %4 h, %5.</source>
        <translation type="vanished">%1最快的是：%2 × %3，%4 h，%5。</translation>
    </message>
    <message>
        <source>%1 The cheapest: %2 × %3, %4 h, %5.</source>
        <translation type="vanished">%1最便宜的是：%2 × %3，%4 h，%5。</translation>
    </message>
    <message>
        <source>Cheapest within %1 h: %2 × %3, %4 h, %5.</source>
        <translation type="vanished">%1 h 内最便宜：%2 × %3，%4 h，%5。</translation>
    </message>
    <message>
        <source>Fastest within %1: %2 × %3, %4 h, %5.</source>
        <translation type="vanished">%1 内最快：%2 × %3，%4 h，%5。</translation>
    </message>
    <message>
        <source>%1 The fastest: %2 × %3, %4, %5.</source>
        <translation type="vanished">%1最快的是：%2 × %3，%4，%5。</translation>
    </message>
    <message>
        <source>%1 The cheapest: %2 × %3, %4, %5.</source>
        <translation type="vanished">%1最便宜的是：%2 × %3，%4，%5。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 The fastest: %3 × %2, %4, %5.</source>
        <translation>%1最快的是：%3 × %2，%4，%5。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 The cheapest: %3 × %2, %4, %5.</source>
        <translation>%1最便宜的是：%3 × %2，%4，%5。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cheapest within %1 h: %2 × %3, %4, %5.</source>
        <translation>%1 h 内最便宜：%2 × %3，%4，%5。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fastest within %1: %2 × %3, %4, %5.</source>
        <translation>%1 内最快：%2 × %3，%4，%5。</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>over the %1 budget</source>
        <translation>超出 %1 的预算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>past the %1 h deadline</source>
        <translation>晚于 %1 h 的期限</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Recommended: cheapest</source>
        <translation>推荐：最便宜</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Recommended: fastest</source>
        <translation>推荐：最快</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, but %2</source>
        <translation>%1，但%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>meets the goal</source>
        <translation>满足目标</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>meets the goal, %1</source>
        <translation>满足目标，但%1</translation>
    </message>
    <message numerus="yes">
        <location line="+35"/>
        <source>Any count up to one node, then whole nodes of %n GPU(s) (the plan&apos;s GPUs per node): a job across servers rents and schedules them whole</source>
        <translation>
            <numerusform>一个节点以内可取任意数量，超过一个节点时按整节点（每节点 %n 块 GPU，即方案的每节点 GPU 数）计：跨服务器的作业按整台服务器租用和调度</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot run: %1</source>
        <translation type="vanished">无法运行：%1</translation>
    </message>
    <message>
        <source>over budget at every count that fits</source>
        <translation type="vanished">在所有放得下的数量上都超出预算</translation>
    </message>
    <message>
        <source>does not fit on up to %1 GPUs</source>
        <translation type="vanished">在最多 %1 块 GPU 上都放不下</translation>
    </message>
    <message>
        <source>too slow on up to %1 GPUs</source>
        <translation type="vanished">在最多 %1 块 GPU 上仍太慢</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fewest GPUs</source>
        <translation>最少 GPU 数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wall time (h)</source>
        <translation>实际耗时 (h)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost ($)</source>
        <translation>成本 ($)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory / GPU</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
</context>
<context>
    <name>flopsheet::PlannerPanel</name>
    <message>
        <location filename="../../ui/planner/plannerpanel.cpp" line="+23"/>
        <source>Meet the deadline at the lowest cost</source>
        <translation>以最低费用满足期限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finish fastest within the budget</source>
        <translation>在预算内最快完成</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Use This Plan for This Workload</source>
        <translation>对此工作负载采用此方案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use This Plan for Every Workload</source>
        <translation>对所有工作负载采用此方案</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>Select a GPU type the planner found a plan on</source>
        <translation>请选择规划器找到方案的 GPU 型号</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Plan &quot;%1&quot; with %2 × %3. The %3 row keeps its %4 GPUs for the other workloads.</source>
        <translation>以 %2 × %3 规划“%1”。%3 这一行仍以 %4 张 GPU 用于其他工作负载。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use This Plan for Every Workload on %1</source>
        <translation>对 %1 上的所有工作负载采用此方案</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Set the %1 row to %n GPU(s): every workload on %1 plans with them, also one given a count of its own</source>
        <translation>
            <numerusform>把 %1 这一行设为 %n 张 GPU：%1 上的每个工作负载都按此规划，包括已有自己数量的工作负载</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>Every workload on %1 now plans with %n GPU(s)</source>
        <translation>
            <numerusform>%1 上的所有工作负载现在按 %n 张 GPU 规划</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot; now plans with %2 × %3; the other workloads keep the %3 row&apos;s %4 GPUs</source>
        <translation>“%1”现在按 %2 × %3 规划；其他工作负载仍用 %3 这一行的 %4 张 GPU</translation>
    </message>
    <message>
        <source>Use This Plan</source>
        <translation type="vanished">采用此方案</translation>
    </message>
    <message>
        <source>Set the selected GPU type&apos;s count to the planned number of GPUs</source>
        <translation type="vanished">将所选 GPU 型号的数量设为规划的 GPU 数</translation>
    </message>
    <message numerus="yes">
        <source>%1 now plans with %n GPU(s)</source>
        <translation type="vanished">
            <numerusform>%1 现按 %n 块 GPU 规划</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>flopsheet::PolicyChooser</name>
    <message>
        <location filename="../../ui/pool/policychooser.cpp" line="+25"/>
        <source>&amp;Policy:</source>
        <translation>策略(&amp;P)：</translation>
    </message>
</context>
<context>
    <name>flopsheet::PolicyComparisonModel</name>
    <message>
        <location filename="../../ui/pool/policycomparisonmodel.cpp" line="+59"/>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1; %n unfinished</source>
        <translation>
            <numerusform>%1；%n 个未完成</numerusform>
        </translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Policy</source>
        <translation>策略</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Average completion</source>
        <translation>平均完成时间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Makespan</source>
        <translation>完工时间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jobs&apos; cost</source>
        <translation>作业成本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pool cost</source>
        <translation>共享池成本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Worst ρ</source>
        <translation>最差 ρ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deadlines met</source>
        <translation>满足期限数</translation>
    </message>
</context>
<context>
    <name>flopsheet::PoolPanel</name>
    <message>
        <location filename="../../ui/pool/poolpanel.cpp" line="+39"/>
        <source>Policy</source>
        <translation>策略</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What-if</source>
        <translation>假设分析</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Gantt</source>
        <translation>甘特图</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Utilization</source>
        <translation>利用率</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Jobs</source>
        <translation>作业</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare Policies</source>
        <translation>比较策略</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>No shared pool: add GPU types and jobs above, or open a plan that has one.</source>
        <translation>没有共享池：请在上方添加 GPU 型号和作业，或打开包含共享池的方案。</translation>
    </message>
</context>
<context>
    <name>flopsheet::PoolResultModel</name>
    <message>
        <source>%1 (serving)</source>
        <translation type="vanished">%1（推理服务）</translation>
    </message>
    <message>
        <location filename="../../ui/pool/poolresultmodel.cpp" line="+50"/>
        <source>serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+2"/>
        <source>never</source>
        <translation>从未</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Finish time against the time with a 1/n share of the pool (Themis): 1 is fair, 2 took twice as long</source>
        <translation>完成用时与按 1/n 份额使用共享池时的用时之比（Themis）：1 为公平，2 表示用时翻倍</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Job</source>
        <translation>作业</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs over time</source>
        <translation>各时段 GPU 占用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finish</source>
        <translation>完成</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait</source>
        <translation>等待</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU-hours</source>
        <translation>GPU 时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ρ</source>
        <translation>ρ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deadline</source>
        <translation>期限</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
</context>
<context>
    <name>flopsheet::PoolTables</name>
    <message>
        <location filename="../../ui/pool/pooltables.cpp" line="+26"/>
        <source>Pool GPUs</source>
        <translation>池中 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jobs</source>
        <translation>作业</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Add GPU Type</source>
        <translation>添加 GPU 型号</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add a GPU type of the hardware table to the pool</source>
        <translation>将硬件表中的一种 GPU 型号加入共享池</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add Job</source>
        <translation>添加作业</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Let a workload of the plan share the pool</source>
        <translation>让方案中的一个工作负载共享此 GPU 池</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the selected rows of the pool table that has the focus</source>
        <translation>删除当前获得焦点的共享池表格中选中的行</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>The hardware table is empty</source>
        <translation>硬件表为空</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The workload table is empty</source>
        <translation>工作负载表为空</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+15"/>
        <source>Add %1 to the pool</source>
        <translation>将 %1 加入共享池</translation>
    </message>
</context>
<context>
    <name>flopsheet::PoolWhatIf</name>
    <message>
        <location filename="../../ui/pool/poolwhatif.cpp" line="+96"/>
        <source>Job weights</source>
        <translation>作业权重</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s share against the other jobs&apos; (proportional share, max-min fairness)</source>
        <translation>%1 相对于其他作业的份额（用于按比例分配、最大最小公平）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPUs in the pool</source>
        <translation>共享池中的 GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many %1 the pool has</source>
        <translation>共享池中 %1 的数量</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>× %1</source>
        <translation>× %1</translation>
    </message>
</context>
<context>
    <name>flopsheet::ProjectFiles</name>
    <message>
        <location filename="../../ui/projectfiles.cpp" line="+30"/>
        <source>Restore Unsaved Changes?</source>
        <translation>恢复未保存的更改？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FlopSheet did not close properly. A copy of the plan %1 with its unsaved changes was kept at %2.</source>
        <translation>FlopSheet 上次未正常关闭。方案 %1 连同未保存的更改已另存一份副本，位于 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(untitled)</source>
        <translation>（未命名）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Restore it now? A copy you discard is deleted.</source>
        <translation>现在恢复吗？如果放弃，该副本将被删除。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restore</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Restored the unsaved plan. Save it to keep it.</source>
        <translation>已恢复未保存的方案。请保存以保留它。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could Not Restore</source>
        <translation>无法恢复</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The recovery copy cannot be read: %1</source>
        <translation>无法读取恢复副本：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+77"/>
        <location line="+11"/>
        <source>Could Not Open</source>
        <translation>无法打开</translation>
    </message>
    <message>
        <location line="-88"/>
        <location line="+77"/>
        <location line="+11"/>
        <source>Could not open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>New plan: add workloads and GPUs from the catalog (Table menu).</source>
        <translation>新方案：可从目录添加工作负载和 GPU（“表格”菜单）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open Plan</source>
        <translation>打开方案</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>FlopSheet plans (*.flopsheet);;All files (*)</source>
        <translation>FlopSheet 方案 (*.flopsheet);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+21"/>
        <source>Could Not Save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <location line="-20"/>
        <location line="+20"/>
        <source>Could not save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <location line="-17"/>
        <location line="+20"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>plan.flopsheet</source>
        <translation>方案.flopsheet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save Plan As</source>
        <translation>方案另存为</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>FlopSheet plans (*.flopsheet)</source>
        <translation>FlopSheet 方案 (*.flopsheet)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unsaved Changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The plan &quot;%1&quot; has changes that are not saved.</source>
        <translation>方案“%1”有尚未保存的更改。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Do you want to save them?</source>
        <translation>是否保存这些更改？</translation>
    </message>
</context>
<context>
    <name>flopsheet::QuantitySpinBox</name>
    <message>
        <location filename="../../ui/whatif/quantityspinbox.cpp" line="+41"/>
        <source>%1 is outside %2 to %3</source>
        <translation>%1 超出 %2 到 %3 的范围</translation>
    </message>
</context>
<context>
    <name>flopsheet::RecentFilesMenu</name>
    <message>
        <location filename="../../ui/recentfilesmenu.cpp" line="+12"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No Recent Files</source>
        <translation>没有最近的文件</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Clear Menu</source>
        <translation>清除菜单(&amp;C)</translation>
    </message>
</context>
<context>
    <name>flopsheet::ReportActions</name>
    <message>
        <location filename="../../ui/report/reportactions.cpp" line="+23"/>
        <source>Print Pre&amp;view…</source>
        <translation>打印预览(&amp;V)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Print…</source>
        <translation>打印(&amp;P)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export P&amp;DF…</source>
        <translation>导出 PDF(&amp;D)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Report &amp;Options…</source>
        <translation>报告选项(&amp;O)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the planning report as it will print</source>
        <translation>按打印效果显示规划报告</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print the planning report</source>
        <translation>打印规划报告</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the planning report as a PDF file</source>
        <translation>将规划报告保存为 PDF 文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the author, sections, workloads and paper of the planning report</source>
        <translation>选择规划报告的作者、章节、工作负载和纸张</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Report Too Large</source>
        <translation>报告过大</translation>
    </message>
    <message>
        <source>Choose the workloads to report, or export the results as CSV or an Excel workbook, which hold every result.</source>
        <translation type="vanished">请选择要写入报告的工作负载，或将结果导出为 CSV 或 Excel 工作簿（它们包含全部结果）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose Workloads…</source>
        <translation>选择工作负载…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Print Preview — Planning Report</source>
        <translation>打印预览 — 规划报告</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Print Planning Report</source>
        <translation>打印规划报告</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could Not Print</source>
        <translation>无法打印</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The printer could not be started.</source>
        <translation>无法启动打印机。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>report</source>
        <translation>报告</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export Planning Report as PDF</source>
        <translation>将规划报告导出为 PDF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could Not Export</source>
        <translation>无法导出</translation>
    </message>
</context>
<context>
    <name>flopsheet::ReportOptionsDialog</name>
    <message>
        <location filename="../../ui/report/reportoptionsdialog.cpp" line="+36"/>
        <source>Report Options</source>
        <translation>报告选项</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name printed on the title page</source>
        <translation>印在封面上的姓名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>US Letter</source>
        <translation>美式信纸 (Letter)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Author:</source>
        <translation>作者(&amp;A)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paper:</source>
        <translation>纸张(&amp;P)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sections</source>
        <translation>章节</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Workloads</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filter workloads…</source>
        <translation>筛选工作负载…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Select &amp;All</source>
        <translation>全选(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select &amp;None</source>
        <translation>全不选(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tick every workload the filter shows</source>
        <translation>勾选筛选后显示的所有工作负载</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Untick every workload the filter shows</source>
        <translation>取消勾选筛选后显示的所有工作负载</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>%1. %2</source>
        <comment>a too-large report&apos;s problem, then the advice</comment>
        <translation>%1。%2</translation>
    </message>
    <message>
        <source>%1. Choose fewer workloads, or export the results as CSV or an Excel workbook, which hold every result.</source>
        <translation type="vanished">%1。请选择更少的工作负载，或将结果导出为 CSV 或 Excel 工作簿（它们包含全部结果）。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n workload(s) of %1 in the report.</source>
        <translation>
            <numerusform>报告包含 %1 个工作负载中的 %n 个。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>flopsheet::ResultModel</name>
    <message>
        <location filename="../../core/models/resultmodel.cpp" line="+222"/>
        <source>error</source>
        <translation>出错</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (no %2)</source>
        <translation>%1 (无 %2)</translation>
    </message>
    <message>
        <source>%1 / 1M tokens</source>
        <translation type="vanished">%1 / 百万 token</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory</source>
        <translation>访存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>communication</source>
        <translation>通信</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>overhead</source>
        <translation>开销</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&quot;%1&quot; plans with %2 × %3 of its own (Use This Plan for This Workload); the %3 row plans the other workloads with %4. Use This Plan for Every Workload gives that up.</source>
        <translation>“%1”按它自己的 %2 × %3 规划（对此工作负载采用此方案）；%3 这一行以 %4 张规划其他工作负载。“对所有工作负载采用此方案”会取消它。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Throughput (tokens/s; output when serving)</source>
        <translation>吞吐量（token/s；推理服务时为输出 token）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location filename="../../core/estimate/figures.h" line="-62"/>
        <source>Wall time (h)</source>
        <translation>实际耗时 (h)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU-hours</source>
        <translation>GPU 时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost ($)</source>
        <translation>成本 ($)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Energy (kWh)</source>
        <translation>能耗 (kWh)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory / GPU (GiB)</source>
        <translation>每卡显存 (GiB)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capacity (GiB)</source>
        <translation>显存容量 (GiB)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Batch / GPU</source>
        <translation>每卡批大小</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Largest batch / GPU</source>
        <translation>每卡最大批大小</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Output throughput (tokens/s)</source>
        <translation>输出吞吐（token/s）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Achieved (TFLOP/s per GPU)</source>
        <translation>实际算力（每卡 TFLOP/s）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scaling efficiency (%)</source>
        <translation>扩展效率 (%)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bound</source>
        <translation>瓶颈</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cost per 1M output tokens ($)</source>
        <translation>每百万输出 token 成本 ($)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost per 1M samples ($)</source>
        <translation>每百万样本成本 ($)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Statistical efficiency vs. critical batch (%)</source>
        <translation>统计效率，相对临界批量 (%)</translation>
    </message>
    <message>
        <source>Cost per 1M tokens ($)</source>
        <translation type="vanished">每百万 token 成本（美元）</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pipeline parallel</source>
        <translation>流水线并行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Data parallel</source>
        <translation>数据并行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assumed efficiency (%)</source>
        <translation>假定效率 (%)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Optimizer steps</source>
        <translation>优化器步数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Global batch (samples)</source>
        <translation>全局批大小 (样本)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Critical batch</source>
        <translation>临界批大小</translation>
    </message>
    <message>
        <source>Statistical efficiency (%)</source>
        <translation type="vanished">统计效率 (%)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Data multiple</source>
        <translation>数据倍数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs busy</source>
        <translation>在用 GPU 数</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>Throughput (samples/s)</source>
        <translation>吞吐量 (样本/s)</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Total FLOPs</source>
        <translation>总 FLOPs</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Throughput (tokens/s)</source>
        <translation>吞吐量 (token/s)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MFU (%)</source>
        <translation>MFU (%)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Latency (ms)</source>
        <translation>延迟 (ms)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First token (ms)</source>
        <translation>首 token 延迟 (ms)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Per token (ms)</source>
        <translation>每 token 延迟 (ms)</translation>
    </message>
    <message>
        <location filename="../../core/models/resultmodel.cpp" line="+2"/>
        <source>Calibrated time (h)</source>
        <translation>校准后耗时 (h)</translation>
    </message>
</context>
<context>
    <name>flopsheet::RooflineChart</name>
    <message>
        <location filename="../../ui/charts/rooflinechart.cpp" line="+26"/>
        <source>the roofline of each GPU type</source>
        <translation>各 GPU 型号的 Roofline</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Roofline: %1, prefill and decode on each GPU type</source>
        <translation>Roofline：%1，各 GPU 型号上的预填充与解码</translation>
    </message>
    <message>
        <source>Roofline of each GPU type in %1&apos;s precision (serving workloads add their points)</source>
        <translation type="vanished">各 GPU 型号在“%1”所用精度下的 Roofline（推理服务工作负载会标出各自的数据点）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roofline of each GPU type in %1&apos;s precision (select a serving workload to see its prefill and decode)</source>
        <translation>各 GPU 型号在“%1”所用精度下的 Roofline（选择推理服务工作负载即可看到其预填充与解码）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roofline: %1</source>
        <translation>Roofline：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Arithmetic intensity (FLOPs per byte)</source>
        <translation>算术强度 (FLOPs/字节)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FLOPs per byte</source>
        <translation>每字节 FLOPs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attainable performance (TFLOP/s per GPU)</source>
        <translation>可达性能 (每卡 TFLOP/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TFLOP/s per GPU</source>
        <translation>每卡 TFLOP/s</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Prefill (filled)</source>
        <translation>预填充（实心）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Decode (hollow)</source>
        <translation>解码（空心）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (%2)
peak %3 TFLOP/s, %4 GB/s
ridge at %5 FLOPs per byte</source>
        <translation>%1 (%2)
峰值 %3 TFLOP/s，%4 GB/s
拐点 %5 FLOPs/字节</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 on %2
%3 FLOPs per byte
%4 TFLOP/s per GPU (%5% of the roof)</source>
        <translation>%2 上的 %1
%3 FLOPs/字节
每卡 %4 TFLOP/s（达到上限的 %5%）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No included GPU type has a peak and a memory bandwidth for this precision.</source>
        <translation>已纳入的 GPU 型号中，没有一种同时具备该精度的峰值算力和显存带宽数据。</translation>
    </message>
</context>
<context>
    <name>flopsheet::ScalingChart</name>
    <message>
        <location filename="../../ui/charts/scalingchart.cpp" line="+22"/>
        <source>wall time against GPU count</source>
        <translation>实际耗时随 GPU 数的变化</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Scaling: %1, wall time against GPU count</source>
        <translation>扩展性：%1，实际耗时随 GPU 数的变化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scaling: %1</source>
        <translation>扩展性：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No GPU type is included.</source>
        <translation>没有纳入任何 GPU 型号。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wall time (hours)</source>
        <translation>实际耗时 (小时)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ideal (linear) scaling</source>
        <translation>理想（线性）扩展</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%2 × %1
%3 wall time (ideal %4)</source>
        <translation>%2 × %1
实际耗时 %3（理想 %4）</translation>
    </message>
    <message>
        <source>%1 × %2
%3 wall time (ideal %4)</source>
        <translation type="vanished">%1 × %2
实际耗时 %3（理想 %4）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>
scaling efficiency %1%</source>
        <translation>
扩展效率 %1%</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 (same times as %2)</source>
        <translation>%1（耗时与 %2 相同）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 fits on no included GPU type at 1 to %2 GPUs.</source>
        <translation>在 1 到 %2 张 GPU 的规模下，%1 在任何已纳入的 GPU 型号上都放不下。</translation>
    </message>
    <message>
        <source>%1 fits on no included GPU type at 1 to 1024 GPUs.</source>
        <translation type="vanished">在 1 到 1024 张 GPU 的规模下，%1 在任何已纳入的 GPU 型号上都放不下。</translation>
    </message>
</context>
<context>
    <name>flopsheet::ScenarioComparisonModel</name>
    <message>
        <location filename="../../core/models/scenariocomparisonmodel.cpp" line="+65"/>
        <source>Current plan</source>
        <translation>当前计划</translation>
    </message>
    <message>
        <source>%1 (per 1M tokens)</source>
        <translation type="vanished">%1（每百万 token）</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>both</source>
        <translation>都放得下</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>neither</source>
        <translation>都放不下</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B only</source>
        <translation>仅 B</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A only</source>
        <translation>仅 A</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>A: %1</source>
        <translation>A：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>B: %1</source>
        <translation>B：%1</translation>
    </message>
    <message>
        <source>Change from A to B; serving rows compare one million output tokens</source>
        <translation type="vanished">从 A 到 B 的变化；推理行按一百万个输出 token 比较</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Change from A to B; serving rows compare one million output tokens, or of samples (images, sequences) where the model generates none</source>
        <translation>从 A 到 B 的变化；推理行按一百万个输出 token 比较，模型不生成 token 时按一百万个样本（图像、序列）比较</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Time A (h)</source>
        <translation type="vanished">耗时 A (h)</translation>
    </message>
    <message>
        <source>Time B (h)</source>
        <translation type="vanished">耗时 B (h)</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>%1 (per 1M output tokens)</source>
        <translation>%1（每百万输出 token）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (per 1M samples)</source>
        <translation>%1（每百万样本）</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Time A</source>
        <translation>耗时 A</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time B</source>
        <translation>耗时 B</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Δ time</source>
        <translation>Δ 耗时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost A ($)</source>
        <translation>成本 A ($)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost B ($)</source>
        <translation>成本 B ($)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Δ cost</source>
        <translation>Δ 成本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory A (GiB)</source>
        <translation>显存 A (GiB)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory B (GiB)</source>
        <translation>显存 B (GiB)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fits</source>
        <translation>放得下</translation>
    </message>
</context>
<context>
    <name>flopsheet::ScenarioListModel</name>
    <message numerus="yes">
        <location filename="../../core/models/scenariolistmodel.cpp" line="+33"/>
        <source>%n workload(s)</source>
        <translation>
            <numerusform>%n 个工作负载</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n GPU type(s)</source>
        <translation>
            <numerusform>%n 种 GPU</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>price × %1</source>
        <translation>价格 × %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>deadline %1 h</source>
        <translation>期限 %1 h</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>budget %1</source>
        <translation>预算 %1</translation>
    </message>
</context>
<context>
    <name>flopsheet::ScenarioPanel</name>
    <message>
        <location filename="../../ui/scenarios/scenariopanel.cpp" line="+38"/>
        <source>Save Current…</source>
        <translation>保存当前…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save both tables and the assumptions as they are now as a named scenario</source>
        <translation>将两个表格和各项假设的当前状态保存为命名方案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replace the plan with the selected scenario (undoable)</source>
        <translation>用所选方案替换当前计划（可撤销）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved scenarios</source>
        <translation>已保存的方案</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Overlay on the time-vs-cost chart</source>
        <translation>叠加到时间-费用图上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw the saved scenario&apos;s plans as hollow markers beside the current ones</source>
        <translation>用空心标记在当前方案旁绘制所保存方案的各个配置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compare A</source>
        <translation>比较 A</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>with B</source>
        <translation>与 B</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Save Scenario</source>
        <translation>保存方案</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name of the scenario:</source>
        <translation>方案名称：</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Saved scenario &quot;%1&quot;</source>
        <translation>已保存方案“%1”</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Applied scenario &quot;%1&quot;</source>
        <translation>已应用方案“%1”</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Current plan</source>
        <translation>当前计划</translation>
    </message>
</context>
<context>
    <name>flopsheet::ScheduleChart</name>
    <message>
        <location filename="../../ui/charts/schedulechart.cpp" line="+40"/>
        <location line="+5"/>
        <location line="+108"/>
        <source>Batch schedule: %1</source>
        <translation>批大小调度：%1</translation>
    </message>
    <message>
        <location line="-112"/>
        <source>No GPU type is included.</source>
        <translation>没有纳入任何 GPU 型号。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Batch schedule: %1 on %2 × %3</source>
        <translation>批大小调度：%1（%2 × %3）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is served, not trained: it has no batch schedule.</source>
        <translation>%1 用于推理服务而非训练：没有批大小调度。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no training estimate on %2.</source>
        <translation>%1 在 %2 上没有训练估算。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Training progress (tokens)</source>
        <translation>训练进度 (token)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Training progress (samples)</source>
        <translation>训练进度 (样本)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Global batch (tokens)</source>
        <translation>全局批大小 (token)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Global batch (samples)</source>
        <translation>全局批大小 (样本)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs busy</source>
        <translation>在用 GPU 数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Global batch (left axis)</source>
        <translation>全局批大小（左轴）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPUs busy (right axis)</source>
        <translation>在用 GPU 数（右轴）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Throughput (tokens/s)</source>
        <translation>吞吐量 (token/s)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Throughput (samples/s)</source>
        <translation>吞吐量 (样本/s)</translation>
    </message>
    <message>
        <location line="-46"/>
        <location line="+48"/>
        <source>Throughput (outer right axis)</source>
        <translation>吞吐量（最外侧右轴）</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>the batch schedule</source>
        <translation>批大小调度</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Throughput (values on hover)</source>
        <translation>吞吐量（悬停查看数值）</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Stage does not fit in memory</source>
        <translation>阶段显存放不下</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Stage %1: batch %2 → %3, until %4
%5 steps, %6, %7 GPUs busy
%8 GiB per GPU</source>
        <translation>阶段 %1：批大小 %2 → %3，截至 %4
%5 步，%6，%7 块 GPU 在用
每卡 %8 GiB</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>
%1 samples/s</source>
        <translation>
%1 样本/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>does not fit in memory</source>
        <translation>显存放不下</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Critical batch (%1)</source>
        <translation>临界批大小（%1）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Batch schedule: %1 on %2 × %3 (constant batch)</source>
        <translation>批大小调度：%1（%2 × %3，恒定批大小）</translation>
    </message>
</context>
<context>
    <name>flopsheet::ScheduleEditor</name>
    <message>
        <location filename="../../ui/schedule/scheduleeditor.cpp" line="+28"/>
        <source>Batch Schedule — %1</source>
        <translation>批大小调度 — %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Constant</source>
        <translation>恒定</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Start from</source>
        <translation>起点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>constant</source>
        <translation>constant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Schedule</source>
        <translation>调度</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;linear:B0-B1@T&lt;/b&gt; from B0 to B1, linear in data, over the first T; &lt;b&gt;stages:B1@U1,…,Bn&lt;/b&gt; B1 until U1, …, Bn to the end (U in data, or &quot;50k steps&quot;); &lt;b&gt;megatron:START,INC,SAMPLES[,FINAL]&lt;/b&gt; Megatron-LM&apos;s ramp-up in samples. Batches and data in tokens for language models, samples otherwise.</source>
        <translation>&lt;b&gt;linear:B0-B1@T&lt;/b&gt; 在前 T 的数据内从 B0 线性爬升到 B1；&lt;b&gt;stages:B1@U1,…,Bn&lt;/b&gt; B1 直到 U1，……，Bn 直到结束（U 为数据量，或写作 &quot;50k steps&quot; 表示步数）；&lt;b&gt;megatron:START,INC,SAMPLES[,FINAL]&lt;/b&gt; Megatron-LM 的按样本爬升。语言模型的批大小和数据量以 token 计，其他模型以样本计。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Stage</source>
        <translation>阶段</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Global batch</source>
        <translation>全局批大小</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Until</source>
        <translation>直到</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Steps</source>
        <translation>步数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPUs busy</source>
        <translation>在用 GPU 数</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1 optimizer steps on %2 × %3.</source>
        <translation>在 %2 × %3 上共 %1 个优化器步。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The schedule reads well; no included GPU type estimates it.</source>
        <translation>调度格式正确；但没有已纳入的 GPU 类型能估算它。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
</context>
<context>
    <name>flopsheet::SheetView</name>
    <message>
        <location filename="../../ui/sheetview.cpp" line="+65"/>
        <source>No row matches the filter.</source>
        <translation>没有符合筛选的行。</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Columns</source>
        <translation>列</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Show All Columns</source>
        <translation>显示所有列</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fit Columns to Contents</source>
        <translation>列宽适应内容</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table Order (No Sorting)</source>
        <translation>表格原始顺序（不排序）</translation>
    </message>
</context>
<context>
    <name>flopsheet::SpeedupChart</name>
    <message>
        <location filename="../../ui/charts/speedupchart.cpp" line="+20"/>
        <source>the speedup against GPU count</source>
        <translation>加速比随 GPU 数的变化</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+5"/>
        <source>Speedup: %1</source>
        <translation>加速比：%1</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>No GPU type is included.</source>
        <translation>没有纳入任何 GPU 型号。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speedup: %1 on %2, against GPU count</source>
        <translation>加速比：%1，%2 上随 GPU 数的变化</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is served, not trained: its speedup is the serving throughput.</source>
        <translation>%1 用于推理服务而非训练：其加速比即推理吞吐量。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 fits in %2 memory at no GPU count up to %3: there is no speedup to show.</source>
        <translation>%1 在不超过 %3 块 GPU 的任何数量下都放不进 %2 的显存：没有可显示的加速比。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no training estimate on %2.</source>
        <translation>%1 在 %2 上没有训练估算。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Speedup over the fewest GPUs that fit (×)</source>
        <translation type="vanished">相对放得下的最少 GPU 数的加速比 (×)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speedup (×; ideal = the GPU count)</source>
        <translation>加速比（×；理想值 = GPU 数）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speedup (×)</source>
        <translation>加速比 (×)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statistical efficiency (%)</source>
        <translation>统计效率 (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Efficiency (%)</source>
        <translation>效率 (%)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ideal</source>
        <translation>理想</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Goodput (system × statistical)</source>
        <translation>有效吞吐（系统 × 统计）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>Goodput = system × statistical</source>
        <translation type="vanished">有效吞吐 (goodput) = 系统 × 统计</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Statistical (right)</source>
        <translation>统计效率（右轴）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 GPUs: system %2×, statistical efficiency %3 %, goodput %4×
global batch %5 samples%6</source>
        <translation>%1 块 GPU：系统 %2×，统计效率 %3 %，有效吞吐 %4×
全局批大小 %5 个样本%6</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> — not a plan</source>
        <translation> — 不是可行方案</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Above ideal: %1 GPUs, the fewest that fit, hold the model only as
%2;
more GPUs run a faster layout.</source>
        <translation>高于理想：放得下的最少 GPU 数 %1 只能以
%2
容纳模型；更多 GPU 可运行更快的布局。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Above ideal: %1 GPUs, the fewest that fit,
need a slower layout.</source>
        <translation>高于理想：放得下的最少 GPU 数 %1
需要更慢的布局。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>critical batch %1 samples</source>
        <translation>临界批大小 %1 个样本</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>critical batch</source>
        <translation>临界批大小</translation>
    </message>
    <message>
        <source> critical batch %1 samples</source>
        <translation type="vanished"> 临界批大小 %1 个样本</translation>
    </message>
</context>
<context>
    <name>flopsheet::TableActions</name>
    <message>
        <location filename="../../ui/tableactions.cpp" line="+41"/>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the selected cells as tab-separated text</source>
        <translation>将选中的单元格复制为制表符分隔的文本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paste cells from a spreadsheet, as one undo step</source>
        <translation>从电子表格粘贴单元格，可一步撤销</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Filter Table</source>
        <translation>筛选表格(&amp;F)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add &amp;Workload</source>
        <translation>添加工作负载(&amp;W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a workload row to fill in</source>
        <translation>添加一行待填写的工作负载</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add Workloads from &amp;Catalog…</source>
        <translation>从目录添加工作负载(&amp;C)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workloads…</source>
        <translation>工作负载…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add workloads from the catalog presets</source>
        <translation>从目录预设中添加工作负载</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add &amp;GPU</source>
        <translation>添加 GPU(&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a GPU row to fill in with its figures</source>
        <translation>添加一行 GPU，再填写其规格数据</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add GPUs from C&amp;atalog…</source>
        <translation>从目录添加 GPU(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs…</source>
        <translation>GPU…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add GPU types from the catalog</source>
        <translation>从目录添加 GPU 型号</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>D&amp;uplicate Rows</source>
        <translation>创建行副本(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duplicate</source>
        <translation>创建副本</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Delete Rows</source>
        <translation>删除行(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move Row &amp;Up</source>
        <translation>上移行(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Up</source>
        <translation>上移</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move Row Dow&amp;n</source>
        <translation>下移行(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Down</source>
        <translation>下移</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Copied the selected cells</source>
        <translation>已复制选中的单元格</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>Pasted %n cell(s); %1</source>
        <translation>
            <numerusform>已粘贴 %n 个单元格；%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n new row(s) at the end</source>
        <translation>
            <numerusform>在末尾新增 %n 行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Pasted %n cell(s)</source>
        <translation>
            <numerusform>已粘贴 %n 个单元格</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>flopsheet::TableModel</name>
    <message>
        <source>auto</source>
        <translation type="vanished">自动</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="vanished">未知</translation>
    </message>
    <message>
        <location filename="../../core/models/tablemodel.cpp" line="+144"/>
        <source>Does not apply to this row</source>
        <translation>不适用于此行</translation>
    </message>
</context>
<context>
    <name>flopsheet::TablePanel</name>
    <message>
        <location filename="../../ui/tablepanel.cpp" line="+41"/>
        <source>Filter…</source>
        <translation>筛选…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shows only the rows where some cell contains this text</source>
        <translation>只显示有单元格包含此文本的行</translation>
    </message>
    <message numerus="yes">
        <location line="+141"/>
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln 行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 of %Ln row(s)</source>
        <translation>
            <numerusform>%1 / %Ln 行</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — filtering…</source>
        <translation>%1 — 正在筛选…</translation>
    </message>
</context>
<context>
    <name>flopsheet::TimeCostChart</name>
    <message>
        <location filename="../../ui/charts/timecostchart.cpp" line="+61"/>
        <source>Logarithmic axes</source>
        <translation>对数坐标轴</translation>
    </message>
    <message>
        <source>Time vs cost: %1 on 1 to 1024 GPUs</source>
        <translation type="vanished">时间与成本：%1，1 到 1024 张 GPU</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Time vs cost: %1</source>
        <translation>时间与成本：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No GPU type is included.</source>
        <translation>没有纳入任何 GPU 型号。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Wall time (hours)</source>
        <translation>实际耗时 (小时)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost (USD)</source>
        <translation>成本 (USD)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Pareto frontier</source>
        <translation>帕累托前沿</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>needs a larger global batch</source>
        <translation type="vanished">需要更大的全局批大小</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>does not fit in memory</source>
        <translation>显存放不下</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 serves: it runs on without a wall time or a total cost to plot. The Per GPU chart compares its time per output token and its cost per million output tokens.</source>
        <translation>%1 是推理服务：持续运行，没有可绘制的实际耗时与总成本。“按 GPU”图表比较其每输出 token 时间与每百万输出 token 成本。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has no estimate with a wall time and a cost on any included GPU type.</source>
        <translation>%1 在所有已纳入的 GPU 型号上都没有同时给出实际耗时和成本的估算结果。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <source>%1
%2 × %3: %4, %5</source>
        <translation type="vanished">%1
%2 × %3：%4，%5</translation>
    </message>
    <message>
        <source>%1
%2 × %3</source>
        <translation type="vanished">%1
%2 × %3</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="vanished">%1 × %2</translation>
    </message>
    <message>
        <source>%1
× %2</source>
        <translation type="vanished">%1
× %2</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Cheapest within the deadline</source>
        <translation>期限内最便宜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fastest within the budget</source>
        <translation>预算内最快</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cheapest and fastest plan</source>
        <translation>最省钱且最快的方案</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No plan meets the deadline of %1 h on up to %2 GPUs of an included type.</source>
        <translation>在所纳入型号、最多 %2 个 GPU 的范围内，没有方案能在 %1 小时的截止时间内完成。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No plan meets the deadline.</source>
        <translation>没有方案能满足期限。</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Deadline %1 h</source>
        <translation>期限 %1 h</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deadline %1 h →</source>
        <translation>期限 %1 h →</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>← Deadline %1 h</source>
        <translation>← 期限 %1 h</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Budget %1 ↑</source>
        <translation>预算 %1 ↑</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Budget %1 ↓</source>
        <translation>预算 %1 ↓</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Budget %1</source>
        <translation>预算 %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Scenario &quot;%1&quot; (hollow)</source>
        <translation>方案“%1”（空心）</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Scenario &quot;%1&quot;</source>
        <translation>方案“%1”</translation>
    </message>
    <message>
        <location line="-155"/>
        <source>Cheapest plan</source>
        <translation>最省钱的方案</translation>
    </message>
    <message>
        <location line="-221"/>
        <source>time against cost</source>
        <translation>时间与成本</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Time vs cost: %1 on 1 to %2 GPUs</source>
        <translation>时间与成本：%1，1 到 %2 张 GPU</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Cannot be planned (memory, batch or price)</source>
        <translation>无法规划（显存、批大小或价格）</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>past the critical batch on fixed data</source>
        <translation>固定数据量下超过临界批大小</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>%1
%3 × %2: %4, %5</source>
        <translation>%1
%3 × %2：%4，%5</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1
%3 × %2</source>
        <translation>%1
%3 × %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%2 × %1</source>
        <translation>%2 × %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%2 ×
%1</source>
        <translation>%2 ×
%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Fastest plan</source>
        <translation>最快的方案</translation>
    </message>
</context>
<context>
    <name>flopsheet::UtilizationChart</name>
    <message>
        <location filename="../../ui/charts/utilizationchart.cpp" line="+26"/>
        <source>Pool GPUs busy: %1</source>
        <translation>池中 GPU 占用：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pool has no GPUs or no jobs: add them in the Pool dock.</source>
        <translation>共享池中没有 GPU 或没有作业：请在“共享池”面板中添加。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No job ran in the pool.</source>
        <translation>共享池中没有运行过任何作业。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Days from the plan&apos;s start</source>
        <translation>距计划开始的天数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hours from the plan&apos;s start</source>
        <translation>距计划开始的小时数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs of the type busy</source>
        <translation>该型号 GPU 的在用占比</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %2 %</source>
        <translation>%1：%2 %</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: %2 of %3 GPUs busy from %4</source>
        <translation>%1：自 %4 起，%3 块 GPU 中有 %2 块在用</translation>
    </message>
</context>
<context>
    <name>flopsheet::WelcomeBanner</name>
    <message>
        <location filename="../../ui/welcomebanner.cpp" line="+58"/>
        <source>Close this note</source>
        <translation>关闭此提示</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&lt;b&gt;An example plan&lt;/b&gt;: four workloads, five GPU types, a shared pool. Change any cell; every figure follows.</source>
        <translation>&lt;b&gt;示例计划&lt;/b&gt;：四个工作负载、五种 GPU 型号、一个共享池。改动任意单元格，所有数字随之更新。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;An empty plan.&lt;/b&gt; Add the workloads and the GPU types to compare.</source>
        <translation>&lt;b&gt;空白计划。&lt;/b&gt;添加要规划的工作负载和要比较的 GPU 型号。</translation>
    </message>
    <message>
        <source>&lt;b&gt;An empty plan.&lt;/b&gt; Add workloads and GPU types; then set a deadline or a budget under What-if › Plan.</source>
        <translation type="vanished">&lt;b&gt;空白计划。&lt;/b&gt;添加工作负载和 GPU 型号，然后在假设分析 › 计划中设定期限或预算。</translation>
    </message>
</context>
<context>
    <name>flopsheet::WhatIfPanel</name>
    <message>
        <location filename="../../ui/whatif/whatifpanel.cpp" line="+49"/>
        <source>Apply workload changes to</source>
        <translation>工作负载的更改应用于</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The selected workload:</source>
        <translation>所选工作负载：</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Efficiency</source>
        <translation>效率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of the dense peak the matrix work reaches (MFU). Auto: the efficiency model&apos;s figure for this family, GPU generation and precision.</source>
        <translation>矩阵运算达到的稠密峰值比例（MFU）。自动：效率模型按模型类别、GPU 代际和精度给出的数值。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Number format of the matrix work; a GPU without it uses the nearest one it has.</source>
        <translation>矩阵运算的数值格式；不支持该格式的 GPU 使用其最接近的格式。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Batch / GPU</source>
        <translation>每卡批大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Micro-batch per GPU (sequences or images). Auto: the largest that fits, within the family&apos;s default.</source>
        <translation>每块 GPU 的微批量（序列或图像）。自动：在该类别默认值以内能放下的最大值。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pruning</source>
        <translation>剪枝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Structured pruning: this share of the weights, and of the FLOPs, is removed.</source>
        <translation>结构化剪枝：去掉这一比例的权重及相应的 FLOPs。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2:4 structured sparsity</source>
        <translation>2:4 结构化稀疏</translation>
    </message>
    <message>
        <source>Weights pruned to 2 of every 4: GPUs with sparse tensor cores run the matrix work at their &quot;with sparsity&quot; rate.</source>
        <translation type="vanished">每 4 个权重保留 2 个：具备稀疏张量核心的 GPU 以其“稀疏”速率执行矩阵运算。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Activation recomputation: less memory for about a third more compute (full).</source>
        <translation>激活重计算：以约多三分之一的计算量（完全重计算）换取更少显存。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <source>Optimizer states (1), gradients (2) and weights (3) sharded over the data-parallel GPUs.</source>
        <translation type="vanished">优化器状态（1）、梯度（2）和权重（3）在数据并行的 GPU 间分片。</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Weights pruned to 2 of every 4: GPUs with sparse tensor cores run the matrix work at their &quot;with sparsity&quot; rate when serving; in training only the forward pass (its backward multiplies dense gradients), about 1.2× over a step.</source>
        <translation>每 4 个权重保留 2 个：推理时，具备稀疏张量核心的 GPU 以其“稀疏”速率执行矩阵运算；训练时只有前向传播如此（反向传播乘的是稠密梯度），整步约快 1.2×。</translation>
    </message>
    <message>
        <source>Optimizer states (1), gradients (2) and weights (3) sharded over the data-parallel GPUs; Searched lets the layout search choose.</source>
        <translation type="vanished">优化器状态（1）、梯度（2）和权重（3）在数据并行的 GPU 间分片；“自动搜索”交由布局搜索选择。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Optimizer states (1), gradients (2) and weights (3) sharded over the data-parallel GPUs; 2 and 3 move their shards again for every micro-batch. Searched lets the layout search choose.</source>
        <translation>优化器状态（1）、梯度（2）和权重（3）在数据并行的 GPU 间分片；2 和 3 每个微批次都要重新传输各自的分片。“自动搜索”交由布局搜索选择。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Searched</source>
        <translation>自动搜索</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runtime</source>
        <translation>运行时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The software that runs the model: eager PyTorch, a compiler (torch.compile, XLA) or an optimized engine (TensorRT, vLLM). It moves small-batch serving latency by up to 10×.</source>
        <translation>运行模型的软件：eager 模式的 PyTorch、编译器（torch.compile、XLA）或优化推理引擎（TensorRT、vLLM）。它可使小批量推理延迟相差多达 10 倍。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Critical batch</source>
        <translation>临界批大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Past it, each doubling of the global batch buys back less than half the steps (McCandlish et al. 2018): tokens for a language model, samples otherwise. Auto: 8k images or sequences, a decoder&apos;s DeepSeek B_opt at its compute.</source>
        <translation>超过它后，全局批大小每翻一倍，省下的步数不到一半（McCandlish et al. 2018）：语言模型按 token 计，其他模型按样本计。自动：8k 张图像或 8k 条序列，解码器取其计算量下的 DeepSeek B_opt。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Planning</source>
        <translation>规划方式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed data: train on the data as typed. Fixed target: reach the loss the typed run reaches, with the extra data a larger batch needs in the time and cost.</source>
        <translation>固定数据量：按填写的数据量训练。固定目标：达到按填写配置训练所达到的损失，更大批大小所需的额外数据计入时间和成本。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Batch schedule</source>
        <translation>批大小调度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the global batch grows over training; edit the Batch schedule cell for any other.</source>
        <translation>全局批大小在训练过程中如何增长；其他调度方式请编辑“批大小调度”单元格。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Constant</source>
        <translation>恒定</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Edit Schedule…</source>
        <translation>编辑调度…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write any schedule, start from a published one, and see its stages before applying it.</source>
        <translation>编写任意调度，或从已发表的调度开始，应用前先查看各阶段。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Apply to</source>
        <translation>应用于</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU count</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many GPUs of the type to plan with.</source>
        <translation>按多少块该型号的 GPU 规划。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Plan</source>
        <translation>计划</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Multiplier on every hourly price: below 1 for spot or reserved discounts.</source>
        <translation>所有小时价格的乘数：竞价或预留折扣时小于 1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deadline</source>
        <translation>期限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest acceptable wall time; the planner finds the fewest GPUs that meet it.</source>
        <translation>可接受的最长耗时；规划器找出满足它的最少 GPU 数。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> h</source>
        <translation> 小时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no deadline</source>
        <translation>无期限</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most the job may cost; the planner finds the fastest plan within it.</source>
        <translation>任务最多可花费的金额；规划器找出预算内最快的方案。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no budget</source>
        <translation>无预算</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hours, or with a unit: 36 h, 7 d, 2 w, 90 min</source>
        <translation>小时数，或带单位：36 h、7 d、2 w、90 min（也可写 36小时、7天、2周）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dollars: 250000, 250k or 1.2M</source>
        <translation>美元：250000、250k 或 1.2M</translation>
    </message>
    <message>
        <location line="+239"/>
        <location line="+4"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+2"/>
        <location line="+4"/>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 块 GPU</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>× %1</source>
        <translation>× %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+4"/>
        <location line="+22"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>All %n workload(s)</source>
        <translation>
            <numerusform>全部 %n 个工作负载</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every GPU type</source>
        <translation>所有 GPU 型号</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 only</source>
        <translation>仅 %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>(varies)</source>
        <translation>（各不相同）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>max</source>
        <translation>最大</translation>
    </message>
</context>
</TS>
