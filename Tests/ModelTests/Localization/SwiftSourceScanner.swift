import Foundation

/// A small lexer for Swift sources, enough to find string literals and the calls of the
/// gettext helpers the way a translator's tools must see them: it knows comments
/// (nested block comments too), "…" with escapes, multi-line """…""" and raw #"…"#
/// strings, and interpolation.
struct SwiftSourceScanner {
    /// A string literal in the source.
    struct Literal: Equatable {
        /// The decoded value (escapes resolved); nil when it has interpolation.
        var value: String?
        /// The literal as written, quotes included.
        var text: String
        var line: Int
        var isMultiline: Bool
        var isRaw: Bool
        /// Up to 80 characters of code before the literal on its line (comments removed).
        var codeBefore: String
        /// The comment at the end of the literal's line, if any ("// no-tr: …").
        var lineComment: String
    }

    /// A call of tr(), trn() or trc() and its leading string-literal arguments.
    struct Call: Equatable {
        var function: String
        var line: Int
        var arguments: [Literal]
    }

    private(set) var literals: [Literal] = []
    private(set) var calls: [Call] = []

    init(source: String) {
        scan(Array(source.unicodeScalars))
    }

    private mutating func scan(_ s: [Unicode.Scalar]) {
        var i = 0
        var line = 1
        var code = "" // code on the current line so far, comments removed
        var lineComments: [Int: String] = [:]
        var pendingCalls: [(call: Call, depth: Int, open: Bool)] = []
        var depth = 0
        var literalIndexes: [Int] = []

        func peek(_ k: Int) -> Unicode.Scalar? { i + k < s.count ? s[i + k] : nil }
        func isIdent(_ c: Unicode.Scalar) -> Bool {
            CharacterSet.alphanumerics.contains(c) || c == "_"
        }

        while i < s.count {
            let c = s[i]
            if c == "\n" {
                line += 1; code = ""; i += 1; continue
            }
            // Comments.
            if c == "/", peek(1) == "/" {
                var text = ""
                while i < s.count, s[i] != "\n" { text.unicodeScalars.append(s[i]); i += 1 }
                lineComments[line] = text
                continue
            }
            if c == "/", peek(1) == "*" {
                var nesting = 0
                repeat {
                    if s[i] == "/", peek(1) == "*" { nesting += 1; i += 2; continue }
                    if s[i] == "*", peek(1) == "/" { nesting -= 1; i += 2; continue }
                    if s[i] == "\n" { line += 1; code = "" }
                    i += 1
                } while i < s.count && nesting > 0
                continue
            }
            // String literals (possibly raw).
            var hashes = 0
            while peek(hashes) == "#" { hashes += 1 }
            if peek(hashes) == "\"" {
                let startLine = line
                let before = String(code.suffix(80))
                let start = i
                i += hashes
                let multiline = peek(0) == "\"" && peek(1) == "\"" && peek(2) == "\""
                i += multiline ? 3 : 1
                var value = ""
                var interpolated = false
                let closing = String(repeating: "\"", count: multiline ? 3 : 1) + String(repeating: "#", count: hashes)
                let closingScalars = Array(closing.unicodeScalars)
                let escape = "\\" + String(repeating: "#", count: hashes)
                let escapeScalars = Array(escape.unicodeScalars)
                func matches(_ pattern: [Unicode.Scalar]) -> Bool {
                    for (k, p) in pattern.enumerated() where peek(k) != p { return false }
                    return true
                }
                while i < s.count {
                    if matches(closingScalars) { i += closingScalars.count; break }
                    if matches(escapeScalars) {
                        i += escapeScalars.count
                        guard let e = peek(0) else { break }
                        switch e {
                        case "n": value += "\n"; i += 1
                        case "t": value += "\t"; i += 1
                        case "r": value += "\r"; i += 1
                        case "0": value += "\0"; i += 1
                        case "\"", "'", "\\": value.unicodeScalars.append(e); i += 1
                        case "u":
                            var hex = ""
                            i += 2 // u{
                            while let h = peek(0), h != "}" { hex.unicodeScalars.append(h); i += 1 }
                            i += 1
                            if let v = UInt32(hex, radix: 16), let u = Unicode.Scalar(v) {
                                value.unicodeScalars.append(u)
                            }
                        case "(":
                            interpolated = true
                            var parens = 0
                            repeat {
                                if s[i] == "(" { parens += 1 }
                                if s[i] == ")" { parens -= 1 }
                                i += 1
                            } while i < s.count && parens > 0
                        case "\n": // line continuation in multi-line strings
                            line += 1; i += 1
                        default:
                            value.unicodeScalars.append(e); i += 1
                        }
                        continue
                    }
                    if s[i] == "\n" { line += 1 }
                    value.unicodeScalars.append(s[i])
                    i += 1
                }
                if multiline {
                    value = Self.dedentMultiline(value)
                }
                var text = ""
                text.unicodeScalars.append(contentsOf: s[start..<min(i, s.count)])
                literals.append(
                    Literal(
                        value: interpolated ? nil : value, text: text, line: startLine,
                        isMultiline: multiline, isRaw: hashes > 0,
                        codeBefore: before, lineComment: ""))
                literalIndexes.append(literals.count - 1)
                if let last = pendingCalls.indices.last, pendingCalls[last].open, pendingCalls[last].depth == depth {
                    pendingCalls[last].call.arguments.append(literals[literals.count - 1])
                }
                code += "\"…\""
                continue
            }
            // Identifiers: a helper call starts with tr/trn/trc followed by "(".
            if isIdent(c), i == 0 || !isIdent(s[i - 1]) {
                var name = ""
                var j = i
                while j < s.count, isIdent(s[j]) { name.unicodeScalars.append(s[j]); j += 1 }
                let previous = code.trimmingCharacters(in: .whitespaces)
                if ["tr", "trn", "trc"].contains(name), !previous.hasSuffix("."), !previous.hasSuffix("func") {
                    var k = j
                    while k < s.count, s[k] == " " { k += 1 }
                    if k < s.count, s[k] == "(" {
                        pendingCalls.append((Call(function: name, line: line, arguments: []), depth + 1, true))
                    }
                }
                code += name
                i = j
                continue
            }
            if c == "(" { depth += 1 }
            if c == ")" {
                if let last = pendingCalls.indices.last, pendingCalls[last].depth == depth {
                    calls.append(pendingCalls.removeLast().call)
                }
                depth -= 1
            }
            if c == ",", let last = pendingCalls.indices.last, pendingCalls[last].depth == depth {
                // Only leading literal arguments matter: stop collecting after a non-literal.
                let expected = pendingCalls[last].call.arguments.count
                if !code.hasSuffix("\"…\"") && expected == 0 { pendingCalls[last].open = false }
            }
            code.unicodeScalars.append(c)
            i += 1
        }
        for index in literalIndexes {
            literals[index].lineComment = lineComments[literals[index].line] ?? ""
        }
        // Calls get the comments of their literals too.
        calls = calls.map { call in
            var call = call
            call.arguments = call.arguments.map { arg in
                var arg = arg
                arg.lineComment = lineComments[arg.line] ?? ""
                return arg
            }
            return call
        }
        calls.sort { $0.line < $1.line }
    }

    /// Swift removes the indentation of the closing delimiter and the first and last
    /// line breaks of a multi-line literal.
    static func dedentMultiline(_ raw: String) -> String {
        var lines = raw.components(separatedBy: "\n")
        let indent = lines.last.map { $0.prefix { $0 == " " || $0 == "\t" }.count } ?? 0
        if !lines.isEmpty { lines.removeFirst() }
        if !lines.isEmpty { lines.removeLast() }
        return lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " || $0 == "\t" }.count))) }
            .joined(separator: "\n")
    }
}
