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

private func G_TYPE_FROM_INSTANCE_swift(_ instance: UnsafeMutableRawPointer) -> GType {
    instance.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
}

// MARK: - Testing

extension FileDropTarget {
    /// Emits the `drop` signal with `urls` as a `GdkFileList`, exactly as GTK does when
    /// the user drops files (for tests). Returns the handler's answer.
    @discardableResult
    public func emitDrop(of urls: [URL]) -> Bool {
        var signalID: guint = 0
        var detail: GQuark = 0
        guard g_signal_parse_name("drop", G_TYPE_FROM_INSTANCE_swift(pointer), &signalID, &detail, 0) != 0 else {
            return false
        }
        var files = GValue()
        FileValues.initialize(&files, with: urls)
        defer { g_value_unset(&files) }
        var params = [GValue](repeating: GValue(), count: 4)
        g_value_init(&params[0], G_TYPE_FROM_INSTANCE_swift(pointer))
        g_value_set_object(&params[0], pointer)
        g_value_init(&params[1], g_value_get_type())
        withUnsafeMutablePointer(to: &files) { g_value_set_boxed(&params[1], $0) }
        g_value_init(&params[2], FundamentalType.double)
        g_value_init(&params[3], FundamentalType.double)
        var result = GValue()
        g_value_init(&result, FundamentalType.boolean)
        g_signal_emitv(&params, signalID, detail, &result)
        let accepted = g_value_get_boolean(&result) != 0
        for index in params.indices { g_value_unset(&params[index]) }
        g_value_unset(&result)
        return accepted
    }
}
