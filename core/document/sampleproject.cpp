#include "core/document/sampleproject.h"

#include <QCoreApplication>

namespace flopsheet {

SampleProject sampleProject(const Catalog &catalog)
{
    SampleProject p;
    auto preset
        = [&catalog](const char *id) { return workloadEntryFromPreset(*catalog.workload(QString::fromLatin1(id))); };

    WorkloadEntry pretrain = preset("llama-2-7b");
    pretrain.workload.name = QCoreApplication::translate("SampleProject", "Pre-train 7B transformer");
    pretrain.scenario.tokens = 1e12;
    p.workloads << pretrain;

    WorkloadEntry finetune = preset("llama-2-7b");
    finetune.workload.name = QCoreApplication::translate("SampleProject", "Fine-tune Llama 2 7B");
    finetune.scenario.tokens = 2e9;
    finetune.scenario.recompute = Recompute::Full;
    p.workloads << finetune;

    WorkloadEntry resnet = preset("resnet-50");
    resnet.workload.name = QCoreApplication::translate("SampleProject", "ResNet-50 on ImageNet, 90 epochs");
    resnet.scenario.precision = Precision::FP16;
    p.workloads << resnet;

    WorkloadEntry serve = preset("llama-3-8b");
    serve.workload.name = QCoreApplication::translate("SampleProject", "Serve Llama 3 8B");
    serve.scenario.mode = Mode::Infer;
    serve.scenario.promptTokens = 1000;
    serve.scenario.outputTokens = 500;
    serve.scenario.batchMax = true;
    p.workloads << serve;

    for (const char *id : { "t4", "l4", "a100-80gb-sxm", "h100-sxm", "h200-sxm" }) {
        HardwareEntry h;
        h.gpu = *catalog.gpu(QString::fromLatin1(id));
        h.count = 8;
        p.hardware << h;
    }
    p.assumptions.deadlineHours = 30 * 24;
    p.assumptions.budgetUsd = 250000;

    SavedScenario spot { QCoreApplication::translate("SampleProject", "Spot prices (60% off)"), p.workloads, p.hardware,
        p.assumptions };
    spot.assumptions.priceMultiplier = 0.4;
    SavedScenario fp8 { QCoreApplication::translate("SampleProject", "Pre-training in FP8"), p.workloads, p.hardware,
        p.assumptions };
    fp8.workloads[0].scenario.precision = Precision::FP8;
    p.scenarios = { spot, fp8 };

    p.poolGpus = { PoolGpu { QStringLiteral("A100-80GB-SXM"), 32 }, PoolGpu { QStringLiteral("H100-SXM"), 64 },
        PoolGpu { QStringLiteral("H200-SXM"), 16, kUnknown, 7 * 24 }, PoolGpu { QStringLiteral("L4"), 8 } };
    PoolJob pretrainJob { pretrain.workload.name };
    pretrainJob.weight = 2;
    pretrainJob.deadlineHours = 30 * 24;
    PoolJob finetuneJob { finetune.workload.name };
    finetuneJob.deadlineHours = 3 * 24;
    PoolJob resnetJob { resnet.workload.name };
    resnetJob.startHours = 2 * 24;
    PoolJob serveJob { serve.workload.name };
    serveJob.load = 2000;
    serveJob.priorityClass = 1;
    p.poolJobs = { pretrainJob, finetuneJob, resnetJob, serveJob };
    return p;
}

} // namespace flopsheet
