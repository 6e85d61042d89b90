import Foundation

@testable import Model

/// Paths of the importer fixtures (copied as the test bundle's "Fixtures" resource).
enum ImporterFixtures {
    static var root: URL {
        get throws {
            guard let url = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
                throw ImportError(message: "the Fixtures resource is missing from the test bundle")
            }
            return url
        }
    }

    static func url(_ path: String) throws -> URL {
        try root.appendingPathComponent(path)
    }

    /// The bundled `data/` folder of the source tree.
    static var data: URL { DataLocation.current().bundledData }

    /// A fresh temporary file holding `data`, removed by the caller.
    static func temporaryFile(_ data: Data, name: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("importers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name)
        try data.write(to: url)
        return url
    }
}

extension TreeNode {
    /// Titles of the children, for compact expectations.
    var childTitles: [String] { children.map(\.title) }

    /// The tree without the rows' fields (for comparing documents whose key order differs).
    var withoutFields: TreeNode {
        var copy = self
        copy.fields = []
        copy.children = TreeChildren(children.map(\.withoutFields))
        return copy
    }
}

/// Runs `fuzz-readers --read FILE` (built beside the test bundle by `swift build
/// --build-tests`) under a virtual-memory ceiling, to prove a reader's peak memory.
enum ReaderProcess {
    struct Outcome {
        var output: String
        var status: Int32
        /// The child's peak resident memory, in kB (from /proc/self/status).
        var peakKB: Int? {
            guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
            return Int(line.split(separator: " ").dropFirst().first ?? "")
        }
    }

    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
            "fuzz-readers")
    }

    static func read(_ file: URL, virtualMemoryKB: Int) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c", "ulimit -v \(virtualMemoryKB); exec \"$0\" --read \"$1\"", executable.path, file.path,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(output: String(decoding: data, as: UTF8.self), status: process.terminationStatus)
    }
}
