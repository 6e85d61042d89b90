import Foundation
import Gtk
import Model

/// The Touch page's gestures, keys and kinetic glide. Every handler works from its
/// signal's arguments alone, so tests drive the page by emitting gesture signals.
extension TouchPage {
    /// A flick moves between images and a drag pans: the stack goes back by touch only
    /// on a swipe from the leading edge, the left one or, right to left, the right one
    /// (`Page.ownsHorizontalSwipes`).
    var ownsHorizontalSwipes: Bool { true }

    func installGestures() {
        // Click: fit once the click is known not to be the first of a double-click
        // (GTK emits "stopped" when the double-click time ran out); double-click: 100%.
        // A press that was held long enough for the alert is never also a tap: with real
        // touchscreen input GTK still ends the click sequence after the hold claimed its
        // own, so the click handlers check `holdFired` (reset by the next press).
        // A release far from its press ends a drag, not a tap: with a touchscreen GTK 4.8
        // still reports it to the click gesture (which would then fit the panned image).
        click.onPressed { [weak self] presses, x, y in
            guard let self else { return }
            if presses == 1 {
                self.holdFired = false
                self.pressPoint = ZoomPoint(x: x, y: y)
            }
            guard presses >= 2, !self.holdFired else { return }
            self.pendingClick = nil
            self.showActualSize(centredOn: ZoomPoint(x: x, y: y))
        }
        click.onReleased { [weak self] presses, x, y in
            guard let self, presses == 1, !self.holdFired, let press = self.pressPoint,
                hypot(x - press.x, y - press.y) <= Self.tapSlop
            else { return }
            self.pendingClick = ZoomPoint(x: x, y: y)
        }
        click.on("stopped") { [weak self] in
            guard let self, self.pendingClick != nil, !self.holdFired else { return }
            self.pendingClick = nil
            self.fit()
        }
        view.addController(click)

        // Press and hold 2 s without moving: the alert (moving or releasing cancels).
        hold.onHeld { [weak self] _, _ in
            guard let self else { return }
            self.holdFired = true
            self.pendingClick = nil
            self.showHoldAlert()
        }
        hold.attach(to: view)

        // Drag pans a zoomed image; the swipe gesture sees the release velocity.
        drag.onDragBegin { [weak self] _, _ in
            guard let self else { return }
            self.stopGlide()
            self.dragStartOffset = self.zoom.offset
            self.lastDragOffset = .zero
        }
        drag.onDragUpdate { [weak self] dx, dy in self?.dragged(to: ZoomPoint(x: dx, y: dy)) }
        drag.onDragEnd { [weak self] dx, dy in
            guard let self else { return }
            self.lastDragOffset = ZoomPoint(x: dx, y: dy)
            self.isDragging = false
            self.update(self.zoom)
        }
        view.addController(drag)
        swipe.onSwipe { [weak self] vx, vy in self?.swiped(velocity: ZoomPoint(x: vx, y: vy)) }
        view.addController(swipe)

        // Pinch: the fingers' centre stays on the same image point, 1:1.
        pinch.onBegin { [weak self] in self?.beginPinch() }
        pinch.onScaleChanged { [weak self] scale in self?.pinched(scale) }
        pinch.onEnd { [weak self] in self?.pinchStart = nil }
        pinch.onCancel { [weak self] in self?.pinchStart = nil }
        view.addController(pinch)

        // Ctrl+scroll zooms at the pointer; plain scrolling pans a zoomed image.
        scroll.onScroll { [weak self] dx, dy in
            guard let self else { return false }
            return self.scrolled(dx: dx, dy: dy, control: self.scroll.isControlDown, wheel: self.scroll.unit == .wheel)
        }
        view.addController(scroll)
        view.addController(motion)

        keys.onKeyPressed { [weak self] keyval, state in self?.keyPressed(keyval, state: state) ?? false }
        overlay.addController(keys)
        installActions()
    }

    // MARK: Drag, swipe and glide

    /// How far (px) a finger may move between press and release for a tap (GTK's drag
    /// threshold).
    static let tapSlop = 8.0

    func dragged(to offset: ZoomPoint) {
        lastDragOffset = offset
        // A finger that moved is no tap, even one still waiting to be told apart from a
        // double tap.
        if hypot(offset.x, offset.y) > Self.tapSlop { pendingClick = nil }
        guard isLoaded, zoom.canPan else { return }
        if !isDragging {
            isDragging = true
            view.setCursor(named: "grabbing")
        }
        var state = zoom
        state.pan(by: dragStartOffset + offset - state.offset)
        update(state)
    }

    func swiped(velocity: ZoomPoint) {
        let step = SwipeNavigation.step(
            velocity: velocity, distance: lastDragOffset,
            viewWidth: zoom.viewSize.width,
            canPanHorizontally: zoom.canPanHorizontally, rightToLeft: view.direction == .rightToLeft)
        if step != 0 {
            go(by: step)
        } else if zoom.canPan {
            startGlide(velocity: velocity)
        }
    }

