import CGtk
import GtkShims

/// A busy indicator that looks like `Spinner` but turns by repainting alone, in 12 steps
/// a second (`DdPaintedSpinner`, a C widget in GtkShims). `GtkSpinner` turns through a
/// CSS animation, and on GTK 4.8 each animated frame lays its whole window out again
/// several times (on X11 with round trips to the server each time): harmless for a
/// blink, but a spinner that may turn for seconds (a save waiting for a database another
/// program locked) would keep the main thread busy and waiting on the server all along.
@MainActor
public final class PaintedSpinner: Widget {
    public init() { super.init(dd_painted_spinner_new()) }

    /// Whether it turns (and shows); it ticks only while also mapped.
    public var isSpinning: Bool {
        get { dd_painted_spinner_get_spinning(pointer) != 0 }
        set { dd_painted_spinner_set_spinning(pointer, newValue ? 1 : 0) }
    }
}
