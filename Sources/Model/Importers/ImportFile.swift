import Foundation

/// Reads whole files for the importers, with a size limit so that a huge file is refused
/// with a message instead of exhausting memory.
///
/// Only regular files are read: the file is opened with `O_NONBLOCK` (so opening a named
/// pipe with no writer, or a device, cannot block) and checked with `fstat` before a
/// single byte is read; pipes, devices, sockets and folders are refused at once.
enum ImportFile {
    /// Files larger than this are refused by the tree, books and trends importers.
    static let defaultLimit = ReadLimits.standard.fileBytes

    static func read(_ url: URL, limit: Int = defaultLimit) throws(ImportError) -> Data {
        let name = url.lastPathComponent
        let (fd, size) = try openRegularFile(url)
        defer { close(fd) }
        var data = Data(count: min(max(size, 0), limit) + 1)
        var total = 0
        while true {
            if total == data.count {
                if total > limit { throw ImportError.tooLarge(name: name, limit: limit) }
                data.count = min(limit + 1, max(data.count * 2, 64 * 1024))
            }
            let got = try read(fd, into: &data, at: total, url)
            if got == 0 { break }
            total += got
            if total > limit { throw ImportError.tooLarge(name: name, limit: limit) }
        }
        data.count = total
        return data
    }

    /// The first `count` bytes of a regular file (fewer if it is shorter), and its size.
    static func head(of url: URL, count: Int) throws(ImportError) -> (bytes: Data, size: Int) {
        let (fd, size) = try openRegularFile(url)
        defer { close(fd) }
        var data = Data(count: count)
        var total = 0
        while total < count {
            let got = try read(fd, into: &data, at: total, url)
            if got == 0 { break }
            total += got
        }
        data.count = total
        return (data, size)
    }

    /// One `read(2)` of `fd` into `data` from `offset` to its end (again if interrupted):
    /// the bytes read, 0 at the end of the file.
    private static func read(_ fd: Int32, into data: inout Data, at offset: Int, _ url: URL) throws(ImportError) -> Int
    {
        while true {
            let got = data.withUnsafeMutableBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return Foundation.read(fd, base + offset, raw.count - offset)
            }
            if got >= 0 { return got }
            if errno != EINTR { throw .unreadable(url, reason: String(cString: strerror(errno))) }
        }
    }

    /// Opens `url` for reading if it is a regular file; returns the descriptor (the
    /// caller closes it) and the file's size.
    static func openRegularFile(_ url: URL) throws(ImportError) -> (fd: Int32, size: Int) {
        var info = stat()
        if stat(url.path, &info) == 0, let reason = notRegular(info.st_mode) {
            throw .unreadable(url, reason: reason)
        }
        let fd = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            throw .unreadable(url, reason: reason(errno: errno))
        }
        guard fstat(fd, &info) == 0 else {
            let code = errno
            close(fd)
            throw .unreadable(url, reason: reason(errno: code))
        }
        if let reason = notRegular(info.st_mode) {
            close(fd)
            throw .unreadable(url, reason: reason)
        }
        return (fd, Int(info.st_size))
    }

    /// Why a file of this mode is not read, or nil for a regular file.
    static func notRegular(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return tr("it is a folder")
        case S_IFIFO: return tr("it is a named pipe (FIFO), not a regular file")
        case S_IFSOCK: return tr("it is a socket, not a regular file")
        case S_IFCHR, S_IFBLK: return tr("it is a device, not a regular file")
        default: return tr("it is not a regular file")
        }
    }

    static func reason(errno code: Int32) -> String {
        switch code {
        case ENOENT, ENOTDIR: return tr("no such file")
        case EACCES, EPERM: return tr("permission denied")
        case EISDIR: return tr("it is a folder")
        default: return String(cString: strerror(code))
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
