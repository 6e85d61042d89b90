import CGtk
import GtkShims

/// Shows one image scaled and moved by a transform set from outside (`DdZoomView`, a C
/// widget in GtkShims). It has no zoom logic of its own: the caller keeps the zoom state,
/// attaches the gestures, and sets the transform after each change.
@MainActor
public final class ZoomView: Widget {
    private var shown: Texture?

    public init() {
        super.init(dd_zoom_view_new())
    }

    /// The texture shown (kept alive here as well as by the widget).
    public var texture: Texture? {
        get { shown }
        set {
            shown = newValue
            dd_zoom_view_set_texture(pointer, newValue?.pointer)
        }
    }

    /// The texture's size in pixels (0×0 when none).
    public var imageSize: (width: Int, height: Int) {
        (Int(dd_zoom_view_get_image_width(pointer)), Int(dd_zoom_view_get_image_height(pointer)))
    }

    /// Draws image pixel (x, y) at (x·scale + offsetX, y·scale + offsetY). A redraw is
    /// queued only when the values changed.
    public func setTransform(scale: Double, offsetX: Double, offsetY: Double) {
        guard scale.isFinite, scale > 0, offsetX.isFinite, offsetY.isFinite else { return }
        dd_zoom_view_set_transform(pointer, scale, offsetX, offsetY)
    }

    public var scale: Double { dd_zoom_view_get_scale(pointer) }
    public var offset: (x: Double, y: Double) { (dd_zoom_view_get_offset_x(pointer), dd_zoom_view_get_offset_y(pointer)) }

    /// How many times the widget was drawn (for tests and benchmarks).
    public var snapshotCount: UInt { UInt(dd_zoom_view_get_snapshot_count(pointer)) }

    /// `view-resized(width, height)`: the allocation changed size.
    @discardableResult
    public func onResized(_ handler: @escaping @MainActor (Int32, Int32) -> Void) -> SignalHandler {
        onInts("view-resized", handler)
    }
}

private typealias TwoIntSignal = @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, UnsafeMutableRawPointer?) -> Void

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
