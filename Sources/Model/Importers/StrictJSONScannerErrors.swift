import Foundation

/// The messages of `StrictJSONScanner`'s syntax errors, each with its line and column.
extension StrictJSONScanner {
    func unexpectedEnd() -> ImportError {
        fail(tr("Unexpected end of the document."))
    }

    func unexpected() -> ImportError {
        let c = bytes[index]
        if c >= 0x21 && c < 0x7F {
            return fail(fill(tr("Unexpected character “%1$@”."), String(UnicodeScalar(c))))
        }
        return fail(tr("Unexpected character."))
    }

    func invalidNumber(_ begin: Int) -> ImportError {
        ImportError.at(line: lineColumn(begin).line, column: lineColumn(begin).column, tr("Invalid number."))
    }

    func fail(_ message: String) -> ImportError {
        let position = lineColumn(min(index, bytes.count))
        return ImportError.at(line: position.line, column: position.column, message)
    }

    /// 1-based line and column (in characters) of a byte offset.
    func lineColumn(_ offset: Int) -> (line: Int, column: Int) {
        var line = 1, column = 1
        var i = 0
        while i < offset {
            let b = bytes[i]
            if b == 0x0A { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return (line, column)
    }
}
