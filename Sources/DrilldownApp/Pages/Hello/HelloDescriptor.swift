import Gtk
import Model

extension SectionID {
    static let hello = SectionID("hello")
}

extension SectionDescriptor {
    /// Hello World, views and a text field: the smallest section.
    static var hello: SectionDescriptor {
        SectionDescriptor(
            id: .hello, title: tr("Hello"), subtitle: tr("Hello World, views and a text field"),
            icon: "face-smile-symbolic",
            place: .firstPage(HelloPage.self)
        ) { context in HelloPage(context: context) }
    }
}
