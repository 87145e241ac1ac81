#include "core/catalog/builtin_catalog.h"
#include "core/catalog/catalog_json.h"
#include "core/catalog/estimate_bands_json.h"
#include "core/io/json_messages.h"
#include "core/model/catalog.h"
#include "core/model/iso_date.h"
#include "core/model/visible_text.h"
#include "core/scenario/model_shape_json.h"

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <set>
#include <string>

namespace rightsize {
namespace {

// The smallest peak, bandwidth, memory size or share besides 0 a device may give, in its own
// unit (TFLOPS, GB/s, GiB, MiB): a thousandth of the smallest part sold. Less is no device, and
// the plan's times (work over rate) would overflow.
constexpr double kLeastRate = 1e-3;

using nlohmann::json;

constexpr int kCatalogVersion = 1;

// Every unit conversion of the catalog happens here: the JSON speaks the units of datasheets and
// price pages, the structs speak SI base units.
namespace units {
constexpr double kMiB = 1024.0 * 1024.0;
constexpr double kGiB = 1024.0 * 1024.0 * 1024.0; // NVIDIA's "80GB" HBM is 80 GiB
constexpr double kGBps = 1e9;                     // datasheet bandwidths are decimal GB/s
constexpr double kGbitps = 1e9 / 8.0;             // network links are quoted in Gb/s
constexpr double kTera = 1e12;                    // TFLOPS / TOPS
constexpr double kGiga = 1e9;                     // GHz
} // namespace units

// A CPU's peak rates from its microarchitecture when the catalog gives none.
// fp32: every core retires `fmaUnits` fused multiply-adds per cycle on simd_bits/32 lanes, two
// FLOPs each. bf16/int8 with AMX: Intel states 1024 bf16 and 2048 int8 operations per cycle per
// core for 4th-generation Xeon ("Accelerate AI Workloads with Intel AMX"): one TMUL tile product
// of 16x16x32 bf16 (8192 multiply-adds = 16384 operations) takes 16 cycles, int8 tiles are twice
// as deep. Without AMX, bf16 goes through the fp32 pipes after conversion, so no faster than
// fp32; int8 uses VNNI dot products, four int8 multiply-adds per fp32 lane on AVX-512 (4x fp32),
// and about 2x fp32 on AVX2 (vpmaddubsw pairs). fp16: every AMX part (Sapphire Rapids and later)
// also has AVX512-FP16 at twice the fp32 rate. CPUs have no tf32, fp8 or int4 units worth
// modelling, so those stay 0.
void deriveCpuPeaks(Device& d, const std::array<bool, kComputeDtypeCount>& given) {
    const double cyclesPerSecond = double(d.physicalCores) * d.clockGhz * units::kGiga;
    const double fp32 = cyclesPerSecond * (d.simdBits / 32.0) * 2.0 * d.fmaUnits;
    std::array<double, kComputeDtypeCount> derived{};
    auto at = [&](ComputeDtype t) -> double& { return derived[static_cast<std::size_t>(t)]; };
    at(ComputeDtype::Fp32) = fp32;
    at(ComputeDtype::Fp16) = d.amx ? 2.0 * fp32 : fp32;
    at(ComputeDtype::Bf16) = d.amx ? cyclesPerSecond * 1024.0 : fp32;
    at(ComputeDtype::Int8) =
        d.amx ? cyclesPerSecond * 2048.0 : (d.simdBits >= 512 ? 4.0 : 2.0) * fp32;
    for (std::size_t i = 0; i < kComputeDtypeCount; ++i)
        if (!given[i])
            d.peakFlops[i] = derived[i];
}

bool isIsoDate(const std::string& s) {
    if (!isCalendarDate(s))
        return false;
    const int year = std::stoi(s.substr(0, 4));
    return year >= 1990 && year <= 2200;
}

// Reads fields of one JSON object, recording a FieldError for each missing or malformed one and
// remembering which keys it consumed so unknown (misspelt) keys can be reported too.
class ObjectReader {
public:
    ObjectReader(const json& object, std::string path, std::vector<FieldError>& errors)
        : m_object(object)
        , m_path(std::move(path))
        , m_errors(errors) {}

