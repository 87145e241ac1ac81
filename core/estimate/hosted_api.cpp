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
    const double replicasForVolume = volume / (tokensPerReplicaHour * kHoursPerMonth);
    c.averageReplicas = std::max(replicasFloor, replicasForVolume);
    c.selfHostedMonthlyUsd = std::max(c.selfHostedFloorMonthlyUsd,
                                      volume / kTokensPerMillion * c.selfHostedUsdPerMillionTokens);

    // Hosted cost rises through the origin with slope h; self-hosted is max(floor F, s × volume).
    // When s < h the lines cross where the API's bill reaches the floor: volume = F / h. When
    // s ≥ h the API is never dearer.
    c.selfHostingCanWin = hostedPrice > 0 && c.selfHostedUsdPerMillionTokens < hostedPrice;
    if (c.selfHostingCanWin)
        c.breakEvenTokensPerMonth = c.selfHostedFloorMonthlyUsd / hostedPrice * kTokensPerMillion;
    return c;
}

} // namespace rightsize
