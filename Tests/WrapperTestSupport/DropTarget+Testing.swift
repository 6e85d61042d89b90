import CGtk
import Foundation

@testable import Gtk

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

private func G_TYPE_FROM_INSTANCE_swift(_ instance: UnsafeMutableRawPointer) -> GType {
    instance.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
}
