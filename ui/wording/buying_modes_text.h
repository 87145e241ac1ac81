#pragma once

#include "core/estimate/buying_modes.h"

#include <QCoreApplication>
#include <QString>
#include <vector>

namespace rightsize::ui {

// The ways of buying the recommended option as the window, the report and the command line show
// it: one row per mode of core's buyingModes, its figures in the words and units of
// ui/wording/number_format.h, one table of cells for all three so they show one number.
struct BuyingModeRow {
    QString name;        // "Spot, classic cluster", "Reserved 1 year, bare instances"
    QString mode;        // the name, with "✓" added to the cheapest
    QString rented;      // "1× g5.xlarge"
    QString perHour;     // "$1.01/h", "≈ $1.29/h", or "No price known"
    QString billedHours; // one run's own billed hours; "—" for serving
    QString perRun;
    QString runsPerDay;  // the runs a day that happen (back to back past a day of them)
    QString overheadDay; // the day's billed start-up and idle (reserved: unused commitment)
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
    // The column heads and a row's cells in table order (per run, runs and the day's start-up
    // and idle only for a job): the window's table, the command line's and the report's (which
    // adds what each row assumes).
    static QStringList headers(bool job);
    static QStringList cells(const BuyingModeRow& row, bool job);
    // What the marks of the table mean ("✓", "≈").
    static QString legend();
};

} // namespace rightsize::ui
