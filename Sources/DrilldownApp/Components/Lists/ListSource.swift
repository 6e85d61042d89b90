import Gtk
import Model

/// What one row of a `RowListView` shows.
struct RowModel {
    /// The main line.
    var title: String
    /// A smaller grey second line.
    var subtitle: String? = nil
    /// A picture, icon or coloured dot before the text.
    var thumbnail: RowThumbnail? = nil
    /// The arrow at the end saying that activating the row opens a page.
    var hasDisclosure: Bool = true
    /// The section the row belongs to; a header is drawn above the first row of each
    /// run of rows with the same section title (not while searching).
    var sectionTitle: String? = nil
    /// Extra CSS classes for the row's content (e.g. "done" for completed to-dos).
    var styleClasses: [String] = []
}

/// The leading picture of a row.
enum RowThumbnail {
    /// A themed icon (symbolic or full colour).
    case icon(String)
    /// A decoded image, shown as a 40 px square thumbnail.
    case texture(Texture)
    /// A small coloured dot; the CSS class gives its colour (see AppStyle: dot-red…).
    case dot(cssClass: String)
}

/// The rows of a `RowListView`. Rows are asked for on demand, by position, only for
/// what is on screen; a source of a million rows costs no more than one of ten.
///
/// When the data changes, tell the list view (`reloadData()`, `rowsInserted`,
/// `rowsRemoved`, `rowsChanged`).
@MainActor
protocol ListSource: AnyObject {
    /// The number of rows.
    var count: Int { get }
    /// The row at `position` (0 ..< count).
    func row(at position: Int) -> RowModel
    /// Every row's title in display order, for search and the letter index. Called once
    /// per change of the data; the result is searched off the main thread. The default
    /// asks `row(at:)` for every row: large sources should return stored titles.
    func searchTitles() -> [String]
    /// Reads every row's title for the search, off the main thread: by default the
    /// titles `searchTitles()` gives now; a source whose rows are in a store reads them
    /// there instead.
    func searchTitlesRead() -> @Sendable () -> [String]
}

extension ListSource {
    func searchTitles() -> [String] { (0..<count).map { row(at: $0).title } }

    func searchTitlesRead() -> @Sendable () -> [String] {
        let titles = searchTitles()
        return { titles }
    }
}

/// A source over a `SectionedList` of model values: `makeRow` describes one value, the
/// section title is filled in from the list.
@MainActor
final class SectionedListSource<Item: Sendable>: ListSource {
    private(set) var list: SectionedList<Item>
    private let makeRow: @MainActor (Item) -> RowModel
    private lazy var titles: [String] = list.allItems.map { makeRow($0).title }

    init(_ list: SectionedList<Item>, makeRow: @escaping @MainActor (Item) -> RowModel) {
        self.list = list
        self.makeRow = makeRow
    }

    var count: Int { list.count }

    func row(at position: Int) -> RowModel {
        guard let location = list.location(of: position) else { return RowModel(title: "") }
        let section = list.sections[location.section]
        var row = makeRow(section.items[location.row])
        row.sectionTitle = section.title
        return row
    }

    func item(at position: Int) -> Item? { list.item(at: position) }

    func searchTitles() -> [String] { titles }

    /// Replaces the data (then call the list view's `reloadData()`).
    func replace(with list: SectionedList<Item>) {
        self.list = list
        titles = list.allItems.map { makeRow($0).title }
    }
}

/// A source over an array of titles with an optional subtitle per row: for plain lists
/// (trends, book titles) and for benchmarks and tests with huge lists. Titles are
/// stored, so `searchTitles()` is a copy-on-write share, not a walk.
@MainActor
final class ArrayListSource: ListSource {
    private(set) var titles: [String]
    private let subtitle: (@MainActor (Int) -> String?)?
    private let hasDisclosure: Bool

    init(titles: [String], hasDisclosure: Bool = true, subtitle: (@MainActor (Int) -> String?)? = nil) {
        self.titles = titles
        self.subtitle = subtitle
        self.hasDisclosure = hasDisclosure
    }

    var count: Int { titles.count }

    func row(at position: Int) -> RowModel {
        guard titles.indices.contains(position) else { return RowModel(title: "") }
        return RowModel(title: titles[position], subtitle: subtitle?(position), hasDisclosure: hasDisclosure)
    }

    func searchTitles() -> [String] { titles }

    func insert(_ title: String, at position: Int) { titles.insert(title, at: min(max(0, position), titles.count)) }
    func remove(at position: Int) { if titles.indices.contains(position) { titles.remove(at: position) } }
    func replace(with titles: [String]) { self.titles = titles }
}
