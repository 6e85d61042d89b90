import CGtk

/// The base of multi-event gestures (`GtkGesture *`): drag, zoom, swipe, long press.
///
/// Every handler receives only the signal's own arguments, so tests can drive a gesture
/// by emitting its signals without synthesising events.
@MainActor
open class Gesture: EventController {
    var gesture: OpaquePointer { opaque }

    /// The centre of the points in the current sequence(s) (the fingers' centre), or nil
    /// when the gesture has no points (e.g. when driven by emitted signals).
    public var boundingBoxCentre: (x: Double, y: Double)? {
        // GTK 4.8 reads the last event unchecked: with no sequence it logs a critical.
        guard isActive else { return nil }
        var x = 0.0, y = 0.0
        guard gtk_gesture_get_bounding_box_center(gesture, &x, &y) != 0 else { return nil }
        return (x, y)
    }

    /// Claims the current sequence: other gestures on the widget stop seeing it (a long
    /// press that fired should not also end as a click).
    public func claim() {
        gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED)
    }

    /// Gives up the current sequence so other gestures may take it.
    public func deny() {
        gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_DENIED)
    }

    /// Puts this gesture in `other`'s group: grouped gestures share sequence states.
    public func group(with other: Gesture) {
        gtk_gesture_group(other.gesture, gesture)
    }

    /// `begin`: the gesture recognised a sequence.
    @discardableResult
    public func onBegin(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        onBeginRaw { _ in handler() }
    }

    /// `end`: the sequence ended (released, or the gesture stopped recognising it).
    @discardableResult
    public func onEnd(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        onEndRaw { _ in handler() }
    }

    /// `cancel`: the sequence was taken away (claimed by another gesture, a grab).
    @discardableResult
    public func onCancel(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        onCancelRaw { _ in handler() }
    }
}

/// A gesture that follows one pointer or finger (`GtkGestureSingle *`).
@MainActor
open class GestureSingle: Gesture {
}
