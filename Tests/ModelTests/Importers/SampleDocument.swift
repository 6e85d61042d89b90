import Foundation

@testable import Model

/// A document of text only (what every format can hold, old-style lists included) that
/// the tests write in each format with the same key order, so the trees must be equal.
indirect enum SampleDocument {
    case dictionary([(String, SampleDocument)])
    case array([SampleDocument])
    case text(String)

    func data(_ format: TreeDocument.Format) -> Data {
        switch format {
        case .json: return Data(json.utf8)
        case .xmlPropertyList:
            return Data(("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">" + xml + "</plist>").utf8)
        case .binaryPropertyList:
            var writer = BinaryPlistWriter()
            let top = binary(&writer)
            return writer.data(top: top)
        case .openStepPropertyList: return Data(openStep.utf8)
        case .xml: return Data()
        }
    }

    /// JSON with every non-ASCII character escaped as `\uXXXX` (counted decoded).
    var json: String {
        switch self {
        case .dictionary(let members):
            return "{" + members.map { Self.jsonString($0.0) + ":" + $0.1.json }.joined(separator: ",") + "}"
        case .array(let elements): return "[" + elements.map(\.json).joined(separator: ",") + "]"
        case .text(let text): return Self.jsonString(text)
        }
    }

    var xml: String {
        switch self {
        case .dictionary(let members):
            return "<dict>" + members.map { "<key>\(Self.escapeXML($0.0))</key>" + $0.1.xml }.joined() + "</dict>"
        case .array(let elements): return "<array>" + elements.map(\.xml).joined() + "</array>"
        case .text(let text): return "<string>\(Self.escapeXML(text))</string>"
        }
    }

    var openStep: String {
        switch self {
        case .dictionary(let members):
            return "{" + members.map { OpenStepWriter.quoted($0.0) + " = " + $0.1.openStep + ";" }.joined() + "}"
        case .array(let elements): return "(" + elements.map(\.openStep).joined(separator: ",") + ")"
        case .text(let text): return OpenStepWriter.quoted(text)
        }
    }

    /// Text in UTF-16 when it is not ASCII, as Foundation writes it.
    func binary(_ writer: inout BinaryPlistWriter) -> Int {
        switch self {
        case .dictionary(let members):
            let pairs = members.map { (writer.text($0.0), $0.1.binary(&writer)) }
            return writer.dictionary(pairs)
        case .array(let elements):
            let refs = elements.map { $0.binary(&writer) }
            return writer.array(refs)
        case .text(let text): return writer.text(text)
        }
    }

    static func jsonString(_ text: String) -> String {
        var out = "\""
        for unit in text.utf16 {
            switch unit {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x20..<0x7F: out.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
            default: out += String(format: "\\u%04x", unit)
            }
        }
        return out + "\""
    }

    static func escapeXML(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}

extension BinaryPlistWriter {
    /// ASCII text as an ASCII string object, anything else as UTF-16 big-endian.
    mutating func text(_ text: String) -> Int {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return string(text) }
        let units = Array(text.utf16)
        return add(Self.marker(0x6, count: units.count) + units.flatMap { Self.bigEndian(UInt64($0), width: 2) })
    }
}
