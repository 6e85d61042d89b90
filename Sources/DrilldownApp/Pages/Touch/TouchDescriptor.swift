import Gtk
import Model

extension SectionID { static let touch = SectionID("touch") }

extension SectionDescriptor {
    /// Tap, hold, pinch and pan an image.
    static var touch: SectionDescriptor {
        .firstPage(.touch, tr("Touch"), tr("Tap, hold, pinch and pan an image"), icon: "input-touchpad-symbolic") {
            TouchPage(context: $0)
        }
    }
}
