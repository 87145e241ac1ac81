#pragma once

// A hosted model API priced per token against an open-weights model served on rented GPUs
// (the break-even the hosted-or-own decision turns on): the cost per million tokens of each and the
// monthly volume where they cross.

namespace rightsize {

struct HostedApiComparison {
    double selfHostedUsdPerMillionTokens = 0; // at the given utilisation; 0 if it cannot serve
    double hostedUsdPerMillionTokens = 0;
    double breakEvenTokensPerMonth = 0; // 0 if self-hosting never wins (see selfHostingCanWin)
    double selfHostedMonthlyUsd = 0;    // whole placements kept up all month (at least the floor)
    double hostedMonthlyUsd = 0;
    double selfHostedFloorMonthlyUsd = 0; // minReplicas kept up all month
    double averageReplicas = 0;           // whole placements the volume needs (≥ floor)
    bool selfHostedCanServe = false;      // positive throughput and utilisation
    bool selfHostingCanWin = false;       // cheaper per token than the API; with no replica
                                          // floor it then wins from the first token
};

// hostedUsdPerMillionTokens: the API's price (blend input and output prices beforehand).
// selfHostedTokensPerSecond: what one replica sustains at full load; selfHostedUsdPerHour: one
// replica's price; tokensPerMonth: the volume to price; utilisation: the share of a replica's
// capacity that traffic keeps busy on average (0–1]; minReplicas: replicas kept up regardless.
// Self-hosted cost per million tokens = usd/h ÷ (tokens/s × 3600 × utilisation) × 1e6.
HostedApiComparison compareHostedApi(double hostedUsdPerMillionTokens,
                                     double selfHostedTokensPerSecond, double selfHostedUsdPerHour,
                                     double tokensPerMonth, double utilisation, int minReplicas);

} // namespace rightsize
