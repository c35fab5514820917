#include "core/catalog/catalog.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace flopsheet {
namespace {


// Reads typed values from one JSON object, remembering the first problem with the key's name.
class FieldReader
{
public:
    FieldReader(const QJsonObject &object, QString where) : m_object(object), m_where(std::move(where)) {}

    QString string(const char *key, bool required = false)
    {
        const QJsonValue v = m_object.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull()) {
            if (required)
                fail(key, QCoreApplication::translate("Catalog", "is required"));
            return {};
        }
        if (!v.isString())
            fail(key, QCoreApplication::translate("Catalog", "must be a string"));
        return v.toString();
    }
    // A number >= 0 (NaN when absent or null). Refuses strings, negatives and absurd magnitudes.
    double number(const char *key, bool required = false, double maximum = 1e30)
    {
        const QJsonValue v = m_object.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull()) {
            if (required)
                fail(key, QCoreApplication::translate("Catalog", "is required"));
            return kUnknown;
        }
        if (!v.isDouble()) {
            fail(key, QCoreApplication::translate("Catalog", "must be a number"));
            return kUnknown;
        }
        const double d = v.toDouble();
        if (d < 0 || d > maximum) {
            fail(key, QCoreApplication::translate("Catalog", "is out of range (%1)").arg(d));
            return kUnknown;
        }
        return d;
    }
    int integer(const char *key, int maximum = 1 << 30)
    {
        const double d = number(key, false, maximum);
        if (!isKnown(d))
            return 0;
        if (d != double(int(d)))
            fail(key, QCoreApplication::translate("Catalog", "must be a whole number"));
        return int(d);
    }
    bool boolean(const char *key)
    {
        const QJsonValue v = m_object.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull())
            return false;
        if (!v.isBool())
            fail(key, QCoreApplication::translate("Catalog", "must be true or false"));
        return v.toBool();
    }
    QJsonObject object(const char *key)
    {
        const QJsonValue v = m_object.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull())
            return {};
        if (!v.isObject())
            fail(key, QCoreApplication::translate("Catalog", "must be an object"));
        return v.toObject();
    }
    void fail(const char *key, const QString &what)
    {
        if (m_error.isEmpty())
            m_error = QCoreApplication::translate("Catalog", "%1: \"%2\" %3").arg(m_where, QLatin1String(key), what);
    }
    const QString &error() const { return m_error; }

private:
    QJsonObject m_object;
    QString m_where;
    QString m_error;
};

