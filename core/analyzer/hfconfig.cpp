#include "core/analyzer/hfconfig.h"

#include "core/catalog/workload.h"
#include "core/estimate/defaults.h"

#include <QCoreApplication>
#include <QJsonValue>

#include <cmath>

namespace flopsheet {
namespace {

enum class Style { Llama, Gpt2, Bert };

struct Keys {
    const QJsonObject &root;
    QString error;

    bool has(const QString &key) const { return root.contains(key) && !root.value(key).isNull(); }

    /**
     * The whole number under the first of `names` that is present (aliases such as n_embd and
     * hidden_size must agree); `fallback` when none is and it is not required.
     */
    std::optional<std::int64_t> integer(std::initializer_list<const char *> names, std::int64_t minimum,
        std::int64_t maximum, std::optional<std::int64_t> fallback = std::nullopt)
    {
        std::optional<std::int64_t> found;
        QString foundName;
        for (const char *name : names) {
            const QString key = QString::fromLatin1(name);
            if (!has(key))
                continue;
            const QJsonValue v = root.value(key);
            const double d = v.toDouble(std::nan(""));
            if (!v.isDouble() || d != std::floor(d) || d < double(minimum) || d > double(maximum)) {
                error = QCoreApplication::translate("Analyzer", "\"%1\" must be a whole number from %2 to %3 (got %4)")
                            .arg(key)
                            .arg(minimum)
                            .arg(maximum)
                            .arg(textOf(v));
                return std::nullopt;
            }
            if (found && *found != std::int64_t(d)) {
                error = QCoreApplication::translate("Analyzer", "\"%1\" (%2) and \"%3\" (%4) contradict each other")
                            .arg(foundName)
                            .arg(*found)
                            .arg(key)
                            .arg(std::int64_t(d));
                return std::nullopt;
            }
            found = std::int64_t(d);
            foundName = key;
        }
        if (found)
            return found;
        if (!fallback)
            error = QCoreApplication::translate("Analyzer", "the key \"%1\" is missing")
                        .arg(QString::fromLatin1(*names.begin()));
        return fallback;
    }

    std::optional<bool> boolean(const char *name, bool fallback)
    {
        const QString key = QString::fromLatin1(name);
        if (!has(key))
            return fallback;
        if (!root.value(key).isBool()) {
            error = QCoreApplication::translate("Analyzer", "\"%1\" must be true or false (got %2)")
                        .arg(key, textOf(root.value(key)));
            return std::nullopt;
        }
        return root.value(key).toBool();
    }

