#include "ui/library/catalog_sync.h"

#include "ui/editor/document_model.h"
#include "ui/library/library.h"

namespace rightsize::ui {

void followLibraryCatalog(Library* library, DocumentModel* document) {
    const auto sync = [library, document] {
        if (!library->isOpen())
            return;
        // A read that fails (the library busy) keeps the catalog in use until the next change.
        auto overrides = readCatalogOverrides(library->store());
        if (overrides)
            document->setCatalogOverrides(*overrides);
    };
    QObject::connect(library, &Library::changed, document, sync);
    sync();
}

} // namespace rightsize::ui
