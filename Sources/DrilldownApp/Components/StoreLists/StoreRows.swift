import Gtk
import Model

/// The rows of a store list page (`StoreListHost`): a `ListSource` that knows its
/// store, the id behind each row, and how each committed change moves its rows.
///
/// A change is applied by the source and answered with the position it touched, which
/// the skeleton passes on to the list view (`rowsInserted`, `rowsRemoved`,
/// `rowsChanged`); nil means no row on screen changed. The source's `count` changes only
/// through these calls, so the list view and the source always agree on the number of
/// rows, even while later changes are still on their way. A read that fails is reported
/// through `readErrors` (the skeleton shows it in the list's banner) and the source keeps
/// the rows it had.
@MainActor
protocol StoreRows: ListSource {
    associatedtype Store: CollectionStore
    /// What the rows start with, read off the main thread before the list is shown.
    associatedtype Snapshot: Sendable
    /// Reads the rows' first snapshot (runs off the main thread).
    nonisolated static func snapshot(of store: Store) throws -> Snapshot
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
    /// The row `id` was inserted (or restored): its position among the rows.
    func inserted(id: Int64) -> Int?
    /// The row `id` was deleted: the position it had.
    func deleted(id: Int64) -> Int?
    /// The row `id` changed: its position, to draw it again.
    func updated(id: Int64) -> Int?
    /// Reads every row again (after a bulk change); false when the read failed (then
    /// it is reported, and the rows shown are kept).
    func reload() -> Bool
}

extension StoreRows {
    var thumbnails: Thumbnails? { nil }
    var scaledPictures: (any ScaledPictures)? { thumbnails }
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
