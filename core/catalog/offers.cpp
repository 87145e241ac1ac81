#include "core/catalog/offers.h"

#include "core/estimate/offer_choice.h"
#include "core/model/currency.h"
#include "core/model/iso_date.h"
#include "core/model/visible_text.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <map>
#include <set>

namespace rightsize {
namespace {

using nlohmann::json;

// An hour of any rentable instance costs well under this (the largest 8-GPU instances list at
// about $100/h on demand); larger figures are typos or another unit.
constexpr double kMaxInstanceUsdPerHour = 10000;
// No instance type carries more accelerators than this (a 16-GPU node is the largest sold).
constexpr int kMaxDevicesPerInstance = 64;
// No instance's network is faster than this (the largest GPU instances list 3,200 Gb/s of EFA or
// 8 x 400 Gb/s InfiniBand); larger figures are typing errors or another unit.
constexpr double kMaxNicGbitPerSecond = 100000;
// An unknown accelerator's name is shown cut to this.
constexpr std::size_t kShownNameBytes = 60;
// Errors listed from one file before the rest are summarised.
constexpr std::size_t kMaxErrors = 50;

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return s;
}

std::string trim(std::string_view s) {
    std::size_t a = 0, b = s.size();
    while (a < b && std::isspace(static_cast<unsigned char>(s[a])))
        ++a;
    while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1])))
        --b;
    return std::string(s.substr(a, b - a));
}

struct CsvRow {
    int line = 0;
    std::vector<std::string> fields;
};

// RFC 4180: fields separated by commas, optionally in double quotes ("" inside is one quote);
// CRLF or LF line ends; a UTF-8 byte-order mark before the header is ignored.
std::vector<CsvRow> parseCsv(std::string_view text, std::vector<FieldError>& errors) {
    if (text.size() >= 3 && text.substr(0, 3) == "\xEF\xBB\xBF")
        text.remove_prefix(3);
    std::vector<CsvRow> rows;
    CsvRow row{1, {}};
    std::string field;
    bool quoted = false, fieldStarted = false;
    int line = 1;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\0') {
            errors.push_back(
                {"line " + std::to_string(line), "holds a NUL byte: not a text CSV file"});
            return {};
        }
        if (quoted) {
            if (c == '"') {
                if (i + 1 < text.size() && text[i + 1] == '"') {
                    field += '"';
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                if (c == '\n')
                    ++line;
                field += c;
            }
            continue;
        }
        if (c == '"' && !fieldStarted) {
            quoted = fieldStarted = true;
        } else if (c == ',') {
            row.fields.push_back(std::move(field));
            field.clear();
            fieldStarted = false;
        } else if (c == '\n' || c == '\r') {
            if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n')
                ++i;
            row.fields.push_back(std::move(field));
            field.clear();
            fieldStarted = false;
            if (!(row.fields.size() == 1 && trim(row.fields[0]).empty()))
                rows.push_back(std::move(row));
            row = CsvRow{++line, {}};
        } else {
            field += c;
            fieldStarted = true;
        }
    }
    if (quoted) {
        errors.push_back({"line " + std::to_string(row.line), "a quoted field is not closed"});
        return {};
    }
    if (fieldStarted || !row.fields.empty()) {
        row.fields.push_back(std::move(field));
        rows.push_back(std::move(row));
    }
    return rows;
}

