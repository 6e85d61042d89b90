import Foundation
import Testing

@testable import Model

/// A fresh user-data folder under the temporary directory, with the source tree's
/// bundled `data/`; removed by `remove()`.
struct TemporaryLocation {
    let root: URL
    let location: DataLocation

    init(bundledData: URL? = nil) throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("drilldown-storage-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        location = DataLocation(
            bundledData: bundledData ?? DataLocation.current().bundledData,
            userData: root.appendingPathComponent("drilldown", isDirectory: true))
    }

    var userData: URL { location.userData }

    func file(_ name: String) -> URL { location.userData.appendingPathComponent(name) }

    func remove() {
        // Undo any chmod a test left behind so the folder can go.
        chmod(location.userData.path, 0o755)
        try? FileManager.default.removeItem(at: root)
    }
}

/// Runs `body` with a temporary location and removes it afterwards.
func withTemporaryLocation<T>(bundledData: URL? = nil, _ body: (TemporaryLocation) throws -> T) throws -> T {
    let temporary = try TemporaryLocation(bundledData: bundledData)
    defer { temporary.remove() }
    return try body(temporary)
}

/// The `StorageError` `body` throws, or a recorded issue when it throws something else
/// or nothing.
func storageError(sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void) -> StorageError? {
    do {
        try body()
        Issue.record("expected a StorageError, nothing was thrown", sourceLocation: sourceLocation)
    } catch let error as StorageError {
        return error
    } catch {
        Issue.record("expected a StorageError, got \(error)", sourceLocation: sourceLocation)
    }
    return nil
}

/// The raw bytes of a file (to prove a store left it untouched).
func bytes(of url: URL) -> Data? { try? Data(contentsOf: url) }

/// Runs `body` unable to write where only root could, even when the tests run as root:
/// as root, the thread's file-system uid is switched to `nobody` (setfsuid(2) is per
/// thread, and drops CAP_DAC_OVERRIDE with it), so permission bits apply again.
func withoutRootFileAccess<T>(_ body: () throws -> T) rethrows -> T {
    guard geteuid() == 0, let setfsuid = fileSystemUIDSetter() else { return try body() }
    _ = setfsuid(65534)
    defer { _ = setfsuid(0) }
    return try body()
}

private func fileSystemUIDSetter() -> (@convention(c) (UInt32) -> Int32)? {
    // setfsuid(2) is in glibc but not in Swift's Glibc module: look it up in the process.
    guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "setfsuid") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) (UInt32) -> Int32).self)
}

/// Whether a file can be created in `folder` right now (under the current fs uid).
func canCreateFile(in folder: URL) -> Bool {
    let probe = folder.appendingPathComponent(".probe-\(UUID().uuidString)")
    let fd = open(probe.path, O_CREAT | O_WRONLY | O_EXCL, 0o644)
    guard fd >= 0 else { return false }
    close(fd)
    unlink(probe.path)
    return true
}
