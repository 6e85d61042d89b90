import Gtk
import Model

/// Touch on a HiDPI screen. As in GNOME's image viewer, 100% is one image pixel per
/// device pixel: the zoom state sees the image at its logical size (its pixels divided
/// by the view's scale factor: half on a screen of scale 2), so the zoom level, its
/// limits and the fit rule (never enlarged past 100%) count device pixels, and the view
/// is given the state's scale in logical pixels. The view draws its tiles from the level
/// with enough pixels for the device. A change of scale factor (the window moved to a
/// monitor of another scale) keeps the zoom level and the part of the image shown.
extension TouchPage {
    /// Device pixels per logical pixel of the screen the view is on.
    var pixelScale: Double { Double(max(1, view.scaleFactor)) }

    /// The image's size in logical pixels at one image pixel per device pixel.
    func logicalSize(of image: ZoomImage) -> ZoomSize {
        ZoomSize(width: Double(image.width) / pixelScale, height: Double(image.height) / pixelScale)
    }

    /// Follows the view's scale factor: once the view is in the window (`root`), and
    /// when it changes.
    func followScaleFactor() {
        let changed: @MainActor () -> Void = { [weak self] in self?.scaleFactorChanged() }
        view.onNotify("scale-factor", changed)
        view.onNotify("root", changed)
    }

    /// The image measured again at the view's scale factor (the transform follows).
    func scaleFactorChanged() {
        guard let image = view.image else { return }
        var state = zoom
        state.resizeImage(to: logicalSize(of: image))
        update(state)
    }
}
