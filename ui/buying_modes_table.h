#pragma once

#include "core/estimate/buying_modes.h"

#include <QCoreApplication>
#include <QString>
#include <vector>

namespace rightsize::ui {

// The ways of buying the recommended option as the window's table and the report's print them:
// one row per mode of core's buyingModes, its figures in the words and units of the command
// line's table (ui/number_format.h), so all three show one number.
struct BuyingModeRow {
    QString name;        // "Spot", "On demand, classic"
    QString mode;        // the name, with "(cheapest)" added to the cheapest
    QString rented;      // "1× g5.xlarge"
    QString perHour;     // "$1.01/h", or "No price known"
    QString billedHours; // one run's billed hours; "—" for serving
    QString perRun;
    QString perDay;
    QString perMonth;
    QString assumes; // what the figure rests on: billed start-up, interruptions, commitment
    bool cheapest = false;
    bool priced = false;
    bool estimate = false; // the price is an estimate or stands in for a missing offer
};

class BuyingModesText {
    Q_DECLARE_TR_FUNCTIONS(BuyingModes)
public:
    // `job`: work that runs and ends (per run and billed hours apply); otherwise a service kept
    // up all month.
    static std::vector<BuyingModeRow> rows(const std::vector<BuyingModeCost>& modes, bool job);
    // The mode a reader can pay for at the least: per day for a job (at the scenario's runs a
    // day), per month for a service. Estimated, stand-in, unpriced and unoffered modes never win.
    // -1 when none can be paid.
    static int cheapest(const std::vector<BuyingModeCost>& modes, bool job);
    static QString modeName(const BuyingModeCost& mode);
    static QString assumption(const BuyingModeCost& mode, bool job);
    // The column heads and a row's cells in table order: per run and billed hours only for a job.
    static QStringList headers(bool job);
    static QStringList cells(const BuyingModeRow& row, bool job);
    // The same for the window, where the table shares a narrow column with its chart: what is
    // rented goes under the mode's name and what it assumes under the table.
    static QStringList windowHeaders(bool job);
    static QStringList windowCells(const BuyingModeRow& row, bool job);
};

} // namespace rightsize::ui
