import CSQLite
import Foundation

// The SQL function the first-run scripts use. It is a plain per-connection function
// (not part of any schema), so `trusted_schema = OFF` does not affect it.

/// The folder `bundled_file()` may read from, handed to SQLite as user data.
private final class BundledRoot {
    let root: URL
    init(root: URL) { self.root = root.standardizedFileURL }

    /// The file for a relative path inside the root; `nil` for absolute paths or `..`.
    func file(_ relative: String) -> URL? {
        guard !relative.isEmpty, !relative.hasPrefix("/"),
            !relative.split(separator: "/").contains("..")
        else { return nil }
        return root.appendingPathComponent(relative)
    }
}

/// `bundled_file('images/cities/london.png')`: the bytes of a bundled data file as a
/// BLOB, so seed scripts can load pictures without hex literals.
private let bundledFileFunction: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void =
    { context, count, values in
        guard let userData = sqlite3_user_data(context) else { return }
        let root = Unmanaged<BundledRoot>.fromOpaque(userData).takeUnretainedValue()
        guard count == 1, let value = values?[0], let pointer = sqlite3_value_text(value) else {
            sqlite3_result_error(context, "bundled_file() takes one relative path", -1)
            return
        }
        let relative = String(cString: pointer)
        guard let url = root.file(relative), let data = try? Data(contentsOf: url) else {
            sqlite3_result_error(context, "bundled file missing or unreadable: \(relative)", -1)
            return
        }
        data.withUnsafeBytes { bytes in
            sqlite3_result_blob(context, bytes.baseAddress, Int32(bytes.count), sqliteTransient)
        }
    }

private let releaseBundledRoot: @convention(c) (UnsafeMutableRawPointer?) -> Void = { pointer in
    if let pointer { Unmanaged<BundledRoot>.fromOpaque(pointer).release() }
}

extension Database {
    /// Runs `body` with `bundled_file()` reading from `root`, then removes the function
    /// again so nothing else on this connection can read files.
    func withBundledFiles<T>(root: URL, _ body: () throws -> T) throws -> T {
        guard let handle else { return try body() }
        let box = Unmanaged.passRetained(BundledRoot(root: root)).toOpaque()
        let flags = SQLITE_UTF8 | SQLITE_DIRECTONLY
        let rc = sqlite3_create_function_v2(
            handle, "bundled_file", 1, flags, box, bundledFileFunction, nil, nil, releaseBundledRoot)
        guard rc == SQLITE_OK else { throw error(code: rc) }
        defer { sqlite3_create_function_v2(handle, "bundled_file", 1, flags, nil, nil, nil, nil, nil) }
        return try body()
    }
}
