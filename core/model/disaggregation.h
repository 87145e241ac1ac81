#pragma once

#include <optional>
#include <string_view>

namespace rightsize {

// How a service splits prefill and decode (workload.serving.disaggregation): on the same engines
// (off), as the planner finds best (auto), or on x prefill and y decode engines per replica, which
// vLLM's and SGLang's disaggregated serving call an xPyD layout.
struct Disaggregation {
    bool automatic = false;
    int prefill = 0; // engines per replica; 0 with decode 0: aggregated
    int decode = 0;

    bool fixed() const { return prefill > 0 && decode > 0; }
    bool considered() const { return automatic || fixed(); }
};

// The most engines of one role a replica may have.
inline constexpr int kMostDisaggregatedEngines = 64;

// "off", "auto" or "<x>P<y>D" (either letter case) with x and y from 1 to
// kMostDisaggregatedEngines; nullopt for anything else.
std::optional<Disaggregation> parseDisaggregation(std::string_view text);

} // namespace rightsize
