import Foundation

/// `fsync` of files and folders, so that a rename is only done once the renamed bytes
/// are on disk, and the rename itself is on disk before anything relies on it.
enum FileSync {
    /// Flushes a file's bytes to disk.
    static func file(_ url: URL) throws(BackupError) {
        try sync(url.path, flags: O_RDONLY)
    }

    /// Flushes a folder's entries (renames, new names) to disk.
    static func folder(_ url: URL) throws(BackupError) {
        try sync(url.path, flags: O_RDONLY | O_DIRECTORY)
    }

    /// Renames `from` to `to` (replacing `to`), atomically on the same file system.
    static func rename(_ from: URL, to: URL) throws(BackupError) {
        guard Foundation.rename(from.path, to.path) == 0 else {
            throw BackupError.storage(posix("rename \(from.lastPathComponent) → \(to.lastPathComponent)"))
        }
    }

    private static func sync(_ path: String, flags: Int32) throws(BackupError) {
        let descriptor = open(path, flags | O_CLOEXEC)
        guard descriptor >= 0 else { throw BackupError.storage(posix("open \(path)")) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw BackupError.storage(posix("fsync \(path)")) }
    }

    private static func posix(_ what: String) -> NSError {
        let code = errno
        return NSError(
            domain: NSPOSIXErrorDomain, code: Int(code),
            userInfo: [NSLocalizedDescriptionKey: "\(what): \(String(cString: strerror(code)))"])
    }
}
