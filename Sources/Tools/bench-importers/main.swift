// Benchmark for the importers: parses a generated 100 MB books.xml with the libxml2 SAX
// reader (BooksDocument) against `xmllint --stream --noout`, and a generated 100 MB
// trends JSON with TrendsDocument (strict check + cursor + validation) against
// `jq empty` (a parse-only peer), all in the same run on the same files. The script
// meson-helpers/bench-importers.sh times each pair as whole processes (the modes
// `books FILE` and `trends FILE` below); this program also prints in-process figures.
// `--breakdown` also times the JSON stages separately (and JSONSerialization, the
// former path, for reference).
//
// `tree FILE` reads any document into the Drill Down tree (TreeDocument), for the
// script's document pairs against Python's `json`, orjson, jq, plistlib and xmllint;
// `same FILE…` reads each and fails unless all open with the same number of rows, or
// all are refused with the same message.
//
// Usage: bench-importers [work-dir] [megabytes] [rounds] [--breakdown]
//        bench-importers books FILE | trends FILE | tree FILE   one parse, as a process of its own
//        bench-importers same FILE…
import Foundation
import Model

if CommandLine.arguments.count > 2, CommandLine.arguments[1] == "same" {
    var outcomes: [String] = []
    for path in CommandLine.arguments.dropFirst(2) {
        let outcome: String
        do throws(ImportError) {
            outcome = "opens, \(try TreeDocument.load(contentsOf: URL(fileURLWithPath: path)).children.count) rows"
        } catch {
            outcome = "refused: \(error.message)"
        }
        print("\((path as NSString).lastPathComponent): \(outcome)")
        outcomes.append(outcome)
    }
    exit(Set(outcomes).count == 1 ? 0 : 1)
}

if CommandLine.arguments.count == 3, ["books", "trends", "tree"].contains(CommandLine.arguments[1]) {
    let url = URL(fileURLWithPath: CommandLine.arguments[2])
    do {
        let count: Int
        switch CommandLine.arguments[1] {
        case "books": count = try BooksDocument.load(contentsOf: url).count
        case "trends": count = try TrendsDocument.load(contentsOf: url).trends.count
        default: count = try TreeDocument.load(contentsOf: url).children.count
        }
        print(count)
        exit(0)
    } catch {
        print("bench-importers: \(error)")
        exit(1)
    }
}

let breakdown = CommandLine.arguments.contains("--breakdown")
let arguments = CommandLine.arguments.filter { $0 != "--breakdown" }
let workDirectory = URL(fileURLWithPath: arguments.count > 1 ? arguments[1] : NSTemporaryDirectory())
    .appendingPathComponent("drilldown-bench-importers", isDirectory: true)
let megabytes = arguments.count > 2 ? Int(arguments[2]) ?? 100 : 100
let rounds = arguments.count > 3 ? Int(arguments[3]) ?? 3 : 3
let targetSize = megabytes * 1024 * 1024

func generate(_ url: URL, header: String, footer: String, record: (Int) -> String) throws {
    if let size = try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize, size >= targetSize { return }
    _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    var written = 0
    var buffer = header
    var index = 0
    while written + buffer.utf8.count < targetSize {
        buffer += record(index)
        index += 1
        if buffer.utf8.count > 1 << 20 {
            try handle.write(contentsOf: Data(buffer.utf8))
            written += buffer.utf8.count
            buffer = ""
        }
    }
    buffer += footer
    try handle.write(contentsOf: Data(buffer.utf8))
}

/// Best wall-clock time of `rounds` runs, in seconds.
func best(_ body: () throws -> Void) rethrows -> Double {
    var times: [Double] = []
    for _ in 0..<rounds {
        let start = ContinuousClock.now
        try body()
        let elapsed = ContinuousClock.now - start
        times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    return times.min() ?? .nan
}

func which(_ tool: String) -> String? {
    for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
        let path = "\(dir)/\(tool)"
        if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
}

/// Runs a tool with its output discarded; fails loudly if it does not succeed.
func run(_ tool: String, _ args: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = args
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw ImportError(message: "\(tool) \(args.joined(separator: " ")) exited with \(process.terminationStatus)")
    }
}

func mbPerSecond(_ bytes: Int, _ seconds: Double) -> String {
    String(format: "%7.1f MB/s", Double(bytes) / 1_048_576 / seconds)
}

func row(_ name: String, _ seconds: Double, bytes: Int, ours: Double) -> String {
    let ratio = seconds / ours
    return
        "| \(name.padding(toLength: 44, withPad: " ", startingAt: 0)) | \(String(format: "%7.3f s", seconds)) | \(mbPerSecond(bytes, seconds)) | \(String(format: "%5.2f×", ratio)) |"
}

