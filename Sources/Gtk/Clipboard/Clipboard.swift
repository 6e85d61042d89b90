import CGtk
import Foundation

/// The clipboard of a widget's display (`GdkClipboard`): reading an image or files
/// pasted with Ctrl+V, and putting content on it (copy, and tests).
///
/// Reads are asynchronous (the content may come from another program); their
/// completions run on the main thread.
@MainActor
public final class Clipboard: Object {
    /// The clipboard of `widget`'s display.
    public init(of widget: Widget) {
        super.init(UnsafeMutableRawPointer(gtk_widget_get_clipboard(widget.widget)))
    }

    var clipboard: OpaquePointer { opaque }

    /// Whether the clipboard offers an image (any format GDK turns into a texture).
    public var hasTexture: Bool { formats(contain: dd_type_texture()) }
    /// Whether the clipboard offers files (copied in a file manager).
    public var hasFiles: Bool { formats(contain: dd_type_file_list()) || formats(contain: dd_type_file()) }

    private func formats(contain type: GType) -> Bool {
        guard let formats = gdk_clipboard_get_formats(clipboard) else { return false }
        return gdk_content_formats_contain_gtype(formats, type) != 0
    }

    /// Reads the clipboard's image; the completion gets the texture, or nil with a
    /// reason when there is none or it cannot be decoded.
    public func readTexture(_ completion: @escaping @MainActor (Texture?, String?) -> Void) {
        let data = Unmanaged.passRetained(ReadBox { source, result in
            var error: UnsafeMutablePointer<GError>?
            if let texture = gdk_clipboard_read_texture_finish(OpaquePointer(source), result, &error) {
                completion(Texture(adopting: UnsafeMutableRawPointer(texture)), nil)
            } else {
                completion(nil, Texture.consume(error))
            }
        }).toOpaque()
        gdk_clipboard_read_texture_async(clipboard, nil, readFinished, data)
    }

    /// Reads files from the clipboard (a file list or a single file); the completion gets
    /// their local paths (empty when there are none), or nil with a reason.
    public func readFiles(_ completion: @escaping @MainActor ([URL]?, String?) -> Void) {
        let type = formats(contain: dd_type_file_list()) ? dd_type_file_list() : dd_type_file()
        let data = Unmanaged.passRetained(ReadBox { source, result in
            var error: UnsafeMutablePointer<GError>?
            guard let value = gdk_clipboard_read_value_finish(OpaquePointer(source), result, &error) else {
                completion(nil, Texture.consume(error))
                return
            }
            completion(FileValues.urls(in: UnsafeMutableRawPointer(mutating: value)), nil)
        }).toOpaque()
        gdk_clipboard_read_value_async(clipboard, type, G_PRIORITY_DEFAULT, nil, readFinished, data)
    }

    /// Puts an image on the clipboard (owned by this process until replaced).
    public func set(texture: Texture) { gdk_clipboard_set_texture(clipboard, texture.opaque) }

    /// Puts text on the clipboard.
    public func set(text: String) {
        var value = GValue()
        g_value_init(&value, dd_type_string())
        g_value_set_string(&value, text)
        gdk_clipboard_set_value(clipboard, &value)
        g_value_unset(&value)
    }

    /// Puts files on the clipboard, as a file manager's "Copy" does.
    public func set(files urls: [URL]) {
        var value = GValue()
        FileValues.initialize(&value, with: urls)
        gdk_clipboard_set_value(clipboard, &value)
        g_value_unset(&value)
    }
}

/// The completion of one asynchronous read, retained until its callback ran.
private final class ReadBox: @unchecked Sendable {
    // @unchecked: made and finished on the main thread; GLib only carries the pointer.
    let finish: @MainActor (UnsafeMutablePointer<GObject>?, OpaquePointer?) -> Void
    init(_ finish: @escaping @MainActor (UnsafeMutablePointer<GObject>?, OpaquePointer?) -> Void) { self.finish = finish }
}

/// GLib calls async-ready callbacks on the main context's thread (the main thread).
private let readFinished: GAsyncReadyCallback = { source, result, data in
    guard let data else { return }
    let box = Unmanaged<ReadBox>.fromOpaque(data).takeRetainedValue()
    nonisolated(unsafe) let object = source
    nonisolated(unsafe) let asyncResult = result
    MainActor.assumeIsolated { box.finish(object, asyncResult) }
}
