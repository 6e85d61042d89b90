import Foundation

/// The first check of a restore file, before SQLite reads a byte of it: a regular file
/// whose 100-byte SQLite header is well formed, in rollback-journal mode (a backup never
/// needs a `-wal` beside it), UTF-8, and whose page count × page size is exactly the
/// file's size (a truncated file, or one whose header claims terabytes, is refused here),
/// with few unused pages (a backup is written into a new file and has none).
struct BackupFileHeader {
    let pageSize: Int
    let pageCount: Int
    let freePages: Int

    /// Reads and checks the header of `url`.
    static func check(_ url: URL) throws(BackupError) -> BackupFileHeader {
        var info = stat()
        guard stat(url.path, &info) == 0 else {
            throw BackupError.refused(tr("it cannot be read."), detail: String(cString: strerror(errno)))
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw BackupError.refused(tr("it is not a regular file.")) }
        let size = Int(info.st_size)
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            throw BackupError.refused(tr("it cannot be read."), detail: String(cString: strerror(errno)))
        }
        // Closing a file only read from cannot lose anything.
        defer { try? handle.close() }
        let bytes: [UInt8]
        do { bytes = [UInt8](try handle.read(upToCount: 100) ?? Data()) } catch {
            throw BackupError.refused(tr("it cannot be read."), detail: "\(error)")
        }
        let magic = Array("SQLite format 3\u{0}".utf8)
        guard bytes.count >= magic.count, Array(bytes[0..<magic.count]) == magic else {
            throw BackupError.refused(tr("it is not a Drilldown backup (not an SQLite database)."))
        }
        guard bytes.count == 100, size >= 512 else {
            throw BackupError.refused(tr("it is truncated."), detail: "\(size) bytes")
        }
        func number(_ offset: Int, _ length: Int) -> Int {
            bytes[offset..<offset + length].reduce(0) { $0 << 8 | Int($1) }
        }
        let rawPageSize = number(16, 2)
        let pageSize = rawPageSize == 1 ? 65536 : rawPageSize
        guard pageSize >= 512, pageSize <= 65536, pageSize & (pageSize - 1) == 0,
            bytes[21] == 64, bytes[22] == 32, bytes[23] == 32, number(44, 4) >= 1, number(44, 4) <= 4
        else {
            throw BackupError.refused(tr("its database header is damaged."))
        }
        guard bytes[18] == 1, bytes[19] == 1 else {
            throw BackupError.refused(tr("it is a database in write-ahead-log mode, which backups never are."))
        }
        guard number(56, 4) == 1 else { throw BackupError.refused(tr("its text is not stored as UTF-8.")) }
        let pageCount = number(28, 4)
        guard pageCount > 0, number(92, 4) == number(24, 4) else {
            throw BackupError.refused(tr("its header does not say how many pages it has."))
        }
        guard pageCount * pageSize == size else {
            throw BackupError.refused(
                fill(
                    tr("its header announces %1$@ bytes but the file has %2$@ (it is truncated or altered)."),
                    String(pageCount * pageSize), String(size)))
        }
        let freePages = number(36, 4)
        guard freePages <= pageCount / 10 + 16 else {
            throw BackupError.refused(
                fill(
                    tr("%1$@ of its %2$@ pages are unused, which a backup never has."),
                    String(freePages), String(pageCount)))
        }
        return BackupFileHeader(pageSize: pageSize, pageCount: pageCount, freePages: freePages)
    }
}
