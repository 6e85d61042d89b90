import Gtk
import Model

extension SectionID { static let drilldown = SectionID("drilldown") }

extension SectionDescriptor {
    /// The bundled tree (drilldown.plist); a search finds every node, and opening one
    /// walks down to it level by level.
    static var drilldown: SectionDescriptor {
        SectionDescriptor(
            id: .drilldown, title: tr("Drill Down"), subtitle: tr("Browse nested lists down to a detail view"),
            icon: "view-list-symbolic",
            search: SectionSearch(
                TreePage.self,
                source: { stores in BundledSearchSource.tree(stores.bundledFile("drilldown.plist"), in: .drilldown) },
                reveal: { root, target in
                    var level = root
                    for index in target.path {
                        level.activate(index: index)
                        guard let next = level.context.navigation?.top as? TreePage, next !== level else { return }
                        level = next
                    }
                }),
            place: .drilldown
        ) { context in DrillDownSection.rootPage(context) }
    }
}
