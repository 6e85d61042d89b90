import Foundation

/// Why a file could not be imported, in words a person understands.
///
/// `message` is already translated (built with `tr()`/`fill()`), ready to show in a
/// dialog: for example "line 3, column 14: Opening and ending tag mismatch: title and Book".
public struct ImportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The translated, user-readable explanation.
    public var message: String

    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}

extension ImportError {
    /// "The file “%1$@” could not be read: %2$@".
    static func unreadable(_ url: URL, reason: String) -> ImportError {
        ImportError(message: fill(tr("The file “%1$@” could not be read: %2$@"),
                                  url.lastPathComponent, reason))
    }

    static func tooLarge(name: String, limit: Int) -> ImportError {
        ImportError(message: fill(tr("The file “%1$@” is too large (more than %2$@)."),
                                  name, ByteCountFormatter.string(fromByteCount: Int64(limit), countStyle: .file)))
    }

    static func empty(name: String) -> ImportError {
        ImportError(message: fill(tr("The file “%1$@” is empty."), name))
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

/// Reads whole files for the importers, with a size limit so that a huge file is refused
/// with a message instead of exhausting memory.
enum ImportFile {
    /// Files larger than this are refused by the tree, books and trends importers.
    static let defaultLimit = 256 * 1024 * 1024

    static func read(_ url: URL, limit: Int = defaultLimit) throws(ImportError) -> Data {
        let name = url.lastPathComponent
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: url)
        } catch {
            throw .unreadable(url, reason: reason(for: error, url: url))
        }
        defer { try? handle.close() }
        do {
            let data = try handle.read(upToCount: limit + 1) ?? Data()
            if data.count > limit { throw ImportError.tooLarge(name: name, limit: limit) }
            return data
        } catch let error as ImportError {
            throw error
        } catch {
            throw .unreadable(url, reason: reason(for: error, url: url))
        }
    }

    static func reason(for error: any Error, url: URL) -> String {
        var isDirectory: ObjCBool = false
        let fm = FileManager.default
        if !fm.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            return tr("no such file")
        }
        if isDirectory.boolValue { return tr("it is a folder") }
        if !fm.isReadableFile(atPath: url.path) { return tr("permission denied") }
        return (error as NSError).localizedDescription
    }
}
