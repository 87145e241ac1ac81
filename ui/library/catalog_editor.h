#pragma once

#include "core/model/catalog.h"

#include <QAbstractItemView>
#include <QAbstractTableModel>
#include <QDialog>
#include <vector>

class QLabel;
class QPushButton;
class QTableView;

namespace rightsize::ui {

class DocumentModel;
class Library;

// The devices and their prices as an editable table, over a copy of the catalog's devices.
// Editing a price stamps it with today's date, so every price on screen says when it was seen.
class CatalogDevicesModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        ColId,
        ColName,
        ColKind,
        ColMemory,
        ColBandwidth,
        ColPeak,
        ColOnDemand,
        ColOnDemandDate,
        ColSpot,
        ColServerless,
        ColOrigin,
        ColumnCount
    };

    explicit CatalogDevicesModel(QObject* parent = nullptr);

    void setDevices(std::vector<Device> devices);
    const std::vector<Device>& devices() const { return m_devices; }

    // A copy of `row` (or a blank GPU) under a fresh id, appended; returns its row.
    int addDevice(int copyOfRow);
    void removeDevice(int row);
    // Puts back the built-in figures of `row`'s device, or removes it when it is the user's own.
    void revertDevice(int row, const Catalog& builtin);
    // What the origin column says.
    static QString originText(CatalogOrigin origin);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

signals:
    void devicesEdited();

private:
    std::vector<Device> m_devices;
};

// A window over the catalog in use: edit, add, remove, revert a device, reset to the built-in
// catalog. Each change is saved in the library at once (the catalog every scenario, the command
// line's --db and the next start use) and re-plans; it is not an edit of the scenario.
class CatalogEditor : public QDialog {
    Q_OBJECT
public:
    explicit CatalogEditor(DocumentModel* document, Library* library = nullptr,
                           QWidget* parent = nullptr);
    CatalogDevicesModel* model() const { return m_model; }
    // Where the last change went (the library, or only this session), for the user and tests.
    QString statusText() const;

    // False where the library may only be read: the table and its buttons are off then.
    bool isEditable() const;

private:
    void apply();
    void updateEditable();

    DocumentModel* m_doc;
    Library* m_library;
    QLabel* m_status;
    CatalogDevicesModel* m_model;
    QTableView* m_view;
    QList<QPushButton*> m_editButtons;
    QAbstractItemView::EditTriggers m_editTriggers;
    bool m_applying = false;
    const Catalog* m_shown = nullptr; // the catalog the table was last filled from
};

} // namespace rightsize::ui
