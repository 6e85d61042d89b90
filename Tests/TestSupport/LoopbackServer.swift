import Foundation
import Glibc

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

    /// How many requests `path` has received ("/etag/feed.xml"; "/304/etag/feed.xml" counts
    /// the 304 answers), asked of the server itself (nil if it does not answer).
    public func count(_ path: String) -> Int? {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return nil }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { return nil }
        let request = Array("GET /count\(path) HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        guard send(socket, request, request.count, 0) == request.count else { return nil }
        var reply: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let read = recv(socket, &buffer, buffer.count, 0)
            if read <= 0 { break }
            reply += buffer[0..<read]
        }
        let text = String(decoding: reply, as: UTF8.self)
        guard let body = text.range(of: "\r\n\r\n") else { return nil }
        return Int(text[body.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines))
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