    const std::string& path() const { return m_path; }
    std::vector<FieldError>& errors() { return m_errors; }
    std::string pathOf(const std::string& key) const { return m_path + "." + key; }
    void fail(const std::string& key, std::string message) {
        m_errors.push_back({pathOf(key), std::move(message)});
    }

    const json* find(const std::string& key) {
        m_seen.insert(key);
        const auto it = m_object.find(key);
        return it == m_object.end() || it->is_null() ? nullptr : &*it;
    }

    bool string(const std::string& key, std::string& out, bool required) {
        const json* v = find(key);
        if (!v) {
            if (required)
                fail(key, "is required");
            return false;
        }
        if (!v->is_string()) {
            fail(key, "must be a string");
            return false;
        }
        out = v->get<std::string>();
        if (required && out.empty()) {
            fail(key, "must not be empty");
            return false;
        }
        return true;
    }

    // A finite number within [minValue, maxValue]; `exclusiveMin` makes the lower bound strict.
    // With `least` > 0, nothing between 0 and it: a rate or size so close to 0 is no part's, and
    // the plan's divisions by it would overflow.
    bool number(const std::string& key, double& out, bool required, double minValue,
                double maxValue, bool exclusiveMin = false, double least = 0) {
        const json* v = find(key);
        if (!v) {
            if (required)
                fail(key, "is required");
            return false;
        }
        if (!v->is_number() || !std::isfinite(v->get<double>())) {
            fail(key, "must be a number");
            return false;
        }
        const double d = v->get<double>();
        if (exclusiveMin ? d <= minValue : d < minValue) {
            fail(key, exclusiveMin ? "must be greater than " + trim(minValue)
                                   : "must be at least " + trim(minValue));
            return false;
        }
        if (d > maxValue) {
            fail(key, "must be at most " + trim(maxValue));
            return false;
        }
        if (least > 0 && d != 0 && d < least) {
            fail(key, exclusiveMin ? "must be at least " + trim(least)
                                   : "must be 0 or at least " + trim(least));
            return false;
        }
        out = d;
        return true;
    }

    bool integer(const std::string& key, int& out, bool required, int minValue, int maxValue) {
        double d = 0;
        const json* v = find(key);
        if (v && v->is_number() && std::isfinite(v->get<double>()) &&
            v->get<double>() != std::floor(v->get<double>())) {
            fail(key, "must be a whole number");
            return false;
        }
        if (!number(key, d, required, minValue, maxValue))
            return false;
        out = static_cast<int>(d);
        return true;
    }

    bool boolean(const std::string& key, bool& out) {
        const json* v = find(key);
        if (!v)
            return false;
        if (!v->is_boolean()) {
            fail(key, "must be true or false");
            return false;
        }
        out = v->get<bool>();
        return true;
    }

    template <class E> bool enumeration(const std::string& key, E& out, bool required) {
        std::string text;
        if (!string(key, text, required))
            return false;
        if (const auto parsed = parseEnum<E>(text)) {
            out = *parsed;
            return true;
        }
        std::string allowed;
        for (const auto& [value, name] : EnumNames<E>::values) {
            (void)value;
            allowed += allowed.empty() ? "" : ", ";
            allowed += name;
        }
        fail(key, "must be one of: " + allowed);
        return false;
    }

    // Keys nobody asked for are typos or fields of a newer format; "notes" and keys starting
    // with "_" are free-form comments.
    void reportUnknownKeys() {
        for (const auto& [key, value] : m_object.items()) {
            (void)value;
            if (m_seen.count(key) || key == "notes" || (!key.empty() && key[0] == '_'))
                continue;
            m_errors.push_back({pathOf(pathKey(key)), "is not a known field"});
        }
    }

private:
    static std::string trim(double v) {
        std::string s = std::to_string(v);
        s.erase(s.find_last_not_of('0') + 1);
        if (!s.empty() && s.back() == '.')
            s.pop_back();
        return s;
    }

