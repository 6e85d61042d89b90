import CGtk
import Foundation

/// Files carried in a `GValue` by drag-and-drop and the clipboard: a `GdkFileList`
/// (several files) or a single `GFile`.
enum FileValues {
    /// The local paths of the files in `value` (a `GValue *`); files without a local path
    /// (remote locations) are left out.
    static func urls(in value: UnsafeMutableRawPointer) -> [URL] {
        let gvalue = value.assumingMemoryBound(to: GValue.self)
        let type = gvalue.pointee.g_type
        if type == dd_type_file_list() {
            guard let list = g_value_get_boxed(gvalue) else { return [] }
            guard let files = gdk_file_list_get_files(OpaquePointer(list)) else { return [] }
            defer { g_slist_free(files) } // the list only; the files belong to the GdkFileList
            var urls: [URL] = []
            var node: UnsafeMutablePointer<GSList>? = files
            while let current = node {
                if let file = current.pointee.data, let url = url(of: OpaquePointer(file)) { urls.append(url) }
                node = current.pointee.next
            }
            return urls
        }
        if g_type_is_a(type, dd_type_file()) != 0, let file = g_value_get_object(gvalue) {
            return url(of: OpaquePointer(file)).map { [$0] } ?? []
        }
        return []
    }

    /// Initialises `value` as a `GdkFileList` of `urls` (the caller unsets it).
    static func initialize(_ value: inout GValue, with urls: [URL]) {
        var list: UnsafeMutablePointer<GSList>?
        for url in urls.reversed() {
            list = g_slist_prepend(list, UnsafeMutableRawPointer(g_file_new_for_path(url.path)))
        }
        let fileList = gdk_file_list_new_from_list(list)
        g_slist_free_full(list) { g_object_unref($0) } // the file list holds its own references
        g_value_init(&value, dd_type_file_list())
        g_value_take_boxed(&value, UnsafeRawPointer(fileList))
    }

    private static func url(of file: OpaquePointer) -> URL? {
        guard let path = g_file_get_path(file) else { return nil }
        defer { g_free(path) }
        return URL(fileURLWithPath: String(cString: path))
    }
}
