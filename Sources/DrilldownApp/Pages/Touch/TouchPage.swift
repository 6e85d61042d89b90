import Foundation
import Gtk
import Model

/// The Touch section (the original tutorials' Multi Touch tutorials 1–4): an image that zooms and
/// pans like GNOME's image viewer.
///
/// Click fits the image, double-click shows it at 100% centred on the click, pressing
/// and holding for 2 s raises the "Birth of a star" alert, pinch and Ctrl+scroll zoom
/// about the fingers or the pointer, drag pans (with a kinetic finish), a swipe, the
/// Left/Right keys or the side buttons move between the bundled images. The header bar
/// shows the zoom level and offers zoom out / fit or 100% / zoom in.
///
/// The page keeps the transform as a `ZoomState` value and pushes it to the `ZoomView`
/// after every change (`update(_:)`); gestures are wired in `TouchPage+Gestures.swift`.
/// 100% is one image pixel per device pixel (`TouchPage+Scale.swift`).
@MainActor
final class TouchPage: Page {
    let title = tr("Touch")
    let content: Widget
    var headerEnd: [Widget] { [zoomSlot] }

    /// How long a press must be held for the alert.
    static let holdSeconds = 2.0

    let view = ZoomView()
    let overlay = Overlay()
    let previousButton = Button(icon: "go-previous-symbolic", tooltip: tr("Previous Image"))
    let nextButton = Button(icon: "go-next-symbolic", tooltip: tr("Next Image"))
    let zoomOutButton = Button(icon: "zoom-out-symbolic", tooltip: tr("Zoom Out"))
    let zoomInButton = Button(icon: "zoom-in-symbolic", tooltip: tr("Zoom In"))
    /// Shows the zoom level ("100%"); clicking it toggles fit and actual size.
    let zoomLevelButton = Button(label: "100%")
    let zoomControls = Box(.horizontal)
    /// The zoom level alone (it still toggles fit / 100%), when the header is too
    /// narrow for the zoom buttons (pinch, Ctrl+scroll and the keys still zoom).
    let compactZoomLevelButton = Button(label: "100%")
    private let zoomSlot = Squeezer()
    let spinner = Spinner()

    // Gestures and controllers, attached to `view` and kept with the page.
    let click = GestureClick(button: 1)
    let hold = PressAndHold(holdSeconds: TouchPage.holdSeconds)
    let drag = GestureDrag()
    let swipe = GestureSwipe()
    let pinch = GestureZoom()
    let scroll = ScrollController(axes: .both)
    let motion = MotionController()
    let keys = KeyController()

    /// The transform shown. Set through `update(_:)` so the view follows.
    private(set) var zoom = ZoomState(imageSize: .zero, viewSize: .zero)
    private(set) var images: ImageSequence
    /// The error shown instead of an image, if any.
    private(set) var loadError: String?
    /// True once the current image is decoded and shown.
    private(set) var isLoaded = false
    /// Whether the full image (not only its preview) is shown.
    private(set) var isRefined = false

    // Gesture bookkeeping (see TouchPage+Gestures.swift).
    var dragStartOffset = ZoomPoint.zero
    var lastDragOffset = ZoomPoint.zero
    var pendingClick: ZoomPoint?
    /// Where the current press started (a release far from it ends a drag, not a tap).
    var pressPoint: ZoomPoint?
    /// The current press was held long enough for the alert (so it is no tap).
    var holdFired = false
    var pinchStart: (state: ZoomState, centre: ZoomPoint)?
    var glide: (pan: KineticPan, tick: TickCallback, lastTime: Double?)?

    private let context: PageContext
    private let formatter = ZoomLevelFormatter()
    private var loadGeneration = 0