// Columns by name; `required` must all be there.
class Columns {
public:
    Columns(const CsvRow& header, std::vector<FieldError>& errors,
            std::initializer_list<const char*> required) {
        // A column named twice would let one of them win unseen: refused.
        for (std::size_t i = 0; i < header.fields.size(); ++i)
            if (!m_index.emplace(lower(trim(header.fields[i])), i).second)
                errors.push_back(
                    {"header", "names the column " + quoteText(trim(header.fields[i])) + " twice"});
        m_count = header.fields.size();
        for (const char* name : required)
            if (!m_index.count(lower(name)))
                errors.push_back({"header", std::string("has no column ") + name});
    }
    // A row of another width than the header is refused whole: its fields would land in the
    // wrong columns.
    bool sameWidth(const CsvRow& row, std::vector<FieldError>& errors) const {
        if (row.fields.size() == m_count)
            return true;
        errors.push_back({"line " + std::to_string(row.line),
                          "has " + std::to_string(row.fields.size()) + " fields; the header has " +
                              std::to_string(m_count)});
        return false;
    }
    // The field in column `name`, trimmed; empty when the file has no such column.
    std::string get(const CsvRow& row, const char* name) const {
        const auto it = m_index.find(lower(name));
        return it == m_index.end() || it->second >= row.fields.size()
                   ? std::string()
                   : trim(row.fields[it->second]);
    }

private:
    std::map<std::string, std::size_t> m_index;
    std::size_t m_count = 0;
};

// Reads rows' numbers and reports each problem as "line N, Column".
class RowReader {
public:
    RowReader(const Columns& columns, const CsvRow& row, std::vector<FieldError>& errors)
        : m_columns(columns)
        , m_row(row)
        , m_errors(errors) {}

    std::string text(const char* name) const { return m_columns.get(m_row, name); }

    // Empty: 0 (not known). Otherwise a finite number within [min, max].
    bool number(const char* name, double& out, double min, double max, bool required) {
        const std::string t = text(name);
        out = 0;
        if (t.empty()) {
            if (required)
                fail(name, "is empty");
            return !required;
        }
        // Decimal only: strtod would also read "0x10" as 16, "inf" and "nan".
        char* end = nullptr;
        const bool decimal = t.find_first_not_of("0123456789.eE+-") == std::string::npos;
        const double v = decimal ? std::strtod(t.c_str(), &end) : 0;
        if (!decimal || end != t.c_str() + t.size() || !std::isfinite(v)) {
            fail(name, quoteText(t) + " is not a decimal number");
            return false;
        }
        if (v < min || v > max) {
            fail(name,
                 quoteText(t) + " is outside " + shortNumber(min) + " to " + shortNumber(max));
            return false;
        }
        out = v;
        return true;
    }

    void fail(const char* name, const std::string& message) {
        m_errors.push_back({"line " + std::to_string(m_row.line) + ", " + name, message});
    }

private:
    static std::string shortNumber(double v) {
        std::string s = std::to_string(v);
        s.erase(s.find_last_not_of('0') + 1);
        if (!s.empty() && s.back() == '.')
            s.pop_back();
        return s;
    }
    const Columns& m_columns;
    const CsvRow& m_row;
    std::vector<FieldError>& m_errors;
};

bool isIsoDate(const std::string& s) {
    return isCalendarDate(s);
}

// Which device a name of a price list means: a catalog id, or a name the device claims.
class DeviceNames {
public:
    explicit DeviceNames(const Catalog& catalog) {
        for (const Device& d : catalog.devices) {
            m_byName[lower(d.id)] = d.id;
            for (const std::string& n : d.acceleratorNames)
                m_byName[lower(n)] = d.id;
        }
    }
    const std::string* find(const std::string& name) const {
        const auto it = m_byName.find(lower(name));
        return it == m_byName.end() ? nullptr : &it->second;
    }

private:
    std::map<std::string, std::string> m_byName;
};

// `instancePrice` is in `currency`: the quote keeps it, and a US-dollar price is also the figure
// the planner compares (another currency is converted by convertOfferCurrencies, given a rate).
PriceQuote instanceQuote(double instancePrice, int devices, Pricing mode, const DeviceOffer& o,
                         const std::string& date, const std::string& source,
                         const std::string& currency = std::string(kPlanCurrency)) {
    PriceQuote q;
    q.mode = mode;
    q.provider = o.offer.provider;
    q.region = o.offer.region;
    q.instance = o.offer.instance;
    q.date = date;
    q.source = source;
    q.currency = currency;
    if (instancePrice > 0) {
        q.unit = PriceUnit::GpuHourOfInstance;
        q.instanceDevices = devices;
        q.perHourInCurrency = instancePrice / devices;
        if (currency == kPlanCurrency) {
            q.instanceUsdPerHour = instancePrice;
            q.usdPerHour = instancePrice / devices;
        }
    }
    return q;
}