    const json& m_object;
    std::string m_path;
    std::vector<FieldError>& m_errors;
    std::set<std::string> m_seen;
};

// Parses one catalog document and checks its header; returns the item array or null.
const json* openDocument(const json& doc, std::string_view expectedFormat, const char* listKey,
                         std::vector<FieldError>& errors, const std::string& file) {
    const std::string root = "$";
    if (!doc.is_object()) {
        errors.push_back({root, file + ": the document must be a JSON object"});
        return nullptr;
    }
    const auto format = doc.find("format");
    if (format == doc.end() || !format->is_string() ||
        format->get<std::string>() != expectedFormat) {
        errors.push_back({"$.format", file + ": must be \"" + std::string(expectedFormat) + "\""});
        return nullptr;
    }
    const auto version = doc.find("version");
    if (version == doc.end() || !version->is_number_integer()) {
        errors.push_back({"$.version", file + ": must be a whole number"});
        return nullptr;
    }
    const auto v = version->get<long long>();
    if (v > kCatalogVersion) {
        errors.push_back({"$.version", file + ": version " + std::to_string(v) +
                                           " is newer than this program reads (" +
                                           std::to_string(kCatalogVersion) +
                                           "); update Rightsize"});
        return nullptr;
    }
    if (v < 1) {
        errors.push_back({"$.version", file + ": must be at least 1"});
        return nullptr;
    }
    const auto list = doc.find(listKey);
    if (list == doc.end() || !list->is_array()) {
        errors.push_back({std::string("$.") + listKey, file + ": must be an array"});
        return nullptr;
    }
    for (const auto& [key, value] : doc.items()) {
        (void)value;
        if (key != "format" && key != "version" && key != listKey && key != "notes" &&
            (key.empty() || key[0] != '_'))
            errors.push_back(
                {std::string("$.").append(pathKey(key)), file + ": is not a known field"});
    }
    return &*list;
}

// A serverless SKU burns at most this many DBUs an hour (Databricks' largest GPU SKUs list
// a few hundred) and a DBU costs at most a few dollars; larger figures are typing errors.
constexpr double kMaxDbuPerHour = 10000;
constexpr double kMaxUsdPerDbu = 100;

// The GPUs per node of the serverless SKUs: whole numbers, rising, each at least 1.
void readNodeSizes(ObjectReader& r, const std::string& key, std::vector<int>& out) {
    const json* v = r.find(key);
    if (!v)
        return;
    if (!v->is_array() || v->empty()) {
        r.fail(key, "must be a list of GPU counts per node, e.g. [1, 8]");
        return;
    }
    for (std::size_t i = 0; i < v->size(); ++i) {
        const json& n = (*v)[i];
        const std::string at = r.pathOf(key) + "[" + std::to_string(i) + "]";
        if (!n.is_number_integer() || n.get<long long>() < 1 || n.get<long long>() > 1024) {
            r.errors().push_back({at, "must be a whole number from 1 to 1024"});
            return;
        }
        const int count = int(n.get<long long>());
        if (!out.empty() && count <= out.back()) {
            r.errors().push_back(
                {at, "must be larger than the one before: list the node sizes rising"});
            return;
        }
        out.push_back(count);
    }
}

// One offer. A quote without usd_per_hour says that no price is known from the provider it
// names, and its source says why; the planner then shows the cost as unknown instead of taking
// another provider's or another device's figure. Catalogs written before provider, region,
// instance, unit and estimate existed still load: those fields read as unknown.
void readPrice(ObjectReader& prices, const std::string& key, Pricing mode, PriceQuote& quote,
               bool required) {
    const json* v = prices.find(key);
    if (!v) {
        if (required)
            prices.fail(key, "is required: give usd_per_hour, or leave it out and say in source "
                             "why no price is known");
        return;
    }
    if (!v->is_object()) {
        prices.fail(key, "must be an object {usd_per_hour, provider, region, instance, unit, "
                         "date, source}");
        return;
    }
    ObjectReader r(*v, prices.pathOf(key), prices.errors());
    quote.mode = mode;
    r.string("provider", quote.provider, false);
    r.string("region", quote.region, false);
    r.string("instance", quote.instance, false);
    r.enumeration("unit", quote.unit, false);
    r.boolean("estimate", quote.estimate);
    // An instance's price over its GPUs: keeping both lets a reader check the division against
    // the provider's page, which lists instances, not GPUs.
    const bool instancePriced =
        r.number("instance_usd_per_hour", quote.instanceUsdPerHour, false, 0, 100000, true);
    const bool instanceCounted =
        r.integer("instance_devices", quote.instanceDevices, false, 1, 1024);
    // A quote with no price may still say how many GPUs the instance holds, so that it is counted
    // as rented whole; a priced one gives both or neither.
    if (instancePriced && !instanceCounted)
        r.fail("instance_devices", "instance_usd_per_hour and instance_devices go together");
    r.string("cloud", quote.cloud, false);
    // Databricks Units: the SKU's DBUs per hour times the price of one, over its GPUs.
    const bool dbuRated =
        r.number("dbu_per_hour", quote.dbuPerHour, false, 0, kMaxDbuPerHour, true);
    const bool dbuPriced = r.number("usd_per_dbu", quote.usdPerDbu, false, 0, kMaxUsdPerDbu, true);
    if (dbuRated != dbuPriced)
        r.fail(dbuRated ? "usd_per_dbu" : "dbu_per_hour",
               "dbu_per_hour and usd_per_dbu go together");
    if ((dbuRated || quote.unit == PriceUnit::Dbu) && quote.unit != PriceUnit::Dbu)
        r.fail("unit", "must be \"dbu\" with dbu_per_hour and usd_per_dbu");
    else if (quote.unit == PriceUnit::Dbu && !dbuRated)
        r.fail("dbu_per_hour", "is required with unit \"dbu\" (with usd_per_dbu)");
    if (dbuRated && instancePriced)
        r.fail("instance_usd_per_hour",
               "does not go with a DBU price: give dbu_per_hour and usd_per_dbu");
    const bool priced = r.number("usd_per_hour", quote.usdPerHour, false, 0, kMaxUsdPerDeviceHour);
    if (instanceCounted && !instancePriced && priced && quote.unit != PriceUnit::Dbu)
        r.fail("instance_usd_per_hour", "instance_usd_per_hour and instance_devices go together");
    if (dbuRated && dbuPriced && !instancePriced) {
        const int gpus = instanceCounted ? quote.instanceDevices : 1;
        const double share = quote.dbuPerHour * quote.usdPerDbu / gpus;
        if (priced && std::abs(quote.usdPerHour - share) > 0.005 * share)
            r.fail("usd_per_hour", "must equal dbu_per_hour × usd_per_dbu / instance_devices");
        quote.instanceDevices = gpus;
        quote.usdPerHour = share;
    } else if (instancePriced && instanceCounted) {
        // usd_per_hour, when given, is a rounded copy for readers of the file; the division wins.
        const double share = quote.instanceUsdPerHour / quote.instanceDevices;
        if (priced && std::abs(quote.usdPerHour - share) > 0.005 * share)
            r.fail("usd_per_hour", "must equal instance_usd_per_hour / instance_devices");
        quote.usdPerHour = share;
    }
    // A price needs the date it was observed; a missing price needs only the word on why, and an
    // estimate says in its source what it rests on (it may have no page to date it by).
    if (r.string("date", quote.date, quote.usdPerHour > 0 && !quote.estimate) &&
        !isIsoDate(quote.date))
        r.fail("date", "must be an ISO date (YYYY-MM-DD)");
    r.string("source", quote.source, true);
    r.reportUnknownKeys();
}

void readPeaks(ObjectReader& device, Device& d, std::array<bool, kComputeDtypeCount>& given) {
    const json* v = device.find("peak_tflops");
    if (!v)
        return;
    if (!v->is_object()) {
        device.fail("peak_tflops", "must be an object of TFLOPS by dtype (fp32, bf16, ...)");
        return;
    }
    ObjectReader r(*v, device.pathOf("peak_tflops"), device.errors());
    for (const auto& [dtype, name] : EnumNames<ComputeDtype>::values) {
        double tflops = 0;
        // 1e6 TFLOPS (an exaFLOP per device) is far beyond any part; larger values are typos.
        if (r.number(std::string(name), tflops, false, 0, 1e6, false, kLeastRate)) {
            const auto i = static_cast<std::size_t>(dtype);
            d.peakFlops[i] = tflops * units::kTera;
            given[i] = true;
        }
    }
    r.reportUnknownKeys();
}

// The device's two lists of names (frameworks it runs, names clouds give it): each entry is
// checked on its own, so a bad one is named by its index.
void readDeviceLists(ObjectReader& r, Device& d, std::vector<FieldError>& errors) {
    if (const json* list = r.find("frameworks")) {
        if (!list->is_array()) {
            r.fail("frameworks", "must be a list of framework names");
        } else {
            for (std::size_t i = 0; i < list->size(); ++i) {
                const json& f = (*list)[i];
                const auto parsed =
                    f.is_string() ? parseEnum<Framework>(f.get<std::string>()) : std::nullopt;
                if (parsed)
                    d.frameworks.push_back(*parsed);
                else
                    errors.push_back({r.pathOf("frameworks") + "[" + std::to_string(i) + "]",
                                      "unknown framework"});
            }
        }
    }
    if (const json* names = r.find("accelerator_names")) {
        if (!names->is_array()) {
            r.fail("accelerator_names", "must be a list of names");
        } else {
            for (std::size_t i = 0; i < names->size(); ++i) {
                const json& n = (*names)[i];
                if (n.is_string() && !n.get_ref<const std::string&>().empty())
                    d.acceleratorNames.push_back(n.get<std::string>());
                else
                    errors.push_back({r.pathOf("accelerator_names") + "[" + std::to_string(i) + "]",
                                      "must be a name"});
            }
        }
    }
}

// The device's prices object: one quote per pricing mode, on demand required.
void readDevicePrices(ObjectReader& r, Device& d, std::vector<FieldError>& errors) {
    if (const json* prices = r.find("prices"); !prices) {
        r.fail("prices", "is required (at least on_demand)");
    } else if (!prices->is_object()) {
        r.fail("prices", "must be an object");
    } else {
        ObjectReader p(*prices, r.pathOf("prices"), errors);
        readPrice(p, "on_demand", Pricing::OnDemand, d.onDemand, true);
        readPrice(p, "spot", Pricing::Spot, d.spot, false);
        readPrice(p, "reserved", Pricing::Reserved, d.reserved, false);
        readPrice(p, "serverless", Pricing::Serverless, d.serverless, false);
        p.reportUnknownKeys();
    }
}

Device readDevice(const json& item, const std::string& path, std::vector<FieldError>& errors) {
    Device d;
    if (!item.is_object()) {
        errors.push_back({path, "must be an object"});
        return d;
    }
    const std::size_t errorsBefore = errors.size();
    ObjectReader r(item, path, errors);
    r.string("id", d.id, true);
    r.string("name", d.name, true);
    r.string("vendor", d.vendor, false);
    r.string("generation", d.generation, false);
    r.enumeration("kind", d.kind, true);
    r.string("family", d.family, false);

    double value = 0;
    if (r.number("memory_gib", value, true, 0, 1e6, true, kLeastRate))
        d.memoryBytes = value * units::kGiB;
    if (r.number("usable_memory_mib", value, false, 0, 1e9, true, kLeastRate))
        d.usableMemoryBytes = value * units::kMiB;
    if (r.number("memory_bandwidth_gb_s", value, true, 0, 1e6, true, kLeastRate))
        d.memoryBandwidth = value * units::kGBps;

    std::array<bool, kComputeDtypeCount> given{};
    readPeaks(r, d, given);

    r.number("sustained_fraction", d.sustainedFraction, false, 0, 1, true, kLeastRate);
    r.number("matmul_sustained_fraction", d.matmulSustainedFraction, false, 0, 1, false,
             kLeastRate);
    if (r.number("intra_node_bandwidth_gb_s", value, false, 0, 1e5, false, kLeastRate))
        d.intraNodeBandwidth = value * units::kGBps;
    if (r.number("inter_node_bandwidth_gbit_s", value, false, 0, 1e5, false, kLeastRate))
        d.interNodeBandwidth = value * units::kGbitps;
    r.integer("devices_per_node", d.devicesPerNode, false, 1, 1024);
    r.string("interconnect", d.interconnect, false);
    r.number("tdp_watts", d.tdpWatts, false, 0, 1e5);
    r.integer("vcpus", d.vcpus, false, 0, 100000);
    r.integer("physical_cores", d.physicalCores, false, 0, 100000);
    r.number("clock_ghz", d.clockGhz, false, 0, 10);
    r.integer("simd_bits", d.simdBits, false, 0, 2048);
    r.integer("fma_units", d.fmaUnits, false, 0, 8);
    r.boolean("amx", d.amx);
    r.boolean("rentable", d.rentable);
    readDeviceLists(r, d, errors);
    if (r.number("local_nvme_gb_s", value, false, 0, 1e4))
        d.localNvmeBandwidth = value * units::kGBps;
    if (r.number("network_gbit_s", value, false, 0, 1e5))
        d.networkBandwidth = value * units::kGbitps;

    readDevicePrices(r, d, errors);
    r.number("serverless_startup_seconds", d.serverlessStartupSeconds, false, 0, 86400);
    readNodeSizes(r, "serverless_node_devices", d.serverlessNodeDevices);
    r.string("source", d.source, true);
    r.reportUnknownKeys();

    const bool fieldsOk = errors.size() == errorsBefore;
    if (d.kind == DeviceKind::Cpu && fieldsOk) {
        const bool canDerive = d.physicalCores > 0 && d.clockGhz > 0 &&
                               (d.simdBits == 128 || d.simdBits == 256 || d.simdBits == 512) &&
                               d.fmaUnits > 0;
        const bool fp32Given = given[static_cast<std::size_t>(ComputeDtype::Fp32)];
        if (canDerive)
            deriveCpuPeaks(d, given);
        else if (!fp32Given)
            r.fail("peak_tflops",
                   "a CPU needs peak_tflops.fp32 or physical_cores, clock_ghz, simd_bits "
                   "(128/256/512) and fma_units to derive it");
    }
    if (d.kind == DeviceKind::Gpu && d.peak(ComputeDtype::Fp32) <= 0 && fieldsOk)
        errors.push_back({r.pathOf("peak_tflops") + ".fp32", "a GPU needs a positive fp32 peak"});
    return d;
}

ModelPreset readModel(const json& item, const std::string& path, std::vector<FieldError>& errors) {
    ModelPreset m;
    if (!item.is_object()) {
        errors.push_back({path, "must be an object"});
        return m;
    }
    ObjectReader r(item, path, errors);
    r.string("id", m.id, true);
    r.string("name", m.name, true);
    r.string("source", m.source, true);
    r.number("published_params", m.publishedParams, true, 0, 1e15, true);
    if (const json* shape = r.find("shape"); !shape)
        r.fail("shape", "is required");
    else
        readModelShape(*shape, r.pathOf("shape"), m.shape, errors);
    // A shape loaded from the catalog remembers which preset it came from.
    if (m.shape.preset.empty())
        m.shape.preset = m.id;
    r.reportUnknownKeys();
    return m;
}

ScenarioPreset readScenario(const json& item, const std::string& path,
                            std::vector<FieldError>& errors) {
    ScenarioPreset s;
    if (!item.is_object()) {
        errors.push_back({path, "must be an object"});
        return s;
    }
    ObjectReader r(item, path, errors);
    r.string("id", s.id, true);
    r.string("name", s.name, true);
    if (r.string("category", s.category, true) && s.category != "template" &&
        s.category != "exercise" && s.category != "acceptance")
        r.fail("category", "must be one of: template, exercise, acceptance");
    r.string("description", s.description, false);
    if (const json* scenario = r.find("scenario"); !scenario)
        r.fail("scenario", "is required");
    else if (!scenario->is_object())
        r.fail("scenario", "must be a scenario object");
    else
        s.scenarioJson = scenario->dump(2);
    r.reportUnknownKeys();
    return s;
}

// Parses one file's text; a syntax error becomes a FieldError at "$" rather than an exception.
template <class Item, class ReadFn>
void parseDocument(std::string_view text, std::string_view format, const char* listKey,
                   const std::string& file, ReadFn read, std::vector<Item>& out,
                   std::vector<FieldError>& errors) {
    if (text.empty())
        return;
    json doc;
    try {
        doc = json::parse(text.begin(), text.end());
    } catch (const json::parse_error& e) {
        errors.push_back(
            {"$", file + ": not valid JSON (" + jsonParseErrorText(e.what()).append(")")});
        return;
    }
    const json* list = openDocument(doc, format, listKey, errors, file);
    if (!list)
        return;
    std::set<std::string> ids;
    for (std::size_t i = 0; i < list->size(); ++i) {
        const std::string path = "$." + std::string(listKey) + "[" + std::to_string(i) + "]";
        const std::size_t before = errors.size();
        Item item = read((*list)[i], path, errors);
        if (!item.id.empty() && !ids.insert(item.id).second)
            errors.push_back(
                {path + ".id", std::string("duplicates the id ").append(quoteText(item.id))});
        // Items with errors are left out so nothing downstream sees half-read values.
        if (errors.size() == before)
            out.push_back(std::move(item));
    }
}

// The inverse of readPrice: every field a reader needs to read the quote back as it was.
json quoteToJson(const PriceQuote& q) {
    json j = json::object();
    if (!q.provider.empty())
        j["provider"] = q.provider;
    if (!q.region.empty())
        j["region"] = q.region;
    if (!q.instance.empty())
        j["instance"] = q.instance;
    if (q.unit != PriceUnit::Unknown)
        j["unit"] = std::string(toString(q.unit));
    // The instance's price follows the per-device figure, which is what an edit changes (the
    // catalog editor, an override): the reader checks the one against the other.
    if (q.instanceUsdPerHour > 0 && q.instanceDevices > 0 && q.usdPerHour > 0) {
        j["instance_usd_per_hour"] = q.usdPerHour * q.instanceDevices;
        j["instance_devices"] = q.instanceDevices;
    }
    if (q.dbuPerHour > 0 && q.usdPerDbu > 0) {
        j["dbu_per_hour"] = q.dbuPerHour;
        j["usd_per_dbu"] = q.usdPerDbu;
        j["instance_devices"] = std::max(1, q.instanceDevices);
    }
    if (!q.cloud.empty())
        j["cloud"] = q.cloud;
    if (q.known())
        j["usd_per_hour"] = q.usdPerHour;
    if (q.estimate)
        j["estimate"] = true;
    if (!q.date.empty())
        j["date"] = q.date;
    // A quote without a source does not read back; a hand-made one says so.
    j["source"] = q.source.empty() ? std::string("not stated") : q.source;
    return j;
}

bool hasQuote(const PriceQuote& q) {
    return q.known() || !q.source.empty();
}

} // namespace

nlohmann::json pricesToJson(const Device& d) {
    json prices = json::object();
    // on_demand is required by the reader: a device without one says that no price is known.
    PriceQuote onDemand = d.onDemand;
    if (!hasQuote(onDemand))
        onDemand.source = "no price known";
    prices["on_demand"] = quoteToJson(onDemand);
    if (hasQuote(d.spot))
        prices["spot"] = quoteToJson(d.spot);
    if (hasQuote(d.reserved))
        prices["reserved"] = quoteToJson(d.reserved);
    if (hasQuote(d.serverless))
        prices["serverless"] = quoteToJson(d.serverless);
    return prices;
}

nlohmann::json deviceToJson(const Device& d) {
    json j = json::object();
    j["id"] = d.id;
    j["name"] = d.name;
    if (!d.vendor.empty())
        j["vendor"] = d.vendor;
    if (!d.generation.empty())
        j["generation"] = d.generation;
    j["kind"] = std::string(toString(d.kind));
    if (!d.family.empty())
        j["family"] = d.family;
    j["memory_gib"] = d.memoryBytes / units::kGiB;
    if (d.usableMemoryBytes > 0)
        j["usable_memory_mib"] = d.usableMemoryBytes / units::kMiB;
    j["memory_bandwidth_gb_s"] = d.memoryBandwidth / units::kGBps;
    json peaks = json::object();
    for (const auto& [dtype, name] : EnumNames<ComputeDtype>::values)
        peaks[std::string(name)] = d.peak(dtype) / units::kTera;
    j["peak_tflops"] = peaks;
    j["sustained_fraction"] = d.sustainedFraction;
    if (d.matmulSustainedFraction > 0)
        j["matmul_sustained_fraction"] = d.matmulSustainedFraction;
    j["intra_node_bandwidth_gb_s"] = d.intraNodeBandwidth / units::kGBps;
    j["inter_node_bandwidth_gbit_s"] = d.interNodeBandwidth / units::kGbitps;
    j["devices_per_node"] = d.devicesPerNode;
    if (!d.interconnect.empty())
        j["interconnect"] = d.interconnect;
    j["tdp_watts"] = d.tdpWatts;
    j["vcpus"] = d.vcpus;
    if (d.physicalCores > 0)
        j["physical_cores"] = d.physicalCores;
    if (d.clockGhz > 0)
        j["clock_ghz"] = d.clockGhz;
    if (d.simdBits > 0)
        j["simd_bits"] = d.simdBits;
    if (d.fmaUnits > 0)
        j["fma_units"] = d.fmaUnits;
    if (d.amx)
        j["amx"] = true;
    if (!d.rentable)
        j["rentable"] = false;
    if (!d.frameworks.empty()) {
        json list = json::array();
        for (Framework f : d.frameworks)
            list.push_back(std::string(toString(f)));
        j["frameworks"] = list;
    }
    if (!d.acceleratorNames.empty())
        j["accelerator_names"] = d.acceleratorNames;
    j["local_nvme_gb_s"] = d.localNvmeBandwidth / units::kGBps;
    j["network_gbit_s"] = d.networkBandwidth / units::kGbitps;
    j["prices"] = pricesToJson(d);
    if (d.serverlessStartupSeconds > 0)
        j["serverless_startup_seconds"] = d.serverlessStartupSeconds;
    if (!d.serverlessNodeDevices.empty())
        j["serverless_node_devices"] = d.serverlessNodeDevices;
    j["source"] = d.source.empty() ? std::string("entered by hand") : d.source;
    return j;
}

std::optional<Device> parseDeviceItem(const nlohmann::json& item, const std::string& path,
                                      std::vector<FieldError>& errors) {
    const std::size_t before = errors.size();
    try {
        Device d = readDevice(item, path, errors);
        if (errors.size() == before)
            return d;
    } catch (const std::exception& e) {
        errors.push_back({path, std::string("cannot be read: ") + e.what()});
    }
    return std::nullopt;
}

bool applyPricesItem(Device& device, const nlohmann::json& prices, const std::string& path,
                     std::vector<FieldError>& errors) {
    if (!prices.is_object()) {
        errors.push_back({path, "must be an object {on_demand, spot, reserved, serverless}"});
        return false;
    }
    const std::size_t before = errors.size();
    // Read into a copy: a slot given replaces the device's, a slot left out keeps it, and a
    // half-read override changes nothing.
    Device next = device;
    ObjectReader p(prices, path, errors);
    const auto slot = [&](const std::string& key, Pricing mode, PriceQuote& quote) {
        if (prices.contains(key)) {
            quote = PriceQuote{};
            readPrice(p, key, mode, quote, false);
        }
    };
    slot("on_demand", Pricing::OnDemand, next.onDemand);
    slot("spot", Pricing::Spot, next.spot);
    slot("reserved", Pricing::Reserved, next.reserved);
    slot("serverless", Pricing::Serverless, next.serverless);
    p.reportUnknownKeys();
    if (errors.size() != before)
        return false;
    device = std::move(next);
    return true;
}

CatalogLoadResult parseCatalog(std::string_view devicesJson, std::string_view modelsJson,
                               std::string_view scenariosJson) {
    CatalogLoadResult result;
    // The bands come from the product's own validation tables, whatever devices a catalog lists.
    result.catalog.bands = parseEstimateBands(builtinCatalogText("bands.json"));
    // Nothing below is expected to throw, but a catalog can come from a user's import: keep any
    // surprise (allocation failure, a library corner case) a reported error, never a crash.
    try {
        parseDocument(devicesJson, "rightsize-catalog-devices", "devices", "devices.json",
                      readDevice, result.catalog.devices, result.errors);
        parseDocument(modelsJson, "rightsize-catalog-models", "models", "models.json", readModel,
                      result.catalog.models, result.errors);
        parseDocument(scenariosJson, "rightsize-catalog-scenarios", "scenarios", "scenarios.json",
                      readScenario, result.catalog.scenarios, result.errors);
    } catch (const std::exception& e) {
        result.errors.push_back({"$", std::string("catalog could not be read: ") + e.what()});
    }
    return result;
}

Catalog loadBuiltinCatalog() {
    // The built-in files are checked by the tests, so errors here mean a broken build; return
    // whatever parsed rather than nothing.
    return parseCatalog(builtinCatalogText("devices.json"), builtinCatalogText("models.json"),
                        builtinCatalogText("scenarios.json"))
        .catalog;
}

} // namespace rightsize
