#pragma once

#include <QDialog>
#include <QStringList>

#include <cstdint>

class QTableWidget;

namespace rightsize {
struct Catalog;
}

namespace rightsize::ui {

class Library;

// Two library scenarios side by side: what each plan recommends (device, time, cost, fit) and
// every input in which they differ, so "why is this one cheaper?" has an answer on one screen.
class CompareDialog : public QDialog {
    Q_OBJECT
public:
    CompareDialog(const Library& library, const Catalog& catalog, std::int64_t left, std::int64_t right,
                  QWidget* parent = nullptr);

    QTableWidget* planTable() const { return m_plans; }
    QTableWidget* inputsTable() const { return m_inputs; }
    // The JSON paths of the inputs that differ, in table order.
    QStringList differingPaths() const;

private:
    QTableWidget* m_plans;
    QTableWidget* m_inputs;
};

} // namespace rightsize::ui
