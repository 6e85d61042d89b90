import CGtk

/// The fundamental GTypes the wrapper fills `GValue`s with (`G_TYPE_BOOLEAN`…), named
/// once: the C macros are re-exported by `CGtk/shim.h`.
public enum FundamentalType {
    public static var none: GType { dd_type_none() }
    public static var boolean: GType { dd_type_boolean() }
    public static var int: GType { dd_type_int() }
    public static var uint: GType { dd_type_uint() }
    public static var enumeration: GType { dd_type_enum() }
    public static var flags: GType { dd_type_flags() }
    public static var float: GType { dd_type_float() }
    public static var double: GType { dd_type_double() }
    public static var string: GType { dd_type_string() }
    /// The invalid type (`G_TYPE_INVALID`): for a drop target set up with `set_gtypes`.
    public static var invalid: GType { dd_type_invalid() }

    /// A signal's parameter or return type without the `G_SIGNAL_TYPE_STATIC_SCOPE`
    /// flag that signal queries may carry.
    public static func withoutStaticScope(_ type: GType) -> GType { type & ~dd_signal_type_static_scope() }
}
