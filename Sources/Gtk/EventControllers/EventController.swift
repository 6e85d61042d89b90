import CGtk

/// The base of event controllers and gestures (`GtkEventController *`). Controllers are
/// created with a full reference (they are not floating) which the wrapper adopts.
@MainActor
open class EventController: Object {
    public var controller: OpaquePointer { opaque }

    /// The modifier state (GdkModifierType bits) of the event being handled.
    public var currentModifiers: UInt32 { gtk_event_controller_get_current_event_state(controller).rawValue }
    public var isControlDown: Bool { currentModifiers & dd_control_mask().rawValue != 0 }
}

/// Key presses on a widget (`GtkEventControllerKey`).
@MainActor
public final class KeyController: EventController {
    public init() { super.init(UnsafeMutableRawPointer(gtk_event_controller_key_new()), ownership: .adopt) }

    /// `handler(keyval, modifiers)` returns true when it handled the key.
    @discardableResult
    public func onKeyPressed(_ handler: @escaping @MainActor (UInt32, UInt32) -> Bool) -> SignalHandler {
        onKeyPressedRaw { keyval, _, state in handler(keyval, state) }
    }
}

/// Mouse button presses and releases, and taps (`GtkGestureClick`).
@MainActor
public class GestureClick: EventController {
    /// `button` 0 listens to every button; 1 primary, 3 secondary, 8 back, 9 forward.
    public init(button: UInt32 = 1) {
        super.init(UnsafeMutableRawPointer(gtk_gesture_click_new()), ownership: .adopt)
        gtk_gesture_single_set_button(OpaquePointer(pointer), button)
    }

    /// Claims the event sequence so that other gestures do not see it.
    public func claim() {
        gtk_gesture_set_state(OpaquePointer(pointer), GTK_EVENT_SEQUENCE_CLAIMED)
    }
}
