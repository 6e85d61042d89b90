import Foundation

/// Tests/LoopbackServer/loopback_server.py, run by the test itself: 127.0.0.1 only, an
/// ephemeral port, and it exits when `stop()` closes its stdin (or after its lifetime).
/// Shared by ModelTests and AppTests through the TestSupport target.
public final class LoopbackServer: @unchecked Sendable {
    /// Tests/LoopbackServer/loopback_server.py, found from this file (Tests/TestSupport/).
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("LoopbackServer/loopback_server.py")

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    public let port: Int

    public init(arguments: [String] = []) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.script.path, "--lifetime", "240"] + arguments
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let more = output.fileHandleForReading.availableData
            if more.isEmpty { break }
            line.append(more)
        }
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.hasPrefix("PORT "), let port = Int(text.dropFirst(5)) else {
            process.terminate()
            throw CocoaError(.fileReadCorruptFile)
        }
        self.port = port
    }

    public func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)") ?? URL(fileURLWithPath: "/nonexistent")
    }

    /// Stops the server and waits for it to exit.
    public func stop() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    deinit {
        if process.isRunning {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
    }
}
