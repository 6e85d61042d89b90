import Gtk
import Model

extension SectionID { static let trends = SectionID("trends") }

extension SectionDescriptor {
    /// The bundled trends.json (or the live feed); a trend has no page of its own, so a
    /// found one is shown and focused in the list, and all matches are shown in place
    /// (the list has no search).
    static var trends: SectionDescriptor {
        .firstPage(
            .trends, tr("Trends"), tr("JSON from the Twitter trends tutorial"), icon: "web-browser-symbolic",
            search: .revealed(by: TrendsPage.self) {
                BundledSearchSource.trends($0.bundledFile("trends.json"), in: .trends)
            }
        ) { TrendsPage(context: $0) }
    }
}

extension TrendsPage: RevealsSearchResults {
    /// Scrolls to the found trend and focuses it once the trends are read.
    func reveal(_ target: SearchTarget) {
        guard let position = target.path.first else { return }
        whenLoaded { [weak self] in
            guard let self, position >= 0, position < self.rows.source.count else { return }
            self.rows.list.scrollTo(position)
            _ = self.rows.list.focus(position: position)
        }
    }
}
