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

/// Decoded pixels in memory (`GdkPixbuf`), made by `PixbufGate` (the one way to decode
/// a picture): scaling, cropping thumbnails, and encoding PNG.
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

    /// A copy scaled to exactly `width` × `height` (bilinear; callers keep the aspect).
    public func scaled(width: Int, height: Int) throws(ImageError) -> Pixbuf {
        guard
            let result = gdk_pixbuf_scale_simple(
                pixbuf, Int32(clamping: max(1, width)), Int32(clamping: max(1, height)),
                GDK_INTERP_BILINEAR)
        else {
            throw .unreadable("out of memory while scaling the image")
        }
        return Pixbuf(adopting: result)
    }

    /// The largest centred square of the pixels scaled to `side` × `side` (thumbnails
    /// that fill a square without distortion).
    public func squareThumbnail(side: Int) throws(ImageError) -> Pixbuf {
        let edge = min(width, height)
        guard edge > 0,
            let square = gdk_pixbuf_new_subpixbuf(
                pixbuf, Int32((width - edge) / 2), Int32((height - edge) / 2),
                Int32(edge), Int32(edge))
        else {
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

    private static func consume(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        return String(cString: error.pointee.message)
    }
}