    init(context: PageContext) {
        self.context = context
        do {
            images = try ImageSequence.bundled(in: context.services.location)
        } catch {
            images = ImageSequence(images: [])
            loadError = error.message
        }

        view.addCSSClass("touch-image")
        overlay.child = view
        for (button, start) in [(previousButton, true), (nextButton, false)] {
            button.addCSSClass("osd")
            button.addCSSClass("circular")
            button.halign = start ? .start : .end
            button.valign = .center
            button.setMargins(18)
            overlay.addOverlay(button)
        }
        spinner.halign = .center
        spinner.valign = .center
        spinner.setSizeRequest(width: 32, height: 32)
        overlay.addOverlay(spinner)
        content = overlay

        zoomControls.addCSSClass("linked")
        zoomLevelButton.tooltip = tr("Fit to Window or Show Actual Size")
        zoomLevelButton.setSizeRequest(width: 64, height: -1)
        zoomControls.append(zoomOutButton)
        zoomControls.append(zoomLevelButton)
        zoomControls.append(zoomInButton)
        compactZoomLevelButton.tooltip = tr("Fit to Window or Show Actual Size")
        zoomSlot.add(zoomControls)
        zoomSlot.add(compactZoomLevelButton)

        previousButton.onClicked { [weak self] in self?.go(by: -1) }
        nextButton.onClicked { [weak self] in self?.go(by: 1) }
        zoomOutButton.onClicked { [weak self] in self?.zoomOut() }
        zoomInButton.onClicked { [weak self] in self?.zoomIn() }
        zoomLevelButton.onClicked { [weak self] in self?.toggleFitAndActualSize() }
        compactZoomLevelButton.onClicked { [weak self] in self?.toggleFitAndActualSize() }
        view.onResized { [weak self] width, height in
            guard let self else { return }
            var state = self.zoom
            state.resize(to: ZoomSize(width: Double(width), height: Double(height)))
            self.update(state)
        }
        installGestures()
        followScaleFactor()

        if let loadError {
            overlay.child = StatusPage(
                icon: "image-missing-symbolic", heading: tr("No Images"),
                description: loadError)
        }
        load()
    }

    func didBecomeTop() {
        view.grabFocus()
    }

    // MARK: Showing the transform

    /// Makes `state` the current transform and brings the view and header up to date.
    func update(_ state: ZoomState) {
        zoom = state
        view.setTransform(scale: state.scale / pixelScale, offsetX: state.offset.x, offsetY: state.offset.y)
        let level = formatter.string(for: state.scale)
        if zoomLevelButton.label != level {
            for button in [zoomLevelButton, compactZoomLevelButton] {
                button.label = level
                button.setAccessibleLabel(fill(tr("Zoom level %1$@"), level))
            }
        }
        zoomInButton.isSensitive = isLoaded && state.canZoomIn
        zoomOutButton.isSensitive = isLoaded && state.canZoomOut
        zoomLevelButton.isSensitive = isLoaded
        compactZoomLevelButton.isSensitive = isLoaded
        if !isDragging { view.setCursor(named: state.canPan ? "grab" : nil) }
    }

    /// True while a drag is panning the image (the grabbing cursor is shown).
    var isDragging = false

    /// The zoom level as shown in the header bar ("100%").
    var zoomLevelText: String { zoomLevelButton.label }

    /// The view's centre (the anchor for keyboard and button zoom).
    var viewCentre: ZoomPoint { zoom.viewSize.centre }

    // MARK: Zoom actions (buttons, keys, gestures)

    func zoomIn(about anchor: ZoomPoint? = nil) { mutate { $0.zoomIn(about: anchor) } }
    func zoomOut(about anchor: ZoomPoint? = nil) { mutate { $0.zoomOut(about: anchor) } }
    func fit() { mutate { $0.fit() } }
    func showActualSize(centredOn point: ZoomPoint? = nil) {
        let centre = viewCentre
        mutate { $0.showActualSize(centredOn: point ?? centre) }
    }

    /// The zoom level button: fit when zoomed, 100% when fitted.
    func toggleFitAndActualSize() {
        if zoom.isFitting && !zoom.isActualSize { showActualSize() } else { fit() }
    }

    func pan(by delta: ZoomPoint) { mutate { $0.pan(by: delta) } }

    func mutate(_ change: (inout ZoomState) -> Void) {
        guard isLoaded else { return }
        stopGlide()
        var state = zoom
        change(&state)
        update(state)
    }

