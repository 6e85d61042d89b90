/// The transform of an image shown in a view: how much it is zoomed and where it sits.
///
/// A view point `p` shows the image point `(p - offset) / scale`. The state keeps three
/// promises after every operation:
/// - the scale lies between `minimumScale` (the fit scale, never above 100%) and
///   `maximumScale` (2000%);
/// - along an axis where the zoomed image is smaller than the view it is centred, and
///   along an axis where it is larger it covers the view: panning can never drag the
///   image off screen or show a gap at an edge;
/// - zooming about a point keeps the image point under it fixed (the pointer for
///   Ctrl+scroll, the fingers' centre for a pinch), unless that would break the rule above.
///
/// "Fit" is a mode, not only a scale: while `isFitting` a window resize refits the image,
/// as in GNOME's image viewer. Small images fit at 100%, never enlarged.
public struct ZoomState: Sendable, Equatable {
    /// The largest zoom: 2000%.
    public static let maximumScale: Double = 20
    /// One zoom step (Ctrl+plus, Ctrl+minus, the header bar buttons): two steps double.
    public static let stepFactor: Double = 2.0.squareRoot()

    /// The image's size in pixels.
    public private(set) var imageSize: ZoomSize
    /// The view's size in logical pixels.
    public private(set) var viewSize: ZoomSize
    /// View pixels per image pixel (1 = 100%, actual size).
    public private(set) var scale: Double
    /// Where the image's top-left corner sits, in view coordinates.
    public private(set) var offset: ZoomPoint
    /// True while the image follows the view's size (the "fit to window" mode).
    public private(set) var isFitting: Bool

    /// A state showing an image of `imageSize` fitted into a view of `viewSize`.
    public init(imageSize: ZoomSize, viewSize: ZoomSize) {
        self.imageSize = imageSize
        self.viewSize = viewSize
        self.scale = 1
        self.offset = .zero
        self.isFitting = true
        fit()
    }

    // MARK: Derived values

    /// The scale at which the whole image fits the view, at most 1 (small images are not
    /// enlarged). A view or image with no area fits at 1.
    public var fitScale: Double {
        guard !imageSize.isEmpty, !viewSize.isEmpty else { return 1 }
        return min(1, viewSize.width / imageSize.width, viewSize.height / imageSize.height)
    }

    /// The smallest allowed scale: the fit scale (which is never above 100%).
    public var minimumScale: Double { min(fitScale, Self.maximumScale) }

    /// The image's size on screen at the current scale.
    public var displayedSize: ZoomSize {
        ZoomSize(width: imageSize.width * scale, height: imageSize.height * scale)
    }

    /// True at 100% (one image pixel per view pixel).
    public var isActualSize: Bool { Self.same(scale, 1) }

    /// True when the scale is the fit scale (whether or not the fit mode is on).
    public var isAtFitScale: Bool { Self.same(scale, fitScale) }

    /// True when the image is larger than the view horizontally, so it can be panned sideways.
    public var canPanHorizontally: Bool { displayedSize.width > viewSize.width + Self.tolerance }
    /// True when the image is larger than the view vertically.
    public var canPanVertically: Bool { displayedSize.height > viewSize.height + Self.tolerance }
    /// True when a drag would move the image (the grab cursor is shown).
    public var canPan: Bool { canPanHorizontally || canPanVertically }
    /// True when another zoom-in step would change anything.
    public var canZoomIn: Bool { scale < Self.maximumScale - Self.tolerance }
    /// True when another zoom-out step would change anything.
    public var canZoomOut: Bool { scale > minimumScale + Self.tolerance }

    /// The image point shown at `viewPoint`.
    public func imagePoint(at viewPoint: ZoomPoint) -> ZoomPoint {
        ZoomPoint(x: (viewPoint.x - offset.x) / scale, y: (viewPoint.y - offset.y) / scale)
    }

    /// Where `imagePoint` appears in the view.
    public func viewPoint(for imagePoint: ZoomPoint) -> ZoomPoint {
        ZoomPoint(x: imagePoint.x * scale + offset.x, y: imagePoint.y * scale + offset.y)
    }

    // MARK: Operations

    /// Fits the whole image into the view, centred, and follows later resizes.
    public mutating func fit() {
        scale = fitScale
        offset = .zero
        isFitting = true
        clampOffset()
    }

    /// Sets the scale (clamped to the limits) keeping the image point under `anchor` fixed.
    /// Reaching the fit scale turns the fit mode back on.
    public mutating func zoom(to newScale: Double, about anchor: ZoomPoint) {
        guard newScale.isFinite, newScale > 0 else { return }
        let target = clampScale(newScale)
        let fixed = imagePoint(at: anchor)
        scale = target
        offset = ZoomPoint(x: anchor.x - fixed.x * target, y: anchor.y - fixed.y * target)
        isFitting = isAtFitScale
        clampOffset()
    }

    /// Multiplies the scale by `factor` about `anchor` (Ctrl+scroll uses this).
    public mutating func zoom(by factor: Double, about anchor: ZoomPoint) {
        guard factor.isFinite, factor > 0 else { return }
        zoom(to: scale * factor, about: anchor)
    }

