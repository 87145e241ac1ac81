#pragma once

// Which of a device's offers bills a placement: the cheapest whole instances in the providers and
// regions a scenario selects, in its pricing mode. The offers come attached to the catalog's
// devices (core/catalog/offers.h reads them).

#include "core/model/catalog.h"
#include "core/model/currency.h"
#include "core/model/scenario.h"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rightsize {

// Finding codes raised for offers. Their words live in the front end.
// No offer of the device in the selected providers and regions: no price. Params: none.
inline constexpr std::string_view kFindingNoOfferSelected = "no_offer_selected";
// Instances come whole: more devices are paid for than used. Params: devices, billed,
// per_instance, instances.
inline constexpr std::string_view kFindingWholeInstancesBilled = "whole_instances_billed";
// The offer is priced in another currency and no rate for it was given: its cost is left out
// rather than mixed with US dollars. Params: none (the plan JSON's cost.price names the currency).
inline constexpr std::string_view kFindingOfferCurrencyUnconverted = "offer_currency_unconverted";

// The layout's tensor-parallel group (and, in inference, its expert group) needs the fast links
// of one machine, and no offer in the selected providers and regions has an instance that holds
// it: the layout cannot be rented. Params: group, per_instance.
inline constexpr std::string_view kFindingGroupSplitsInstances = "group_splits_instances";

// Gives each of the device's offers its priced view (the device as the offer bills it). Called
// whenever a device's offers change.
void attachPricedViews(Device& device);

// Prices the catalog's offers in other currencies in US dollars at the user's rate: those in the
// rate's currency are converted, those in any other currency (or all of them without a rate) are
// left without a price to compare, so they never win and never mix in. Returns the currencies
// left out, each with how many offers, sorted.
std::vector<std::pair<std::string, int>> convertOfferCurrencies(Catalog& catalog,
                                                                const CurrencyRate* rate);

// The offer a placement of `count` devices is billed by in the scenario's pricing mode: the
// cheapest per hour of the whole placement among the device's own quote and its instance
// offers, in the selected providers and regions, counting whole instances (the device's own
// quote too: a p5.48xlarge is only sold with its 8 GPUs). `group` devices must share one
// instance's fast links (the tensor-parallel group): an offer whose instance is smaller is no
// way to run the layout. An unknown price never wins. Serverless uses the device's own
// serverless quote, whole nodes.
struct OfferChoice {
    const Device* priced = nullptr;       // whose quotes bill the placement
    const InstanceOffer* offer = nullptr; // null: the device's own quote
    int billedDevices = 0;                // the count rounded up to whole instances (or nodes)
    int perInstance = 0;                  // devices per instance or serverless node billed whole
    bool outsideSelection = false;        // no offer in the selected providers and regions
    bool groupSplit = false;              // no offer's instance holds the group: not rentable
    int instances() const {
        return perInstance > 0 ? (billedDevices + perInstance - 1) / perInstance : billedDevices;
    }
};
OfferChoice chooseOffer(const Device& device, int count, const ComputeSpec& compute, int group = 1);

// The largest group of devices any offer of the device (its own quote in the scenario's mode, its
// instance offers, a serverless node) puts behind one machine's links: the tensor-parallel sizes
// worth trying.
int largestGroup(const Device& device, const ComputeSpec& compute);

// The classic cluster a serverless SKU of the device is compared with: the cheapest offer of the
// same cloud (serverless quote's `cloud`) for `count` devices in the scenario's classic mode
// (on-demand when the scenario is serverless), whole instances; within the scenario's regions
// where it has any there, else in any region of that cloud. With no offer of that cloud, the
// device's own quote stands in and sameCloud is false.
struct ClassicChoice {
    OfferChoice choice;
    Pricing mode = Pricing::OnDemand;
    bool sameCloud = false;
};
ClassicChoice classicOfferFor(const Device& device, int count, const ComputeSpec& compute);

} // namespace rightsize
