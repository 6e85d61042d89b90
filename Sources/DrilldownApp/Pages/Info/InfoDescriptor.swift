import Gtk
import Model

extension SectionID { static let info = SectionID("info") }

extension SectionDescriptor {
    /// About Drilldown and the original tutorials.
    static var info: SectionDescriptor {
        .firstPage(.info, tr("Info"), tr("About Drilldown and the tutorials behind it"), icon: "help-about-symbolic") {
            InfoPage(context: $0, modal: false)
        }
    }
}
