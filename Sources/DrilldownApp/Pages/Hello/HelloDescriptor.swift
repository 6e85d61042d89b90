import Gtk
import Model

extension SectionID { static let hello = SectionID("hello") }

extension SectionDescriptor {
    /// Hello World, views and a text field: the smallest section.
    static var hello: SectionDescriptor {
        .firstPage(.hello, tr("Hello"), tr("Hello World, views and a text field"), icon: "face-smile-symbolic") {
            HelloPage(context: $0)
        }
    }
}
