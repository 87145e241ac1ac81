#include "ui/library/catalog_editor.h"

#include "core/catalog/catalog_json.h"
#include "ui/editor/document_model.h"
#include "ui/library/library.h"
#include "ui/wording/number_format.h"
#include "ui/wording/plan_wording.h"

#include <QDate>
#include <QDialogButtonBox>
#include <QFont>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>
#include <set>

namespace rightsize::ui {
namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

std::string today() {
    return QDate::currentDate().toString(Qt::ISODate).toStdString();
}

double peakTflops(const Device& d) {
    const double bf16 = d.peak(ComputeDtype::Bf16);
    return (bf16 > 0 ? bf16 : std::max(d.peak(ComputeDtype::Fp16), d.peak(ComputeDtype::Fp32))) /
           1e12;
}

} // namespace

CatalogDevicesModel::CatalogDevicesModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void CatalogDevicesModel::setDevices(std::vector<Device> devices) {
    beginResetModel();
    m_devices = std::move(devices);
    endResetModel();
}

int CatalogDevicesModel::addDevice(int copyOfRow) {
    Device d;
    if (copyOfRow >= 0 && copyOfRow < int(m_devices.size())) {
        d = m_devices[std::size_t(copyOfRow)];
    } else {
        d.id = "custom";
        d.name = tr("Custom device").toStdString();
        d.memoryBytes = 24 * kGiB;
        d.memoryBandwidth = 600e9;
        d.peakFlops[std::size_t(ComputeDtype::Bf16)] = 100e12;
        d.peakFlops[std::size_t(ComputeDtype::Fp16)] = 100e12;
        d.peakFlops[std::size_t(ComputeDtype::Fp32)] = 25e12;
        d.onDemand.usdPerHour = 1.0;
        d.onDemand.unit = PriceUnit::GpuHour;
        d.onDemand.date = today();
        d.onDemand.source = tr("entered by hand").toStdString();
    }
    std::set<std::string> ids;
    for (const Device& e : m_devices)
        ids.insert(e.id);
    const std::string base = d.id + "-custom";
    std::string id = base;
    for (int n = 2; ids.count(id); ++n)
        id = base + "-" + std::to_string(n);
    d.id = id;
    d.name = tr("%1 (copy)").arg(QString::fromStdString(d.name)).toStdString();
    d.origin = CatalogOrigin::Added;
    const int row = int(m_devices.size());
    beginInsertRows({}, row, row);
    m_devices.push_back(std::move(d));
    endInsertRows();
    emit devicesEdited();
    return row;
}

void CatalogDevicesModel::removeDevice(int row) {
    if (row < 0 || row >= int(m_devices.size()))
        return;
    beginRemoveRows({}, row, row);
    m_devices.erase(m_devices.begin() + row);
    endRemoveRows();
    emit devicesEdited();
}

void CatalogDevicesModel::revertDevice(int row, const Catalog& builtin) {
    if (row < 0 || row >= int(m_devices.size()))
        return;
    const Device* original = builtin.device(m_devices[std::size_t(row)].id);
    if (!original) {
        removeDevice(row);
        return;
    }
    m_devices[std::size_t(row)] = *original;
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    emit devicesEdited();
}

QString CatalogDevicesModel::originText(CatalogOrigin origin) {
    switch (origin) {
    case CatalogOrigin::Builtin:
        return tr("built-in");
    case CatalogOrigin::PricesChanged:
        return tr("prices changed");
    case CatalogOrigin::Changed:
        return tr("changed");
    case CatalogOrigin::Added:
        return tr("added");
    }
    return {};
}

int CatalogDevicesModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_devices.size());
}

int CatalogDevicesModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CatalogDevicesModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const Device& d = m_devices[std::size_t(index.row())];
    if (role == Qt::DisplayRole || role == Qt::EditRole) {
        const bool edit = role == Qt::EditRole;
        auto money = [&](double v) -> QVariant {
            if (edit)
                return v;
            return v > 0 ? numfmt::number(v, 3) : QStringLiteral("—");
        };
        switch (Column(index.column())) {
        case ColId:
            return QString::fromStdString(d.id);
        case ColName:
            return QString::fromStdString(d.name);
        case ColKind:
            return d.kind == DeviceKind::Gpu ? tr("GPU") : tr("CPU");
        case ColMemory:
            return edit ? QVariant(d.memoryBytes / kGiB)
                        : QVariant(numfmt::number(d.memoryBytes / kGiB, 0));
        case ColBandwidth:
            return edit ? QVariant(d.memoryBandwidth / 1e9)
                        : QVariant(numfmt::number(d.memoryBandwidth / 1e9, 0));
        case ColPeak:
            return edit ? QVariant(peakTflops(d)) : QVariant(numfmt::number(peakTflops(d), 1));
        case ColOnDemand:
            return money(d.onDemand.usdPerHour);
        case ColOnDemandDate:
            return QString::fromStdString(d.onDemand.date);
        case ColSpot:
            return money(d.spot.usdPerHour);
        case ColServerless:
            return money(d.serverless.usdPerHour);
        case ColOrigin:
            return originText(d.origin);
        case ColumnCount:
            break;
        }
    }
    // A device that differs from the built-in catalog stands out: plans rest on it.
    if (role == Qt::FontRole && d.origin != CatalogOrigin::Builtin) {
        QFont font;
        font.setBold(true);
        return font;
    }
    if (role == Qt::ToolTipRole) {
        // The offer behind each price: provider, region, instance, unit, observation date, source.
        auto basis = [](const PriceQuote& q) {
            if (!q.known() && q.source.empty())
                return tr("No price known for this device.");
            return tr("%1\nSource: %2")
                .arg(PlanWordingText::priceBasis(q), QString::fromStdString(q.source));
        };
        switch (Column(index.column())) {
        case ColOnDemand:
        case ColOnDemandDate:
            return basis(d.onDemand);
        case ColSpot:
            return basis(d.spot);
        case ColServerless:
            return basis(d.serverless);
        case ColOrigin:
            return d.origin == CatalogOrigin::Builtin
                       ? tr("As the program ships it.")
                       : tr("Your change, kept in the library: every scenario and rightsize "
                            "estimate --db use it.");
        default:
            return QString::fromStdString(d.source);
        }
    }
    if (role == Qt::TextAlignmentRole && index.column() >= ColMemory &&
        index.column() != ColOnDemandDate && index.column() != ColOrigin)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

