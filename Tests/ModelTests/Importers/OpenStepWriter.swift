import Foundation

/// Writes strings, data, arrays and dictionaries (keys sorted) as an old-style property
/// list, for the tests that compare the formats.
enum OpenStepWriter {
    static func text(_ value: Any) -> String {
        switch value {
        case let members as [String: Any]:
            return "{"
                + members.sorted { $0.key < $1.key }.map { "\(quoted($0.key)) = \(text($0.value));" }
                .joined(separator: " ") + "}"
        case let elements as [Any]:
            return "(" + elements.map(text).joined(separator: ", ") + ")"
        case let data as Data:
            return "<" + data.map { String(format: "%02x", $0) }.joined() + ">"
        default:
            return quoted("\(value)")
        }
    }

    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x80 {
                    out.unicodeScalars.append(scalar)
                } else {
                    for unit in String(scalar).utf16 { out += String(format: "\\U%04x", unit) }
                }
            }
        }
        return out + "\""
    }
}
