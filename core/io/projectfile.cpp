#include "core/io/projectfile.h"

#include "core/document/plansize.h"
#include "core/document/project.h"
#include "core/io/entryjson.h"
#include "core/io/jsonreader.h"
#include "core/io/userfile.h"
#include "core/io/utf8.h"

#include <QCoreApplication>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QStringDecoder>

#include <cctype>

namespace flopsheet {
namespace {

const QString kApplication = QStringLiteral("FlopSheet");

QJsonValue number(double v)
{
    return isKnown(v) ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
}

// One file section per table: its rows under the table's key, each row by its codec (core/io/entryjson.h).
template <typename Entry> void writeRows(QJsonObject &o, const QList<Entry> &rows)
{
    QJsonArray array;
    for (const Entry &e : rows)
        array.append(rowToJson(e));
    o[QLatin1String(TableTraits<Entry>::description().key)] = array;
}

// Reads what writeRows wrote; the first problem goes to *problem with its path under prefix.
template <typename Entry> QList<Entry> readRows(JsonReader &r, const QString &prefix, bool required, QString *problem)
{
    const char *key = TableTraits<Entry>::description().key;
    const QJsonArray array = r.array(key, required);
    QList<Entry> rows;
    if (const QString tooMany = tableSizeProblem(array.size()); !tooMany.isEmpty()) {
        *problem = prefix + QLatin1String(key) + QStringLiteral(": ") + tooMany;
        return rows;
    }
    for (qsizetype i = 0; i < array.size() && problem->isEmpty(); ++i) {
        const QString path = prefix + QStringLiteral("%1[%2]").arg(QLatin1String(key)).arg(i);
        if (!array[i].isObject()) {
            *problem = QCoreApplication::translate("ProjectFile", "%1: must be an object, not %2")
                           .arg(path, JsonReader::typeName(array[i]));
            break;
        }
        JsonReader row(array[i].toObject(), path, problem);
        Entry entry;
        readRow(row, entry);
        rows.append(std::move(entry));
    }
    return rows;
}

// The assumptions and both tables, as the top level and every scenario hold them.
void writeContent(QJsonObject &o, const ProjectAssumptions &a, const QList<WorkloadEntry> &workloadRows,
    const QList<HardwareEntry> &hardwareRows)
{
    QJsonObject assumptions;
    assumptions[u"pue"] = a.pue;
    assumptions[u"priceMultiplier"] = a.priceMultiplier;
    assumptions[u"gpusPerNode"] = a.gpusPerNode;
    assumptions[u"deadlineHours"] = number(a.deadlineHours);
    assumptions[u"budgetUsd"] = number(a.budgetUsd);
    assumptions[u"poolPolicy"] = poolPolicyName(a.poolPolicy);
    o[u"assumptions"] = assumptions;
    writeRows(o, workloadRows);
    writeRows(o, hardwareRows);
}

void readContent(JsonReader &r, const QString &prefix, ProjectAssumptions &a, QList<WorkloadEntry> &workloadRows,
    QList<HardwareEntry> &hardwareRows, QString *problem)
{
    JsonReader assumptions = r.child("assumptions", true);
    const ProjectAssumptions defaults;
    a.pue = assumptions.number("pue", limits::pue, defaults.pue);
    a.priceMultiplier = assumptions.number("priceMultiplier", limits::priceMultiplier, defaults.priceMultiplier);
    a.gpusPerNode = assumptions.integer("gpusPerNode", limits::gpusPerNode, defaults.gpusPerNode);
    a.deadlineHours = assumptions.number("deadlineHours", limits::deadlineHours);
    a.budgetUsd = assumptions.number("budgetUsd", limits::budgetUsd);
    a.poolPolicy = assumptions.choice("poolPolicy", kPoolPolicyChoices, defaults.poolPolicy); // absent before 6
    workloadRows = readRows<WorkloadEntry>(r, prefix, true, problem);
    hardwareRows = readRows<HardwareEntry>(r, prefix, true, problem);
    if (problem->isEmpty()) {
        const QString tooLarge = planSizeProblem(workloadRows.size(), hardwareRows.size());
        if (!tooLarge.isEmpty())
            *problem = prefix.isEmpty() ? tooLarge : prefix.chopped(1) + QStringLiteral(": ") + tooLarge;
    }
}

} // namespace

ProjectData projectData(const Project &project)
{
    return ProjectData { project.workloads(), project.hardwareRows(), project.assumptions(), project.scenarios(),
        project.calibrations(), project.poolGpus(), project.poolJobs() };
}

void resetProject(Project &project, ProjectData data)
{
    project.reset(std::move(data.workloads), std::move(data.hardware), data.assumptions, std::move(data.scenarios),
        std::move(data.calibrations), std::move(data.poolGpus), std::move(data.poolJobs));
}

QJsonObject projectToJson(const ProjectData &data)
{
    QJsonObject root;
    root[u"formatVersion"] = kProjectFormatVersion;
    root[u"application"] = kApplication;
    writeContent(root, data.assumptions, data.workloads, data.hardware);
    QJsonArray scenarios;
    for (const SavedScenario &s : data.scenarios) {
        QJsonObject o;
        o[u"name"] = s.name;
        writeContent(o, s.assumptions, s.workloads, s.hardware);
        scenarios.append(o);
    }
    root[u"scenarios"] = scenarios;
    writeRows(root, data.calibrations);
    writeRows(root, data.poolGpus);
    writeRows(root, data.poolJobs);
    return root;
}

QJsonObject projectToJson(const Project &project)
{
    return projectToJson(projectData(project));
}

bool readProject(const QByteArray &json, ProjectData &out, QString *error)
{
    QString problem;
    auto refuse = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (json.trimmed().isEmpty())
        return refuse(QCoreApplication::translate("ProjectFile", "not a FlopSheet project: the file is empty"));
    if (const QString problem = otherEncodingProblem(json); !problem.isEmpty())
        return refuse(problem);
    if (const int line = firstNonUtf8Line(json))
        return refuse(
            QCoreApplication::translate("ProjectFile", "not a FlopSheet project: line %1 is not UTF-8 text").arg(line));

    // An editor may have put a byte-order mark in front; JSON has no use for it.
    const QByteArray text = withoutUtf8Bom(json).toByteArray();
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(text, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        // The parser stops at the end of the data when the data ends too early.
        qsizetype end = text.size();
        while (end > 0 && std::isspace(static_cast<unsigned char>(text[end - 1])))
            --end;
        const TextPlace place = placeOfJsonError(text, parseError); // in the text after the BOM: it is no character
        if (parseError.offset >= end)
            return refuse(QCoreApplication::translate(
                "ProjectFile", "not a FlopSheet project: truncated JSON, ending at line %1, column %2")
                              .arg(place.line)
                              .arg(place.column));
        return refuse(QCoreApplication::translate(
            "ProjectFile", "not a FlopSheet project: invalid JSON at line %1, column %2 (%3)")
                          .arg(place.line)
                          .arg(place.column)
                          .arg(parseError.errorString()));
    }
    if (!document.isObject())
        return refuse(
            QCoreApplication::translate("ProjectFile", "not a FlopSheet project: the top level is not a JSON object"));
    const QJsonObject root = document.object();
    if (root.value(u"application").toString() != kApplication)
        return refuse(QCoreApplication::translate(
            "ProjectFile", "not a FlopSheet project: \"application\" is not \"FlopSheet\""));

    JsonReader r(root, QString(), &problem);
    const int version = r.integer("formatVersion", Limits { 1, 1 << 30, true }, 0, true);
    if (r.failed())
        return refuse(problem);
    if (version > kProjectFormatVersion)
        return refuse(QCoreApplication::translate(
            "ProjectFile", "formatVersion %1 is newer than this FlopSheet reads (%2); open it with a newer FlopSheet")
                          .arg(version)
                          .arg(kProjectFormatVersion));

    ProjectData data;
    readContent(r, QString(), data.assumptions, data.workloads, data.hardware, &problem);
    const QJsonArray scenarios = r.array("scenarios"); // absent in version 1 files
    for (qsizetype i = 0; i < scenarios.size() && problem.isEmpty(); ++i) {
        const QString path = QStringLiteral("scenarios[%1]").arg(i);
        if (!scenarios[i].isObject()) {
            problem = QCoreApplication::translate("ProjectFile", "%1: must be an object, not %2")
                          .arg(path, JsonReader::typeName(scenarios[i]));
            break;
        }
        JsonReader s(scenarios[i].toObject(), path, &problem);
        SavedScenario scenario;
        scenario.name = s.string("name", true);
        readContent(s, path + u'.', scenario.assumptions, scenario.workloads, scenario.hardware, &problem);
        data.scenarios.append(std::move(scenario));
    }
    if (problem.isEmpty())
        data.calibrations = readRows<Calibration>(r, QString(), false, &problem); // absent before version 3
    if (problem.isEmpty())
        data.poolGpus = readRows<PoolGpu>(r, QString(), false, &problem); // absent before version 6
    if (problem.isEmpty())
        data.poolJobs = readRows<PoolJob>(r, QString(), false, &problem);
    if (!problem.isEmpty())
        return refuse(problem);
    out = std::move(data);
    return true;
}

bool readProject(QIODevice &device, ProjectData &out, QString *error)
{
    if (!device.isOpen() && !device.open(QIODevice::ReadOnly)) {
        if (error)
            *error = device.errorString();
        return false;
    }
    return readProject(device.readAll(), out, error);
}

bool writeProject(const ProjectData &data, QIODevice &device, QString *error)
{
    const QByteArray json = QJsonDocument(projectToJson(data)).toJson(QJsonDocument::Indented);
    if (device.write(json) != json.size()) {
        if (error)
            *error = device.errorString();
        return false;
    }
    return true;
}

bool saveProject(const ProjectData &data, const QString &fileName, QString *error)
{
    QSaveFile file(fileName); // the old file survives any failure
    if (file.open(QIODevice::WriteOnly) && writeProject(data, file, error) && file.commit())
        return true;
    if (error)
        *error = file.errorString();
    return false;
}

bool saveProject(const Project &project, const QString &fileName, QString *error)
{
    return saveProject(projectData(project), fileName, error);
}

bool loadProject(const QString &fileName, ProjectData &out, QString *error)
{
    QByteArray bytes;
    if (!readUserFile(fileName, filelimits::kMaxTextBytes, &bytes, error))
        return false;
    return readProject(bytes, out, error);
}

} // namespace flopsheet
