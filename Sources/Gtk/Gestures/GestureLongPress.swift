import CGtk

/// Press and hold without moving (`GtkGestureLongPress`).
///
/// GTK's hold time is the `gtk-long-press-time` setting (500 ms by default) times
/// `delayFactor`, which GTK limits to 0.5…2: for longer holds (the Touch page's 2 s)
/// use `PressAndHold`.
@MainActor
public final class GestureLongPress: GestureSingle {
    public init() {
        super.init(UnsafeMutableRawPointer(gtk_gesture_long_press_new()), ownership: .adopt)
    }

    /// The factor applied to the system hold time (0.5…2).
    public var delayFactor: Double {
        get { gtk_gesture_long_press_get_delay_factor(gesture) }
        set { gtk_gesture_long_press_set_delay_factor(gesture, min(2, max(0.5, newValue))) }
    }

}
