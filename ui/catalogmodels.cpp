#include "ui/catalogmodels.h"

#include "core/catalog/catalog.h"
#include "core/estimate/modelfigures.h"
#include "core/models/displayformat.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStandardItemModel>

#include <cmath>

namespace flopsheet {
namespace {

class CatalogModels {
    Q_DECLARE_TR_FUNCTIONS(CatalogModels)
};

QStandardItem *textItem(const QString &text, const QString &toolTip = {})
{
    auto *item = new QStandardItem(text);
    item->setData(text, CatalogSortRole);
    item->setToolTip(toolTip.isEmpty() ? text : toolTip);
    item->setEditable(false);
    return item;
}

// A catalog figure as datasheets print it: "80", "989.5", "3,350"; no padding zeros.
QString figure(double value)
{
    return QLocale().toString(value, 'f', value == std::floor(value) ? 0 : 1);
}

QStandardItem *numberItem(double value, const QString &text)
{
    auto *item = new QStandardItem(isKnown(value) ? text : QStringLiteral("—"));
    item->setData(isKnown(value) ? QVariant(value) : QVariant(), CatalogSortRole);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    item->setEditable(false);
    return item;
}

} // namespace

QStandardItemModel *createPresetListModel(const Catalog &catalog, QObject *parent)
{
    auto *model = new QStandardItemModel(parent);
    model->setHorizontalHeaderLabels({ CatalogModels::tr("Name"), CatalogModels::tr("Kind"),
        CatalogModels::tr("Parameters"), CatalogModels::tr("Sequence (tokens)"), CatalogModels::tr("Source") });
    const auto &presets = catalog.workloads();
    for (int i = 0; i < int(presets.size()); ++i) {
        const Workload &w = presets[size_t(i)];
        const ModelFigures figures = estimatedFigures(w, 0);
        QStandardItem *name = textItem(w.name, w.notes.isEmpty() ? w.name : w.name + u"\n" + w.notes);
        name->setData(i, CatalogIndexRole);
        model->appendRow(
            { name, textItem(familyName(w.family)), numberItem(figures.params, formatCount(figures.params)),
                numberItem(figures.seqLen > 0 ? double(figures.seqLen) : kUnknown, QString::number(figures.seqLen)),
                textItem(w.source) });
    }
    return model;
}

QStandardItemModel *createGpuListModel(const Catalog &catalog, QObject *parent)
{
    auto *model = new QStandardItemModel(parent);
    model->setHorizontalHeaderLabels({ CatalogModels::tr("Name"), CatalogModels::tr("Vendor"),
        CatalogModels::tr("Year"), CatalogModels::tr("Memory (GiB)"), CatalogModels::tr("BF16 (TFLOPS)"),
        CatalogModels::tr("Bandwidth (GB/s)"), CatalogModels::tr("Price ($/GPU-h)") });
    const auto &gpus = catalog.gpus();
    for (int i = 0; i < int(gpus.size()); ++i) {
        const Gpu &g = gpus[size_t(i)];
        QStandardItem *name = textItem(g.name, g.notes.isEmpty() ? g.name : g.name + u"\n" + g.notes);
        name->setData(i, CatalogIndexRole);
        const double bf16 = g.peakTflops[static_cast<int>(Precision::BF16)];
        model->appendRow(
            { name, textItem(g.vendor), numberItem(g.year > 0 ? g.year : kUnknown, QString::number(g.year)),
                numberItem(g.memoryGiB, figure(g.memoryGiB)), numberItem(bf16, figure(bf16)),
                numberItem(g.memoryBandwidthGBps, figure(g.memoryBandwidthGBps)),
                numberItem(g.pricePerHourUsd, formatMoney(g.pricePerHourUsd)) });
    }
    return model;
}

} // namespace flopsheet