// A currency column or key: empty is US dollars; codes are written in capitals.
std::string currencyCode(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return char(std::toupper(c)); });
    return text.empty() ? std::string(kPlanCurrency) : text;
}

void finish(OfferFile& file, std::set<std::string>& unknown) {
    // The names are listed to the user as the file wrote them, but visibly and a line at most.
    for (const std::string& name : unknown)
        file.unknownAccelerators.push_back(visibleText(name, {kShownNameBytes}));
    if (file.errors.size() > kMaxErrors) {
        const std::size_t more = file.errors.size() - kMaxErrors;
        file.errors.resize(kMaxErrors);
        file.errors.push_back({"file", "and " + std::to_string(more) + " more problems"});
    }
    if (!file.errors.empty())
        file.offers.clear();
}

// The same instance in another zone of the region: one offer per region, with the lowest spot
// price and its zone.
void mergeZone(InstanceOffer& kept, const InstanceOffer& other) {
    if (!kept.onDemand.known() && other.onDemand.known())
        kept.onDemand = other.onDemand;
    if (other.spot.known() &&
        (!kept.spot.known() || other.spot.usdPerHour < kept.spot.usdPerHour)) {
        kept.spot = other.spot;
        kept.zone = other.zone;
    }
}

// True, with the error said once, when the file gives one offer more than it may.
bool pastLimit(OfferFile& file, const OfferFileInfo& info, const CsvRow& row) {
    if (info.maxOffers == 0 || file.offers.size() < info.maxOffers)
        return false;
    file.errors.push_back({"line " + std::to_string(row.line),
                           "is offer " + std::to_string(info.maxOffers + 1) +
                               "; a library holds at most " + std::to_string(info.maxOffers) +
                               " (keep the providers and regions you rent from)"});
    return true;
}

} // namespace

OfferFile readSkyPilotCsv(std::string_view text, const Catalog& catalog,
                          const OfferFileInfo& info) {
    OfferFile file;
    std::set<std::string> unknown;
    const auto rows = parseCsv(text, file.errors);
    if (rows.empty()) {
        if (file.errors.empty())
            file.errors.push_back(
                {"file", "is empty: expected SkyPilot's header InstanceType,AcceleratorName,..."});
        return file;
    }
    const Columns cols(rows.front(), file.errors,
                       {"InstanceType", "AcceleratorName", "AcceleratorCount", "vCPUs", "MemoryGiB",
                        "Price", "SpotPrice", "Region"});
    if (info.provider.empty())
        file.errors.push_back(
            {"provider", "SkyPilot's files do not name the cloud: give --provider"});
    if (!file.errors.empty()) {
        finish(file, unknown);
        return file;
    }
    const DeviceNames names(catalog);
    std::map<std::string, std::size_t> byKey; // provider|region|instance -> index in offers
    for (std::size_t i = 1; i < rows.size(); ++i) {
        const CsvRow& row = rows[i];
        if (!cols.sameWidth(row, file.errors))
            continue;
        RowReader r(cols, row, file.errors);
        const std::string accelerator = r.text("AcceleratorName");
        if (accelerator.empty()) {
            ++file.rowsWithoutAccelerator;
            continue;
        }
        const std::string instance = r.text("InstanceType");
        const std::string region = r.text("Region");
        if (instance.empty()) {
            // GCP lists GPUs that attach to any N1 machine without an instance type: not an
            // instance one can rent as it stands.
            ++file.rowsWithoutInstance;
            continue;
        }
        if (region.empty())
            r.fail("Region", "is empty");
        double count = 0, vcpus = 0, memory = 0, price = 0, spot = 0;
        bool ok = r.number("AcceleratorCount", count, 0, kMaxDevicesPerInstance, true);
        ok = r.number("vCPUs", vcpus, 0, 1e5, false) && ok;
        ok = r.number("MemoryGiB", memory, 0, 1e6, false) && ok;
        ok = r.number("Price", price, 0, kMaxInstanceUsdPerHour, false) && ok;
        ok = r.number("SpotPrice", spot, 0, kMaxInstanceUsdPerHour, false) && ok;
        if (!ok || region.empty())
            continue;
        if (count < 1 || count != std::floor(count)) {
            ++file.rowsFractional; // a share of a GPU is not a device the planner places
            continue;
        }
        const std::string* id = names.find(accelerator);
        if (!id) {
            unknown.insert(accelerator);
            continue;
        }
        DeviceOffer o;
        o.deviceId = *id;
        o.offer.provider = info.provider;
        o.offer.region = region;
        o.offer.zone = r.text("AvailabilityZone");
        o.offer.instance = instance;
        o.offer.devicesPerInstance = int(count);
        o.offer.vcpus = int(vcpus);
        o.offer.hostMemoryGiB = memory;
        o.offer.onDemand =
            instanceQuote(price, int(count), Pricing::OnDemand, o, info.date, info.source);
        if (price <= 0)
            o.offer.onDemand.source = info.source + ": no on-demand price listed";
        o.offer.spot = instanceQuote(spot, int(count), Pricing::Spot, o, info.date, info.source);
        const std::string key = info.provider + "|" + region + "|" + instance + "|" + *id;
        const auto seen = byKey.find(key);
        if (seen == byKey.end()) {
            if (pastLimit(file, info, row))
                break;
            byKey[key] = file.offers.size();
            file.offers.push_back(std::move(o));
            continue;
        }
        ++file.rowsMerged;
        mergeZone(file.offers[seen->second].offer, o.offer);
    }
    finish(file, unknown);
    return file;
}

