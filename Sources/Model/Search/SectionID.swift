import Foundation

/// The stable name of one section of the app ("coffee", "drilldown"…): the key its
/// search results, its home row and whatever else the app keeps per section are filed
/// under. Each section declares its own in its folder
/// (`extension SectionID { static let coffee = SectionID("coffee") }`); nothing else
/// lists them.
public struct SectionID: Hashable, Sendable, CustomStringConvertible {
    /// Lower-case letters, digits and "-" (it appears in search result identifiers).
    public let rawValue: String

    /// Nil for a name with other characters, or an empty one.
    public init?(rawValue: String) {
        guard !rawValue.isEmpty, rawValue.allSatisfy(SectionID.allowed) else { return nil }
        self.rawValue = rawValue
    }

    /// A section's own, fixed name; it must follow `rawValue`'s rule (a wrong name is
    /// found by the first search result it makes: it cannot be read back).
    public init(_ name: StaticString) {
        rawValue = name.description
    }

    public var description: String { rawValue }

    private static func allowed(_ character: Character) -> Bool {
        character == "-" || (character.isASCII && (character.isLowercase || character.isNumber))
    }
}
