/// The classes, properties, signals and enums the wrapper takes from GIR
/// (`Sources/Tools/gir-gen/allow-list.txt`). One entry a line:
///
/// ```
/// protocol Gtk.Editable Editable         # a protocol for the accessors classes share
///   prop text text
/// class Gtk.Entry Entry : Editable       # Entry conforms: it gets Editable's accessors
/// class Gtk.ProgressBar ProgressBar      # GIR class, Swift wrapper class
///   prop show-text showsText             # a property (looked up in the class, its parents, its interfaces)
///   prop tooltip-text tooltip optional   # String? instead of String ("" for NULL)
///   get get_mapped isMapped              # a read-only accessor from a getter that is no property
///   signal clicked onClicked             # a typed connector
/// enum Gtk.Align Align                   # a Swift enum of all members (or of the members listed)
/// flags Gtk.EventControllerScrollFlags ScrollController.Axes vertical horizontal both-axes=both
/// ```
///
/// Words after the names: `optional`, `readonly`, `internal`, `get=method` and
/// `set=method` (where GIR does not name a property's accessors). `/// text` lines become the
/// documentation of the entry after them.
public struct AllowList: Sendable {
    public struct Entry: Sendable {
        public enum Kind: Sendable { case property, getter, signal }
        public var kind: Kind
        public var girName: String
        public var swiftName: String
        public var options: Set<String>
        public var documentation: [String]
        public var line: Int

        /// The value of an option `name=value`.
        public func option(_ name: String) -> String? {
            options.first { $0.hasPrefix(name + "=") }.map { String($0.dropFirst(name.count + 1)) }
        }
    }

    public struct ClassEntry: Sendable {
        public var girName: String
        public var swiftName: String
        /// A `protocol` entry: a Swift protocol whose extension holds the accessors, for
        /// an interface or ancestor several wrapper classes share (`Editable`).
        public var isProtocol: Bool
        /// The protocols of this allow-list the class conforms to (`class … Entry : Editable`).
        public var conformances: [String]
        public var entries: [Entry]
        public var line: Int
    }

    public struct EnumEntry: Sendable {
        public var girName: String
        public var swiftName: String
        public var isFlags: Bool
        /// GIR member name → Swift case name; empty: all members.
        public var members: [(gir: String, swift: String)]
        public var documentation: [String]
        public var line: Int
    }

    public var classes: [ClassEntry] = []
    public var enums: [EnumEntry] = []

    public init(text: String) throws(GIRError) {
        var documentation: [String] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let trimmed = rawLine.trimmingSpaces
            if trimmed.hasPrefix("///") {
                documentation.append(String(trimmed))
                continue
            }
            let words = (trimmed.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
                .split(separator: " ").map(String.init)
            guard let keyword = words.first else { continue }
            guard words.count >= 3 else { throw GIRError("allow-list line \(number): expected a GIR and a Swift name") }
            let options = Set(words.dropFirst(3))
            switch keyword {
            case "class", "protocol":
                let conformances = words.count > 4 && words[3] == ":" ? words[4...].map { $0.filter { $0 != "," } } : []
                classes.append(
                    ClassEntry(
                        girName: words[1], swiftName: words[2], isProtocol: keyword == "protocol",
                        conformances: conformances, entries: [], line: number))
            case "enum", "flags":
                let members = words.dropFirst(3).map { word -> (gir: String, swift: String) in
                    let parts = word.split(separator: "=").map(String.init)
                    return (parts[0], parts.count > 1 ? parts[1] : swiftCaseName(parts[0]))
                }
                enums.append(
                    EnumEntry(
                        girName: words[1], swiftName: words[2], isFlags: keyword == "flags", members: members,
                        documentation: documentation, line: number))
            case "prop", "get", "signal":
                guard !classes.isEmpty else { throw GIRError("allow-list line \(number): \(keyword) outside a class") }
                let kind: Entry.Kind = keyword == "prop" ? .property : keyword == "get" ? .getter : .signal
                classes[classes.count - 1].entries.append(
                    Entry(
                        kind: kind, girName: words[1], swiftName: words[2], options: options,
                        documentation: documentation, line: number))
            default:
                throw GIRError("allow-list line \(number): unknown keyword \(keyword)")
            }
            documentation = []
        }
    }
}

/// "slide-left" → "slideLeft", "both_axes" → "bothAxes".
public func swiftCaseName(_ gir: String) -> String {
    let parts = gir.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    guard let first = parts.first else { return gir }
    return first + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
}

extension Substring {
    var trimmingSpaces: Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" { result = result.dropFirst() }
        while let last = result.last, last == " " || last == "\t" || last == "\r" { result = result.dropLast() }
        return result
    }
}
