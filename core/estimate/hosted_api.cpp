#include "core/estimate/hosted_api.h"

#include "core/estimate/pricing_model.h"

#include <algorithm>
#include <cmath>

namespace rightsize {
namespace {

constexpr double kSecondsPerHour = 3600;
constexpr double kTokensPerMillion = 1e6;
// Inputs beyond these are typing errors; clamping keeps every result finite.
constexpr double kMaxInput = 1e15;

double sane(double x) {
    return std::isfinite(x) && x > 0 ? std::min(x, kMaxInput) : 0;
}

} // namespace

HostedApiComparison compareHostedApi(double hostedUsdPerMillionTokens,
                                     double selfHostedTokensPerSecond, double selfHostedUsdPerHour,
                                     double tokensPerMonth, double utilisation, int minReplicas) {
    HostedApiComparison c;
    const double hostedPrice = sane(hostedUsdPerMillionTokens);
    const double hourly = sane(selfHostedUsdPerHour);
    const double volume = sane(tokensPerMonth);
    // Traffic cannot keep a replica busier than its full capacity.
    const double busy = std::min(sane(utilisation), 1.0);
    const double replicasFloor = static_cast<double>(std::max(minReplicas, 0));

    // Tokens one replica delivers in an hour at the given utilisation.
    const double tokensPerReplicaHour = sane(selfHostedTokensPerSecond) * kSecondsPerHour * busy;
    c.selfHostedCanServe = tokensPerReplicaHour > 0;
    c.hostedUsdPerMillionTokens = hostedPrice;
    c.hostedMonthlyUsd = volume / kTokensPerMillion * hostedPrice;
    c.selfHostedFloorMonthlyUsd = replicasFloor * hourly * kHoursPerMonth;

    if (!c.selfHostedCanServe) {
        // Nothing is served; the floor is still paid. The API always wins.
        c.selfHostedMonthlyUsd = c.selfHostedFloorMonthlyUsd;
        c.averageReplicas = replicasFloor;
        return c;
    }
    c.selfHostedUsdPerMillionTokens = hourly / tokensPerReplicaHour * kTokensPerMillion;
    // Placements come whole: a volume past what one serves rents a second one for the month.
    const double perMonth = tokensPerReplicaHour * kHoursPerMonth;
    const double needed = std::ceil(volume / perMonth * (1 - 1e-12));
    c.averageReplicas = std::max(replicasFloor, needed);
    c.selfHostedMonthlyUsd = c.averageReplicas * hourly * kHoursPerMonth;

    // Hosted cost rises through the origin with slope h; self-hosted is a staircase of F a
    // placement, each step C tokens wide. The first step is crossed at volume F / h when that lies
    // within it (F / h ≤ C, the own model cheaper per token at full use); otherwise no step is
    // ever crossed (k F / h > k C). Just past a step the API may be cheaper again for a while; the
    // break-even is where the own model first becomes the cheaper.
    c.selfHostingCanWin = hostedPrice > 0 && c.selfHostedUsdPerMillionTokens <= hostedPrice;
    if (c.selfHostingCanWin)
        c.breakEvenTokensPerMonth = c.selfHostedFloorMonthlyUsd / hostedPrice * kTokensPerMillion;
    return c;
}

} // namespace rightsize
