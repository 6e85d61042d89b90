import CGtk

/// A bar showing how much of a task is done (`GtkProgressBar`); `pulse()` for a task of
/// unknown length.
@MainActor
public final class ProgressBar: Widget {
    public init() {
        super.init(UnsafeMutableRawPointer(gtk_progress_bar_new()))
    }

    /// Moves the bouncing block of an indeterminate bar one step.
    public func pulse() { gtk_progress_bar_pulse(opaque) }

}