OfferFile readOffersCsv(std::string_view text, const Catalog& catalog, const OfferFileInfo& info) {
    OfferFile file;
    std::set<std::string> unknown;
    const auto rows = parseCsv(text, file.errors);
    if (rows.empty()) {
        if (file.errors.empty())
            file.errors.push_back(
                {"file", "is empty: expected a header provider,region,instance,device,..."});
        return file;
    }
    const Columns cols(rows.front(), file.errors,
                       {"provider", "region", "instance", "device", "devices_per_instance",
                        "on_demand_usd_per_hour"});
    if (!file.errors.empty()) {
        finish(file, unknown);
        return file;
    }
    const DeviceNames names(catalog);
    for (std::size_t i = 1; i < rows.size(); ++i) {
        const CsvRow& row = rows[i];
        if (!cols.sameWidth(row, file.errors))
            continue;
        RowReader r(cols, row, file.errors);
        DeviceOffer o;
        o.offer.provider = r.text("provider");
        o.offer.region = r.text("region");
        o.offer.zone = r.text("zone");
        o.offer.instance = r.text("instance");
        const std::string device = r.text("device");
        bool ok = true;
        for (const auto& [name, value] :
             {std::pair<const char*, const std::string*>{"provider", &o.offer.provider},
              {"region", &o.offer.region},
              {"instance", &o.offer.instance},
              {"device", &device}})
            if (value->empty()) {
                r.fail(name, "is empty");
                ok = false;
            }
        double count = 0, vcpus = 0, memory = 0, price = 0, spot = 0, reserved = 0;
        ok = r.number("devices_per_instance", count, 1, kMaxDevicesPerInstance, true) && ok;
        if (ok && count != std::floor(count)) {
            r.fail("devices_per_instance", "must be a whole number");
            ok = false;
        }
        ok = r.number("vcpus", vcpus, 0, 1e5, false) && ok;
        ok = r.number("memory_gib", memory, 0, 1e6, false) && ok;
        double nic = 0;
        ok = r.number("nic_gbit_s", nic, 0, kMaxNicGbitPerSecond, false) && ok;
        o.offer.nicGbitPerSecond = nic;
        ok = r.number("on_demand_usd_per_hour", price, 0, kMaxInstanceUsdPerHour, false) && ok;
        ok = r.number("spot_usd_per_hour", spot, 0, kMaxInstanceUsdPerHour, false) && ok;
        ok = r.number("reserved_usd_per_hour", reserved, 0, kMaxInstanceUsdPerHour, false) && ok;
        std::string date = r.text("date");
        if (date.empty())
            date = info.date;
        else if (!isIsoDate(date)) {
            r.fail("date", quoteText(date) + " is not a day as YYYY-MM-DD");
            ok = false;
        }
        std::string source = r.text("source");
        if (source.empty())
            source = info.source;
        const std::string currency = currencyCode(r.text("currency"));
        if (!isCurrencyCode(currency)) {
            r.fail("currency",
                   quoteText(r.text("currency")) + " is not an ISO 4217 code (e.g. USD, EUR)");
            ok = false;
        }
        if (!ok)
            continue;
        const std::string* id = names.find(device);
        if (!id) {
            unknown.insert(device);
            continue;
        }
        o.deviceId = *id;
        o.offer.devicesPerInstance = int(count);
        o.offer.vcpus = int(vcpus);
        o.offer.hostMemoryGiB = memory;
        o.offer.onDemand =
            instanceQuote(price, int(count), Pricing::OnDemand, o, date, source, currency);
        o.offer.spot = instanceQuote(spot, int(count), Pricing::Spot, o, date, source, currency);
        o.offer.reserved =
            instanceQuote(reserved, int(count), Pricing::Reserved, o, date, source, currency);
        if (pastLimit(file, info, row))
            break;
        file.offers.push_back(std::move(o));
    }
    finish(file, unknown);
    return file;
}

