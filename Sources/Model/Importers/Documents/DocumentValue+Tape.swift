/// Readers that still build a `DocumentValue` (old-style property lists) hand it to the
/// tape here, so every format is browsed through the same `DocumentTape`.
extension DocumentTapeBuilder {
    /// Appends `value` and everything in it. Recursive: the readers bound the depth.
    mutating func append(_ value: DocumentValue) {
        switch value {
        case .dictionary(let members):
            beginDictionary()
            for member in members {
                key(member.key.utf8)
                append(member.value)
            }
            end()
        case .array(let elements):
            beginArray()
            for element in elements { append(element) }
            end()
        case .scalar(let scalar):
            self.scalar(scalar)
        }
    }

    /// The tape of a whole `DocumentValue`.
    static func tape(_ value: DocumentValue) -> DocumentTape {
        var builder = DocumentTapeBuilder()
        builder.append(value)
        return builder.finish()
    }
}
