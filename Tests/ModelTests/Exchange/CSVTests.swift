import Foundation
import Testing

@testable import Model

/// The CSV writer and reader: RFC 4180 quoting, formula neutralising, encodings and the
/// document limits, over a hostile corpus the tests write.
@Suite struct CSVTests {
    private func read(_ text: String, limits: ReadLimits = .standard) throws -> [CSVRecord] {
        try CSVReader.read(Data(text.utf8), limits: limits)
    }

    private func refusal(_ data: Data, limits: ReadLimits = .standard) -> String? {
        do {
            _ = try CSVReader.read(data, limits: limits)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func quotedCellsKeepCommasQuotesAndLineBreaks() throws {
        let cells = ["a,b", "say \"hi\"", "two\nlines", "crlf\r\nlines", "", " spaced "]
        let data = CSVWriter.write(header: ["x", "y", "z", "w", "v", "u"], rows: [cells])
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("x,y,z,w,v,u\r\n\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\""))
        let records = try CSVReader.read(data)
        #expect(records.map(\.cells) == [["x", "y", "z", "w", "v", "u"], cells])
        #expect(records.map(\.line) == [1, 2])
    }

    @Test func recordsStartOnTheirLine() throws {
        let records = try read("h\n\"one\ntwo\nthree\"\n\nlast\r\n")
        #expect(records.map(\.line) == [1, 2, 6])
        #expect(records.map(\.cells) == [["h"], ["one\ntwo\nthree"], ["last"]])
    }

    @Test func formulaCellsAreNeutralisedAndComeBack() throws {
        let values = ["=1+2", "+SUM(A1)", "-3", "@cmd", "\tx", "\rx", "'quoted", "''", "plain", "'a"]
        let data = CSVWriter.write(header: ["v"], rows: values.map { [$0] })
        let records = try CSVReader.read(data)
        let written = records.dropFirst().map { $0.cells[0] }
        #expect(written.prefix(6).allSatisfy { $0.hasPrefix("'") })
        #expect(written.last == "''a")
        #expect(written.map(CSVCell.plain) == values)
        // A cell no one neutralised keeps its apostrophe.
        #expect(CSVCell.plain("'hello") == "'hello")
    }

    @Test func byteOrderMarksAreAccepted() throws {
        var utf8 = Data([0xEF, 0xBB, 0xBF])
        utf8.append(Data("name\r\nCafé\r\n".utf8))
        #expect(try CSVReader.read(utf8).map(\.cells) == [["name"], ["Café"]])
        var utf16 = Data([0xFF, 0xFE])
        utf16.append("name\r\nCafé\r\n".data(using: .utf16LittleEndian) ?? Data())
        #expect(try CSVReader.read(utf16).map(\.cells) == [["name"], ["Café"]])
    }

    @Test func invalidUTF8IsRefusedWithItsLine() {
        var data = Data("name\nok\nbad ".utf8)
        data.append(contentsOf: [0xC3, 0x28])
        data.append(Data("\nfine\n".utf8))
        #expect(refusal(data)?.contains("Line 3") == true)
    }

    @Test func unclosedQuoteAndTextAfterAQuoteAreRefused() {
        #expect(refusal(Data("h\n\"never closed\nmore".utf8))?.contains("Line 2") == true)
        #expect(refusal(Data("h\nok\n\"a\"b,c".utf8))?.contains("Line 3") == true)
    }

    @Test func aHugeCellIsRefusedWithItsLine() {
        var text = "name\nsmall\n\""
        text += String(repeating: "x", count: 50 * 1024 * 1024)
        text += "\"\n"
        let message = refusal(Data(text.utf8))
        #expect(message?.contains("Line 3") == true)
        #expect(message?.contains("too long") == true)
    }

    @Test func aMillionRowsPassTheValueLimit() {
        var text = "name,price\n"
        text.reserveCapacity(12_000_000)
        for index in 0..<1_000_000 { text += "c\(index),1\n" }
        let message = refusal(Data(text.utf8))
        #expect(message?.contains("too many entries") == true)
        // Under a larger limit the same file reads.
        var limits = ReadLimits()
        limits.nodes = 3_000_000
        #expect((try? CSVReader.read(Data(text.utf8), limits: limits).count) == 1_000_001)
    }

    @Test func aFileOverTheSizeLimitIsRefused() {
        var limits = ReadLimits()
        limits.fileBytes = 10
        #expect(refusal(Data("name\nsomething long\n".utf8), limits: limits)?.contains("too large") == true)
    }

    /// Mutated exports (flipped bytes, quotes, commas, line breaks, BOMs, cut ends) are
    /// each read or refused with a message, as CSV and as JSON; none crashes.
    @Test func mutatedFilesAreReadOrRefusedWithAMessage() throws {
        let records = [
            ExchangeRecord(["name": .text("A \"b\", c\nd"), "price": .price(1), "picture": .picture(Data([1, 2]))]),
            ExchangeRecord(["name": .text("=x"), "price": .price(Decimal(string: "2.5")!), "picture": .picture(nil)]),
        ]
        let interesting: [UInt8] = [0x22, 0x2C, 0x0A, 0x0D, 0x27, 0x3D, 0x5B, 0x7B, 0x7D, 0x00, 0xFF, 0xC3, 0xEF]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(max(bound, 1)))
        }
        for format in ExchangeFormat.allCases {
            let seed = try CollectionExchange.encode(
                records, columns: CoffeeStore.exchangeColumns, name: "coffee", as: format)
            for _ in 0..<1500 {
                var input = [UInt8](seed)
                for _ in 0...next(3) {
                    switch next(4) {
                    case 0 where !input.isEmpty: input[next(input.count)] = interesting[next(interesting.count)]
                    case 1: input.insert(interesting[next(interesting.count)], at: next(input.count + 1))
                    case 2 where !input.isEmpty: input.removeSubrange(next(input.count)..<input.count)
                    default: input.insert(contentsOf: [0xEF, 0xBB, 0xBF], at: 0)
                    }
                }
                do {
                    _ = try CollectionExchange.preview(
                        Data(input), format: format, columns: CoffeeStore.exchangeColumns, pictures: { .success($0) })
                } catch {
                    #expect(!error.message.isEmpty)
                }
            }
        }
    }
}
