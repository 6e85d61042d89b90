import Gtk
import Model

/// Where the user was in a section, kept for the next start (the settings' `place`: the
/// section's id, then these tokens): what the section needs to find the pages above its
/// first page again, such as an item's row id or a path in a tree. Search text, dialogs
/// and edit mode are not part of it.
@MainActor
struct SectionPlace {
    /// The tokens for `pages` (the pages above the home page, first one first); nil when
    /// the first page is not this section's.
    let save: @MainActor ([Page]) -> [String]?
    /// Shows a saved place: `openFirstPage` pushes the section's first page and returns
    /// it; what no longer exists is skipped (the deepest page that still exists is shown).
    let restore: @MainActor (_ tokens: [String], _ context: PageContext, _ openFirstPage: () -> Page?) -> Void
}

/// A page that shows one row of a section's store (a coffee, a city…): its row id is the
/// saved place of a store list section.
@MainActor
protocol ShowsStoreItem: Page {
    var storeItemID: Int64 { get }
}

extension SectionPlace {
    /// A section whose place is its first page alone.
    static func firstPage<First: Page>(_ page: First.Type) -> SectionPlace {
        SectionPlace(
            save: { pages in pages.first is First ? [] : nil },
            restore: { _, _, openFirstPage in _ = openFirstPage() })
    }

    /// A section listing its store's rows on a `StoreListPage`: the row whose page is
    /// open is reopened over the list once the list has loaded, unless it was deleted.
    static func storeRows<First: StoreListPage>(_ page: First.Type) -> SectionPlace {
        SectionPlace(
            save: { pages in
                guard pages.first is First else { return nil }
                guard pages.count > 1, let item = pages[1] as? ShowsStoreItem else { return [] }
                return [String(item.storeItemID)]
            },
            restore: { tokens, _, openFirstPage in
                guard let list = openFirstPage() as? First, let id = tokens.first.flatMap({ Int64($0) }) else {
                    return
                }
                list.open(id: id, restoring: true)
            })
    }
}
