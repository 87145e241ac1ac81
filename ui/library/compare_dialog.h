#pragma once

#include <QDialog>
#include <QStringList>
#include <cstdint>
#include <string>

class QTableWidget;

namespace rightsize {
struct Catalog;
}

namespace rightsize::ui {

class Library;
struct CompareDialogSide;

// Two library scenarios side by side: what each plan recommends (device, time, cost, fit) and
// every input in which they differ, so "why is this one cheaper?" has an answer on one screen.
class CompareDialog : public QDialog {
    Q_OBJECT
public:
    CompareDialog(const Library& library, const Catalog& catalog, std::int64_t left,
                  std::int64_t right, QWidget* parent = nullptr);
    // Two scenario texts, one of which need not be in the library (an unsaved edit against the
    // library's current version when saving ran into someone else's save).
    CompareDialog(const Catalog& catalog, const QString& leftName, const std::string& leftJson,
                  const QString& rightName, const std::string& rightJson,
                  QWidget* parent = nullptr);

    QTableWidget* planTable() const { return m_plans; }
    QTableWidget* inputsTable() const { return m_inputs; }
    // The JSON paths of the inputs that differ, in table order.
    QStringList differingPaths() const;

private:
    void build(const Catalog& catalog, const CompareDialogSide& a, const CompareDialogSide& b);

    QTableWidget* m_plans;
    QTableWidget* m_inputs;
};

} // namespace rightsize::ui
