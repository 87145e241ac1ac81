#include "core/calibrate/calibration_json.h"

#include "core/model/visible_text.h"

#include <cmath>

namespace rightsize {

using nlohmann::json;

json factorsToJson(const CalibrationFactors& c) {
    json factors = json::array();
    for (const CorrectionFactor& f : c.factors) {
        json j = {{"key", f.key()},
                  {"kind", toString(f.kind)},
                  {"shared", f.shared()},
                  {"factor", f.factor},
                  {"low", f.factor * std::exp(-f.logSd)},
                  {"high", f.factor * std::exp(f.logSd)},
                  {"log_sd", f.logSd},
                  {"runs", f.runs},
                  {"weight", f.weight},
                  {"runs_mean", f.runsMean},
                  {"clamped", f.clamped}};
        j["generation"] = f.shared() ? json(nullptr) : json(f.generation);
        if (f.kind == CorrectionKind::ComputeEfficiency)
            j["workload"] = toString(f.workload);
        factors.push_back(j);
    }
    return {{"name", c.name}, {"version", c.version}, {"runs", c.runs}, {"factors", factors}};
}

std::optional<CalibrationFactors> factorsFromJson(const json& j, std::vector<FieldError>& errors) {
    const std::size_t before = errors.size();
    CalibrationFactors c;
    if (!j.is_object()) {
        errors.push_back({"$.calibration", "must be an object"});
        return std::nullopt;
    }
    c.name = j.value("name", std::string());
    c.version = j.value("version", 0);
    c.runs = j.value("runs", 0);
    const auto list = j.find("factors");
    if (list == j.end() || !list->is_array()) {
        errors.push_back({"$.calibration.factors", "must be a list"});
        return std::nullopt;
    }
    for (std::size_t i = 0; i < list->size(); ++i) {
        const json& f = (*list)[i];
        const std::string path = "$.calibration.factors[" + std::to_string(i) + "]";
        if (!f.is_object()) {
            errors.push_back({path, "must be an object"});
            continue;
        }
        CorrectionFactor out;
        const std::string kind = f.value("kind", std::string());
        bool known = false;
        for (CorrectionKind k : {CorrectionKind::ComputeEfficiency, CorrectionKind::HostOverhead,
                                 CorrectionKind::MemoryOverhead, CorrectionKind::DecodeTokenCost})
            if (toString(k) == kind) {
                out.kind = k;
                known = true;
            }
        if (!known) {
            errors.push_back(
                {path + ".kind", quoteText(kind, 40) + " is not a kind of correction"});
            continue;
        }
        const auto factor = f.find("factor");
        if (factor == f.end() || !factor->is_number() || !std::isfinite(factor->get<double>()) ||
            factor->get<double>() < 0) {
            errors.push_back({path + ".factor", "must be a number ≥ 0"});
            continue;
        }
        out.factor = factor->get<double>();
        if (const auto g = f.find("generation"); g != f.end() && g->is_string())
            out.generation = g->get<std::string>();
        out.workload = f.value("workload", std::string()) == "inference" ? WorkloadClass::Inference
                                                                         : WorkloadClass::Training;
        out.logSd = f.value("log_sd", 0.0);
        out.runs = f.value("runs", 0);
        out.weight = f.value("weight", 0.0);
        out.runsMean = f.value("runs_mean", 1.0);
        out.clamped = f.value("clamped", false);
        c.factors.push_back(out);
    }
    if (errors.size() != before)
        return std::nullopt;
    return c;
}

json fitToJson(const CalibrationFit& fit) {
    json runs = json::array();
    for (const FittedRun& r : fit.runs) {
        json quantities = json::array();
        for (const FittedQuantity& q : r.quantities)
            quantities.push_back({{"quantity", q.quantity},
                                  {"measured", q.measured},
                                  {"before", q.before},
                                  {"after", q.after},
                                  {"fitted", q.fitted},
                                  {"factor", q.factor},
                                  {"implied", q.implied},
                                  {"clamped", q.clamped}});
        json problems = json::array();
        for (const FieldError& e : r.problems)
            problems.push_back({{"path", e.path}, {"message", e.message}});
        runs.push_back({{"label", r.label},
                        {"device", r.device},
                        {"count", r.count},
                        {"generation", r.generation},
                        {"applied_factors", r.appliedFactors},
                        {"quantities", quantities},
                        {"problems", problems}});
    }
    return {{"format", kCalibrationFormat},
            {"version", kCalibrationVersion},
            {"calibration", factorsToJson(fit.factors)},
            {"runs", runs},
            {"quantities", fit.quantities},
            {"mean_error_before", fit.meanErrorBefore},
            {"mean_error_after", fit.meanErrorAfter}};
}

std::optional<CalibrationFactors> factorsFromFitJson(const json& j,
                                                     std::vector<FieldError>& errors) {
    if (!j.is_object() || j.value("format", json()) != json(kCalibrationFormat)) {
        errors.push_back({"$.format", "must be \"rightsize-calibration\""});
        return std::nullopt;
    }
    const auto c = j.find("calibration");
    if (c == j.end()) {
        errors.push_back({"$.calibration", "is missing"});
        return std::nullopt;
    }
    return factorsFromJson(*c, errors);
}

std::optional<CalibrationFit> fitFromJson(const json& j, std::vector<FieldError>& errors) {
    auto factors = factorsFromFitJson(j, errors);
    if (!factors)
        return std::nullopt;
    CalibrationFit fit;
    fit.factors = std::move(*factors);
    fit.quantities = j.value("quantities", 0);
    fit.meanErrorBefore = j.value("mean_error_before", 0.0);
    fit.meanErrorAfter = j.value("mean_error_after", 0.0);
    const auto runs = j.find("runs");
    if (runs == j.end() || !runs->is_array())
        return fit;
    for (const json& r : *runs) {
        if (!r.is_object())
            continue;
        FittedRun out;
        out.label = r.value("label", std::string());
        out.device = r.value("device", std::string());
        out.count = r.value("count", 1);
        out.generation = r.value("generation", std::string());
        if (const auto a = r.find("applied_factors"); a != r.end() && a->is_array())
            for (const json& k : *a)
                if (k.is_string())
                    out.appliedFactors.push_back(k.get<std::string>());
        if (const auto qs = r.find("quantities"); qs != r.end() && qs->is_array())
            for (const json& q : *qs) {
                if (!q.is_object())
                    continue;
                FittedQuantity fq;
                fq.quantity = q.value("quantity", std::string());
                fq.measured = q.value("measured", 0.0);
                fq.before = q.value("before", 0.0);
                fq.after = q.value("after", 0.0);
                fq.fitted = q.value("fitted", 0.0);
                fq.factor = q.value("factor", std::string());
                fq.implied = q.value("implied", 1.0);
                fq.clamped = q.value("clamped", false);
                out.quantities.push_back(fq);
            }
        if (const auto ps = r.find("problems"); ps != r.end() && ps->is_array())
            for (const json& p : *ps)
                if (p.is_object())
                    out.problems.push_back(
                        {p.value("path", std::string()), p.value("message", std::string())});
        fit.runs.push_back(out);
    }
    return fit;
}

} // namespace rightsize
