import CGtk
import Foundation

/// Lets content be dragged out of a widget (`GtkDragSource`, copy): a picture as image data
/// for an app that takes images, and as a file for a file manager. A press and a move
/// start the drag; with no content set, nothing is dragged.
@MainActor
public final class DragSource: GestureSingle {
    public init() {
        super.init(UnsafeMutableRawPointer(gtk_drag_source_new()), ownership: .adopt)
        gtk_drag_source_set_actions(source, GDK_ACTION_COPY)
    }

    var source: OpaquePointer { opaque }

    /// Offers `texture` (image formats: PNG, TIFF…) and, when given, the local file at
    /// `file` (a file list and URIs); nil for both: nothing to drag.
    public func setContent(texture: Texture?, file: URL?) {
        var providers: [UnsafeMutablePointer<GdkContentProvider>?] = []
        if let texture {
            var value = GValue()
            g_value_init(&value, gdk_texture_get_type())
            g_value_set_object(&value, texture.pointer)
            providers.append(gdk_content_provider_new_for_value(&value))
            g_value_unset(&value)
        }
        if let file, let gfile = g_file_new_for_path(file.path) {
            var value = GValue()
            g_value_init(&value, g_file_get_type())
            g_value_set_object(&value, UnsafeMutableRawPointer(gfile))
            providers.append(gdk_content_provider_new_for_value(&value))
            g_value_unset(&value)
            g_object_unref(UnsafeMutableRawPointer(gfile))
        }
        guard !providers.isEmpty else {
            gtk_drag_source_set_content(source, nil)
            return
        }
        // The union takes the providers' references.
        let union = providers.withUnsafeMutableBufferPointer { buffer in
            gdk_content_provider_new_union(buffer.baseAddress, gsize(buffer.count))
        }
        gtk_drag_source_set_content(source, union)
        g_object_unref(UnsafeMutableRawPointer(union))
    }

    /// The MIME types the content can be dropped as (empty when there is none).
    public var offeredMimeTypes: [String] {
        guard let content = gtk_drag_source_get_content(source),
            let formats = gdk_content_provider_ref_formats(content)
        else { return [] }
        let all = gdk_content_formats_union_serialize_mime_types(formats)
        defer { gdk_content_formats_unref(all) }
        var count: gsize = 0
        guard let types = gdk_content_formats_get_mime_types(all, &count) else { return [] }
        return (0..<Int(count)).compactMap { types[$0].map { String(cString: $0) } }
    }

    /// `drag-begin`: a drag of the content started.
    @discardableResult
    public func onDragBegin(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        onDragBeginRaw { _ in handler() }
    }
}
