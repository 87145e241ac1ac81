#pragma once

#include "core/calibrate/calibration_fit.h"

#include <QWidget>
#include <memory>

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace rightsize::ui {

class CalibrationScatterView;
class DocumentModel;
class Library;

// A team's calibration in the window: each run measured against the plan before and after (the
// run left out of the fit that predicts it), the same as a scatter, the factors with their
// uncertainty and where they apply, and Apply / Unapply on the scenario (undoable edits).
class CalibrationPanel : public QWidget {
    Q_OBJECT
public:
    CalibrationPanel(DocumentModel* document, Library* library, QWidget* parent = nullptr);

    // Lists the library's calibrations again (another copy or the command line may add some).
    void reload();
    // Shows a fit without the library (a file, the tests).
    void showFit(const CalibrationFit& fit);

    const CalibrationFit& fit() const { return m_fit; }
    QTableWidget* runsTable() const { return m_runs; }
    QTableWidget* factorsTable() const { return m_factors; }
    CalibrationScatterView* scatter() const { return m_scatter; }
    QPushButton* applyButton() const { return m_apply; }
    QPushButton* unapplyButton() const { return m_unapply; }

    // Uses the shown calibration for the scenario / stops using one; each is one undo step.
    void applyToScenario();
    void unapplyFromScenario();

private:
    void choose(int index);
    void updateButtons();

    DocumentModel* m_document;
    Library* m_library;
    CalibrationFit m_fit;
    QComboBox* m_choice;
    QLabel* m_summary;
    QComboBox* m_quantity;
    QTableWidget* m_runs;
    CalibrationScatterView* m_scatter;
    QTableWidget* m_factors;
    QPushButton* m_apply;
    QPushButton* m_unapply;
};

// A scenario that names a calibration ("calibration" key, a file or the library) is planned with
// its factors from the library; call on every change of the document. Nothing happens when the
// factors in use already belong to that name or the library does not hold it.
void resolveNamedCalibration(DocumentModel* document, Library* library);

// Opens the panel in a window of its own beside the main window (one at a time).
CalibrationPanel* showCalibrationWindow(QWidget* parent, DocumentModel* document, Library* library);

} // namespace rightsize::ui
