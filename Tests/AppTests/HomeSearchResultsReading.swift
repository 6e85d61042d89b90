import CGtk
import Gtk
import Model

@testable import DrilldownApp

extension HomeSearchResults {
    /// What the results show, read from their widgets: each group's section (from its
    /// heading), the count its header shows and its result rows' titles ("Show All" left out).
    var shown: [(section: SectionID, count: Int, titles: [String])] {
        lists.compactMap { list in
            guard let group = gtk_widget_get_parent(list.widget),
                let header = gtk_widget_get_first_child(group)
            else { return nil }
            let headerTexts = Self.labelTexts(under: header)
            guard let title = headerTexts.first,
                let section = sections.values.first(where: { $0.title == title })?.id
            else { return nil }
            let count = headerTexts.dropFirst().first.flatMap { Int($0) } ?? -1
            let titles = list.allRows.filter { $0.tag >= 0 }.compactMap { Self.labelTexts(under: $0.widget).first }
            return (section, count, titles)
        }
    }

    /// The texts of the GtkLabels under `root`, depth first.
    private static func labelTexts(under root: UnsafeMutablePointer<GtkWidget>) -> [String] {
        WidgetTree.all(under: root).filter { WidgetTree.typeName($0) == "GtkLabel" }.map {
            gtk_label_get_text(OpaquePointer($0)).map { String(cString: $0) } ?? ""
        }
    }
}
