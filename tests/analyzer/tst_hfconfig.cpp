// Hugging Face config.json import: exact parameter counts of published models, FLOPs per token,
// KV cache, mixture-of-experts, and refusals of broken configs.
#include "core/analyzer/analysis.h"
#include "core/analyzer/hfconfig.h"

#include "../core/testutil.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace flopsheet;

namespace {

QJsonObject config(const QString &name)
{
    QFile f(QStringLiteral(FLOPSHEET_TEST_DATA "/analyzer/") + name + QStringLiteral(".config.json"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing test file %s", qPrintable(f.fileName()));
    return QJsonDocument::fromJson(f.readAll()).object();
}

Analysis analyze(const QJsonObject &root, std::int64_t seqLen = 0, HfModel *model = nullptr)
{
    QString error;
    const auto m = readHfConfig(root, seqLen, &error);
    if (!m) {
        Analysis a;
        a.error = error;
        return a;
    }
    if (model)
        *model = *m;
    return analyzeNetwork(m->network);
}

} // namespace

class tst_HfConfig : public QObject {
    Q_OBJECT

private slots:
    void params_data();
    void params();
    void mixtureOfExperts();
    void flopsPerToken();
    void kvCache();
    void learnedPositionsLimit();
    void refusals_data();
    void refusals();
    void truncatedAndMutated();
};

void tst_HfConfig::params_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<double>("params");
    // Published counts: model.num_parameters() of the transformers class named in each config's
    // "architectures" (the base model for BERT), as the model cards and the Hub report them.
    // Llama 2 7B (meta-llama/Llama-2-7b-hf): 2·32000·4096 + 32·(4·4096² + 3·4096·11008 + 2·4096) + 4096.
    QTest::newRow("llama-2-7b") << QStringLiteral("llama-2-7b") << 6738415616.0;
    // Mistral 7B v0.1 (mistralai/Mistral-7B-v0.1, "7.24B params"): GQA 8 KV heads, ffn 14336.
    QTest::newRow("mistral-7b") << QStringLiteral("mistral-7b-v0.1") << 7241732096.0;
    // Qwen2-7B (Qwen/Qwen2-7B, "7.62B params"): Q/K/V biases, 4 KV heads of 128, vocab 152064, untied.
    QTest::newRow("qwen2-7b") << QStringLiteral("qwen2-7b") << 7615616512.0;
    // GPT-2 small (openai-community/gpt2, "124M"): tied LM head, learned positions, biases.
    QTest::newRow("gpt2") << QStringLiteral("gpt2") << 124439808.0;
    // BERT base uncased (google-bert/bert-base-uncased, "110M"): BertModel with its pooler.
    QTest::newRow("bert-base-uncased") << QStringLiteral("bert-base-uncased") << 109482240.0;
}

void tst_HfConfig::params()
{
    QFETCH(QString, name);
    QFETCH(double, params);
    const Analysis a = analyze(config(name), 128);
    QVERIFY2(a.ok(), qPrintable(a.error));
    QCOMPARE(a.params, params);
    QVERIFY(!a.hasExperts);
    QCOMPARE(a.activeParams, params);
}

void tst_HfConfig::mixtureOfExperts()
{
    // Mixtral 8x7B: "46.7B total parameters but only uses 12.9B parameters per token" (Mistral AI,
    // "Mixtral of experts", 2023); exactly 32000·4096·2 + 32·(41,943,040 + 8·176,160,768 + 32,768 + 8,192) + 4096.
    HfModel m;
    const Analysis a = analyze(config(QStringLiteral("mixtral-8x7b-v0.1")), 128, &m);
    QVERIFY2(a.ok(), qPrintable(a.error));
    QVERIFY(a.hasExperts);
    QCOMPARE(a.params, 46702792704.0);
    FS_COMPARE_REL(a.params / 1e9, 46.70, 0.0005);
    // Active: two of eight experts: 32·(41,943,040 + 2·176,160,768 + 32,768 + 8,192) + 262,148,096.
    QCOMPARE(a.activeParams, 12879925248.0);
    FS_COMPARE_REL(a.activeParams / 1e9, 12.88, 0.0005);
}

void tst_HfConfig::flopsPerToken()
{
    // Llama 2 7B at 2048 tokens: 2 × the 6,607,077,376 parameters that multiply activations (all but
    // the 131,072,000 input embeddings and 266,240 norm weights) + attention 4·L·h·s = 4·32·4096·2048
    // (PaLM, Chowdhery et al. 2022, appendix B).
    HfModel m;
    const Analysis a = analyze(config(QStringLiteral("llama-2-7b")), 2048, &m);
    QVERIFY2(a.ok(), qPrintable(a.error));
    QCOMPARE(m.seqLen, std::int64_t(2048));
    QCOMPARE(a.flops() / 2048.0, 2.0 * 6607077376.0 + 4.0 * 32 * 4096 * 2048);
    // Mixtral: active matmul parameters per token; the attention term at 1024 tokens.
    const Analysis x = analyze(config(QStringLiteral("mixtral-8x7b-v0.1")), 1024);
    QVERIFY2(x.ok(), qPrintable(x.error));
    QCOMPARE(x.flops() / 1024.0, 2.0 * (12879925248.0 - 131072000.0 - 32 * 8192 - 4096) + 4.0 * 32 * 4096 * 1024);
    // Default length: 2048, or the learned-position limit (GPT-2: 1024).
    HfModel g;
    QVERIFY(analyze(config(QStringLiteral("gpt2")), 0, &g).ok());
    QCOMPARE(g.seqLen, std::int64_t(1024));
}

void tst_HfConfig::kvCache()
{
    // 2 (K, V) · layers · kv_heads · head_dim · bytes: Llama 2 7B in FP16 keeps 512 KiB per token,
    // Mistral 7B (8 KV heads, BF16) 128 KiB, Qwen2-7B (28 layers, 4 KV heads) 56 KiB.
    QCOMPARE(analyze(config(QStringLiteral("llama-2-7b"))).kvCacheBytesPerToken(), 2.0 * 32 * 32 * 128 * 2);
    QCOMPARE(analyze(config(QStringLiteral("mistral-7b-v0.1"))).kvCacheBytesPerToken(), 131072.0);
    QCOMPARE(analyze(config(QStringLiteral("qwen2-7b"))).kvCacheBytesPerToken(), 2.0 * 28 * 4 * 128 * 2);
    // An encoder keeps no cache.
    QCOMPARE(analyze(config(QStringLiteral("bert-base-uncased"))).kvCacheBytesPerToken(), 0.0);
}

void tst_HfConfig::learnedPositionsLimit()
{
    const Analysis a = analyze(config(QStringLiteral("gpt2")), 2048);
    QVERIFY(!a.ok());
    QVERIFY2(a.error.contains(QStringLiteral("1024 learned positions")), qPrintable(a.error));
}

void tst_HfConfig::refusals_data()
{
    QTest::addColumn<QString>("base");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("expected");
    const QString llama = QStringLiteral("llama-2-7b");
    QTest::newRow("missing-hidden") << llama << QStringLiteral("hidden_size") << QJsonValue(QJsonValue::Undefined)
                                    << QStringLiteral("\"hidden_size\" is missing");
    QTest::newRow("string-layers") << llama << QStringLiteral("num_hidden_layers") << QJsonValue(QStringLiteral("32"))
                                   << QStringLiteral("\"num_hidden_layers\" must be a whole number");
    QTest::newRow("negative-vocab") << llama << QStringLiteral("vocab_size") << QJsonValue(-5)
                                    << QStringLiteral("\"vocab_size\"");
    QTest::newRow("zero-heads") << llama << QStringLiteral("num_attention_heads") << QJsonValue(0)
                                << QStringLiteral("\"num_attention_heads\"");
    QTest::newRow("absurd-hidden") << llama << QStringLiteral("hidden_size") << QJsonValue(1e300)
                                   << QStringLiteral("\"hidden_size\"");
    QTest::newRow("kv-not-dividing") << llama << QStringLiteral("num_key_value_heads") << QJsonValue(5)
                                     << QStringLiteral("must divide heads (");
    QTest::newRow("heads-not-dividing") << QStringLiteral("mistral-7b-v0.1") << QStringLiteral("num_attention_heads")
                                        << QJsonValue(24) << QStringLiteral("not a multiple");
    QTest::newRow("contradicting-alias") << llama << QStringLiteral("n_embd") << QJsonValue(1024)
                                         << QStringLiteral("contradict");
    QTest::newRow("top-k-without-experts") << llama << QStringLiteral("num_experts_per_tok") << QJsonValue(2)
                                           << QStringLiteral("without \"num_local_experts\"");
    QTest::newRow("top-k-above-experts") << QStringLiteral("mixtral-8x7b-v0.1") << QStringLiteral("num_experts_per_tok")
                                         << QJsonValue(9) << QStringLiteral("more than \"num_local_experts\"");
    QTest::newRow("dtype") << llama << QStringLiteral("torch_dtype") << QJsonValue(QStringLiteral("float128"))
                           << QStringLiteral("torch_dtype");
    QTest::newRow("tie-not-bool") << llama << QStringLiteral("tie_word_embeddings") << QJsonValue(QStringLiteral("yes"))
                                  << QStringLiteral("true or false");
    QTest::newRow("gpt2-no-positions") << QStringLiteral("gpt2") << QStringLiteral("n_positions")
                                       << QJsonValue(QJsonValue::Undefined)
                                       << QStringLiteral("\"max_position_embeddings\" is missing");
}

void tst_HfConfig::refusals()
{
    QFETCH(QString, base);
    QFETCH(QString, key);
    QFETCH(QJsonValue, value);
    QFETCH(QString, expected);
    QJsonObject root = config(base);
    if (value.isUndefined())
        root.remove(key);
    else
        root.insert(key, value);
    if (base == u"gpt2")
        root.remove(QStringLiteral("n_ctx"));
    const Analysis a = analyze(root);
    QVERIFY(!a.ok());
    QVERIFY2(a.error.contains(expected), qPrintable(a.error));
}

void tst_HfConfig::truncatedAndMutated()
{
    // Fuzz-style: every published config cut at many points, and every key set to absurd values of
    // every JSON type. Each run ends in an analysis or a one-line reason; nothing crashes.
    const QJsonValue absurd[] = { QJsonValue(-1), QJsonValue(0), QJsonValue(1e300), QJsonValue(3.5),
        QJsonValue(QStringLiteral("x")), QJsonValue(QJsonValue::Null), QJsonValue(QJsonArray { 1, 2 }),
        QJsonValue(QJsonObject {}), QJsonValue(true), QJsonValue(double(std::int64_t(1) << 40)) };
    int runs = 0, refused = 0;
    for (const char *name :
        { "llama-2-7b", "mistral-7b-v0.1", "mixtral-8x7b-v0.1", "qwen2-7b", "gpt2", "bert-base-uncased" }) {
        const QJsonObject root = config(QLatin1StringView(name));
        const QByteArray bytes = QJsonDocument(root).toJson();
        for (qsizetype cut = 0; cut < bytes.size(); cut += 13) {
            const QJsonDocument doc = QJsonDocument::fromJson(bytes.left(cut));
            if (!doc.isObject())
                continue;
            const Analysis a = analyze(doc.object(), 16);
            ++runs;
            refused += a.ok() ? 0 : 1;
            QVERIFY(a.ok() || !a.error.isEmpty());
        }
        for (const QString &key : root.keys()) {
            for (const QJsonValue &value : absurd) {
                QJsonObject mutated = root;
                mutated.insert(key, value);
                const Analysis a = analyze(mutated, 16);
                ++runs;
                refused += a.ok() ? 0 : 1;
                QVERIFY2(a.ok() || !a.error.isEmpty(), qPrintable(key));
                QVERIFY(!(a.params < 0) && !(a.macs < 0));
                QVERIFY(a.error.count(u'\n') == 0);
            }
        }
    }
    qInfo("%d damaged configs analysed, %d refused", runs, refused);
    QVERIFY(refused > 100);
}

QTEST_GUILESS_MAIN(tst_HfConfig)
#include "tst_hfconfig.moc"
