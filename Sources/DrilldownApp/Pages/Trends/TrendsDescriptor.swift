import Gtk
import Model

extension SectionID {
    static let trends = SectionID("trends")
}

extension SectionDescriptor {
    /// The bundled trends.json (or the live feed); a trend has no page of its own, so a
    /// found one is shown and focused in the list, and all matches are shown in place
    /// (the list has no search).
    static var trends: SectionDescriptor {
        SectionDescriptor(
            id: .trends, title: tr("Trends"), subtitle: tr("JSON from the Twitter trends tutorial"),
            icon: "web-browser-symbolic",
            search: SectionSearch(
                TrendsPage.self,
                source: { stores in
                    BundledSearchSource.trends(
                        stores.location.bundledData.appendingPathComponent("trends.json"), in: .trends)
                },
                reveal: { trends, target in
                    guard let position = target.path.first else { return }
                    trends.whenLoaded { [weak trends] in
                        guard let trends, position >= 0, position < trends.rows.source.count else { return }
                        trends.rows.list.scrollTo(position)
                        _ = trends.rows.list.focus(position: position)
                    }
                }),
            place: .firstPage(TrendsPage.self)
        ) { context in TrendsPage(context: context) }
    }
}
