import CGtk
import GtkShims

/// An image cut into tiles with halved copies (`DdZoomImage`), ready for a `ZoomView`.
///
/// Building one reads every pixel of the texture (about 0.1 s for 24 megapixels), so
/// make it off the main thread and hand it back through `MainContext.run`; it is
/// immutable, hence `@unchecked Sendable`. The texture can be dropped afterwards: the
/// image keeps its own pixels.
public final class ZoomImage: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer

    /// Prepares `texture` for display. Any thread.
    public init(texture: Texture) {
        // A Texture always wraps a valid GdkTexture of positive size, so this succeeds.
        pointer = dd_zoom_image_new(texture.pointer)
    }

    /// Prepares a reduced copy of an image of `width` × `height` pixels (a preview
    /// decoded at a smaller size): the view shows it as that image, so the full image
    /// can replace it later without moving. Any thread.
    public init(preview texture: Texture, width: Int, height: Int) {
        pointer = dd_zoom_image_new_sized(texture.pointer, Int32(max(1, width)), Int32(max(1, height)))
    }

    deinit { dd_zoom_image_unref(pointer) }

    public var width: Int { Int(dd_zoom_image_get_width(pointer)) }
    public var height: Int { Int(dd_zoom_image_get_height(pointer)) }
    /// How many sizes are kept (full size, half, quarter… down to one tile).
    public var levelCount: Int { Int(dd_zoom_image_get_n_levels(pointer)) }
}

/// Shows one image scaled and moved by a transform set from outside (`DdZoomView`, a C
/// widget in GtkShims). It has no zoom logic of its own: the caller keeps the zoom state,
/// attaches the gestures, and sets the transform after each change. Each frame draws
/// only the visible tiles, from the smallest copy with enough detail.
@MainActor
public final class ZoomView: Widget {
    public init() {
        super.init(dd_zoom_view_new())
    }

    /// The image shown.
    public var image: ZoomImage? {
        didSet { dd_zoom_view_set_image(pointer, image?.pointer) }
    }

    /// Shows a texture (prepared on the spot: fine for small images; large ones should be
    /// prepared off the main thread as a `ZoomImage`).
    public func setTexture(_ texture: Texture?) {
        image = texture.map { ZoomImage(texture: $0) }
    }

    /// The texture's size in pixels (0×0 when none).
    public var imageSize: (width: Int, height: Int) {
        (Int(dd_zoom_view_get_image_width(pointer)), Int(dd_zoom_view_get_image_height(pointer)))
    }

    /// Draws image pixel (x, y) at (x·scale + offsetX, y·scale + offsetY), in logical
    /// pixels: at a `scaleFactor` of 2, scale 0.5 draws one image pixel per device pixel.
    /// A redraw is queued only when the values changed.
    public func setTransform(scale: Double, offsetX: Double, offsetY: Double) {
        guard scale.isFinite, scale > 0, offsetX.isFinite, offsetY.isFinite else { return }
        dd_zoom_view_set_transform(pointer, scale, offsetX, offsetY)
    }

    public var scale: Double { dd_zoom_view_get_scale(pointer) }
    public var offset: (x: Double, y: Double) {
        (dd_zoom_view_get_offset_x(pointer), dd_zoom_view_get_offset_y(pointer))
    }

    /// `view-resized(width, height)`: the allocation changed size.
    @discardableResult
    public func onResized(_ handler: @escaping @MainActor (Int32, Int32) -> Void) -> SignalHandler {
        onInts("view-resized", handler)
    }
}

private typealias TwoIntSignal =
    @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, UnsafeMutableRawPointer?) -> Void

extension ZoomView {
    /// A signal with two gint arguments.
    fileprivate func onInts(_ signal: String, _ handler: @escaping @MainActor (Int32, Int32) -> Void) -> SignalHandler {
        let trampoline: TwoIntSignal = { _, a, b, data in
            guard let handler = box(data, as: (@MainActor (Int32, Int32) -> Void).self) else { return }
            MainActor.assumeIsolated { handler(a, b) }
        }
        return connect(signal, handler: handler, trampoline: trampoline)
    }
}

// MARK: - X11 shared memory

extension ZoomView {
    /// Whether zoom views keep cairo's X11 shared-memory pool alive between frames (on by
    /// default; X11 with the cairo renderer only). Off drops the kept pool: benchmarks
    /// compare both.
    public static func keepSharedMemoryPool(_ keep: Bool) {
        dd_zoom_view_set_keep_shm_pool(keep ? 1 : 0)
    }

    /// Whether this view's display holds a kept pool (after a frame drawn with the cairo
    /// renderer on X11).
    public var holdsSharedMemoryPool: Bool { dd_zoom_view_holds_shm_pool(pointer) != 0 }
}
