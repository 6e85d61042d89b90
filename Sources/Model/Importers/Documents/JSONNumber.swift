import Foundation

/// Parses a number of validated JSON text in place: an integer when it has no fraction
/// or exponent and fits an `Int64`, else a real, as `Int64(text)` and `Double(text)`
/// would give (the common short decimals exactly, by Clinger's fast path; anything
/// longer through `Double(String)`).
enum JSONNumber {
    enum Value: Equatable {
        case integer(Int64)
        case real(Double)
    }

    /// Exact powers of ten a `Double` holds.
    private static let powers: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }

    static func parse(_ bytes: UnsafePointer<UInt8>, from start: Int, count: Int) -> (value: Value, end: Int) {
        var i = start
        let negative = bytes[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        while i < count, bytes[i] &- 0x30 < 10 {
            if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[i] &- 0x30) }
            digits += 1
            i += 1
        }
        var fractionDigits = 0
        var isInteger = true
        if i < count, bytes[i] == UInt8(ascii: ".") {
            isInteger = false
            i += 1
            while i < count, bytes[i] &- 0x30 < 10 {
                if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[i] &- 0x30); fractionDigits += 1 }
                digits += 1
                i += 1
            }
        }
        var exponent = 0
        var exponentDigits = 0
        if i < count, bytes[i] | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            i += 1
            var negativeExponent = false
            if bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") {
                negativeExponent = bytes[i] == UInt8(ascii: "-")
                i += 1
            }
            while i < count, bytes[i] &- 0x30 < 10 {
                if exponent < 100_000 { exponent = exponent * 10 + Int(bytes[i] &- 0x30) }
                exponentDigits += 1
                i += 1
            }
            if negativeExponent { exponent = -exponent }
        }
        if isInteger && digits <= 18 {
            let value = Int64(mantissa)
            return (.integer(negative ? -value : value), i)
        }
        let scale = exponent - fractionDigits
        if digits <= 19, mantissa <= 1 << 53, abs(scale) <= 22 {
            var value = Double(mantissa)
            value = scale < 0 ? value / powers[-scale] : value * powers[scale]
            return (.real(negative ? -value : value), i)
        }
        let text = String(decoding: UnsafeBufferPointer(start: bytes + start, count: i - start), as: UTF8.self)
        if isInteger, let integer = Int64(text) { return (.integer(integer), i) }
        return (.real(Double(text) ?? .nan), i)
    }
}
