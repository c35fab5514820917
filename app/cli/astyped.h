#pragma once

#include "core/catalog/catalog.h"
#include "core/validation/validator.h"

#include <QStringList>

namespace flopsheet::cli {

/**
 * The `estimate` flags a user would type for a published run, from what its public description gives:
 * the model's parameters and MACs (conv nets) or its transformer shape (language models, as in their
 * configs), never its family, depth or any fact only a preset knows; the row's GPU, count, precision,
 * batch, lengths and training amount; the runtime its software column names. Empty, with *skipReason,
 * when the row says too little.
 */
QStringList typedFlags(const Measurement &m, const Catalog &catalog, QString *skipReason);

/** The row predicted from typedFlags through the same code as `flopsheet-cli estimate`. */
Prediction predictAsTyped(const Measurement &m, const Catalog &catalog);

} // namespace flopsheet::cli
