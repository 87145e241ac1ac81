#pragma once

namespace rightsize::ui {

class DocumentModel;
class Library;

// The document plans with the library's catalog: the built-in one with the user's changes. It
// follows the library as it opens and as it changes (the window's editor, another running copy,
// `rightsize catalog import`). Without an open library the built-in catalog stays.
void followLibraryCatalog(Library* library, DocumentModel* document);

} // namespace rightsize::ui
