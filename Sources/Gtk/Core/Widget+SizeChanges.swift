import CGtk

extension Widget {
    /// Calls `handler(width, height)` when the widget's allocated size (`width`, `height`,
    /// in logical pixels) has changed, checked after each painted frame of its window (the
    /// frame clock's `after-paint`, which follows the layout) while the widget is mapped.
    /// GTK 4 has no `size-allocate` signal; a window resize always paints a frame. The
    /// first call comes after the first frame the widget is mapped in with a size.
    public func onSizeChanged(_ handler: @escaping @MainActor (Int, Int) -> Void) {
        let watch = SizeWatch(handler)
        onMap { [weak self] in
            guard let self else { return }
            watch.attach(to: self)
        }
        on("unmap") { watch.detach() }
        if isMapped { watch.attach(to: self) }
    }
}

/// The frame clock connection of one `onSizeChanged`.
@MainActor
private final class SizeWatch {
    private let handler: @MainActor (Int, Int) -> Void
    private var clock: Object?
    private var painted: SignalHandler?
    private var last = (width: -1, height: -1)

    init(_ handler: @escaping @MainActor (Int, Int) -> Void) {
        self.handler = handler
    }

    func attach(to widget: Widget) {
        detach()
        guard let frameClock = gtk_widget_get_frame_clock(widget.widget) else { return }
        let clock = Object(UnsafeMutableRawPointer(frameClock))
        self.clock = clock
        painted = clock.on("after-paint") { [weak self, weak widget] in
            guard let self, let widget else { return }
            let size = (width: Int(widget.width), height: Int(widget.height))
            guard size.width > 0, size != self.last else { return }
            self.last = size
            self.handler(size.width, size.height)
        }
        gtk_widget_queue_draw(widget.widget)
    }

    func detach() {
        if let clock, let painted { clock.disconnect(painted) }
        clock = nil
        painted = nil
    }
}
