import CGtk

/// Runs a handler once per frame while a widget is mapped (`gtk_widget_add_tick_callback`),
/// for animations such as a kinetic glide. The handler gets the frame time in seconds
/// (monotonic) and returns false to stop.
@MainActor
public final class TickCallback {
    private final class Box {
        let handler: @MainActor (Double) -> Bool
        weak var owner: TickCallback?
        init(_ handler: @escaping @MainActor (Double) -> Bool) { self.handler = handler }
    }

    /// Kept alive so `stop()` never touches a finalized widget.
    private let widget: Widget
    private var id: guint = 0

    /// Starts ticking on `widget`. The box is released by GTK's destroy-notify, whether
    /// the handler stopped, the callback was removed, or the widget was destroyed.
    public init(widget: Widget, _ handler: @escaping @MainActor (Double) -> Bool) {
        self.widget = widget
        let box = Box(handler)
        let data = Unmanaged.passRetained(box).toOpaque()
        id = gtk_widget_add_tick_callback(
            widget.widget,
            { _, clock, data in
                guard let data, let clock else { return 0 }
                let box = Unmanaged<Box>.fromOpaque(data).takeUnretainedValue()
                let seconds = Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
                return MainActor.assumeIsolated {
                    let more = box.handler(seconds)
                    if !more { box.owner?.isRunning = false }
                    return more
                } ? 1 : 0
            }, data,
            { data in
                guard let data else { return }
                Unmanaged<Box>.fromOpaque(data).release()
            })
        box.owner = self
    }

    /// True until the handler returned false or `stop()` was called.
    public private(set) var isRunning = true

    /// Removes the callback if still installed.
    public func stop() {
        guard isRunning else { return }
        isRunning = false
        gtk_widget_remove_tick_callback(widget.widget, id)
    }
}
