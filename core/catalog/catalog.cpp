#include "core/catalog/catalog.h"

#include "core/io/entryjson.h"
#include "core/io/userfile.h"
#include "core/io/utf8.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <type_traits>

namespace flopsheet {
namespace {

// A catalog entry: the shared reader (core/io/entryjson.h) plus what a catalog adds — a valid id,
// which names the entry when it has no name.
template <typename T> bool readEntry(const QJsonObject &o, const QString &path, T &entry, QString *error)
{
    QString problem;
    JsonReader r(o, path, &problem);
    if constexpr (std::is_same_v<T, Gpu>) {
        readGpu(r, entry);
        if (!r.failed() && !isKnown(entry.memoryGiB))
            r.fail("memoryGB", QCoreApplication::translate("Catalog", "is missing"));
    } else {
        readWorkload(r, entry);
    }
    if (!r.failed() && entry.id.isEmpty())
        r.fail("id", QCoreApplication::translate("Catalog", "is missing"));
    if (!r.failed() && !isValidId(entry.id))
        r.fail("id",
            QCoreApplication::translate("Catalog", "\"%1\" must be lower-case letters, digits, '-', '.' or '_'")
                .arg(entry.id));
    if (entry.name.isEmpty())
        entry.name = entry.id;
    if (!problem.isEmpty()) {
        *error = problem;
        return false;
    }
    return true;
}

template <typename T> void upsert(std::vector<T> &list, T item)
{
    for (T &existing : list) {
        if (existing.id == item.id) {
            existing = std::move(item);
            return;
        }
    }
    list.push_back(std::move(item));
}

template <typename T> const T *findById(const std::vector<T> &list, QStringView id)
{
    for (const T &item : list) {
        if (item.id.compare(id, Qt::CaseInsensitive) == 0)
            return &item;
    }
    return nullptr;
}

template <typename T> QStringList closest(const std::vector<T> &list, QStringView id, int count)
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
        scored.push_back({ item.id.contains(needle), editDistance(needle, item.id), item.id });
    std::stable_sort(scored.begin(), scored.end(),
        [](const Scored &a, const Scored &b) { return a.extends != b.extends ? a.extends : a.distance < b.distance; });
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
            row[j] = std::min({ row[j] + 1, row[j - 1] + 1, diagonal + (same ? 0 : 1) });
            diagonal = above;
        }
    }
    return row[b.size()];
}

const Catalog &Catalog::builtIn()
{
    static const Catalog catalog = [] {
        Catalog c;
        for (const char *path : { ":/catalog/gpus.json", ":/catalog/workloads.json" }) {
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
    if (const QString problem = otherEncodingProblem(json); !problem.isEmpty()) {
        *error = problem;
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (doc.isNull()) {
        const TextPlace place = placeOfJsonError(json, parseError);
        *error = QCoreApplication::translate("Catalog", "not valid JSON at line %1, column %2: %3")
                     .arg(place.line)
                     .arg(place.column)
                     .arg(parseError.errorString());
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
        *error = QCoreApplication::translate(
            "Catalog", "\"formatVersion\" %1 is newer than this FlopSheet understands (1)")
                     .arg(version.toInt());
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
        if (!readEntry(gpuArray[i].toObject(), QStringLiteral("gpus[%1]").arg(i), g, error))
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
        if (!readEntry(workloadArray[i].toObject(), QStringLiteral("workloads[%1]").arg(i), w, error))
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
    QByteArray bytes;
    QString problem;
    if (!readUserFile(fileName, filelimits::kMaxTextBytes, &bytes, &problem)) {
        *error = QCoreApplication::translate("Catalog", "cannot read %1: %2").arg(fileName, problem);
        return false;
    }
    if (!merge(bytes, &problem)) {
        *error = QCoreApplication::translate("Catalog", "%1: %2").arg(fileName, problem);
        return false;
    }
    return true;
}

const Gpu *Catalog::gpu(QStringView id) const
{
    return findById(m_gpus, id);
}
const Workload *Catalog::workload(QStringView id) const
{
    return findById(m_workloads, id);
}
QStringList Catalog::closestGpuIds(QStringView id, int count) const
{
    return closest(m_gpus, id, count);
}
QStringList Catalog::closestWorkloadIds(QStringView id, int count) const
{
    return closest(m_workloads, id, count);
}

} // namespace flopsheet
