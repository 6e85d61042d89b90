import Gtk
import Model

/// The detail picture follows the screen's scale factor: decoded for the widest the page
/// draws it times the scale, again when the window moves to a monitor of another scale.
extension PictureSection {
    /// The widest the page draws the picture, in logical pixels: the preferences page's
    /// column of at most 600 px less its 12 px side margins and the picture's 12 px
    /// margins (in a wide window: libadwaita's clamp narrows it before 600 px).
    static let largestWidth = 552

    /// Follows the picture's scale factor: once it is in the window, and when the window
    /// moves to a monitor of another scale.
    func followScale() {
        scale = Int(picture.scaleFactor)
        let rescaled: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            self.scale = max(1, Int(self.picture.scaleFactor))
        }
        picture.onNotify("scale-factor", rescaled)
        picture.onNotify("root", rescaled)
    }

    /// Shows the stored picture decoded for the new scale (cached, or decoded again).
    func rescale() {
        guard hasImage else { return }
        if let texture = decoded[scale] { return show(texture) }
        decodeStored()
    }

    /// `pixels` at most `width` pixels wide (its aspect ratio kept; never enlarged).
    nonisolated static func fitted(_ pixels: Pixbuf, width: Int) throws(ImageError) -> Pixbuf {
        guard pixels.width > width, width > 0 else { return pixels }
        let height = max(1, Int((Double(pixels.height) * Double(width) / Double(pixels.width)).rounded()))
        return try pixels.scaled(width: width, height: height)
    }
}