bool isValidId(const QString &id)
{
    if (id.isEmpty() || id.size() > 64)
        return false;
    return std::all_of(id.begin(), id.end(), [](QChar c) {
        return (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9') || c == u'-' || c == u'.' || c == u'_';
    });
}

bool readGpu(const QJsonObject &o, int index, Gpu &g, QString *error)
{
    FieldReader r(o, QCoreApplication::translate("Catalog", "gpus[%1]").arg(index));
    g.id = r.string("id", true);
    g.name = r.string("name");
    if (g.name.isEmpty())
        g.name = g.id;
    g.vendor = r.string("vendor");
    g.architecture = r.string("architecture");
    const QString generation = r.string("generation");
    if (!generation.isEmpty()) {
        if (auto gen = parseGeneration(generation))
            g.generation = *gen;
        else
            r.fail("generation", QCoreApplication::translate("Catalog", "is not a known generation"));
    }
    g.year = r.integer("year", 3000);
    g.memoryGB = r.number("memoryGB", true, 1e6);
    g.memoryBandwidthGBps = r.number("memoryBandwidthGBps", false, 1e6);
    const QJsonObject peaks = r.object("peakTflops");
    FieldReader pr(peaks, QCoreApplication::translate("Catalog", "gpus[%1].peakTflops").arg(index));
    static const char *const keys[kPrecisionCount] = {"fp32", "tf32", "fp16", "bf16", "fp8", "int8"};
    for (int i = 0; i < kPrecisionCount; ++i)
        g.peakTflops[i] = pr.number(keys[i], false, 1e6);
    g.sparsityFactor = r.number("sparsityFactor", false, 16);
    if (!isKnown(g.sparsityFactor) || g.sparsityFactor < 1)
        g.sparsityFactor = 1;
    g.tdpW = r.number("tdpW", false, 1e5);
    g.interconnect = r.string("interconnect");
    g.interconnectGBps = r.number("interconnectGBps", false, 1e6);
    g.hostInterface = r.string("hostInterface");
    g.pricePerHourUsd = r.number("pricePerHourUsd", false, 1e5);
    g.priceSource = r.string("priceSource");
    g.priceDate = r.string("priceDate");
    g.altPricePerHourUsd = r.number("altPricePerHourUsd", false, 1e5);
    g.altPriceSource = r.string("altPriceSource");
    g.specSource = r.string("specSource");
    g.confidence = r.string("confidence");
    g.notes = r.string("notes");
    QString problem = r.error().isEmpty() ? pr.error() : r.error();
    if (problem.isEmpty() && !isValidId(g.id))
        problem = QCoreApplication::translate("Catalog", "gpus[%1]: id \"%2\" must be lower-case letters, digits, '-', '.' or '_'").arg(index).arg(g.id);
    if (problem.isEmpty() && g.memoryGB <= 0)
        problem = QCoreApplication::translate("Catalog", "gpus[%1]: \"memoryGB\" must be positive").arg(index);
    if (!problem.isEmpty()) {
        *error = problem;
        return false;
    }
    return true;
}

bool readWorkload(const QJsonObject &o, int index, Workload &w, QString *error)
{
    FieldReader r(o, QCoreApplication::translate("Catalog", "workloads[%1]").arg(index));
    w.id = r.string("id", true);
    w.name = r.string("name");
    if (w.name.isEmpty())
        w.name = w.id;
    const QString family = r.string("family");
    if (auto f = parseFamily(family))
        w.family = *f;
    else if (!family.isEmpty())
        r.fail("family", QCoreApplication::translate("Catalog", "must be one of generic, cnn, vit, encoder, decoder"));
    w.params = r.number("params", false, 1e16);
    w.paramsExact = r.boolean("paramsExact");
    const double macs = r.number("forwardMacsPerSample", false, 1e18);
    const double flops = r.number("forwardFlopsPerSample", false, 1e18);
    w.forwardFlopsPerSample = isKnown(flops) ? flops : (isKnown(macs) ? 2.0 * macs : kUnknown);
    w.seqLen = r.integer("seqLen", 1 << 24);
    w.layers = r.integer("layers", 100000);
    w.trainingTokens = r.number("trainingTokens", false, 1e16);
    w.datasetSamples = r.number("datasetSamples", false, 1e15);
    w.epochs = r.number("epochs", false, 1e6);
    w.memoryTrafficBytesPerSample = r.number("memoryTrafficBytesPerSample", false, 1e15);
    w.sparse24 = r.boolean("sparse24");
    w.prunedFraction = r.number("prunedFraction", false, 0.99);
    if (!isKnown(w.prunedFraction))
        w.prunedFraction = 0;
    w.inputResolution = r.string("inputResolution");
    w.source = r.string("source");
    w.sourceLocation = r.string("sourceLocation");
    w.confidence = r.string("confidence");
    w.notes = r.string("notes");

    const QJsonObject shape = r.object("shape");
    FieldReader sr(shape, QCoreApplication::translate("Catalog", "workloads[%1].shape").arg(index));
    TransformerShape &s = w.shape;
    s.layers = sr.integer("layers", 100000);
    s.hidden = sr.integer("hidden", 1 << 22);
    s.heads = sr.integer("heads", 1 << 16);
    s.kvHeads = sr.integer("kvHeads", 1 << 16);
    s.headDim = sr.integer("headDim", 1 << 16);
    s.ffn = sr.integer("ffn", 1 << 24);
    s.vocab = sr.integer("vocab", 1 << 24);
    s.maxSeqLen = sr.integer("maxSeqLen", 1 << 24);
    s.gatedMlp = sr.boolean("gatedMlp");
    s.bias = sr.boolean("bias");
    s.tiedEmbeddings = sr.boolean("tiedEmbeddings");
    const QString norm = sr.string("norm");
    s.norm = norm == u"rms" ? NormKind::Rms : NormKind::Layer;
    if (!norm.isEmpty() && norm != u"rms" && norm != u"layer")
        sr.fail("norm", QCoreApplication::translate("Catalog", "must be \"rms\" or \"layer\""));
    const QString positions = sr.string("positions");
    s.positions = positions == u"learned" ? PositionKind::Learned
                  : positions == u"rope"  ? PositionKind::Rope
                  : positions == u"alibi" ? PositionKind::Alibi
                                          : PositionKind::None;

    QString problem = r.error().isEmpty() ? sr.error() : r.error();
    if (problem.isEmpty() && !isValidId(w.id))
        problem = QCoreApplication::translate("Catalog", "workloads[%1]: id \"%2\" must be lower-case letters, digits, '-', '.' or '_'").arg(index).arg(w.id);
    if (problem.isEmpty() && s.kvHeads > 0 && s.heads > 0 && s.heads % s.kvHeads != 0)
        problem = QCoreApplication::translate("Catalog", "workloads[%1]: \"kvHeads\" must divide \"heads\"").arg(index);
    if (!problem.isEmpty()) {
        *error = problem;
        return false;
    }
    return true;
}

template <typename T>
void upsert(std::vector<T> &list, T item)
{
    for (T &existing : list) {
        if (existing.id == item.id) {
            existing = std::move(item);
            return;
        }
    }
    list.push_back(std::move(item));
}

template <typename T>
const T *findById(const std::vector<T> &list, QStringView id)
{
    for (const T &item : list) {
        if (item.id.compare(id, Qt::CaseInsensitive) == 0)
            return &item;
    }
    return nullptr;
}

template <typename T>
QStringList closest(const std::vector<T> &list, QStringView id, int count)
{
    // Ids that extend what was typed ("h100" -> "h100-sxm") come first, then by edit distance.
    struct Scored {
        bool extends;
        int distance;
        QString id;
    };
    std::vector<Scored> scored;
    const QString needle = id.toString().toLower();
    for (const T &item : list)
        scored.push_back({item.id.contains(needle), editDistance(needle, item.id), item.id});
    std::stable_sort(scored.begin(), scored.end(), [](const Scored &a, const Scored &b) {
        return a.extends != b.extends ? a.extends : a.distance < b.distance;
    });
    QStringList out;
    for (int i = 0; i < int(scored.size()) && i < count; ++i)
        out << scored[i].id;
    return out;
}

} // namespace

