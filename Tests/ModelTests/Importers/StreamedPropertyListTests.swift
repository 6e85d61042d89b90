import Foundation
import Testing

@testable import Model

/// Issue 29: an XML property list is read from its file as the parser needs the bytes
/// (never the whole file in memory beside the tree), with the same tree and the same
/// messages as reading its bytes.
@Suite struct StreamedPropertyListTests {
    /// A scratch file named rows.plist holding `data`, removed when `body` returns.
    static func withFile<T>(_ data: Data, _ body: (URL) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stream-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A test's scratch folder: a failed removal loses nothing.
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("rows.plist")
        try data.write(to: url)
        return try body(url)
    }

    /// The bytes this process has read through `read(2)` and its kin so far.
    static func bytesRead() -> Int {
        // Only a measurement: without /proc every read counts as 0 bytes and the
        // expectation on it fails, which says so.
        let io = (try? String(contentsOfFile: "/proc/self/io", encoding: .utf8)) ?? ""
        let line = io.split(separator: "\n").first { $0.hasPrefix("rchar:") }
        return line.flatMap { Int($0.dropFirst("rchar:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
    }

    static let body = """
        <dict><key>Rows</key><array>\
        <dict><key>Title</key><string>Caffè “corretto” &amp; &lt;tea&gt;</string>\
        <key>Note</key><string><![CDATA[a <raw> note]]></string></dict>\
        <dict><key>Title</key><string>Zürich — 東京 😀</string><key>Count</key><integer>42</integer>\
        <key>Price</key><real>2.5</real><key>Fresh</key><true/>\
        <key>Added</key><date>2026-12-03T07:00:00Z</date><key>Blob</key><data>AAEC</data></dict>\
        </array></dict>
        """

    static func plist(before: String = "", _ body: String = body) -> Data {
        Data(
            (#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n" + before
                + #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "#
                + #""http://www.apple.com/DTDs/PropertyList-1.0.dtd">"# + "\n"
                + #"<plist version="1.0">"# + body + "</plist>\n").utf8)
    }

    @Test(arguments: [
        plist(), Data([0xEF, 0xBB, 0xBF]) + plist(), plist(before: "<!-- a comment before the root -->\n"),
        // The root element only after the first bytes read to tell the format: the whole file is read.
        plist(before: "<!-- " + String(repeating: "long ", count: 40_000) + "-->\n"),
    ])
    func aFileGivesTheTreeItsBytesGive(_ data: Data) throws {
        let fromBytes = try TreeDocument.load(data: data, name: "rows.plist")
        let fromFile = try Self.withFile(data) { url in try TreeDocument.load(contentsOf: url) }
        #expect(fromFile == fromBytes)
        #expect(fromFile.children.map(\.title) == ["Caffè “corretto” & <tea>", "Zürich — 東京 😀"])
        let progress = ReadProgress()
        let withProgress = try Self.withFile(data) { url in try TreeDocument.load(contentsOf: url, progress: progress) }
        #expect(withProgress == fromBytes)
        #expect(progress.totalBytes == data.count)
    }

    @Test(arguments: [
        plist("<dict><key>a</key><string>one</string>"), // truncated
        plist("<dict><key>a</key><string>one</string><string>two</string></dict>"), // a value without its key
        plist("<array><integer>twelve</integer></array>"),
    ])
    func aBrokenFileIsRefusedAsItsBytesAre(_ data: Data) throws {
        let fromBytes = #expect(throws: ImportError.self) { try TreeDocument.load(data: data, name: "rows.plist") }
        let fromFile = try Self.withFile(data) { url in
            #expect(throws: ImportError.self) { try TreeDocument.load(contentsOf: url) }
        }
        #expect(fromFile?.message == fromBytes?.message)
        #expect(fromFile?.message.hasPrefix("“rows.plist” is not a valid property list") == true)
    }

    @Test func aFileIsReadOnlyAsFarAsTheParserGoes() throws {
        // 8 MB of rows after an unknown element near the start: the parser stops there, and
        // the rest of the file is never read (reading it whole first would read all 8 MB).
        let row = "<string>" + String(repeating: "a row of text ", count: 60) + "</string>"
        let rows = String(repeating: row, count: 8 * 1024 * 1024 / row.utf8.count)
        let data = Self.plist("<array><string>first</string><bogus/>" + rows + "</array>")
        try Self.withFile(data) { url in
            let before = Self.bytesRead()
            #expect(throws: ImportError.self) { try TreeDocument.load(contentsOf: url) }
            let read = Self.bytesRead() - before
            #expect(read > 0 && read < 1024 * 1024, "\(read) bytes read of \(data.count)")
        }
    }

    @Test func aFileOverTheSizeLimitIsRefusedBeforeItIsRead() throws {
        var limits = ReadLimits.documents
        limits.fileBytes = 64 * 1024
        let data = Self.plist("<array>" + String(repeating: "<string>row</string>", count: 10_000) + "</array>")
        let error = try Self.withFile(data) { url in
            #expect(throws: ImportError.self) { try TreeDocument.load(contentsOf: url, limits: limits) }
        }
        #expect(error == .tooLarge(name: "rows.plist", limit: limits.fileBytes))
    }
}
