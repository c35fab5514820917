#include "core/document/poolentries.h"

namespace flopsheet {

QString poolPolicyName(PoolPolicy policy)
{
    return choiceWord(kPoolPolicyChoices, int(policy));
}

std::optional<PoolPolicy> parsePoolPolicy(QStringView word)
{
    return choiceAs<PoolPolicy>(kPoolPolicyChoices, word);
}

} // namespace flopsheet
