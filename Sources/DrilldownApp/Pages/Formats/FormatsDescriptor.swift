import Gtk
import Model

extension SectionID { static let formats = SectionID("formats") }

extension SectionDescriptor {
    /// Numbers, dates and text formatted for the user's language and region.
    static var formats: SectionDescriptor {
        .firstPage(
            .formats, tr("Formats"), tr("Numbers, dates and text in your language and region"),
            icon: "preferences-desktop-locale-symbolic"
        ) { FormatsPage(context: $0) }
    }
}
