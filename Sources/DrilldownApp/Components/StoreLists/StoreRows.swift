import Gtk
import Model

/// The rows of a store list page (`StoreListHost`): a `ListSource` that knows its
/// store, the id behind each row, and how each committed change moves its rows.
///
/// A committed change is read off the main thread first (`read(_:from:)`: the row again,
/// where it is…, in the order of the changes), then applied by the source on the main
/// thread and answered with the rows it moved, which the skeleton passes on to the list
/// view (`rowsInserted`, `rowsRemoved`, `rowsChanged`). The source's `count` changes only
/// through `apply`, so the list view and the source always agree on the number of rows,
/// even while later changes are still on their way. A read that fails is reported
/// through `readErrors` (the skeleton shows it in the list's banner) and the source keeps
/// the rows it had.
@MainActor
protocol StoreRows: ListSource {
    associatedtype Store: CollectionStore
    /// What the rows start with, read off the main thread before the list is shown.
    associatedtype Snapshot: Sendable
    /// What a committed change needs of the store, read by `read(_:from:)`.
    associatedtype ChangeRead: Sendable
    /// Reads the rows' first snapshot (runs off the main thread).
    nonisolated static func snapshot(of store: Store) throws -> Snapshot
    /// Reads what `change` needs of the store (runs off the main thread).
    nonisolated static func read(_ change: StoreChange, from store: Store) throws -> ChangeRead
    /// Where the rows are read from (and written to by the page's actions).
    var store: Store { get }
    /// Where reads that fail after the list is shown are reported.
    var readErrors: ReadErrors { get }
    /// The rows' pictures, when rows have them: the skeleton forgets a changed row's
    /// picture and redraws a row once its picture is read.
    var thumbnails: Thumbnails? { get }
    /// The pictures decoded for the list's scale factor (the skeleton follows it): the
    /// `thumbnails`, or a page's own cache (My Zoo's).
    var scaledPictures: (any ScaledPictures)? { get }
    /// The id of the row at `position`, or nil when there is none.
    func id(at position: Int) -> Int64?
    /// Where the row `id` is now, or nil when it is not among the rows.
    func position(of id: Int64) -> Int?
    /// Applies `change` with what `read(_:from:)` found: the rows it moved.
    func apply(_ change: StoreChange, _ read: ChangeRead) -> RowsMoved
    /// Sets how rows read after the list was shown are drawn (a source that reads its
    /// rows on demand, off the main thread, calls `redraw` when they arrive).
    func whenRowsRead(_ redraw: @escaping @MainActor (Range<Int>) -> Void)
    /// Called once the list has first been drawn: reads that could wait for it start now.
    func listShown()
}

extension StoreRows {
    var thumbnails: Thumbnails? { nil }
    var scaledPictures: (any ScaledPictures)? { thumbnails }
    func whenRowsRead(_ redraw: @escaping @MainActor (Range<Int>) -> Void) {}
    func listShown() {}
}

/// Which rows a change moved (`StoreRows.apply`), for the list view.
enum RowsMoved: Equatable {
    case inserted(at: Int)
    case removed(at: Int)
    case changed(at: Int)
    /// Every row may have changed (after a bulk change).
    case all
    /// No row on screen changed.
    case none
}

extension Thumbnails {
    /// A row titled `title` with the picture of `id`: the thumbnail once it is read, a
    /// dimmed picture symbol while it loads or when there is none, and a "missing image"
    /// symbol when it cannot be read.
    func row(title: String, id: Int64) -> RowModel {
        switch thumbnail(for: id) {
        case .picture(let texture)?:
            return RowModel(title: title, thumbnail: .texture(texture))
        case .unreadable?:
            return RowModel(title: title, thumbnail: .icon("image-missing-symbolic"), styleClasses: ["no-picture"])
        case .none?, nil:
            return RowModel(title: title, thumbnail: .icon("image-x-generic-symbolic"), styleClasses: ["no-picture"])
        }
    }
}
