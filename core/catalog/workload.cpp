#include "core/catalog/workload.h"

#include <QCoreApplication>

namespace flopsheet {
QString familyName(WorkloadFamily f)
{
    return choiceWord(kFamilyChoices, int(f));
}

std::optional<WorkloadFamily> parseFamily(QStringView text)
{
    return choiceAs<WorkloadFamily>(kFamilyChoices, text);
}

QString kvHeadsProblem(int heads, int kvHeads)
{
    if (heads > 0 && kvHeads > 0 && heads % kvHeads != 0)
        return QCoreApplication::translate("Workload", "must divide heads (%1)").arg(heads);
    return {};
}

bool widthSplitsIntoHeads(int hidden, int heads, int headDim)
{
    return hidden <= 0 || heads <= 0 || headDim > 0 || hidden % heads == 0;
}

} // namespace flopsheet
