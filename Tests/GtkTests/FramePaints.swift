import CGtk
import Gtk
import XCTest

/// Counts the frames GTK paints for a widget's window (its frame clock's `after-paint`):
/// a test waits for a queued redraw to be drawn by what GTK does, without the widget
/// keeping a count of its own. A frame is painted only when something asked for a redraw.
@MainActor
final class FramePaints {
    private(set) var count = 0
    private var clock: Object?

    /// Waits until `widget` is realized (it has a frame clock), then until a first frame
    /// is painted after a redraw of it is queued. False if either did not happen.
    func start(on widget: Widget) -> Bool {
        guard MainContext.iterate(until: { gtk_widget_get_frame_clock(widget.widget) != nil }, timeout: 5),
            let pointer = gtk_widget_get_frame_clock(widget.widget)
        else { return false }
        let clock = Object(UnsafeMutableRawPointer(pointer))
        clock.on("after-paint") { [weak self] in self?.count += 1 }
        self.clock = clock
        gtk_widget_queue_draw(widget.widget)
        return MainContext.iterate(until: { self.count > 0 }, timeout: 5)
    }

    /// Runs `change` (which should queue a redraw) and waits for the next painted frame.
    func next(after change: () -> Void) -> Bool {
        let painted = count
        change()
        return MainContext.iterate(until: { self.count > painted }, timeout: 5)
    }
}
