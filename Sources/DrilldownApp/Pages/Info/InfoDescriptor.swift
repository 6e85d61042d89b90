import Gtk
import Model

extension SectionID {
    static let info = SectionID("info")
}

extension SectionDescriptor {
    /// About Drilldown and the original tutorials.
    static var info: SectionDescriptor {
        SectionDescriptor(
            id: .info, title: tr("Info"), subtitle: tr("About Drilldown and the tutorials behind it"),
            icon: "help-about-symbolic",
            place: .firstPage(InfoPage.self)
        ) { context in InfoPage(context: context, modal: false) }
    }
}
