#include "core/estimate/offer_choice.h"

#include "core/estimate/pricing_model.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <memory>

namespace rightsize {
namespace {

// Network links are quoted in Gb/s; the models count bytes per second.
constexpr double kBytesPerGbit = 1e9 / 8.0;

// Names compared without regard to case, byte by byte as std::tolower folds them: no lowered
// copies, since every placement a plan evaluates asks.
bool sameIgnoringCase(std::string_view a, std::string_view b) {
    return a.size() == b.size() &&
           std::equal(a.begin(), a.end(), b.begin(), [](unsigned char x, unsigned char y) {
               return std::tolower(x) == std::tolower(y);
           });
}

bool selected(const std::vector<std::string>& wanted, const std::string& name) {
    if (wanted.empty())
        return true;
    return std::any_of(wanted.begin(), wanted.end(),
                       [&](const std::string& w) { return sameIgnoringCase(w, name); });
}

// The device as an offer bills it: its quotes, its devices per instance, its host CPUs.
std::shared_ptr<const Device> pricedDevice(const Device& device, const InstanceOffer& offer) {
    auto d = std::make_shared<Device>(device);
    d->offers.clear();
    d->onDemand = offer.onDemand;
    d->spot = offer.spot;
    d->reserved = offer.reserved;
    d->devicesPerNode = offer.devicesPerInstance;
    // The instance's host feeds the models: its vCPUs the loader workers of each device (the data
    // pipeline), its NIC the traffic between nodes (each device's share, as the catalog's
    // inter_node_bandwidth_gbit_s is).
    if (offer.vcpus > 0 && device.kind == DeviceKind::Gpu)
        d->vcpus = std::max(1, offer.vcpus / offer.devicesPerInstance);
    if (offer.nicGbitPerSecond > 0)
        d->interNodeBandwidth =
            offer.nicGbitPerSecond * kBytesPerGbit / std::max(1, offer.devicesPerInstance);
    return d;
}

} // namespace

// Gives each of the device's offers its priced view. The views copy the device without its
// offers: copied with them, the views grow with the square of the offers (10,000 offers of one
// device held 23 GB).
void attachPricedViews(Device& device) {
    std::vector<InstanceOffer> offers = std::move(device.offers);
    device.offers.clear();
    for (InstanceOffer& o : offers)
        o.priced = pricedDevice(device, o);
    device.offers = std::move(offers);
}

namespace {

const Device& unpricedDevice() {
    static const Device none = [] {
        Device d;
        d.id = "no-offer";
        d.onDemand.source = "no offer in the selected providers and regions";
        return d;
    }();
    return none;
}

} // namespace

OfferChoice chooseOffer(const Device& device, int count, const ComputeSpec& compute, int group) {
    OfferChoice best{&device, nullptr, count, 0, false, false};
    if (compute.pricing == Pricing::Serverless && count > 0) {
        // Serverless nodes come whole too: the smallest SKU that holds the placement.
        best.billedDevices = serverlessBilledDevices(device, count);
        best.perInstance = best.billedDevices;
        return best;
    }
    if (count <= 0)
        return best;
    const PriceRule mode(compute);
    double bestPrice = 0;
    bool any = false;
    bool tooSmall = false;
    // The device's own quote is an offer too: whole instances of the instance it names.
    const PriceQuote& own = quoteFor(device, mode);
    if (selected(compute.providers, own.provider) && selected(compute.regions, own.region)) {
        const int perInstance = instanceDevices(own);
        if (groupDevicesOf(device, own) >= group) {
            const int billed = (count + perInstance - 1) / perInstance * perInstance;
            best = {&device, nullptr, billed, perInstance, false, false};
            bestPrice = hourlyPrice(device, billed, mode);
            any = true;
        } else {
            tooSmall = true;
        }
    }
    for (const InstanceOffer& o : device.offers) {
        if (!o.priced || !selected(compute.providers, o.provider) ||
            !selected(compute.regions, o.region))
            continue;
        const int perInstance = std::max(1, o.devicesPerInstance);
        if (groupDevicesOf(*o.priced, o.priced->onDemand) < group) {
            tooSmall = true;
            continue;
        }
        const int billed = (count + perInstance - 1) / perInstance * perInstance;
        const double price = hourlyPrice(*o.priced, billed, mode);
        if (!any || (price > 0 && (bestPrice <= 0 || price < bestPrice))) {
            best = {o.priced.get(), &o, billed, perInstance, false, false};
            bestPrice = price;
            any = true;
        }
    }
    if (!any) {
        best = {&unpricedDevice(), nullptr, count, 0, !tooSmall, tooSmall};
        if (tooSmall) // the price stays the device's own, so the refused option still reads
            best.priced = &device;
    }
    return best;
}

int largestGroup(const Device& device, const ComputeSpec& compute) {
    if (compute.pricing == Pricing::Serverless)
        return serverlessNodeCap(device);
    int largest = groupDevicesOf(device, quoteFor(device, PriceRule(compute)));
    for (const InstanceOffer& o : device.offers)
        if (o.priced)
            largest = std::max(largest, groupDevicesOf(*o.priced, o.priced->onDemand));
    return largest;
}

std::vector<std::pair<std::string, int>> convertOfferCurrencies(Catalog& catalog,
                                                                const CurrencyRate* rate) {
    std::map<std::string, int> unconverted;
    for (Device& d : catalog.devices) {
        for (InstanceOffer& o : d.offers) {
            bool left = false;
            for (PriceQuote* q : {&o.onDemand, &o.spot, &o.reserved}) {
                if (q->currency == kPlanCurrency || q->perHourInCurrency <= 0)
                    continue;
                const std::optional<double> usd = toUsd(q->perHourInCurrency, q->currency, rate);
                q->usdPerHour = usd.value_or(0);
                q->instanceUsdPerHour = usd ? *usd * q->instanceDevices : 0;
                left = left || !usd;
            }
            if (left)
                ++unconverted[o.onDemand.currency];
        }
        attachPricedViews(d);
    }
    return {unconverted.begin(), unconverted.end()};
}

ClassicChoice classicOfferFor(const Device& device, int count, const ComputeSpec& compute) {
    ClassicChoice c;
    c.mode = compute.pricing == Pricing::Serverless ? Pricing::OnDemand : compute.pricing;
    ComputeSpec classic = compute;
    classic.pricing = c.mode;
    const std::string& cloud = device.serverless.cloud;
    if (!cloud.empty()) {
        classic.providers = {cloud};
        for (const bool anyRegion : {false, true}) {
            if (anyRegion)
                classic.regions.clear();
            const OfferChoice choice = chooseOffer(device, count, classic);
            if (!choice.outsideSelection &&
                hourlyPrice(*choice.priced, choice.billedDevices,
                            PriceRule(c.mode, compute.includeEstimatedPrices)) > 0) {
                c.choice = choice;
                c.sameCloud = true;
                return c;
            }
        }
    }
    classic.providers.clear();
    classic.regions.clear();
    c.choice = chooseOffer(device, count, classic);
    return c;
}

} // namespace rightsize
