import CGtk

/// A bar showing how much of a task is done (`GtkProgressBar`); `pulse()` for a task of
/// unknown length.
@MainActor
public final class ProgressBar: Widget {
    public init() {
        super.init(UnsafeMutableRawPointer(gtk_progress_bar_new()))
    }

    /// 0 … 1.
    public var fraction: Double {
        get { gtk_progress_bar_get_fraction(opaque) }
        set { gtk_progress_bar_set_fraction(opaque, newValue) }
    }

    /// Moves the bouncing block of an indeterminate bar one step.
    public func pulse() { gtk_progress_bar_pulse(opaque) }

    /// The text drawn on the bar (shown when `showsText`).
    public var text: String {
        get { gtk_progress_bar_get_text(opaque).map { String(cString: $0) } ?? "" }
        set { gtk_progress_bar_set_text(opaque, newValue) }
    }

    public var showsText: Bool {
        get { gtk_progress_bar_get_show_text(opaque) != 0 }
        set { gtk_progress_bar_set_show_text(opaque, newValue ? 1 : 0) }
    }
}
