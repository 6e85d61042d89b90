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

    /// Whether the clipboard offers files (copied in a file manager).
    public var hasFiles: Bool { formats(contain: dd_type_file_list()) || formats(contain: dd_type_file()) }

    /// The image formats a paste asks for, in order of preference (gdk-pixbuf reads them
    /// all; GTK serializes an image copied in this process as PNG).
    public static let imageMimeTypes = [
        "image/png", "image/jpeg", "image/gif", "image/webp", "image/bmp", "image/tiff",
    ]

    /// Whether the clipboard offers image bytes (in a format of `imageMimeTypes`, or an
    /// image GTK can serialize to one).
    public var hasImage: Bool {
        guard let formats = gdk_clipboard_get_formats(clipboard) else { return false }
        let all = gdk_content_formats_union_serialize_mime_types(gdk_content_formats_ref(formats))
        defer { gdk_content_formats_unref(all) }
        return Clipboard.imageMimeTypes.contains { gdk_content_formats_contain_mime_type(all, $0) != 0 }
    }

    private func formats(contain type: GType) -> Bool {
        guard let formats = gdk_clipboard_get_formats(clipboard) else { return false }
        return gdk_content_formats_contain_gtype(formats, type) != 0
    }

    /// Why pasted image bytes could not be read.
    public enum ImageBytesError: Error, Sendable, Equatable {
        /// More than `limit` bytes: refused before they are all read.
        case tooLong(limit: Int)
        /// No image, or the transfer failed; the system's message.
        case failed(String)
    }

    /// Reads the clipboard's image as the encoded bytes it is offered in (PNG, JPEG…),
    /// without decoding it: the picture gate checks and decodes them off the main
    /// thread. The read is asynchronous and stops past `limit` bytes.
    public func readImageBytes(limit: Int, _ completion: @escaping @MainActor (Result<Data, ImageBytesError>) -> Void) {
        let reader = StreamReader(limit: limit, completion: completion)
        let data = Unmanaged.passRetained(
            ReadBox { source, result in
                var error: UnsafeMutablePointer<GError>?
                guard let stream = gdk_clipboard_read_finish(OpaquePointer(source), result, nil, &error) else {
                    completion(.failure(.failed(Texture.consume(error))))
                    return
                }
                reader.start(stream)
            }
        ).toOpaque()
        var types = Clipboard.imageMimeTypes.map { strdup($0) }
        types.append(nil)
        types.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress?.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) { pointer in
                gdk_clipboard_read_async(clipboard, pointer, G_PRIORITY_DEFAULT, nil, readFinished, data)
            }
        }
        for type in types { free(type) }
    }

    /// Puts encoded bytes (`mimeType`, e.g. "image/png") on the clipboard, as an image
    /// editor's "Copy" does.
    public func set(data: Data, mimeType: String) {
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        let provider = gdk_content_provider_new_for_bytes(mimeType, bytes)
        g_bytes_unref(bytes)
        gdk_clipboard_set_content(clipboard, provider)
        g_object_unref(UnsafeMutableRawPointer(provider))
    }

    /// Reads files from the clipboard (a file list or a single file); the completion gets
    /// their local paths (empty when there are none), or nil with a reason.
    public func readFiles(_ completion: @escaping @MainActor ([URL]?, String?) -> Void) {
        let type = formats(contain: dd_type_file_list()) ? dd_type_file_list() : dd_type_file()
        let data = Unmanaged.passRetained(
            ReadBox { source, result in
                var error: UnsafeMutablePointer<GError>?
                guard let value = gdk_clipboard_read_value_finish(OpaquePointer(source), result, &error) else {
                    completion(nil, Texture.consume(error))
                    return
                }
                completion(FileValues.urls(in: UnsafeMutableRawPointer(mutating: value)), nil)
            }
        ).toOpaque()
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

/// Reads a GInputStream to its end, a chunk at a time on the main context (no thread
/// blocks), stopping past `limit` bytes.
@MainActor
private final class StreamReader {
    private let limit: Int
    private let completion: @MainActor (Result<Data, Clipboard.ImageBytesError>) -> Void
    private var bytes = Data()
    private var stream: UnsafeMutablePointer<GInputStream>?

    init(limit: Int, completion: @escaping @MainActor (Result<Data, Clipboard.ImageBytesError>) -> Void) {
        self.limit = limit
        self.completion = completion
    }

    func start(_ stream: UnsafeMutablePointer<GInputStream>) {
        self.stream = stream
        readNext()
    }

    private func readNext() {
        guard let stream else { return }
        let data = Unmanaged.passRetained(
            ReadBox { [self] source, result in
                var error: UnsafeMutablePointer<GError>?
                guard
                    let chunk = g_input_stream_read_bytes_finish(
                        UnsafeMutableRawPointer(source)?.assumingMemoryBound(to: GInputStream.self), result, &error)
                else {
                    finish(.failure(.failed(Texture.consume(error))))
                    return
                }
                defer { g_bytes_unref(chunk) }
                var size: gsize = 0
                let start = g_bytes_get_data(chunk, &size)
                if size == 0 {
                    finish(.success(bytes))
                    return
                }
                guard bytes.count + Int(size) <= limit else {
                    finish(.failure(.tooLong(limit: limit)))
                    return
                }
                if let start { bytes.append(start.assumingMemoryBound(to: UInt8.self), count: Int(size)) }
                readNext()
            }
        ).toOpaque()
        g_input_stream_read_bytes_async(stream, 64 * 1024, G_PRIORITY_DEFAULT, nil, readFinished, data)
    }

    private func finish(_ result: Result<Data, Clipboard.ImageBytesError>) {
        if let stream {
            g_input_stream_close(stream, nil, nil)
            g_object_unref(UnsafeMutableRawPointer(stream))
        }
        stream = nil
        bytes = Data()
        completion(result)
    }
}

/// The completion of one asynchronous read, retained until its callback ran.
private final class ReadBox: @unchecked Sendable {
    // @unchecked: made and finished on the main thread; GLib only carries the pointer.
    let finish: @MainActor (UnsafeMutablePointer<GObject>?, OpaquePointer?) -> Void
    init(_ finish: @escaping @MainActor (UnsafeMutablePointer<GObject>?, OpaquePointer?) -> Void) {
        self.finish = finish
    }
}

/// GLib calls async-ready callbacks on the main context's thread (the main thread).
private let readFinished: GAsyncReadyCallback = { source, result, data in
    guard let data else { return }
    let box = Unmanaged<ReadBox>.fromOpaque(data).takeRetainedValue()
    nonisolated(unsafe) let object = source
    nonisolated(unsafe) let asyncResult = result
    MainActor.assumeIsolated { box.finish(object, asyncResult) }
}
