import Foundation
import Gtk
import Model

/// The Touch page's gestures, keys and kinetic glide. Every handler works from its
/// signal's arguments alone, so tests drive the page by emitting gesture signals.
extension TouchPage {
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
                  hypot(x - press.x, y - press.y) <= Self.tapSlop else { return }
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
        let step = SwipeNavigation.step(velocity: velocity, distance: lastDragOffset,
                                        viewWidth: zoom.viewSize.width,
                                        canPanHorizontally: zoom.canPanHorizontally)
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

    /// Ctrl+plus/minus/0/1 zoom, fit and 100%; arrows pan a zoomed image; Left/Right
    /// move between images when the image cannot pan sideways.
    func keyPressed(_ keyval: UInt32, state: UInt32) -> Bool {
        let modifiers = state & Keys.modifierMask
        let control: UInt32 = 0x4
        let shift: UInt32 = 0x1
        let ctrl = modifiers & ~shift == control
        let plain = modifiers & ~shift == 0
        if ctrl || plain {
            switch keyval {
            case TouchKeys.plus, TouchKeys.equal, TouchKeys.kpAdd: zoomIn(); return true
            case TouchKeys.minus, TouchKeys.kpSubtract: zoomOut(); return true
            default: break
            }
        }
        if ctrl {
            switch keyval {
            case TouchKeys.zero, TouchKeys.kp0: fit(); return true
            case TouchKeys.one, TouchKeys.kp1: showActualSize(); return true
            default: break
            }
        }
        guard modifiers == 0 else { return false }
        let step = 64.0
        switch keyval {
        case TouchKeys.returnKey, TouchKeys.kpEnter, TouchKeys.space:
            // The keyboard's press and hold (listed in Keyboard Shortcuts).
            showHoldAlert()
            return true
        case Keys.left, Keys.right:
            let direction = keyval == Keys.left ? -1.0 : 1.0
            if zoom.canPanHorizontally {
                pan(by: ZoomPoint(x: -direction * step, y: 0))
            } else {
                go(by: Int(direction))
            }
            return true
        case TouchKeys.up, TouchKeys.down:
            guard zoom.canPanVertically else { return false }
            pan(by: ZoomPoint(x: 0, y: keyval == TouchKeys.up ? step : -step))
            return true
        default:
            return false
        }
    }
}

/// GDK key values the Touch page handles (besides `Keys`).
enum TouchKeys {
    static let plus: UInt32 = 0x2b
    static let equal: UInt32 = 0x3d
    static let minus: UInt32 = 0x2d
    static let zero: UInt32 = 0x30
    static let one: UInt32 = 0x31
    static let kpAdd: UInt32 = 0xffab
    static let kpSubtract: UInt32 = 0xffad
    static let kp0: UInt32 = 0xffb0
    static let kp1: UInt32 = 0xffb1
    static let up: UInt32 = 0xff52
    static let down: UInt32 = 0xff54
    static let returnKey: UInt32 = 0xff0d
    static let kpEnter: UInt32 = 0xff8d
    static let space: UInt32 = 0x20
}
