#pragma once

#include "core/estimates.h"
#include "core/plan_json.h"

#include <QCoreApplication>
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
    // Where a price comes from, in one line: provider, instance, region, unit, the date it was
    // observed and whether it is an estimate; or that no price is known from the provider.
    static QString priceBasis(const PriceQuote& quote);
    // The same, "provider, region, instance" only, for narrow table cells.
    static QString priceOffer(const PriceQuote& quote);
};

// Wording for the plan JSON of the command line (English unless a translator is installed).
PlanWording planWording();

} // namespace rightsize::ui