    static QString textOf(const QJsonValue &v)
    {
        if (v.isString())
            return u'"' + v.toString().left(40) + u'"';
        if (v.isDouble())
            return QString::number(v.toDouble(), 'g', 12);
        if (v.isBool())
            return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
        return v.isArray() ? QStringLiteral("a list")
            : v.isObject() ? QStringLiteral("an object")
                           : QStringLiteral("null");
    }
};

Layer make(LayerKind kind, const QString &name)
{
    Layer l;
    l.kind = kind;
    l.name = name;
    return l;
}

Layer block(const QString &name, std::vector<Layer> children, std::int64_t repeat = 1, bool residual = false)
{
    Layer l = make(LayerKind::Block, name);
    l.children = std::move(children);
    l.repeat = repeat;
    l.residual = residual;
    return l;
}

// Bytes per weight and activation value from "torch_dtype" (a decoder is usually served in 16 bits).
std::optional<double> dtypeBytes(const QJsonObject &root, QStringList &warnings, QString &error)
{
    const QJsonValue v = root.value(QStringLiteral("torch_dtype"));
    if (v.isUndefined() || v.isNull()) {
        warnings << QCoreApplication::translate("Analyzer", "no \"torch_dtype\": values counted as 2 bytes (bfloat16)");
        return 2.0;
    }
    const QString t = v.toString();
    if (t == u"float32")
        return 4.0;
    if (t == u"float16" || t == u"bfloat16")
        return 2.0;
    error = QCoreApplication::translate("Analyzer", "\"torch_dtype\" must be float32, float16 or bfloat16 (got %1)")
                .arg(Keys::textOf(v));
    return std::nullopt;
}

Style styleOf(const QJsonObject &root, const QString &modelType)
{
    if (modelType == u"gpt2" || (modelType.isEmpty() && root.contains(QStringLiteral("n_embd"))))
        return Style::Gpt2;
    if (modelType == u"bert" || modelType == u"roberta" || modelType == u"xlm-roberta" || modelType == u"camembert"
        || (modelType.isEmpty() && root.contains(QStringLiteral("type_vocab_size"))))
        return Style::Bert;
    return Style::Llama;
}

} // namespace

bool isHfConfig(const QJsonObject &root)
{
    return root.contains(QStringLiteral("model_type")) || root.contains(QStringLiteral("architectures"))
        || ((root.contains(QStringLiteral("hidden_size")) || root.contains(QStringLiteral("n_embd")))
            && (root.contains(QStringLiteral("num_hidden_layers")) || root.contains(QStringLiteral("n_layer"))));
}

std::optional<HfModel> readHfConfig(const QJsonObject &root, std::int64_t seqLen, QString *error)
{
    HfModel m;
    Keys k { root, {} };
    auto failed = [&]() -> std::optional<HfModel> {
        *error = k.error;
        return std::nullopt;
    };
    if (root.contains(QStringLiteral("model_type")) && !root.value(QStringLiteral("model_type")).isString()) {
        *error = QCoreApplication::translate("Analyzer", "\"model_type\" must be a word such as \"llama\"");
        return std::nullopt;
    }
    m.modelType = root.value(QStringLiteral("model_type")).toString();
    const Style style = styleOf(root, m.modelType);
    static const QStringList llamaTypes = { QStringLiteral("llama"), QStringLiteral("mistral"),
        QStringLiteral("mixtral"), QStringLiteral("qwen2"), QStringLiteral("gemma") };
    if (style == Style::Llama && !llamaTypes.contains(m.modelType))
        m.warnings << QCoreApplication::translate(
            "Analyzer", "model_type \"%1\" is read as a llama-style decoder from its keys")
                          .arg(m.modelType);

    const auto vocab = k.integer({ "vocab_size" }, 1, 1 << 26);
    const auto hidden = vocab ? k.integer({ "hidden_size", "n_embd", "d_model" }, 1, 1 << 20) : std::nullopt;
    const auto layers = hidden ? k.integer({ "num_hidden_layers", "n_layer" }, 1, 100000) : std::nullopt;
    const auto heads = layers ? k.integer({ "num_attention_heads", "n_head" }, 1, 1 << 16) : std::nullopt;
    if (!heads)
        return failed();
    const std::optional<std::int64_t> noLimit = std::int64_t(0);
    const auto maxPositions = k.integer(
        { "max_position_embeddings", "n_positions" }, 1, kMaxDimension, style == Style::Llama ? noLimit : std::nullopt);
    if (!maxPositions)
        return failed();
    if (seqLen < 0 || seqLen > kMaxDimension) {
        *error = QCoreApplication::translate("Analyzer", "the sequence length must be from 1 to %1 (got %2)")
                     .arg(kMaxDimension)
                     .arg(seqLen);
        return std::nullopt;
    }
    // No length asked: a language model's default (defaultSequenceTokens), at most the positions the model has.
    const std::int64_t defaultLength = defaultSequenceTokens(WorkloadFamily::Decoder);
    m.seqLen = seqLen > 0 ? seqLen : (*maxPositions > 0 ? std::min(defaultLength, *maxPositions) : defaultLength);
    if (style == Style::Llama && *maxPositions > 0 && m.seqLen > *maxPositions)
        m.warnings << QCoreApplication::translate(
            "Analyzer", "the sequence (%1) is longer than max_position_embeddings (%2)")
                          .arg(m.seqLen)
                          .arg(*maxPositions);
    const auto bytes = dtypeBytes(root, m.warnings, k.error);
    if (!bytes)
        return failed();

    Layer attention = make(LayerKind::Attention, QStringLiteral("self_attn"));
    attention.heads = *heads;
    Network &n = m.network;
    n.name = m.modelType.isEmpty() ? QCoreApplication::translate("Analyzer", "transformer") : m.modelType;
    n.input = { 1, m.seqLen };
    n.bytesPerValue = *bytes;
    Layer embedding = make(LayerKind::Embedding, QStringLiteral("embed_tokens"));
    embedding.rows = *vocab;
    embedding.features = *hidden;

    if (style == Style::Gpt2 || style == Style::Bert) {
        const auto ffn = style == Style::Gpt2 ? k.integer({ "n_inner" }, 1, kMaxDimension, 4 * *hidden)
                                              : k.integer({ "intermediate_size" }, 1, kMaxDimension);
        if (!ffn)
            return failed();
        Layer positions = make(LayerKind::PositionEmbedding, QStringLiteral("position_embeddings"));
        positions.rows = *maxPositions;
        Layer mlp = make(LayerKind::Mlp, QStringLiteral("mlp"));
        mlp.ffn = *ffn;
        mlp.activation = QStringLiteral("gelu");
        if (style == Style::Gpt2) {
            // GPT2Model: learned positions, pre-norm blocks with biases everywhere, LM head tied to wte.
            const auto tied = k.boolean("tie_word_embeddings", true);
            if (!tied)
                return failed();
            m.generative = true;
            attention.causal = true;
            Layer head = make(LayerKind::Linear, QStringLiteral("lm_head"));
            head.features = *vocab;
            head.bias = false;
            head.sharedWeights = *tied;
            n.layers = { embedding, positions, make(LayerKind::Dropout, QStringLiteral("drop")),
                block(QStringLiteral("h"),
                    { block(QStringLiteral("attn"), { make(LayerKind::LayerNorm, QStringLiteral("ln_1")), attention },
                          1, true),
                        block(QStringLiteral("mlp"), { make(LayerKind::LayerNorm, QStringLiteral("ln_2")), mlp }, 1,
                            true) },
                    *layers),
                make(LayerKind::LayerNorm, QStringLiteral("ln_f")), head };
        } else {
            // BertModel: word, position and token-type embeddings, post-norm layers, the pooler (Devlin et al. 2019).
            const auto types = k.integer({ "type_vocab_size" }, 0, 1 << 20, 2);
            if (!types)
                return failed();
            n.layers = { embedding, positions };
            if (*types > 0) {
                Layer typeTable = make(LayerKind::EmbeddingAdd, QStringLiteral("token_type_embeddings"));
                typeTable.rows = *types;
                n.layers.push_back(typeTable);
            }
            Layer pooler = make(LayerKind::Linear, QStringLiteral("pooler"));
            pooler.features = *hidden;
            Layer tanh = make(LayerKind::Activation, QStringLiteral("tanh"));
            tanh.activation = QStringLiteral("tanh");
            n.layers.insert(n.layers.end(),
                { make(LayerKind::LayerNorm, QStringLiteral("embeddings.LayerNorm")),
                    block(QStringLiteral("layer"),
                        { block(QStringLiteral("attention"), { attention }, 1, true),
                            make(LayerKind::LayerNorm, QStringLiteral("attention.LayerNorm")),
                            block(QStringLiteral("mlp"), { mlp }, 1, true),
                            make(LayerKind::LayerNorm, QStringLiteral("output.LayerNorm")) },
                        *layers),
                    make(LayerKind::SelectToken, QStringLiteral("first_token")), pooler, tanh });
        }
        return m;
    }

    // Llama-style decoders (LlamaForCausalLM and the families that share its keys).
    const bool isQwen2 = m.modelType == u"qwen2";
    std::int64_t ffn = 0, kvHeads = 0, headDim = 0;
    bool tied = false, attentionBias = false, mlpBias = false;
    if (const auto v = k.integer({ "intermediate_size" }, 1, kMaxDimension))
        ffn = *v;
    else
        return failed();
    if (const auto v = k.integer({ "num_key_value_heads" }, 1, 1 << 16, *heads))
        kvHeads = *v;
    else
        return failed();
    if (const auto v = k.integer({ "head_dim" }, 1, 1 << 20, std::int64_t(0)))
        headDim = *v;
    else
        return failed();
    if (const auto v = k.boolean("tie_word_embeddings", m.modelType == u"gemma"))
        tied = *v;
    else
        return failed();
    if (const auto v = k.boolean("attention_bias", false))
        attentionBias = *v;
    else
        return failed();
    if (const auto v = k.boolean("mlp_bias", false))
        mlpBias = *v;
    else
        return failed();
    if (const QString problem = kvHeadsProblem(int(*heads), int(kvHeads)); !problem.isEmpty()) {
        *error = QCoreApplication::translate("Analyzer", "\"num_key_value_heads\" (%1) %2")
                     .arg(QString::number(kvHeads), problem);
        return std::nullopt;
    }
    if (headDim == 0 && *hidden % *heads) {
        *error = QCoreApplication::translate("Analyzer",
            "\"hidden_size\" (%1) is not a multiple of \"num_attention_heads\" (%2) and there is no \"head_dim\"")
                     .arg(*hidden)
                     .arg(*heads);
        return std::nullopt;
    }
    m.generative = true;
    attention.causal = true;
    attention.kvHeads = kvHeads;
    attention.headDim = headDim;
    attention.bias = attentionBias;
    if (isQwen2)
        attention.qkvBias = true; // Qwen2Attention: biases on Q, K and V only
    const auto window = k.integer({ "sliding_window" }, 1, kMaxDimension, std::int64_t(0));
    const auto useWindow = window ? k.boolean("use_sliding_window", !isQwen2) : std::nullopt;
    if (!useWindow)
        return failed();
    if (*useWindow)
        attention.window = *window;

    Layer mlp = make(LayerKind::Mlp, QStringLiteral("mlp"));
    mlp.ffn = ffn;
    mlp.gated = true; // SwiGLU (LlamaMLP: gate_proj, up_proj, down_proj)
    mlp.bias = mlpBias;
    mlp.activation = QStringLiteral("silu");
    const bool hasTopK = k.has(QStringLiteral("num_experts_per_tok"));
    if (k.has(QStringLiteral("num_local_experts"))) {
        const auto experts = k.integer({ "num_local_experts" }, 1, 1 << 16);
        const auto topK = experts ? k.integer({ "num_experts_per_tok" }, 1, 1 << 16) : std::nullopt;
        if (!topK)
            return failed();
        if (*topK > *experts) {
            *error = QCoreApplication::translate(
                "Analyzer", "\"num_experts_per_tok\" (%1) is more than \"num_local_experts\" (%2)")
                         .arg(*topK)
                         .arg(*experts);
            return std::nullopt;
        }
        mlp.kind = LayerKind::Moe;
        mlp.name = QStringLiteral("block_sparse_moe");
        mlp.experts = *experts;
        mlp.topK = *topK;
    } else if (hasTopK) {
        *error
            = QCoreApplication::translate("Analyzer", "\"num_experts_per_tok\" is given without \"num_local_experts\"");
        return std::nullopt;
    }
    Layer head = make(LayerKind::Linear, QStringLiteral("lm_head"));
    head.features = *vocab;
    head.bias = false;
    head.sharedWeights = tied;
    n.layers = { embedding,
        block(QStringLiteral("layers"),
            { block(QStringLiteral("attention"),
                  { make(LayerKind::RmsNorm, QStringLiteral("input_layernorm")), attention }, 1, true),
                block(QStringLiteral("mlp"),
                    { make(LayerKind::RmsNorm, QStringLiteral("post_attention_layernorm")), mlp }, 1, true) },
            *layers),
        make(LayerKind::RmsNorm, QStringLiteral("norm")), head };
    return m;
}

} // namespace flopsheet