    // MARK: Images

    /// Moves to the previous (-1) or next (+1) image; false at either end.
    @discardableResult
    func go(by step: Int) -> Bool {
        guard images.move(by: step) else { return false }
        load()
        return true
    }

    /// Decodes the current image off the main thread and shows it when ready. A newer
    /// request supersedes an older one still decoding. A large image (more pixels than
    /// `previewPixels`) is shown first from a copy decoded at about the view's size
    /// (JPEG decodes at 1/2…1/8 directly: a fraction of a full decode), placed as the
    /// full image, which then replaces it with its tiles without moving anything.
    func load() {
        previousButton.isSensitive = images.hasPrevious
        nextButton.isSensitive = images.hasNext
        guard let url = images.current else { return }
        loadGeneration += 1
        let generation = loadGeneration
        isLoaded = false
        isRefined = false
        spinner.isSpinning = true
        spinner.isVisible = true
        view.setAccessibleLabel(Self.describe(url))
        let device = Int(pixelScale) // the preview has about as many pixels as the view's device pixels
        let bounds = (width: max(Int(view.width), 640) * device, height: max(Int(view.height), 480) * device)
        // Decoding and tiling a large photo takes a while: both happen off the main thread,
        // one after the other on the page's own queue (the preview first).
        Background.run(
            on: Self.decoding,
            { () -> ZoomImage? in
                guard let size = Texture.size(ofFileAt: url), size.width * size.height > TouchPage.previewPixels,
                    // A failed preview is safe to ignore: the full decode next reports the error.
                    let reduced = try? Texture(contentsOf: url, fittingWidth: bounds.width, height: bounds.height)
                else { return nil }
                return ZoomImage(preview: reduced, width: size.width, height: size.height)
            },
            then: { [weak self] result in
                if case .success(let preview?) = result { self?.showPreview(preview, generation: generation) }
            })
        Background.run(
            on: Self.decoding,
            { () throws(TextureError) -> ZoomImage in
                ZoomImage(texture: try Texture(contentsOf: url))
            },
            then: { [weak self] result in
                self?.finishLoading(result, generation: generation, url: url)
            })
    }

    /// Decodes one image at a time, in the order asked (a preview before its full image).
    private static let decoding = DispatchQueue(label: "drilldown.touch.decoding", qos: .userInitiated)

    /// Images with more pixels are shown from a reduced preview first (4 megapixels).
    nonisolated static let previewPixels = 4_000_000

    private func showPreview(_ image: ZoomImage, generation: Int) {
        guard generation == loadGeneration, !isLoaded else { return }
        show(image)
    }

    private func show(_ image: ZoomImage) {
        stopGlide()
        view.image = image
        isLoaded = true
        loadError = nil
        let size = ZoomSize(width: Double(view.width), height: Double(view.height))
        update(ZoomState(imageSize: logicalSize(of: image), viewSize: size))
    }

    private func finishLoading(_ result: Result<ZoomImage, TextureError>, generation: Int, url: URL) {
        guard generation == loadGeneration else { return }
        spinner.isSpinning = false
        spinner.isVisible = false
        switch result {
        case .success(let image):
            isRefined = true
            if isLoaded {
                // The preview is showing, maybe already zoomed: swap in the same-sized
                // full image and keep the transform.
                view.image = image
            } else {
                show(image)
            }
        case .failure(let error):
            view.image = nil
            isLoaded = false
            loadError = error.message
            update(ZoomState(imageSize: .zero, viewSize: zoom.viewSize))
            context.showError(fill(tr("Could Not Open “%1$@”"), url.lastPathComponent), error.message)
        }
    }

    // MARK: The alert

    /// The original tutorials' "Birth of a star" alert, raised by a 2-second press.
    func showHoldAlert() {
        pendingClick = nil
        let alert = Alert(
            parent: context.window, heading: tr("Birth of a star"),
            body: tr("Timer ended. Event Fired."), button: tr("OK"))
        alert.present()
    }
}
