/// What the generator and the conformance test read from a GObject-Introspection file:
/// only the parts the wrapper needs (types, callables, properties, signals, enums).

/// A type as GIR names it: `name` is "gboolean", "utf8", "Gtk.Align" or "Gtk.Widget"
/// (qualified with the namespace it was read in), "array" or "callback"; `cType` is the C
/// spelling ("gboolean", "const char*", "GtkWidget*").
public struct GIRType: Sendable, Equatable {
    public var name: String
    public var cType: String
}

public struct GIRParameter: Sendable {
    public var name: String
    public var type: GIRType
    public var nullable: Bool
}

/// A function, method, constructor or function-like macro, by its C identifier.
public struct GIRCallable: Sendable {
    public var name: String
    public var cIdentifier: String
    /// The GIR `version` attribute (the release that added it), or nil when it is as old as
    /// its namespace.
    public var version: String?
    public var parameters: [GIRParameter]
    public var returnType: GIRType
    public var returnNullable: Bool
    public var isMacro: Bool
}

public struct GIRProperty: Sendable {
    public var name: String
    public var version: String?
    public var type: GIRType
    public var writable: Bool
    /// Method names (`get_show_text`), when GIR names them.
    public var getter: String?
    public var setter: String?
}

public struct GIRSignal: Sendable {
    public var name: String
    public var version: String?
    public var parameters: [GIRParameter]
    public var returnType: GIRType
}

public struct GIRMember: Sendable {
    public var name: String
    public var cIdentifier: String
    public var value: Int64
}

public struct GIREnumeration: Sendable {
    public var qualifiedName: String
    public var cType: String
    public var isFlags: Bool
    public var version: String?
    public var members: [GIRMember]
}

/// A class, interface or record.
public struct GIRClass: Sendable {
    public enum Kind: Sendable { case objectClass, interface, record }
    public var qualifiedName: String
    public var cType: String
    public var kind: Kind
    public var parent: String?
    public var implements: [String]
    public var version: String?
    /// True when the C struct is public (GIR lists its fields), so Swift imports
    /// `UnsafeMutablePointer<CType>`; otherwise the type is opaque (`OpaquePointer`).
    public var hasFields: Bool
    public var methods: [String: GIRCallable]
    public var properties: [String: GIRProperty]
    public var signals: [String: GIRSignal]
}

/// A version such as "4.8" or "2.74", compared part by part.
public struct GIRVersion: Comparable, Sendable, CustomStringConvertible {
    public let parts: [Int]
    public init(_ text: String) { parts = text.split(separator: ".").map { Int($0) ?? 0 } }
    public static func < (lhs: GIRVersion, rhs: GIRVersion) -> Bool {
        for index in 0..<max(lhs.parts.count, rhs.parts.count) {
            let left = index < lhs.parts.count ? lhs.parts[index] : 0
            let right = index < rhs.parts.count ? rhs.parts[index] : 0
            if left != right { return left < right }
        }
        return false
    }
    public var description: String { parts.map(String.init).joined(separator: ".") }
}
