import CGtk
import Foundation

/// The desktop's file chooser (`GtkFileChooserNative`, since GtkFileDialog is 4.10+):
/// a portal dialog in a sandbox, GTK's own otherwise. Modal for its parent.
@MainActor
public final class FileChooser: Object {
    private var completion: (@MainActor (URL?) -> Void)?
    private(set) static var living: [ObjectIdentifier: FileChooser] = [:]

    public init(title: String, parent: Window?, acceptLabel: String, cancelLabel: String) {
        let native = gtk_file_chooser_native_new(
            title, parent?.gtkWindow, GTK_FILE_CHOOSER_ACTION_OPEN,
            acceptLabel, cancelLabel)
        super.init(UnsafeMutableRawPointer(native!), ownership: .adopt)
        gtk_native_dialog_set_modal(cast(GtkNativeDialog.self), 1)
        onResponseRaw { [weak self] response in self?.finish(response: response) }
    }

    /// Adds a filter by MIME types (e.g. "image/*") or glob patterns ("*.plist").
    public func addFilter(name: String, mimeTypes: [String] = [], patterns: [String] = []) {
        guard let filter = gtk_file_filter_new() else { return }
        gtk_file_filter_set_name(filter, name)
        mimeTypes.forEach { gtk_file_filter_add_mime_type(filter, $0) }
        patterns.forEach { gtk_file_filter_add_pattern(filter, $0) }
        gtk_file_chooser_add_filter(OpaquePointer(pointer), filter)
        g_object_unref(UnsafeMutableRawPointer(filter))
    }

    /// Shows the chooser; `completion` gets the chosen file or nil when cancelled.
    public func present(_ completion: @escaping @MainActor (URL?) -> Void) {
        self.completion = completion
        FileChooser.living[ObjectIdentifier(self)] = self
        gtk_native_dialog_show(cast(GtkNativeDialog.self))
    }

    private func finish(response: Int32) {
        var url: URL?
        if response == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_file(OpaquePointer(pointer)) {
            if let path = g_file_get_path(file) {
                url = URL(fileURLWithPath: String(cString: path))
                g_free(path)
            }
            g_object_unref(UnsafeMutableRawPointer(file))
        }
        complete(url)
    }

    func complete(_ url: URL?) {
        let done = completion
        completion = nil
        FileChooser.living[ObjectIdentifier(self)] = nil
        done?(url)
    }
}
