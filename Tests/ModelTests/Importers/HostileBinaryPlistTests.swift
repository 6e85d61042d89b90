import Foundation
import Testing

@testable import Model

/// Issue 12: tiny binary property lists that crashed the app, and the shared-string bomb.
@Suite struct HostileBinaryPlistTests {
    static func load(_ data: Data) throws(ImportError) -> TreeNode {
        try TreeDocument.load(data: data, name: "hostile.plist")
    }

    @Test(arguments: [0xA, 0xD] as [UInt8])
    func countsNearIntMaxAreRefusedWithoutOverflow(type: UInt8) {
        for count in [UInt64(Int64.max), UInt64(Int64.max) / 2 + 1, UInt64.max, UInt64(Int64.max) / 4] {
            var plist = BinaryPlistWriter()
            plist.add([type << 4 | 0x0F, 0x13] + BinaryPlistWriter.bigEndian(count, width: 8))
            #expect(throws: ImportError(message: "The binary property list is damaged or truncated.")) {
                try Self.load(plist.data(top: 0))
            }
        }
    }

    @Test func setsAreRefusedBeforeFoundationSeesThem() {
        var plist = BinaryPlistWriter()
        let one = plist.integer(1)
        plist.add([0xC1] + plist.ref(one))
        #expect(throws: ImportError(message: "The binary property list holds a value Drill Down cannot show: a set.")) {
            try Self.load(plist.data(top: 1))
        }
    }

    @Test func uidsAnd128BitIntegersAreRefused() {
        var uid = BinaryPlistWriter()
        uid.add([0x80, 0x01])
        #expect(
            throws: ImportError(
                message:
                    "The binary property list holds a value Drill Down cannot show: a UID (a keyed-archive reference).")
        ) {
            try Self.load(uid.data(top: 0))
        }
        var wide = BinaryPlistWriter()
        wide.add([0x14] + [UInt8](repeating: 0xFF, count: 16))
        #expect(
            throws: ImportError(
                message: "The binary property list holds a value Drill Down cannot show: a 128-bit integer.")
        ) {
            try Self.load(wide.data(top: 0))
        }
    }

    @Test func nonStringKeysWithNaNDatesAreRefused() {
        var plist = BinaryPlistWriter()
        let key = plist.integer(7)
        let value = plist.date(.nan)
        let dict = plist.dictionary([(key, value)])
        #expect(throws: ImportError(message: "A dictionary in the property list has a key that is not text.")) {
            try Self.load(plist.data(top: dict))
        }
        var realKey = BinaryPlistWriter()
        let k = realKey.real(.nan)
        let v = realKey.string("x")
        realKey.dictionary([(k, v)])
        #expect(throws: ImportError(message: "A dictionary in the property list has a key that is not text.")) {
            try Self.load(realKey.data(top: 2))
        }
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300, -1e20])
    func nonFiniteAndOutOfRangeDatesAreRefused(seconds: Double) {
        var plist = BinaryPlistWriter()
        let key = plist.string("when")
        let value = plist.date(seconds)
        let dict = plist.dictionary([(key, value)])
        #expect(throws: ImportError(message: "A date in the property list is not a valid date.")) {
            try Self.load(plist.data(top: dict))
        }
    }

    @Test func nonFiniteRealsAreKeptAndShownAsText() throws {
        var plist = BinaryPlistWriter()
        let keys = ["nan", "inf", "minus"].map { plist.string($0) }
        let values = [Double.nan, .infinity, -.infinity].map { plist.real($0) }
        let dict = plist.dictionary(Array(zip(keys, values)))
        let root = try Self.load(plist.data(top: dict))
        #expect(root.childTitles == ["nan", "inf", "minus"])
        #expect(root.children.map(\.subtitle) == ["NaN", "Infinity", "-Infinity"])
    }

    @Test func keysStayInFileOrder() throws {
        var plist = BinaryPlistWriter()
        let names = ["zulu", "alpha", "mike", "10", "9"]
        let pairs = names.map { (plist.string($0), plist.integer(1)) }
        let top = plist.dictionary(pairs)
        let root = try Self.load(plist.data(top: top))
        #expect(root.childTitles == names)
    }

    /// One string of `stringLength` bytes referenced `references` times from one array.
    static func sharedStringBomb(stringLength: Int, references: Int) -> Data {
        var plist = BinaryPlistWriter()
        plist.refSize = 1
        let string = plist.string(String(repeating: "x", count: stringLength))
        plist.add(
            BinaryPlistWriter.marker(0xA, count: references) + [UInt8](repeating: UInt8(string), count: references))
        return plist.data(top: 1)
    }

    @Test func aSharedStringReferencedAMillionTimesIsRefusedEarly() throws {
        let bomb = Self.sharedStringBomb(stringLength: 300, references: 1_000_000)
        #expect(bomb.count < 1_100_000)
        // 300 MB of text once expanded (above the 256 MB limit): refused at the expanded-bytes limit.
        #expect(throws: ReadLimitError.expandsTooMuch(ReadLimits.documents.expandedBytes)) { try Self.load(bomb) }
        // A large string shared a few hundred thousand times in a 400 KB file.
        let big = Self.sharedStringBomb(stringLength: 100_000, references: 300_000)
        #expect(big.count < 420_000)
        #expect(throws: ReadLimitError.expandsTooMuch(ReadLimits.documents.expandedBytes)) { try Self.load(big) }
    }

    @Test func sharedArraysOfSharedStringsAreChargedPerReference() {
        // 1,000 × 1,000 references to one 400-byte string in a file of a few kilobytes.
        var plist = BinaryPlistWriter()
        plist.refSize = 2
        let string = plist.string(String(repeating: "y", count: 400))
        let inner = plist.array(Array(repeating: string, count: 1000))
        let outer = plist.array(Array(repeating: inner, count: 1000))
        let file = plist.data(top: outer)
        #expect(file.count < 5000)
        let error = #expect(throws: ImportError.self) { try Self.load(file) }
        #expect(
            error == ReadLimitError.expandsTooMuch(ReadLimits.documents.expandedBytes)
                || error == .tooManyNodes(limit: ReadLimits.documents.nodes))
    }

    @Test func theSharedStringBombStaysUnderAMemoryCeilingInAChildProcess() throws {
        let url = try ImporterFixtures.temporaryFile(
            Self.sharedStringBomb(stringLength: 100_000, references: 300_000),
            name: "bomb.plist")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let outcome = try ReaderProcess.read(url, virtualMemoryKB: 3_000_000)
        #expect(
            outcome.output.contains("error: The document holds too much text and data to browse"), "\(outcome.output)")
        let peak = try #require(outcome.peakKB, "\(outcome.output)")
        #expect(peak < 300_000, "peak \(peak) kB")
    }

    @Test func shortWidthsAndOddOffsetsNeverReadOutside() throws {
        // Every reference, offset and count width with every trailer value truncated.
        var plist = BinaryPlistWriter()
        let a = plist.string("a")
        let list = plist.array([a, a, a])
        let file = plist.data(top: list)
        for cut in 0..<file.count {
            var broken = file
            broken[cut] = 0xFF
            _ = try? Self.load(broken) // a tree or an ImportError; either is fine, a crash is not
        }
        #expect(try Self.load(file).childTitles == ["a", "a", "a"])
    }
}

/// Documents just within the depth limit open on a dispatch worker thread (as the app
/// reads them), whose stack is smaller than the main thread's.
@Suite struct DeepDocumentTests {
    @Test(arguments: TreeDocument.Format.allCases)
    func documentsAtTheDepthLimitOpenOnAWorkerThread(format: TreeDocument.Format) async throws {
        // XML counts every element (<plist>, <key>, the scalar's own), so stay 4 below.
        let depth = ReadLimits.standard.depth - 4
        let data = try ReadLimitsTests.document(format, count: 1, depth: depth)
        let outcome: Result<Int, ImportError> = await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                continuation.resume(
                    returning: Result { () throws(ImportError) -> Int in
                        try TreeDocument.load(data: data, name: "deep", as: format).count
                    })
            }
        }
        #expect(try outcome.get() > depth)
    }
}
