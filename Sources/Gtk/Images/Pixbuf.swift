import CGtk
import Foundation

/// Why an image could not be read, decoded or encoded.
public enum ImageError: Error, Sendable, Equatable {
    /// The file is not in an image format gdk-pixbuf knows (or not an image at all).
    case notAnImage
    /// The header announces more pixels than the caller allows (`width` × `height`).
    case tooLarge(width: Int, height: Int)
    /// The file could not be opened or its pixels are damaged; the system's message.
    case unreadable(String)
    /// The data ends before the image does (a cut or partial file); what is missing.
    case truncated(String)
}

/// Decoded pixels in memory (`GdkPixbuf`): the tool for reading image files at a
/// reduced size, scaling, and encoding PNG.
///
/// Every function here is safe off the main thread (gdk-pixbuf objects are not shared
/// between threads; a `Pixbuf` is immutable once made), so decode in the background and
/// hand the result (or its `texture()`) back through `MainContext.run`.
public final class Pixbuf: @unchecked Sendable {
    /// The `GdkPixbuf *` (one reference, owned).
    public let pointer: UnsafeMutableRawPointer
    var pixbuf: OpaquePointer { OpaquePointer(pointer) }

    /// Adopts a pixbuf reference (transfer full).
    init(adopting pointer: OpaquePointer) { self.pointer = UnsafeMutableRawPointer(pointer) }

    deinit { g_object_unref(pointer) }

    public var width: Int { Int(gdk_pixbuf_get_width(pixbuf)) }
    public var height: Int { Int(gdk_pixbuf_get_height(pixbuf)) }

    /// The width and height an image file's header announces, without decoding its
    /// pixels (`gdk_pixbuf_get_file_info`). Throws `.notAnImage` for files in no known
    /// image format and `.unreadable` when the size cannot be told.
    public static func size(ofFile url: URL) throws(ImageError) -> (width: Int, height: Int) {
        guard FileManager.default.isReadableFile(atPath: url.path) else {
            throw .unreadable(String(cString: strerror(FileManager.default.fileExists(atPath: url.path) ? EACCES : ENOENT)))
        }
        var width: Int32 = 0
        var height: Int32 = 0
        guard gdk_pixbuf_get_file_info(url.path, &width, &height) != nil else { throw .notAnImage }
        guard width > 0, height > 0 else { throw .unreadable("the image size cannot be determined") }
        return (Int(width), Int(height))
    }

    /// Decodes an image file so that it fits in `maxWidth` × `maxHeight` (aspect kept,
    /// never enlarged), scaling while decoding where the format allows, then turns it
    /// upright as its EXIF orientation says.
    public convenience init(contentsOf url: URL, fittingWidth maxWidth: Int, height maxHeight: Int) throws(ImageError) {
        var error: UnsafeMutablePointer<GError>?
        guard let scaled = gdk_pixbuf_new_from_file_at_scale(url.path, Int32(clamping: maxWidth), Int32(clamping: maxHeight), 1, &error) else {
            throw Pixbuf.imageError(error)
        }
        self.init(adopting: Pixbuf.upright(scaled))
    }

    /// Decodes image bytes (PNG, JPEG…) so that they fit in `maxWidth` × `maxHeight`.
    public convenience init(data: Data, fittingWidth maxWidth: Int, height maxHeight: Int) throws(ImageError) {
        var error: UnsafeMutablePointer<GError>?
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        let stream = g_memory_input_stream_new_from_bytes(bytes)
        g_bytes_unref(bytes)
        defer { g_object_unref(stream) }
        guard let scaled = gdk_pixbuf_new_from_stream_at_scale(stream, Int32(clamping: maxWidth), Int32(clamping: maxHeight), 1, nil, &error) else {
            throw Pixbuf.imageError(error)
        }
        self.init(adopting: Pixbuf.upright(scaled))
    }

    /// The pixels of a texture (e.g. one read from the clipboard).
    public convenience init(texture: Texture) throws(ImageError) {
        guard let pixbuf = gdk_pixbuf_get_from_texture(texture.opaque) else {
            throw .unreadable("the texture has no readable pixels")
        }
        self.init(adopting: pixbuf)
    }

    /// A copy scaled to exactly `width` × `height` (bilinear; callers keep the aspect).
    public func scaled(width: Int, height: Int) throws(ImageError) -> Pixbuf {
        guard let result = gdk_pixbuf_scale_simple(pixbuf, Int32(clamping: max(1, width)), Int32(clamping: max(1, height)),
                                                   GDK_INTERP_BILINEAR) else {
            throw .unreadable("out of memory while scaling the image")
        }
        return Pixbuf(adopting: result)
    }

    /// The largest centred square of the pixels scaled to `side` × `side` (thumbnails
    /// that fill a square without distortion).
    public func squareThumbnail(side: Int) throws(ImageError) -> Pixbuf {
        let edge = min(width, height)
        guard edge > 0, let square = gdk_pixbuf_new_subpixbuf(pixbuf, Int32((width - edge) / 2), Int32((height - edge) / 2),
                                                              Int32(edge), Int32(edge)) else {
            throw .unreadable("the image is empty")
        }
        let cropped = Pixbuf(adopting: square)
        return edge == side ? cropped : try cropped.scaled(width: side, height: side)
    }

    /// The pixels encoded as PNG.
    public func pngData() throws(ImageError) -> Data {
        var buffer: UnsafeMutablePointer<gchar>?
        var size: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        guard gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, "png", nil, nil, &error) != 0, let buffer else {
            throw .unreadable(Pixbuf.consume(error))
        }
        defer { g_free(buffer) }
        return Data(bytes: buffer, count: Int(size))
    }

    /// A texture with these pixels, for `Picture` and `Image`.
    public func texture() -> Texture {
        Texture(adopting: UnsafeMutableRawPointer(gdk_texture_new_for_pixbuf(pixbuf)))
    }

    /// Applies the EXIF orientation; consumes `pixbuf`'s reference, returns a new one.
    private static func upright(_ pixbuf: OpaquePointer) -> OpaquePointer {
        guard let rotated = gdk_pixbuf_apply_embedded_orientation(pixbuf) else { return pixbuf }
        g_object_unref(UnsafeMutableRawPointer(pixbuf))
        return rotated
    }

    /// Classifies a gdk-pixbuf error and frees it.
    private static func imageError(_ error: UnsafeMutablePointer<GError>?) -> ImageError {
        guard let error else { return .unreadable("unknown error") }
        let unknownFormat = error.pointee.domain == gdk_pixbuf_error_quark()
            && error.pointee.code == Int32(GDK_PIXBUF_ERROR_UNKNOWN_TYPE.rawValue)
        let message = consume(error)
        return unknownFormat ? .notAnImage : .unreadable(message)
    }

    private static func consume(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        return String(cString: error.pointee.message)
    }
}