json offerToJson(const DeviceOffer& o) {
    const InstanceOffer& f = o.offer;
    // Prices in the offer's own currency, as its source gives them.
    const auto price = [&](const PriceQuote& q) {
        return q.perHourInCurrency > 0 ? json(q.perHourInCurrency * f.devicesPerInstance) : json();
    };
    json j = {{"device", o.deviceId},
              {"provider", f.provider},
              {"region", f.region},
              {"zone", f.zone},
              {"instance", f.instance},
              {"devices_per_instance", f.devicesPerInstance},
              {"vcpus", f.vcpus},
              {"memory_gib", f.hostMemoryGiB},
              {"nic_gbit_s", f.nicGbitPerSecond},
              {"on_demand_usd_per_hour", price(f.onDemand)},
              {"spot_usd_per_hour", price(f.spot)},
              {"reserved_usd_per_hour", price(f.reserved)},
              {"currency", f.onDemand.currency},
              {"date", f.onDemand.date},
              {"source", f.onDemand.source}};
    // Spot is per zone and may come from another row of the file: it keeps its own date/source.
    if (f.spot.known() && (f.spot.date != f.onDemand.date || f.spot.source != f.onDemand.source))
        j["spot"] = {{"date", f.spot.date}, {"source", f.spot.source}};
    return j;
}

KeyedBlob offerToBlob(const DeviceOffer& o) {
    return {o.offer.provider + "|" + o.offer.region + "|" + o.offer.instance + "|" + o.deviceId,
            offerToJson(o).dump(),
            {}};
}

