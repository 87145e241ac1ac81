#include "core/estimate/moe.h"

#include "core/model/efficiency.h"

#include <algorithm>
#include <cmath>

namespace rightsize {

double expectedUniqueExperts(double experts, double topK, double tokens) {
    if (experts <= 0 || topK <= 0 || tokens <= 0)
        return 0;
    const double k = std::min(topK, experts);
    if (k >= experts)
        return experts;
    // (1 − k/E)^t through log1p keeps large token counts exact.
    return experts * -std::expm1(tokens * std::log1p(-k / experts));
}

double allToAllSeconds(const Device& d, double bytes, int ranks, int groupInNode) {
    const int n = std::max(1, ranks);
    if (n <= 1 || bytes <= 0)
        return 0;
    const int g = std::clamp(groupInNode, 1, n);
    const double intra = std::max(1e9, d.intraNodeBandwidth) * efficiency::kLinkEfficiency;
    const double inter = std::max(1e9, d.interNodeBandwidth) * efficiency::kLinkEfficiency;
    // Of the bytes a device sends, (g − 1)/n go to peers in its node and (n − g)/n to other nodes.
    const double inNode = (g - 1.0) / n * bytes / intra;
    const double acrossNodes = (n - double(g)) / n * bytes / inter;
    const double latency =
        g < n ? efficiency::kCollectiveLatencyInterNode : efficiency::kCollectiveLatencyIntraNode;
    return latency + std::max(inNode, acrossNodes);
}

double nodeDedupAllToAllSeconds(const Device& d, double tokenBytes, double topK, int ranks,
                                int groupInNode) {
    const int n = std::max(1, ranks);
    if (n <= 1 || tokenBytes <= 0 || topK <= 0)
        return 0;
    const int g = std::clamp(groupInNode, 1, n);
    const double intra = std::max(1e9, d.intraNodeBandwidth) * efficiency::kLinkEfficiency;
    const double inter = std::max(1e9, d.interNodeBandwidth) * efficiency::kLinkEfficiency;
    const double nodes = std::ceil(double(n) / g);
    const double reached = nodes > 1 ? (nodes - 1) * -std::expm1(topK * std::log1p(-1 / nodes)) : 0;
    const double inNode = (g - 1.0) / n * topK * tokenBytes / intra;
    const double acrossNodes = reached * tokenBytes / inter;
    const double latency =
        g < n ? efficiency::kCollectiveLatencyInterNode : efficiency::kCollectiveLatencyIntraNode;
    return latency + std::max(inNode, acrossNodes);
}

} // namespace rightsize
