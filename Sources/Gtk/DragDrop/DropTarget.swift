import CGtk
import Foundation

/// Accepts files dropped on a widget (`GtkDropTarget` for `GdkFileList` and `GFile`),
/// e.g. an image dragged from the file manager. While a drag hovers the widget, GTK
/// gives it the `:drop(active)` state, which the theme highlights.
@MainActor
public final class FileDropTarget: EventController {
    private var handler: (@MainActor ([URL]) -> Bool)?

    public init() {
        let target = gtk_drop_target_new(FundamentalType.invalid, GDK_ACTION_COPY)!
        super.init(UnsafeMutableRawPointer(target), ownership: .adopt)
        var types = [dd_type_file_list(), dd_type_file()]
        gtk_drop_target_set_gtypes(target, &types, gsize(types.count))
        onDropRaw { [weak self] value, _, _ in
            guard let self, let value else { return false }
            return self.deliver(FileValues.urls(in: value))
        }
    }

    /// `handler` gets the dropped files' local paths and returns whether it took them.
    public func onDrop(_ handler: @escaping @MainActor ([URL]) -> Bool) { self.handler = handler }

    private func deliver(_ urls: [URL]) -> Bool {
        guard !urls.isEmpty, let handler else { return false }
        return handler(urls)
    }
}
