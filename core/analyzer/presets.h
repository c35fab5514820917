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

} // namespace flopsheet