    /// One step in, about `anchor` (the view's centre when nil). A step that would jump
    /// over 100% stops there, so the keyboard always reaches actual size.
    public mutating func zoomIn(about anchor: ZoomPoint? = nil) {
        var target = scale * Self.stepFactor
        if scale < 1 - Self.tolerance, target > 1 + Self.tolerance { target = 1 }
        zoom(to: target, about: anchor ?? viewSize.centre)
    }

    /// One step out, about `anchor` (the view's centre when nil), stopping at 100% on the
    /// way down and never below the fit scale.
    public mutating func zoomOut(about anchor: ZoomPoint? = nil) {
        var target = scale / Self.stepFactor
        if scale > 1 + Self.tolerance, target < 1 - Self.tolerance { target = 1 }
        zoom(to: target, about: anchor ?? viewSize.centre)
    }

    /// Shows the image at 100% with the image point under `point` moved to the view's
    /// centre (as far as the edges allow). The double-click action.
    public mutating func showActualSize(centredOn point: ZoomPoint) {
        let fixed = imagePoint(at: point)
        scale = clampScale(1)
        let centre = viewSize.centre
        offset = ZoomPoint(x: centre.x - fixed.x * scale, y: centre.y - fixed.y * scale)
        isFitting = isAtFitScale
        clampOffset()
    }

    /// Moves the image by `delta` view pixels (a drag, arrow keys, plain scrolling),
    /// stopping at the edges.
    public mutating func pan(by delta: ZoomPoint) {
        guard delta.x.isFinite, delta.y.isFinite else { return }
        offset = offset + delta
        clampOffset()
    }

    /// The state a pinch leads to: this state (at the pinch's start) zoomed by `factor`,
    /// with the image point that was under the fingers' centre at `startCentre` now under
    /// `currentCentre`. Fingers that zoom and move at once keep the image under them (1:1).
    public func pinched(by factor: Double, from startCentre: ZoomPoint, to currentCentre: ZoomPoint) -> ZoomState {
        guard factor.isFinite, factor > 0 else { return self }
        var result = self
        let fixed = imagePoint(at: startCentre)
        let target = result.clampScale(scale * factor)
        result.scale = target
        result.offset = ZoomPoint(x: currentCentre.x - fixed.x * target, y: currentCentre.y - fixed.y * target)
        result.isFitting = result.isAtFitScale
        result.clampOffset()
        return result
    }

    /// Adapts to a new view size. In fit mode the image is refitted; otherwise the scale is
    /// kept (raised to the new fit scale if needed) and the image point at the view's
    /// centre stays at the centre.
    public mutating func resize(to newViewSize: ZoomSize) {
        guard newViewSize != viewSize else { return }
        if isFitting {
            viewSize = newViewSize
            fit()
            return
        }
        let centreImagePoint = imagePoint(at: viewSize.centre)
        viewSize = newViewSize
        scale = clampScale(scale)
        isFitting = isAtFitScale
        let centre = viewSize.centre
        offset = ZoomPoint(x: centre.x - centreImagePoint.x * scale, y: centre.y - centreImagePoint.y * scale)
        clampOffset()
    }

    /// Adapts to the same image measured in other units: its logical size on a screen of
    /// another scale factor (a window moved to another monitor). In fit mode the image is
    /// refitted; otherwise the zoom level is kept (raised to the new fit scale if needed)
    /// and the part of the image at the view's centre stays there.
    public mutating func resizeImage(to newImageSize: ZoomSize) {
        guard newImageSize != imageSize else { return }
        let centre = viewSize.centre
        let point = imagePoint(at: centre)
        let fraction = ZoomPoint(
            x: imageSize.width > 0 ? point.x / imageSize.width : 0.5,
            y: imageSize.height > 0 ? point.y / imageSize.height : 0.5)
        imageSize = newImageSize
        if isFitting {
            fit()
            return
        }
        scale = clampScale(scale)
        isFitting = isAtFitScale
        offset = ZoomPoint(
            x: centre.x - fraction.x * imageSize.width * scale, y: centre.y - fraction.y * imageSize.height * scale)
        clampOffset()
    }

    // MARK: Invariants

    static let tolerance = 1e-9

    static func same(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) <= tolerance * max(1, abs(a), abs(b))
    }

    func clampScale(_ value: Double) -> Double {
        min(max(value, minimumScale), Self.maximumScale)
    }

    /// Centres each axis on which the image is smaller than the view and keeps the view
    /// covered on each axis where it is larger.
    mutating func clampOffset() {
        offset = ZoomPoint(
            x: Self.clamp(offset.x, content: imageSize.width * scale, view: viewSize.width),
            y: Self.clamp(offset.y, content: imageSize.height * scale, view: viewSize.height))
    }

    static func clamp(_ origin: Double, content: Double, view: Double) -> Double {
        if content <= view + tolerance { return (view - content) / 2 }
        guard origin.isFinite else { return (view - content) / 2 }
        return min(0, max(view - content, origin))
    }
}
