// A .flopsheet plan, as File > Open reads it: the reader, then every result the window would show.
#include "core/document/project.h"
#include "core/io/projectfile.h"
#include "core/models/resultmodel.h"
#include "tests/fuzz/fuzzbytes.h"
#include "tests/fuzz/fuzztargets.h"

#include <QBuffer>

namespace flopsheet::fuzz {

int projectFile(const std::uint8_t *data, std::size_t size)
{
    ProjectData read;
    QString error;
    if (!readProject(bytesOf(data, size), read, &error)) {
        require(!error.isEmpty(), "a refused plan says why");
        return 0;
    }
    // A plan that opens saves, and the saved file opens again with the same rows.
    QBuffer saved;
    saved.open(QIODevice::ReadWrite);
    require(writeProject(read, saved, &error), "an opened plan saves");
    ProjectData again;
    require(readProject(saved.data(), again, &error), "a saved plan opens");
    require(again.workloads.size() == read.workloads.size() && again.hardware.size() == read.hardware.size()
            && again.scenarios.size() == read.scenarios.size() && again.calibrations.size() == read.calibrations.size()
            && again.poolGpus.size() == read.poolGpus.size() && again.poolJobs.size() == read.poolJobs.size(),
        "a saved plan keeps its rows");

    // The results table estimates every workload on every GPU and formats each cell.
    Project project;
    resetProject(project, std::move(read));
    ResultModel results(&project);
    for (int row = 0; row < results.rowCount(); ++row) {
        for (int column = 0; column < results.columnCount(); ++column) {
            const QModelIndex cell = results.index(row, column);
            (void)results.data(cell, Qt::DisplayRole);
            (void)results.data(cell, Qt::ToolTipRole);
        }
    }
    return 0;
}

} // namespace flopsheet::fuzz
