import CGtk

/// A Swift wrapper that owns one reference to a GObject.
///
/// Ownership follows GObject's rules exactly: a floating reference (new widgets) is sunk
/// and becomes ours; a borrowed pointer (transfer none) gets its own reference; a pointer
/// given with transfer full is adopted as is. The reference is dropped in `deinit`.
///
/// The wrapper can be found again from the C pointer (`Object.wrapper(of:)`) while it
/// lives: the object carries an unretained back-pointer in its qdata, cleared in `deinit`.
@MainActor
open class Object {
    /// The wrapped `GObject *`. Immutable for the wrapper's life.
    public nonisolated(unsafe) let pointer: UnsafeMutableRawPointer

    /// How a C pointer is handed over.
    public enum Ownership {
        /// A new or borrowed object: a floating reference is sunk, otherwise one is added.
        case sinkOrRetain
        /// Transfer full: the caller gives us its (non-floating) reference.
        case adopt
    }

    public init(_ pointer: UnsafeMutableRawPointer, ownership: Ownership = .sinkOrRetain) {
        self.pointer = pointer
        switch ownership {
        case .sinkOrRetain: g_object_ref_sink(pointer)
        case .adopt: break
        }
        g_object_set_qdata(gobject, Object.wrapperQuark, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        // Only clear the back-pointer if it is still ours (another wrapper may have
        // been made for the same object after we were found dead).
        if g_object_get_qdata(pointer.assumingMemoryBound(to: GObject.self), Object.wrapperQuark)
            == Unmanaged.passUnretained(self).toOpaque()
        {
            g_object_set_qdata(pointer.assumingMemoryBound(to: GObject.self), Object.wrapperQuark, nil)
        }
        g_object_unref(pointer)
    }

    /// The pointer typed as `GObject *`.
    public var gobject: UnsafeMutablePointer<GObject> { pointer.assumingMemoryBound(to: GObject.self) }

    /// The pointer typed for a C API that takes `T *` (for GTK structs Swift imports).
    public func cast<T>(_ type: T.Type = T.self) -> UnsafeMutablePointer<T> {
        pointer.assumingMemoryBound(to: T.self)
    }

    /// The pointer as an opaque pointer, for C types Swift imports as `OpaquePointer`.
    public var opaque: OpaquePointer { OpaquePointer(pointer) }

    /// The living Swift wrapper of a C object, if one exists.
    public static func wrapper(of pointer: UnsafeMutableRawPointer) -> Object? {
        guard let raw = g_object_get_qdata(pointer.assumingMemoryBound(to: GObject.self), wrapperQuark) else {
            return nil
        }
        return Unmanaged<Object>.fromOpaque(raw).takeUnretainedValue()
    }

    nonisolated static let wrapperQuark: GQuark = g_quark_from_static_string("gtk-swift-wrapper")

    /// The GType name of the wrapped object (for diagnostics and tests).
    public var typeName: String {
        let instance = pointer.assumingMemoryBound(to: GTypeInstance.self)
        guard let cls = instance.pointee.g_class, let name = g_type_name(cls.pointee.g_type) else { return "?" }
        return String(cString: name)
    }
}