bool offerFromJson(const json& j, const std::string& path, DeviceOffer& out,
                   std::vector<FieldError>& errors) {
    const std::size_t before = errors.size();
    if (!j.is_object()) {
        errors.push_back({path, "must be an object"});
        return false;
    }
    const auto text = [&](const char* key, bool required) -> std::string {
        const auto it = j.find(key);
        if (it == j.end() || it->is_null() ||
            (it->is_string() && it->get_ref<const std::string&>().empty())) {
            if (required)
                errors.push_back({path + "." + key, "is required"});
            return {};
        }
        if (!it->is_string()) {
            errors.push_back({path + "." + key, "must be text"});
            return {};
        }
        return it->get<std::string>();
    };
    const auto number = [&](const char* key, double max) -> double {
        const auto it = j.find(key);
        if (it == j.end() || it->is_null())
            return 0;
        if (!it->is_number() || !std::isfinite(it->get<double>()) || it->get<double>() < 0 ||
            it->get<double>() > max) {
            errors.push_back(
                {path + "." + key, "must be a number from 0 to " + std::to_string(int(max))});
            return 0;
        }
        return it->get<double>();
    };
    DeviceOffer o;
    o.deviceId = text("device", true);
    o.offer.provider = text("provider", true);
    o.offer.region = text("region", true);
    o.offer.zone = text("zone", false);
    o.offer.instance = text("instance", true);
    const double count = number("devices_per_instance", kMaxDevicesPerInstance);
    if (count < 1 || count != std::floor(count))
        errors.push_back({path + ".devices_per_instance", "must be a whole number from 1"});
    o.offer.devicesPerInstance = std::max(1, int(count));
    o.offer.vcpus = int(number("vcpus", 1e5));
    o.offer.hostMemoryGiB = number("memory_gib", 1e6);
    o.offer.nicGbitPerSecond = number("nic_gbit_s", kMaxNicGbitPerSecond);
    const std::string date = text("date", false);
    const std::string source = text("source", true);
    if (!date.empty() && !isIsoDate(date))
        errors.push_back({path + ".date", "must be an ISO date (YYYY-MM-DD)"});
    const std::string currency = currencyCode(text("currency", false));
    if (!isCurrencyCode(currency))
        errors.push_back({path + ".currency", "must be an ISO 4217 code (e.g. USD, EUR)"});
    const double onDemand = number("on_demand_usd_per_hour", kMaxInstanceUsdPerHour);
    const double spot = number("spot_usd_per_hour", kMaxInstanceUsdPerHour);
    const double reserved = number("reserved_usd_per_hour", kMaxInstanceUsdPerHour);
    if (errors.size() != before)
        return false;
    if (onDemand > 0 && date.empty()) {
        errors.push_back({path + ".date", "is required with a price"});
        return false;
    }
    const int n = o.offer.devicesPerInstance;
    o.offer.onDemand = instanceQuote(onDemand, n, Pricing::OnDemand, o, date, source, currency);
    std::string spotDate = date, spotSource = source;
    if (const auto it = j.find("spot"); it != j.end() && it->is_object()) {
        spotDate = it->value("date", date);
        spotSource = it->value("source", source);
    }
    o.offer.spot = instanceQuote(spot, n, Pricing::Spot, o, spotDate, spotSource, currency);
    o.offer.reserved = instanceQuote(reserved, n, Pricing::Reserved, o, date, source, currency);
    out = std::move(o);
    return true;
}

std::vector<FieldError> attachOffers(Catalog& catalog, const std::vector<KeyedBlob>& offers) {
    std::vector<FieldError> errors;
    for (Device& d : catalog.devices)
        d.offers.clear();
    for (const KeyedBlob& blob : offers) {
        const std::string path = "catalog.offers[\"" + blob.key + "\"]";
        json j;
        try {
            j = json::parse(blob.json);
        } catch (const std::exception& e) {
            errors.push_back({path, std::string("is not valid JSON (") + e.what() + ")"});
            continue;
        }
        DeviceOffer o;
        if (!offerFromJson(j, path, o, errors))
            continue;
        const auto it = std::find_if(catalog.devices.begin(), catalog.devices.end(),
                                     [&](const Device& d) { return d.id == o.deviceId; });
        if (it == catalog.devices.end()) {
            errors.push_back({path + ".device", quoteText(o.deviceId) + " is not in the catalog"});
            continue;
        }
        it->offers.push_back(std::move(o.offer));
    }
    // The priced views copy the device as it finally is (after every override).
    for (Device& d : catalog.devices)
        attachPricedViews(d);
    return errors;
}

} // namespace rightsize
