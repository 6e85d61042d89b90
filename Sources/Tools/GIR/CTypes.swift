/// How a GIR type crosses into Swift: at the C boundary (the trampoline's exact
/// signature: `gboolean` is `Int32`, never `Bool`) and in the wrapper's API.
public struct SignalValue: Sendable, Equatable {
    /// The type in the `@convention(c)` signature.
    public var cType: String
    /// The type the Swift handler sees.
    public var swiftType: String
    /// Turns the C argument `name` into the handler's value.
    public func toSwift(_ name: String) -> String {
        switch (cType, swiftType) {
        case ("Int32", "Bool"): "\(name) != 0"
        case ("UnsafePointer<CChar>?", "String"): "\(name).map { String(cString: $0) } ?? \"\""
        default: name
        }
    }
    /// Turns the handler's result `expression` into the C return value.
    public func toC(_ expression: String) -> String {
        cType == "Int32" && swiftType == "Bool" ? "\(expression) ? 1 : 0" : expression
    }
    /// What the trampoline returns when its handler is gone.
    public var zero: String { cType == "Void" ? "" : " 0" }
}

extension GIRRepository {
    /// The trampoline and handler types of a signal argument or return value.
    public func signalValue(_ type: GIRType) -> SignalValue? {
        if type.name == "none" { return SignalValue(cType: "Void", swiftType: "Void") }
        if type.name == "gboolean" { return SignalValue(cType: "Int32", swiftType: "Bool") }
        if type.name == "utf8" { return SignalValue(cType: "UnsafePointer<CChar>?", swiftType: "String") }
        if let number = numberType(type.name) { return SignalValue(cType: number, swiftType: number) }
        if let enumeration = enumerations[type.name] {
            let raw = enumeration.members.contains { $0.value < 0 } ? "Int32" : "UInt32"
            return SignalValue(cType: raw, swiftType: raw)
        }
        if type.cType.hasSuffix("*") || type.name == "gpointer" || classes[type.name] != nil || type.name == "array" {
            return SignalValue(cType: "UnsafeMutableRawPointer?", swiftType: "UnsafeMutableRawPointer?")
        }
        return nil
    }

    /// Swift's import of a GLib number type.
    public func numberType(_ name: String) -> String? {
        let numbers = [
            "gint": "Int32", "guint": "UInt32", "gint32": "Int32", "guint32": "UInt32", "gint64": "Int64",
            "guint64": "UInt64", "gdouble": "Double", "gfloat": "Float", "glong": "Int", "gulong": "UInt",
            "gint8": "Int8", "guint8": "UInt8", "gint16": "Int16", "guint16": "UInt16", "gchar": "CChar",
            "guchar": "UInt8", "gsize": "UInt", "gssize": "Int", "gunichar": "UInt32", "GType": "UInt",
        ]
        return numbers[name]
    }

    /// A class and its ancestors, nearest first, each followed by its interfaces.
    public func lineage(of name: String) -> [GIRClass] {
        var result: [GIRClass] = []
        var next: String? = name
        while let current = next, let cls = classes[current] {
            result.append(cls)
            result += cls.implements.compactMap { classes[$0] }
            next = cls.parent
        }
        return result
    }

    /// The class (or interface) of `name`'s lineage that declares property `property`.
    public func owner(ofProperty property: String, in name: String) -> GIRClass? {
        lineage(of: name).first { $0.properties[property] != nil }
    }

    public func owner(ofSignal signal: String, in name: String) -> GIRClass? {
        lineage(of: name).first { $0.signals[signal] != nil }
    }

    public func owner(ofMethod method: String, in name: String) -> GIRClass? {
        lineage(of: name).first { $0.methods[method] != nil }
    }
}
