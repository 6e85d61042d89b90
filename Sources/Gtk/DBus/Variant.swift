import CGtk

/// A `GVariant`: the values D-Bus methods take and return. Immutable; the wrapper holds
/// one strong (sunk) reference, dropped in `deinit`.
public final class Variant: @unchecked Sendable {
    // @unchecked: a GVariant is immutable and its reference counting is thread-safe.
    let pointer: OpaquePointer

    /// Takes a reference to `pointer` (sinking a floating one).
    init(_ pointer: OpaquePointer) {
        self.pointer = g_variant_ref_sink(pointer)
    }

    /// Adopts a transfer-full, non-floating reference.
    init(adopting pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit { g_variant_unref(pointer) }

    /// A string (`s`).
    public convenience init(_ string: String) { self.init(g_variant_new_string(string)) }

    /// A 32-bit unsigned integer (`u`).
    public convenience init(_ value: UInt32) { self.init(g_variant_new_uint32(value)) }

    /// An array of strings (`as`).
    public convenience init(strings: [String]) {
        let pointer = withCStrings(strings) { g_variant_new_strv($0, Int(strings.count)) }
        self.init(pointer!)
    }

    /// A tuple of `items` (a method's arguments or reply).
    public convenience init(tuple items: [Variant]) {
        var children: [OpaquePointer?] = items.map { $0.pointer }
        self.init(children.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }!)
    }

    /// A dictionary of string keys to variants (`a{sv}`), keys in the given order.
    public convenience init(dictionary entries: [(key: String, value: Variant)]) {
        var children: [OpaquePointer?] = entries.map {
            g_variant_new_dict_entry(g_variant_new_string($0.key), g_variant_new_variant($0.value.pointer))
        }
        let type = g_variant_type_new("{sv}")
        defer { g_variant_type_free(type) }
        self.init(
            children.withUnsafeMutableBufferPointer {
                g_variant_new_array(type, $0.baseAddress, gsize($0.count))
            }!)
    }

    /// An array of values of the type `elementType` (e.g. "a{sv}"); typed even when empty.
    public convenience init(array items: [Variant], of elementType: String) {
        var children: [OpaquePointer?] = items.map { $0.pointer }
        let type = g_variant_type_new(elementType)
        defer { g_variant_type_free(type) }
        self.init(
            children.withUnsafeMutableBufferPointer {
                g_variant_new_array(type, $0.baseAddress, gsize($0.count))
            }!)
    }

    /// The serialized form of a themed icon (`g_icon_serialize`), as D-Bus APIs such as
    /// the Shell's search provider expect for icons.
    public static func themedIcon(_ name: String) -> Variant? {
        guard let icon = g_themed_icon_new(name) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(icon)) }
        guard let serialized = g_icon_serialize(icon) else { return nil }
        return Variant(adopting: serialized)
    }

    /// The type string ("s", "(asas)", "aa{sv}"…).
    public var typeString: String { String(cString: g_variant_get_type_string(pointer)) }

    /// The string of an `s`, `o` or `g` value; nil for other types.
    public var string: String? {
        guard
            g_variant_is_of_type(pointer, g_variant_type_checked_("s")) != 0
                || g_variant_is_of_type(pointer, g_variant_type_checked_("o")) != 0
        else { return nil }
        return String(cString: g_variant_get_string(pointer, nil))
    }

    /// The strings of an `as` value; nil for other types.
    public var strings: [String]? {
        guard g_variant_is_of_type(pointer, g_variant_type_checked_("as")) != 0 else { return nil }
        return children.compactMap(\.string)
    }

    /// The value inside a `v` value.
    public var unboxed: Variant? {
        guard g_variant_is_of_type(pointer, g_variant_type_checked_("v")) != 0,
            let inner = g_variant_get_variant(pointer)
        else { return nil }
        return Variant(adopting: inner)
    }

    /// The children of a container (tuple, array, dictionary entry).
    public var children: [Variant] {
        guard g_variant_is_container(pointer) != 0 else { return [] }
        return (0..<g_variant_n_children(pointer)).compactMap { index in
            g_variant_get_child_value(pointer, index).map { Variant(adopting: $0) }
        }
    }

    /// The entries of an `a{sv}` dictionary.
    public var dictionary: [String: Variant]? {
        guard g_variant_is_of_type(pointer, g_variant_type_checked_("a{sv}")) != 0 else { return nil }
        var result: [String: Variant] = [:]
        for entry in children {
            let pair = entry.children
            if pair.count == 2, let key = pair[0].string, let value = pair[1].unboxed { result[key] = value }
        }
        return result
    }

    /// GLib's text form (`g_variant_print`), for messages and tests.
    public var text: String {
        guard let printed = g_variant_print(pointer, 1) else { return "" }
        defer { g_free(printed) }
        return String(cString: printed)
    }
}
