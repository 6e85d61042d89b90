import Foundation
import Gtk
import Model

/// The items of an RSS or Atom feed (found with XPath by `FeedReader`): titles, with
/// the date and the link's site below. Activating an item opens its link in the
/// browser; items without a web link say so.
@MainActor
final class FeedPage: Page {
    let title: String
    let items: [FeedItem]
    let rows: RowListView
    private let openURL: UriLauncher.Open

    init(title: String, items: [FeedItem], openURL: @escaping UriLauncher.Open) {
        self.title = title
        self.items = items
        self.openURL = openURL
        let formatter = DateFormatter()
        formatter.locale = UserLocale.current(.time)
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        let subtitles = items.map { item in FeedPage.subtitle(of: item, formatter: formatter) }
        let source = ArrayListSource(titles: items.map(\.title), hasDisclosure: false) { position in
            subtitles.indices.contains(position) ? subtitles[position] : nil
        }
        rows = RowListView(source: source, options: .init(
            searchable: true,
            emptyState: .init(icon: "application-rss+xml-symbolic", heading: tr("No Items"),
                              hint: tr("This feed has no entries."))))
        rows.onActivate = { [weak self] position in self?.open(position: position) }
    }

    var content: Widget { rows.content }
    var headerEnd: [Widget] { [rows.searchButton] }
    func didBecomeTop() { rows.focusList() }
    func handleEscape() -> Bool { rows.handleEscape() }

    /// Opens the link of the item at source position `position`, if it has one.
    func open(position: Int) {
        guard items.indices.contains(position), let link = items[position].link else { return }
        openURL(link)
    }

    /// "3 Sep 2009, 10:00 · example.org", or "No link" for items without a web page.
    private static func subtitle(of item: FeedItem, formatter: DateFormatter) -> String {
        let site = item.link?.host ?? tr("No link")
        guard let date = item.date else { return site }
        return fill(tr("%1$@ · %2$@"), formatter.string(from: date), site)
    }
}