bool CatalogDevicesModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (role != Qt::EditRole || !index.isValid() || index.row() >= rowCount())
        return false;
    Device& d = m_devices[std::size_t(index.row())];
    bool ok = true;
    const double v = value.toDouble(&ok);
    switch (Column(index.column())) {
    case ColId: {
        const std::string id = value.toString().trimmed().toStdString();
        if (id.empty())
            return false;
        for (const Device& e : m_devices)
            if (&e != &d && e.id == id)
                return false; // ids name devices in scenario files: they must stay unique
        if (id == d.id)
            return false;
        d.id = id;
        // Under another id it is a device of the user's own; the built-in one is left out.
        d.origin = CatalogOrigin::Added;
        break;
    }
    case ColName:
        d.name = value.toString().toStdString();
        break;
    case ColMemory:
        if (!ok || v <= 0)
            return false;
        d.memoryBytes = v * kGiB;
        break;
    case ColBandwidth:
        if (!ok || v <= 0)
            return false;
        d.memoryBandwidth = v * 1e9;
        break;
    case ColPeak: {
        if (!ok || v <= 0)
            return false;
        // Scale every format together: the column shows one number for the device's speed.
        const double factor = v / std::max(1e-9, peakTflops(d));
        for (double& p : d.peakFlops)
            p *= factor;
        break;
    }
    case ColOnDemand:
    case ColSpot:
    case ColServerless: {
        // The library refuses what no device costs; so does the table.
        if (!ok || v < 0 || v > kMaxUsdPerDeviceHour)
            return false;
        PriceQuote& q = index.column() == ColOnDemand ? d.onDemand
                        : index.column() == ColSpot   ? d.spot
                                                      : d.serverless;
        // A price typed in is the user's own offer: no longer the provider's list price, nor an
        // estimate; the provider, region and instance it replaced no longer describe it.
        q = PriceQuote{};
        q.mode = index.column() == ColOnDemand ? Pricing::OnDemand
                 : index.column() == ColSpot   ? Pricing::Spot
                                               : Pricing::Serverless;
        q.unit = d.kind == DeviceKind::Gpu ? PriceUnit::GpuHour : PriceUnit::InstanceHour;
        q.usdPerHour = v;
        q.date = today();
        q.source = tr("entered by hand").toStdString();
        if (d.origin == CatalogOrigin::Builtin)
            d.origin = CatalogOrigin::PricesChanged;
        break;
    }
    default:
        return false;
    }
    const bool specification = index.column() != ColOnDemand && index.column() != ColSpot &&
                               index.column() != ColServerless;
    if (specification && d.origin != CatalogOrigin::Added)
        d.origin = CatalogOrigin::Changed;
    emit dataChanged(this->index(index.row(), 0), this->index(index.row(), ColumnCount - 1));
    emit devicesEdited();
    return true;
}

Qt::ItemFlags CatalogDevicesModel::flags(const QModelIndex& index) const {
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (index.column() != ColKind && index.column() != ColOnDemandDate &&
        index.column() != ColOrigin)
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant CatalogDevicesModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case ColId:
        return tr("Id");
    case ColName:
        return tr("Name");
    case ColKind:
        return tr("Kind");
    case ColMemory:
        return tr("Memory (GiB)");
    case ColBandwidth:
        return tr("Bandwidth (GB/s)");
    case ColPeak:
        return tr("Peak 16-bit (TFLOP/s)");
    case ColOnDemand:
        return tr("On-demand ($/h)");
    case ColOnDemandDate:
        return tr("Observed");
    case ColSpot:
        return tr("Spot ($/h)");
    case ColServerless:
        return tr("Serverless ($/h)");
    case ColOrigin:
        return tr("Figures");
    case ColumnCount:
        break;
    }
    return {};
}

