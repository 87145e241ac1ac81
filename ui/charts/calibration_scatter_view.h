#pragma once

#include "core/calibrate/calibration_fit.h"
#include "ui/charts/chart_view.h"

#include <string>
#include <vector>

namespace rightsize::ui {

// Predicted against measured for every quantity of a calibration's runs, on log axes so
// throughput, seconds and bytes share one picture: the uncalibrated prediction and the
// prediction with the run left out of the fit, and the line where prediction equals measurement.
// It shows a calibration rather than a plan: the chart base gives it the deferred rebuild, the
// restyling and the exports.
class CalibrationScatterView : public PlotChartView {
    Q_OBJECT
public:
    explicit CalibrationScatterView(QWidget* parent = nullptr);

    // Shows one measured quantity ("samples_per_s", "peak_memory_bytes", ...): quantities of
    // different units on one pair of axes would sit decades apart.
    void setFit(const CalibrationFit& fit, const std::string& quantity);
    // The quantities a fit measured, in the order they first appear.
    static std::vector<std::string> quantitiesOf(const CalibrationFit& fit);
    // Points drawn per series (before, after), for tests.
    int pointsBefore() const { return m_before; }
    int pointsAfter() const { return m_after; }

protected:
    void build() override;

private:
    CalibrationFit m_fit;
    std::string m_quantity;
    int m_before = 0;
    int m_after = 0;
};

} // namespace rightsize::ui
