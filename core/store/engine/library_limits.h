#pragma once

// How much a library may hold where every command reads it whole. Each limit is generous for
// what people keep (every public cloud's GPU price lists together) and keeps every command on
// the fullest accepted library fast and small: a write that would pass one is refused whole,
// naming the limit, and the library stays as it was.

namespace rightsize::store_limits {

// Instance offers over all providers. SkyPilot's catalogs of every cloud it supports list a few
// thousand GPU instance types by region once zones are merged; every command attaches the
// library's offers to the catalog, so ten thousand keep a plan under a second and 256 MB
// (rightsize_bench's plan_with_10k_offers_ms measures it; test_cli_catalog fills a library to
// the limit and past it).
inline constexpr int kOffers = 10'000;

} // namespace rightsize::store_limits
