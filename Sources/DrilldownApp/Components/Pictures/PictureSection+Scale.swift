import Gtk
import Model

/// The detail picture is decoded for the width the page draws it at times the screen's
/// scale factor: again once the window has been resized (after the size has settled for
/// `settleMilliseconds`), and when the window moves to a monitor of another scale. Never
/// wider than the stored picture.
extension PictureSection {
    /// The width assumed before the picture is laid out, in logical pixels: the
    /// preferences page's widest column, 600 px less its 12 px side margins and the
    /// picture's 12 px margins.
    static let largestWidth = 552

    /// How long a new size must stay put before the picture is decoded for it.
    static let settleMilliseconds: UInt32 = 100

    /// The most decoded sizes kept at once.
    static let cachedSizes = 3

    /// Follows the picture's scale factor (once it is in the window, and when the window
    /// moves to a monitor of another scale) and its drawn size.
    func followScale() {
        scale = Int(picture.scaleFactor)
        let rescaled: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            self.scale = max(1, Int(self.picture.scaleFactor))
        }
        picture.onNotify("scale-factor", rescaled)
        picture.onNotify("root", rescaled)
        picture.onSizeChanged { [weak self] _, _ in
            guard let self else { return }
            self.refit?.cancel()
            self.refit = MainContext.after(milliseconds: PictureSection.settleMilliseconds) { [weak self] in
                self?.rescale()
            }
        }
    }

    /// The width the picture is drawn at, in logical pixels: its allocation, bounded by
    /// its height at the picture's aspect ratio (it is drawn to fit); before it is laid
    /// out, its stack's less its margins, or `largestWidth`.
    var drawnWidth: Double {
        var width = Double(picture.width)
        if width <= 0 { width = Double(pictureStack.width) - 24 }
        guard width > 0 else { return Double(PictureSection.largestWidth) }
        let shown = picture.paintableSize
        let height = Double(picture.height)
        if height > 0, shown.width > 0, shown.height > 0 {
            width = min(width, height * Double(shown.width) / Double(shown.height))
        }
        return max(1, width)
    }

    /// The pixel width to decode for: the drawn width times the scale, at most the
    /// stored picture's.
    var targetWidth: Int {
        let width = max(1, Int((drawnWidth * Double(scale)).rounded()))
        return storedWidth.map { min($0, width) } ?? width
    }

    /// Shows the stored picture decoded for the drawn width and scale (cached, or decoded
    /// again; a decode running now checks the width again when it ends).
    func rescale() {
        guard hasImage, !isLoading else { return }
        if let texture = decoded[targetWidth] { return show(texture) }
        decodeStored()
    }

    /// Keeps a decoded picture and shows it if it is still the one wanted, or else
    /// decodes the one wanted now.
    func remember(_ texture: Texture, storedWidth: Int) {
        self.storedWidth = storedWidth
        if decoded.count >= PictureSection.cachedSizes { decoded.removeAll() }
        decoded[texture.width] = texture
        if texture.width == targetWidth { return show(texture) }
        if picture.paintableSize.width == 0 { show(texture) }
        rescale()
    }

    /// `pixels` at most `width` pixels wide (its aspect ratio kept; never enlarged).
    nonisolated static func fitted(_ pixels: Pixbuf, width: Int) throws(ImageError) -> Pixbuf {
        guard pixels.width > width, width > 0 else { return pixels }
        let height = max(1, Int((Double(pixels.height) * Double(width) / Double(pixels.width)).rounded()))
        return try pixels.scaled(width: width, height: height)
    }
}
