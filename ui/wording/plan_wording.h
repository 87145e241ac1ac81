#pragma once

#include "core/model/calibration_factors.h"
#include "core/model/estimates.h"
#include "core/output/plan_json.h"

#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QString>

namespace rightsize::ui {

// The sentences behind finding and reason codes, translated; core only knows the codes.
class PlanWordingText {
    Q_DECLARE_TR_FUNCTIONS(PlanWordingText)
public:
    static QString finding(const Finding& finding);
    static QString fix(const Finding& finding);
    static QString reason(const Reason& reason);
    static QString bottleneck(Bottleneck bottleneck);
    static QString layoutAlternative(const Finding& finding);
    // What would hold a plan that recommends nothing, for the window, the report and the command
    // line alike: why options that fit are not recommended (the headroom policy they miss, or
    // prices that are only estimates; empty when none fits), and for
    // each listed device, once each, the smallest count that holds the workload and the one
    // change of the workload that would fit there.
    struct WhatWouldFit {
        QString why;
        QList<QPair<QString, QString>> byDevice; // device id, sentence
    };
    static WhatWouldFit whatWouldFit(const Plan& plan);
    // Where a price comes from, in one line: provider, instance, region, unit, the date it was
    // observed and whether it is an estimate; or that no price is known from the provider.
    static QString priceBasis(const PriceQuote& quote);
    // The same, "provider, region, instance" only, for narrow table cells.
    static QString priceOffer(const PriceQuote& quote);
    // Which offers the serverless-or-classic comparison sets side by side (the usage_pattern
    // reason gives where they cost the same): "Compared: serverless Databricks, … (11.5 DBU per
    // GPU-hour at $0.75 per DBU, 8 GPUs billed) against a classic cluster of AWS, us-east-1,
    // p5.48xlarge (8 GPUs billed)."
    static QString usageOffers(const UsageComparison& usage);
    // "calibrated on 3 runs of your team (“team-a”, version 2)".
    static QString calibration(const CalibrationFactors& calibration);
    // What a factor corrects and where it applies: "sustained compute efficiency, ampere,
    // training".
    static QString correction(const CorrectionFactor& factor);
    // The factor with its uncertainty and evidence: "×0.81 (0.73–0.89), 3 runs, 89% of the way".
    static QString factorValue(const CorrectionFactor& factor);
    // What a calibration did to one option's estimates: the factors that moved them, or that
    // none applies to the device's generation.
    static QString calibratedEstimate(const CalibrationFactors& calibration,
                                      const std::string& generation, bool training);
    // "shared by every device" or "ampere devices only".
    static QString factorScope(const CorrectionFactor& factor);
};

// Wording for the plan JSON of the command line (English unless a translator is installed).
PlanWording planWording();

} // namespace rightsize::ui
