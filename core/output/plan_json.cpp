#include "core/output/plan_json.h"

#include "core/calibrate/calibration_json.h"
#include "core/catalog/energy_json.h"
#include "core/estimate/energy.h"

#include <cmath>

namespace rightsize {
namespace {

using nlohmann::json;

// A value that applies is written even when it is not finite, so that nonFiniteNumbers() finds
// it: null means "does not apply", never "overflowed".
json numberOrNull(double v, bool applies = true) {
    if (!applies)
        return nullptr;
    return v;
}

void collectNonFinite(const json& j, const std::string& path, std::vector<std::string>& out) {
    if (j.is_number_float() && !std::isfinite(j.get<double>())) {
        out.push_back(path);
    } else if (j.is_object()) {
        for (const auto& [key, value] : j.items())
            collectNonFinite(value, path + "." + key, out);
    } else if (j.is_array()) {
        for (std::size_t i = 0; i < j.size(); ++i)
            collectNonFinite(j[i], path + "[" + std::to_string(i) + "]", out);
    }
}

json paramsJson(const std::vector<std::pair<std::string, double>>& params) {
    json j = json::object();
    for (const auto& [k, v] : params)
        j[k] = numberOrNull(v);
    return j;
}

// Serving as the engines report it: TTFT, TPOT and the whole request at p50/p95/p99, output
// tokens per second per GPU and per user, the load the option holds within its targets and its KV
// cache. TTFT and TPOT are null for models that do not generate.
json servingJson(const LatencyEstimate& l) {
    const auto percentiles = [](const LatencyPercentiles& p, bool known) {
        return known ? json{{"p50", p.p50}, {"p95", p.p95}, {"p99", p.p99}, {"mean", p.mean}}
                     : json();
    };
    const bool generates = l.kvCacheTokens > 0;
    json j;
    j["ttft_ms"] = percentiles(l.ttftMs, generates);
    j["tpot_ms"] = percentiles(l.tpotMs, generates);
    j["e2e_ms"] = percentiles({l.p50Ms, l.p95Ms, l.p99Ms, l.meanMs}, true);
    j["load"] = l.loneRequest ? "lone_request" : (l.concurrency > 0 ? "concurrency" : "qps");
    j["concurrency"] = numberOrNull(l.concurrency, l.concurrency > 0);
    j["requests_per_s"] = numberOrNull(l.requestsPerSecond, l.requestsPerSecond > 0);
    j["output_tokens_per_s_per_gpu"] =
        numberOrNull(l.outputTokensPerSecondPerGpu, l.outputTokensPerSecondPerGpu > 0);
    j["output_tokens_per_s_per_user"] =
        numberOrNull(l.outputTokensPerSecondPerUser, l.outputTokensPerSecondPerUser > 0);
    j["max_qps_meeting_targets"] = numberOrNull(l.maxQpsMeetingTarget, l.maxQpsMeetingTarget > 0);
    j["max_concurrency_meeting_targets"] =
        numberOrNull(l.maxConcurrencyMeetingTarget, l.maxConcurrencyMeetingTarget > 0);
    j["max_clients_meeting_targets"] =
        numberOrNull(l.maxClientsMeetingTargets, l.maxClientsMeetingTargets > 0);
    j["fewest_devices_meeting_targets"] =
        numberOrNull(l.fewestDevicesMeetingTargets, l.fewestDevicesMeetingTargets > 0);
    j["replicas"] = l.replicas;
    j["kv_cache_tokens_per_replica"] = numberOrNull(l.kvCacheTokens, generates);
    j["kv_cache_sequences_per_replica"] = numberOrNull(l.kvCacheSequences, generates);
    j["shared_prefix_tokens"] = numberOrNull(l.sharedPrefixTokens, l.sharedPrefixTokens > 0);
    j["tokens_per_decode_step"] = numberOrNull(l.tokensPerDecodeStep, generates);
    j["p95_at_1_2x_load_ms"] = numberOrNull(l.p95AtHigherLoadMs, l.p95AtHigherLoadMs > 0);
    j["on_the_knee"] = l.onKnee;
    j["kv_transfer_ms"] = numberOrNull(l.kvTransferMs, l.kvTransferMs > 0);
    return j;
}

// A daily profile priced with autoscaling: the quiet hours' replicas and price, the day's average
// per hour and a month of it (730 hours, as every monthly figure).
json autoscaledJson(const CostEstimate& c) {
    if (!c.autoscaled)
        return json();
    const Autoscaling& a = *c.autoscaled;
    return {{"replicas_low", a.lowReplicas},
            {"per_hour_low", a.lowPerHour},
            {"peak_hours_per_day", a.peakHoursPerDay},
            {"average_per_hour", a.averagePerHour},
            {"per_month", a.averagePerHour * 730}};
}

// The option's cost: what is rented, at which price, and for a job the total.
void writeCost(json& j, const OptionResult& o, bool isJob) {
    // No known price is null, not a zero that reads as free.
    const bool priced = o.cost.perHour > 0;
    j["cost"] = {
        {"per_hour", numberOrNull(o.cost.perHour, priced)},
        {"total", numberOrNull(o.cost.total.expected, isJob && priced)},
        {"per_million_requests",
         numberOrNull(o.cost.perMillionRequests, o.cost.perMillionRequests > 0)},
        {"per_million_tokens", numberOrNull(o.cost.perMillionTokens, o.cost.perMillionTokens > 0)},
        {"autoscaled", autoscaledJson(o.cost)},
        // What is rented: whole instances of one offer, each paid for with all its devices.
        {"instances", o.cost.instances},
        {"devices_per_instance", o.cost.devicesPerInstance},
        {"idle_devices", std::max(0, o.cost.billedDevices - o.placement.count)},
        {"billed_hours", numberOrNull(o.cost.billedHours, isJob && o.cost.billedHours > 0)}};
    if (const PriceQuote* q = o.cost.quote) {
        // The offer behind the hourly price: a figure is only comparable with its provider and
        // date.
        j["cost"]["price"] = {{"known", q->known()},     {"mode", std::string(toString(q->mode))},
                              {"provider", q->provider}, {"region", q->region},
                              {"instance", q->instance}, {"unit", std::string(toString(q->unit))},
                              {"observed", q->date},     {"estimate", q->estimate},
                              {"source", q->source}};
        // The price in its own currency; a dollar figure from another currency was converted
        // at the user's rate (display_currency).
        j["cost"]["price"]["currency"] = q->currency;
        if (q->currency != kPlanCurrency)
            j["cost"]["price"]["per_device_hour_in_currency"] =
                numberOrNull(q->perHourInCurrency, q->perHourInCurrency > 0);
        // Whole instances: what is paid for may exceed what is used.
        j["cost"]["price"]["devices_billed"] = o.cost.billedDevices;
        j["cost"]["price"]["usd_per_device_hour"] = numberOrNull(q->usdPerHour, q->known());
        if (q->instanceDevices > 0)
            j["cost"]["price"]["devices_per_instance"] = q->instanceDevices;
    }
    if (isJob && priced)
        j["cost"]["total_range"] = {{"low", o.cost.total.low}, {"high", o.cost.total.high}};
}

// The option's energy and CO2, and the grid figure they rest on.
void writeEnergy(json& j, const OptionResult& o) {
    // Energy and CO2 (core/estimate/energy.h): null when the device has no TDP or the region no
    // grid figure; for open-ended work (serving) one hour of service.
    const EnergyEstimate energy = estimateEnergy(o, builtinEnergyModel());
    const auto rangeJson = [](const Range& r) {
        return json{{"expected", r.expected}, {"low", r.low}, {"high", r.high}};
    };
    j["energy_kwh"] = energy.known ? rangeJson(energy.kwh) : json();
    j["co2_kg"] = energy.co2Known ? rangeJson(energy.co2Kg) : json();
    j["energy_basis"] = energy.known ? json(energy.perHour ? "hour" : "job") : json();
    if (energy.grid)
        j["grid"] = {{"provider", energy.grid->provider},
                     {"region", energy.grid->region},
                     {"location", energy.grid->location},
                     {"g_co2_per_kwh", energy.grid->gPerKwh},
                     {"same_grid_as", energy.grid->sameGridAs}};
}

// A layout as the plan writes it: for the option and for its alternative.
json layoutJson(const Layout& l) {
    return json{{"tensor", l.tensor},
                {"pipeline", l.pipeline},
                {"interleave", l.interleave},
                {"data", l.data},
                {"micro_batch", l.microBatch},
                {"gradient_accumulation", l.gradientAccumulation},
                {"recompute", std::string(toString(l.recompute))},
                {"sharding", std::string(toString(l.sharding))},
                {"sequence_parallel", l.sequenceParallel},
                {"flash_attention", l.flashAttention},
                {"expert", l.expert},
                {"context", l.context},
                // Disaggregated serving: "2P1D", prefill and decode engines per replica; null
                // when every engine does both.
                {"disaggregation", l.prefillEngines > 0
                                       ? json(std::to_string(l.prefillEngines) + "P" +
                                              std::to_string(l.decodeEngines) + "D")
                                       : json()}};
}

json optionJson(const OptionResult& o, const PlanWording& wording) {
    const Device& d = *o.placement.device;
    const bool isJob = o.timeSeconds.expected > 0;
    json j;
    j["device"] = d.id;
    j["count"] = o.placement.count;
    j["memory_per_device_bytes"] = {
        {"weights", o.memory.weights},
        {"gradients", o.memory.gradients},
        {"optimizer", o.memory.optimizer},
        {"activations", o.memory.activations},
        {"kv_cache", o.memory.kvCache},
        {"overhead", o.memory.overhead},
        {"total", o.memory.total()},
        {"total_range", {{"low", o.memoryRange.low}, {"high", o.memoryRange.high}}}};
    j["capacity_per_device_bytes"] = o.capacityBytes;
    j["fits"] = o.fits;
    if (isJob)
        j["time_seconds"] = {{"expected", o.timeSeconds.expected},
                             {"low", o.timeSeconds.low},
                             {"high", o.timeSeconds.high},
                             {"range_class", std::string(toString(o.timeClass))}};
    else
        j["time_seconds"] = nullptr;
    j["step_time_seconds"] = numberOrNull(o.time.stepSeconds, o.time.stepSeconds > 0);
    j["throughput"] = {
        {"samples_per_s", numberOrNull(o.time.samplesPerSecond, o.time.samplesPerSecond > 0)},
        {"tokens_per_s", numberOrNull(o.time.tokensPerSecond, o.time.tokensPerSecond > 0)}};
    if (o.latency)
        j["latency_ms"] = {
            {"p50", o.latency->p50Ms}, {"p95", o.latency->p95Ms}, {"p99", o.latency->p99Ms}};
    else
        j["latency_ms"] = nullptr;
    j["serving"] = o.latency ? servingJson(*o.latency) : json();
    writeCost(j, o, isJob);
    writeEnergy(j, o);
    j["bottleneck"] = std::string(toString(o.time.bottleneck));
    json findings = json::array();
    for (const Finding& f : o.findings) {
        findings.push_back({{"code", f.code},
                            {"severity", std::string(toString(f.severity))},
                            {"message", wording.finding ? wording.finding(f) : f.code},
                            {"params", paramsJson(f.params)}});
    }
    j["findings"] = findings;
    j["layout"] = layoutJson(o.placement.layout);
    j["layout_valid"] = o.layoutValid;
    if (o.alternative)
        j["alternative_layout"] = {{"layout", layoutJson(o.alternative->layout)},
                                   {"memory_per_device_bytes", o.alternative->memoryBytes},
                                   {"fits", o.alternative->fits},
                                   {"step_time_seconds", o.alternative->stepSeconds},
                                   {"samples_per_s", o.alternative->samplesPerSecond}};
    else
        j["alternative_layout"] = nullptr;
    j["critical_track"] = o.time.critical == CriticalTrack::Host   ? "host"
                          : o.time.critical == CriticalTrack::Data ? "data"
                                                                   : "device";
    j["mfu"] = numberOrNull(o.time.mfu, o.time.mfu > 0);
    auto terms = [](const std::vector<Term>& ts) {
        json a = json::array();
        for (const Term& t : ts)
            a.push_back({{"key", t.key}, {"value", numberOrNull(t.value)}, {"unit", t.unit}});
        return a;
    };
    j["explanation"] = {{"memory", terms(o.explanation.memory)},
                        {"time", terms(o.explanation.time)},
                        {"cost", terms(o.explanation.cost)}};
    j["meets_constraints"] = o.meetsConstraints;
    j["pareto"] = o.onParetoFront;
    return j;
}

// The recommended option with its reasons and where to rent it; null when the plan has none.
void writeRecommendation(json& j, const Plan& plan, const PlanWording& wording) {
    if (plan.recommended) {
        const OptionResult& o = plan.options[*plan.recommended];
        json reasons = json::array();
        json codes = json::array();
        for (const Reason& r : plan.reasons) {
            reasons.push_back(wording.reason ? wording.reason(r) : r.code);
            json c = {{"code", r.code}, {"params", paramsJson(r.params)}};
            if (!r.text.empty())
                c["device"] = r.text;
            codes.push_back(c);
        }
        j["recommendation"] = {{"device", o.placement.device->id},
                               {"count", o.placement.count},
                               {"option_index", *plan.recommended},
                               {"reasons", reasons},
                               {"reason_codes", codes}};
        // Where to rent it: users rent an instance type in a region, not a bare device.
        if (const PriceQuote* q = o.cost.quote)
            j["recommendation"]["offer"] = {{"provider", q->provider},
                                            {"region", q->region},
                                            {"instance", q->instance},
                                            {"devices_billed", o.cost.billedDevices}};
    } else {
        j["recommendation"] = nullptr;
    }
}

// The buying comparisons: a usage pattern (classic cluster against serverless) and a hosted
// API against self-hosting; null where the plan has none.
json buyingJson(const Plan& plan) {
    json buying = {{"usage_pattern", nullptr}, {"hosted_api", nullptr}};
    if (const auto& u = plan.usage) {
        // The two offers compared, each with the devices it bills and where its price comes from.
        const auto offerJson = [](const PriceQuote* q, int devices) -> json {
            if (!q)
                return nullptr;
            json o = {{"provider", q->provider},
                      {"region", q->region},
                      {"instance", q->instance},
                      {"mode", std::string(toString(q->mode))},
                      {"unit", std::string(toString(q->unit))},
                      {"usd_per_device_hour", numberOrNull(q->usdPerHour, q->known())},
                      {"devices_billed", devices},
                      {"observed", q->date},
                      {"estimate", q->estimate},
                      {"source", q->source}};
            if (q->unit == PriceUnit::Dbu) {
                o["dbu_per_hour"] = q->dbuPerHour;
                o["usd_per_dbu"] = q->usdPerDbu;
                o["cloud"] = q->cloud;
            }
            return o;
        };
        // The runs per day where the classic cluster and serverless cost the same (null: never).
        buying["usage_pattern"] = {
            {"runs_per_day", u->runsPerDay},
            {"classic_usd_per_day", u->classicPerDay},
            {"serverless_usd_per_day", u->serverlessPerDay},
            {"classic_wait_minutes_per_run", u->classicWaitMinutes},
            {"serverless_wait_minutes_per_run", u->serverlessWaitMinutes},
            {"break_even_runs_per_day",
             numberOrNull(u->breakEvenRunsPerDay, u->breakEvenRunsPerDay > 0)},
            {"serverless_offer", offerJson(u->serverlessQuote, u->serverlessDevices)},
            {"classic_offer", offerJson(u->classicQuote, u->classicDevices)},
            {"classic_same_cloud", u->sameCloud}};
    }
    if (plan.hosted)
        buying["hosted_api"] = {
            {"self_hosted_usd_per_million_tokens", plan.hosted->selfHostedUsdPerMillionTokens},
            {"hosted_usd_per_million_tokens", plan.hosted->hostedUsdPerMillionTokens},
            {"break_even_tokens_per_month", plan.hosted->breakEvenTokensPerMonth},
            {"tokens_per_month", plan.hosted->tokensPerMonth},
            {"self_hosted_usd_per_month", plan.hosted->selfHostedMonthlyUsd},
            {"hosted_usd_per_month", plan.hosted->hostedMonthlyUsd}};
    return buying;
}

} // namespace

nlohmann::json planToJson(const Plan& plan, const PlanWording& wording) {
    json j;
    j["format"] = "rightsize-plan";
    j["version"] = 1;
    j["params"] = plan.params;
    j["active_params"] = plan.activeParams;
    j["kv_cache_bytes_per_token"] =
        numberOrNull(plan.kvCacheBytesPerToken, plan.kvCacheBytesPerToken > 0);
    // What a range means: the share of published runs of this kind that fell inside it.
    auto bandJson = [](EstimateClass c, const EstimateBand& b) {
        return json{
            {"class", std::string(toString(c))}, {"low_factor", b.low}, {"high_factor", b.high},
            {"published_runs", b.rows},          {"inside", b.inside},  {"pooled", b.pooled}};
    };
    j["ranges"] = {{"time", bandJson(plan.timeClass, plan.timeBand)},
                   {"memory", bandJson(EstimateClass::Memory, plan.memoryBand)}};
    json options = json::array();
    for (const OptionResult& o : plan.options) {
        options.push_back(optionJson(o, wording));
        // Which of the team's factors moved this option's estimates (none: another generation).
        if (plan.calibration)
            options.back()["calibrated_by"] =
                factorsApplying(*plan.calibration, o.placement.device->generation,
                                plan.timeClass == EstimateClass::TrainingStep);
    }
    j["options"] = options;
    if (plan.calibration)
        j["calibration"] = factorsToJson(*plan.calibration);
    writeRecommendation(j, plan, wording);
    json findings = json::array();
    for (const Finding& f : plan.findings)
        findings.push_back({{"code", f.code},
                            {"severity", std::string(toString(f.severity))},
                            {"message", wording.finding ? wording.finding(f) : f.code},
                            {"params", paramsJson(f.params)}});
    j["findings"] = findings;
    // What every option's energy_kwh and co2_kg rest on.
    const EnergyModel& energy = builtinEnergyModel();
    const auto factorJson = [](const EnergyFactor& f) {
        return json{{"expected", f.value.expected},
                    {"low", f.value.low},
                    {"high", f.value.high},
                    {"source", f.source}};
    };
    j["energy_assumptions"] = {
        {"idle_fraction_of_tdp", factorJson(energy.idleFraction)},
        {"host_fraction_of_tdp", factorJson(energy.hostFraction)},
        {"pue", factorJson(energy.pue)},
        {"grid", {{"date", energy.gridDate}, {"source", energy.gridSource}}}};
    j["buying"] = buyingJson(plan);
    return j;
}

void addDisplayCurrency(nlohmann::json& plan, const CurrencyRate& rate) {
    plan["display_currency"] = {{"code", rate.code},
                                {"per_usd", rate.perUsd},
                                {"date", rate.date},
                                {"source", "given by the user"}};
    const auto convert = [&](const json& usd) {
        return usd.is_number() ? json(fromUsd(usd.get<double>(), rate)) : json();
    };
    if (!plan.contains("options") || !plan["options"].is_array())
        return;
    for (json& o : plan["options"]) {
        if (!o.contains("cost") || !o["cost"].is_object())
            continue;
        json& cost = o["cost"];
        json display = {{"currency", rate.code},
                        {"per_hour", convert(cost.value("per_hour", json()))},
                        {"total", convert(cost.value("total", json()))},
                        {"per_million_tokens", convert(cost.value("per_million_tokens", json()))}};
        if (cost.contains("total_range") && cost["total_range"].is_object())
            display["total_range"] = {{"low", convert(cost["total_range"].value("low", json()))},
                                      {"high", convert(cost["total_range"].value("high", json()))}};
        cost["display"] = display;
    }
}

std::vector<std::string> nonFiniteNumbers(const nlohmann::json& plan) {
    std::vector<std::string> out;
    collectNonFinite(plan, "$", out);
    return out;
}

} // namespace rightsize
