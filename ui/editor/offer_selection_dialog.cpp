#include "ui/editor/offer_selection_dialog.h"

#include "ui/editor/document_model.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QSignalBlocker>
#include <QVBoxLayout>
#include <algorithm>
#include <map>
#include <set>

namespace rightsize::ui {
namespace {

// Item data: the name as the scenario keys hold it.
constexpr int NameRole = Qt::UserRole;

// Names compare as the planner compares them (core/estimate/offer_choice.cpp): case ignored.
bool sameName(const std::string& a, const std::string& b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) ==
                      std::tolower(static_cast<unsigned char>(y));
           });
}

bool listed(const std::vector<std::string>& names, const std::string& name) {
    return std::any_of(names.begin(), names.end(),
                       [&](const std::string& n) { return sameName(n, name); });
}

template <class F> void forEachQuote(const Catalog& catalog, F&& f) {
    for (const Device& d : catalog.devices) {
        for (const PriceQuote* q : {&d.onDemand, &d.spot, &d.reserved})
            f(q->provider, q->region);
        for (const InstanceOffer& o : d.offers)
            f(o.provider, o.region);
    }
}

} // namespace

std::vector<std::string> OfferSelectionDialog::catalogProviders(const Catalog& catalog) {
    std::set<std::string> names;
    forEachQuote(catalog, [&](const std::string& provider, const std::string&) {
        if (!provider.empty())
            names.insert(provider);
    });
    return {names.begin(), names.end()};
}

std::vector<std::pair<std::string, std::string>>
OfferSelectionDialog::catalogRegions(const Catalog& catalog) {
    std::map<std::string, std::string> regions; // region -> its provider
    forEachQuote(catalog, [&](const std::string& provider, const std::string& region) {
        if (!region.empty())
            regions.emplace(region, provider);
    });
    return {regions.begin(), regions.end()};
}

OfferSelectionDialog::OfferSelectionDialog(DocumentModel* doc, QWidget* parent)
    : QDialog(parent)
    , m_doc(doc)
    , m_providers(new QListWidget(this))
    , m_regions(new QListWidget(this))
    , m_summary(new QLabel(this)) {
    setWindowTitle(tr("Providers and regions"));
    auto* intro = new QLabel(
        tr("The plan prices each device at its cheapest offer among the providers and regions "
           "checked here. Everything checked compares every offer."),
        this);
    intro->setWordWrap(true);
    m_providers->setObjectName(QStringLiteral("providers"));
    m_regions->setObjectName(QStringLiteral("regions"));
    m_summary->setWordWrap(true);
    auto* lists = new QHBoxLayout;
    for (const auto& [title, list] :
         {std::pair{tr("Providers"), m_providers}, std::pair{tr("Regions"), m_regions}}) {
        auto* column = new QVBoxLayout;
        column->addWidget(new QLabel(title, this));
        column->addWidget(list);
        lists->addLayout(column);
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(lists);
    layout->addWidget(m_summary);
    layout->addWidget(buttons);
    connect(m_providers, &QListWidget::itemChanged, this, &OfferSelectionDialog::onItemChanged);
    connect(m_regions, &QListWidget::itemChanged, this, &OfferSelectionDialog::onItemChanged);
    // Undo, a loaded file or a catalog import change what is selected or what there is to select.
    connect(m_doc, &DocumentModel::changed, this, &OfferSelectionDialog::refresh);
    refresh();
}

void OfferSelectionDialog::refresh() {
    if (m_updating)
        return;
    const Scenario& s = m_doc->scenario();
    const QSignalBlocker blockProviders(m_providers);
    const QSignalBlocker blockRegions(m_regions);
    const auto fill = [](QListWidget* list,
                         const std::vector<std::pair<std::string, QString>>& entries,
                         const std::vector<std::string>& selected) {
        list->clear();
        std::vector<std::pair<std::string, QString>> all = entries;
        // A name the scenario selects but the catalog does not offer stays visible and checked.
        for (const std::string& name : selected)
            if (std::none_of(all.begin(), all.end(),
                             [&](const auto& e) { return sameName(e.first, name); }))
                all.emplace_back(name, QString::fromStdString(name));
        for (const auto& [name, label] : all) {
            auto* item = new QListWidgetItem(label, list);
            item->setData(NameRole, QString::fromStdString(name));
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
            item->setCheckState(selected.empty() || listed(selected, name) ? Qt::Checked
                                                                           : Qt::Unchecked);
        }
    };
    std::vector<std::pair<std::string, QString>> providers;
    for (const std::string& p : catalogProviders(m_doc->catalog()))
        providers.emplace_back(p, QString::fromStdString(p));
    std::vector<std::pair<std::string, QString>> regions;
    for (const auto& [region, provider] : catalogRegions(m_doc->catalog()))
        regions.emplace_back(region, tr("%1 (%2)").arg(QString::fromStdString(region),
                                                       QString::fromStdString(provider)));
    fill(m_providers, providers, s.compute.providers);
    fill(m_regions, regions, s.compute.regions);
    const auto words = [](const std::vector<std::string>& names, const QString& all) {
        QStringList l;
        for (const std::string& n : names)
            l << QString::fromStdString(n);
        return names.empty() ? all : l.join(QStringLiteral(", "));
    };
    m_summary->setText(tr("Compared: %1; %2.")
                           .arg(words(s.compute.providers, tr("every provider")),
                                words(s.compute.regions, tr("every region"))));
}

void OfferSelectionDialog::onItemChanged(QListWidgetItem* item) {
    QListWidget* list = item->listWidget();
    const bool providers = list == m_providers;
    std::vector<std::string> checked;
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->checkState() == Qt::Checked)
            checked.push_back(list->item(i)->data(NameRole).toString().toStdString());
    if (checked.empty()) {
        // Nothing checked would price nothing: the last one stays.
        const QSignalBlocker block(list);
        item->setCheckState(Qt::Checked);
        return;
    }
    // Everything checked is no restriction: the empty list, which new offers join too.
    if (int(checked.size()) == list->count())
        checked.clear();
    const QString key =
        providers ? QStringLiteral("$.compute.providers") : QStringLiteral("$.compute.regions");
    m_updating = true;
    m_doc->edit(key, providers ? tr("Change providers") : tr("Change regions"),
                [providers, checked](Scenario& s) {
                    (providers ? s.compute.providers : s.compute.regions) = checked;
                });
    // One click is one undo step.
    m_doc->endEdit();
    m_updating = false;
    refresh();
}

} // namespace rightsize::ui
