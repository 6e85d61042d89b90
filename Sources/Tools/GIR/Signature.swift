/// One C signature of signal handlers: the instance, the signal's arguments and the
/// user data, returning the signal's result. Each gets one `@convention(c)` trampoline
/// type and one internal `connect…` function in `Signals+Generated.swift`.
struct Signature {
    var arguments: [SignalValue]
    var result: SignalValue

    /// "DoubleDoubleToBool", "Void" (no arguments, no result).
    var name: String {
        let arguments = self.arguments.map { $0.swiftType.typeWord }.joined()
        let result = self.result.swiftType == "Void" ? "" : "To" + self.result.swiftType.typeWord
        return arguments.isEmpty && result.isEmpty ? "Void" : arguments + result
    }

    var connectName: String { "connect" + name }
    var trampolineName: String { "Trampoline" + name }

    var handlerType: String {
        let arguments = self.arguments.map(\.swiftType).joined(separator: ", ")
        return "@MainActor (\(arguments)) -> \(result.swiftType)"
    }

    /// The instance, the signal's arguments, the user data.
    var cArguments: [String] { ["UnsafeMutableRawPointer?"] + arguments.map(\.cType) + ["UnsafeMutableRawPointer?"] }

    var cType: String { "@convention(c) (\(cArguments.joined(separator: ", "))) -> \(result.cType)" }

    static let preamble = """

        // One trampoline a C signature (instance, the signal's arguments, user data): gint is
        // Int32, guint UInt32, gboolean Int32 (Bool only on the Swift side), gdouble Double,
        // enums and flags their raw integer, objects and boxed values pointers.


        """

    var declaration: [String] {
        let names = arguments.indices.map { "a\($0)" }
        let parameters = (["_"] + names + ["data"]).joined(separator: ", ")
        let call = "handler(\(zip(arguments, names).map { $0.toSwift($1) }.joined(separator: ", ")))"
        let returned =
            result.cType == "Void"
            ? "MainActor.assumeIsolated { \(call) }"
            : "return " + result.toC("MainActor.assumeIsolated { \(call) }")
        let guardLine =
            "            guard let handler = box(data, as: (\(handlerType)).self) else { return\(result.zero) }"
        let guardLines =
            guardLine.count <= 120
            ? [guardLine]
            : [
                "            guard let handler = box(data, as: (\(handlerType)).self)",
                "            else { return\(result.zero) }",
            ]
        let typeLine = "    " + cType
        let typeLines =
            typeLine.count <= 120
            ? [typeLine]
            : ["    @convention(c) (", "        " + cArguments.joined(separator: ", "), "    ) -> " + result.cType]
        return ["typealias \(trampolineName) ="] + typeLines + [
            "",
            "extension Object {",
        ]
            + function(
                "    func \(connectName)(", "_ signal: String, _ handler: @escaping \(handlerType)",
                ") -> SignalHandler {")
            + ["        let trampoline: \(trampolineName) = { \(parameters) in"] + guardLines + [
                "            \(returned)",
                "        }",
                "        return connect(signal, handler: handler, trampoline: trampoline)",
                "    }",
                "}",
            ]
    }
}

extension String {
    /// "UnsafeMutableRawPointer?" → "Pointer", "Double" → "Double".
    var typeWord: String {
        switch self {
        case "UnsafeMutableRawPointer?": "Pointer"
        case "Int32": "Int"
        case "UInt32": "UInt"
        default: self
        }
    }
}