CatalogEditor::CatalogEditor(DocumentModel* document, Library* library, QWidget* parent)
    : QDialog(parent)
    , m_doc(document)
    , m_library(library)
    , m_status(new QLabel(this))
    , m_model(new CatalogDevicesModel(this))
    , m_view(new QTableView(this)) {
    setWindowTitle(tr("Hardware and prices"));
    setAccessibleName(tr("Catalog editor"));
    resize(1100, 560);
    auto* layout = new QVBoxLayout(this);
    auto* help = new QLabel(
        tr("Prices move: edit them to match your provider. A price you change is dated today. "
           "Changes are kept in the library and used by every scenario and by "
           "rightsize estimate --db; bold rows differ from the built-in catalog."),
        this);
    help->setWordWrap(true);
    layout->addWidget(help);
    m_view->setModel(m_model);
    m_view->setAccessibleName(tr("Devices and prices"));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(CatalogDevicesModel::ColName,
                                                     QHeaderView::Stretch);
    m_view->verticalHeader()->hide();
    layout->addWidget(m_view, 1);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);

    auto* buttons = new QHBoxLayout;
    auto* add = new QPushButton(tr("&Add"), this);
    add->setToolTip(tr("Add a copy of the selected device"));
    auto* remove = new QPushButton(tr("&Remove"), this);
    auto* revert = new QPushButton(tr("Re&vert device"), this);
    revert->setToolTip(tr("Put back the built-in figures of the selected device"));
    auto* reset = new QPushButton(tr("Reset to &built-in"), this);
    reset->setToolTip(tr("Forget every change and use the catalog that ships with the program"));
    for (QPushButton* button : {add, remove, revert, reset})
        button->setProperty("tip", button->toolTip());
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addWidget(revert);
    buttons->addStretch(1);
    buttons->addWidget(reset);
    auto* close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addWidget(close);
    layout->addLayout(buttons);

    m_model->setDevices(m_doc->catalog().devices);
    m_shown = m_doc->catalogPointer().get();
    m_status->setText(statusText());
    connect(m_model, &CatalogDevicesModel::devicesEdited, this, &CatalogEditor::apply);
    connect(add, &QPushButton::clicked, this, [this] {
        const QModelIndex current = m_view->currentIndex();
        const int row = m_model->addDevice(current.isValid() ? current.row() : -1);
        m_view->selectRow(row);
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        const QModelIndex current = m_view->currentIndex();
        if (current.isValid())
            m_model->removeDevice(current.row());
    });
    connect(revert, &QPushButton::clicked, this, [this] {
        const QModelIndex current = m_view->currentIndex();
        if (current.isValid())
            m_model->revertDevice(current.row(), m_doc->builtinCatalog());
    });
    connect(reset, &QPushButton::clicked, this, [this] {
        m_model->setDevices(m_doc->builtinCatalog().devices);
        apply();
    });
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::close);
    m_editButtons = {add, remove, revert, reset};
    m_editTriggers = m_view->editTriggers();
    if (m_library)
        connect(m_library, &Library::changed, this, &CatalogEditor::updateEditable);
    updateEditable();
    connect(m_doc, &DocumentModel::changed, this, [this] {
        // The library changed behind the table's back (another copy, the command line).
        if (!m_applying && m_doc->catalogPointer().get() != m_shown) {
            m_model->setDevices(m_doc->catalog().devices);
            m_shown = m_doc->catalogPointer().get();
            m_status->setText(statusText());
        }
    });
}

bool CatalogEditor::isEditable() const {
    return !(m_library && m_library->isOpen() && m_library->readOnly());
}

void CatalogEditor::updateEditable() {
    const bool editable = isEditable();
    m_view->setEditTriggers(editable ? m_editTriggers : QAbstractItemView::NoEditTriggers);
    for (QPushButton* button : m_editButtons) {
        button->setEnabled(editable);
        button->setToolTip(editable ? button->property("tip").toString()
                                    : Library::readOnlyReason());
    }
    if (!m_applying)
        m_status->setText(statusText());
}

QString CatalogEditor::statusText() const {
    QString text = !isEditable() ? Library::readOnlyReason()
                   : m_library && m_library->isOpen()
                       ? tr("Saved in the library %1.").arg(m_library->path())
                       : tr("No library is open: changes last until the program closes.");
    for (const FieldError& w : m_doc->catalogWarnings())
        text += QLatin1Char('\n') +
                tr("Left out: %1: %2")
                    .arg(QString::fromStdString(w.path), QString::fromStdString(w.message));
    return text;
}

void CatalogEditor::apply() {
    if (!isEditable())
        return;
    m_applying = true;
    CatalogOverrides changes = diffCatalog(m_doc->builtinCatalog(), m_model->devices());
    // Imported offers are not edited here; they stay as the library holds them.
    changes.offers = m_doc->catalogOverrides().offers;
    QString problem;
    if (m_library && m_library->isOpen()) {
        if (const auto saved = m_library->writeCatalog(changes); !saved)
            problem = tr("Not saved in the library: %1").arg(Library::errorText(saved.error()));
    }
    m_doc->setCatalogOverrides(changes);
    m_shown = m_doc->catalogPointer().get();
    m_status->setText(problem.isEmpty() ? statusText() : problem);
    m_applying = false;
}

} // namespace rightsize::ui
