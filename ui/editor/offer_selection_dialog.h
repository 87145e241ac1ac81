#pragma once

#include "core/model/catalog.h"

#include <QDialog>
#include <string>
#include <vector>

class QLabel;
class QListWidget;
class QListWidgetItem;

namespace rightsize::ui {

class DocumentModel;

// Which providers and regions the plan compares (compute.providers and compute.regions): every
// provider and region the catalog's prices name, the devices' own quotes and the imported
// instance offers, each a check box. A change is an edit of the scenario through the document's
// undo path, like any field of the editor. Everything checked is the empty list, which means
// every offer; at least one entry of each list stays checked, since a selection of nothing
// would price nothing.
class OfferSelectionDialog : public QDialog {
    Q_OBJECT
public:
    explicit OfferSelectionDialog(DocumentModel* doc, QWidget* parent = nullptr);

    QListWidget* providerList() const { return m_providers; }
    QListWidget* regionList() const { return m_regions; }

    // The providers and the regions (with the provider each belongs to) the catalog's prices
    // name, sorted, each once.
    static std::vector<std::string> catalogProviders(const Catalog& catalog);
    static std::vector<std::pair<std::string, std::string>> catalogRegions(const Catalog& catalog);

private:
    void refresh();
    void onItemChanged(QListWidgetItem* item);

    DocumentModel* m_doc;
    QListWidget* m_providers;
    QListWidget* m_regions;
    QLabel* m_summary;
    bool m_updating = false;
};

} // namespace rightsize::ui