    /// Lets the image glide on after a fast drag, slowing down, stopping at the edges.
    func startGlide(velocity: ZoomPoint) {
        stopGlide()
        let pan = KineticPan(velocity: velocity)
        guard !pan.isFinished else { return }
        let tick = TickCallback(widget: view) { [weak self] time in self?.glideFrame(at: time) ?? false }
        glide = (pan, tick, nil)
    }

    private func glideFrame(at time: Double) -> Bool {
        guard var current = glide else { return false }
        let elapsed = current.lastTime.map { time - $0 } ?? 1.0 / 60
        current.lastTime = time
        let wanted = current.pan.advance(by: elapsed)
        var state = zoom
        let before = state.offset
        state.pan(by: wanted)
        let moved = state.offset - before
        current.pan.stop(horizontally: abs(moved.x - wanted.x) > 0.5, vertically: abs(moved.y - wanted.y) > 0.5)
        update(state)
        if current.pan.isFinished {
            glide = nil
            return false
        }
        glide = current
        return true
    }

    func stopGlide() {
        glide?.tick.stop()
        glide = nil
    }

    var isGliding: Bool { glide != nil }

    // MARK: Pinch

    private func pinchCentre() -> ZoomPoint {
        if let centre = pinch.boundingBoxCentre { return ZoomPoint(x: centre.x, y: centre.y) }
        return motion.position.map { ZoomPoint(x: $0.x, y: $0.y) } ?? viewCentre
    }

    func beginPinch() {
        stopGlide()
        hold.cancel()
        pinchStart = (zoom, pinchCentre())
    }

    func pinched(_ scale: Double) {
        guard isLoaded else { return }
        if pinchStart == nil { beginPinch() }
        guard let start = pinchStart else { return }
        update(start.state.pinched(by: scale, from: start.centre, to: pinchCentre()))
    }

    // MARK: Scrolling

    /// A scroll step: `control` when Ctrl is held, `wheel` for wheel-click units (else
    /// touchpad pixels).
    func scrolled(dx: Double, dy: Double, control: Bool, wheel: Bool) -> Bool {
        guard isLoaded else { return false }
        if control {
            // A wheel notch zooms by 25%; touchpad pixels zoom smoothly.
            let factor = wheel ? pow(1.25, -dy) : exp(-dy / 200)
            let anchor = motion.position.map { ZoomPoint(x: $0.x, y: $0.y) } ?? viewCentre
            mutate { $0.zoom(by: factor, about: anchor) }
            return true
        }
        guard zoom.canPan else { return false }
        let step = wheel ? 48.0 : 1.0
        pan(by: ZoomPoint(x: -dx * step, y: -dy * step))
        return true
    }

    // MARK: Keyboard

    /// The page's actions with their shortcuts (`AppShortcuts`): Ctrl+plus/minus/0/1
    /// zoom, fit and 100% wherever the focus is on the page; while the image has the
    /// focus (as it has when the page opens), Return or Space is the press and hold and
    /// Left/Right pan a zoomed image or move between images (GtkWindow's own Return,
    /// Space and arrow bindings come before a window-wide shortcut). Up/Down pan
    /// (`keyPressed`).
    func installActions() {
        let actions = WidgetActions.of(overlay)
        actions.add(AppShortcuts.zoomIn) { [weak self] in self?.zoomIn() }
        actions.add(AppShortcuts.zoomOut) { [weak self] in self?.zoomOut() }
        actions.add(AppShortcuts.fit) { [weak self] in self?.fit() }
        actions.add(AppShortcuts.actualSize) { [weak self] in self?.showActualSize() }
        // The keyboard's press and hold (listed in Keyboard Shortcuts).
        actions.add(AppShortcuts.hold, scope: .focusWithin) { [weak self] in self?.showHoldAlert() }
        actions.add(AppShortcuts.previousImage, scope: .focusWithin) { [weak self] in self?.sideways(-1) }
        actions.add(AppShortcuts.nextImage, scope: .focusWithin) { [weak self] in self?.sideways(1) }
    }

    /// Left (-1) or Right (1): pans a zoomed image, else moves to the image on that side
    /// (the next one is on the right, or right to left on the left, like the buttons).
    private func sideways(_ direction: Int) {
        if zoom.canPanHorizontally {
            pan(by: ZoomPoint(x: -Double(direction) * TouchPage.keyPanStep, y: 0))
        } else {
            go(by: view.direction == .rightToLeft ? -direction : direction)
        }
    }

    static let keyPanStep = 64.0

    /// Up and Down pan a zoomed image (arrows move inside the image, like in a list).
    func keyPressed(_ keyval: UInt32, state: UInt32) -> Bool {
        guard Modifiers(state: state).isEmpty, keyval == Key.up || keyval == Key.down, zoom.canPanVertically else {
            return false
        }
        pan(by: ZoomPoint(x: 0, y: keyval == Key.up ? TouchPage.keyPanStep : -TouchPage.keyPanStep))
        return true
    }
}
