// Benchmark for live data: time to the first rows of a generated books.xml (100 MB by
// default) served over loopback by Tests/LoopbackServer/loopback_server.py, parsed
// while it downloads (the app's path) against downloading it whole and then parsing,
// in the same run against the same server. Also the raw download time, for reference.
//
// Usage: bench-live <loopback_server.py> [megabytes] [rounds]
import Dispatch
import Foundation
import Model

let arguments = CommandLine.arguments
guard arguments.count > 1 else {
    FileHandle.standardError.write(Data("usage: bench-live <loopback_server.py> [megabytes] [rounds]\n".utf8))
    exit(2)
}
let script = arguments[1]
let megabytes = arguments.count > 2 ? Int(arguments[2]) ?? 100 : 100
let rounds = arguments.count > 3 ? Int(arguments[3]) ?? 3 : 3

// The server: 127.0.0.1, an ephemeral port, gone when our stdin pipe closes.
let server = Process()
server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
server.arguments = ["python3", script, "--lifetime", "900", "--books-bytes", String(megabytes * 1024 * 1024)]
let serverInput = Pipe(), serverOutput = Pipe()
server.standardInput = serverInput
server.standardOutput = serverOutput
try server.run()
var line = Data()
while !line.contains(UInt8(ascii: "\n")) {
    let more = serverOutput.fileHandleForReading.availableData
    if more.isEmpty { break }
    line.append(more)
}
let portText = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
guard portText.hasPrefix("PORT "), let port = Int(portText.dropFirst(5)),
    let url = URL(string: "http://127.0.0.1:\(port)/books-big.xml")
else {
    FileHandle.standardError.write(Data("the loopback server did not start\n".utf8))
    exit(1)
}
defer {
    try? serverInput.fileHandleForWriting.close()
    server.waitUntilExit()
}

let fetcher = WebFetcher(cache: nil) // every round downloads the whole body

final class Times: @unchecked Sendable {
    let start = ContinuousClock.now
    var firstRows: Double?
    var count = 0
    func seconds() -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}

/// Runs one fetch to completion; returns (time to first rows, total time, books).
func measure(streaming: Bool) -> (first: Double, total: Double, books: Int) {
    let times = Times()
    let done = DispatchSemaphore(value: 0)
    let mark: @Sendable (Int, ArraySlice<Book>) -> Void = { _, books in
        if times.firstRows == nil, !books.isEmpty { times.firstRows = times.seconds() }
    }
    fetcher.fetch(
        url, limits: .documents,
        read: { name, chunks throws(ImportError) -> Int in
            if streaming {
                return try BooksDocument.load(name: name, chunks: chunks, batch: mark).count
            }
            let whole = try LiveDocuments.collect(chunks)
            var offset = whole.startIndex
            let again: ByteChunks = {
                let end = min(offset + 256 * 1024, whole.endIndex)
                defer { offset = end }
                return whole[offset..<end]
            }
            return try BooksDocument.load(name: name, chunks: again, batch: mark).count
        },
        completion: { result in
            switch result {
            case .success(let fetched): times.count = fetched.value
            case .failure(let error): FileHandle.standardError.write(Data("failed: \(error.message)\n".utf8))
            }
            done.signal()
        })
    done.wait()
    return (times.firstRows ?? .nan, times.seconds(), times.count)
}

func downloadOnly() -> Double {
    let times = Times()
    let done = DispatchSemaphore(value: 0)
    fetcher.fetch(
        url, limits: .documents,
        read: { _, chunks throws(ImportError) -> Int in
            try LiveDocuments.collect(chunks).count
        }, completion: { _ in done.signal() })
    done.wait()
    return times.seconds()
}

/// Parses the document from memory, no network (the parser's own time, for reference).
func parseOnly() -> (first: Double, total: Double) {
    let done = DispatchSemaphore(value: 0)
    final class Body: @unchecked Sendable { var data = Data() }
    let body = Body()
    fetcher.fetch(
        url, limits: .documents,
        read: { _, chunks throws(ImportError) -> Int in
            body.data = try LiveDocuments.collect(chunks)
            return body.data.count
        }, completion: { _ in done.signal() })
    done.wait()
    let times = Times()
    var offset = body.data.startIndex
    let whole = body.data
    do {
        _ = try BooksDocument.load(
            name: "books.xml",
            chunks: { () throws(ImportError) -> Data in
                let end = min(offset + 256 * 1024, whole.endIndex)
                defer { offset = end }
                return whole[offset..<end]
            },
            batch: { _, books in
                if times.firstRows == nil, !books.isEmpty { times.firstRows = times.seconds() }
            })
    } catch {
        // A failed parse would print a time for work not done: stop instead.
        FileHandle.standardError.write(Data("parsing books.xml from memory failed: \(error)\n".utf8))
        exit(1)
    }
    return (times.firstRows ?? .nan, times.seconds())
}

// Warm-up: the server generates the document on the first request.
_ = downloadOnly()
let parsed = parseOnly()
var streamingRuns: [(first: Double, total: Double, books: Int)] = []
var wholeRuns: [(first: Double, total: Double, books: Int)] = []
var downloads: [Double] = []
for _ in 0..<rounds {
    streamingRuns.append(measure(streaming: true))
    wholeRuns.append(measure(streaming: false))
    downloads.append(downloadOnly())
}
func ms(_ seconds: Double) -> String { String(format: "%.0f ms", seconds * 1000) }
let streamFirst = streamingRuns.map(\.first).min() ?? .nan
let wholeFirst = wholeRuns.map(\.first).min() ?? .nan
print("books.xml over loopback: \(megabytes) MB, \(streamingRuns.first?.books ?? 0) books, best of \(rounds)")
print("  download only (libsoup, no parse):   \(ms(downloads.min() ?? .nan))")
print("  parse only, from memory (no network): first rows \(ms(parsed.first)), all rows \(ms(parsed.total))")
print(
    "  streaming (parse while downloading): first rows \(ms(streamFirst)), all rows \(ms(streamingRuns.map(\.total).min() ?? .nan))"
)
print(
    "  download, then parse:                first rows \(ms(wholeFirst)), all rows \(ms(wholeRuns.map(\.total).min() ?? .nan))"
)
print(String(format: "  time to first rows, streaming / download-then-parse: %.4f×", streamFirst / wholeFirst))
