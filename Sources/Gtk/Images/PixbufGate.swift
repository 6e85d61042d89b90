import CGtk
import Foundation
import GtkShims

/// The one gate every picture goes through, whatever brought it (file chooser, drop,
/// paste, a BLOB read back from a database): the bytes are fed to a loader in chunks,
/// the size the header announces is checked before any pixel memory is allocated
/// (over-large images are refused undecoded), truncated or partial images are refused
/// (a cut file's missing rows or end marker), and the result is turned upright and
/// scaled to fit `maxSide`. Call it off the main thread.
public enum PixbufGate {
    /// The bytes of one chunk fed to the loader.
    static let chunkSize = 64 * 1024

    /// Decodes image bytes held in memory.
    public static func decode(data: Data, maxPixels: Int, maxSide: Int) throws(ImageError) -> Pixbuf {
        let gate = Gate(maxPixels: maxPixels, maxSide: maxSide)
        var offset = 0
        while offset < data.count {
            let end = min(data.count, offset + chunkSize)
            if let refusal = data[offset..<end].withUnsafeBytes({ gate.write($0) }) { throw refusal }
            offset = end
        }
        return try gate.finish()
    }

    /// Decodes an image file, read in chunks (never whole into memory). Only regular
    /// files are read: a FIFO or a device would block or never end.
    public static func decode(contentsOf url: URL, maxPixels: Int, maxSide: Int) throws(ImageError) -> Pixbuf {
        var info = stat()
        guard stat(url.path, &info) == 0 else { throw .unreadable(String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .notAnImage }
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            throw .unreadable(
                String(cString: strerror(FileManager.default.fileExists(atPath: url.path) ? EACCES : ENOENT)))
        }
        defer { try? handle.close() } // closing a file only read from cannot lose anything
        let gate = Gate(maxPixels: maxPixels, maxSide: maxSide)
        while true {
            let chunk: Data
            do {
                chunk = try handle.read(upToCount: chunkSize) ?? Data()
            } catch {
                throw .unreadable(error.localizedDescription)
            }
            if chunk.isEmpty { break }
            if let refusal = chunk.withUnsafeBytes({ gate.write($0) }) { throw refusal }
        }
        return try gate.finish()
    }

    /// One `DdPixbufGate` (C, GtkShims), used by one thread.
    private final class Gate {
        private let gate: OpaquePointer

        init(maxPixels: Int, maxSide: Int) {
            gate = dd_pixbuf_gate_new(Int64(maxPixels), Int32(clamping: maxSide))
        }

        deinit { dd_pixbuf_gate_free(gate) }

        /// Feeds `bytes`; nil to go on, or why the image is refused.
        func write(_ bytes: UnsafeRawBufferPointer) -> ImageError? {
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return nil }
            let status = dd_pixbuf_gate_write(gate, base.assumingMemoryBound(to: UInt8.self), bytes.count)
            return status == 0 ? nil : error(status)
        }

        func finish() throws(ImageError) -> Pixbuf {
            var status: Int32 = 0
            guard let pixbuf = dd_pixbuf_gate_finish(gate, &status) else { throw error(status) }
            return Pixbuf(adopting: OpaquePointer(pixbuf))
        }

        private func error(_ status: Int32) -> ImageError {
            let message = String(cString: dd_pixbuf_gate_get_message(gate))
            switch Int(status) {
            case Int(DD_GATE_TOO_LARGE):
                var width: Int32 = 0, height: Int32 = 0
                dd_pixbuf_gate_get_announced_size(gate, &width, &height)
                return .tooLarge(width: Int(width), height: Int(height))
            case Int(DD_GATE_NOT_AN_IMAGE):
                return .notAnImage
            case Int(DD_GATE_TRUNCATED):
                return .truncated(message)
            default:
                return .unreadable(message.isEmpty ? "unknown error" : message)
            }
        }
    }
}
