import Foundation

/// The numbers of XML property lists, as Apple's reader takes them.
extension XMLPropertyListReader {
    /// A decimal or "0x" hexadecimal integer, optionally signed, within 64 bits.
    static func integer(_ text: String) -> Int64? {
        var digits = Substring(text)
        var negative = false
        if digits.hasPrefix("-") {
            negative = true; digits = digits.dropFirst()
        } else if digits.hasPrefix("+") {
            digits = digits.dropFirst()
        }
        let radix = digits.hasPrefix("0x") || digits.hasPrefix("0X") ? 16 : 10
        if radix == 16 { digits = digits.dropFirst(2) }
        guard !digits.isEmpty, let magnitude = UInt64(digits, radix: radix) else { return nil }
        if negative {
            return magnitude <= UInt64(Int64.max) + 1 ? Int64(truncatingIfNeeded: 0 &- magnitude) : nil
        }
        // Apple's writer stores unsigned values above Int64.max as their bit pattern.
        return Int64(bitPattern: magnitude)
    }

    /// A real as property lists write it, including "nan" and "+/-inf(inity)".
    static func real(_ text: String) -> Double? {
        switch text.lowercased() {
        case "nan": return .nan
        case "inf", "+inf", "infinity", "+infinity": return .infinity
        case "-inf", "-infinity": return -.infinity
        default:
            guard text.utf8.count <= 400 else { return nil }
            return Double(text)
        }
    }

    /// `real(text)`, without lower-casing a plain decimal (one starting with a digit, or a
    /// sign or point and a digit, cannot be "nan" or "inf").
    static func realFast(_ text: String) -> Double? {
        let utf8 = text.utf8
        guard let first = utf8.first else { return nil }
        let digit: (UInt8) -> Bool = { $0 >= 0x30 && $0 <= 0x39 }
        let second = utf8.dropFirst().first ?? 0
        if digit(first) || ((first == 0x2D || first == 0x2B || first == 0x2E) && digit(second)) {
            return utf8.count <= 400 ? Double(text) : nil
        }
        return real(text)
    }
}
