import Gtk
import Model

extension SectionID {
    static let touch = SectionID("touch")
}

extension SectionDescriptor {
    /// Tap, hold, pinch and pan an image.
    static var touch: SectionDescriptor {
        SectionDescriptor(
            id: .touch, title: tr("Touch"), subtitle: tr("Tap, hold, pinch and pan an image"),
            icon: "input-touchpad-symbolic",
            place: .firstPage(TouchPage.self)
        ) { context in TouchPage(context: context) }
    }
}