int editDistance(QStringView a, QStringView b)
{
    std::vector<int> row(b.size() + 1);
    for (qsizetype j = 0; j <= b.size(); ++j)
        row[j] = int(j);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        int diagonal = row[0];
        row[0] = int(i);
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const int above = row[j];
            const bool same = a[i - 1].toLower() == b[j - 1].toLower();
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (same ? 0 : 1)});
            diagonal = above;
        }
    }
    return row[b.size()];
}

const Catalog &Catalog::builtIn()
{
    static const Catalog catalog = [] {
        Catalog c;
        for (const char *path : {":/catalog/gpus.json", ":/catalog/workloads.json"}) {
            QFile file(QString::fromLatin1(path));
            QString error;
            if (!file.open(QIODevice::ReadOnly) || !c.merge(file.readAll(), &error)) {
                std::fprintf(stderr, "flopsheet: built-in catalog %s is broken: %s\n", path, qPrintable(error));
                std::abort();
            }
        }
        return c;
    }();
    return catalog;
}

bool Catalog::merge(const QByteArray &json, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (doc.isNull()) {
        *error = QCoreApplication::translate("Catalog", "not valid JSON at byte %1: %2").arg(parseError.offset).arg(parseError.errorString());
        return false;
    }
    if (!doc.isObject()) {
        *error = QCoreApplication::translate("Catalog", "the top level must be an object");
        return false;
    }
    const QJsonObject root = doc.object();
    const QJsonValue version = root.value(QLatin1String("formatVersion"));
    if (!version.isDouble() || version.toInt() < 1) {
        *error = QCoreApplication::translate("Catalog", "\"formatVersion\" is missing or not a number");
        return false;
    }
    if (version.toInt() > 1) {
        *error = QCoreApplication::translate("Catalog", "\"formatVersion\" %1 is newer than this FlopSheet understands (1)").arg(version.toInt());
        return false;
    }
    std::vector<Gpu> gpus;
    std::vector<Workload> workloads;
    const QJsonValue gpuList = root.value(QLatin1String("gpus"));
    const QJsonValue workloadList = root.value(QLatin1String("workloads"));
    if (!gpuList.isUndefined() && !gpuList.isArray()) {
        *error = QCoreApplication::translate("Catalog", "\"gpus\" must be a list");
        return false;
    }
    if (!workloadList.isUndefined() && !workloadList.isArray()) {
        *error = QCoreApplication::translate("Catalog", "\"workloads\" must be a list");
        return false;
    }
    const QJsonArray gpuArray = gpuList.toArray();
    for (int i = 0; i < gpuArray.size(); ++i) {
        if (!gpuArray[i].isObject()) {
            *error = QCoreApplication::translate("Catalog", "gpus[%1] must be an object").arg(i);
            return false;
        }
        Gpu g;
        if (!readGpu(gpuArray[i].toObject(), i, g, error))
            return false;
        gpus.push_back(std::move(g));
    }
    const QJsonArray workloadArray = workloadList.toArray();
    for (int i = 0; i < workloadArray.size(); ++i) {
        if (!workloadArray[i].isObject()) {
            *error = QCoreApplication::translate("Catalog", "workloads[%1] must be an object").arg(i);
            return false;
        }
        Workload w;
        if (!readWorkload(workloadArray[i].toObject(), i, w, error))
            return false;
        workloads.push_back(std::move(w));
    }
    for (Gpu &g : gpus)
        upsert(m_gpus, std::move(g));
    for (Workload &w : workloads)
        upsert(m_workloads, std::move(w));
    return true;
}

bool Catalog::mergeFile(const QString &fileName, QString *error)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QCoreApplication::translate("Catalog", "cannot read %1: %2").arg(fileName, file.errorString());
        return false;
    }
    QString problem;
    if (!merge(file.readAll(), &problem)) {
        *error = QCoreApplication::translate("Catalog", "%1: %2").arg(fileName, problem);
        return false;
    }
    return true;
}

const Gpu *Catalog::gpu(QStringView id) const { return findById(m_gpus, id); }
const Workload *Catalog::workload(QStringView id) const { return findById(m_workloads, id); }
QStringList Catalog::closestGpuIds(QStringView id, int count) const { return closest(m_gpus, id, count); }
QStringList Catalog::closestWorkloadIds(QStringView id, int count) const { return closest(m_workloads, id, count); }

} // namespace flopsheet
