import Gtk
import Model

extension SectionID { static let colors = SectionID("colors") }

extension SectionDescriptor {
    /// A picker of the rainbow colours.
    static var colors: SectionDescriptor {
        .firstPage(.colors, tr("Colors"), tr("A picker of the rainbow colours"), icon: "color-select-symbolic") { _ in
            ColorsPage()
        }
    }
}
