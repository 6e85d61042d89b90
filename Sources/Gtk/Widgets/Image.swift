import CGtk
import Foundation

/// An icon from the theme or a small image (`GtkImage`).
@MainActor
public final class Image: Widget {
    public init(icon: String, pixelSize: Int32 = 0) {
        super.init(UnsafeMutableRawPointer(gtk_image_new_from_icon_name(icon)))
        if pixelSize > 0 { gtk_image_set_pixel_size(OpaquePointer(pointer), pixelSize) }
        setAccessibleHidden(true) // decorative unless given a label
        AccessibleNames.withoutTypeName(pointer)
    }
    public func setIcon(_ name: String) { gtk_image_set_from_icon_name(opaque, name) }
    public func setTexture(_ texture: Texture?) { gtk_image_set_from_paintable(opaque, texture?.opaque) }
    public enum IconSize { case normal, large }
}

/// A picture that scales to its allocation (`GtkPicture`).
@MainActor
public final class Picture: Widget {
    public init() {
        super.init(UnsafeMutableRawPointer(gtk_picture_new()))
        AccessibleNames.withoutTypeName(pointer) // named by what it shows, if at all
    }
    var picture: OpaquePointer { opaque }
    public func setTexture(_ texture: Texture?) { gtk_picture_set_paintable(picture, texture?.opaque) }
    public func setAlternativeText(_ text: String) { gtk_picture_set_alternative_text(picture, text) }
    /// The pixels of what it shows (its paintable's intrinsic size; 0 × 0 when empty).
    public var paintableSize: (width: Int, height: Int) {
        guard let paintable = gtk_picture_get_paintable(picture) else { return (0, 0) }
        return (Int(gdk_paintable_get_intrinsic_width(paintable)), Int(gdk_paintable_get_intrinsic_height(paintable)))
    }
    /// How the image fits its allocation (GTK 4.8's content-fit).
    public enum ContentFit { case fill, contain, cover, scaleDown }
    public var contentFit: ContentFit = .contain {
        didSet {
            let fit: GtkContentFit
            switch contentFit {
            case .fill: fit = GTK_CONTENT_FIT_FILL
            case .contain: fit = GTK_CONTENT_FIT_CONTAIN
            case .cover: fit = GTK_CONTENT_FIT_COVER
            case .scaleDown: fit = GTK_CONTENT_FIT_SCALE_DOWN
            }
            gtk_picture_set_content_fit(picture, fit)
        }
    }
}

/// Why an image could not be decoded.
public struct TextureError: Error, Sendable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

/// Decoded image pixels on the GPU side (`GdkTexture`), from PNG/JPEG/… bytes or a file.
/// Decoding is thread-safe: make textures off the main thread and hand them back
/// through `MainContext.run` (the wrapper is `@unchecked Sendable` for that hop only;
/// GdkTexture is immutable).
public final class Texture: @unchecked Sendable {
    public let pointer: UnsafeMutableRawPointer
    public var opaque: OpaquePointer { OpaquePointer(pointer) }

    /// Decodes image bytes (any format gdk-pixbuf knows).
    public init(data: Data) throws(TextureError) {
        var error: UnsafeMutablePointer<GError>?
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        guard let texture = gdk_texture_new_from_bytes(bytes, &error) else {
            throw TextureError(message: Texture.consume(error))
        }
        pointer = UnsafeMutableRawPointer(texture)
    }

    /// Decodes an image file.
    public init(contentsOf url: URL) throws(TextureError) {
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_filename(url.path, &error) else {
            throw TextureError(message: Texture.consume(error))
        }
        pointer = UnsafeMutableRawPointer(texture)
    }

    /// Decodes an image file reduced to fit `maximumWidth` × `maximumHeight` (aspect kept;
    /// never enlarged). JPEG decodes at 1/2, 1/4 or 1/8 size directly, so this is much
    /// quicker than a full decode of a large photo: a preview to show first.
    public init(contentsOf url: URL, fittingWidth maximumWidth: Int, height maximumHeight: Int) throws(TextureError) {
        var error: UnsafeMutablePointer<GError>?
        guard
            let pixbuf = gdk_pixbuf_new_from_file_at_scale(
                url.path, Int32(max(1, maximumWidth)),
                Int32(max(1, maximumHeight)), 1, &error)
        else {
            throw TextureError(message: Texture.consume(error))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        pointer = UnsafeMutableRawPointer(gdk_texture_new_for_pixbuf(pixbuf))
    }

    /// The pixel size of an image file, read from its header (nil when unknown).
    public static func size(ofFileAt url: URL) -> (width: Int, height: Int)? {
        var width: Int32 = 0, height: Int32 = 0
        guard gdk_pixbuf_get_file_info(url.path, &width, &height) != nil, width > 0, height > 0 else { return nil }
        return (Int(width), Int(height))
    }

    /// Adopts a texture reference (transfer full).
    public init(adopting pointer: UnsafeMutableRawPointer) { self.pointer = pointer }

    deinit { g_object_unref(pointer) }

    public var width: Int { Int(gdk_texture_get_width(opaque)) }
    public var height: Int { Int(gdk_texture_get_height(opaque)) }

    /// Encodes the texture as PNG bytes.
    public func pngData() -> Data {
        guard let bytes = gdk_texture_save_to_png_bytes(opaque) else { return Data() }
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        guard let base = g_bytes_get_data(bytes, &size) else { return Data() }
        return Data(bytes: base, count: Int(size))
    }

    static func consume(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "Unknown error" }
        defer { g_error_free(error) }
        return String(cString: error.pointee.message)
    }
}