do {
    try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
    let booksURL = workDirectory.appendingPathComponent("books-\(megabytes)MB.xml")
    let jsonURL = workDirectory.appendingPathComponent("trends-\(megabytes)MB.json")
    try generate(booksURL, header: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Books>\n", footer: "</Books>\n") {
        index in
        "  <Book id=\"\(index + 1)\">\n    <title>Book number \(index + 1) &amp; friends</title>\n"
            + "    <author>Author \(index % 977)</author>\n"
            + "    <summary>A summary of book \(index + 1), long enough to look like prose: it has a few clauses, some punctuation &lt;and&gt; an entity or two.</summary>\n"
            + "  </Book>\n"
    }
    try generate(
        jsonURL, header: "{\"trends\":[\n",
        footer:
            "{\"name\":\"last\",\"url\":\"https://example.org/last\"}\n],\"as_of\":\"Mon, 07 Sep 2009 09:18:34 +0000\"}\n"
    ) { index in
        "{\"name\":\"Trend \(index) \\u00e9t\\u00e9\",\"url\":\"http:\\/\\/search.twitter.com\\/search?q=%23trend\(index)\"},\n"
    }
    let booksBytes = (try booksURL.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
    let jsonBytes = (try jsonURL.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0

    print(
        "bench-importers: in-process (ours) against a child process (peer), best of \(rounds) rounds, files in \(workDirectory.path)"
    )
    print("")
    print(
        "| \("XML (\(booksBytes / 1_048_576) MB books.xml)".padding(toLength: 44, withPad: " ", startingAt: 0)) | time      | throughput   | vs ours |"
    )
    print("|----------------------------------------------|-----------|--------------|---------|")
    var bookCount = 0
    let sax = try best { bookCount = try BooksDocument.load(contentsOf: booksURL).count }
    print(row("BooksDocument (libxml2 SAX → [Book])", sax, bytes: booksBytes, ours: sax))
    if let xmllint = which("xmllint") {
        let peer = try best { try run(xmllint, ["--stream", "--noout", booksURL.path]) }
        print(row("xmllint --stream --noout", peer, bytes: booksBytes, ours: sax))
    } else {
        print("| xmllint not installed (apt install libxml2-utils) | | | |")
    }
    print("")
    print(
        "| \("JSON (\(jsonBytes / 1_048_576) MB trends.json)".padding(toLength: 44, withPad: " ", startingAt: 0)) | time      | throughput   | vs ours |"
    )
    print("|----------------------------------------------|-----------|--------------|---------|")
    var trendCount = 0
    let json = try best { trendCount = try TrendsDocument.load(contentsOf: jsonURL).trends.count }
    print(row("TrendsDocument (strict check + cursor)", json, bytes: jsonBytes, ours: json))
    if let jq = which("jq") {
        let peer = try best { try run(jq, ["empty", jsonURL.path]) }
        print(row("jq empty", peer, bytes: jsonBytes, ours: json))
    }
    if breakdown {
        print("")
        print(
            "| \("Breakdown (stages timed separately)".padding(toLength: 44, withPad: " ", startingAt: 0)) | time      | throughput   | of total |"
        )
        print("|----------------------------------------------|-----------|--------------|----------|")
        func stage(_ name: String, _ seconds: Double) {
            print(
                "| \(name.padding(toLength: 44, withPad: " ", startingAt: 0)) | \(String(format: "%7.3f s", seconds)) | \(mbPerSecond(jsonBytes, seconds)) | \(String(format: "%7.1f%%", seconds / json * 100)) |"
            )
        }
        let data = try Data(contentsOf: jsonURL)
        let read = try best { _ = try Data(contentsOf: jsonURL) }
        let strict = try best { try StrictJSON.validate(data) }
        var parsed: Any = NSNull()
        let serialization = try best {
            parsed = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        }
        let addresses = ((parsed as? [String: Any])?["trends"] as? [Any] ?? []).compactMap {
            ($0 as? [String: Any])?["url"] as? String
        }
        var valid = 0
        let links = best { valid = addresses.reduce(0) { $0 + (WebLink.validated($1) == nil ? 0 : 1) } }
        guard valid == addresses.count else {
            throw ImportError(message: "only \(valid) of \(addresses.count) links are valid")
        }
        stage("read file", read)
        stage("StrictJSON.validate", strict)
        stage("WebLink.validated × \(addresses.count)", links)
        stage("rest: cursor, string decoding, [Trend]", max(0, json - read - strict - links))
        stage("(old path) JSONSerialization.jsonObject", serialization)
    }
    print("")
    print("(\(bookCount) books, \(trendCount) trends; \"vs ours\" > 1 means the peer is slower)")
} catch {
    print("bench-importers failed: \(error)")
    exit(1)
}
