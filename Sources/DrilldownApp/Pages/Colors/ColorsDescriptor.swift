import Gtk
import Model

extension SectionID {
    static let colors = SectionID("colors")
}

extension SectionDescriptor {
    /// A picker of the rainbow colours.
    static var colors: SectionDescriptor {
        SectionDescriptor(
            id: .colors, title: tr("Colors"), subtitle: tr("A picker of the rainbow colours"),
            icon: "color-select-symbolic",
            place: .firstPage(ColorsPage.self)
        ) { _ in ColorsPage() }
    }
}
