import Foundation

/// Why a file could not be imported, in words a person understands.
///
/// `message` is already translated (built with `tr()`/`fill()`), ready to show in a
/// dialog: for example "line 3, column 14: Opening and ending tag mismatch: title and Book".
public struct ImportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The translated, user-readable explanation.
    public var message: String
    /// True when the read was cancelled (`ImportError.cancelled`), not refused.
    public internal(set) var isCancellation = false

    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}

extension ImportError {
    /// "The file “%1$@” could not be read: %2$@".
    static func unreadable(_ url: URL, reason: String) -> ImportError {
        ImportError(
            message: fill(
                tr("The file “%1$@” could not be read: %2$@"),
                DisplayText.title(url.lastPathComponent), reason))
    }

    static func tooLarge(name: String, limit: Int) -> ImportError {
        ImportError(
            message: fill(
                tr("The file “%1$@” is too large (more than %2$@)."),
                DisplayText.title(name), ByteCountFormatter.string(fromByteCount: Int64(limit), countStyle: .file)))
    }

    static func empty(name: String) -> ImportError {
        ImportError(message: fill(tr("The file “%1$@” is empty."), DisplayText.title(name)))
    }

    static func tooDeep(limit: Int) -> ImportError {
        ImportError(message: fill(tr("The document is nested too deeply (more than %1$@ levels)."), String(limit)))
    }

    static func tooManyNodes(limit: Int) -> ImportError {
        ImportError(message: fill(tr("The document has too many entries to browse (more than %1$@)."), String(limit)))
    }

    /// Prefixes a position to a parser's message: "line 3, column 14: …".
    static func at(line: Int, column: Int, _ message: String) -> ImportError {
        if line > 0 && column > 0 {
            return ImportError(message: fill(tr("line %1$@, column %2$@: %3$@"), String(line), String(column), message))
        } else if line > 0 {
            return ImportError(message: fill(tr("line %1$@: %2$@"), String(line), message))
        }
        return ImportError(message: message)
    }
}
