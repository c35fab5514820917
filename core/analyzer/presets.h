#pragma once

#include "core/analyzer/layer.h"

#include <QStringList>

#include <optional>

namespace flopsheet {

/**
 * Built-in layer descriptions of published networks at 224×224, batch 1, written as torchvision
 * builds them: resnet-18, resnet-50, vgg16, mobilenet-v2, vit-b-16.
 */
QStringList analyzerPresetIds();
std::optional<Network> analyzerPreset(QStringView id);

/**
 * The preset a workload row describes, by its catalog id or its name, case-insensitively and whatever
 * separates the words ("resnet-50", "ResNet-50 on ImageNet", "ResNet50", "VGG-16", "MobileNetV2"); empty
 * when none does. The id is tried first: a row made from the catalog keeps it under any name.
 */
QString analyzerPresetFor(QStringView workloadId, QStringView workloadName);

} // namespace flopsheet
